/**
 * Catalogue answers shared by every visitor for a few seconds. Under load most page views ask
 * the back office the same few questions (the same product list, the same category); keeping
 * each answer briefly spares the back office and the site the repeated round trip, and
 * concurrent requests for the same key share one call. Unlike the stale-while-revalidate cache
 * of the layout data, no answer is read from here after its time, and a failed call is forgotten
 * at once. That bounds this layer only: a page rendered from an answer is kept by the render
 * cache (render/page-cache.ts) for its own time, so a product withdrawn from the catalogue
 * leaves the site's pages within `ttlMs` plus the render cache's fresh and stale times, or at
 * once when an operator calls the admin invalidation (docs/decisions/162). The app state pages
 * start from (render/app-state.ts), built from those answers, is shared the same way.
 */
import { namesAny, type CacheLayer } from '../cache/cache-layer.ts';
import { namedSlugs } from '../cache/named-slugs.ts';

interface Entry {
  readonly at: number;
  readonly value: Promise<unknown>;
  /** What the call answered, once it has. */
  settled?: { readonly value: unknown };
}

export class MicroCache implements CacheLayer {
  // Insertion order is age order (the TTL is the same for all), so expired entries sit in front.
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #slugsOf: (value: unknown) => ReadonlySet<string>;

  /** `slugsOf`: what a kept value names; a back-office answer's own slugs by default. */
  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now, slugsOf: (value: unknown) => ReadonlySet<string> = namedSlugs) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
    this.#slugsOf = slugsOf;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const now = this.#now();
    this.#dropExpired(now);
    const cached = this.#entries.get(key);
    if (cached) return cached.value as Promise<T>;
    const value = load();
    const entry: Entry = { at: now, value };
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    value.then(
      (answer) => {
        entry.settled = { value: answer };
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }

  dropNaming(slugs: ReadonlySet<string>): number {
    this.#dropExpired(this.#now());
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.settled && !namesAny(this.#slugsOf(entry.settled.value), slugs)) continue;
      this.#entries.delete(key);
      dropped += 1;
    }
    return dropped;
  }

  dropAll(): number {
    this.#dropExpired(this.#now());
    const dropped = this.#entries.size;
    this.#entries.clear();
    return dropped;
  }

  #dropExpired(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now - entry.at < this.#ttlMs) return;
      this.#entries.delete(key);
    }
  }
}
