/** What a failed submission means for the form: messages next to fields, or the generic notice. */
import { ApiError } from '../api/client.ts';
import type { FormErrors } from '../validation/form-schemas.ts';

export type SubmitFailure = { kind: 'fields'; errors: FormErrors } | { kind: 'unknown' };

/**
 * 422 (invalid fields) and 413 (a file too heavy) name the fields at fault: their messages go
 * next to them. Anything else (network, 5xx, an unreadable answer) gets the spec's danger toast.
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 413)) return { kind: 'unknown' };
  const errors: FormErrors = Object.create(null);
  for (const [field, message] of Object.entries(error.errors)) {
    if (typeof message === 'string') errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? { kind: 'fields', errors } : { kind: 'unknown' };
}
