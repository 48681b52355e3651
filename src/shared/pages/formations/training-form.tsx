import { useState } from 'react';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TrainingSession } from '../../kernel/api/entities/content.ts';
import { $api } from '../../features/app/model.ts';
import { defaultSuccessToast, toastShown } from '../../features/toast/model.ts';
import { ContractForm } from '../../blocks/forms/contract-form.tsx';
import { RadioCardsField, TextField } from '../../blocks/forms/fields.tsx';
import { usePostedForm } from '../../blocks/forms/use-posted-form.ts';
import { MAX_TRAINING_PARTICIPANTS } from '../../kernel/validation/form-schemas.ts';
import { ParticipantFields } from './participant-fields.tsx';
import { SessionCard } from './session-card.tsx';
import { sessionStatus } from './session-status.ts';
import { participantCount as postedParticipantCount, trainingPageForm } from './training-page-form.ts';

/**
 * The sessions to choose from and the registration of up to 5 participants, an island (decision
 * 199): after a registration the sessions are read again, their seats having changed.
 */
export function TrainingForm({ sessions: served }: { readonly sessions: readonly TrainingSession[] }) {
  const intl = useIntl();
  const [api, showToast] = useUnit([$api, toastShown]);
  const [sessions, setSessions] = useState(served);
  const posted = usePostedForm(trainingPageForm.endpoint);
  const [participantCount, setParticipantCount] = useState(() => (posted ? postedParticipantCount(posted.values) : 1));
  const anyOpen = sessions.some((session) => sessionStatus(session).availability === 'open');

  const onRegistered = () => {
    showToast(defaultSuccessToast);
    setParticipantCount(1);
    // Seats changed: show the sessions as they are now.
    api?.call('GET /training').then((list) => setSessions(list.items), () => undefined);
  };

  return sessions.length === 0 ? (
    <p role="status">
      <FormattedMessage id="training.none" />
    </p>
  ) : (
    <ContractForm
      form={trainingPageForm}
      fixedValues={{ participant_count: String(participantCount) }}
      resetOnSuccess
      onSuccess={onRegistered}
      submitLabel={<FormattedMessage id="training.register" />}
    >
      <RadioCardsField
        name="training_id"
        label={intl.formatMessage({ id: 'training.session' })}
        required
        hint={anyOpen ? undefined : intl.formatMessage({ id: 'training.noneOpen' })}
        options={sessions.map((session) => ({
          value: String(session.id),
          content: <SessionCard session={session} />,
          disabled: sessionStatus(session).availability !== 'open',
        }))}
      />
      <fieldset className="form__group">
        <legend>{intl.formatMessage({ id: 'training.company.legend' })}</legend>
        <TextField name="company" label={intl.formatMessage({ id: 'forms.company' })} required autoComplete="organization" />
        <div className="form__row">
          <TextField name="email" type="email" label={intl.formatMessage({ id: 'forms.email' })} required autoComplete="email" />
          <TextField name="phone" type="tel" label={intl.formatMessage({ id: 'forms.phone' })} required autoComplete="tel" hint={intl.formatMessage({ id: 'forms.phone.hint' })} />
        </div>
      </fieldset>
      <ParticipantFields
        count={participantCount}
        max={MAX_TRAINING_PARTICIPANTS}
        onAdd={() => setParticipantCount((count) => Math.min(MAX_TRAINING_PARTICIPANTS, count + 1))}
        onRemove={() => setParticipantCount((count) => Math.max(1, count - 1))}
      />
    </ContractForm>
  );
}
