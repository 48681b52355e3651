import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreLocation } from '../../kernel/api/entities/content.ts';
import { ContractForm } from '../../blocks/forms/contract-form.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../blocks/forms/fields.tsx';
import { useConfirmation } from '../../blocks/forms/use-confirmation.ts';
import { contestPageForm } from './contest-page-form.ts';

export interface ContestFormProps {
  readonly landingId: number;
  /** The contest's rules, shown above the box that accepts them. */
  readonly rules: string | null;
  /** The stores an entrant may name, when the contest has some. */
  readonly stores: readonly StoreLocation[];
}

/**
 * The contest entry (`POST /landing/data`), an island (decision 199); a sent entry goes to the
 * landing's own confirmation.
 */
export function ContestForm({ landingId, rules, stores }: ContestFormProps) {
  const intl = useIntl();
  const confirm = useConfirmation(contestPageForm);
  return (
    <ContractForm
      form={contestPageForm}
      className="contest-form"
      fixedValues={{ landing_id: String(landingId) }}
      onSuccess={confirm}
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
      {rules && (
        <section className="contest-rules" aria-labelledby="contest-rules-heading">
          <h3 id="contest-rules-heading">
            <FormattedMessage id="contest.rules" />
          </h3>
          <p>{rules}</p>
        </section>
      )}
      <CheckboxField name="accept_rules" label={intl.formatMessage({ id: 'contest.acceptRules' })} required />
    </ContractForm>
  );
}
