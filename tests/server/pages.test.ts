/** The real server over HTTP: statuses are settled before the stream starts, and errors stay inside. */
import { readFileSync } from 'node:fs';
import type { AssetManifest } from '../../src/shared/app/asset-manifest.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { loadPageModuleWithTestPages, routesWithTestPages } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';

let backoffice: FakeBackoffice;
let site: TestSite;

beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url }, { routes: routesWithTestPages, loadPageModule: loadPageModuleWithTestPages });
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('status codes', () => {
  test.each([
    ['/', 200, 'Fillers and plasters for professionals'],
    ['/individual-filler', 200, 'Fillers and plasters for individuals and home projects'],
    ['/product/fine-finish', 200, 'Fine Finish'],
    ['/individual-filler/category/smoothing/__FORM__powder/_p__2', 200, 'Smoothing'],
    ['/about-us', 200, 'About us'],
    ['/contact', 200, 'Contact us'],
    ['/product/no-such-product', 404, 'Page 404'],
    ['/category/no-such-category', 404, 'Page 404'],
    ['/no/such/page', 404, 'Page 404'],
    ['/Contact', 404, 'Page 404'],
    [`/category/smoothing/${'__A__b/'.repeat(11)}`, 404, 'Page 404'],
    ['/category/smoothing/__BAD', 404, 'Page 404'],
    ['/test/throws', 500, 'Page 500'],
  ])('%s answers %i with the title %s', async (path, status, title) => {
    const response = await site.get(path);
    const html = await response.text();
    expect(response.status).toBe(status);
    expect(titleOf(html)).toBe(title);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  test('the 404 page says so once: a title, one sentence, the product-search hint and a link home', async () => {
    const html = await (await site.get('/product/no-such-product')).text();
    const errorPage = /<section class="error-page"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect([...errorPage.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((found) => found[1])).toEqual(["This page doesn&#x27;t exist"]);
    const paragraphs = [...errorPage.matchAll(/<p[^>]*>(.*?)<\/p>/g)].map((found) => found[1]);
    expect(paragraphs).toEqual([
      '404',
      'The link you followed may be out of date, or the address may contain a typo.',
      'Looking for a product? Try the search field at the top of the page.',
      '<a class="button" href="/">Back to the home page</a>',
    ]);
    expect(html).not.toMatch(/could not be found|cannot be found/);
  });

  test('a loader failure shows the generic error page and no detail', async () => {
    const html = await (await site.get('/test/throws')).text();
    expect(html).toContain('An error has occurred');
    expect(html).not.toContain('secret stack detail');
    expect(html).not.toMatch(/at \w+ \(/);
    expect(site.log.some((line) => line.includes('secret stack detail from a loader'))).toBe(true);
  });

  test('a render failure in the page shows the error page, not a stack', async () => {
    const response = await site.get('/test/render-throws');
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).not.toContain('secret render failure');
    // The error page itself renders here: the static fallback is for when it cannot.
    expect(html).toContain('An error has occurred');
  });

  test('the pro index route drops its target segment with a 301', async () => {
    const response = await site.get('/professional-filler');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });

  test('a loader can redirect', async () => {
    const response = await site.get('/test/redirect');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/professional-filler/contact');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('a guarded page sends visitors without the login-token cookie home, keeping their audience', async () => {
    for (const [path, home] of [['/account', '/'], ['/individual-filler/account/orders', '/individual-filler']] as const) {
      const response = await site.get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(home);
    }
    const allowed = await site.get('/account', { headers: { cookie: 'login_token=abc' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('private, no-store');
  });

  test('bad percent-encoding is a clean 4xx', async () => {
    const response = await site.get('/product/%E0%A4%A');
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toMatch(/URIError|at \w+ \(/);
  });

  test('HEAD answers the status and headers without a body', async () => {
    const found = await site.get('/product/fine-finish', { method: 'HEAD' });
    expect(found.status).toBe(200);
    expect(await found.text()).toBe('');
    const missing = await site.get('/product/nope', { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  test('other methods on pages are 405', async () => {
    const response = await site.get('/contact', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the document', () => {
  test('carries the canonical link, hreflang alternates and per-page meta', async () => {
    const html = await (await site.get('/individual-filler/category/smoothing/__FORM__powder/_p__2')).text();
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/professional-filler/category/smoothing/_p__2"/>');
    // Alternates name the canonical URL of each language, then x-default.
    expect(html).toContain('hrefLang="en-GB" href="https://www.example.com/professional-filler/category/smoothing/_p__2"');
    expect(html).toContain('hrefLang="x-default" href="https://www.example.com/professional-filler/category/smoothing/_p__2"');
    expect(html).toContain('<meta name="description" content="Smoothing plasters."/>');
    expect(html).toContain('<html lang="en-GB"');
  });

  test('links keep the visitor in their audience', async () => {
    const html = await (await site.get('/individual-filler/contact')).text();
    expect(html).toContain('href="/individual-filler/about-us"');
    expect(html).not.toContain('href="/professional-filler/about-us"');
  });

  test("starts the islands' entry and its chunks from the build's starter script, not from the head, and names the Intl tables worker for the runtime", async () => {
    const html = await (await site.get('/individual-filler/preview/5')).text();
    const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as AssetManifest;
    // The state, then the starter: a file of the build's, fetched once (decision 169).
    expect(html).toMatch(/<script id="_R_">self\.__CATALOGUE_STATE__=\{[^<]*\}<\/script><script src="\/assets\/start-after-first-paint-[A-Z0-9]+\.js" async=""><\/script>/);
    expect(html).toContain(`<script src="${manifest.moduleStarter}" async=""></script>`);
    const starter = await (await site.get(manifest.moduleStarter)).text();
    // Added by the starter once the page has painted; 'self' allows them.
    expect(starter).toContain(`entry:${JSON.stringify(manifest.entry)}`);
    expect(manifest.entry).toMatch(/^\/assets\/entry-[A-Z0-9]+\.js$/);
    expect(starter).toContain(`preloads:${JSON.stringify(manifest.entryImports)}`);
    expect(manifest.entryImports.length).toBeGreaterThan(0);
    // The worker that builds the Intl locale tables off the main thread, which the islands' runtime starts (decision 175).
    expect(starter).toContain(`intlTablesWorker:${JSON.stringify(manifest.intlTablesWorker)}`);
    expect(starter).toContain('"data-intl-tables-worker"');
    expect(starter).not.toContain('new Worker');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
  });

  test("serializes the request state the islands read, and nothing of the static parts'", async () => {
    const html = await (await site.get('/individual-filler/preview/5')).text();
    const state = /self\.__CATALOGUE_STATE__=(.*?)<\/script>/s.exec(html)?.[1];
    const parsed = JSON.parse(state!);
    expect(parsed.status).toBe(200);
    expect(parsed.effector['app/$target']).toBe('part');
    expect(parsed.effector['app/$salesPlan'].id).toBe(2);
    expect(parsed.effector).not.toHaveProperty('app/$menus');
    expect(parsed).not.toHaveProperty('data');
  });

  test('data calls carry the site, language and sales plan of the request', async () => {
    await site.get('/individual-filler/product/fine-finish');
    const call = backoffice.requests.findLast((request) => request.startsWith('GET /url/entity'));
    expect(call).toMatch(/site_id=9/);
    expect(call).toMatch(/lang=en/);
    expect(call).toMatch(/sales_plan_id=2/);
    expect(call).toMatch(/saleplan_id=2/);
  });
});
