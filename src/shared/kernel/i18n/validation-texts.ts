/**
 * The validation texts of a locale, apart from translations.ts so that the shell, which loads
 * translations, does not carry the English validation texts: the forms and the server do.
 */
import type { ValidationTexts } from './translation-types.ts';
import { translationOf } from './translations.ts';
import { englishValidationTexts } from './validation/en.ts';

/** The validation texts of a locale's pages and requests: English when the locale has no translation (spec §8, "Locale"). */
export function validationTextsFor(localeCode: string): ValidationTexts {
  return translationOf(localeCode)?.validation ?? englishValidationTexts;
}
