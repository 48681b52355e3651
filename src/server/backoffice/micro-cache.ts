/**
 * Catalogue answers shared by every visitor for a few seconds. Under load most page views ask
 * the back office the same few questions (the same product list, the same category); keeping
 * each answer briefly spares the back office and the site the repeated round trip, and
 * concurrent requests for the same key share one call. Unlike the stale-while-revalidate cache
 * of the layout data, nothing outlives its time: a product withdrawn from the catalogue is gone
 * from the site `ttlMs` later, and a failed call is forgotten at once. The app state pages start
 * from (render/app-state.ts), built from those answers, is shared the same way for the same time.
 */
export class MicroCache {
  // Insertion order is age order (the TTL is the same for all), so expired entries sit in front.
  readonly #entries = new Map<string, { readonly at: number; readonly value: Promise<unknown> }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const now = this.#now();
    this.#dropExpired(now);
    const cached = this.#entries.get(key);
    if (cached) return cached.value as Promise<T>;
    const value = load();
    this.#entries.set(key, { at: now, value });
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }

  #dropExpired(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now - entry.at < this.#ttlMs) return;
      this.#entries.delete(key);
    }
  }
}
