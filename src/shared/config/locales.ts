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

/** The locales the site serves. English is the only one configured (spec §1); add entries here. */
export const configuredLocales: readonly LocaleConfig[] = [
  {
    code: 'en',
    iso: 'en-GB',
    label: 'English',
    default: true,
    targetSegments: { part: 'individual-filler', pro: 'professional-filler' },
  },
];
