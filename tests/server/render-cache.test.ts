/** The render cache's memory rules, on a fake clock: bytes bound, LRU order, TTL then stale, one render per key. */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { expect, test } from 'vitest';
import { accepts, cachedPageOf } from '../../src/server/render/cached-page.ts';
import { RenderCache } from '../../src/server/render/render-cache.ts';

const page = (bytes: number) => ({ bytes });

function cacheAt(clock: { now: number }, maxBytes = 1000) {
  return new RenderCache<{ bytes: number }>({ maxBytes, ttlMs: 100, staleMs: 500, renderTimeoutMs: 50, now: () => clock.now });
}

function store(cache: RenderCache<{ bytes: number }>, key: string, bytes: number) {
  cache.startRender(key)(page(bytes));
}

test('keeps its bytes under the bound, dropping the least recently used first', () => {
  const cache = cacheAt({ now: 0 });
  store(cache, 'a', 200);
  store(cache, 'b', 200);
  store(cache, 'c', 200);
  expect(cache.get('a')).toBeDefined(); // a is now the most recently used
  store(cache, 'd', 200);
  store(cache, 'e', 200);
  expect(cache.bytes).toBe(1000);
  store(cache, 'f', 200);
  expect(cache.bytes).toBeLessThanOrEqual(1000);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBeDefined();
  expect(cache.get('f')).toBeDefined();
});

test('refuses a page larger than a quarter of the bound, and replacing a key does not count it twice', () => {
  const cache = cacheAt({ now: 0 });
  store(cache, 'huge', 251);
  expect(cache.get('huge')).toBeUndefined();
  store(cache, 'a', 100);
  store(cache, 'a', 150);
  expect(cache.bytes).toBe(150);
});

test('fresh for the TTL, stale for the stale window, then gone', () => {
  const clock = { now: 0 };
  const cache = cacheAt(clock);
  store(cache, 'a', 10);
  clock.now = 99;
  expect(cache.get('a')?.stale).toBe(false);
  clock.now = 100;
  expect(cache.get('a')?.stale).toBe(true);
  clock.now = 599;
  expect(cache.get('a')?.stale).toBe(true);
  clock.now = 600;
  expect(cache.get('a')).toBeUndefined();
  expect(cache.bytes).toBe(0);
});

test('one render per key: whoever asks meanwhile gets its result; nothing kept is kept as nothing', async () => {
  const cache = cacheAt({ now: 0 });
  expect(cache.rendering('a')).toBeUndefined();
  const settle = cache.startRender('a');
  const waiting = cache.rendering('a');
  expect(waiting).toBeDefined();
  settle(page(10));
  settle(page(20)); // a second answer changes nothing
  expect(await waiting).toEqual(page(10));
  expect(cache.rendering('a')).toBeUndefined();

  const failed = cache.startRender('b');
  const waitingForB = cache.rendering('b');
  failed(undefined);
  expect(await waitingForB).toBeUndefined();
  expect(cache.get('b')).toBeUndefined();
});

test('a render that never answers is given up: those waiting go on, and the key can be rendered again', async () => {
  const cache = cacheAt({ now: 0 });
  cache.startRender('a');
  expect(await cache.rendering('a')).toBeUndefined();
  expect(cache.rendering('a')).toBeUndefined();
});

function response(status: number, headers: Record<string, string>): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return res;
}

test('a page is kept only with status 200 and without a cookie of its own; it varies on the encoding', async () => {
  const documentHeaders = { 'Cache-Control': 'public, s-maxage=60', Vary: 'Accept', 'Content-Security-Policy': "script-src 'self' 'sha256-x'" };
  const body = Buffer.from('<html></html>');
  expect(await cachedPageOf('k', response(500, {}), body, documentHeaders, new Set())).toBeUndefined();
  expect(await cachedPageOf('k', response(200, { 'Set-Cookie': 'session=abc' }), body, documentHeaders, new Set())).toBeUndefined();
  const kept = await cachedPageOf('k', response(200, { 'X-Frame-Options': 'SAMEORIGIN', 'Transfer-Encoding': 'chunked', Vary: 'Accept' }), body, documentHeaders, new Set());
  const headers = Object.fromEntries(pairs(kept!.plainHead));
  expect(headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'public, s-maxage=60', vary: 'Accept, Accept-Encoding', 'content-length': '13' });
  expect(headers['transfer-encoding']).toBeUndefined();
  expect(Object.fromEntries(pairs(kept!.notModifiedHead))['content-security-policy']).toBeUndefined();
});

test('reads Accept-Encoding as HTTP does', () => {
  expect(accepts('gzip, deflate, br', 'gzip')).toBe(true);
  expect(accepts('br;q=1, *;q=0.1', 'gzip')).toBe(true);
  expect(accepts('gzip;q=0, br', 'gzip')).toBe(false);
  expect(accepts('gzip;q=0, br', 'br')).toBe(true);
  expect(accepts(undefined, 'br')).toBe(false);
  expect(accepts('identity', 'gzip')).toBe(false);
});

function pairs(flat: readonly string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let index = 0; index < flat.length; index += 2) result.push([flat[index]!, flat[index + 1]!]);
  return result;
}

test('a drop removes the pages it picks; a render under way goes to those who waited before it, and is neither kept nor joined', async () => {
  const clock = { now: 0 };
  const cache = new RenderCache<{ bytes: number; slug: string }>({ maxBytes: 1000, ttlMs: 100, staleMs: 500, renderTimeoutMs: 50, now: () => clock.now });
  cache.startRender('a')({ bytes: 10, slug: 'fine-finish' });
  cache.startRender('b')({ bytes: 10, slug: 'deep-fill' });
  const finish = cache.startRender('c');
  const waiting = cache.rendering('c');
  expect(cache.drop((page) => page.slug === 'fine-finish')).toBe(1);
  expect(cache.get('a')).toBeUndefined();
  expect(cache.get('b')?.entry.slug).toBe('deep-fill');
  // Asked after the drop: not joined to the render that started before it, which may show the old content.
  expect(cache.rendering('c')).toBeUndefined();
  const again = cache.startRender('c');
  const waitingAgain = cache.rendering('c');
  finish({ bytes: 10, slug: 'other' });
  expect((await waiting)?.slug).toBe('other');
  expect(cache.get('c')).toBeUndefined();
  // The old render's end leaves the new one in place.
  expect(cache.rendering('c')).toBe(waitingAgain);
  again({ bytes: 10, slug: 'edited' });
  expect((await waitingAgain)?.slug).toBe('edited');
  expect(cache.get('c')?.entry.slug).toBe('edited');
  expect(cache.drop((kept) => kept.slug === 'edited')).toBe(1);
  expect(cache.bytes).toBe(10);
  expect(cache.drop()).toBe(1);
  expect(cache.bytes).toBe(0);
});
