/**
 * `table[key]` when the table holds the key itself, else undefined: a look-up by a text from
 * outside (a visitor's word, a path, a language, data) never finds what every object inherits
 * (`constructor`, `toString`, `__proto__`). Tables written in the code as object literals read
 * through this; tables built at run time are Maps.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
