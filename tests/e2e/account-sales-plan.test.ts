/**
 * The sales plan in the browser (issue 8, spec §2, §4, decisions §2): the target segment of the
 * address chooses the plan, and the plan's menus follow; a product sold in the other plan only is
 * retried once in that plan by the server and shown at its audience's URL. Every page link is a
 * document navigation (decisions 170, 199): the server settles the plan for each page.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${fixture.site.url}${path}`);
  await waitForHydration(page);
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('the target segment switches the plan, and the menus follow', async () => {
  const page = await fixture.browser.newPage();
  const problems = collectPageProblems(page);
  await open(page, '/preview/1');
  expect(await mainMenu(page).getByText('Services', { exact: true }).count()).toBe(1);
  await open(page, '/individual-filler/preview/1');
  expect(await mainMenu(page).getByText('Advice', { exact: true }).count()).toBe(1);
  expect(await mainMenu(page).getByText('Services', { exact: true }).count()).toBe(0);
  await open(page, '/professional-filler/preview/1');
  expect(await mainMenu(page).getByText('Services', { exact: true }).count()).toBe(1);
  expect(problems).toEqual([]);
  await page.close();
});

test('a product of the other plan only is shown at its audience URL, with that audience menus', async () => {
  const page = await fixture.browser.newPage();
  const problems = collectPageProblems(page);
  await open(page, '/product/crack-and-hole-filler-paste');
  expect(new URL(page.url()).pathname).toBe('/individual-filler/product/crack-and-hole-filler-paste');
  expect(await page.locator('h1').textContent()).toMatch(/Crack and Hole Filler/i);
  expect(await mainMenu(page).getByText('Advice', { exact: true }).count()).toBe(1);
  expect(problems).toEqual([]);
  await page.close();
});
