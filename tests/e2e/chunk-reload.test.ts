/**
 * A page chunk that fails to load (an old page after a deploy) reloads the page once; a second
 * failure within 60 s shows the error page instead of reloading again (spec §4, §9).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { AssetManifest } from '../../src/shared/app/asset-manifest.ts';
import { collectPageProblems } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';

const fixture = useBrowserSite();
const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as AssetManifest;
const categoryChunk = manifest.pages.category!.file;

test('the first chunk failure reloads the page; another within 60 s shows the error page', async () => {
  const page = await fixture.browser.newPage();
  const problems = collectPageProblems(page);
  let blocked = true;
  await page.route(`**${categoryChunk}`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goto(`${fixture.site.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(loads).toHaveLength(1);

  await page.getByRole('link', { name: 'Smoothing' }).first().click();
  await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(2);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(await page.evaluate(() => Number(sessionStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0);

  // Still broken right after the reload: no second reload, the error page instead.
  await page.getByRole('link', { name: 'Smoothing' }).first().click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('An error has occurred');
  await page.waitForTimeout(500);
  expect(loads).toHaveLength(2);

  // Once the chunk is there again (the new build), the link works.
  blocked = false;
  await page.goto(`${fixture.site.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('link', { name: 'Smoothing' }).first().click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Smoothing');
  // The browser reports each refused chunk; nothing else may go wrong.
  expect(problems.filter((problem) => !problem.includes('net::ERR_CONNECTION_REFUSED') && !problem.includes('navigation failed'))).toEqual([]);
  await page.close();
});
