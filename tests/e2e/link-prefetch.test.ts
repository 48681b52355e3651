/**
 * Link prefetch (spec §9, issue 23). A link the client follows itself (another filter of the
 * listing) has its document fetched ahead where a pointer rests on it (in view is not enough on
 * a desktop: a listing shows many filters, each a whole document), and the click uses it. A
 * page link is the speculation rules': on a touch screen, the one page link in view once the
 * page stands still is prefetched by the browser, and the tap is served from that copy; the
 * client never fetches it. Nothing is prefetched on a 2g connection or with the data saver on.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PREFETCH_IDLE_TIMEOUT_MS, VIEWPORT_DWELL_MS } from '../../src/client/link-prefetch.ts';
import { collectPageProblems, markerRequestSeen, waitForHydration } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';

const fixture = useBrowserSite();
const metafile = JSON.parse(readFileSync('dist/client/metafile.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
const prefetcherChunkPaths = Object.entries(metafile.outputs)
  .filter(([, output]) => output.entryPoint === 'src/client/link-prefetch.ts')
  .map(([chunk]) => chunk.replace('dist/client', ''));
const category = '/professional-filler/category/smoothing';
const powderScreen = `${category}/__FORM__powder`;
// The client's fetch of the next screen: no Sec-Purpose, unlike the browser's speculation.
const isPowderScreen = (path: string) => path === powderScreen;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Visit {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Path and query of every request, and whether it was speculative (Sec-Purpose). */
  readonly requested: { path: string; purpose: string | undefined }[];
  /** Path and query of every speculative request whose answer has arrived whole. */
  readonly prefetched: string[];
  readonly problems: string[];
}

interface VisitOptions {
  readonly touch?: boolean;
  readonly connection?: { effectiveType: string; saveData: boolean };
}

async function open(path: string, options: VisitOptions = {}): Promise<Visit> {
  const context = await fixture.browser.newContext(options.touch ? phone : { viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  if (options.connection) {
    await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), options.connection);
  }
  const requested: Visit['requested'] = [];
  const prefetched: string[] = [];
  // The page's own requests: once the offline worker controls the page (when it has activated,
  // sooner or later), it asks the network again for each page's request it answers.
  context.on('request', (request) => {
    if (request.serviceWorker()) return;
    const url = new URL(request.url());
    requested.push({ path: url.pathname + url.search, purpose: request.headers()['sec-purpose'] });
  });
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.headers()['sec-purpose']?.includes('prefetch')) prefetched.push(url.pathname + url.search);
  });
  // The load event, not DOMContentLoaded: the prefetcher waits for the browser to be idle, which
  // it is not while the pictures load.
  await page.goto(`${fixture.site.url}${path}`);
  await waitForHydration(page);
  return { context, page, requested, prefetched, problems };
}

/**
 * Resolves once the prefetcher (src/client/link-prefetch.ts) has had every chance to act on what
 * the hydrated page shows, then sees one last request of its own through. Its module loads on its
 * own, maybe after the page's hydration; once it has come, idle callbacks, the
 * intersection observers' deliveries and timers of equal length each run in the order they were
 * started, so the page's own copies of the prefetcher's steps, started after them, end after them:
 * an idle callback (it starts watching links in one), the links' first delivery (the stillness
 * timer starts on it), that timer's length (the only page link in view is marked then), another
 * idle callback (a queued client prefetch starts in it). Waiting on those steps instead of a clock
 * holds on a loaded machine.
 */
async function prefetcherHadItsChance(page: Page): Promise<void> {
  await page.waitForFunction(
    (chunks) => performance.getEntriesByType('resource').some((entry) => chunks.includes(new URL(entry.name).pathname)),
    prefetcherChunkPaths,
  );
  await page.evaluate(
    async ({ idleTimeout, dwell }) => {
      const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: idleTimeout }));
      await idle();
      await new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        for (const link of document.querySelectorAll('main a[href]')) observer.observe(link);
      });
      await new Promise((resolve) => setTimeout(resolve, dwell));
      await idle();
    },
    { idleTimeout: PREFETCH_IDLE_TIMEOUT_MS, dwell: VIEWPORT_DWELL_MS },
  );
  await markerRequestSeen(page);
}

const deliveryOf = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string; activationStart?: number };
    return { deliveryType: entry.deliveryType, activationStart: entry.activationStart ?? 0 };
  });

test('a filter link pointed at has its document fetched by the client, and the click uses it; those only in view are not fetched', async () => {
  const { context, page, requested, problems } = await open(category);
  await prefetcherHadItsChance(page);
  expect(requested.filter(({ path }) => path.startsWith(`${category}/`))).toEqual([]);
  await page.locator('.listing__filters').getByRole('link', { name: /^Powder/ }).hover();
  await expect.poll(() => requested.some(({ path }) => isPowderScreen(path)), { timeout: 10_000 }).toBe(true);
  expect(requested.filter(({ path }) => path.startsWith(`${category}/`) && !isPowderScreen(path))).toEqual([]);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.locator('.listing__filters').getByRole('link', { name: /^Powder/ }).click();
  await page.waitForURL(`${fixture.site.url}${powderScreen}`);
  await expect.poll(() => page.getByRole('link', { name: 'Remove the filter Powder' }).count()).toBe(1);
  expect(requested.filter(({ path }) => isPowderScreen(path))).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(problems).toEqual([]);
  await context.close();
});

test('on a touch screen, the one page link in view once the page stands still is prefetched by the browser, and the tap is served from it', async () => {
  // A listing with two products in view: the next page is anybody's guess, nothing is prefetched.
  const { context, page, requested, prefetched, problems } = await open(category, { touch: true });
  await prefetcherHadItsChance(page);
  expect(await page.locator('a[data-prefetch]').count()).toBe(0);
  expect(requested.filter(({ purpose }) => purpose !== undefined)).toEqual([]);
  // A product page whose first screen links to one page only: where to buy it. Opened once the
  // offline service worker is active, so that it controls the page from the start: one that takes
  // control between the prefetch and the tap (a loaded machine registers it late) has the tap go
  // through it, and the browser then leaves the prefetch unused.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  requested.length = 0;
  await page.goto(`${fixture.site.url}/professional-filler/product/fine-finish`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const storeLocator = '/professional-filler/store-locator';
  // The whole answer, not the request: a tap while the prefetch is still on its way is a plain
  // navigation (seen with two busy loops beside npm test, the page taking long to render).
  await expect.poll(() => prefetched.includes(storeLocator), { timeout: 20_000 }).toBe(true);
  expect(await page.locator('a[data-prefetch]').count()).toBe(1);
  // The client fetched none of the page's data: the browser has the whole document.
  expect(requested.filter(({ path }) => path.startsWith('/api/v1/store-locator'))).toEqual([]);
  // What can keep Chrome from using a finished prefetch, for the message should it not: a cookie
  // changed since, or a service worker that took control of the page meanwhile.
  const before = await page.evaluate(() => ({ cookies: document.cookie, controlled: navigator.serviceWorker?.controller != null }));
  await page.locator(`main a[href="${storeLocator}"]`).first().tap();
  await page.waitForURL(`${fixture.site.url}${storeLocator}`);
  const after = await page.evaluate(() => ({ cookies: document.cookie, controlled: navigator.serviceWorker?.controller != null }));
  expect((await deliveryOf(page)).deliveryType, `not served from the prefetch: before the tap ${JSON.stringify(before)}, after ${JSON.stringify(after)}`).toBe('navigational-prefetch');
  expect(problems).toEqual([]);
  await context.close();
});

test.each([
  ['a 2g connection', { effectiveType: 'slow-2g', saveData: false }],
  ['the data saver', { effectiveType: '4g', saveData: true }],
])('nothing is prefetched with %s', async (_name, connection) => {
  const { context, page, requested, problems } = await open(category, { touch: true, connection });
  await prefetcherHadItsChance(page);
  expect(await page.locator('a[data-prefetch]').count()).toBe(0);
  expect(requested.filter(({ path, purpose }) => isPowderScreen(path) || purpose !== undefined)).toEqual([]);
  // The tap still works (the browser may start the page on the touch itself: the visitor asked for it).
  await page.getByRole('link', { name: 'Fine Finish' }).first().tap();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Fine Finish');
  expect(problems).toEqual([]);
  await context.close();
});
