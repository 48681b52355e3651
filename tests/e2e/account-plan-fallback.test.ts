/**
 * The sales-plan fallback in the browser (issue 8, spec §4, decisions §2): a product sold in the
 * other plan only is retried once in that plan and shown at its audience's URL, client-side.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, launchBrowser } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  site = await startEmbeddedSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
}

/** A client-side navigation, as the back button makes one. */
async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a product of the other plan only is retried once in that plan and shown at its audience URL', async () => {
  const page = await browser.newPage();
  const problems = collectPageProblems(page);
  const entityCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/url/entity') entityCalls.push(response.status());
  });
  await open(page, '/contact');
  await navigateClientSide(page, '/product/crack-and-hole-filler-paste');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/individual-filler/product/crack-and-hole-filler-paste');
  await expect.poll(() => page.locator('h1').textContent()).toMatch(/Crack and Hole Filler/i);
  expect(entityCalls.slice(0, 2)).toEqual([400, 200]);
  await expect.poll(() => mainMenu(page).getByText('Advice', { exact: true }).count()).toBe(1);
  expect(await sameDocument(page)).toBe('same document');
  // The refused first call is the fallback's own 400, logged by the browser.
  expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  await page.close();
});
