import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, openHydrated, waitForHydration } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';
import { startFakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite } from '../support/test-site.ts';

const fixture = useBrowserSite();

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

test('a link to another page is a document navigation; another filter of the same screen is followed client-side', async () => {
  const { site, browser } = fixture;
  const { page, problems } = await openHydrated(browser, `${site.url}/`);
  await setMarker(page);
  await page.getByRole('link', { name: 'Smoothing' }).click();
  await page.waitForURL(`${site.url}/professional-filler/category/smoothing`);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Smoothing');
  await expect.poll(() => page.title()).toBe('Smoothing');
  expect(await marker(page)).toBeUndefined();
  // The same screen with a filter: the client follows it, and back, without leaving the document.
  await page.goto(`${site.url}/professional-filler/category/smoothing/__FORM__powder`);
  await waitForHydration(page);
  await setMarker(page);
  const chip = page.getByRole('link', { name: 'Remove the filter Powder' });
  expect(await chip.getAttribute('data-client-nav')).toBe('');
  await chip.click();
  await page.waitForURL(`${site.url}/professional-filler/category/smoothing`);
  await page.goBack();
  await page.waitForURL(`${site.url}/professional-filler/category/smoothing/__FORM__powder`);
  await expect.poll(() => chip.count()).toBe(1);
  expect(await marker(page)).toBe('same document');
  // Page links carry no mark: the speculation rules may prepare them.
  expect(await page.getByRole('link', { name: 'Fine Finish' }).first().getAttribute('data-client-nav')).toBeNull();
  expect(problems).toEqual([]);
});

test('a streamed page with a deferred section hydrates without errors, and its streamed links lead on', async () => {
  const { site, browser } = fixture;
  const { page, problems } = await openHydrated(browser, `${site.url}/individual-filler/product/fine-finish`);
  await expect.poll(() => page.getByRole('heading', { level: 3, name: 'Multi Filler' }).count()).toBe(1);
  await page.getByRole('link', { name: 'Multi Filler' }).click();
  await page.waitForURL(`${site.url}/individual-filler/product/multi-filler`);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Multi Filler');
  expect(problems).toEqual([]);
});

test('an unknown page shows the 404 page, whose link leads home', async () => {
  const { site, browser } = fixture;
  const { page, problems } = await openHydrated(browser, `${site.url}/no/such/page`);
  expect(await page.title()).toBe('Page 404');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect.poll(() => page.title()).toBe('Fillers and plasters for professionals');
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
});

test('a section that streams in after hydration has started hydrates without errors', async () => {
  const slowBackoffice = await startFakeBackoffice({ delays: { '/product': 800 } });
  const slowSite = await startTestSite({ BACKOFFICE_URL: slowBackoffice.url });
  try {
    const page = await fixture.browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${slowSite.url}/product/fine-finish`, { waitUntil: 'commit' });
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('link', { name: 'Multi Filler' }).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('link', { name: 'Multi Filler' }).click();
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Multi Filler');
    expect(problems).toEqual([]);
  } finally {
    await slowSite.close();
    await slowBackoffice.close();
  }
});
