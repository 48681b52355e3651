/**
 * Visitors' Web Vitals (decision 192) in Chromium: no beacon while the visitor has not consented
 * to analytics, even as pages are hidden; once they accept, the next page sends one beacon as it is
 * hidden, and no second, which the site counts under the page's route name, audience and device
 * class. The library is not part of the first load: it is fetched only on a consenting page, once
 * it is idle.
 * Headless Chromium does not hide a page it navigates away from: the test hides it as a visitor
 * switching tabs or apps does (visibilityState `hidden` and its event).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

const TOKEN = 'field-vitals-metrics-token-0123456789';
/** The chunks holding the web-vitals library, from the build's metafile. */
const metafile = JSON.parse(readFileSync('dist/client/metafile.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
const libraryPaths = Object.entries(metafile.outputs)
  .filter(([, output]) => output.entryPoint?.endsWith('node_modules/web-vitals/dist/web-vitals.js'))
  .map(([file]) => file.replace(/^dist\/client/, ''));
let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  // Every page view reports, so that one beacon is certain.
  site = await startEmbeddedSite({ RUM_SAMPLE_RATE: '1', SITE_ADMIN_TOKEN: TOKEN });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function vitalsCounted(): Promise<number> {
  const text = await (await site.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('site_web_vitals_ttfb_seconds_count{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** The visitor switches to another tab or app: the page is hidden. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** Opens `path` and waits until the page is idle: the reporting chunk has had its chance to start. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))));
}

test('no beacon before consent; after it, the next page hidden sends one, counted under its route', { timeout: 60_000 }, async () => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const beacons: string[] = [];
  const libraryRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/rum') beacons.push(request.postData() ?? '');
    if (libraryPaths.includes(pathname)) libraryRequests.push(pathname);
  });
  const before = await vitalsCounted();

  await visit(page, '/product/fine-finish-smoothing-powder');
  await hide(page);
  await visit(page, '/contact');
  await page.getByRole('dialog', { name: 'Cookies and privacy' }).getByRole('button', { name: 'Accept all' }).click();
  await page.waitForFunction(() => document.cookie.includes('analytics%3Dtrue') || document.cookie.includes('analytics=true'));
  expect(beacons).toEqual([]);
  await hide(page);
  expect(libraryRequests).toEqual([]);
  expect(beacons).toEqual([]);
  expect(await vitalsCounted()).toBe(before);

  // The first page seen with consent measures, and reports as it is hidden.
  await visit(page, '/product/fine-finish-smoothing-powder');
  expect(libraryRequests.length).toBeGreaterThan(0);
  await hide(page);
  await expect.poll(() => beacons.length).toBe(1);
  const beacon = JSON.parse(beacons[0]!) as { page: string; audience: string; device: string; vitals: { name: string; value: number }[] };
  expect(beacon).toMatchObject({ page: 'product', audience: 'pro', device: 'phone' });
  expect(beacon.vitals.map((vital) => vital.name)).toEqual(expect.arrayContaining(['TTFB', 'LCP']));
  expect(Object.keys(beacon).sort()).toEqual(['audience', 'device', 'page', 'vitals']);
  await expect.poll(vitalsCounted).toBe(before + 1);
  // One page view, one beacon: no other follows it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(beacons.length).toBe(1);
  expect(await vitalsCounted()).toBe(before + 1);
});
