/**
 * An island's chunk that fails to load (an old page after a deploy) reloads the page once; a
 * second failure within 60 s leaves the island as the server rendered it instead of reloading
 * again (spec §4, §9): here the search box, whose form still searches without JavaScript.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, interceptable, markerRequestSeen, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();
const metafile = JSON.parse(readFileSync('dist/client/metafile.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
const [searchChunkFile] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/shared/features/search/search-box.tsx')!;
const searchChunk = searchChunkFile.replace(/^dist\/client/, '');

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });

test("an island's chunk failure reloads the page; another within 60 s leaves the island as served, its form still searching", async () => {
  const context = await fixture.browser.newContext(interceptable);
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  let blocked = true;
  await page.route(`**${searchChunk}`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  // Each load of the document, counted by its request: the load event would wait for every picture.
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url());
  });
  await page.goto(`${fixture.site.url}/faq`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  expect(loads).toHaveLength(1);

  // The search wakes on focus: its chunk fails, the page reloads.
  const reloaded = page.waitForEvent('domcontentloaded');
  await searchBox(page).click();
  await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(2);
  await reloaded;
  await waitForHydration(page);
  expect(await page.evaluate(() => Number(sessionStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0);

  // Still broken right after the reload: no second reload; the box, as served, takes the search.
  await searchBox(page).click();
  await expect.poll(() => problems.some((problem) => problem.includes('island "search" could not start')), { timeout: 10_000 }).toBe(true);
  await markerRequestSeen(page);
  expect(loads).toHaveLength(2);
  await searchBox(page).fill('filler');
  await searchBox(page).press('Enter');
  await page.waitForURL(/\/results\/filler/);
  expect(loads.filter((url) => url.endsWith('/faq'))).toHaveLength(2);

  // Once the chunk is there again (the new build), the island wakes and suggests.
  blocked = false;
  await page.goto(`${fixture.site.url}/faq`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await searchBox(page).click();
  await searchBox(page).pressSequentially('fill');
  await expect.poll(() => page.getByRole('option').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // The browser reports each refused chunk and the island that could not start; nothing else may go wrong.
  expect(problems.filter((problem) => !problem.includes('net::ERR_CONNECTION_REFUSED') && !problem.includes('could not start'))).toEqual([]);
  await context.close();
});
