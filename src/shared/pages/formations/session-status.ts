/**
 * What a training session's card says (spec §4, §9): registration closes 15 days before the
 * session, one registration names at most 5 participants, and a session with fewer than 3
 * registered is not yet confirmed. The back office computes `open` and `seats_left`; the site
 * never compares dates itself, so the server and the browser always agree.
 */
import type { TrainingSession } from '../../kernel/api/entities/content.ts';

export type Availability = 'open' | 'full' | 'closed';

export interface SessionStatus {
  readonly availability: Availability;
  readonly registered: number;
  readonly confirmed: boolean;
  /** The most participants this registration may name now. */
  readonly maxParticipants: number;
}

export function sessionStatus(session: TrainingSession): SessionStatus {
  const registered = Math.max(0, session.capacity - session.seats_left);
  const availability: Availability = session.seats_left === 0 ? 'full' : session.open ? 'open' : 'closed';
  return {
    availability,
    registered,
    confirmed: registered >= session.min_registrations,
    maxParticipants: Math.max(0, Math.min(session.max_participants, session.seats_left)),
  };
}
