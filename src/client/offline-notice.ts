/** The offline indicator's words (offline-indicator.ts), in the page's language, loaded when the browser first goes offline. */
import { intlFor, type IntlLocale } from '../shared/kernel/i18n/intl-for.ts';
import { loadTranslation } from '../shared/kernel/i18n/translations.ts';

export async function offlineNotice(locale: IntlLocale): Promise<string> {
  await loadTranslation(locale.code);
  return intlFor(locale).formatMessage({ id: 'offline.indicator' });
}
