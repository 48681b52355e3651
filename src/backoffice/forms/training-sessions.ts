import type { TrainingInscriptionBody, TrainingSession } from '../../shared/kernel/api/contract.ts';
import type { ContentStore } from '../content/content-store.ts';
import { invalid } from '../refusal.ts';
import type { Admission, SubmissionStore } from './submission-store.ts';

/** Registration closes 15 days before a session (spec §4). */
export const REGISTRATION_CLOSES_DAYS_BEFORE = 15;
const DAY_MS = 86_400_000;

type StoredTraining = Omit<TrainingSession, 'registration_closes_at' | 'open' | 'seats_left'>;

/** Sessions in a language with their live state: seats left from the stored registrations, open or closed. */
export async function trainingSessions(content: ContentStore, submissions: SubmissionStore, scope: { siteId: number; lang: string }, now: Date): Promise<TrainingSession[]> {
  const { siteId, lang } = scope;
  const registrations = await submissions.bodies<TrainingInscriptionBody>(siteId, 'training-inscription');
  return (await content.list<StoredTraining>('training', { siteId, lang })).items.map((training) => {
    const closes = new Date(new Date(training.starts_at).getTime() - REGISTRATION_CLOSES_DAYS_BEFORE * DAY_MS);
    const seatsLeft = Math.max(0, training.capacity - registeredTo(training.id, registrations));
    return { ...training, registration_closes_at: closes.toISOString(), open: now < closes && seatsLeft > 0, seats_left: seatsLeft };
  });
}

/**
 * The seats an inscription asks for, checked against the registrations stored when it is: two
 * inscriptions for the last seat, in one back office or two, store one (the other is refused
 * with the seats left, as a form's error).
 */
export function seatsAdmission(session: TrainingSession, participants: number): Admission {
  return {
    lock: session.id,
    admit: (stored) => {
      const seatsLeft = Math.max(0, session.capacity - registeredTo(session.id, stored as readonly TrainingInscriptionBody[]));
      if (participants <= seatsLeft) return;
      throw invalid(seatsLeft === 0 ? { training_id: 'Registrations for this session are closed.' } : { participants: `Only ${seatsLeft} seats are left.` });
    },
  };
}

function registeredTo(trainingId: number, registrations: readonly TrainingInscriptionBody[]): number {
  return registrations.filter((registration) => registration.training_id === trainingId).reduce((sum, registration) => sum + registration.participants.length, 0);
}
