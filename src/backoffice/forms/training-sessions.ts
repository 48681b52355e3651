import type { TrainingInscriptionBody, TrainingSession } from '../../shared/kernel/api/contract.ts';
import type { ContentStore } from '../content/content-store.ts';
import type { SubmissionStore } from './submission-store.ts';

/** Registration closes 15 days before a session (spec §4). */
export const REGISTRATION_CLOSES_DAYS_BEFORE = 15;
const DAY_MS = 86_400_000;

type StoredTraining = Omit<TrainingSession, 'registration_closes_at' | 'open' | 'seats_left'>;

/** Sessions in a language with their live state: seats left from the stored registrations, open or closed. */
export function trainingSessions(content: ContentStore, submissions: SubmissionStore, scope: { siteId: number; lang: string }, now: Date): TrainingSession[] {
  const { siteId, lang } = scope;
  const registrations = submissions.bodies<TrainingInscriptionBody>(siteId, 'training-inscription');
  return content.list<StoredTraining>('training', { siteId, lang }).items.map((training) => {
    const closes = new Date(new Date(training.starts_at).getTime() - REGISTRATION_CLOSES_DAYS_BEFORE * DAY_MS);
    const registered = registrations
      .filter((registration) => registration.training_id === training.id)
      .reduce((sum, registration) => sum + registration.participants.length, 0);
    const seatsLeft = Math.max(0, training.capacity - registered);
    return { ...training, registration_closes_at: closes.toISOString(), open: now < closes && seatsLeft > 0, seats_left: seatsLeft };
  });
}
