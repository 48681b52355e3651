import type { Landing } from '../../../shared/kernel/api/contract.ts';
import { visual } from '../../media/visuals.ts';

export interface SeedTraining {
  id: number;
  title: string;
  description: string;
  location: string;
  /** Days after the seeding date, so a fresh demo always has upcoming sessions. */
  startsInDays: number;
  durationDays: number;
  maxParticipants: number;
  minRegistrations: number;
  capacity: number;
}

export const trainings: SeedTraining[] = [
  { id: 1, title: 'Smoothing by hand and by machine', description: 'Products, tools and airless settings for perfect walls.', location: 'Beirut showroom', startsInDays: 40, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
  { id: 2, title: 'Plasterboard jointing', description: 'Tapes, compounds and the four levels of finish.', location: 'Dubai training centre', startsInDays: 55, durationDays: 2, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
  { id: 3, title: 'Decorative lime coatings', description: 'Mixing, applying and polishing lime finishes.', location: 'Beirut showroom', startsInDays: 75, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
  { id: 4, title: 'Facade repairs', description: 'Diagnosing and repairing exterior walls.', location: 'Abu Dhabi partner site', startsInDays: 10, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
];

export type SeedLanding = Omit<Landing, 'starts_at' | 'ends_at'> & { startedDaysAgo: number; endsInDays: number; storeIds: number[] };

export const landings: SeedLanding[] = [
  {
    id: 1,
    technical_name: 'spring-contest',
    title: 'Spring contest: win a renovation kit',
    is_contest: true,
    startedDaysAgo: 10,
    endsInDays: 80,
    visuel: visual('landing-spring-contest', 'Spring contest'),
    blocks: [
      { type: 'paragraph', titre: 'How to enter', text: 'Buy any of our fillers in a participating store, then fill in the form with the store and your answer.', visuel: null },
      { type: 'paragraph', titre: 'The prizes', text: 'Ten renovation kits: tools, fillers and smoothing compounds for a whole room.', visuel: null },
    ],
    rules: 'One entry per person. Winners are drawn among correct answers after the end date. No purchase is kept on file.',
    storeIds: [1, 2, 3, 7, 8, 9],
  },
  {
    id: 2,
    technical_name: 'pro-days',
    title: 'Pro days: meet our technicians',
    is_contest: false,
    startedDaysAgo: 5,
    endsInDays: 30,
    visuel: visual('landing-pro-days', 'Pro days'),
    blocks: [{ type: 'paragraph', titre: null, text: 'Demonstrations of our airless range in our distributors’ depots.', visuel: null }],
    rules: null,
    storeIds: [12, 14, 15],
  },
];
