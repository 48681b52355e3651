/**
 * A screen that is one account form (logging in, signing up): the page's part, kept apart from the
 * form (account-form.tsx), which is an island that loads only the messages it names.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { MessageId } from '../../kernel/i18n/en/index.ts';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { PageMeta } from '../../kernel/seo/page-seo.ts';
import { Link } from '../../features/app/link.tsx';
import { ScreenHeader } from './screen-header.tsx';

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
