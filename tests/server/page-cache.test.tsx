/**
 * The render cache over HTTP (docs/decisions/121): one render per page for a burst, stale pages
 * refreshed once, and each isolation rule — URL, WebP, crawler, locale, audience, login, cart,
 * form posts, failures, nonces — shown by a visitor who must not get another's page.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { useLoaderData } from '../../src/shared/features/app/router-context.tsx';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import type { PageModule } from '../../src/shared/pages/page-module.ts';
import type { PageRequest } from '../../src/shared/pages/page-request.ts';
import { readPageRequest } from '../../src/server/render/page-request.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { blockedScripts } from '../support/script-policy.ts';
import type { RouteDefinition } from '../../src/shared/kernel/routing/types.ts';
import { loadPageModuleWithTestPages, routesWithTestPages } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';

// Long enough for a burst on a busy machine to fit in it.
const TTL_MS = 1500;
let renders = 0;
let failNextRender = false;
/** The render cache's clock: a kept page ages when a test moves it, not while a loaded machine is slow. */
let now = Date.now();
/** While set, renders wait for it: what a test checks while a render is under way. */
let rendersHeld: Promise<void> | undefined;

function CountedView() {
  const { render, salesPlanId } = useLoaderData<{ render: number; salesPlanId: number }>();
  return (
    <section>
      <h1>Counted</h1>
      <p id="render">{`render ${render}`}</p>
      <p id="plan">{`plan ${salesPlanId}`}</p>
    </section>
  );
}

/** A page that counts its renders; it takes a little while, so that a burst finds it under way. */
const counted: PageModule = {
  default: CountedView,
  loader: async ({ salesPlanId }) => {
    renders += 1;
    const render = renders;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await rendersHeld;
    if (failNextRender) {
      failNextRender = false;
      throw new Error('the back office failed this once');
    }
    return { render, salesPlanId };
  },
  meta: () => ({ title: 'Counted' }),
} as PageModule;

/** A page showing every fact of its request: whatever field a page reads, this one reads it. */
const requestShown: PageModule = {
  default: function RequestView() {
    const { request } = useLoaderData<{ request: PageRequest }>();
    return <section>{Object.entries(request).map(([field, value]) => <p key={field} data-field={field}>{JSON.stringify(value ?? null)}</p>)}</section>;
  },
  loader: async ({ request }) => ({ request }),
  meta: () => ({ title: 'Request' }),
} as PageModule;

const routes: RouteDefinition[] = [
  ...routesWithTestPages.slice(0, -1),
  { name: 'test-counted', path: '/test/counted', page: 'test-counted', sitemap: false },
  { name: 'test-request', path: '/test/request', page: 'test-request', sitemap: false },
  routesWithTestPages.at(-1)!,
];
const testPages: Record<string, PageModule> = { 'test-counted': counted, 'test-request': requestShown };
const loadPageModule = (name: string) => (testPages[name] ? Promise.resolve(testPages[name]) : loadPageModuleWithTestPages(name));

let backoffice: FakeBackoffice;
let site: TestSite;
beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite(
    { BACKOFFICE_URL: backoffice.url, RENDER_CACHE_TTL_MS: String(TTL_MS), RENDER_CACHE_STALE_MS: '60000' },
    { routes, loadPageModule, clock: () => now },
  );
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
});

let path: string;
let round = 0;
beforeEach(() => {
  // A page of its own for each test: the query is part of the key.
  round += 1;
  path = `/test/counted?round=${round}`;
});

const renderOf = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the page is kept (a hit), so a test starts from a known cache state. */
async function keptPage(target: string, headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await site.get(target, { headers });
    if (response.headers.get('x-render-cache') === 'hit') return response;
    await response.arrayBuffer();
    await sleep(20);
  }
  throw new Error(`${target} was never kept`);
}

describe('one render per page', () => {
  test('a burst of 100 concurrent requests for a cold page renders it once', async () => {
    const before = renders;
    const responses = await Promise.all(Array.from({ length: 100 }, () => site.get(path)));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(renders - before).toBe(1);
    expect(new Set(bodies.map(renderOf)).size).toBe(1);
    expect(responses.filter((response) => response.headers.get('x-render-cache') === 'hit')).toHaveLength(99);
    // Kept copies carry the security headers of the response they were rendered for.
    for (const response of responses) {
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('a stale page is served at once and refreshed once in the background', async () => {
    const first = renderOf(await (await keptPage(path)).text());
    now += TTL_MS + 50;
    const before = renders;
    // The refresh is held until the ten have their answers: each is the stale page, whatever the
    // machine's speed.
    let releaseRenders!: () => void;
    rendersHeld = new Promise((resolve) => (releaseRenders = resolve));
    const stale = await Promise.all(Array.from({ length: 10 }, () => site.get(path)));
    for (const response of stale) expect(response.headers.get('x-render-cache')).toBe('stale');
    expect((await Promise.all(stale.map((response) => response.text()))).map(renderOf)).toEqual(Array(10).fill(first));
    rendersHeld = undefined;
    releaseRenders();
    const refreshed = await keptPage(path);
    expect(renders - before).toBe(1);
    expect(renderOf(await refreshed.text())).toBe(renders);
  });

  test('each kept copy goes out once per coding for the proxy in front to store: later views of it in that coding say X-Accel-Expires: 0', async () => {
    const accelExpires = async (response: Response) => {
      await response.arrayBuffer();
      return [response.headers.get('x-render-cache'), response.headers.get('x-accel-expires')];
    };
    // The render's own answer and the kept copy's first view: nginx stores each (decision 191).
    expect(await accelExpires(await site.get(path))).toEqual([null, null]);
    const firstView = await keptPage(path);
    expect(firstView.headers.get('x-accel-expires')).toBeNull();
    await firstView.arrayBuffer();
    expect(await accelExpires(await site.get(path))).toEqual(['hit', '0']);
    // nginx keys its copy by the coding (decision 202): each coding's first view is stored, once.
    // fetch's own header took gzip above.
    const inCoding = (acceptEncoding: string) => site.get(path, { headers: { 'accept-encoding': acceptEncoding } });
    expect(await accelExpires(await inCoding('gzip'))).toEqual(['hit', '0']);
    expect(await accelExpires(await inCoding('br'))).toEqual(['hit', null]);
    expect(await accelExpires(await inCoding('br'))).toEqual(['hit', '0']);
    expect(await accelExpires(await inCoding('identity'))).toEqual(['hit', null]);
    expect(await accelExpires(await inCoding('identity'))).toEqual(['hit', '0']);
    // Other words for a coding already sent are no new copy.
    expect(await accelExpires(await inCoding('deflate, br;q=0.5'))).toEqual(['hit', '0']);
    expect(await accelExpires(await inCoding('gzip, br;q=0'))).toEqual(['hit', '0']);
    // Stale: the same copy again. Its refresh is a new copy: its first view goes out for the proxy.
    now += TTL_MS + 50;
    const before = renders;
    expect(await accelExpires(await site.get(path))).toEqual(['stale', '0']);
    await expect.poll(() => renders).toBe(before + 1);
    const refreshed = await keptPage(path);
    expect(renderOf(await refreshed.text())).toBe(before + 1);
    expect(refreshed.headers.get('x-accel-expires')).toBeNull();
    expect(await accelExpires(await site.get(path))).toEqual(['hit', '0']);
  });

  test('a kept page answers If-None-Match with a 304 and its own ETag', async () => {
    const kept = await keptPage(path);
    const etag = kept.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await site.get(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-render-cache')).toBe('hit');
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  test('a kept page is compressed with brotli or gzip for those who take it, whole for the others', async () => {
    await keptPage(path);
    const encoded = async (acceptEncoding: string) => {
      const response = await site.get(path, { headers: { 'accept-encoding': acceptEncoding } });
      await response.arrayBuffer();
      return [response.headers.get('content-encoding'), Number(response.headers.get('content-length'))] as const;
    };
    const [[brotli, brotliLength], [gzip, gzipLength], [plain, plainLength]] = [await encoded('br, gzip'), await encoded('gzip'), await encoded('identity')];
    expect([brotli, gzip, plain]).toEqual(['br', 'gzip', null]);
    expect(brotliLength).toBeLessThan(plainLength);
    expect(gzipLength).toBeLessThan(plainLength);
  });
});

describe('no visitor gets a page rendered for another', () => {
  test.each([
    ['path', ['/test/request?path', {}], ['/individual-filler/test/request?path', {}]],
    ['query', ['/test/request?query=a', {}], ['/test/request?query=b', {}]],
    ['supportsWebp', ['/test/request?webp', { accept: 'text/html' }], ['/test/request?webp', { accept: 'text/html,image/webp' }]],
    ['crawler', ['/test/request?crawler', {}], ['/test/request?crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }]],
    ['signedIn', ['/test/request?signed-in', {}], ['/test/request?signed-in', { cookie: 'login_token=a-customer' }]],
  ] as const)('%s: a page showing its whole request is never handed to a visitor whose request differs there', async (_field, kept, other) => {
    const shown = (html: string) => Object.fromEntries([...html.matchAll(/<p data-field="(\w+)">([^<]*)<\/p>/g)].map(([, field, value]) => [field, value!.replaceAll('&quot;', '"')]));
    await keptPage(kept[0], kept[1]);
    const response = await site.get(other[0], { headers: other[1] });
    const expected = readPageRequest(other[0], other[1], configuredLocales).page;
    expect(shown(await response.text())).toEqual(Object.fromEntries(Object.entries(expected).map(([field, value]) => [field, JSON.stringify(value ?? null)])));
  });

  test('query: another query string is another page', async () => {
    const kept = renderOf(await (await keptPage(path)).text());
    const other = await site.get(`${path}&page=2`);
    expect(other.headers.get('x-render-cache')).toBeNull();
    expect(renderOf(await other.text())).not.toBe(kept);
  });

  test('WebP: a browser without WebP never gets the page rendered for one with it, and back', async () => {
    await keptPage(path, { accept: 'text/html,image/webp' });
    const without = await site.get(path, { headers: { accept: 'text/html' } });
    expect(await without.text()).toContain('"app/$supportsWebp":false');
    const withWebp = await keptPage(path, { accept: 'text/html,image/webp' });
    expect(await withWebp.text()).toContain('"app/$supportsWebp":true');
  });

  test('crawler: a crawler gets its own whole document, never the copy streamed to a person', async () => {
    await keptPage('/test/slow');
    const crawler = await site.get('/test/slow', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    const html = await crawler.text();
    expect(html).not.toContain('waiting for the slow section');
    expect(html).toContain('<p id="slow-section">the slow section arrived</p>');
  });

  test('streamed: the copy kept of a page streamed to its first visitor is the page whole, with no fallback swapped in later', async () => {
    const streamed = await site.get('/test/slow?whole');
    expect(streamed.headers.get('cache-control')).toBe('private, no-store');
    expect(await streamed.text()).toContain('waiting for the slow section');
    const html = await (await keptPage('/test/slow?whole')).text();
    expect(html).toContain('<p id="slow-section">the slow section arrived</p>');
    expect(html).not.toContain('waiting for the slow section');
    expect(html).not.toContain('$RC(');
  });

  test('locale: a French visitor of the root is sent to the French home, whatever the root kept for English', async () => {
    await keptPage('/', { 'accept-language': 'en' });
    const byBrowser = await site.get('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(byBrowser.status).toBe(302);
    expect(byBrowser.headers.get('location')).toMatch(/^\/fr/);
    const byChoice = await site.get('/', { headers: { 'accept-language': 'en', cookie: 'i18n_redirected=fr' } });
    expect(byChoice.status).toBe(302);
    const french = await keptPage('/fr/test/counted', { 'accept-language': 'en' });
    expect(await french.text()).toContain('<html lang="fr-FR"');
  });

  test('sales plan: each audience gets the page of its own plan', async () => {
    const pro = await keptPage(path);
    const part = await site.get(`/individual-filler${path}`);
    const plans = [/plan (\d+)/.exec(await pro.text())?.[1], /plan (\d+)/.exec(await part.text())?.[1]];
    expect(plans[0]).toBeDefined();
    expect(plans[1]).toBeDefined();
    expect(plans[0]).not.toBe(plans[1]);
  });

  test.each([
    ['login', 'login_token=a-customer'],
    ['cart', 'cart_token=a-cart'],
  ])('%s: a request with a %s token is never served from the cache, and its render is never kept', async (_rule, cookie) => {
    const personal = await site.get(path, { headers: { cookie } });
    const personalRender = renderOf(await personal.text());
    const anonymous = await site.get(path);
    expect(renderOf(await anonymous.text())).not.toBe(personalRender);
    const kept = renderOf(await (await keptPage(path)).text());
    const again = await site.get(path, { headers: { cookie } });
    expect(again.headers.get('x-render-cache')).toBeNull();
    expect(renderOf(await again.text())).not.toBe(kept);
  });

  test('form post: a page answering a post, with what the visitor typed, is never kept nor served a kept copy', async () => {
    await keptPage('/contact');
    const typed = 'Typed-By-One-Visitor';
    const posted = await site.get('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: new URLSearchParams({ firstname: typed, lastname: 'B', email: 'not-an-address', message: 'Hi' }).toString(),
    });
    expect(posted.headers.get('x-render-cache')).toBeNull();
    expect(await posted.text()).toContain(typed);
    const next = await site.get('/contact');
    expect(await next.text()).not.toContain(typed);
  });

  test('failure: a 5xx is never kept; the next visitor gets a new render', async () => {
    failNextRender = true;
    const failed = await site.get(path);
    expect(failed.status).toBe(500);
    await failed.arrayBuffer();
    const next = await site.get(path);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-render-cache')).toBeNull();
  });

  test('nonce: a kept copy carries no nonce; its scripts run under its own policy of hashes, for everyone', async () => {
    const streamed = await site.get('/test/slow?nonce');
    const nonce = /'nonce-([0-9a-f]+)'/.exec(streamed.headers.get('content-security-policy')!)?.[1];
    expect(nonce).toBeDefined();
    expect(streamed.headers.get('cache-control')).toBe('private, no-store');
    await streamed.text();
    const [one, two] = [await keptPage('/test/slow?nonce'), await keptPage('/test/slow?nonce')];
    const [htmlOne, htmlTwo] = [await one.text(), await two.text()];
    expect(htmlOne).toBe(htmlTwo);
    expect(one.headers.get('content-security-policy')).toBe(two.headers.get('content-security-policy'));
    expect(one.headers.get('content-security-policy')).not.toContain("'nonce-");
    expect(one.headers.get('cache-control')).toMatch(/^public/);
    expect(htmlOne).not.toContain(nonce!);
    expect(htmlOne).not.toMatch(/\snonce="/);
    expect(blockedScripts(htmlOne, one.headers.get('content-security-policy')!, new URL(site.url).origin)).toEqual([]);
  });
});

test('RENDER_CACHE_MAX_BYTES=0 turns the cache off', async () => {
  const uncached = await startTestSite({ BACKOFFICE_URL: backoffice.url, RENDER_CACHE_MAX_BYTES: '0' }, { routes, loadPageModule });
  try {
    const before = renders;
    for (let index = 0; index < 3; index++) expect((await uncached.get(path)).headers.get('x-render-cache')).toBeNull();
    expect(renders - before).toBe(3);
  } finally {
    await uncached.close();
  }
});
