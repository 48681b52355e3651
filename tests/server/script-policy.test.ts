/**
 * Every page type's scripts against its own Content-Security-Policy (docs/decisions/120): each
 * inline script that runs is allowed by the policy of the response that carries it, and a
 * response any cache may keep carries no nonce at all, so no cache can hand one out.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import { loadPageModuleWithTestPages, routesWithTestPages } from '../support/test-pages.tsx';
import { blockedScripts, isDataBlock, scriptElements, scriptSources } from '../support/script-policy.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  // The real pages, and one whose deferred section is still on its way when the shell is sent.
  site = await startEmbeddedSite({}, { routes: routesWithTestPages, loadPageModule: loadPageModuleWithTestPages });
});
afterAll(() => site?.close());

/** One address per page type of routes.ts (and the 404), from the demo catalogue. */
const pages: readonly (readonly [label: string, path: string, headers: Record<string, string>])[] = [
  ['home', '/', {}],
  ['home of the other audience', '/individual-filler', {}],
  ['category', '/professional-filler/category/smoothing-compounds', {}],
  ['product', '/professional-filler/product/fine-finish-smoothing-powder', {}],
  ['results', '/professional-filler/results/filler', {}],
  ['choice guide', '/professional-filler/choice-guide', {}],
  ['folder', '/individual-filler/folder/diy-videos', {}],
  ['news', '/news', {}],
  ['faq', '/faq', {}],
  ['careers', '/carrier', {}],
  ['unsolicited application', '/carrier/unsolicited-application', {}],
  ['contact', '/contact', {}],
  ['confirmation', '/confirmation', {}],
  ['trainings', '/formations', {}],
  ['quantity calculator', '/quantity-calculator', {}],
  ['colorimetry', '/colorimetry', {}],
  ['store locator', '/store-locator', {}],
  ['distributors', '/distributors', {}],
  ['technical documentation', '/technical-documentation', {}],
  ['downloads', '/downloads', {}],
  ['start a worksite', '/start-worksite', {}],
  ['comparator', '/comparator', {}],
  ['favourites', '/favorites', {}],
  ['sitemap page', '/sitemap', {}],
  ['login', '/login', {}],
  ['signup', '/signup', {}],
  ['CMS page', '/about-us', {}],
  ['account (guarded, with a login cookie)', '/account', { cookie: 'login_token=not-a-session' }],
  ['not found', '/no/such/page', {}],
  ['a page still streaming', '/test/slow', {}],
  ['crawler', '/professional-filler/product/fine-finish-smoothing-powder', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
];

test.each(pages)('%s (%s): every inline script runs under its own policy, and a storable copy carries no nonce', async (_label, path, headers) => {
  const response = await site.get(path, { headers });
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const policy = response.headers.get('content-security-policy')!;
  const html = await response.text();
  const origin = new URL(site.url).origin;
  expect(blockedScripts(html, policy, origin)).toEqual([]);
  const executable = scriptElements(html).filter((script) => !isDataBlock(script) && !/\ssrc=/.test(script.attributes));
  expect(executable.length).toBeGreaterThan(0);

  const storable = !/no-store|private/.test(response.headers.get('cache-control') ?? '');
  if (storable) {
    expect(scriptSources(policy).filter((source) => source.startsWith("'nonce-"))).toEqual([]);
    expect(html).not.toMatch(/\snonce="/);
  } else {
    // A nonce that no cache can store: this response's own, and only this response's.
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
  }
});

test('a streamed page is never storable, and its nonce is new for every response', async () => {
  // Two first views (the render cache keeps a sealed copy of each, never this response) of a
  // page whose deferred section comes after the shell; one already there renders with it.
  const path = '/test/slow';
  const [first, second] = [await site.get(`${path}?view=1`), await site.get(`${path}?view=2`)];
  const nonces = [first, second].map((response) => scriptSources(response.headers.get('content-security-policy')!).find((source) => source.startsWith("'nonce-")));
  for (const response of [first, second]) expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(nonces[0]).toBeDefined();
  expect(nonces[0]).not.toBe(nonces[1]);
});
