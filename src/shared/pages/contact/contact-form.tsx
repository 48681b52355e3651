import { FormattedMessage, useIntl } from 'react-intl';
import type { Civility } from '../../kernel/api/entities/content.ts';
import { ContractForm } from '../../blocks/forms/contract-form.tsx';
import { TextAreaField, TextField } from '../../blocks/forms/fields.tsx';
import { PersonFields } from '../../blocks/forms/person-fields.tsx';
import { useConfirmation } from '../../blocks/forms/use-confirmation.ts';
import { contactPageForm } from './contact-page-form.ts';

export interface ContactFormProps {
  /** Optional to the form: without the list the title field is left out. */
  readonly civilities: readonly Civility[];
}

/** The contact page's form, an island (decision 199): sent, it leads to the confirmation page. */
export function ContactForm({ civilities }: ContactFormProps) {
  const intl = useIntl();
  const confirm = useConfirmation(contactPageForm);
  return (
    <ContractForm form={contactPageForm} onSuccess={confirm} submitLabel={<FormattedMessage id="forms.send" />}>
      <PersonFields civilities={civilities} phoneRequired={false} />
      <fieldset className="form__group">
        <legend>{intl.formatMessage({ id: 'contact.request.legend' })}</legend>
        <div className="form__row">
          <TextField name="company" label={intl.formatMessage({ id: 'forms.company' })} autoComplete="organization" />
          <TextField name="zipcode" label={intl.formatMessage({ id: 'forms.zipcode' })} autoComplete="postal-code" inputMode="numeric" />
        </div>
        <TextField name="subject" label={intl.formatMessage({ id: 'contact.subject' })} />
        <TextAreaField name="message" label={intl.formatMessage({ id: 'forms.message' })} required />
      </fieldset>
    </ContractForm>
  );
}
