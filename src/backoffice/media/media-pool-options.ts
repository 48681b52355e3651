/**
 * How large the media pool is (decision 180), apart from the pool itself so that the site's
 * configuration can read it without loading the back office: `MEDIA_THREADS` and `MEDIA_QUEUE`.
 */
import { availableParallelism } from 'node:os';

export interface MediaPoolOptions {
  /** Threads rendering at once. */
  readonly threads: number;
  /** Files waiting for a thread, beyond which one more is refused (503). */
  readonly queue: number;
}

/**
 * One core less than the machine has, at least one: the others answer requests (a 2-core
 * machine renders on one thread). 64 waiting files take seconds, not minutes, to render, within
 * the site's MEDIA_TIMEOUT_MS, and hold a few kilobytes each.
 */
export const DEFAULT_MEDIA_POOL: MediaPoolOptions = { threads: Math.max(1, availableParallelism() - 1), queue: 64 };
