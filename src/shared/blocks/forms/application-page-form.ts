import type { FormErrors } from '../../kernel/validation/form-schemas.ts';
import { requiredMessage } from '../../kernel/validation/messages.ts';
import { confirmationOf } from './confirmation.ts';
import { optionalInteger, optionalText, requiredText } from './form-values.ts';
import type { PageForm } from './page-form.ts';

/** The job application, unsolicited or for an offer (`job_id`, a hidden field on the offer's page). */
export const applicationPageForm: PageForm<'POST /application'> = {
  endpoint: 'POST /application',
  initialValues: { civility: '', firstname: '', lastname: '', email: '', phone: '', function: '', message: '' },
  fileFields: ['cv'],
  toBody: (values) => {
    const jobId = optionalInteger(values, 'job_id');
    return {
      ...(jobId === undefined ? {} : { job_id: jobId }),
      civility: optionalText(values, 'civility'),
      firstname: requiredText(values, 'firstname'),
      lastname: requiredText(values, 'lastname'),
      email: requiredText(values, 'email'),
      phone: requiredText(values, 'phone'),
      function: optionalText(values, 'function'),
      message: requiredText(values, 'message'),
    };
  },
  confirmation: () => confirmationOf('application'),
};

/** The application on a job offer's page (a content page): it must name its offer. */
export const jobApplicationPageForm: PageForm<'POST /application'> = {
  ...applicationPageForm,
  check: (body, texts): FormErrors => (body.job_id === undefined ? { job_id: requiredMessage(texts, 'jobOffer') } : {}),
};
