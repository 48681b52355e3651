/**
 * Visitors' Web Vitals (decision 192): LCP, INP, CLS and TTFB of a share of real page views
 * (RUM_SAMPLE_RATE), measured by the `web-vitals` library, only where the visitor's consent
 * cookie allows analytics (consent given during a visit counts from the next page, as every link
 * is a document navigation). Started by being imported once the page is interactive and the
 * browser idle (when-idle.ts), reading what to report under from the page's state, so that none
 * of it is in the first load. What was measured is sent as the page is hidden, with
 * `navigator.sendBeacon` to `/rum`: the route's name, the audience, the device's class and the
 * values; nothing that names the visitor.
 */
import type { FieldVitalsConfig } from '../shared/app/document-config.ts';
import { hydrationStateGlobal } from '../shared/kernel/data/hydration-global.ts';
import { parseChoices } from '../shared/features/consent/choices.ts';
import { cookieValue } from '../shared/features/persistence/cookie-text.ts';

function deviceClass(): 'phone' | 'tablet' | 'desktop' {
  if (matchMedia('(max-width: 767px)').matches) return 'phone';
  return matchMedia('(max-width: 1199px)').matches ? 'tablet' : 'desktop';
}

async function reportFieldVitals(config: FieldVitalsConfig): Promise<void> {
  if (parseChoices(cookieValue(document.cookie, config.consentCookie))?.analytics !== true || Math.random() >= config.sampleRate) return;
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  const measured = new Map<string, number>();
  const keep = (metric: { name: string; value: number }) => measured.set(metric.name, metric.value);
  // Every change kept (the latest largest paint, the layout shifts so far), so that what is sent as
  // the page is hidden is what the library knows then, whichever of its listeners runs first.
  const latest = { reportAllChanges: true };
  onLCP(keep, latest);
  onCLS(keep, latest);
  onINP(keep, latest);
  onTTFB(keep);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || measured.size === 0) return;
    const vitals = [...measured].map(([name, value]) => ({ name, value }));
    measured.clear();
    const beacon = { page: config.page, audience: config.audience, device: deviceClass(), vitals };
    navigator.sendBeacon('/rum', JSON.stringify(beacon));
  });
}

const state = (globalThis as Record<string, unknown>)[hydrationStateGlobal] as { readonly config?: { readonly fieldVitals?: FieldVitalsConfig | null } } | undefined;
const config = state?.config?.fieldVitals;
if (config) void reportFieldVitals(config);
