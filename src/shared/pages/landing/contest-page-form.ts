import { optionalInteger, optionalText, requiredInteger, requiredText } from '../../blocks/forms/form-values.ts';
import type { PageForm } from '../../blocks/forms/page-form.ts';

/** The contest entry; `landing_id` is a hidden field of the landing's page. */
export const contestPageForm: PageForm<'POST /landing/data'> = {
  endpoint: 'POST /landing/data',
  initialValues: { firstname: '', lastname: '', email: '', phone: '', store_id: '', answer: '', accept_rules: false },
  toBody: (values) => ({
    landing_id: requiredInteger(values, 'landing_id'),
    firstname: requiredText(values, 'firstname'),
    lastname: requiredText(values, 'lastname'),
    email: requiredText(values, 'email'),
    phone: optionalText(values, 'phone'),
    store_id: optionalInteger(values, 'store_id'),
    answer: optionalText(values, 'answer'),
    accept_rules: values.accept_rules === true,
  }),
  confirmation: (match) => ({ to: { name: 'landing-confirmation', params: { slug: match.params.slug! } } }),
};
