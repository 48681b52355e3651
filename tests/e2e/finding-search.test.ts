import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import type { SearchResult } from '../../src/shared/kernel/api/entities/catalogue.ts';
import { interceptable, launchBrowser, waitForHydration } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { apiData, pastSuggestDebounce, visit, type Width } from './finding-support.ts';

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

describe.each(['desktop', 'phone'] as Width[])('search on %s', (width) => {
  test('suggestions from 3 characters, as tabs with counts, followed with the keyboard', async () => {
    const suggest = await apiData<SearchResult>(site, '/search?type=Suggest&text=filler');
    const { page, problems, goto, close } = await visit(browser, site, width);
    await goto('/');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill('fi');
    // Nothing may appear for 2 characters, even once the debounce is over.
    await pastSuggestDebounce(page);
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await box.fill('filler');
    const tabs = page.getByRole('tablist', { name: 'Suggestions' });
    await expect.poll(() => tabs.getByRole('tab').allTextContents()).toEqual([
      `Products (${suggest.products.total})`,
      `Categories (${suggest.categories.total})`,
      `Pages (${suggest.pages.total})`,
      `Technical sheets (${suggest.fqces.total})`,
    ]);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const listbox = page.getByRole('listbox');
    const options = listbox.getByRole('option');
    // Three products with their thumbnails, then 'see all'.
    await expect.poll(() => options.count()).toBe(4);
    expect(await listbox.locator('.suggestion img').count()).toBe(3);
    expect(await options.last().textContent()).toBe(`See all ${suggest.products.total} products`);
    // The count is announced for screen readers.
    expect(await page.getByRole('status').filter({ hasText: 'suggestions' }).textContent()).toContain(`${suggest.total} suggestions`);

    await box.press('ArrowDown');
    const first = options.first();
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowUp');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.last().getAttribute('id'));
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect.poll(() => page.locator('h1').textContent()).toBe(suggest.products.items[0]!.name);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`/product/${suggest.products.items[0]!.slug}$`));
    // The page changed: the suggestions are gone.
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });

  test("the messages 'Searching…' and 'Sorry, no results for your search' (the spec's French texts, in English); Escape closes", async () => {
    const { page, problems, goto, close } = await visit(browser, site, width, interceptable);
    // Hold the suggestion answer so 'searching' can be seen for sure.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/search?**', async (route) => {
      await held;
      await route.continue();
    });
    await goto('/');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill('qqqzzz');
    const popup = page.locator('.suggestions');
    await expect.poll(() => popup.textContent()).toBe('Searching…');
    release();
    await expect.poll(() => popup.textContent()).toBe('Sorry, no results for your search');
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await popup.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  test('a technical sheet opens its PDF in a new tab; see all leads to its results tab', async () => {
    const suggest = await apiData<SearchResult>(site, '/search?type=Suggest&text=filler');
    const { context, page, problems, goto, close } = await visit(browser, site, width);
    await goto('/');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill('filler');
    await page.getByRole('tab', { name: /^Technical sheets/ }).click();
    const sheet = page.getByRole('option', { name: new RegExp(suggest.fqces.items[0]!.name) });
    const [pdf] = await Promise.all([context.waitForEvent('page'), sheet.click()]);
    await expect.poll(() => pdf.url()).toMatch(/\/media\/sheet\/.+\.pdf$/);
    await pdf.close();

    const fill = await apiData<SearchResult>(site, '/search?type=Suggest&text=fill');
    expect(fill.categories.total).toBeGreaterThan(0);
    await box.fill('fill');
    await expect.poll(() => page.getByRole('tab', { name: `Categories (${fill.categories.total})` }).count()).toBe(1);
    await page.getByRole('tab', { name: /^Categories/ }).click();
    await page.getByRole('option', { name: /^See all/ }).click();
    await page.waitForURL(/\/results\/fill#categories$/);
    await expect.poll(() => page.getByRole('tab', { name: /^Categories/, selected: true }).count()).toBe(1);
    expect(await page.getByRole('tabpanel', { name: /^Categories/ }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test('Enter or the button searches; an empty term stays put', async () => {
    const { page, problems, goto, close } = await visit(browser, site, width);
    await goto('/faq');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    const entriesBefore = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/faq');
    await box.fill('smoothing');
    await box.press('Enter');
    await page.waitForURL(/\/results\/smoothing$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Results for “smoothing”');
    // The empty term stayed put: no page of its own before the results (one history entry more,
    // the results'), without waiting on a clock.
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
    await box.fill('wood');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/results\/wood$/);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the results page', () => {
  test('tabs with counts in the hash, product filters and pages, each tab paged on its own', async () => {
    const totals = await apiData<SearchResult>(site, '/search?type=Full&text=filler&perPage=1');
    const { page, problems, goto, close } = await visit(browser, site, 'desktop');
    await goto('/results/filler');
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
    expect(await tab('Products').textContent()).toBe(`Products (${totals.products.total})`);
    expect(await tab('Technical sheets').textContent()).toBe(`Technical sheets (${totals.fqces.total})`);
    expect(await tab('Products').getAttribute('aria-selected')).toBe('true');
    const productCards = page.getByRole('tabpanel', { name: /^Products/ }).locator('.product-card');
    await expect.poll(() => productCards.count()).toBe(Math.min(24, totals.products.total));

    // A filter segment narrows the products; the counts per tab stay the term's.
    const powder = page.getByRole('tabpanel', { name: /^Products/ }).getByRole('link', { name: /^Powder/ });
    await powder.click();
    await page.waitForURL(/\/results\/filler\/__FORM__powder$/);
    const filtered = await apiData<{ total: number }>(site, `/product?text=filler&caracteristics=${encodeURIComponent('{"form":["powder"]}')}&perPage=1`);
    await expect.poll(() => page.locator('.listing__count').textContent()).toBe(`${filtered.total} products`);
    expect(await tab('Products').textContent()).toBe(`Products (${totals.products.total})`);

    // The technical sheets tab has two pages; paging keeps the tab.
    await tab('Technical sheets').click();
    await page.waitForURL(/\/results\/filler\/__FORM__powder#fqces$/);
    const sheets = page.getByRole('tabpanel', { name: /^Technical sheets/ });
    await expect.poll(() => sheets.locator('.result-card').count()).toBe(Math.min(24, totals.fqces.total));
    await sheets.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/_p__2#fqces$/);
    await expect.poll(() => sheets.locator('.result-card').count()).toBe(totals.fqces.total - 24);
    expect(await sheets.locator('a[target=_blank]').first().getAttribute('href')).toMatch(/\.pdf$/);

    // A reload keeps the tab from the hash.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => tab('Technical sheets').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: /^Products/ }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  test('a tab named by the hash waits for the page to stream: its results are those the server sent', async () => {
    // The site reads its back office through a gate that holds the technical sheets' tab until the
    // page has hydrated its shell: the tab's results stream in after hydration.
    const held: Array<() => void> = [];
    const gate = await startGate(site.backofficeUrl, (url) => url.pathname.endsWith('/search') && url.searchParams.get('tab') === 'fqces' && url.searchParams.get('perPage') !== '1', held);
    // The render's bound outlasts the test's own: the page streams for as long as the call is held.
    const streaming = await startTestSite({ BACKOFFICE_URL: gate.url, BACKOFFICE_TIMEOUT_MS: '60000', RENDER_TIMEOUT_MS: '60000' });
    try {
      const totals = await apiData<SearchResult>(site, '/search?type=Full&text=filler&perPage=1');
      const { page, problems, close } = await visit(browser, streaming, 'desktop');
      await page.goto(`${streaming.url}/results/filler#fqces`, { waitUntil: 'commit' });
      // The shell is hydrated (React has attached to its tabs) while the document still streams.
      await page.waitForFunction(() => {
        const tabs = document.querySelector('[role="tablist"].results__tabs');
        return tabs !== null && Object.keys(tabs).some((key) => key.startsWith('__reactFiber'));
      });
      await expect.poll(() => held.length).toBe(1);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      // Until the page has streamed, the hash is not read: a tab shown now would render its results
      // in the browser before the server's have arrived.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.getByRole('tab', { name: /^Products/ }).getAttribute('aria-selected')).toBe('true');
      held.shift()!();
      await waitForHydration(page);
      const sheets = page.getByRole('tabpanel', { name: /^Technical sheets/ });
      await expect.poll(() => page.getByRole('tab', { name: /^Technical sheets/ }).getAttribute('aria-selected')).toBe('true');
      expect(await sheets.locator('.result-card').count()).toBe(Math.min(24, totals.fqces.total));
      expect(problems).toEqual([]);
      await close();
    } finally {
      for (const release of held) release();
      await streaming.close();
      await new Promise((resolve) => gate.server.close(resolve));
    }
  });

  test('a word of the other language finds the page language’s products, the word explained, in the suggestions and on the results page', async () => {
    for (const { path, word, explained, lang } of [
      { path: '/', word: 'enduit', explained: '“enduit” (French): compound or filler', lang: 'fr' },
      { path: '/fr', word: 'crack', explained: '«\u00a0crack\u00a0» (anglais)\u00a0: fissure ou lézarde', lang: 'en' },
    ]) {
      const pageLang = lang === 'fr' ? 'en' : 'fr';
      const suggest = await apiData<SearchResult>(site, `/search?type=Suggest&text=${encodeURIComponent(word)}&lang=${pageLang}`);
      expect(suggest.translated.length, word).toBe(1);
      const { page, problems, goto, close } = await visit(browser, site, 'desktop');
      await goto(path);
      const box = page.getByRole('combobox', { name: pageLang === 'en' ? 'Search the site' : 'Rechercher sur le site' });
      await box.fill(word);
      const note = page.locator('.suggestions__translated');
      await expect.poll(() => note.textContent()).toBe(explained);
      expect(await note.locator(`span[lang="${lang}"]`).textContent()).toBe(word);
      // The products are the page language's: their names as the API gives them in that language.
      const names = await page.locator('.suggestions [role="option"] .suggestion__name').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual(suggest.products.items.map((item) => item.name));
      await box.press('Enter');
      await page.waitForURL(new RegExp(`/${encodeURIComponent(word)}$`));
      await expect.poll(() => page.locator('.results__translated').textContent()).toBe(explained);
      expect(problems).toEqual([]);
      await close();
    }
  });

  test('a term with no product opens on the first tab with results; nothing at all says so', async () => {
    const { page, problems, goto, close } = await visit(browser, site, 'phone');
    await goto('/results/about');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^Pages/);
    await goto('/results/qqqzzz');
    expect(await page.locator('.lead').textContent()).toBe('Sorry, no results for your search');
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

/** A proxy to the back office that holds each call `holds` picks until the test releases it. */
async function startGate(target: string, holds: (url: URL) => boolean, held: Array<() => void>): Promise<{ url: string; server: Server }> {
  const server = createServer((incoming, answer) => {
    const forward = () =>
      incoming.pipe(
        request(new URL(incoming.url!, target), { method: incoming.method, headers: incoming.headers }, (response) => {
          answer.writeHead(response.statusCode!, response.headers);
          response.pipe(answer);
        }).on('error', () => answer.destroy()),
      );
    if (holds(new URL(incoming.url!, target))) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${new URL(target).pathname}`, server };
}
