import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../kernel/api/client.ts';
import { useHref, useRouterContext } from '../../features/app/router-context.tsx';
import { TextField } from '../../features/auth/form-fields.tsx';
import { FORM_ERROR, useFormSubmission } from '../../features/auth/form-submission.ts';
import { loginFx } from '../../features/auth/model.ts';
import { formIdPrefix } from '../../blocks/forms/form-context.tsx';
import { AccountForm } from '../../blocks/page-kit/account-form.tsx';

/** The login form, an island (decision 199): its fields' ids named after its endpoint. */
export function LoginForm() {
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
    <AccountForm
      labelledBy="page-heading"
      idPrefix={formIdPrefix('POST /auth/login')}
      submission={form}
      general={general}
      submitLabel="login.submit"
      onSubmit={async ({ username, password }) => {
        const session = await form.submit({ username: username?.trim(), password });
        if (session) navigate(href({ name: 'account' }));
      }}
    >
      <TextField name="username" label="login.email" type="email" autoComplete="username" required />
      <TextField name="password" label="login.password" type="password" autoComplete="current-password" required />
    </AccountForm>
  );
}
