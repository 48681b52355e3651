/** Shape checks for values read back from storage: what does not fit is dropped, never trusted. */

export type Decoded<T> = T | undefined;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);
}

export function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

export function isNullableNumber(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value));
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Whether `value` is a record whose listed keys all pass their checks. */
export function hasShape(value: unknown, checks: Readonly<Record<string, (field: unknown) => boolean>>): value is Record<string, unknown> {
  return isRecord(value) && Object.entries(checks).every(([key, check]) => check(value[key]));
}
