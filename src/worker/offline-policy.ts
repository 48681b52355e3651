/**
 * The offline worker's decisions as plain functions (decision 171): which requests it answers
 * and how, what it may keep, which offline page stands in for a page it never kept, and which
 * caches are another build's. service-worker.ts only wires them to the browser's events.
 */
import { offlineCachePrefix, offlineKeepHeader, serviceWorkerPath, type OfflineCacheNames, type OfflineKeep } from '../shared/kernel/offline/offline-caches.ts';

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

/**
 * Whether a network answer means the kept copy is wrong now: the page is gone (404, 410) or the
 * server no longer marks it (it became personal). A server error says nothing about the page.
 */
export function forgetsKeptCopy(kind: RequestKind, response: ResponseFacts): boolean {
  if (kind !== 'page' && kind !== 'data') return false;
  if (response.status === 404 || response.status === 410) return true;
  return response.status === 200 && !mayKeep(kind, response);
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

/** The oldest entries beyond the cap (a cache lists its keys in insertion order). */
export function oldestBeyond<Entry>(entries: readonly Entry[], cap: number): Entry[] {
  return entries.length > cap ? entries.slice(0, entries.length - cap) : [];
}

/** Only pictures are capped: a technical sheet is what the worksite came for. */
export function isPicture(url: string): boolean {
  return !new URL(url).pathname.toLowerCase().endsWith('.pdf');
}
