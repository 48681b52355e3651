/**
 * Spec §8 "missing module map entry": a route whose page module cannot be loaded stops the start
 * with a message naming the route and the module, as a bad row of redirects.csv does; the
 * route table as shipped loads whole.
 */
import { expect, test } from 'vitest';
import routes from '../../routes.ts';
import { loadPageModule } from '../../src/shared/pages/load-page-module.ts';
import type { PageModule } from '../../src/shared/pages/page-module.ts';
import { preloadPageModules } from '../../src/server/render/page-modules.ts';
import type { RouteDefinition } from '../../src/shared/kernel/routing/types.ts';
import { startFakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite } from '../support/test-site.ts';

const withRoute = (route: RouteDefinition): RouteDefinition[] => [...routes.slice(0, -1), route, routes[routes.length - 1]!];

test('every page module routes.ts names loads, with something to render', async () => {
  const loaded: string[] = [];
  await preloadPageModules(routes, async (page) => {
    loaded.push(page);
    return loadPageModule(page);
  });
  expect(new Set(loaded)).toEqual(new Set(routes.map((route) => route.page)));
});

test('a route naming a page folder that does not exist is refused with its name', async () => {
  await expect(preloadPageModules(withRoute({ name: 'brochures', path: '/brochures', page: 'brochure', sitemap: false }), loadPageModule)).rejects.toThrow(
    /route "brochures" names the page module "brochure" \(src\/shared\/pages\/brochure\/page\.tsx\), which cannot be loaded/,
  );
});

test('a page module with nothing to render is refused too', async () => {
  const load = async (page: string) => (page === 'contact' ? ({ meta: () => ({ title: 'Contact' }) } as unknown as PageModule) : loadPageModule(page));
  await expect(preloadPageModules(routes, load)).rejects.toThrow(/route "contact" names the page module "contact" .*: it has no default export to render/);
});

test('the site does not start on such a table', async () => {
  const backoffice = await startFakeBackoffice();
  try {
    await expect(
      startTestSite({ BACKOFFICE_URL: backoffice.url }, { routes: withRoute({ name: 'brochures', path: '/brochures', page: 'brochure', sitemap: false }) }),
    ).rejects.toThrow(/route "brochures" names the page module "brochure"/);
  } finally {
    await backoffice.close();
  }
});

test('nor on a table whose entry lacks a locale\'s path: the start names the entry and the locale', async () => {
  const backoffice = await startFakeBackoffice();
  try {
    await expect(
      startTestSite({ BACKOFFICE_URL: backoffice.url }, { routes: withRoute({ name: 'brochures', path: { en: '/brochures' }, page: 'contact', sitemap: false }) }),
    ).rejects.toThrow(/"brochures": path has no pattern for the locale "fr"/);
  } finally {
    await backoffice.close();
  }
});
