import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../blocks/forms/fields.tsx';
import { FORM_EDIT_FIELD } from '../../blocks/forms/posted-form.ts';
import { ADD_PARTICIPANT, REMOVE_PARTICIPANT } from './training-page-form.ts';

interface ParticipantFieldsProps {
  readonly count: number;
  readonly max: number;
  onAdd(): void;
  onRemove(): void;
}

/** A submit button (so that it works without scripts, through the server) whose click, with scripts, stays on the page. */
const onPage = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  action();
};

/** One to `max` participants, each with a name and an optional function. */
export function ParticipantFields({ count, max, onAdd, onRemove }: ParticipantFieldsProps) {
  const intl = useIntl();
  return (
    <fieldset className="form__group participants">
      <legend>
        <FormattedMessage id="training.participants" values={{ max }} />
      </legend>
      {Array.from({ length: count }, (_, index) => (
        <fieldset key={index} className="participant">
          <legend>
            <FormattedMessage id="training.participant" values={{ number: index + 1 }} />
          </legend>
          <div className="form__row">
            <TextField name={`participants.${index}.firstname`} label={intl.formatMessage({ id: 'forms.firstname' })} required />
            <TextField name={`participants.${index}.lastname`} label={intl.formatMessage({ id: 'forms.lastname' })} required />
            <TextField name={`participants.${index}.function`} label={intl.formatMessage({ id: 'forms.function' })} />
          </div>
        </fieldset>
      ))}
      <p className="participants__actions">
        {count < max && (
          <button type="submit" name={FORM_EDIT_FIELD} value={ADD_PARTICIPANT} formNoValidate className="button button--secondary" onClick={onPage(onAdd)}>
            <FormattedMessage id="training.addParticipant" />
          </button>
        )}
        {count > 1 && (
          <button type="submit" name={FORM_EDIT_FIELD} value={REMOVE_PARTICIPANT} formNoValidate className="button button--secondary" onClick={onPage(onRemove)}>
            <FormattedMessage id="training.removeParticipant" />
          </button>
        )}
      </p>
    </fieldset>
  );
}
