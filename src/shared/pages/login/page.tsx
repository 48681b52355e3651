/** Log in (spec §2, §8): e-mail and password; 'User not found', 'Please enter your email and password'. */
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../kernel/api/client.ts';
import { Link } from '../../features/app/link.tsx';
import { useHref, useRouterContext } from '../../features/app/router-context.tsx';
import { TextField } from '../../features/auth/form-fields.tsx';
import { FormStatus } from '../../features/auth/form-status.tsx';
import { FORM_ERROR, formEntries, useFormSubmission } from '../../features/auth/form-submission.ts';
import { loginFx } from '../../features/auth/model.ts';
import type { MetaArgs } from '../page-module.ts';
import type { PageMeta } from '../../kernel/seo/page-seo.ts';
import { accountMessages } from '../../kernel/i18n/en/account.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...accountMessages, ...screensMessages };

function LoginScreen() {
  const intl = useIntl();
  const href = useHref();
  const { navigate } = useRouterContext();
  const login = useUnit(loginFx);
  const userNotFound = intl.formatMessage({ id: 'login.userNotFound' });
  const form = useFormSubmission('POST /auth/login', login, {
    explain: (error) => (error instanceof ApiError && error.status === 401 ? { [FORM_ERROR]: userNotFound } : undefined),
  });
  // One message for the pair: 'Please enter your email and password' or 'User not found'.
  const general = Object.values(form.errors)[0];

  return (
    <section className="account-form" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.login.title" />} lead={<FormattedMessage id="screen.login.intro" />} />
      <form
        method="post"
        noValidate
        aria-labelledby="page-heading"
        onSubmit={async (event) => {
          event.preventDefault();
          const { username, password } = formEntries(event.currentTarget);
          const session = await form.submit({ username: username?.trim(), password });
          if (session) navigate(href({ name: 'account' }));
        }}
      >
        <FormStatus errors={form.errors} general={general} />
        <TextField name="username" label="login.email" type="email" autoComplete="username" required />
        <TextField name="password" label="login.password" type="password" autoComplete="current-password" required />
        <button type="submit" className="button" disabled={form.pending}>
          <FormattedMessage id={form.pending ? 'form.sending' : 'login.submit'} />
        </button>
      </form>
      <p>
        <FormattedMessage id="login.noAccount" />{' '}
        <Link to={{ name: 'signup' }}>
          <FormattedMessage id="login.signupLink" />
        </Link>
      </p>
    </section>
  );
}

export default LoginScreen;

export const meta = ({ intl }: MetaArgs<undefined>): PageMeta => ({
  title: intl.formatMessage({ id: 'screen.login.title' }),
  description: intl.formatMessage({ id: 'screen.login.intro' }),
  indexable: false,
});
