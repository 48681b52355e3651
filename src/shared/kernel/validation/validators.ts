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
 * French number (spec §5): +33, 0033 or 0, then a digit 1-9 and four pairs of digits. At most
 * one separator (space, no-break space as pasted from documents, dot or dash) in each gap;
 * mixing them is allowed, since the digits alone carry the number.
 */
const FRENCH_PHONE = /^(?:\+33|0033|0)[ \u00A0\u202F.-]?[1-9](?:[ \u00A0\u202F.-]?\d{2}){4}$/;
/** Written with France's country code: the spec's pattern alone decides. */
const FRENCH_COUNTRY_CODE = /^(?:\+|00)33/;
/**
 * Any other country's number is written internationally: + (or 00) and the country code, then
 * digits and the separators people write (spaces, dots, dashes, brackets around an area code).
 */
const INTERNATIONAL_PHONE = /^(?:\+|00)[1-9][\d \u00A0\u202F.()-]*$/;
/** Longer than any number with its separators: refused before any parsing. */
export const MAX_PHONE_LENGTH = 30;

/**
 * libphonenumber-js with its smallest metadata: it checks the length each country's numbers
 * have, landlines and mobiles alike; the larger sets also check the digits a number type starts
 * with, which would refuse the site's own +971 4 000 0000 (docs/decisions/181). At about 30 KB
 * gzip it is no part of any first load: the servers load it as they start, a page as soon as it
 * shows a phone field (usePhoneNumbers), long before its visitor has typed a number.
 */
let isValidPhoneNumber: ((number: string) => boolean) | undefined;
let phoneNumbersLoading: Promise<void> | undefined;

export function loadPhoneNumbers(): Promise<void> {
  phoneNumbersLoading ??= import('./international-phone.ts').then(
    (library) => {
      isValidPhoneNumber = (number) => library.isValidPhoneNumber(number);
    },
    (error: unknown) => {
      // Tried again by the next phone field shown.
      phoneNumbersLoading = undefined;
      throw error;
    },
  );
  return phoneNumbersLoading;
}

/**
 * The spec's French pattern, or a number of another country valid for its country code (the
 * site shows Lebanese and Emirati ones). Until the library is loaded, only French numbers pass:
 * nothing unchecked ever does.
 */
export function validatePhone(value: string, texts: ValidationTexts): ValidationMessage {
  const number = value.trim();
  if (number.length > MAX_PHONE_LENGTH) return texts.phone;
  if (FRENCH_PHONE.test(number)) return undefined;
  if (FRENCH_COUNTRY_CODE.test(number) || !INTERNATIONAL_PHONE.test(number) || isValidPhoneNumber === undefined) return texts.phone;
  return isValidPhoneNumber(number.startsWith('00') ? `+${number.slice(2)}` : number) ? undefined : texts.phone;
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
