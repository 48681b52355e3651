/**
 * Issue 14, as a French-speaking visitor: the browser's language sends them to /fr, they browse
 * a consumer category and open a product, then read that product in English; search suggests
 * French products from 3 characters. Chromium, both widths' desktop one (the phone layouts are
 * covered by the other journeys).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { pastSuggestDebounce, visit } from './finding-support.ts';

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

test('a French visitor lands on /fr, browses a category, opens a product and reads it in English', async () => {
  const { page, problems, goto, close } = await visit(browser, site, 'desktop', { locale: 'fr-FR', extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
  await goto('/');
  expect(new URL(page.url()).pathname).toBe('/fr');
  expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');

  await goto('/fr/enduit-particuliers');
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await menu.getByRole('button', { name: 'Nos enduits' }).click();
  await menu.getByRole('link', { name: 'Reboucher', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/enduit-particuliers/categorie/reboucher');
  await expect.poll(() => page.locator('h1').textContent()).toBe('Reboucher');
  await waitForHydration(page);

  const productLink = page.locator('main a[href^="/fr/enduit-particuliers/product/"]').first();
  const productPath = await productLink.getAttribute('href');
  await productLink.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(productPath);
  await waitForHydration(page);
  const frenchName = await page.locator('h1').textContent();
  const english = page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: /English/ });
  const englishPath = await english.getAttribute('href');
  expect(englishPath).toMatch(/^\/individual-filler\/product\//);

  await Promise.all([page.waitForURL(`${site.url}${englishPath}`), english.click()]);
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
  const englishName = await page.locator('h1').textContent();
  expect(englishName).not.toBe(frenchName);
  // The same product: its French alternate (at its canonical audience) has the slug the visitor came from.
  const frenchSlug = productPath!.slice(productPath!.indexOf('/product/'));
  expect(await page.locator('link[rel="alternate"][hreflang="fr-FR"]').getAttribute('href')).toMatch(new RegExp(`/fr/enduit-(particuliers|professionnels)${frenchSlug}$`));
  // The choice is remembered for the root's language detection.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en');
  expect(problems).toEqual([]);
  await close();
});

test('search in French suggests French products from 3 characters', async () => {
  const { page, problems, goto, close } = await visit(browser, site, 'desktop', { locale: 'fr-FR' });
  await goto('/fr/enduit-particuliers');
  const box = page.getByRole('combobox');
  await box.fill('re');
  // Nothing may appear for 2 characters, even once the debounce is over.
  await pastSuggestDebounce(page);
  expect(await box.getAttribute('aria-expanded')).toBe('false');
  await box.fill('reb');
  const options = page.getByRole('listbox').getByRole('option');
  await expect.poll(() => options.count()).toBeGreaterThan(1);
  const names = await page.getByRole('listbox').locator('.suggestion').allTextContents();
  expect(names.some((name) => /rebouch/i.test(name)), names.join(' | ')).toBe(true);
  // Accents folded: 'reparation' finds 'Réparation'.
  await box.fill('reparation');
  await expect.poll(async () => (await page.getByRole('listbox').locator('.suggestion').allTextContents()).join(' | ')).toMatch(/Réparation/);
  expect(problems).toEqual([]);
  await close();
});

test('a language chosen before the page has hydrated is remembered: the root then opens in it', async () => {
  const { page, problems, close } = await visit(browser, site, 'desktop', { locale: 'fr-FR', extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
  // The page's modules never arrive: the visitor clicks a page that only the server rendered.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(`${site.url}/fr/enduit-particuliers`);
  const english = page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: /English/ });
  await Promise.all([page.waitForURL(/\/individual-filler$/), english.click()]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  // The French browser's root now stays English.
  await page.goto(`${site.url}/`);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
  // Blocked modules are this test's doing; anything else would be a problem.
  expect(problems.filter((problem) => !/assets\/.+\.js|ERR_FAILED/.test(problem))).toEqual([]);
  await close();
});
