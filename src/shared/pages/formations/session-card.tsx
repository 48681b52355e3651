import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TrainingSession } from '../../kernel/api/entities/content.ts';
import { sessionStatus } from './session-status.ts';

function SessionDate({ value }: { value: string }) {
  return <FormattedDate value={value} weekday="long" year="numeric" month="long" day="numeric" timeZone="UTC" />;
}

/** A session's facts and its state, as the label of its radio in the registration form. */
export function SessionCard({ session }: { readonly session: TrainingSession }) {
  const status = sessionStatus(session);
  return (
    <span className="session-card">
      <span className="session-card__title">{session.title}</span>
      <span className="session-card__when">
        <SessionDate value={session.starts_at} />
        {session.ends_at.slice(0, 10) !== session.starts_at.slice(0, 10) && (
          <>
            {' – '}
            <SessionDate value={session.ends_at} />
          </>
        )}
        {' · '}
        {session.location}
      </span>
      <span className="session-card__description">{session.description}</span>
      <span className="session-card__state">
        {status.availability === 'full' && <FormattedMessage id="training.full" />}
        {status.availability === 'closed' && <FormattedMessage id="training.closed" />}
        {status.availability === 'open' && (
          <>
            <FormattedMessage id="training.seatsLeft" values={{ count: session.seats_left }} />{' '}
            <FormattedMessage id="training.closesOn" values={{ date: <FormattedDate value={session.registration_closes_at} year="numeric" month="long" day="numeric" timeZone="UTC" /> }} />
          </>
        )}
      </span>
      <span className={status.confirmed ? 'session-card__confirmation' : 'session-card__confirmation session-card__confirmation--pending'}>
        {status.confirmed ? (
          <FormattedMessage id="training.confirmed" />
        ) : (
          <FormattedMessage id="training.notConfirmed" values={{ min: session.min_registrations, registered: status.registered }} />
        )}
      </span>
    </span>
  );
}
