/** The offline worker's decisions (decision 171): what it answers, what it keeps, which offline page stands in. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { incompletePageMark, offlineCacheNames } from '../../src/shared/kernel/offline/offline-caches.ts';
import {
  forgetsKeptCopy,
  inBatches,
  isCompletePage,
  isPicture,
  mayKeep,
  obsoleteCaches,
  offlinePageFor,
  oldestBeyond,
  oncePerBurst,
  pagesToCarryOver,
  prefersKeptCopy,
  requestKind,
  type RequestFacts,
  type ResponseFacts,
} from '../../src/worker/offline-policy.ts';
import { offlinePageLocales } from '../../src/worker/offline-pages.ts';

const origin = 'https://www.example.com';
const get = (path: string, overrides: Partial<RequestFacts> = {}): RequestFacts => ({ url: `${origin}${path}`, method: 'GET', mode: 'cors', accept: '*/*', ...overrides });
const answer = (status: number, keep: string | null, overrides: Partial<ResponseFacts> = {}): ResponseFacts => ({
  status,
  type: 'basic',
  redirected: false,
  headers: new Headers(keep === null ? {} : { 'Offline-Keep': keep }),
  ...overrides,
});

describe('requestKind', () => {
  test('navigations and HTML fetches are pages; assets, gateway reads and media their own kinds', () => {
    expect(requestKind(get('/professional-filler/product/fine-finish', { mode: 'navigate' }), origin)).toBe('page');
    expect(requestKind(get('/fr/favoris', { accept: 'text/html,application/xhtml+xml' }), origin)).toBe('page');
    expect(requestKind(get('/assets/entry-ABC.js'), origin)).toBe('asset');
    expect(requestKind(get('/api/v1/product?ids=1'), origin)).toBe('data');
    expect(requestKind(get('/media/sheet/en/fine-finish.pdf', { mode: 'navigate' }), origin)).toBe('media');
  });

  test('posts, other origins, the worker itself, source maps and operators\' endpoints go to the network', () => {
    expect(requestKind(get('/contact', { method: 'POST', mode: 'navigate' }), origin)).toBe('network');
    expect(requestKind(get('/api/v1/contact', { method: 'POST' }), origin)).toBe('network');
    expect(requestKind({ ...get('/'), url: 'https://www.google.com/recaptcha/api.js' }, origin)).toBe('network');
    expect(requestKind(get('/sw.js'), origin)).toBe('network');
    expect(requestKind(get('/assets/entry-ABC.js.map'), origin)).toBe('network');
    expect(requestKind(get('/healthz', { mode: 'navigate' }), origin)).toBe('network');
    expect(requestKind(get('/admin/cache/invalidate', { mode: 'navigate' }), origin)).toBe('network');
    expect(requestKind(get('/favicon.ico', { mode: 'no-cors', accept: 'image/*' }), origin)).toBe('network');
  });
});

describe('mayKeep', () => {
  test('only a 200 the server marked for that kind', () => {
    expect(mayKeep('page', answer(200, 'page'))).toBe(true);
    expect(mayKeep('data', answer(200, 'data'))).toBe(true);
    expect(mayKeep('media', answer(200, 'media'))).toBe(true);
    expect(mayKeep('asset', answer(200, null))).toBe(true);
  });

  test('never an unmarked page, whatever its Cache-Control, nor a mark of another kind', () => {
    // An account page: `private, no-store` like any streamed page, and no mark.
    expect(mayKeep('page', { ...answer(200, null), headers: new Headers({ 'Cache-Control': 'private, no-store' }) })).toBe(false);
    expect(mayKeep('page', answer(200, 'data'))).toBe(false);
    expect(mayKeep('data', answer(200, 'page'))).toBe(false);
    expect(mayKeep('network', answer(200, 'page'))).toBe(false);
  });

  test('never an error, a redirect or an answer of another origin', () => {
    expect(mayKeep('page', answer(404, 'page'))).toBe(false);
    expect(mayKeep('page', answer(500, 'page'))).toBe(false);
    expect(mayKeep('page', answer(0, null, { type: 'opaqueredirect' }))).toBe(false);
    expect(mayKeep('page', answer(200, 'page', { redirected: true }))).toBe(false);
    expect(mayKeep('asset', answer(200, null, { type: 'opaque' }))).toBe(false);
  });
});

test('a kept page is forgotten when it is gone or no longer marked, not on a server error', () => {
  expect(forgetsKeptCopy('page', answer(404, null))).toBe(true);
  // Unmarked: the page as a signed-in visitor gets it, never kept, but no reason to drop the anonymous copy.
  expect(forgetsKeptCopy('page', answer(200, null))).toBe(false);
  expect(forgetsKeptCopy('page', answer(200, 'page'))).toBe(false);
  expect(forgetsKeptCopy('page', answer(503, null))).toBe(false);
  expect(forgetsKeptCopy('media', answer(404, null))).toBe(false);
  expect(prefersKeptCopy(answer(502, null))).toBe(true);
  expect(prefersKeptCopy(answer(404, null))).toBe(false);
});

describe('offlinePageFor', () => {
  const locales = offlinePageLocales();

  test('the route table gives the offline page in every locale', () => {
    expect(locales.map(({ path }) => path)).toEqual(['/offline', '/fr/hors-ligne']);
  });

  test('in the language of the path asked for', () => {
    expect(offlinePageFor('/contact', locales)).toBe('/offline');
    expect(offlinePageFor('/professional-filler/product/fine-finish', locales)).toBe('/offline');
    expect(offlinePageFor('/fr', locales)).toBe('/fr/hors-ligne');
    expect(offlinePageFor('/fr/mon-compte', locales)).toBe('/fr/hors-ligne');
    // A path that only starts with the letters of a prefix is not in that locale.
    expect(offlinePageFor('/from-the-blog', locales)).toBe('/offline');
  });
});

test('the caches of other builds and older versions go; this build\'s and the shared ones stay; others\' are never touched', () => {
  const current = offlineCacheNames('NEW');
  const older = offlineCacheNames('OLD');
  const names = [...Object.values(current), older.shell, older.pages, 'filler-offline-data-v0', 'another-app-cache'];
  expect(obsoleteCaches(names, current)).toEqual([older.shell, older.pages, 'filler-offline-data-v0']);
  expect(current.data).toBe(older.data);
  expect(current.media).toBe(older.media);
});

test('pictures are capped oldest first; sheets are not pictures', () => {
  expect(oldestBeyond([1, 2, 3, 4, 5], 3)).toEqual([1, 2]);
  expect(oldestBeyond([1, 2], 3)).toEqual([]);
  expect(isPicture(`${origin}/media/packshot/fine-finish.png?w=640`)).toBe(true);
  expect(isPicture(`${origin}/media/sheet/en/fine-finish.pdf`)).toBe(false);
});

describe('carrying kept pages over to a new build', () => {
  test('the most recently stored pages, each once, oldest first: the order they are stored again in', () => {
    // As the old caches list them: a page stored again (visited again) has moved to the end.
    const listed = ['/a', '/b', '/c', '/d', '/b', '/e'].map((path) => `${origin}${path}`);
    expect(pagesToCarryOver(listed, 3)).toEqual(['/d', '/b', '/e'].map((path) => `${origin}${path}`));
    expect(pagesToCarryOver(listed, 100)).toEqual(['/a', '/c', '/d', '/b', '/e'].map((path) => `${origin}${path}`));
    expect(pagesToCarryOver([], 100)).toEqual([]);
  });

  test('a page that fails to arrive is left out; the others are still fetched and the install does not fail', async () => {
    const done: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const failed = await inBatches([1, 2, 3, 4, 5, 6], 4, async (item) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (item === 2 || item === 5) throw new TypeError('Failed to fetch');
      done.push(item);
    });
    expect(failed).toEqual([2, 5]);
    expect(done.sort()).toEqual([1, 3, 4, 6]);
    expect(mostAtOnce).toBe(4);
  });
});

describe('trimming the pictures once per burst', () => {
  afterEach(() => vi.useRealTimers());

  test('a listing storing dozens of pictures lists the cache once, after it, and every store waits for that one trim', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const trim = oncePerBurst(async () => {
      runs += 1;
    }, 1000);
    const stores = Array.from({ length: 40 }, () => trim());
    expect(new Set(stores).size).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(stores);
    expect(runs).toBe(1);
  });

  test('a picture stored while the trim runs gets one more trim after it; a failed trim does not stop the next', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    let finishFirst!: () => void;
    const trim = oncePerBurst(async () => {
      started.push(Date.now());
      if (started.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      if (started.length === 2) throw new Error('QuotaExceededError');
    }, 1000);
    const first = trim();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toHaveLength(1);
    const during = [trim(), trim()];
    expect(during[0]).toBe(during[1]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toHaveLength(1);
    finishFirst();
    await first;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(during[0]).rejects.toThrow('QuotaExceededError');
    expect(started).toHaveLength(2);
    const after = trim();
    await vi.advanceTimersByTimeAsync(1000);
    await after;
    expect(started).toHaveLength(3);
  });
});

test('a page is kept only if it arrived whole: a streamed page whose part failed ends with the mark', () => {
  expect(isCompletePage('<!DOCTYPE html><html><body><p>Fine</p></body></html>')).toBe(true);
  expect(isCompletePage(`<!DOCTYPE html><html><body><p>A part failed</p></body></html>${incompletePageMark}\n`)).toBe(false);
  // Only at the end: a page quoting the mark in its text is still whole.
  expect(isCompletePage(`<!DOCTYPE html><html><body><pre>${incompletePageMark.replace('<', '&lt;')}</pre></body></html>`)).toBe(true);
});
