import type { Target } from '../routing/target.ts';

/** One configured locale: its code (URL prefix unless default) and its translated target segments. */
export interface LocaleConfig {
  readonly code: string;
  /** BCP 47 tag used for `<html lang>`, hreflang and Intl formatting. */
  readonly iso: string;
  readonly label: string;
  readonly default: boolean;
  readonly targetSegments: Readonly<Record<Target, string>>;
}

/** The locale's URL prefix: none for the default locale, `/fr` for French. */
export function localePrefix(locale: Pick<LocaleConfig, 'code' | 'default'>): string {
  return locale.default ? '' : `/${locale.code}`;
}

/**
 * The logo, its tagline in the locale's language: src/client/static/logo.svg for the default
 * locale, static/fr/logo.svg under French's prefix (a locale added below needs its own). An
 * unknown code gets the default locale's.
 */
export function logoPath(localeCode: string): string {
  const locale = configuredLocales.find((candidate) => candidate.code === localeCode);
  return `${locale ? localePrefix(locale) : ''}/logo.svg`;
}

/**
 * The locales the site serves: English, the default (no prefix), and French under `/fr`, whose
 * target segments are the ones the legacy redirects name (spec §2, issue 14). A locale added
 * here needs a path in every per-locale entry of routes.ts (the router says which it lacks) and
 * its logo (`logoPath`).
 */
export const configuredLocales: readonly LocaleConfig[] = [
  {
    code: 'en',
    iso: 'en-GB',
    label: 'English',
    default: true,
    targetSegments: { part: 'individual-filler', pro: 'professional-filler' },
  },
  {
    code: 'fr',
    iso: 'fr-FR',
    label: 'Français',
    default: false,
    targetSegments: { part: 'enduit-particuliers', pro: 'enduit-professionnels' },
  },
];
