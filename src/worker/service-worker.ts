/**
 * The worksite offline mode's service worker (decision 171), served at `/sw.js` with scope `/`.
 * The build bundles it alone and writes its id and precache list into it, so every build is a
 * new worker: it precaches its shell, carries the kept pages over to its own assets, then takes
 * over at once and deletes the caches of the build before. Its decisions are in offline-policy.ts.
 */
import { offlineCacheNames, pageAccept, pagesCachePrefix } from '../shared/kernel/offline/offline-caches.ts';
import {
  carriedPagesCap,
  forgetsKeptCopy,
  inBatches,
  isCompletePage,
  isPicture,
  keptMediaCap,
  mayKeep,
  networkWaitMs,
  obsoleteCaches,
  offlinePageFor,
  oldestBeyond,
  oncePerBurst,
  pagesToCarryOver,
  pictureTrimQuietMs,
  prefersKeptCopy,
  requestKind,
  type RequestKind,
} from './offline-policy.ts';
import { offlinePageLocales } from './offline-pages.ts';
import { workerScope, type FetchEvent } from './worker-scope.ts';

/** Written by build.mjs: the build's id and its hashed files under /assets/ that pages need. */
declare const OFFLINE_BUILD: { readonly id: string; readonly precache: readonly string[] };

const names = offlineCacheNames(OFFLINE_BUILD.id);
const offlineLocales = offlinePageLocales();
const origin = workerScope.location.origin;

workerScope.addEventListener('install', (event) => {
  // A new build takes over at once: its pages link to its own assets, which it has just precached.
  void workerScope.skipWaiting();
  event.waitUntil(install());
});

workerScope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(obsoleteCaches(await caches.keys(), names).map((name) => caches.delete(name)));
      await workerScope.clients.claim();
      await keepOpenPages();
    })(),
  );
});

workerScope.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = requestKind({ url: request.url, method: request.method, mode: request.mode, accept: request.headers.get('accept') }, origin);
  if (kind === 'network') return;
  event.respondWith(kind === 'asset' ? cacheFirst(request) : networkFirst(event, kind));
});

/** Never a visitor's cookie on what is kept for everyone's shell: the offline pages are fetched anonymously. */
const anonymous = { credentials: 'omit', cache: 'no-store' } as const;

async function install(): Promise<void> {
  const shell = await caches.open(names.shell);
  await shell.addAll(OFFLINE_BUILD.precache.map((url) => new Request(url, { cache: 'reload' })));
  await Promise.all(offlineLocales.map(async ({ path }) => shell.put(path, await required(fetch(path, anonymous)))));
  await carryKeptPagesOver();
}

async function required(answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return response;
}

/**
 * A kept page names its build's assets, which go with that build's caches: the pages of older
 * builds are fetched again for this one, the `carriedPagesCap` most recently kept. A page gone,
 * no longer public, or that fails to arrive (a worksite's connection) is not carried over; the
 * install goes on without it, and it goes with the old build's caches on activate.
 */
async function carryKeptPagesOver(): Promise<void> {
  const pages = await caches.open(names.pages);
  const older = (await caches.keys()).filter((name) => name.startsWith(pagesCachePrefix) && name !== names.pages);
  const urls: string[] = [];
  for (const name of older) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
  await inBatches(pagesToCarryOver(urls, carriedPagesCap), 4, async (url) => {
    if (await pages.match(url, { ignoreVary: true })) return;
    const response = await fetch(url, { ...anonymous, headers: { accept: pageAccept } });
    if (mayKeep('page', response)) await keepPage(pages, url, response);
  });
}

/**
 * The page a visitor first opens is loaded before any worker exists: the pages open when the
 * worker takes over are fetched once more and kept, so the first product page opened counts too.
 */
async function keepOpenPages(): Promise<void> {
  const pages = await caches.open(names.pages);
  const windows = await workerScope.clients.matchAll({ type: 'window' });
  await Promise.all(
    windows.map(async ({ url }) => {
      const page = url.split('#', 1)[0]!;
      if (requestKind({ url: page, method: 'GET', mode: 'navigate', accept: pageAccept }, origin) !== 'page') return;
      if (await pages.match(page, { ignoreVary: true })) return;
      const response = await fetch(page, { ...anonymous, headers: { accept: pageAccept } }).catch(() => undefined);
      if (response && mayKeep('page', response)) await keepPage(pages, page, response);
    }),
  );
}

async function cacheFirst(request: Request): Promise<Response> {
  const shell = await caches.open(names.shell);
  const kept = await shell.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  // A lazily loaded chunk the precache left out (the barcode scanner's decoder) is kept once used.
  if (mayKeep('asset', response)) await shell.put(request, response.clone());
  return response;
}

const cacheFor: Partial<Record<RequestKind, string>> = { page: names.pages, data: names.data, media: names.media };

/**
 * The network first, for at most `networkWaitMs` when a kept copy exists; a marked answer is
 * kept, an answer that unmarks the page forgets it. Offline, the kept copy, else for a page the
 * offline page in its language.
 */
async function networkFirst(event: FetchEvent, kind: RequestKind): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(cacheFor[kind]!);
  const keptCopy = () => cache.match(request, { ignoreVary: true });
  // A page past its max-age must come from the server, never from the HTTP cache's stale copy
  // (`stale-while-revalidate`): that copy may name the assets of a build that is gone.
  const network = fetch(kind === 'page' ? new Request(request, { cache: 'no-cache' }) : request).then(async (response) => {
    const stored = remember(event, cache, kind, response);
    event.waitUntil(stored);
    // A navigation streams to the page as it arrives; a page kept ahead of time is confirmed stored.
    if (request.mode !== 'navigate') await stored;
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const answer = await Promise.race([network.then((response) => ({ response })), delay(networkWaitMs).then(() => undefined)]).catch(() => null);
  if (answer) {
    if (!prefersKeptCopy(answer.response)) return answer.response;
    return (await keptCopy()) ?? answer.response;
  }
  if (answer === undefined) {
    // Slow: the kept copy if there is one, else keep waiting for the network.
    const kept = await keptCopy();
    if (kept) return kept;
    try {
      return await network;
    } catch {
      // Fall through to the offline answer.
    }
  }
  return (await keptCopy()) ?? (await offlineAnswer(request));
}

async function remember(event: FetchEvent, cache: Cache, kind: RequestKind, response: Response): Promise<void> {
  const { request } = event;
  if (mayKeep(kind, response)) {
    if (kind === 'page') await keepPage(cache, request, response.clone());
    else await cache.put(request, response.clone());
    // Trimmed once the burst is over (a listing stores dozens of pictures), not per picture, and
    // not before the picture is answered: the event only stays alive for it.
    if (kind === 'media' && isPicture(request.url)) event.waitUntil(dropOldestPicturesSoon());
  } else if (forgetsKeptCopy(kind, response)) {
    await cache.delete(request, { ignoreVary: true });
  }
}

/** Keeps a marked page once it has arrived whole; one in which a part failed leaves the kept copy as it was. */
async function keepPage(cache: Cache, request: RequestInfo, response: Response): Promise<void> {
  if (isCompletePage(await response.clone().text())) await cache.put(request, response);
}

const dropOldestPicturesSoon = oncePerBurst(async () => {
  const media = await caches.open(names.media);
  const pictures = (await media.keys()).filter((request) => isPicture(request.url));
  await Promise.all(oldestBeyond(pictures, keptMediaCap).map((request) => media.delete(request)));
}, pictureTrimQuietMs);

async function offlineAnswer(request: Request): Promise<Response> {
  if (request.mode !== 'navigate') return Response.error();
  const shell = await caches.open(names.shell);
  return (await shell.match(offlinePageFor(new URL(request.url).pathname, offlineLocales), { ignoreVary: true })) ?? Response.error();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
