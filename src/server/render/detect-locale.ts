/**
 * Browser-language detection, done on `/` only (spec §2, decisions §1): the visitor's stored
 * choice (cookie `i18n_redirected`) first, then Accept-Language by preference; English otherwise.
 */
import type { LocaleConfig } from '../../shared/kernel/config/locales.ts';

interface LanguageRange {
  readonly tag: string;
  readonly quality: number;
}

function parseAcceptLanguage(header: string): LanguageRange[] {
  return header
    .split(',')
    .slice(0, 20) // a browser sends a handful; a hostile header cannot make us sort thousands
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
}

export function detectLocale(
  locales: readonly LocaleConfig[],
  storedChoice: string | undefined,
  acceptLanguage: string | undefined,
): LocaleConfig | undefined {
  const byCode = (code: string) => locales.find((locale) => locale.code === code.toLowerCase());
  if (storedChoice) {
    const stored = byCode(storedChoice);
    if (stored) return stored;
  }
  for (const range of parseAcceptLanguage(acceptLanguage ?? '')) {
    const locale = byCode(range.tag) ?? byCode(range.tag.split('-', 1)[0]!);
    if (locale) return locale;
  }
  return undefined;
}
