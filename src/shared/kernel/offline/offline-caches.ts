/**
 * The worksite offline mode's shared vocabulary (decision 171): the worker's path, the header by
 * which the server says a response may be kept in a visitor's browser, and the names of the
 * worker's caches, which the worker fills and the pages read (the offline page's list, the "keep
 * for the worksite" action).
 */

/** Where the site serves the worker (scope `/`), the page registers it and the worker never answers it. */
export const serviceWorkerPath = '/sw.js';

/**
 * The server's positive mark on what the worker may keep. `Cache-Control` cannot say it: a public
 * page is `private, no-store` while it streams (its nonce), and so is every page of a visitor
 * with a login or cart token.
 */
export const offlineKeepHeader = 'Offline-Keep';

/** `page`: a public HTML page; `data`: a catalogue read of the gateway; `media`: a picture or a technical sheet. */
export type OfflineKeep = 'page' | 'data' | 'media';

/**
 * What ends a streamed page in which a part failed after the headers (and their mark) went out:
 * React left the part to the browser, which cannot load it offline, so the worker does not keep
 * the page (and keeps the copy it had). A page sent whole that failed simply carries no mark.
 */
export const incompletePageMark = '<!--offline-keep: a part of this page failed-->';

/** Every cache of the worker starts with this; nothing else of the origin's is touched. */
export const offlineCachePrefix = 'filler-offline-';

/** Each build's own: the precached shell (assets, offline pages) and the pages kept with it. */
const shellCachePrefix = `${offlineCachePrefix}shell-`;
export const pagesCachePrefix = `${offlineCachePrefix}pages-`;

export interface OfflineCacheNames {
  /** The build's hashed assets and its offline pages, precached at install. */
  readonly shell: string;
  /** Visited and kept pages: a page refers to its build's assets, so it lives and dies with them. */
  readonly pages: string;
  /** Gateway product reads (favourites, comparator): JSON, valid across builds. */
  readonly data: string;
  /** Technical sheets and pictures under /media: valid across builds. */
  readonly media: string;
}

export function offlineCacheNames(buildId: string): OfflineCacheNames {
  return {
    shell: `${shellCachePrefix}${buildId}`,
    pages: `${pagesCachePrefix}${buildId}`,
    data: `${offlineCachePrefix}data-v1`,
    media: `${offlineCachePrefix}media-v1`,
  };
}

/** The Accept header of a browser's navigation: a page fetched ahead of time is rendered as a visit would be (WebP pictures). */
export const pageAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/**
 * Whether a kept file is a technical sheet (a PDF): the media cache holds sheets and pictures,
 * and only pictures are capped; the offline page lists the sheets.
 */
export function isTechnicalSheet(url: URL): boolean {
  return url.pathname.toLowerCase().endsWith('.pdf');
}
