import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Product, ProductPage } from '../../src/shared/kernel/api/entities/catalogue.ts';
import { chromiumPath, interceptable, launchBrowser } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { drawEan13, toY4m } from '../features/finding/ean13-drawing.ts';
import { apiData, visit, type Width } from './finding-support.ts';

let site: TestSite;
let product: Product;
let videoDir: string;
/** A browser whose camera films a drawn EAN-13 of a demo product's pack. */
let filming: Browser;
/** A browser with no camera at all. */
let cameraless: Browser;

beforeAll(async () => {
  site = await startEmbeddedSite();
  const listed = await apiData<ProductPage>(site, '/product?perPage=1');
  product = await apiData<Product>(site, `/product/${listed.items[0]!.id}`);
  videoDir = mkdtempSync(path.join(tmpdir(), 'scan-video-'));
  const video = path.join(videoDir, 'barcode.y4m');
  writeFileSync(video, toY4m(drawEan13(product.items[0]!.ean13, 640, 480, 4)));
  filming = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  cameraless = await launchBrowser();
});
afterAll(async () => {
  await filming?.close();
  await cameraless?.close();
  await site?.close();
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

/** Every script the page has loaded so far, with its text. */
function scriptsOf(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.text().catch(() => ''));
  });
  return scripts;
}

const hasBarcodeReader = (scripts: Map<string, string>) => [...scripts.values()].some((text) => text.includes('NotFoundException'));

describe.each(['desktop', 'phone'] as Width[])('the scanner on %s', (width) => {
  test('the camera reads a drawn EAN-13 of a demo product; the reader is loaded only when the modal opens', async () => {
    const { page, problems, goto, close } = await visit(filming, site, width, { permissions: ['camera'] });
    const scripts = scriptsOf(page);
    // A headless browser has no screen to fill or turn: both calls are recorded and granted (the
    // refusals are unit-tested in tests/features/finding/scanning-mode.test.ts).
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { scanningMode: string[] }).scanningMode = calls;
      Element.prototype.requestFullscreen = async function (this: Element, options?: FullscreenOptions) {
        calls.push(`fullscreen ${this.tagName.toLowerCase()} ${options?.navigationUI}`);
      };
      Object.defineProperty(screen.orientation, 'lock', { value: async (kind: string) => void calls.push(`lock ${kind}`) });
    });
    await goto('/contact');
    expect(hasBarcodeReader(scripts)).toBe(false);

    await page.getByRole('button', { name: 'Scan a product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a product' });
    const item = product.items[0]!;
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).textContent(), { timeout: 20_000 }).toBe(product.name);
    expect(await dialog.getByText('Product found').count()).toBe(1);
    expect(await dialog.locator('.scan-result__variant').textContent()).toBe(`Pack: ${item.label} · Ref. ${item.reference} · EAN ${item.ean13}`);
    // The code read is the 13-digit EAN; the look-up asked for it padded to 14.
    expect(await dialog.getByLabel('Barcode', { exact: true }).inputValue()).toBe(item.ean13);
    expect(hasBarcodeReader(scripts)).toBe(true);
    // Spec §2: on a phone the reader goes fullscreen and locks portrait; a desktop keeps its window.
    expect(await page.evaluate(() => (window as unknown as { scanningMode: string[] }).scanningMode)).toEqual(
      width === 'phone' ? ['fullscreen dialog hide', 'lock portrait'] : [],
    );

    // Scan again: the result goes, the camera is back and reads the pack once more. Both are
    // recorded in the page as they happen: the camera can read the pack again before a loaded
    // machine's poll has seen the result gone.
    await dialog.evaluate((element) => {
      const state = { found: element.textContent?.includes('Product found') ?? false, cleared: 0, foundAgain: 0 };
      (window as unknown as { scanAgain: typeof state }).scanAgain = state;
      new MutationObserver(() => {
        const found = element.textContent?.includes('Product found') ?? false;
        if (state.found && !found) state.cleared += 1;
        if (!state.found && found) state.foundAgain += 1;
        state.found = found;
      }).observe(element, { childList: true, subtree: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Scan again' }).click();
    const scanAgain = () => page.evaluate(() => (window as unknown as { scanAgain: { cleared: number; foundAgain: number } }).scanAgain);
    await expect.poll(async () => (await scanAgain()).foundAgain, { timeout: 20_000 }).toBe(1);
    expect((await scanAgain()).cleared).toBe(1);
    expect(await dialog.getByText('Product found').count()).toBe(1);

    // The close button ends the camera and the modal.
    await dialog.getByRole('button', { name: 'Close the scanner' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each(['desktop', 'phone'] as Width[])('the scanner without a camera on %s', (width) => {
  test('a typed code is padded and found; clearing it clears the card; an unknown code says no results', async () => {
    const { page, problems, goto, close } = await visit(cameraless, site, width);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/product/scan/')) asked.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await goto('/contact');
    await page.getByRole('button', { name: 'Scan a product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a product' });
    await expect.poll(() => dialog.getByText('The camera cannot be used here. Type the barcode below.').count()).toBe(1);
    const field = dialog.getByLabel('Barcode', { exact: true });
    const item = product.items[0]!;

    await field.fill(item.ean13);
    await field.press('Enter');
    await expect.poll(() => dialog.locator('.scan-result__name').textContent()).toBe(product.name);
    expect(asked).toEqual([`0${item.ean13}`]);
    await field.fill('');
    await expect.poll(() => dialog.locator('.scan-result').count()).toBe(0);

    await field.fill('1234567890128');
    await dialog.getByRole('button', { name: 'Find the product' }).click();
    await expect.poll(() => page.getByText('no results', { exact: true }).count()).toBe(1);
    expect(asked.at(-1)).toBe('01234567890128');
    expect(await dialog.locator('.scan-result').count()).toBe(0);

    // Following the result leaves the page: the modal closes and the product shows the scanned pack.
    await field.fill(item.gtin14);
    await field.press('Enter');
    await dialog.getByRole('link', { name: 'See the product' }).click();
    await page.waitForURL(new RegExp(`/product/${product.slug}#${item.reference}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(product.name);
    expect(await dialog.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  test('a failed look-up is only logged', async () => {
    const { page, goto, close } = await visit(cameraless, site, width, interceptable);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/v1/product/scan/**', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"errors":{"status":"down"}}' }));
    await goto('/contact');
    await page.getByRole('button', { name: 'Scan a product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a product' });
    // The camera's answer replaces 'Starting the camera…' and moves the form: a click sent while it
    // moves lands beside the button (seen with two busy loops beside npm test).
    await expect.poll(() => dialog.getByText('The camera cannot be used here. Type the barcode below.').count()).toBe(1);
    await dialog.getByLabel('Barcode', { exact: true }).fill(product.items[0]!.ean13);
    await dialog.getByRole('button', { name: 'Find the product' }).click();
    await expect.poll(() => warnings.some((warning) => warning.startsWith('barcode look-up failed'))).toBe(true);
    expect(await page.locator('.toast').count()).toBe(0);
    expect(await dialog.locator('.scan-result').count()).toBe(0);
    await close();
  });
});
