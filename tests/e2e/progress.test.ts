/** The page-load progress indicator (spec §4): after a 200 ms throttle, and hidden 500 ms after the end. */
import { expect, test } from 'vitest';
import { openHydrated } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';
import { startFakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite } from '../support/test-site.ts';

const fixture = useBrowserSite({ delays: { '/url/entity': 1200 } });

test('a slow navigation shows the bar after the throttle and hides it after the end', async () => {
  const { page, problems } = await openHydrated(fixture.browser, `${fixture.site.url}/`);
  // Record every phase change with its time, in the page, to avoid sampling gaps.
  await page.evaluate(() => {
    const bar = document.querySelector('.progress-bar')!;
    const phases: [string, number][] = [];
    (window as unknown as { phases: typeof phases }).phases = phases;
    const started = performance.now();
    new MutationObserver(() => phases.push([bar.getAttribute('data-phase')!, performance.now() - started])).observe(bar, { attributes: true, attributeFilter: ['data-phase'] });
  });
  await page.getByRole('link', { name: 'Smoothing' }).click();
  await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Smoothing');
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
    const { page } = await openHydrated(fixture.browser, `${fastSite.url}/`);
    await page.evaluate(() => {
      const bar = document.querySelector('.progress-bar')!;
      const phases: string[] = [];
      (window as unknown as { phases: string[] }).phases = phases;
      new MutationObserver(() => phases.push(bar.getAttribute('data-phase')!)).observe(bar, { attributes: true });
    });
    // The links' modules are prefetched once the page is hydrated: a navigation measured while the
    // browser is still fetching and compiling them is not the fast one this test is about.
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Contact and phone numbers' }).getByRole('link', { name: 'Contact us' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Contact us');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual([]);
  } finally {
    await fastSite.close();
    await fastBackoffice.close();
  }
});
