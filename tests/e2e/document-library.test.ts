/**
 * The document library in Chromium (issue 34, decision 194): the same search and filters with
 * JavaScript (the list changes in place, no document load) and without (the form's GET, the
 * server's redirect), in English and in French; keyboard use; no sideways scroll at 390 px.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function open(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, options);
  contexts.push(page.context());
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}${path}`);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, problems };
}

const main = (page: Page) => page.locator('main');
const types = async (page: Page) => new Set(await main(page).locator('.document-card__type').allTextContents());
const count = (page: Page) => main(page).locator('.library__count').textContent();

const languages = [
  {
    name: 'English',
    path: '/technical-documentation',
    labels: { words: 'Search by title, product or range', range: 'Range', type: 'Document type', submit: 'Search' },
    exterior: 'Exterior compounds',
    safetySheet: 'Safety data sheet',
    words: 'filler',
    address: /\/technical-documentation\/__RANGE__exterior-compounds\/__TYPES__safety-data-sheet\?q=filler$/,
    counted: /^[1-9]\d* documents? for “filler”$/,
  },
  {
    name: 'French',
    path: '/fr/documentation-technique',
    labels: { words: 'Rechercher par titre, produit ou gamme', range: 'Gamme', type: 'Type de document', submit: 'Rechercher' },
    exterior: 'Enduits extérieurs',
    safetySheet: 'Fiche de données de sécurité',
    words: 'poudre',
    address: /\/fr\/(enduit-professionnels\/)?documentation-technique\/__RANGE__[a-z-]+\/__TYPES__safety-data-sheet\?q=poudre$/,
    counted: /^[1-9]\d* documents? pour «\u00a0poudre\u00a0»$/,
  },
] as const;

describe.each(languages)('in $name', (language) => {
  async function search(page: Page): Promise<void> {
    await main(page).getByLabel(language.labels.words).fill(language.words);
    await main(page).getByLabel(language.labels.range, { exact: true }).selectOption({ label: language.exterior });
    await main(page).getByLabel(language.labels.type).selectOption({ label: language.safetySheet });
    await main(page).getByRole('button', { name: language.labels.submit, exact: true }).click();
  }

  test('with JavaScript the list changes in place: the same address, no document loaded', async () => {
    const { page, problems } = await open(language.path);
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await search(page);
    await page.waitForURL(language.address);
    await expect.poll(() => count(page)).toMatch(language.counted);
    expect(await types(page)).toEqual(new Set([language.safetySheet]));
    expect(documentLoads).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The form shows the choices made, read back from the address.
    expect(await main(page).getByLabel(language.labels.words).inputValue()).toBe(language.words);
    expect(problems).toEqual([]);
  });

  test('without JavaScript the form’s GET reaches the same address and list', async () => {
    const { page } = await open(language.path, { javaScriptEnabled: false });
    await search(page);
    await page.waitForURL(language.address);
    expect(await count(page)).toMatch(language.counted);
    expect(await types(page)).toEqual(new Set([language.safetySheet]));
    expect(await main(page).getByLabel(language.labels.type).locator('option:checked').textContent()).toBe(language.safetySheet);
  });
});

test('the keyboard reaches the field, the filters and the button in order, and Enter searches', async () => {
  const { page } = await open('/technical-documentation');
  const field = main(page).getByLabel('Search by title, product or range');
  await field.focus();
  const order: string[] = [];
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? ''));
  }
  expect(order).toEqual(['range', 'product', 'type', 'Search']);
  await field.fill('jointing');
  await field.press('Enter');
  await page.waitForURL(/\/technical-documentation\?q=jointing$/);
  await expect.poll(() => main(page).locator('.document-card__title').allTextContents()).toEqual(['Plasterboard jointing guide']);
});

test.each([['/technical-documentation'], ['/fr/documentation-technique'], ['/downloads'], ['/fr/telechargements']])(
  '%s at 390 px: no sideways scroll, every control at least 44 px high',
  async (path) => {
    const { page } = await open(path, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const short = await main(page)
      .locator('input, select, button, .document-card__download')
      .evaluateAll((controls) => controls.filter((control) => control.getBoundingClientRect().height < 44).map((control) => control.outerHTML.slice(0, 80)));
    expect(short).toEqual([]);
  },
);
