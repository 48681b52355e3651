/**
 * The page's modules start once its content has painted (decision 169): no script of the build
 * is requested before the first contentful paint, and the page still hydrates, on a phone and a
 * desktop, in English and French.
 */
import { expect, test } from 'vitest';
import { collectPageProblems, newAnsweredVisitorPage } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';
import { waitForHydration } from './finding-support.ts';

const fixture = useBrowserSite();

test.each([
  ['/', { width: 390, height: 844 }],
  ['/fr/enduit-particuliers/contact', { width: 1366, height: 900 }],
] as const)('%s: every module is requested after the first contentful paint, and the page hydrates', async (path, viewport) => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport });
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}${path}`);
  await waitForHydration(page);
  const { paint, modules } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    modules: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(modules.some((module) => /^\/assets\/entry-/.test(module.url))).toBe(true);
  for (const module of modules) expect(module.startTime, module.url).toBeGreaterThanOrEqual(paint!);
  expect(problems).toEqual([]);
  await page.context().close();
});
