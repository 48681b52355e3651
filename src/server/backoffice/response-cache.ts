/**
 * Back-office answers that change rarely (site, settings, menus, categories) kept in memory and
 * refreshed in the background once stale, so a page render does not wait on them.
 */
import { namesAny, type CacheLayer } from '../cache/cache-layer.ts';
import { namedSlugs } from '../cache/named-slugs.ts';
import { staleWhileRevalidate } from './stale-while-revalidate.ts';

interface Entry {
  readonly read: () => Promise<unknown>;
  /** The last answer read, once there is one. */
  last?: { readonly value: unknown };
}

export class ResponseCache implements CacheLayer {
  readonly #entries = new Map<string, Entry>();
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
      entry = { read: staleWhileRevalidate(load, this.#ttlMs) };
      this.#entries.set(key, entry);
    }
    const kept = entry;
    return kept.read().then((value) => {
      kept.last = { value };
      return value as T;
    });
  }

  dropNaming(slugs: ReadonlySet<string>): number {
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.last && !namesAny(namedSlugs(entry.last.value), slugs)) continue;
      this.#entries.delete(key);
      dropped += 1;
    }
    return dropped;
  }

  dropAll(): number {
    const dropped = this.#entries.size;
    this.#entries.clear();
    return dropped;
  }
}
