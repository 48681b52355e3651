import { useState } from 'react';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TrainingSession } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { $api } from '../../features/app/model.ts';
import { defaultSuccessToast, toastShown } from '../../features/toast/model.ts';
import { ContractForm } from '../../blocks/forms/contract-form.tsx';
import { RadioCardsField, TextField } from '../../blocks/forms/fields.tsx';
import { usePostedForm } from '../../blocks/forms/use-posted-form.ts';
import { MAX_TRAINING_PARTICIPANTS } from '../../kernel/validation/form-schemas.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { ParticipantFields } from './participant-fields.tsx';
import { SessionCard } from './session-card.tsx';
import { sessionStatus } from './session-status.ts';
import { participantCount as postedParticipantCount, trainingPageForm } from './training-page-form.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface TrainingData {
  readonly sessions: readonly TrainingSession[];
}

export const loader: PageLoader<TrainingData> = async ({ api }) => ({ sessions: (await api.call('GET /training')).items });

export const meta = ({ intl }: MetaArgs<TrainingData>) => ({
  title: intl.formatMessage({ id: 'screen.formations.title' }),
  description: intl.formatMessage({ id: 'screen.formations.intro' }),
});

/** Posted without JavaScript, the form comes back to this page (src/server/forms). */
export const form = trainingPageForm;

/** Training sessions from the back office, and the registration of up to 5 participants. */
export default function TrainingScreen() {
  const loaded = useLoaderData<TrainingData>();
  const intl = useIntl();
  const [api, showToast] = useUnit([$api, toastShown]);
  const [sessions, setSessions] = useState(loaded.sessions);
  const posted = usePostedForm(trainingPageForm.endpoint);
  const [participantCount, setParticipantCount] = useState(() => (posted ? postedParticipantCount(posted.values) : 1));
  const anyOpen = sessions.some((session) => sessionStatus(session).availability === 'open');

  const onRegistered = () => {
    showToast(defaultSuccessToast);
    setParticipantCount(1);
    // Seats changed: show the sessions as they are now.
    api?.call('GET /training').then((list) => setSessions(list.items), () => undefined);
  };

  return (
    <section className="service-page training" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.formations.title" />} lead={<FormattedMessage id="screen.formations.intro" />} />
      <p>
        <FormattedMessage id="training.rules" values={{ max: MAX_TRAINING_PARTICIPANTS }} />
      </p>
      {sessions.length === 0 ? (
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
      )}
    </section>
  );
}
