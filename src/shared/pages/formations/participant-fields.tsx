import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../forms/fields.tsx';

interface ParticipantFieldsProps {
  readonly count: number;
  readonly max: number;
  onAdd(): void;
  onRemove(): void;
}

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
          <button type="button" className="button button--secondary" onClick={onAdd}>
            <FormattedMessage id="training.addParticipant" />
          </button>
        )}
        {count > 1 && (
          <button type="button" className="button button--secondary" onClick={onRemove}>
            <FormattedMessage id="training.removeParticipant" />
          </button>
        )}
      </p>
    </fieldset>
  );
}
