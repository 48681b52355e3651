/**
 * The shared schema engine's rules (src/shared/kernel/validation), read as stored data: what was
 * saved is kept as it is, and an entry that does not read whole is dropped. The persisted slices'
 * decoders are written with them (slices.ts, and the cart's and the order's own models).
 */
import { integer, list, stored } from '../../kernel/validation/field-rules.ts';
import { decodeStored, type FieldRule } from '../../kernel/validation/schema.ts';

export const label = 'savedState' as const;
const isString = (value: unknown): value is string => typeof value === 'string';
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const string = stored(isString, { label, required: true });
export const nullableString = stored(isString, { label, nullable: true });
export const number = stored(isFiniteNumber, { label, required: true });
export const nullableNumber = stored(isFiniteNumber, { label, nullable: true });
export const ids = list(integer({ label, required: true }), { label, required: true });

export const decode =
  <T>(rule: FieldRule<T>) =>
  (value: unknown): T | undefined =>
    decodeStored(rule, value);

