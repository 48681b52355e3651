/** The page-load progress indicator (spec §4): after a 200 ms throttle, and hidden 500 ms after the end. */
import { expect, test } from 'vitest';
import { openHydrated } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';
import { startFakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite } from '../support/test-site.ts';

const fixture = useBrowserSite({ delays: { '/url/entity': 1200 } });

// Page links are document navigations (the browser shows its own progress); the bar is for the
// navigations the client makes itself, such as removing a filter on a listing.
const filtered = '/professional-filler/category/smoothing/__FORM__powder';

test('a slow navigation shows the bar after the throttle and hides it after the end', async () => {
  const { page, problems } = await openHydrated(fixture.browser, `${fixture.site.url}${filtered}`);
  // Record every phase change with its time, in the page, to avoid sampling gaps.
  await page.evaluate(() => {
    const bar = document.querySelector('.progress-bar')!;
    const phases: [string, number][] = [];
    (window as unknown as { phases: typeof phases }).phases = phases;
    const started = performance.now();
    new MutationObserver(() => phases.push([bar.getAttribute('data-phase')!, performance.now() - started])).observe(bar, { attributes: true, attributeFilter: ['data-phase'] });
  });
  await page.getByRole('link', { name: 'Remove the filter Powder' }).click();
  await page.waitForURL((url) => !url.pathname.includes('__FORM__'), { timeout: 10_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { phases: [string, number][] }).phases.map(([phase]) => phase))).toEqual([
    'running',
    'finishing',
    'idle',
  ]);
  const phases = await page.evaluate(() => (window as unknown as { phases: [string, number][] }).phases);
  const [running, finishing, idle] = phases.map(([, at]) => at) as [number, number, number];
  // Lower bounds only, with slack for when the page observes the commits: timers never fire early.
  expect(running).toBeGreaterThanOrEqual(150);
  expect(idle - finishing).toBeGreaterThanOrEqual(400);
  expect(problems).toEqual([]);
});

test('a fast navigation never shows the bar', async () => {
  const fastBackoffice = await startFakeBackoffice();
  const fastSite = await startTestSite({ BACKOFFICE_URL: fastBackoffice.url });
  try {
    const { page } = await openHydrated(fixture.browser, `${fastSite.url}${filtered}`);
    await page.evaluate(() => {
      const bar = document.querySelector('.progress-bar')!;
      const phases: string[] = [];
      (window as unknown as { phases: string[] }).phases = phases;
      new MutationObserver(() => phases.push(bar.getAttribute('data-phase')!)).observe(bar, { attributes: true });
    });
    // The links' modules are prefetched once the page is hydrated: a navigation measured while the
    // browser is still fetching and compiling them is not the fast one this test is about.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Remove the filter Powder' }).click();
    await page.waitForURL((url) => !url.pathname.includes('__FORM__'));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual([]);
  } finally {
    await fastSite.close();
    await fastBackoffice.close();
  }
});
