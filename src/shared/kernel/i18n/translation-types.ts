/**
 * What a translation is made of: its message catalogue and its validation texts, shaped after
 * English (the reference). Types only, so that every part of i18n can name them without
 * depending on the code that loads the translations (translations.ts).
 */
import type { englishValidationTexts } from './validation/en.ts';

/** Message texts by id (ICU syntax; the client build compiles them to ASTs, see build.mjs). */
export type MessageCatalogue = Readonly<Record<string, string>>;

type EnglishValidationTexts = typeof englishValidationTexts;

/** A field, by the key of its human name in the texts (`firstName`: "first name", "prénom"). */
export type FieldName = keyof EnglishValidationTexts['fields'];

/** A validation message, by name (`email`, `required`…): what a rule reports. */
export type MessageName = Exclude<keyof EnglishValidationTexts, 'fields'>;

/**
 * The validation messages of a language, as data: English (validation/en.ts) and the
 * translations, loaded with their locale's catalogue. One set of rules reads a body in any
 * language: the locale of the page or request only picks the texts.
 */
export type ValidationTexts = { readonly [Name in MessageName]: string } & { readonly fields: { readonly [Field in FieldName]: string } };

/** Everything a locale's pages show in its language: its messages and its validation texts. */
export interface Translation {
  readonly messages: MessageCatalogue;
  readonly validation: ValidationTexts;
}
