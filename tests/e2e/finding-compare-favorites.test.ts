import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { visit, type Width } from './finding-support.ts';

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

const cardNames = (page: Page) => page.locator('.product-grid .product-card__name').allTextContents();
const comparedColumns = (page: Page) => page.locator('.comparator__table thead th').allTextContents();

/** Toggles 'Compare' on the first `count` cards of the listing on screen, in order. */
async function compareFirst(page: Page, count: number): Promise<string[]> {
  const names = (await cardNames(page)).slice(0, count);
  for (const name of names) await page.getByRole('button', { name: `Compare ${name}`, exact: true }).click();
  return names;
}

describe.each([
  ['desktop', 5],
  ['phone', 3],
] as [Width, number][])('the comparator on %s', (width, limit) => {
  test(`takes ${limit} products, refuses the next with its toast, and keeps them across a reload`, async () => {
    const { page, problems, goto, close } = await visit(browser, site, width);
    await goto('/results/filler');
    await expect.poll(() => page.locator('.product-grid .product-card').count()).toBeGreaterThan(limit);
    // The refusal's toast stays 3 s: what the test waits for is its having been shown, recorded
    // in the page as it appears, not its still being there when a loaded machine gets to look.
    await page.evaluate(() => {
      const shown: string[] = [];
      const seen = new WeakSet<Element>();
      (window as unknown as { toastsShown: string[] }).toastsShown = shown;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('.toast')) {
          if (seen.has(toast)) continue;
          seen.add(toast);
          shown.push(toast.textContent ?? '');
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const names = await compareFirst(page, limit + 1);
    const refusals = () => page.evaluate((text) => (window as unknown as { toastsShown: string[] }).toastsShown.filter((shown) => shown.includes(text)).length, `Only ${limit} products can be compared`);
    await expect.poll(refusals).toBe(1);
    expect(await page.locator('.toggle--compare[aria-pressed=true]').count()).toBe(limit);
    expect(await page.getByRole('button', { name: `Compare ${names[limit]}`, exact: true }).getAttribute('aria-pressed')).toBe('false');

    await goto('/comparator');
    await expect.poll(() => comparedColumns(page)).toHaveLength(limit);
    for (const [index, column] of (await comparedColumns(page)).entries()) expect(column).toContain(names[index]);
    // The professional set: technical figures such as the consumption are compared.
    expect(await page.getByRole('rowheader', { name: /^Consumption/ }).count()).toBe(1);
    // Rows whose values differ are highlighted, and say so to screen readers.
    const differing = page.locator('.comparator__table tr[data-differs]');
    expect(await differing.count()).toBeGreaterThan(0);
    expect(await differing.first().getByRole('rowheader').textContent()).toMatch(/\(differs\)$/);
    expect(await page.locator('.comparator__table tbody tr:not([data-differs]) th').first().textContent()).not.toContain('(differs)');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => comparedColumns(page)).toHaveLength(limit);

    await page.getByRole('button', { name: `Remove ${names[0]} from the comparator` }).click();
    await expect.poll(() => comparedColumns(page)).toHaveLength(limit - 1);
    await page.getByRole('button', { name: 'Empty the comparator' }).click();
    await expect.poll(() => page.locator('.comparator__empty').textContent()).toMatch(/no product to compare/);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('.comparator__empty').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});

test('the compare list starts over when the visitor switches audience', async () => {
  const { page, problems, goto, close } = await visit(browser, site, 'desktop');
  await goto('/results/filler');
  await expect.poll(() => page.locator('.product-grid .product-card').count()).toBeGreaterThan(2);
  await compareFirst(page, 2);
  await page.getByRole('link', { name: 'Comparator (2)' }).click();
  await expect.poll(() => comparedColumns(page)).toHaveLength(2);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'an individual' }).click();
  await page.waitForURL(/\/individual-filler$/);
  await waitForHydration(page);
  await expect.poll(() => page.getByRole('link', { name: 'Comparator (0)' }).count()).toBe(1);
  await goto('/individual-filler/comparator');
  await expect.poll(() => page.locator('.comparator__empty').count()).toBe(1);
  expect(problems).toEqual([]);
  await close();
});

describe.each(['desktop', 'phone'] as Width[])('favourites on %s', (width) => {
  test('hearts fill the header heart, the list survives a reload, and it can be sent by e-mail', async () => {
    const { page, problems, goto, close } = await visit(browser, site, width);
    await goto('/favorites');
    await expect.poll(() => page.locator('.favorites__empty').textContent()).toMatch(/no favourites/);
    const heart = page.getByRole('banner').locator('a[href$="/favorites"]');
    expect(await heart.getAttribute('data-filled')).toBeNull();

    await goto('/results/smoothing');
    await expect.poll(() => page.locator('.product-grid .product-card').count()).toBeGreaterThan(2);
    const names = (await cardNames(page)).slice(0, 2);
    for (const name of names) await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
    // Toggling twice removes, never duplicates.
    await page.getByRole('button', { name: `Add ${names[1]} to favourites` }).click();
    await page.getByRole('button', { name: `Add ${names[1]} to favourites` }).click();
    await expect.poll(() => heart.getAttribute('data-filled')).toBe('true');

    await heart.click();
    await page.waitForURL(/\/favorites$/);
    await waitForHydration(page);
    await expect.poll(() => cardNames(page)).toEqual(names);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => cardNames(page)).toEqual(names);
    expect(await heart.getAttribute('data-filled')).toBe('true');

    const form = page.locator('.favorites__send');
    await form.getByLabel(/E-mail address/).fill('not an address');
    await form.getByRole('button', { name: 'Send the list' }).click();
    await expect.poll(() => form.getByText('Please enter your E-Mail address.').count()).toBeGreaterThan(0);
    await form.getByLabel(/E-mail address/).fill('friend@example.com');
    await form.getByLabel(/Your name/).fill('Sam');
    await form.getByRole('button', { name: 'Send the list' }).click();
    await expect.poll(() => page.getByText('Your list of favourites was sent to friend@example.com.').count()).toBe(1);

    for (const name of names) await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect.poll(() => page.locator('.favorites__empty').count()).toBe(1);
    expect(await heart.getAttribute('data-filled')).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });
});
