import { confirmationOf } from '../../blocks/forms/confirmation.ts';
import { optionalText, requiredText } from '../../blocks/forms/form-values.ts';
import type { PageForm } from '../../blocks/forms/page-form.ts';

export const contactPageForm: PageForm<'POST /contact'> = {
  endpoint: 'POST /contact',
  initialValues: { civility: '', firstname: '', lastname: '', email: '', phone: '', zipcode: '', company: '', subject: '', message: '' },
  toBody: (values) => ({
    civility: optionalText(values, 'civility'),
    firstname: requiredText(values, 'firstname'),
    lastname: requiredText(values, 'lastname'),
    email: requiredText(values, 'email'),
    phone: optionalText(values, 'phone'),
    zipcode: optionalText(values, 'zipcode'),
    company: optionalText(values, 'company'),
    subject: optionalText(values, 'subject'),
    message: requiredText(values, 'message'),
  }),
  confirmation: () => confirmationOf('contact'),
};
