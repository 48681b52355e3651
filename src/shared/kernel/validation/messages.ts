/** The validation messages that name a field or a bound, filled in from a language's texts. */
import type { FieldName, MessageName, ValidationTexts } from '../i18n/translation-types.ts';

/** The message with its `{name}` placeholders replaced. */
export function fillIn(texts: ValidationTexts, message: MessageName, values: Readonly<Record<string, string | number>>): string {
  return texts[message].replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}

export function requiredMessage(texts: ValidationTexts, field: FieldName): string {
  return fillIn(texts, 'required', { field: texts.fields[field] });
}

export function minValueMessage(texts: ValidationTexts, field: FieldName, min: number): string {
  return fillIn(texts, 'minValue', { field: texts.fields[field], min });
}

export function tooLongMessage(texts: ValidationTexts, field: FieldName, max: number): string {
  return fillIn(texts, 'tooLong', { field: texts.fields[field], max });
}

export function invalidMessage(texts: ValidationTexts, field: FieldName): string {
  return fillIn(texts, 'invalid', { field: texts.fields[field] });
}
