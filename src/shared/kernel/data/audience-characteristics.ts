/**
 * Which characteristics a product page shows to each audience (spec §1: the target changes the
 * characteristic sets). Professionals get the full technical set; individuals the practical one.
 */
import type { Caracteristic } from '../api/entities/catalogue.ts';
import type { Target } from '../routing/target.ts';
import { cardCharacteristicNames } from './product-card-data.ts';

const characteristicsByAudience: Readonly<Record<Target, readonly string[]>> = {
  pro: ['work_type', 'application_area', 'support', 'form', 'finish', 'thickness_min', 'thickness_max', 'consumption', 'drying_time', 'coats', 'sandable', 'damp_rooms', 'pack_sizes'],
  part: ['work_type', 'application_area', 'support', 'form', 'drying_time', 'sandable', 'damp_rooms', 'pack_sizes'],
};

export function characteristicsFor(target: Target, caracteristics: Readonly<Record<string, Caracteristic>>): Caracteristic[] {
  return characteristicsByAudience[target].flatMap((name) => (caracteristics[name] ? [caracteristics[name]] : []));
}

/** The characteristics a product card shows: those of `cardCharacteristicNames` the audience is shown at all. */
export function cardCharacteristicsFor(target: Target, caracteristics: Readonly<Record<string, Caracteristic>>): Caracteristic[] {
  return characteristicsFor(target, caracteristics).filter((caracteristic) => cardCharacteristicNames.includes(caracteristic.technical_name));
}
