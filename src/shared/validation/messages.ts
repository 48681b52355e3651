/**
 * The validation messages, worded as the spec's §5 and §8 give them; `label` is the human name
 * of a field ("first name"), never its technical key.
 */
export const EMAIL_MESSAGE = 'Please enter your E-Mail address.';
export const PHONE_MESSAGE = 'Please enter your phone number.';
export const SIRET_MESSAGE = 'The SIRET number is invalid.';
export const ZIPCODE_MESSAGE = 'Please enter a 5-digit zip code.';
export const PASSWORD_CONFIRMATION_MESSAGE = 'This field must be identical to the Password field';
export const FILE_TOO_HEAVY_MESSAGE = 'File too heavy';
export const MISSING_CREDENTIALS_MESSAGE = 'Please enter your email and password';
export const DATE_MESSAGE = 'Please enter a date as YYYY-MM-DD.';
export const UNREADABLE_FORM_MESSAGE = 'The form could not be read.';

export function requiredMessage(label: string): string {
  return `Please fill in the ${label} field.`;
}

export function minValueMessage(label: string, min: number): string {
  return `The ${label} must have a value of ${min} or greater.`;
}

export function tooLongMessage(label: string, max: number): string {
  return `The ${label} field must have at most ${max} characters.`;
}

/** Wrong type or shape: what a hand-made request sends, never what the site's forms send. */
export function invalidMessage(label: string): string {
  return `The ${label} field is invalid.`;
}

// Checkout (spec §5).
export const DELIVERY_METHOD_MESSAGE = 'Please choose a delivery method.';
export const DELIVERY_ADDRESS_MESSAGE = 'Please select a delivery address.';
export const BILLING_ADDRESS_MESSAGE = 'Please select a billing address.';
export const PAYMENT_METHOD_MESSAGE = 'Please select a payment method.';
export const SALE_CONDITIONS_MESSAGE = 'You must accept the general conditions of sale.';

// The bot check, verified by the server before a form is forwarded (key `bot_check`).
export const BOT_CHECK_MISSING_MESSAGE = 'The anti-spam check could not run: please enable JavaScript and send the form again.';
export const BOT_CHECK_FAILED_MESSAGE = 'The anti-spam check failed: please send the form again.';
export const BOT_CHECK_UNAVAILABLE_MESSAGE = 'The anti-spam check is unavailable for the moment: please try again in a few minutes.';
