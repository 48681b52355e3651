/**
 * Link prefetch (spec §9): links in view are prefetched once the browser is idle (2 s at the
 * latest) — the page's chunk and its loader data — and the click then uses them; nothing is
 * prefetched on a 2g connection or with the data saver on.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { AssetManifest } from '../../src/shared/app/asset-manifest.ts';
import { collectPageProblems } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';

const fixture = useBrowserSite();
const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as AssetManifest;
const categoryChunk = manifest.pages.category!.file;
const isCategoryData = (url: string) => url.includes('/api/v1/url/entity') && url.includes('entity_type=category') && url.includes('slug=smoothing');

async function openHome(connection?: { effectiveType: string; saveData: boolean }): Promise<{ page: Page; requested: string[]; problems: string[] }> {
  const page = await fixture.browser.newPage();
  const problems = collectPageProblems(page);
  if (connection) {
    await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
  }
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.goto(`${fixture.site.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { page, requested, problems };
}

test('a link in view has its chunk and data fetched ahead, and the click uses them', async () => {
  const { page, requested, problems } = await openHome();
  await expect.poll(() => requested.some(isCategoryData), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => requested.includes(categoryChunk)).toBe(true);
  await page.getByRole('link', { name: 'Smoothing' }).first().click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Smoothing');
  expect(requested.filter(isCategoryData)).toHaveLength(1);
  expect(problems).toEqual([]);
  await page.close();
});

test.each([
  ['a 2g connection', { effectiveType: 'slow-2g', saveData: false }],
  ['the data saver', { effectiveType: '4g', saveData: true }],
])('nothing is prefetched with %s', async (_name, connection) => {
  const { page, requested, problems } = await openHome(connection);
  // Well past the 2 s idle timeout: a prefetch would have started by now.
  await page.waitForTimeout(3500);
  expect(requested.filter(isCategoryData)).toEqual([]);
  // The click still works, fetching then.
  await page.getByRole('link', { name: 'Smoothing' }).first().click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Smoothing');
  expect(requested.filter(isCategoryData)).toHaveLength(1);
  expect(problems).toEqual([]);
  await page.close();
});
