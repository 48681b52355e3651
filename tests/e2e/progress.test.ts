/** The page-load progress indicator (spec §4): after a 200 ms throttle, and hidden 500 ms after the end, on the page's clock. */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { progressTiming } from '../../src/shared/layout/widgets/progress-timing.ts';
import { collectPageProblems, waitForHydration } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';
import { startFakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite } from '../support/test-site.ts';

// The listing's products: each filter asks for its own, so neither the site's catalogue cache nor
// its render cache can answer the next screen before the back office does.
const fixture = useBrowserSite({ delays: { '/product': 1200 } });

// Page links are document navigations (the browser shows its own progress); the bar is for the
// navigations the client makes itself, such as removing a filter on a listing.
const filtered = '/professional-filler/category/smoothing/__FORM__powder';

/**
 * The data saver on: the link prefetcher leaves the filter links alone (link-prefetch.ts), so the
 * click's own fetch is what the bar shows, not a copy fetched while the page stood idle.
 */
const withoutPrefetch = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true }));

test('a slow navigation shows the bar after the throttle and hides it after the end', async () => {
  const page = await fixture.browser.newPage();
  const problems = collectPageProblems(page);
  await withoutPrefetch(page);
  // The page's timers run on a clock the test moves: the throttle and the hiding delay are steps
  // of that clock, whatever the machine's speed. The back office's answer still takes its real 1.2 s.
  await page.clock.install();
  await page.goto(`${fixture.site.url}${filtered}`);
  await waitForHydration(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const phase = () => page.locator('.progress-bar').getAttribute('data-phase');
  expect(await phase()).toBe('idle');
  await page.getByRole('link', { name: 'Remove the filter Powder' }).click();
  await page.clock.runFor(progressTiming.throttleMs - 1);
  expect(await phase()).toBe('idle');
  await page.clock.runFor(1);
  await expect.poll(phase).toBe('running');
  await page.waitForURL((url) => !url.pathname.includes('__FORM__'));
  await expect.poll(phase).toBe('finishing');
  await page.clock.runFor(progressTiming.hideDelayMs - 1);
  expect(await phase()).toBe('finishing');
  await page.clock.runFor(1);
  await expect.poll(phase).toBe('idle');
  expect(problems).toEqual([]);
});

test('a fast navigation never shows the bar', async () => {
  const fastBackoffice = await startFakeBackoffice();
  const fastSite = await startTestSite({ BACKOFFICE_URL: fastBackoffice.url });
  try {
    const page = await fixture.browser.newPage();
    const problems = collectPageProblems(page);
    await withoutPrefetch(page);
    // On the page's clock, stopped for the navigation: it ends within the throttle whatever the
    // machine's speed, and once it has, moving the clock past the throttle and the hiding delay
    // shows whether the bar was called off, without waiting for it on the wall clock.
    await page.clock.install();
    await page.goto(`${fastSite.url}${filtered}`);
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.evaluate(() => {
      const bar = document.querySelector('.progress-bar')!;
      const phases: string[] = [];
      (window as unknown as { phases: string[] }).phases = phases;
      new MutationObserver(() => phases.push(bar.getAttribute('data-phase')!)).observe(bar, { attributes: true });
    });
    const chip = page.getByRole('link', { name: 'Remove the filter Powder' });
    await chip.click();
    await page.waitForURL((url) => !url.pathname.includes('__FORM__'));
    // The new page is on screen: the navigation, and with it the pending state, has ended.
    await expect.poll(() => chip.count()).toBe(0);
    await page.clock.runFor(progressTiming.throttleMs + progressTiming.hideDelayMs);
    expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await fastSite.close();
    await fastBackoffice.close();
  }
});
