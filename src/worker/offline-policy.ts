/**
 * The offline worker's decisions as plain functions (decision 171): which requests it answers
 * and how, what it may keep, which offline page stands in for a page it never kept, and which
 * caches are another build's. service-worker.ts only wires them to the browser's events.
 */
import { incompletePageMark, isTechnicalSheet, offlineCachePrefix, offlineKeepHeader, serviceWorkerPath, type OfflineCacheNames, type OfflineKeep } from '../shared/kernel/offline/offline-caches.ts';

/**
 * `asset`: a hashed build file, cache first (it never changes under its name). `page`, `data`,
 * `media`: network first with a short wait, then the kept copy. `network`: not the worker's
 * business (other origins, posts, the worker's own script, source maps).
 */
export type RequestKind = 'asset' | 'page' | 'data' | 'media' | 'network';

export interface RequestFacts {
  readonly url: string;
  readonly method: string;
  readonly mode: RequestMode;
  /** The request's Accept header: the "keep for the worksite" action fetches pages as HTML, not as navigations. */
  readonly accept: string | null;
}

/** How long a page, a read or a sheet may take before the kept copy answers instead: a worksite's one bar of signal. */
export const networkWaitMs = 3000;

/** Pictures kept at most, oldest dropped first: every listing shows dozens; sheets and pages are never dropped. */
export const keptMediaCap = 400;

export function requestKind(request: RequestFacts, workerOrigin: string): RequestKind {
  const url = new URL(request.url);
  // Only reads are ever kept or answered: a form post always goes to the network.
  if (request.method !== 'GET' || url.origin !== workerOrigin) return 'network';
  const path = url.pathname;
  if (path === serviceWorkerPath) return 'network';
  if (path.startsWith('/assets/')) return path.endsWith('.map') ? 'network' : 'asset';
  if (path.startsWith('/api/')) return 'data';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/admin/') || path === '/healthz' || path === '/readyz') return 'network';
  if (request.mode === 'navigate' || (request.accept ?? '').startsWith('text/html')) return 'page';
  return 'network';
}

export interface ResponseFacts {
  readonly status: number;
  /** `basic` for a same-origin answer; `opaqueredirect` for a navigation's redirect, which is never kept. */
  readonly type: ResponseType;
  readonly redirected: boolean;
  readonly headers: Pick<Headers, 'get'>;
}

/**
 * Whether a response may be kept: a complete same-origin 200 that the server marked for this
 * kind (`Offline-Keep`, set only on public pages, product reads and media). Nothing else: no
 * personal page, no error, no redirect, whatever its Cache-Control.
 */
export function mayKeep(kind: RequestKind, response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (kind === 'asset') return true;
  const expected: Partial<Record<RequestKind, OfflineKeep>> = { page: 'page', data: 'data', media: 'media' };
  return expected[kind] !== undefined && response.headers.get(offlineKeepHeader) === expected[kind];
}

/** Whether a marked page came out whole: a streamed page in which a part failed ends with `incompletePageMark`. */
export function isCompletePage(html: string): boolean {
  return !html.trimEnd().endsWith(incompletePageMark);
}

/**
 * Whether a network answer means the kept copy is wrong now: the page is gone (404, 410). An
 * unmarked 200 is not a reason: it may be the same page rendered for a signed-in visitor, which
 * is never kept (decision 171), while the anonymous copy kept for the worksite still holds; a
 * route that became personal loses its copy with the build (the install carries over only what
 * the server still marks). A server error says nothing about the page.
 */
export function forgetsKeptCopy(kind: RequestKind, response: ResponseFacts): boolean {
  if (kind !== 'page' && kind !== 'data') return false;
  return response.status === 404 || response.status === 410;
}

/** A server error (a proxy's 502 while the site restarts) is worse than the copy the visitor kept. */
export function prefersKeptCopy(response: ResponseFacts): boolean {
  return response.status >= 500;
}

export interface OfflinePageLocale {
  readonly code: string;
  /** The locale's URL prefix: '' for the default one, `/fr` for French. */
  readonly prefix: string;
  /** The offline page's path in that locale, prefix included. */
  readonly path: string;
}

/** The offline page in the language of the path asked for: its locale prefix, else the default. */
export function offlinePageFor(pathname: string, locales: readonly OfflinePageLocale[]): string {
  const prefixed = locales.find((locale) => locale.prefix !== '' && (pathname === locale.prefix || pathname.startsWith(`${locale.prefix}/`)));
  return (prefixed ?? locales.find((locale) => locale.prefix === '') ?? locales[0]!).path;
}

/** The caches of other builds and of older versions of the worker: deleted once this build takes over. */
export function obsoleteCaches(names: readonly string[], current: OfflineCacheNames): string[] {
  const kept = new Set(Object.values(current));
  return names.filter((name) => name.startsWith(offlineCachePrefix) && !kept.has(name));
}

/**
 * Kept pages a new build fetches again at install, at most. Each is a page request on the
 * visitor's connection (a worksite's, often), made before the new build can take over; the
 * pages beyond it are the least recently kept, dropped with the old build's caches.
 */
export const carriedPagesCap = 100;

/**
 * The pages a new build carries over from the older builds' pages caches, given their URLs as the
 * caches list them (oldest stored first; a page stored again moves to the end): each page once,
 * the `cap` most recently stored, oldest first, the order to store them again in so that the next
 * build sees the same recency. A page kept ahead of time ("keep for the worksite") is stored by
 * the same kind of GET as a visited one, so recency is all the caches can tell.
 */
export function pagesToCarryOver(urls: readonly string[], cap: number): string[] {
  const chosen = new Set<string>();
  for (let index = urls.length - 1; index >= 0 && chosen.size < cap; index -= 1) chosen.add(urls[index]!);
  return [...chosen].reverse();
}

/**
 * Runs `work` on every item, `size` at a time. An item whose work fails is only left out: the
 * others are still done, and the whole never fails. Resolves with the items that failed.
 */
export async function inBatches<Item>(items: readonly Item[], size: number, work: (item: Item) => Promise<void>): Promise<Item[]> {
  const failed: Item[] = [];
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size);
    const outcomes = await Promise.allSettled(batch.map(async (item) => work(item)));
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'rejected') failed.push(batch[index]!);
    });
  }
  return failed;
}

/** How long the pictures cache is left to fill before it is trimmed: a listing stores dozens at once. */
export const pictureTrimQuietMs = 1000;

/**
 * `task` run once per burst of calls instead of once per call: the first call schedules a run
 * `quietMs` later, the calls until it starts join it (their promises settle with it). A call
 * while it runs schedules one more, after it: what it listed may already be out of date. A run
 * that fails does not stop the next.
 */
export function oncePerBurst(task: () => Promise<void>, quietMs: number): () => Promise<void> {
  let scheduled: Promise<void> | undefined;
  let previous: Promise<unknown> = Promise.resolve();
  return () => {
    if (scheduled) return scheduled;
    const run = previous
      .then(() => new Promise((resolve) => setTimeout(resolve, quietMs)))
      .then(() => {
        scheduled = undefined;
        return task();
      });
    scheduled = run;
    previous = run.catch(() => undefined);
    return run;
  };
}

/** The oldest entries beyond the cap (a cache lists its keys in insertion order). */
export function oldestBeyond<Entry>(entries: readonly Entry[], cap: number): Entry[] {
  return entries.length > cap ? entries.slice(0, entries.length - cap) : [];
}

/** Only pictures are capped: a technical sheet is what the worksite came for. */
export function isPicture(url: string): boolean {
  return !isTechnicalSheet(new URL(url));
}
