/**
 * The spec's field validators (§5): pure functions returning the spec's message in the given
 * texts' language, or undefined when the value is valid. Shared by the browser forms, the
 * site's gateway and the back office.
 */
import { minValueMessage, requiredMessage } from './messages.ts';
import type { FieldName, ValidationTexts } from '../i18n/translation-types.ts';

export type ValidationMessage = string | undefined;

export const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_LENGTH = 64;

/**
 * The grammar browsers apply to `<input type="email">` (WHATWG), so the form and the server
 * agree; each domain label is bounded, which keeps the match linear.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** A reachable address ends in a real top-level domain: letters (or punycode), never digits only. */
const TOP_LEVEL_DOMAIN = /\.[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;

export function validateEmail(value: string, texts: ValidationTexts): ValidationMessage {
  const address = value.trim();
  if (address.length > MAX_EMAIL_LENGTH || !EMAIL.test(address) || !TOP_LEVEL_DOMAIN.test(address)) return texts.email;
  const local = address.slice(0, address.lastIndexOf('@'));
  // Dot-atom (RFC 5321): browsers let these through, mail servers do not.
  if (local.length > MAX_EMAIL_LOCAL_LENGTH || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return texts.email;
  return undefined;
}

/**
 * French number: +33, 0033 or 0, then a digit 1-9 and four pairs of digits. At most one
 * separator (space, no-break space as pasted from documents, dot or dash) in each gap; mixing
 * them is allowed, since the digits alone carry the number.
 */
const FRENCH_PHONE = /^(?:\+33|0033|0)[ \u00A0\u202F.-]?[1-9](?:[ \u00A0\u202F.-]?\d{2}){4}$/;

export function validatePhone(value: string, texts: ValidationTexts): ValidationMessage {
  return FRENCH_PHONE.test(value.trim()) ? undefined : texts.phone;
}

const SIRET = /^\d{14}$/;

/**
 * 14 digits passing the Luhn checksum: counting positions from the right, every second digit
 * (the spec's "even positions") is doubled, minus 9 when over 9, and the total divides by 10.
 */
export function validateSiret(value: string, texts: ValidationTexts): ValidationMessage {
  const siret = value.trim();
  if (!SIRET.test(siret)) return texts.siret;
  let total = 0;
  for (let index = 0; index < siret.length; index += 1) {
    const fromRight = siret.length - index;
    let digit = siret.charCodeAt(index) - 48;
    if (fromRight % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0 ? undefined : texts.siret;
}

/** Blank: absent, null, empty or only spaces, an unticked box (false) or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function validateRequired(value: unknown, field: FieldName, texts: ValidationTexts): ValidationMessage {
  return isBlank(value) ? requiredMessage(texts, field) : undefined;
}

export function validateMinValue(value: number, field: FieldName, min: number, texts: ValidationTexts): ValidationMessage {
  return value >= min ? undefined : minValueMessage(texts, field, min);
}

const ZIPCODE = /^\d{5}$/;

export function validateZipcode(value: string, texts: ValidationTexts): ValidationMessage {
  return ZIPCODE.test(value.trim()) ? undefined : texts.zipcode;
}

/** Compared as typed: a password's spaces are part of it. */
export function validatePasswordConfirmation(confirmation: string, password: string, texts: ValidationTexts): ValidationMessage {
  return confirmation === password ? undefined : texts.passwordConfirmation;
}

export function validateFileSize(sizeBytes: number, maxBytes: number, texts: ValidationTexts): ValidationMessage {
  return sizeBytes <= maxBytes ? undefined : texts.fileTooHeavy;
}
