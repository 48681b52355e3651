import { FormattedMessage, useIntl } from 'react-intl';
import { ContractForm } from '../../blocks/forms/contract-form.tsx';
import { TextAreaField, TextField } from '../../blocks/forms/fields.tsx';
import { PersonFields } from '../../blocks/forms/person-fields.tsx';
import { useConfirmation } from '../../blocks/forms/use-confirmation.ts';
import { worksitePageForm } from './worksite-page-form.ts';

/** The start-worksite form, an island (decision 199): who, where, when and how big; sent, it leads to the confirmation. */
export function StartWorksiteForm() {
  const intl = useIntl();
  const confirm = useConfirmation(worksitePageForm);
  const label = (id: 'forms.company' | 'forms.address' | 'forms.zipcode' | 'forms.city' | 'worksite.startDate' | 'worksite.surface' | 'worksite.surface.hint' | 'forms.message' | 'worksite.site.legend') =>
    intl.formatMessage({ id });
  return (
    <ContractForm
      form={worksitePageForm}
      onSuccess={confirm}
      submitLabel={<FormattedMessage id="forms.send" />}
    >
      <PersonFields phoneRequired />
      <TextField name="company" label={label('forms.company')} required autoComplete="organization" />
      <fieldset className="form__group">
        <legend>{label('worksite.site.legend')}</legend>
        <TextField name="address" label={label('forms.address')} required autoComplete="street-address" />
        <div className="form__row">
          <TextField name="zipcode" label={label('forms.zipcode')} required inputMode="numeric" autoComplete="postal-code" />
          <TextField name="city" label={label('forms.city')} required autoComplete="address-level2" />
        </div>
        <div className="form__row">
          <TextField name="start_date" type="date" label={label('worksite.startDate')} required />
          <TextField name="surface_m2" type="number" min="1" step="1" inputMode="numeric" label={label('worksite.surface')} hint={label('worksite.surface.hint')} />
        </div>
        <TextAreaField name="message" label={label('forms.message')} />
      </fieldset>
    </ContractForm>
  );
}
