/**
 * What a parsed body may be before any schema reads it, checked by the site's gateway and the
 * back office alike: no key that reaches an object's prototype when a body is merged, spread or
 * assigned somewhere less careful than our validators (no form of the contract has a field by
 * these names, so a body that carries one is refused whole), no deeper than the contract's bodies
 * go, and no more keys and list items than its largest body holds.
 */
import type { MessageName } from '../i18n/translation-types.ts';

const hostileKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Levels of objects and lists: the contract's deepest body (a training's participants) has 3. */
export const MAX_BODY_DEPTH = 8;
/** Keys and list items in all: a full cart (100 lines of 3 fields) holds about 400. */
export const MAX_BODY_ENTRIES = 2_000;

export type BodyFault =
  | { readonly kind: 'hostile-key'; readonly key: string }
  | { readonly kind: 'too-deep' }
  | { readonly kind: 'too-many-entries' };

/**
 * The first fault of a parsed body, or undefined. The walk keeps its own stack and stops at the
 * bounds: a body nested 100,000 levels deep or holding 200,000 keys costs no more than a legal one.
 */
export function findBodyFault(value: unknown): BodyFault | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let entries = 0;
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current.value === null || typeof current.value !== 'object') continue;
    if (current.depth >= MAX_BODY_DEPTH) return { kind: 'too-deep' };
    const isList = Array.isArray(current.value);
    entries += isList ? (current.value as unknown[]).length : 0;
    if (entries > MAX_BODY_ENTRIES) return { kind: 'too-many-entries' };
    for (const key of Object.keys(current.value)) {
      if (!isList) {
        // A list's indexes are never hostile and were counted above; its items may hold objects that are.
        if (hostileKeys.has(key)) return { kind: 'hostile-key', key };
        if (++entries > MAX_BODY_ENTRIES) return { kind: 'too-many-entries' };
      }
      pending.push({ value: (current.value as Record<string, unknown>)[key], depth: current.depth + 1 });
    }
  }
  return undefined;
}

/** A fault's answer: 413 for a body larger than any form, 400 for one no form could be; its message is filled in from the texts of the request's language. */
export function bodyFaultAnswer(fault: BodyFault): { readonly status: 400 | 413; readonly message: MessageName; readonly values: Readonly<Record<string, string | number>> } {
  switch (fault.kind) {
    case 'hostile-key':
      return { status: 400, message: 'hostileKey', values: { key: fault.key } };
    case 'too-deep':
      return { status: 400, message: 'bodyTooDeep', values: { max: MAX_BODY_DEPTH } };
    case 'too-many-entries':
      return { status: 413, message: 'bodyTooManyEntries', values: { max: MAX_BODY_ENTRIES } };
  }
}
