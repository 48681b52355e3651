/**
 * Sending an account form: the shared validators first (the same the site's gateway applies),
 * then the call; the back office's 422 shows per field, anything else as the default error
 * toast unless the form names it. Nothing here ever throws into the view.
 */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { ApiError } from '../../kernel/api/client.ts';
import type { BodyOf } from '../../kernel/api/contract.ts';
import { validateFormBody, type FormEndpoint, type FormErrors } from '../../kernel/validation/form-schemas.ts';
import { validationTextsFor } from '../../kernel/i18n/validation-texts.ts';
import { $locale } from '../app/model.ts';
import { toastShown, unknownErrorToast } from '../toast/model.ts';

export interface FormSubmission<Result> {
  readonly errors: FormErrors;
  readonly pending: boolean;
  /**
   * Checks `body`, then sends it: the result, or undefined when it was not sent or failed.
   * `extraErrors` are the form's own checks of fields the body does not carry.
   */
  submit(body: Record<string, unknown>, extraErrors?: FormErrors): Promise<Result | undefined>;
}

/** The key of a message about the whole form rather than one field. */
export const FORM_ERROR = 'form';

interface Options {
  /**
   * Failures other than refused fields that the form explains itself, by field or under
   * FORM_ERROR (a 401 "User not found"); the others get the default error toast.
   */
  readonly explain?: (error: unknown) => FormErrors | undefined;
}

function fieldMessages(errors: Readonly<Record<string, unknown>>): FormErrors {
  const messages: FormErrors = Object.create(null);
  for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') messages[field] = message;
  return messages;
}

export function useFormSubmission<E extends FormEndpoint, Result>(
  endpoint: E,
  send: (body: BodyOf<E>) => Promise<Result>,
  options: Options = {},
): FormSubmission<Result> {
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);
  const [showToast, localeCode] = useUnit([toastShown, $locale]);

  async function submit(body: Record<string, unknown>, extraErrors: FormErrors = {}): Promise<Result | undefined> {
    const checked = validateFormBody(endpoint, body, validationTextsFor(localeCode));
    const found = { ...(checked.ok ? {} : checked.errors), ...extraErrors };
    setErrors(found);
    if (!checked.ok || Object.keys(extraErrors).length > 0) return undefined;
    setPending(true);
    try {
      return await send(checked.value);
    } catch (error) {
      const refusedFields = error instanceof ApiError && error.status === 422 ? fieldMessages(error.errors) : {};
      const explained = Object.keys(refusedFields).length > 0 ? refusedFields : options.explain?.(error);
      if (explained) setErrors(explained);
      else showToast(unknownErrorToast);
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return { errors, pending, submit };
}

/** The form's entries as text; unticked boxes are absent, blank fields are left out. */
export function formEntries(form: HTMLFormElement): Record<string, string> {
  const entries: Record<string, string> = Object.create(null);
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') entries[name] = value;
  }
  return entries;
}
