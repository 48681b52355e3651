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
  /** What the call answered, once it has, and what it weighs. */
  settled?: { readonly value: unknown; readonly bytes: number };
}

/** How much the cache keeps at most; past either bound the oldest entries go first. */
export interface MicroCacheBounds {
  readonly entries: number;
  /** Bytes of the kept answers (as `sizeOf` weighs them) and of their keys. */
  readonly bytes: number;
}

export interface MicroCacheOptions {
  readonly now?: () => number;
  /** What a kept value names; a back-office answer's own slugs by default. */
  readonly slugsOf?: (value: unknown) => ReadonlySet<string>;
  /** What a kept value weighs: the length of its JSON by default, weighed once when it arrives. */
  readonly sizeOf?: (value: unknown) => number;
}

/** The length of a value's JSON: about the bytes it came in, which its objects outweigh by a steady factor. */
export function jsonSize(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

export class MicroCache implements CacheLayer {
  // Insertion order is age order (the TTL is the same for all), so expired entries sit in front.
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #bounds: MicroCacheBounds;
  readonly #now: () => number;
  readonly #slugsOf: (value: unknown) => ReadonlySet<string>;
  readonly #sizeOf: (value: unknown) => number;
  /** The weight of the settled entries kept, keys included. */
  #bytes = 0;

  constructor(ttlMs: number, bounds: MicroCacheBounds, options: MicroCacheOptions = {}) {
    this.#ttlMs = ttlMs;
    this.#bounds = bounds;
    this.#now = options.now ?? Date.now;
    this.#slugsOf = options.slugsOf ?? namedSlugs;
    this.#sizeOf = options.sizeOf ?? jsonSize;
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
    if (this.#entries.size > this.#bounds.entries) this.#delete(this.#entries.keys().next().value!);
    value.then(
      (answer) => {
        if (this.#entries.get(key) !== entry) return;
        const bytes = key.length + this.#sizeOf(answer);
        // One answer heavier than the whole bound is not kept; others make room, oldest out.
        if (bytes > this.#bounds.bytes) return this.#delete(key);
        entry.settled = { value: answer, bytes };
        this.#bytes += bytes;
        while (this.#bytes > this.#bounds.bytes) this.#delete(this.#entries.keys().next().value!);
      },
      () => {
        if (this.#entries.get(key) === entry) this.#delete(key);
      },
    );
    return value;
  }

  /** What the settled entries kept weigh, keys included. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  dropNaming(slugs: ReadonlySet<string>): number {
    this.#dropExpired(this.#now());
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.settled && !namesAny(this.#slugsOf(entry.settled.value), slugs)) continue;
      this.#delete(key);
      dropped += 1;
    }
    return dropped;
  }

  dropAll(): number {
    this.#dropExpired(this.#now());
    const dropped = this.#entries.size;
    this.#entries.clear();
    this.#bytes = 0;
    return dropped;
  }

  #delete(key: string): void {
    this.#bytes -= this.#entries.get(key)?.settled?.bytes ?? 0;
    this.#entries.delete(key);
  }

  #dropExpired(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now - entry.at < this.#ttlMs) return;
      this.#delete(key);
    }
  }
}
