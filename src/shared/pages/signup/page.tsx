/**
 * Sign up (spec §2, §3 form labels, §5): civility, names, e-mail, password with its strength
 * and confirmation, phone, company and SIRET for professionals, country, terms. The new
 * customer is logged in and lands on their account.
 */
import type { Civility, Country } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import type { PageLoader } from '../page-module.ts';
import { accountMessages } from '../../kernel/i18n/en/account.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { AccountFormScreen, accountFormScreenMeta } from '../../blocks/page-kit/account-form-screen.tsx';
import { SignupForm } from './signup-form.tsx';

export const messages = { ...accountMessages, ...screensMessages };

interface SignupData {
  readonly civilities: readonly Civility[];
  readonly countries: readonly Country[];
}

export const loader: PageLoader<SignupData> = async ({ api }) => {
  const [civilities, countries] = await Promise.all([api.call('GET /civility'), api.call('GET /country')]);
  return { civilities: civilities.items, countries: countries.items };
};

function SignupScreen() {
  const { civilities, countries } = useLoaderData<SignupData>();
  return (
    <AccountFormScreen screen="signup" elsewhere={{ question: 'signup.haveAccount', link: 'signup.loginLink', to: { name: 'login' } }}>
      <Island
        name="signup-form"
        component={SignupForm}
        props={{ civilities: civilities.map(({ code, label }) => ({ code, label })), countries: countries.map(({ iso, name }) => ({ iso, name })) }}
      />
    </AccountFormScreen>
  );
}

export default SignupScreen;

export const meta = accountFormScreenMeta('signup');
