/**
 * The compare switches of product cards, the compare tray they bring up, and the comparator at a
 * phone's width (issue 19): the tray counts the choices, leads to the comparator, empties the
 * list, respects the limit, and covers none of the floating buttons; on a phone it folds into the
 * bottom bar's count (issue 34); the comparator's table scrolls inside its own box with the
 * characteristics' names kept in view.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { visit } from './finding-support.ts';
import { interceptable, waitForHydration } from '../support/browser.ts';

const fixture = useEmbeddedBrowserSite();

const category = '/professional-filler/category/smoothing-compounds';
const cardNames = (page: Page) => page.locator('.product-grid .product-card__name').allTextContents();
const tray = (page: Page) => page.getByRole('region', { name: 'Your comparison' });
const compareSwitch = (page: Page, name: string) => page.getByRole('button', { name: `Compare ${name}`, exact: true });

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not on screen');
  return rect;
}

describe('the compare tray', () => {
  test('on a desktop: shows the count, leads to the comparator with the chosen products, and Clear empties it', async () => {
    const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'desktop');
    await goto(category);
    expect(await tray(page).count()).toBe(0);
    const names = (await cardNames(page)).slice(0, 2);
    await compareSwitch(page, names[0]!).click();
    await expect.poll(() => tray(page).getByRole('status').textContent()).toBe('1 product of 5 to compare');
    await compareSwitch(page, names[1]!).click();
    await expect.poll(() => tray(page).getByRole('status').textContent()).toBe('2 products of 5 to compare');
    expect(await compareSwitch(page, names[0]!).getAttribute('aria-pressed')).toBe('true');
    // The thumbnails name the products; three free places are left.
    await expect.poll(() => tray(page).getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(names);
    expect(await tray(page).locator('.compare-tray__slot--free').count()).toBe(3);
    // The scan button moved up: the tray does not cover it.
    expect((await box(page.locator('.scan-button'))).y + (await box(page.locator('.scan-button'))).height).toBeLessThanOrEqual((await box(tray(page))).y);

    await tray(page).getByRole('link', { name: 'Compare', exact: true }).click();
    await page.waitForURL(/\/comparator$/);
    await expect.poll(() => page.locator('.comparator__table thead th').allTextContents()).toHaveLength(2);
    const columns = await page.locator('.comparator__table thead th').allTextContents();
    for (const [index, name] of names.entries()) expect(columns[index]).toContain(name);
    // The comparator itself is where the tray leads: it does not show there.
    expect(await tray(page).count()).toBe(0);

    await page.goBack();
    await page.waitForURL(new RegExp(`${category}$`));
    await waitForHydration(page);
    await tray(page).getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => tray(page).count()).toBe(0);
    expect(await page.locator('.toggle--compare[aria-pressed=true]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('the comparator explains its highlighted rows, shows only the differences on request, and ends with where to buy', async () => {
    const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'desktop');
    await goto(category);
    const names = (await cardNames(page)).slice(0, 2);
    for (const name of names) await compareSwitch(page, name).click();
    await expect.poll(() => tray(page).getByRole('status').textContent()).toBe('2 products of 5 to compare');
    await tray(page).getByRole('link', { name: 'Compare', exact: true }).click();
    await page.waitForURL(/\/comparator$/);
    await expect.poll(() => page.locator('.comparator__table tbody tr.comparator__row').count()).toBeGreaterThan(2);
    expect(await page.locator('.comparator__legend').textContent()).toBe('Highlighted rows: the products differ');
    const rows = page.locator('.comparator__table tbody tr.comparator__row');
    const all = await rows.count();
    const differing = await page.locator('.comparator__table tbody tr[data-differs]').count();
    expect(differing).toBeGreaterThan(0);
    expect(differing).toBeLessThan(all - 1);
    await page.getByLabel('Show only the differences').check();
    // The differing rows, the price row when the prices differ, and where to buy.
    await expect.poll(() => rows.count()).toBeLessThan(all);
    const shown = await page.locator('.comparator__table tbody th[scope="row"]').allTextContents();
    expect(shown.at(-1)).toBe('Where to buy');
    for (const row of await page.locator('.comparator__table tbody tr.comparator__row:not(.comparator__prices)').all()) {
      const name = await row.locator('th').textContent();
      if (name !== 'Where to buy') expect(await row.getAttribute('data-differs'), name!).toBe('true');
    }
    await page.getByLabel('Show only the differences').uncheck();
    await expect.poll(() => rows.count()).toBe(all);
    const whereToBuy = page.locator('.comparator__table tbody tr').last().getByRole('link', { name: 'Find a store' });
    expect(await whereToBuy.count()).toBe(2);
    await whereToBuy.first().click();
    await page.waitForURL(/\/store-locator$/);
    expect(problems).toEqual([]);
    await close();
  });

  test('on a 390 px phone: the bottom bar counts three and refuses the fourth, with no tray above it', async () => {
    const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'phone');
    await goto(category);
    const bar = page.getByRole('navigation', { name: 'Quick access' });
    const names = (await cardNames(page)).slice(0, 4);
    for (const name of names.slice(0, 3)) await compareSwitch(page, name).click();
    await expect.poll(() => bar.locator('.badge').textContent()).toBe('3');
    await compareSwitch(page, names[3]!).click();
    await expect.poll(() => page.getByText('Only 3 products can be compared').count()).toBe(1);
    expect(await compareSwitch(page, names[3]!).getAttribute('aria-pressed')).toBe('false');
    expect(await bar.locator('.badge').textContent()).toBe('3');
    // The tray folds into the bar: nothing of it on screen, nothing stacked over the bar.
    expect(await tray(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await bar.getByRole('link', { name: /^Compare/ }).click();
    await page.waitForURL(/\/comparator$/);
    await expect.poll(() => page.locator('.comparator__table thead th').count()).toBe(3);
    // The page does not scroll sideways: the table does, inside its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const scroller = page.locator('.comparator__scroll');
    const scrollerBox = await box(scroller);
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // Two products across the box, whole, each half of it.
    const heads = page.locator('.comparator__table thead th');
    for (const index of [0, 1]) {
      const head = await box(heads.nth(index));
      expect(head.x + head.width).toBeLessThanOrEqual(scrollerBox.x + scrollerBox.width + 0.5);
      expect(head.width).toBeGreaterThan(scrollerBox.width / 2 - 12);
    }
    // A row's name is a line of its own above its values, and stays at the box's left edge, on
    // top, when the box scrolls sideways to the third product.
    const label = page.locator('.comparator__label-row span').first();
    // The row's name, without the "(differs)" only screen readers hear.
    const firstRowName = await page.locator('.comparator__table tbody th[scope="row"]').first().evaluate((th) => th.firstChild?.textContent);
    expect(await label.textContent()).toBe(firstRowName);
    const before = await box(label);
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    const after = await box(label);
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    // Scrolled down inside the box, the products' names and pictures stay at its top.
    const headBefore = await box(heads.first());
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
    const headAfter = await box(heads.first());
    expect(Math.abs(headAfter.y - headBefore.y)).toBeLessThanOrEqual(1);
    // The box is scrolled to its right end: the last product's head is on top of the rows under it.
    const onTop = await heads.last().evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
    });
    expect(onTop).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

test('favourites cards carry both switches, named after their product', async () => {
  const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'desktop');
  await goto(category);
  const names = (await cardNames(page)).slice(0, 2);
  for (const name of names) await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
  // Pressed once their islands have woken and taken the clicks (decision 199): saved then.
  for (const name of names) await expect.poll(() => page.getByRole('button', { name: `Add ${name} to favourites` }).getAttribute('aria-pressed')).toBe('true');
  await goto('/professional-filler/favorites');
  await expect.poll(() => cardNames(page)).toEqual(names);
  for (const name of names) {
    expect(await compareSwitch(page, name).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Add ${name} to favourites` }).getAttribute('aria-pressed')).toBe('true');
  }
  expect(problems).toEqual([]);
  await close();
});

test('home’s featured cards switch, and a fresh load shows them pressed from the saved list', async () => {
  const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'desktop');
  await goto('/');
  const names = (await cardNames(page)).slice(0, 1);
  expect(names).toHaveLength(1);
  await compareSwitch(page, names[0]!).click();
  await expect.poll(() => tray(page).count()).toBe(1);
  expect(await compareSwitch(page, names[0]!).getAttribute('aria-pressed')).toBe('true');
  await goto('/');
  await expect.poll(() => tray(page).count()).toBe(1);
  await expect.poll(() => compareSwitch(page, names[0]!).getAttribute('aria-pressed')).toBe('true');
  // The tray coming back moved the floating buttons up with a transform: no layout shift. The tray
  // is on screen (polled above), so its shifts were in frames already drawn or in the next one:
  // every entry the page has, buffered or reported over the next two frames.
  const shifts = await page.evaluate(async () => {
    const entries: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    entries.push(...observer.takeRecords());
    observer.disconnect();
    const shifts = entries as unknown as { value: number; hadRecentInput: boolean }[];
    return shifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
  });
  expect(shifts).toBe(0);
  expect(problems).toEqual([]);
  await close();
});

test('a card switch clicked before its island has its code is held, and pressed once the code has come (decision 199)', async () => {
  // The cards' island code comes 1.5 s late; until it has, their switches are the server's inert HTML.
  const metafile = JSON.parse(readFileSync('dist/client/metafile.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
  const [cardsChunk] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/shared/blocks/catalogue/product-card.tsx')!;
  const { page, problems, close } = await visit(fixture.browser, fixture.site, 'desktop', interceptable);
  let chunkServedAt = 0;
  await page.route(`**/${cardsChunk.replace('dist/client/', '')}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    chunkServedAt = Date.now();
    await route.continue();
  });
  await page.goto(`${fixture.site.url}/`, { waitUntil: 'domcontentloaded' });
  const [name] = await cardNames(page);
  await compareSwitch(page, name!).click();
  const clickedAt = Date.now();
  await expect.poll(() => compareSwitch(page, name!).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
  expect(chunkServedAt).toBeGreaterThan(clickedAt);
  await expect.poll(() => tray(page).count()).toBe(1);
  expect(problems).toEqual([]);
  await close();
});
