/**
 * Rendered pages kept in memory, bounded in bytes (least recently used out first), served fresh
 * for `ttlMs`, then stale for `staleMs` more while one background render replaces them. One render
 * per key at a time: whoever asks while it runs waits for its result instead of rendering too.
 * Knows nothing of HTTP (src/server/render/page-cache.ts does).
 */
export interface Sized {
  /** What the entry holds in memory, its key included: the bound counts this. */
  readonly bytes: number;
}

export interface RenderCacheOptions {
  readonly maxBytes: number;
  readonly ttlMs: number;
  readonly staleMs: number;
  /** A render that has not answered by then is given up: whoever waited renders for themselves. */
  readonly renderTimeoutMs: number;
  readonly now?: () => number;
}

export interface Lookup<Entry> {
  readonly entry: Entry;
  /** Past its TTL, within its stale window: serve it, and refresh it once. */
  readonly stale: boolean;
}

export class RenderCache<Entry extends Sized> {
  // A Map iterates in insertion order: a hit re-inserts its entry, so the first is the least recently used.
  readonly #entries = new Map<string, { readonly entry: Entry; readonly storedAt: number }>();
  readonly #renders = new Map<string, Promise<Entry | undefined>>();
  readonly #maxBytes: number;
  readonly #ttlMs: number;
  readonly #staleMs: number;
  readonly #renderTimeoutMs: number;
  readonly #now: () => number;
  #bytes = 0;
  /** Moves on at each invalidation: a render started before it is handed to those who waited before it, not kept. */
  #generation = 0;

  constructor(options: RenderCacheOptions) {
    this.#maxBytes = options.maxBytes;
    this.#ttlMs = options.ttlMs;
    this.#staleMs = options.staleMs;
    this.#renderTimeoutMs = options.renderTimeoutMs;
    this.#now = options.now ?? Date.now;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Lookup<Entry> | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    const age = this.#now() - kept.storedAt;
    if (age >= this.#ttlMs + this.#staleMs) {
      this.#delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return { entry: kept.entry, stale: age >= this.#ttlMs };
  }

  /** The render of this key under way, if any. */
  rendering(key: string): Promise<Entry | undefined> | undefined {
    return this.#renders.get(key);
  }

  /**
   * Claims the one render of a key. The render hands its entry (or undefined: nothing to keep)
   * to the returned function, which stores it and answers everyone who waited.
   */
  startRender(key: string): (entry: Entry | undefined) => void {
    const generation = this.#generation;
    let settle!: (entry: Entry | undefined) => void;
    const render = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    this.#renders.set(key, render);
    let settled = false;
    const finish = (entry: Entry | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      // A drop since may have let a new render of the key start: that one stays.
      if (this.#renders.get(key) === render) this.#renders.delete(key);
      if (entry && generation === this.#generation) this.#store(key, entry);
      settle(entry);
    };
    const giveUp = setTimeout(() => finish(undefined), this.#renderTimeoutMs);
    giveUp.unref();
    return finish;
  }

  /**
   * Drops the kept entries `matches` picks (all without it); renders under way are not kept when
   * they finish, as they may hold what was read before. Answers how many entries went.
   */
  drop(matches: (entry: Entry) => boolean = () => true): number {
    this.#generation += 1;
    // A render under way may have read what changed: whoever asks from now on renders again
    // (joining it, a revalidation after an edit got the old page's ETag: a 304). Those who asked
    // before the drop still get it.
    this.#renders.clear();
    let dropped = 0;
    for (const [key, kept] of this.#entries) {
      if (!matches(kept.entry)) continue;
      this.#delete(key);
      dropped += 1;
    }
    return dropped;
  }

  #store(key: string, entry: Entry): void {
    // One page larger than a quarter of the bound would push out most of the others.
    if (entry.bytes > this.#maxBytes / 4) return;
    this.#delete(key);
    this.#entries.set(key, { entry, storedAt: this.#now() });
    this.#bytes += entry.bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): void {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#bytes -= kept.entry.bytes;
  }
}
