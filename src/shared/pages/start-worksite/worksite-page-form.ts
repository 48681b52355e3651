import { confirmationOf } from '../../blocks/forms/confirmation.ts';
import { optionalInteger, optionalText, requiredText } from '../../blocks/forms/form-values.ts';
import type { PageForm } from '../../blocks/forms/page-form.ts';

export const worksitePageForm: PageForm<'POST /construction-starts'> = {
  endpoint: 'POST /construction-starts',
  initialValues: { firstname: '', lastname: '', company: '', email: '', phone: '', address: '', zipcode: '', city: '', start_date: '', surface_m2: '', message: '' },
  toBody: (values) => ({
    firstname: requiredText(values, 'firstname'),
    lastname: requiredText(values, 'lastname'),
    company: requiredText(values, 'company'),
    email: requiredText(values, 'email'),
    phone: requiredText(values, 'phone'),
    address: requiredText(values, 'address'),
    zipcode: requiredText(values, 'zipcode'),
    city: requiredText(values, 'city'),
    start_date: requiredText(values, 'start_date'),
    surface_m2: optionalInteger(values, 'surface_m2'),
    message: optionalText(values, 'message'),
  }),
  confirmation: () => confirmationOf('start-worksite'),
};
