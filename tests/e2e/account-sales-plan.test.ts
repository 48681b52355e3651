/**
 * The sales plan in the browser (issue 8, spec §2, §4): client navigation switches the plan
 * with the target segment, and the plan's menus follow, without leaving the page.
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

test('the target segment switches the plan on client navigation, and the menus follow', async () => {
  const page = await browser.newPage();
  const problems = collectPageProblems(page);
  const planOfMenuCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/menu') planOfMenuCalls.push(url.searchParams.get('sales_plan_id') ?? '');
  });
  const siteInfo = (await (await fetch(`${site.url}/api/v1/site/9`)).json()).data;
  const planId = (target: string) => String(siteInfo.salesplan.find((plan: { target: string }) => plan.target === target).id);

  await open(page, '/contact');
  await expect.poll(() => mainMenu(page).getByText('Services', { exact: true }).count()).toBe(1);
  await navigateClientSide(page, '/individual-filler/contact');
  await expect.poll(() => mainMenu(page).getByText('Advice', { exact: true }).count()).toBe(1);
  expect(await mainMenu(page).getByText('Services', { exact: true }).count()).toBe(0);
  expect(planOfMenuCalls).toEqual([planId('part')]);
  await navigateClientSide(page, '/professional-filler/contact');
  await expect.poll(() => mainMenu(page).getByText('Services', { exact: true }).count()).toBe(1);
  expect(planOfMenuCalls).toEqual([planId('part'), planId('pro')]);
  expect(await sameDocument(page)).toBe('same document');
  expect(problems).toEqual([]);
  await page.close();
});
