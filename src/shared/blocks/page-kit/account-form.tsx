import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { MessageId } from '../../kernel/i18n/en/index.ts';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { PageMeta } from '../../kernel/seo/page-seo.ts';
import type { FormErrors } from '../../kernel/validation/form-schemas.ts';
import { Link } from '../../features/app/link.tsx';
import { FieldIdPrefix } from '../../features/auth/form-fields.tsx';
import { FormStatus } from '../../features/auth/form-status.tsx';
import { formEntries } from '../../features/auth/form-submission.ts';
import { ScreenHeader } from './screen-header.tsx';

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

/** The screens whose whole body is an account form: logging in and signing up. */
type AccountFormScreenName = 'login' | 'signup';

interface AccountFormScreenProps {
  /** The screen, whose heading and lead are `screen.<screen>.title` and `screen.<screen>.intro`. */
  readonly screen: AccountFormScreenName;
  /** Under the form, the way to the other screen: the question, the link's words and where it goes. */
  readonly elsewhere: { readonly question: MessageId; readonly link: MessageId; readonly to: RouteLocation };
  /** The form, an island (an AccountForm labelled by the screen's heading, `page-heading`). */
  readonly children: ReactNode;
}

/** A screen that is one account form: its heading and lead, the form, and the way to its twin. */
export function AccountFormScreen({ screen, elsewhere, children }: AccountFormScreenProps) {
  return (
    <section className="account-form" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id={`screen.${screen}.title`} />} lead={<FormattedMessage id={`screen.${screen}.intro`} />} />
      {children}
      <p>
        <FormattedMessage id={elsewhere.question} />{' '}
        <Link to={elsewhere.to}>
          <FormattedMessage id={elsewhere.link} />
        </Link>
      </p>
    </section>
  );
}

/** Such a screen's meta: its heading and lead as title and description; never indexed. */
export function accountFormScreenMeta(screen: AccountFormScreenName) {
  return ({ intl }: { readonly intl: IntlShape }): PageMeta => ({
    title: intl.formatMessage({ id: `screen.${screen}.title` }),
    description: intl.formatMessage({ id: `screen.${screen}.intro` }),
    indexable: false,
  });
}
