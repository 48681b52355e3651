/**
 * The validation messages of a language, as data: English (texts/en.ts) and the translations,
 * loaded with their locale's catalogue (src/shared/i18n/translations.ts). One set of rules
 * reads a body in any language: the locale of the page or request only picks the texts.
 */
import { translationOf } from '../i18n/translations.ts';
import { englishValidationTexts } from './texts/en.ts';

type EnglishTexts = typeof englishValidationTexts;

/** A field, by the key of its human name in the texts (`firstName`: "first name", "prénom"). */
export type FieldName = keyof EnglishTexts['fields'];

/** A message of the texts, by name (`email`, `required`…): what a rule reports. */
export type MessageName = Exclude<keyof EnglishTexts, 'fields'>;

export type ValidationTexts = { readonly [Name in MessageName]: string } & { readonly fields: { readonly [Field in FieldName]: string } };

/** The texts of a locale's pages and requests: English when the locale has no translation (spec §8, "Locale"). */
export function validationTextsFor(localeCode: string): ValidationTexts {
  return translationOf(localeCode)?.validation ?? englishValidationTexts;
}
