import { FormattedMessage, useIntl } from 'react-intl';
import type { Landing, StoreLocation } from '../../api/entities/content.ts';
import { useHref, useRouterContext } from '../../app/router-context.tsx';
import { ContractForm } from '../../forms/contract-form.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../forms/fields.tsx';
import { optionalInteger, optionalText, requiredText } from '../../forms/form-values.ts';

const initialValues = { firstname: '', lastname: '', email: '', phone: '', store_id: '', answer: '', accept_rules: false };

/** The contest entry (`POST /landing/data`); a sent entry goes to the landing's own confirmation. */
export function ContestForm({ landing, stores }: { readonly landing: Landing; readonly stores: readonly StoreLocation[] }) {
  const intl = useIntl();
  const { navigate } = useRouterContext();
  const confirmation = useHref()({ name: 'landing-confirmation', params: { slug: landing.technical_name } });
  return (
    <ContractForm
      endpoint="POST /landing/data"
      className="contest-form"
      initialValues={initialValues}
      toBody={(values) => ({
        landing_id: landing.id,
        firstname: requiredText(values, 'firstname'),
        lastname: requiredText(values, 'lastname'),
        email: requiredText(values, 'email'),
        phone: optionalText(values, 'phone'),
        store_id: optionalInteger(values, 'store_id'),
        answer: optionalText(values, 'answer'),
        accept_rules: values.accept_rules === true,
      })}
      onSuccess={() => navigate(confirmation)}
      submitLabel={<FormattedMessage id="contest.submit" />}
    >
      <div className="form__row">
        <TextField name="firstname" label={intl.formatMessage({ id: 'forms.firstname' })} required autoComplete="given-name" />
        <TextField name="lastname" label={intl.formatMessage({ id: 'forms.lastname' })} required autoComplete="family-name" />
      </div>
      <div className="form__row">
        <TextField name="email" type="email" label={intl.formatMessage({ id: 'forms.email' })} required autoComplete="email" />
        <TextField name="phone" type="tel" label={intl.formatMessage({ id: 'forms.phone' })} autoComplete="tel" hint={intl.formatMessage({ id: 'forms.phone.hint' })} />
      </div>
      {stores.length > 0 && (
        <SelectField
          name="store_id"
          label={intl.formatMessage({ id: 'contest.store' })}
          placeholder={intl.formatMessage({ id: 'forms.choose' })}
          options={stores.map((store) => ({ value: String(store.id), label: `${store.name} (${store.city})` }))}
        />
      )}
      <TextAreaField name="answer" rows={3} label={intl.formatMessage({ id: 'contest.answer' })} />
      {landing.rules && (
        <section className="contest-rules" aria-labelledby="contest-rules-heading">
          <h3 id="contest-rules-heading">
            <FormattedMessage id="contest.rules" />
          </h3>
          <p>{landing.rules}</p>
        </section>
      )}
      <CheckboxField name="accept_rules" label={intl.formatMessage({ id: 'contest.acceptRules' })} required />
    </ContractForm>
  );
}
