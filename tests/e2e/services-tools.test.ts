/** The calculator, the shades, the store locator and the documents in a real browser. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, waitForHydration } from '../support/browser.ts';
import { startServiceSite, type ServiceSite } from '../services/service-sites.ts';

let service: ServiceSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  service = await startServiceSite();
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

async function open(path: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  await page.goto(`${service.site.url}${path}`);
  await waitForHydration(page);
  return { page, problems };
}

const main = (page: Page) => page.locator('main');

describe('quantity calculator', () => {
  // A professional's packs are the ones the pro plan sells (5, 15 and 25 kg bags of this powder, no 1 kg).
  test('arriving from a product page, the result follows what is typed, with its hypothesis', async () => {
    const { page, problems } = await open('/quantity-calculator?product=fine-finish-smoothing-powder');
    expect(await main(page).getByLabel('Product').inputValue()).toBe('fine-finish-smoothing-powder');
    await main(page).getByLabel('Surface (m²)').fill('25');
    await main(page).getByLabel('Thickness (mm)').fill('2');
    const output = main(page).locator('.calculator__output');
    await expect.poll(() => output.locator('.calculator__total').textContent()).toBe('You need 15\u00A0kg: 1 × 15\u00A0kg bag.');
    expect(await output.textContent()).toContain('25\u00A0m² × 2\u00A0mm × 0.3\u00A0kg = 15\u00A0kg');

    await main(page).getByLabel('Width × height').check();
    await main(page).getByLabel('Width (m)').fill('4');
    await main(page).getByLabel('Height (m)').fill('2,5');
    await main(page).getByLabel('Openings to deduct (doors, windows) (m²)').fill('12');
    await expect.poll(() => output.locator('.field__error').textContent()).toBe('The openings must be smaller than the wall.');
    await main(page).getByLabel('Openings to deduct (doors, windows) (m²)').fill('2');
    await main(page).getByLabel('Number of passes').check();
    await main(page).getByLabel('Passes (coats)').fill('3');
    await expect.poll(() => output.locator('.calculator__total').textContent()).toBe('You need 7.2\u00A0kg: 2 × 5\u00A0kg bags.');
    expect(await output.textContent()).toContain('Surface: 4\u00A0m × 2.5\u00A0m, minus 2\u00A0m² of openings = 8\u00A0m².');
    expect(await output.textContent()).toContain('3 passes of 1\u00A0mm = 3\u00A0mm.');
    expect(problems).toEqual([]);
  });

  test('the server computes the same result from the URL, before any script', async () => {
    const response = await service.site.get('/quantity-calculator?product=multi-purpose-filler-paste&surface=wall&width=4&height=2.5&openings=2&thickness=3');
    const html = await response.text();
    expect(html).toContain('You need 38.4\u00A0kg: 2 × 15\u00A0kg tubs and 1 × 10\u00A0kg tub.');
  });
});

describe('colorimetry', () => {
  test('swatches by family, filtered by family and by name', async () => {
    const { page, problems } = await open('/colorimetry');
    expect(await main(page).locator('.swatch').count()).toBe(16);
    await main(page).getByRole('button', { name: 'Earths' }).click();
    await expect.poll(() => main(page).locator('.swatch').count()).toBe(4);
    expect(await main(page).getByRole('button', { name: 'Earths' }).getAttribute('aria-pressed')).toBe('true');
    await main(page).getByLabel('Name or reference').fill('terra');
    await expect.poll(() => main(page).locator('.swatch__name').allTextContents()).toEqual(['Terracotta']);
    expect(await main(page).getByRole('status').textContent()).toBe('One shade');
    expect(problems).toEqual([]);
  });
});

describe('store locator', () => {
  test('searchable by city; "use my location" sorts by distance', async () => {
    const { page, problems } = await open('/store-locator', { geolocation: { latitude: 25.2, longitude: 55.3 }, permissions: ['geolocation'] });
    await main(page).getByLabel('City').fill('Tripoli');
    // A professional sees the places that serve professionals first (decision 131's store audience).
    await expect.poll(() => main(page).locator('.store-card__name').allTextContents()).toEqual(['North Lebanon Distribution', 'Tripoli Paint House']);
    await main(page).getByLabel('City').fill('');
    await main(page).getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => main(page).locator('.store-card__name').first().textContent()).toBe('Deira Paints & Tools');
    expect(await main(page).locator('.store-card__distance').first().textContent()).toMatch(/^\d+(\.\d)?\u00A0km away$/);
    // Every place that serves professionals or sells to them: stores, builders' merchants and distributors.
    expect(await main(page).locator('svg.store-map__canvas .store-map__pin').count()).toBe(16);
    expect(problems).toEqual([]);
  });

  test('a refused geolocation says so', async () => {
    const { page } = await open('/store-locator');
    await main(page).getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => main(page).getByRole('alert').textContent()).toBe('An error occurred during the geolocation');
  });
});

describe('technical documentation', () => {
  test('the types filter segment narrows the list; documents open in a new tab', async () => {
    const { page, problems } = await open('/technical-documentation');
    await main(page).getByLabel('Document type').selectOption({ label: 'Safety data sheet' });
    await main(page).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/technical-documentation\/__TYPES__safety-data-sheet$/);
    await expect.poll(async () => new Set(await main(page).locator('.document-card__type').allTextContents())).toEqual(new Set(['Safety data sheet']));
    const link = main(page).locator('.document-card__download').first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await main(page).locator('.document-card__file').first().textContent()).toContain('PDF');
    expect(problems).toEqual([]);
  });
});
