/**
 * A discreet notice while the browser is offline (decision 171): the offline worker answers with
 * what it kept, and the visitor should know that is what they read. A polite live region added
 * once the offline mode starts (after hydration, so none of it weighs on the first load), empty
 * while online so that screen readers announce the notice when it appears. React 19 leaves a
 * node it did not render in the body alone. Its words load when first needed (offline-notice.ts,
 * kept by the offline worker): a page that never goes offline loads no formatter for them.
 */
import { configuredLocales } from '../shared/kernel/config/locales.ts';

export function showOfflineIndicator(): void {
  const region = document.createElement('div');
  region.className = 'offline-indicator';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  const update = async () => {
    const locale = configuredLocales.find((candidate) => candidate.iso === document.documentElement.lang) ?? configuredLocales[0]!;
    if (navigator.onLine) {
      region.replaceChildren();
      return;
    }
    const { offlineNotice } = await import('./offline-notice.ts');
    const text = await offlineNotice(locale);
    // Back online while the words loaded: nothing to say.
    if (navigator.onLine) return;
    const notice = document.createElement('p');
    notice.className = 'offline-indicator__notice';
    notice.textContent = text;
    region.replaceChildren(notice);
  };
  addEventListener('online', () => void update());
  addEventListener('offline', () => void update());
  void update();
}
