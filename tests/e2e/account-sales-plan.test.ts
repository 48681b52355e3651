/**
 * The sales plan in the browser (issue 8, spec §2, §4, decisions §2): client navigation (the
 * whole-page client's, from an editor's preview, the last page hydrated whole) switches
 * the plan with the target segment and the plan's menus follow, without leaving the page; a
 * product sold in the other plan only is retried once in that plan and shown at its audience's URL.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${fixture.site.url}${path}`);
  await waitForHydration(page);
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
  const page = await fixture.browser.newPage();
  const problems = collectPageProblems(page);
  const planOfMenuCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/menu') planOfMenuCalls.push(url.searchParams.get('sales_plan_id') ?? '');
  });
  const siteInfo = (await (await fetch(`${fixture.site.url}/api/v1/site/9`)).json()).data;
  const planId = (target: string) => String(siteInfo.salesplan.find((plan: { target: string }) => plan.target === target).id);

  await open(page, '/preview/1');
  await expect.poll(() => mainMenu(page).getByText('Services', { exact: true }).count()).toBe(1);
  await navigateClientSide(page, '/individual-filler/preview/1');
  await expect.poll(() => mainMenu(page).getByText('Advice', { exact: true }).count()).toBe(1);
  expect(await mainMenu(page).getByText('Services', { exact: true }).count()).toBe(0);
  expect(planOfMenuCalls).toEqual([planId('part')]);
  await navigateClientSide(page, '/professional-filler/preview/1');
  await expect.poll(() => mainMenu(page).getByText('Services', { exact: true }).count()).toBe(1);
  expect(planOfMenuCalls).toEqual([planId('part'), planId('pro')]);
  expect(await sameDocument(page)).toBe('same document');
  expect(problems).toEqual([]);
  await page.close();
});

test('a product of the other plan only is retried once in that plan and shown at its audience URL', async () => {
  const page = await fixture.browser.newPage();
  const problems = collectPageProblems(page);
  const entityCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/url/entity') entityCalls.push(response.status());
  });
  await open(page, '/preview/1');
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
