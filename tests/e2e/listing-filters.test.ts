/**
 * Product listings (issue #19): on a 390 × 844 phone the first product shows on the first screen,
 * and a "Filters (n)" button opens the filters dialog (live count, "Show N products"); on a wide
 * screen the filters in use are chips above the grid, with "Clear all"; no listing is wider than
 * the screen at 320, 390, 768, 1366 and 1920 px.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration, waitForPicturesInView } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { apiData } from './finding-support.ts';

const fixture = useEmbeddedBrowserSite();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const languages = [
  {
    language: 'English',
    category: '/professional-filler/category/smoothing-compounds',
    results: '/professional-filler/results/filler',
    filtersButton: (count: number) => (count === 0 ? 'Filters' : `Filters (${count})`),
    dialogTitle: 'Filter the products',
    powder: 'Powder',
    products: (count: number) => `${count} products`,
    show: (count: number) => `Show ${count} products`,
    removePowder: 'Remove the filter Powder',
    clearAll: 'Clear all filters',
  },
  {
    language: 'French',
    category: '/fr/enduit-professionnels/categorie/enduits-de-lissage',
    results: '/fr/enduit-professionnels/resultats/enduit',
    filtersButton: (count: number) => (count === 0 ? 'Filtres' : `Filtres (${count})`),
    dialogTitle: 'Filtrer les produits',
    powder: 'Poudre',
    products: (count: number) => `${count} produits`,
    show: (count: number) => `Voir les ${count} produits`,
    removePowder: 'Retirer le filtre Poudre',
    clearAll: 'Effacer tous les filtres',
  },
] as const;

async function openPage(path: string, options: Parameters<typeof newAnsweredVisitorPage>[2]): Promise<{ page: Page; problems: string[] }> {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, options);
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}${path}`);
  await waitForHydration(page);
  await page.locator('.product-card').first().waitFor();
  return { page, problems };
}

const productTotal = async (caracteristics: Record<string, string[]>) =>
  (await apiData<{ total: number }>(fixture.site, `/product?categories=smoothing-compounds&perPage=1&caracteristics=${encodeURIComponent(JSON.stringify(caracteristics))}`)).total;

describe.each(languages)('the category listing in $language', (words) => {
  test('on a 390 × 844 phone: the first product on the first screen, the Filters dialog with its live count, then a chip removes the filter', async () => {
    const all = await productTotal({});
    const powders = await productTotal({ form: ['powder'] });
    expect(powders).toBeGreaterThan(0);
    expect(powders).toBeLessThan(all);
    const { page, problems } = await openPage(words.category, phone);

    const firstCardTop = await page.locator('.product-card').first().evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    expect(firstCardTop).toBeLessThan(844);
    expect(await page.locator('.filter-panel').isVisible()).toBe(false);

    const button = page.getByRole('button', { name: words.filtersButton(0), exact: true });
    expect(await button.isVisible()).toBe(true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: words.dialogTitle });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('status').textContent()).toBe(words.products(all));

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // Ticking a box counts the products of the pending selection; showing them applies it.
    await button.click();
    await dialog.getByRole('checkbox', { name: words.powder, exact: true }).check();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(words.products(powders));
    const show = dialog.getByRole('button', { name: words.show(powders) });
    expect(await show.isVisible()).toBe(true);
    await show.click();
    await page.waitForURL(/\/__FORM__powder$/);
    await expect.poll(() => page.locator('.product-card').count()).toBe(powders);
    expect(await page.locator('.listing__count').textContent()).toBe(words.products(powders));
    // A button once the listing's filters have come (a link to the filter column until then, decision 199).
    await expect.poll(() => page.getByRole('button', { name: words.filtersButton(1), exact: true }).isVisible()).toBe(true);

    // The chip of the filter takes it away again.
    await page.getByRole('link', { name: words.removePowder }).click();
    await page.waitForURL((url) => !url.pathname.includes('__FORM__'));
    await expect.poll(() => page.locator('.product-card').count()).toBe(all);
    await expect.poll(() => page.getByRole('button', { name: words.filtersButton(0), exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('at 1366 px: the filter column stays in view, the filters in use are chips above the grid with Clear all', async () => {
    const { page, problems } = await openPage(`${words.category}/__FORM__powder`, { viewport: { width: 1366, height: 900 } });
    expect(await page.locator('.filters-button').isVisible()).toBe(false);
    expect(await page.locator('.listing__filters').evaluate((column) => getComputedStyle(column).position)).toBe('sticky');
    const chip = page.getByRole('link', { name: words.removePowder });
    expect(await chip.isVisible()).toBe(true);
    const chipBottom = await chip.evaluate((element) => element.getBoundingClientRect().bottom);
    const gridTop = await page.locator('.product-card').first().evaluate((card) => card.getBoundingClientRect().top);
    expect(chipBottom).toBeLessThanOrEqual(gridTop);
    await page.getByRole('link', { name: words.clearAll }).click();
    await page.waitForURL((url) => !url.pathname.includes('__FORM__'));
    await expect.poll(() => page.locator('.product-card').count()).toBe(await productTotal({}));
    await expect.poll(() => chip.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test.each([320, 390, 768, 1366, 1920])('no listing is wider than the screen at %i px', async (width) => {
    const mobile = width < 1024;
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: { width, height: 900 }, isMobile: mobile, hasTouch: mobile });
    for (const path of [words.category, `${words.category}/__FORM__powder`, words.results]) {
      // The listing's final layout: streamed, hydrated, its pictures on screen arrived (not a quiet network).
      await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await waitForPicturesInView(page);
      const layout = await page.evaluate(() => ({ path: location.pathname, scrollWidth: document.documentElement.scrollWidth }));
      expect(layout).toEqual({ path: new URL(path, 'http://x').pathname, scrollWidth: width });
    }
    await page.context().close();
  });
});
