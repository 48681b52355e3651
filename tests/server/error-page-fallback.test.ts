/**
 * Spec §8 "error while showing the error page": when the error page cannot be rendered either,
 * a static page says so, with the status and a reference (also in the log) and a link home —
 * never the error itself. Here the route table has no route named "home", which the document
 * and the error page both link to: a page whose content fails gets the error page, which fails
 * too.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { loadPageModuleWithTestPages, routesWithTestPages } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';

let backoffice: FakeBackoffice;
let site: TestSite;

beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  const withoutHome = routesWithTestPages.map((route) => (route.name === 'home' ? { ...route, name: 'start' } : route));
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url }, { routes: withoutHome, loadPageModule: loadPageModuleWithTestPages });
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
});

test('the static fallback page answers, with details for support and a link home', async () => {
  const response = await site.get('/test/render-throws');
  const html = await response.text();
  expect(response.status).toBe(500);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(html).toContain('<title>Page 500</title>');
  expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
  expect(html).toContain('<a href="/">Back to the home page</a>');
  const reference = /Error 500, reference ([0-9a-f]{8})\./.exec(html)?.[1];
  expect(reference).toBeDefined();
  expect(html).not.toContain('No route named');
  expect(html).not.toMatch(/at \w+ \(/);
  const logged = site.log.find((line) => line.includes(`rendering the error page failed too, reference ${reference}`));
  expect(logged).toContain('No route named "home"');
});

test('each failure gets its own reference', async () => {
  const references = await Promise.all(
    ['/test/render-throws', '/test/render-throws?again'].map(async (path) => /reference ([0-9a-f]{8})/.exec(await (await site.get(path)).text())?.[1]),
  );
  expect(references[0]).not.toBe(references[1]);
});
