/**
 * A form bound to one contract endpoint: the typed values are checked with the shared schema
 * before anything is sent, then posted through the scope's data client. Errors go next to their
 * fields (from the browser's check or the server's 422/413), focus moves to the first one, and
 * nothing the visitor typed is lost; any other failure shows the spec's danger toast.
 *
 * The element is a real `<form method="post">` aimed at its own page (multipart when it carries
 * a file): without scripts the server receives it, answers 303 to the confirmation or shows the
 * page again with the errors and values (src/server/forms); once hydrated, submissions are sent
 * with fetch and the visitor stays on the page. Each submission carries an idempotency key, so a
 * retried one is stored once (decision 178).
 */
import { useLayoutEffect, useState, useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import type { DataOf } from '../../kernel/api/contract.ts';
import { IDEMPOTENCY_KEY_FIELD, newIdempotencyKey } from '../../kernel/api/idempotency-key.ts';
import { usePage } from '../../features/app/router-context.tsx';
import { $locale } from '../../features/app/model.ts';
import { BotCheckNotice } from '../../features/bot-check/bot-check-notice.tsx';
import { toastShown, unknownErrorToast } from '../../features/toast/model.ts';
import { validateFormBody, type FormEndpoint, type FormErrors } from '../../kernel/validation/form-schemas.ts';
import { validationTextsFor } from '../../kernel/i18n/validation-texts.ts';
import type { ValidationTexts } from '../../kernel/i18n/translation-types.ts';
import { fieldId, formIdPrefix, FormContext, type FieldValue, type FormValues } from './form-context.tsx';
import { submitFailure } from './form-errors.ts';
import { submitFormFx } from './model.ts';
import type { FormDefinition } from './page-form.ts';
import { usePostedForm } from './use-posted-form.ts';

export interface ContractFormProps<E extends FormEndpoint> {
  readonly form: FormDefinition<E>;
  /** Values the page sets (an offer's id, a landing's id): sent as hidden fields, never typed. */
  readonly fixedValues?: Readonly<Record<string, string>>;
  /** Checks the schema cannot make in the browser (a file's size before it is read). */
  readonly checkFiles?: (files: Readonly<Record<string, File>>, texts: ValidationTexts) => FormErrors;
  readonly onSuccess: (data: DataOf<E>, values: FormValues) => void;
  /** Clears the fields after a success that keeps the visitor on the page. */
  readonly resetOnSuccess?: boolean;
  readonly submitLabel: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The body as the schema reads it in the browser: a chosen file stands for its upload. */
function bodyForCheck(body: object, files: Readonly<Record<string, File>>): object {
  const placeholders = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, { filename: file.name, content_type: file.type, content_base64: '' }]),
  );
  return { ...body, ...placeholders };
}

/**
 * The fields' values as the document holds them, where they differ from `values` (file fields
 * aside: a file is kept apart); undefined when none does.
 */
function valuesInDocument(form: HTMLFormElement, values: FormValues): FormValues | undefined {
  let changed: Record<string, FieldValue> | undefined;
  for (const name of Object.keys(values)) {
    const control = form.elements.namedItem(name);
    if (control === null || (control instanceof HTMLInputElement && control.type === 'file')) continue;
    const value = control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : (control as HTMLInputElement | RadioNodeList).value;
    if (value !== values[name]) (changed ??= { ...values })[name] = value;
  }
  return changed;
}

export function ContractForm<E extends FormEndpoint>(props: ContractFormProps<E>) {
  const { form, fixedValues, checkFiles, onSuccess, resetOnSuccess, submitLabel, className, children } = props;
  const { endpoint, initialValues, toBody } = form;
  const idPrefix = formIdPrefix(endpoint);
  const { url } = usePage();
  // A post the server refused (no JavaScript) comes back with its values and errors.
  const posted = usePostedForm(endpoint);
  const [values, setValues] = useState<FormValues>(() => (posted ? { ...initialValues, ...posted.values } : initialValues));
  const [files, setFiles] = useState<Readonly<Record<string, File>>>({});
  const [errors, setErrors] = useState<FormErrors>(() => posted?.errors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Without scripts the form posts the key it was rendered with (a kept page gives it to every
  // visitor: the back office tells their posts apart by their bodies). The server's value stays in
  // the field; once hydrated, the form sends its own key instead.
  const [renderedKey] = useState(newIdempotencyKey);
  // One key per submission, kept while it is retried (a failure, the same values sent again), renewed once it is stored.
  const submissionKey = useRef<string | undefined>(undefined);
  const [submit, showToast, localeCode] = useUnit([submitFormFx, toastShown, $locale]);
  // What the visitor typed or chose before the form hydrated (an island wakes when the browser is
  // idle, decision 199) is in the document, not in the state React hydrated from: taken over in
  // the commit that hydrated, before anything is drawn or sent from the state.
  useLayoutEffect(() => {
    const typed = valuesInDocument(formRef.current!, values);
    if (typed) setValues(typed);
    // Once, at hydration: later the state is what the fields show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const withoutError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });

  const setValue = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    withoutError(name);
  };
  const setFile = (name: string, file: File | undefined) => {
    setFiles((current) => {
      const { [name]: _previous, ...rest } = current;
      return file ? { ...rest, [name]: file } : rest;
    });
    withoutError(name);
  };

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    // After React has drawn the messages: the first faulty field, else the summary.
    queueMicrotask(() => {
      const control = first === undefined ? null : formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(idPrefix, first))}`);
      (control ?? summaryRef.current)?.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const sent = { ...values, ...fixedValues };
    const body = toBody(sent);
    const texts = validationTextsFor(localeCode);
    const checked = validateFormBody(endpoint, bodyForCheck(body as object, files), texts);
    const found: FormErrors = { ...form.check?.(body, texts), ...(checked.ok ? {} : checked.errors), ...checkFiles?.(files, texts) };
    if (Object.keys(found).length > 0) return showErrors(found);
    setSubmitting(true);
    submissionKey.current ??= newIdempotencyKey();
    try {
      const data = (await submit({ endpoint, body, files, page: url, idempotencyKey: submissionKey.current })) as DataOf<E>;
      submissionKey.current = undefined;
      setErrors({});
      if (resetOnSuccess) {
        setValues(initialValues);
        setFiles({});
        formRef.current?.reset();
      }
      onSuccess(data, values);
    } catch (error) {
      const failure = submitFailure(error);
      if (failure.kind === 'fields') showErrors(failure.errors);
      else showToast(unknownErrorToast);
    } finally {
      setSubmitting(false);
    }
  };

  // In the body's key order, which is the fields' order on screen.
  const listed = Object.entries(errors);
  return (
    <FormContext value={{ idPrefix, values, errors, files, submitting, setValue, setFile }}>
      <form
        ref={formRef}
        className={className ? `form ${className}` : 'form'}
        method="post"
        action={url}
        encType={form.fileFields?.length ? 'multipart/form-data' : undefined}
        noValidate
        onSubmit={onSubmit}
        aria-busy={submitting || undefined}
      >
        {form.edits && (
          // Enter in a field sends the form through the first submit button: this one, not an edit button.
          <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            {submitLabel}
          </button>
        )}
        <div ref={summaryRef} tabIndex={-1} className="form__summary" role="alert" hidden={listed.length === 0}>
          {listed.length > 0 && (
            <>
              <p>
                <FormattedMessage id="forms.summary" values={{ count: listed.length }} />
              </p>
              <ul>
                {listed.map(([name, message]) => (
                  <li key={name}>
                    <a href={`#${fieldId(idPrefix, name)}`}>{message}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {Object.entries(fixedValues ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={renderedKey} suppressHydrationWarning />
        {children}
        <p className="form__required-note">
          <FormattedMessage id="forms.requiredNote" />
        </p>
        <BotCheckNotice />
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? <FormattedMessage id="forms.sending" /> : submitLabel}
        </button>
      </form>
    </FormContext>
  );
}
