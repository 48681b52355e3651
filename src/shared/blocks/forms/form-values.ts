/** Reading the typed text of a form as the contract's body fields. */
import { textValue, type FormValues } from './form-context.tsx';

/** The trimmed text, or undefined when blank (an optional field left empty is not sent). */
export function optionalText(values: FormValues, name: string): string | undefined {
  const value = textValue(values, name).trim();
  return value === '' ? undefined : value;
}

/** Required text is sent as typed: the schema reports it when blank. */
export function requiredText(values: FormValues, name: string): string {
  return textValue(values, name);
}

/**
 * A whole number typed in a field; anything else is sent as typed so the schema names the
 * problem ("The surface field is invalid.") instead of the form silently dropping it.
 */
export function optionalInteger(values: FormValues, name: string): number | undefined {
  const value = textValue(values, name).trim();
  if (value === '') return undefined;
  return /^\d{1,15}$/.test(value) ? Number(value) : (value as unknown as number);
}

export function requiredInteger(values: FormValues, name: string): number {
  return optionalInteger(values, name) ?? (undefined as unknown as number);
}
