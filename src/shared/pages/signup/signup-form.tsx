/** The signup form (spec §2, §3 form labels, §5), an island of the signup page. */
import { useUnit } from 'effector-react';
import { useLayoutEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Civility, Country } from '../../kernel/api/entities/content.ts';
import { useHref, useRouterContext } from '../../features/app/router-context.tsx';
import { CheckboxField, CountryField, SelectField, TextField } from '../../features/auth/form-fields.tsx';
import { useFormSubmission } from '../../features/auth/form-submission.ts';
import { signupFx } from '../../features/auth/model.ts';
import { PasswordMeter } from '../../features/auth/password-meter.tsx';
import { $locale } from '../../features/app/model.ts';
import { requiredMessage } from '../../kernel/validation/messages.ts';
import { validationTextsFor } from '../../kernel/i18n/validation-texts.ts';
import type { ValidationTexts } from '../../kernel/i18n/translation-types.ts';
import { formIdPrefix } from '../../blocks/forms/form-context.tsx';
import { AccountForm } from '../../blocks/page-kit/account-form.tsx';

const idPrefix = formIdPrefix('POST /auth/signup');

/**
 * What this form requires beyond the account body (whose schema checks each value): a country,
 * and for a professional the company and its SIRET.
 */
function requiredHere(entries: Record<string, string>, professional: boolean, texts: ValidationTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!entries.country_iso) errors.country_iso = requiredMessage(texts, 'country');
  if (professional && !entries.company) errors.company = requiredMessage(texts, 'companyName');
  if (professional && !entries.siret) errors.siret = requiredMessage(texts, 'siret');
  return errors;
}

export interface SignupFormProps {
  readonly civilities: readonly Pick<Civility, 'code' | 'label'>[];
  readonly countries: readonly Country[];
}

/**
 * The signup form, an island (decision 199): its props the civilities and countries it offers,
 * its fields' ids named after its endpoint. A password typed or the professional box ticked
 * before it woke is read from the document when it hydrates (the meter, the company's fields).
 */
export function SignupForm({ civilities, countries }: SignupFormProps) {
  const href = useHref();
  const { navigate } = useRouterContext();
  const [signup, localeCode] = useUnit([signupFx, $locale]);
  const form = useFormSubmission('POST /auth/signup', signup);
  const [password, setPassword] = useState('');
  const [professional, setProfessional] = useState(false);
  const { errors } = form;
  useLayoutEffect(() => {
    const field = (name: string) => document.getElementById(`${idPrefix}-${name}`) as HTMLInputElement | null;
    if (field('password')?.value) setPassword(field('password')!.value);
    if (field('professional')?.checked) setProfessional(true);
  }, []);

  return (
    <AccountForm
      labelledBy="page-heading"
      idPrefix={idPrefix}
      submission={form}
      submitLabel="signup.submit"
      onSubmit={async (entries) => {
        const body = {
          civility: entries.civility,
          firstname: entries.firstname,
          lastname: entries.lastname,
          email: entries.email,
          password: entries.password,
          password_confirmation: entries.password_confirmation,
          phone: entries.phone,
          company: professional ? entries.company : undefined,
          siret: professional ? entries.siret?.replace(/\s/g, '') : undefined,
          country_iso: entries.country_iso,
          accept_terms: entries.accept_terms === '1',
        };
        const session = await form.submit(body, requiredHere(entries, professional, validationTextsFor(localeCode)));
        if (session) navigate(href({ name: 'account' }));
      }}
    >
      <SelectField
        name="civility"
        label="signup.civility"
        placeholder="signup.civility.none"
        autoComplete="honorific-prefix"
        options={civilities.map((civility) => ({ value: civility.code, label: civility.label }))}
        error={errors.civility}
      />
      <TextField name="firstname" label="signup.firstname" autoComplete="given-name" required error={errors.firstname} />
      <TextField name="lastname" label="signup.lastname" autoComplete="family-name" required error={errors.lastname} />
      <TextField name="email" label="signup.email" type="email" autoComplete="email" required error={errors.email} />
      <TextField
        name="password"
        label="signup.password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint={
          <>
            <FormattedMessage id="signup.passwordHint" tagName="p" />
            <PasswordMeter password={password} />
          </>
        }
        onChange={setPassword}
      />
      <TextField
        name="password_confirmation"
        label="signup.passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation}
      />
      <TextField name="phone" label="signup.phone" type="tel" autoComplete="tel" error={errors.phone} />
      <CheckboxField name="professional" label="signup.professional" checked={professional} onChange={setProfessional} />
      {professional && (
        <fieldset className="form-group">
          <legend>
            <FormattedMessage id="signup.professional" />
          </legend>
          <TextField name="company" label="signup.company" autoComplete="organization" required error={errors.company} />
          <TextField name="siret" label="signup.siret" inputMode="numeric" required error={errors.siret} />
        </fieldset>
      )}
      <CountryField label="signup.country" countries={countries} error={errors.country_iso} />
      <CheckboxField name="accept_terms" label="signup.acceptTerms" required error={errors.accept_terms} />
    </AccountForm>
  );
}
