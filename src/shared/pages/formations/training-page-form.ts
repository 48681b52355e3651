import { textValue, type FormValues } from '../../blocks/forms/form-context.tsx';
import { confirmationOf } from '../../blocks/forms/confirmation.ts';
import { requiredInteger, requiredText } from '../../blocks/forms/form-values.ts';
import type { PageForm } from '../../blocks/forms/page-form.ts';
import { MAX_TRAINING_PARTICIPANTS } from '../../kernel/validation/form-schemas.ts';

/** The edits of the participant buttons (`form_edit`), made on the page with scripts, by the server without. */
export const ADD_PARTICIPANT = 'add-participant';
export const REMOVE_PARTICIPANT = 'remove-participant';

/** How many participant rows the form shows (a hidden field): 1 to the maximum, whatever is posted. */
export function participantCount(values: FormValues): number {
  const count = Number(textValue(values, 'participant_count'));
  return Number.isInteger(count) ? Math.min(MAX_TRAINING_PARTICIPANTS, Math.max(1, count)) : 1;
}

function participantsOf(values: FormValues) {
  return Array.from({ length: participantCount(values) }, (_, index) => {
    const fn = textValue(values, `participants.${index}.function`).trim();
    return {
      firstname: textValue(values, `participants.${index}.firstname`),
      lastname: textValue(values, `participants.${index}.lastname`),
      ...(fn === '' ? {} : { function: fn }),
    };
  });
}

/** Training registration; with scripts the visitor stays on the page, without them the confirmation thanks. */
export const trainingPageForm: PageForm<'POST /training-inscription'> = {
  endpoint: 'POST /training-inscription',
  initialValues: { training_id: '', company: '', email: '', phone: '' },
  toBody: (values) => ({
    training_id: requiredInteger(values, 'training_id'),
    company: requiredText(values, 'company'),
    email: requiredText(values, 'email'),
    phone: requiredText(values, 'phone'),
    participants: participantsOf(values),
  }),
  confirmation: () => confirmationOf('training'),
  edits: {
    [ADD_PARTICIPANT]: (values) => ({ ...values, participant_count: String(Math.min(MAX_TRAINING_PARTICIPANTS, participantCount(values) + 1)) }),
    [REMOVE_PARTICIPANT]: (values) => ({ ...values, participant_count: String(Math.max(1, participantCount(values) - 1)) }),
  },
};
