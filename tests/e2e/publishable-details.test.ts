/**
 * Details found looking at the issue 34 screenshots one by one (390 and 1366 px, English and
 * French), each checked here so it does not come back: the prices of a row of product cards on
 * one line; the product gallery's thumbnails square and of one size; the search results' tabs
 * 44 px high, two by two on a phone; a filter's count right after its label, also when the
 * label wraps; every field of the contact form a 44 px target, the title's select as high as
 * the text fields; a store's two actions apart, each 44 px high; the document library's search
 * form on one row on a laptop, with the French page's language filter too.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const phone = { width: 390, height: 844 } as const;
const laptop = { width: 1366, height: 900 } as const;

async function open(path: string, viewport: { width: number; height: number }, saved = false): Promise<{ page: Page; problems: string[] }> {
  const isPhone = viewport.width < 600;
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport, isMobile: isPhone, hasTouch: isPhone });
  contexts.push(page.context());
  if (saved) {
    // Three professional products saved, as the persisted slices keep them (features/persistence).
    await page.addInitScript(() => {
      localStorage.setItem('fpc:favorites', JSON.stringify({ version: 1, value: [1000, 1002, 1001] }));
    });
  }
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}${path}`);
  await waitForHydration(page);
  return { page, problems };
}

const languages = [
  {
    name: 'English',
    category: '/professional-filler/category/smoothing-compounds',
    product: '/professional-filler/product/fine-finish-smoothing-powder',
    results: '/professional-filler/results/filler',
    favorites: '/professional-filler/favorites',
    contact: '/professional-filler/contact',
    stores: '/professional-filler/store-locator',
    documents: '/professional-filler/technical-documentation',
  },
  {
    name: 'French',
    category: '/fr/enduit-professionnels/categorie/enduits-de-lissage',
    product: '/fr/enduit-professionnels/product/lisser-en-finition/lissage-fin-poudre',
    results: '/fr/enduit-professionnels/resultats/enduit',
    favorites: '/fr/enduit-professionnels/favoris',
    contact: '/fr/enduit-professionnels/contact',
    stores: '/fr/enduit-professionnels/ou-trouver-nos-produits',
    documents: '/fr/enduit-professionnels/documentation-technique',
  },
] as const;

/** The top of each card's price, by the top of its card: cards of one row share their top. */
function priceTopsByRow(page: Page): Promise<number[][]> {
  return page.evaluate(() => {
    const rows = new Map<number, number[]>();
    for (const card of document.querySelectorAll('main .product-card')) {
      const price = card.querySelector('.product-card__price');
      if (!price) continue;
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, [...(rows.get(top) ?? []), price.getBoundingClientRect().top]);
    }
    return [...rows.values()];
  });
}

describe.each(languages)('in $name', (language) => {
  test.each([
    { name: 'a category', list: 'category', viewport: laptop },
    { name: 'a category', list: 'category', viewport: phone },
    { name: 'the favourites', list: 'favorites', viewport: laptop },
    { name: 'the favourites', list: 'favorites', viewport: phone },
  ] as const)('the prices of a row of cards line up: $name at $viewport.width px', async ({ list, viewport }) => {
    const { page, problems } = await open(language[list], viewport, list === 'favorites');
    await expect.poll(() => page.locator('main .product-card__price').count()).toBeGreaterThanOrEqual(2);
    const rows = await priceTopsByRow(page);
    // Each page has cards of two heights in a row: a name or a trait on two lines beside one.
    expect(rows.some((row) => row.length > 1)).toBe(true);
    for (const row of rows) expect(Math.max(...row) - Math.min(...row), JSON.stringify(rows)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test("the product gallery's thumbnails are squares of one size, the packshot's and the ambiance's alike", async () => {
    const { page, problems } = await open(language.product, phone);
    const sizes = await page.locator('.gallery__thumbs button').evaluateAll((buttons) => buttons.map((button) => ({ width: button.getBoundingClientRect().width, height: button.getBoundingClientRect().height })));
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toEqual(sizes[0]);
    expect(Math.abs(sizes[0]!.width - sizes[0]!.height)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test.each([laptop, phone])("the search results' tabs are 44 px targets, on a phone two equal columns, at $width px", async (viewport) => {
    const { page, problems } = await open(language.results, viewport);
    const tabs = await page.getByRole('tab').evaluateAll((elements) => elements.map((tab) => tab.getBoundingClientRect()).map(({ x, width, height }) => ({ x, width, height })));
    expect(tabs.length).toBe(4);
    for (const tab of tabs) expect(tab.height).toBeGreaterThanOrEqual(44);
    if (viewport.width < 600) {
      expect(new Set(tabs.map((tab) => Math.round(tab.x))).size).toBe(2);
      for (const tab of tabs) expect(Math.abs(tab.width - tabs[0]!.width)).toBeLessThanOrEqual(1);
    }
    expect(problems).toEqual([]);
  });

  test("a filter's count follows its label's last word", async () => {
    const { page, problems } = await open(language.category, laptop);
    const gaps = await page.evaluate(() =>
      [...document.querySelectorAll('.filter-panel .filter-option__count')].map((count) => {
        const label = count.closest('.filter-option__label')!;
        const range = document.createRange();
        range.setStart(label, 0);
        range.setEndBefore(count);
        const words = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const last = words[words.length - 1]!;
        const box = count.getBoundingClientRect();
        // On the label's last line, a space after it (not pushed to the panel's right edge).
        return { text: label.textContent, sameLine: Math.abs(box.bottom - last.bottom) <= 3, gap: box.left - last.right };
      }),
    );
    expect(gaps.length).toBeGreaterThan(5);
    for (const gap of gaps) {
      expect(gap.sameLine, gap.text!).toBe(true);
      expect(gap.gap, gap.text!).toBeLessThanOrEqual(8);
    }
    expect(problems).toEqual([]);
  });

  test('every field of the contact form is a 44 px target, the select as high as the text fields', async () => {
    const { page, problems } = await open(language.contact, phone);
    const heights = await page.locator('main .field').evaluateAll((fields) =>
      fields.flatMap((field) => [...field.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select')].map((control) => ({ tag: control.tagName, height: control.getBoundingClientRect().height }))),
    );
    expect(heights.some((control) => control.tag === 'SELECT')).toBe(true);
    for (const control of heights) expect(control.height, control.tag).toBeGreaterThanOrEqual(44);
    const select = heights.find((control) => control.tag === 'SELECT')!;
    const input = heights.find((control) => control.tag === 'INPUT')!;
    expect(Math.abs(select.height - input.height)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test.each([laptop, phone])("a store's two actions stand apart, each 44 px high, at $width px", async (viewport) => {
    const { page, problems } = await open(language.stores, viewport);
    const actions = page.locator('.store-card__actions').first();
    const button = (await actions.locator('button').boundingBox())!;
    const link = (await actions.locator('a').boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(link.height).toBeGreaterThanOrEqual(44);
    if (Math.abs(link.y - button.y) < button.height) expect(link.x - (button.x + button.width)).toBeGreaterThanOrEqual(12);
    expect(problems).toEqual([]);
  });

  test("the document library's search form is one row on a laptop, each label on one line", async () => {
    const { page, problems } = await open(language.documents, laptop);
    const form = page.locator('main .library-search');
    const tops = await form.locator('.field, button[type=submit]').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().bottom)));
    expect(new Set(tops).size, String(tops)).toBe(1);
    const labels = await form.locator('.field__label').evaluateAll((elements) => elements.map((label) => ({ text: label.textContent, lines: label.getClientRects().length, height: label.getBoundingClientRect().height, line: parseFloat(getComputedStyle(label).lineHeight) })));
    for (const label of labels) expect(label.height, label.text!).toBeLessThan(label.line * 1.5);
    expect(problems).toEqual([]);
  });
});
