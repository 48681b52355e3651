/** Log in (spec §2, §8): e-mail and password; 'User not found', 'Please enter your email and password'. */
import { Island } from '../../kernel/ui/island.tsx';
import { accountMessages } from '../../kernel/i18n/en/account.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { AccountFormScreen, accountFormScreenMeta } from '../../blocks/page-kit/account-form-screen.tsx';
import { LoginForm } from './login-form.tsx';

export const messages = { ...accountMessages, ...screensMessages };

function LoginScreen() {
  return (
    <AccountFormScreen screen="login" elsewhere={{ question: 'login.noAccount', link: 'login.signupLink', to: { name: 'signup' } }}>
      <Island name="login-form" component={LoginForm} />
    </AccountFormScreen>
  );
}

export default LoginScreen;

export const meta = accountFormScreenMeta('login');
