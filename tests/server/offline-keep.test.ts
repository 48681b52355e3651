/**
 * The server's side of the offline mode (decision 171): the `Offline-Keep` mark on what the
 * visitor's worker may keep, and only there, render cache hits included; `/sw.js` and its kill switch.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(async () => {
  await site?.close();
});

const productPath = '/professional-filler/product/fine-finish-smoothing-powder';
const mark = (response: Response) => response.headers.get('offline-keep');

test('public pages are marked, streamed or from the render cache; never one rendered with a login or cart token', async () => {
  const first = await site.get(productPath);
  expect(first.status).toBe(200);
  expect(mark(first)).toBe('page');
  await expect.poll(async () => (await site.get(productPath)).headers.get('x-render-cache')).toBe('hit');
  expect(mark(await site.get(productPath))).toBe('page');
  for (const cookie of ['login_token=abc', 'cart_token=abc']) {
    const withToken = await site.get('/fr', { headers: { cookie } });
    expect(withToken.headers.get('cache-control'), cookie).toBe('private, no-store');
    expect(mark(withToken), cookie).toBeNull();
  }
});

test('personal and guarded routes, errors, redirects, posts and the offline page itself are never marked', async () => {
  for (const path of ['/login', '/fr/connexion', '/signup', '/confirmation', '/offline', '/fr/hors-ligne', '/no-such-page-at-all']) {
    expect(mark(await site.get(path)), path).toBeNull();
  }
  const guarded = await site.get('/account', { headers: { cookie: 'login_token=abc' } });
  expect(mark(guarded)).toBeNull();
  const posted = await site.get('/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=x' });
  expect(mark(posted)).toBeNull();
});

test('the gateway marks the saved lists\' product reads and media, signed in too; never listings or customer calls', async () => {
  expect(mark(await site.get('/api/v1/product?ids=1000,1001&perPage=2'))).toBe('data');
  expect(mark(await site.get('/api/v1/product/1000'))).toBe('data');
  expect(mark(await site.get('/api/v1/product?perPage=2'))).toBeNull();
  expect(mark(await site.get('/api/v1/product?ids=1000', { headers: { cookie: 'login_token=abc' } }))).toBe('data');
  expect(mark(await site.get('/api/v1/profile', { headers: { cookie: 'login_token=abc' } }))).toBeNull();
  expect(mark(await site.get('/api/v1/menu'))).toBeNull();
  expect(mark(await site.get('/media/sheet/en/fine-finish-smoothing-powder.pdf'))).toBe('media');
});

test('/sw.js is the build\'s worker, never cached, under the site\'s unchanged policy', async () => {
  const worker = await site.get('/sw.js');
  expect(worker.status).toBe(200);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(worker.headers.get('content-security-policy')).toMatch(/^default-src 'self';/);
  expect(await worker.text()).toMatch(/^\/\/ offline worker of build \S+\n/);
});

test('/sw.js carries a strong ETag and answers an update check with an unchanged worker by 304, no body', async () => {
  const worker = await site.get('/sw.js');
  const etag = worker.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  const script = await worker.text();
  for (const ifNoneMatch of [etag!, `W/${etag}`, `"older", ${etag}`, '*']) {
    const check = await site.get('/sw.js', { headers: { 'if-none-match': ifNoneMatch, 'cache-control': 'max-age=0' } });
    expect(check.status, ifNoneMatch).toBe(304);
    expect(check.headers.get('etag')).toBe(etag);
    expect(check.headers.get('cache-control')).toBe('no-cache');
    expect(await check.text()).toBe('');
  }
  const changed = await site.get('/sw.js', { headers: { 'if-none-match': '"another-build"' } });
  expect(changed.status).toBe(200);
  expect(await changed.text()).toBe(script);
  expect((await site.get('/sw.js', { method: 'HEAD' })).headers.get('etag')).toBe(etag);
});

test('SERVICE_WORKER=off serves the kill switch and tells pages not to register', async () => {
  const off = await startEmbeddedSite({ SERVICE_WORKER: 'off' });
  try {
    const answer = await off.get('/sw.js');
    const worker = await answer.text();
    expect(worker).toContain('unregister');
    // Not the worker's validator: a browser that has the worker gets the kill switch on its next check.
    const workerTag = (await site.get('/sw.js')).headers.get('etag')!;
    expect(answer.headers.get('etag')).not.toBe(workerTag);
    expect((await off.get('/sw.js', { headers: { 'if-none-match': workerTag } })).status).toBe(200);
    expect(worker).not.toContain('precache');
    expect(await (await off.get('/')).text()).toContain('"serviceWorker":false');
    expect(await (await site.get('/')).text()).toContain('"serviceWorker":true');
  } finally {
    await off.close();
  }
});
