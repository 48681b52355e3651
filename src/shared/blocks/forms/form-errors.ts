/** What a failed submission means for the form: messages next to fields, or the generic notice. */
import { ApiError } from '../../kernel/api/client.ts';
import type { FormErrors } from '../../kernel/validation/form-schemas.ts';

export type SubmitFailure = { kind: 'fields'; errors: FormErrors } | { kind: 'unknown' };

/** The bot check's refusal (403) or outage (503) is worded for the visitor; other 403s (a cross-site call) are not. */
const BOT_CHECK_KEY = 'bot_check';

/**
 * 422 (invalid fields) and 413 (a file too heavy) name the fields at fault: their messages go
 * next to them; the bot check's message goes to the form's summary. Anything else
 * (network, 5xx, an unreadable answer) gets the spec's danger toast.
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { kind: 'unknown' };
  const explained = error.status === 422 || error.status === 413 || ((error.status === 403 || error.status === 503) && typeof error.errors[BOT_CHECK_KEY] === 'string');
  if (!explained) return { kind: 'unknown' };
  const errors: FormErrors = Object.create(null);
  for (const [field, message] of Object.entries(error.errors)) {
    if (typeof message === 'string') errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? { kind: 'fields', errors } : { kind: 'unknown' };
}
