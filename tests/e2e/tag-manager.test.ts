/**
 * The tag manager in the browser (spec §9): with an id and after consent it loads even when the
 * browser asks not to be tracked (do-not-track is not respected), and moving between pages
 * pushes nothing (page tracking is off).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONSENT_HINT_ATTRIBUTE } from '../../src/shared/features/consent/consent-hint.ts';
import { collectPageProblems, launchBrowser, waitForHydration } from '../support/browser.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const tagManagerId = 'GTM-TEST123';
let backoffice: FakeBackoffice;
let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url, TAG_MANAGER_ID: tagManagerId });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await backoffice?.close();
});

test('after consent it loads despite do-not-track, and navigation pushes nothing', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  // No network here: the container script is answered locally.
  const containerRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    containerRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  expect(await page.evaluate(() => navigator.doNotTrack)).toBe('1');

  // Before consent: nothing. The head's hint, which shows the banner before any script, goes in
  // the commit of the consent model's first reading of the cookie, the reading that would have
  // started the container: once it is gone, the container was not started.
  await page.waitForFunction((hint) => !document.documentElement.hasAttribute(hint), CONSENT_HINT_ATTRIBUTE);
  const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
  expect(await banner.isVisible()).toBe(true);
  expect(containerRequests).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => containerRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${tagManagerId}`]);
  const events = () => page.evaluate(() => (window.dataLayer as { event?: string }[]).map((entry) => entry.event));
  expect(await events()).toEqual(['gtm.js', 'consent_update']);

  await page.getByRole('link', { name: 'Smoothing' }).first().click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Smoothing');
  await waitForHydration(page);
  // Page links are document navigations (decision 170), and the test browser has no back-forward
  // cache: going back loads the home page again, whose consent starts the container again. The
  // consent's push is the last thing that start does, after the page was shown: once it is
  // there, a navigation would have pushed before it.
  await page.goBack();
  await expect.poll(() => page.url()).toBe(`${site.url}/`);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => (window.dataLayer as { event?: string }[] | undefined)?.some((entry) => entry.event === 'consent_update') ?? false)).toBe(true);
  expect(await events()).toEqual(['gtm.js', 'consent_update']);
  expect(problems).toEqual([]);
  await context.close();
});
