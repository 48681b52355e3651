/**
 * Keys that reach an object's prototype when a parsed body is merged, spread or assigned
 * somewhere less careful than our validators. No form of the contract has a field by these
 * names, so a body that carries one is refused whole (a 400) before any validation reads it.
 */
const hostileKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The first hostile key anywhere in a parsed body, or undefined. The walk keeps its own stack:
 * a body nested 100,000 levels deep is refused later as malformed, not with a stack overflow here.
 */
export function findHostileKey(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    // A list's indexes are never hostile; its items may hold objects that are.
    for (const key of Object.keys(current)) {
      if (!Array.isArray(current) && hostileKeys.has(key)) return key;
      pending.push((current as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}

export function hostileKeyMessage(key: string): string {
  return `The key "${key}" is not allowed in a request body.`;
}

/**
 * `table[key]` when the table holds the key itself, else undefined: a look-up by a text from
 * outside (a visitor's word, a path, a language, data) never finds what every object inherits
 * (`constructor`, `toString`, `__proto__`). Tables written in the code as object literals read
 * through this; tables built at run time are Maps.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
