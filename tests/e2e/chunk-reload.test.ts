/**
 * A page chunk that fails to load (an old page after a deploy) reloads the page once; a second
 * failure within 60 s shows the error page instead of reloading again (spec §4, §9). Page links
 * are document navigations (decision 170); the whole-page client loads another page's chunk itself
 * when it follows an action, here a search from a page hydrated whole (an editor's preview); an
 * island page's search is a document navigation (decision 199).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { AssetManifest } from '../../src/shared/app/asset-manifest.ts';
import { collectPageProblems, interceptable, markerRequestSeen, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();
const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as AssetManifest;
const resultsChunk = manifest.pages.results!.file;

async function search(page: Page, term: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.fill(term);
  await box.press('Enter');
}

test('the first chunk failure reloads the page; another within 60 s shows the error page', async () => {
  const context = await fixture.browser.newContext(interceptable);
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  let blocked = true;
  await page.route(`**${resultsChunk}`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  // Each load of the document, counted by its request: the load event would wait for every picture.
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url());
  });
  await page.goto(`${fixture.site.url}/preview/1`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  expect(loads).toHaveLength(1);

  const reloaded = page.waitForEvent('domcontentloaded');
  await search(page, 'filler');
  await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(2);
  await reloaded;
  await waitForHydration(page);
  expect(await page.evaluate(() => Number(sessionStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0);

  // Still broken right after the reload: no second reload, the error page instead.
  await search(page, 'filler');
  await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('An error has occurred');
  // The error page is the other branch of the choice that reloads: a reload would have asked for
  // the document before the request sent now.
  await markerRequestSeen(page);
  expect(loads).toHaveLength(2);

  // Once the chunk is there again (the new build), the search works.
  blocked = false;
  await page.goto(`${fixture.site.url}/preview/1`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await search(page, 'filler');
  await page.waitForURL(/\/results\/filler/);
  // The results page's chunk and data load on the search itself: nothing prefetched them.
  await expect.poll(() => page.locator('.product-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await page.locator('h1').textContent()).not.toBe('An error has occurred');
  // The browser reports each refused chunk; nothing else may go wrong.
  expect(problems.filter((problem) => !problem.includes('net::ERR_CONNECTION_REFUSED') && !problem.includes('navigation failed'))).toEqual([]);
  await context.close();
});
