import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../kernel/i18n/en/index.ts';
import type { FormErrors } from '../../kernel/validation/form-schemas.ts';
import { FieldIdPrefix } from '../../features/auth/form-fields.tsx';
import { FormStatus } from '../../features/auth/form-status.tsx';
import { formEntries } from '../../features/auth/form-submission.ts';

interface AccountFormProps {
  /** The id of the heading that names the form. */
  readonly labelledBy: string;
  /** The submission's state (useFormSubmission): the refused fields, and whether it is on its way. */
  readonly submission: { readonly errors: FormErrors; readonly pending: boolean };
  /** One message for the whole form rather than "check the fields" ('User not found'). */
  readonly general?: string | undefined;
  /** The submit button's words; it says "Sending…" while the form is sent. */
  readonly submitLabel: MessageId;
  /** Called with the form's filled entries as text, and the form (to reset it). */
  readonly onSubmit: (entries: Record<string, string>, form: HTMLFormElement) => Promise<void>;
  /** The fields. */
  readonly children: ReactNode;
  /** The prefix of its fields' ids, for a form that is an island (formIdPrefix); else `useId`'s. */
  readonly idPrefix?: string;
}

/** An account form: why it was refused, its fields, its submit button; the page never reloads. */
export function AccountForm({ labelledBy, submission, general, submitLabel, onSubmit, children, idPrefix }: AccountFormProps) {
  return (
    <FieldIdPrefix value={idPrefix}>
      <form
        method="post"
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          void onSubmit(formEntries(form), form);
        }}
      >
        <FormStatus errors={submission.errors} general={general} />
        {children}
        <button type="submit" className="button" disabled={submission.pending}>
          <FormattedMessage id={submission.pending ? 'form.sending' : submitLabel} />
        </button>
      </form>
    </FieldIdPrefix>
  );
}
