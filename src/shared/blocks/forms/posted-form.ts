/**
 * A form posted without JavaScript and refused (invalid field, file too heavy, failed bot check):
 * the server renders its page again with this state, so the errors sit next to their fields and
 * every typed value is back in place (never a file: a browser cannot be given one back).
 */
import { IDEMPOTENCY_KEY_FIELD } from '../../kernel/api/idempotency-key.ts';
import type { FormEndpoint, FormErrors } from '../../kernel/validation/form-schemas.ts';
import type { FieldValue, FormValues } from './form-context.tsx';
import type { PageForm } from './page-form.ts';

export interface PostedForm {
  /** The page the form was posted to: only that page's form takes the state back. */
  readonly url: string;
  readonly endpoint: FormEndpoint;
  readonly values: FormValues;
  readonly errors: FormErrors;
}

/** The field a script may fill with a bot-check token in an HTML post; never a form value. */
export const BOT_CHECK_FIELD = 'bot_check_token';

/** The name of the submit buttons that change the form instead of sending it (`PageForm.edits`). */
export const FORM_EDIT_FIELD = 'form_edit';

/** More named fields than any form has: the rest of a hand-made post is ignored. */
const MAX_FIELDS = 100;

/**
 * The form values of posted fields: text as typed, a checkbox (a boolean in the initial values)
 * ticked when present. Files, the bot-check token and the idempotency key are not values.
 */
export function postedValues(form: PageForm, fields: Readonly<Record<string, unknown>>): FormValues {
  const values: Record<string, FieldValue> = Object.create(null);
  for (const [name, initial] of Object.entries(form.initialValues)) values[name] = initial;
  let count = 0;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string' || name === BOT_CHECK_FIELD || name === FORM_EDIT_FIELD || name === IDEMPOTENCY_KEY_FIELD || form.fileFields?.includes(name)) continue;
    if (++count > MAX_FIELDS) break;
    values[name] = typeof form.initialValues[name] === 'boolean' ? value !== '' : value;
  }
  return values;
}
