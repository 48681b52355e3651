/**
 * Back-office answers that change rarely (site, settings, menus, categories) kept in memory and
 * refreshed in the background once stale, so a page render does not wait on them.
 */
import { staleWhileRevalidate } from './stale-while-revalidate.ts';

export class ResponseCache {
  readonly #entries = new Map<string, () => Promise<unknown>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 500) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.#entries.get(key);
    if (!entry) {
      if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
      entry = staleWhileRevalidate(load, this.#ttlMs);
      this.#entries.set(key, entry);
    }
    return entry() as Promise<T>;
  }
}
