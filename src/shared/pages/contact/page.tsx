import { FormattedMessage, useIntl } from 'react-intl';
import type { Civility } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { ContractForm } from '../../blocks/forms/contract-form.tsx';
import { TextAreaField, TextField } from '../../blocks/forms/fields.tsx';
import { PersonFields } from '../../blocks/forms/person-fields.tsx';
import { useConfirmation } from '../../blocks/forms/use-confirmation.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { ContactChannels } from './contact-channels.tsx';
import { contactPageForm } from './contact-page-form.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface ContactData {
  readonly civilities: readonly Civility[];
}

/** Civilities are optional to the form: without the list the field is left out, the form still works. */
export const loader: PageLoader<ContactData> = async ({ api }) => ({
  civilities: await api.call('GET /civility').then((list) => list.items, () => []),
});

export const meta = ({ intl }: MetaArgs<ContactData>) => ({
  title: intl.formatMessage({ id: 'screen.contact.title' }),
  description: intl.formatMessage({ id: 'screen.contact.intro' }),
});

/** Posted without JavaScript, the form comes back to this page (src/server/forms). */
export const form = contactPageForm;

export default function ContactScreen() {
  const { civilities } = useLoaderData<ContactData>();
  const intl = useIntl();
  const confirm = useConfirmation(contactPageForm);
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.contact.title" />} lead={<FormattedMessage id="screen.contact.intro" />} />
      <div className="service-page__columns">
        <ContractForm
          form={contactPageForm}
          onSuccess={confirm}
          submitLabel={<FormattedMessage id="forms.send" />}
        >
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
        <ContactChannels />
      </div>
    </section>
  );
}
