import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageProblems, launchBrowser } from '../support/browser.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

let backoffice: FakeBackoffice;
let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await backoffice?.close();
});

test('a page hydrates without console errors and navigates client-side without a full reload', async () => {
  const page = await browser.newPage();
  const problems = collectPageProblems(page);
  await page.goto(`${site.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('link', { name: 'Smoothing' }).click();
  await page.waitForURL(`${site.url}/professional-filler/category/smoothing`);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Smoothing');
  await expect.poll(() => page.title()).toBe('Smoothing');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  await page.getByRole('link', { name: 'Fine Finish' }).click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Fine Finish');
  await page.goBack();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Smoothing');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(problems).toEqual([]);
});
