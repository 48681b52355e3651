/** Log in (spec §2, §8): e-mail and password; 'User not found', 'Please enter your email and password'. */
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../kernel/api/client.ts';
import { useHref, useRouterContext } from '../../features/app/router-context.tsx';
import { TextField } from '../../features/auth/form-fields.tsx';
import { FORM_ERROR, useFormSubmission } from '../../features/auth/form-submission.ts';
import { loginFx } from '../../features/auth/model.ts';
import { accountMessages } from '../../kernel/i18n/en/account.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { AccountFormScreen, accountFormScreenMeta } from '../../blocks/page-kit/account-form.tsx';

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
    <AccountFormScreen
      screen="login"
      submission={form}
      general={general}
      submitLabel="login.submit"
      onSubmit={async ({ username, password }) => {
        const session = await form.submit({ username: username?.trim(), password });
        if (session) navigate(href({ name: 'account' }));
      }}
      elsewhere={{ question: 'login.noAccount', link: 'login.signupLink', to: { name: 'signup' } }}
    >
      <TextField name="username" label="login.email" type="email" autoComplete="username" required />
      <TextField name="password" label="login.password" type="password" autoComplete="current-password" required />
    </AccountFormScreen>
  );
}

export default LoginScreen;

export const meta = accountFormScreenMeta('login');
