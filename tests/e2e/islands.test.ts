/**
 * Islands (issue 35, decision 199): every page ships its islands' client, not the page's
 * code nor its loader data, and on a phone four times slower than this machine a first tap,
 * click or focus made as soon as the page has painted is never lost: the burger opens, the
 * search box takes the term typed into it, a card's compare switch presses and the header's
 * count follows (one scope for the page's islands), a form typed into before it woke sends what was typed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

const phone = { width: 390, height: 844 };
const listing = '/professional-filler/category/smoothing-compounds';
const desktop = { width: 1366, height: 900 };
const builtOutputs = Object.entries(
  (JSON.parse(readFileSync('dist/client/metafile.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }> }).outputs,
).filter(([file]) => !file.endsWith('.map'));
/** The contact form island's module, from the build's metafile. */
const contactFormChunk = builtOutputs.find(([, output]) => output.entryPoint === 'src/shared/pages/contact/contact-form.tsx')![0].replace(/^dist\/client/, '');
/** The chunk holding React DOM: the islands' runtime's. */
const reactDomChunk = builtOutputs.find(([, output]) => Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/')))![0].replace(/^dist\/client/, '');

/** The scripts the page has fetched so far. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js')));

/** A page at 4 × CPU, opened up to its first contentful paint (its modules start only then: decision 169). */
async function paintedAtFourTimesCpu(path: string, viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
  const problems = collectPageProblems(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return { page, problems };
}

describe('every page', () => {
  test.each(['/professional-filler/preview/1', '/faq', '/contact', '/professional-filler/carrier', '/professional-filler/store-locator', '/professional-filler/distributors', '/professional-filler/comparator', '/professional-filler/favorites', '/professional-filler/confirmation?form=contact', '/professional-filler/login', '/professional-filler/signup', '/formations', '/colorimetry', '/quantity-calculator', '/professional-filler/new-airless-range', '/', '/product/fine-finish-smoothing-powder', '/professional-filler/category/smoothing-compounds', '/professional-filler/results/filler'])('%s boots the islands, with no page chunk and no loader data', async (path) => {
    const response = await fetch(`${fixture.site.url}${path}`);
    const html = await response.text();
    const state = JSON.parse(/self\.__CATALOGUE_STATE__=(\{.*?\})<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    expect(Object.keys(state).sort()).toEqual(['config', 'effector', 'status', 'url']);
    expect(state.effector).not.toHaveProperty('app/$menus');
    expect(html).toMatch(/<script src="\/assets\/start-after-first-paint-[A-Z0-9]+\.js" async="">/);
    // No deferred value written again as JSON: the page's data is in the page once, as HTML.
    expect(html).not.toMatch(/<script type="application\/json" id="deferred-/);
    expect(html).toContain('<site-island data-island="search">');
  });
});

describe('a first visit', () => {
  test.each(['/', listing, '/product/fine-finish-smoothing-powder', '/faq'])('to %s loads no React until an island wakes: the first tap does', async (path) => {
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: phone, isMobile: true, hasTouch: true });
    const problems = collectPageProblems(page);
    await page.goto(`${fixture.site.url}${path}`);
    await waitForHydration(page);
    expect(await scriptsFetched(page)).not.toContain(reactDomChunk);
    await page.locator('.burger').tap();
    await expect.poll(() => page.locator('#main-menu').getAttribute('data-open'), { timeout: 15_000 }).toBe('true');
    expect(await scriptsFetched(page)).toContain(reactDomChunk);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('with a favourite saved, the toolbar shows it without a touch; the first scroll wakes the header’s hiding', async () => {
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: phone, isMobile: true, hasTouch: true });
    const problems = collectPageProblems(page);
    await page.goto(`${fixture.site.url}/faq`);
    await waitForHydration(page);
    expect(await page.locator('.mobile-toolbar a[data-filled]').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('fpc:favorites', JSON.stringify({ version: 1, value: [1] })));
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('.mobile-toolbar a[data-filled]').count()).toBe(1);
    expect(await scriptsFetched(page)).toContain(reactDomChunk);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await waitForHydration(page);
    expect(await scriptsFetched(page)).not.toContain(reactDomChunk);
    // The first scroll wakes it; it follows the scrolling from then on.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 300);
          return page.locator('.site-header').getAttribute('data-hidden');
        },
        { timeout: 15_000 },
      )
      .toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('at 4 × CPU, the first interaction after the first paint', () => {
  test('a tap on the burger opens the menu', async () => {
    const { page, problems } = await paintedAtFourTimesCpu('/faq', phone);
    await page.locator('.burger').tap();
    await expect.poll(() => page.locator('#main-menu').getAttribute('data-open'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => page.locator('.main-nav__extras a[href^="tel:"]').count()).toBeGreaterThan(0);
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a focus in the search box and the term typed at once bring suggestions', async () => {
    const { page, problems } = await paintedAtFourTimesCpu('/faq', desktop);
    await page.locator('input[type=search]').focus();
    await page.keyboard.type('filler');
    await expect.poll(() => page.locator('#site-search-suggestions [role=option]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('input[type=search]').inputValue()).toBe('filler');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a card's compare switch presses, and the header's and the toolbar's counts follow", async () => {
    const { page, problems } = await paintedAtFourTimesCpu('/', desktop);
    const toggle = page.locator('.product-grid .toggle--compare').first();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => page.locator('.main-menu__item--comparator').textContent()).toContain('(1)');
    await expect.poll(() => page.locator('.mobile-toolbar .badge').textContent()).toBe('1');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a product's pack chosen at once shows its own packshot, and its compare switch counts", async () => {
    const { page, problems } = await paintedAtFourTimesCpu('/product/fine-finish-smoothing-powder', desktop);
    // Held until the picker runs, then given to it: the radio is checked a moment later.
    await page.locator('.variants label').nth(1).click();
    await expect.poll(() => page.locator('.gallery__stage img').getAttribute('alt'), { timeout: 15_000 }).toMatch(/15\u00A0kg/);
    expect(await page.evaluate(() => location.hash)).not.toBe('');
    await page.locator('.product-actions button[aria-pressed]').first().click();
    await expect.poll(() => page.locator('.main-menu__item--comparator').textContent()).toContain('(1)');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a filter of the listing, clicked at once, shows the filtered listing', async () => {
    const { page, problems } = await paintedAtFourTimesCpu(listing, desktop);
    await page.locator('.listing__filters').getByRole('link', { name: /^Powder/ }).click();
    await page.waitForURL(`${fixture.site.url}${listing}/__FORM__powder`, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('link', { name: 'Remove the filter Powder' }).count(), { timeout: 15_000 }).toBe(1);
    // The new listing's islands wake, though islands of the old one left before their turn came.
    await page.locator('.product-grid .toggle--compare').first().click();
    await expect.poll(() => page.locator('.main-menu__item--comparator').textContent(), { timeout: 15_000 }).toContain('(1)');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a city typed into the store finder at once narrows the list once it wakes, and a store's button shows it on the map", async () => {
    const { page, problems } = await paintedAtFourTimesCpu('/individual-filler/store-locator', desktop);
    await page.locator('#store-finder-city').fill('Dubai');
    await expect.poll(() => page.locator('.store-finder__count').textContent(), { timeout: 15_000 }).toBe('2 addresses');
    expect(await page.locator('#store-finder-city').inputValue()).toBe('Dubai');
    await page.locator('.store-card').first().getByRole('button', { name: 'Show on the map' }).click();
    await expect.poll(() => page.locator('.store-card--selected').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a tap on the Filters button opens the filters dialog', async () => {
    const { page, problems } = await paintedAtFourTimesCpu(listing, phone);
    await page.locator('.filters-button').tap();
    await expect.poll(() => page.getByRole('dialog', { name: 'Filter the products' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('another filter of a listing', () => {
  test('puts the next screen in place without leaving the document: its cards, head, language links and islands, and back', async () => {
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: desktop });
    const problems = collectPageProblems(page);
    await page.goto(`${fixture.site.url}${listing}`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    const allCards = await page.locator('.product-card').count();
    await page.locator('.listing__filters').getByRole('link', { name: /^Powder/ }).click();
    await page.waitForURL(`${fixture.site.url}${listing}/__FORM__powder`);
    await expect.poll(() => page.getByRole('link', { name: 'Remove the filter Powder' }).count()).toBe(1);
    // The head and the language links are the filtered page's, as the server writes them.
    const served = await (await fetch(`${fixture.site.url}${listing}/__FORM__powder`)).text();
    const frenchLink = /<a href="(\/fr\/[^"]+)" hrefLang=/.exec(served)![1]!;
    expect(frenchLink).toContain('__FORM__');
    expect(await page.locator('.language-switcher a[data-locale-choice=fr]').getAttribute('href')).toBe(frenchLink);
    expect(await page.locator('meta[name=robots]').count()).toBe(served.includes('<meta name="robots"') ? 1 : 0);
    expect(await page.title()).toBe(/<title>([^<]*)<\/title>/.exec(served)![1]);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(/<link rel="canonical" href="([^"]+)"/.exec(served)![1]);
    expect(await page.locator('.product-card').count()).toBeLessThan(allCards);
    // The new cards' switches are islands too, sharing the page's scope with the header.
    const toggle = page.locator('.product-grid .toggle--compare').first();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.main-menu__item--comparator').textContent()).toContain('(1)');
    await page.goBack();
    await page.waitForURL(`${fixture.site.url}${listing}`);
    await expect.poll(() => page.locator('.product-card').count()).toBe(allCards);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the Filters dialog of an island listing', () => {
  test('asks for the filters the listing offers when it opens; a failed answer is said, and the next opening asks again', async () => {
    // Once the offline worker controls the page it makes the read itself, where page.route does not see it.
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: phone, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const problems = collectPageProblems(page);
    let asked = 0;
    await page.route(/\/api\/v1\/filters-products\?/, async (route) => {
      asked += 1;
      if (asked === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":{}}' });
      else await route.continue();
    });
    await page.goto(`${fixture.site.url}${listing}`);
    await waitForHydration(page);
    expect(asked).toBe(0);
    const dialog = page.getByRole('dialog');
    await page.locator('.filters-button').tap();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('This part of the page could not be loaded. Please try again later.');
    await page.keyboard.press('Escape');
    await page.locator('.filters-button').tap();
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBeGreaterThan(0);
    expect(asked).toBe(2);
    // The browser reports the refused call; nothing else went wrong.
    expect(problems.filter((problem) => !/503/.test(problem))).toEqual([]);
    await page.context().close();
  });
});

describe('a form island', () => {
  test('the contact form, typed into before its module has loaded, sends what was typed once it wakes', async () => {
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: phone, isMobile: true, hasTouch: true });
    const problems = collectPageProblems(page);
    // The form's module is held until the fields are filled: they are typed into before it hydrates.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${contactFormChunk}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${fixture.site.url}/contact`);
    const form = page.locator('form.form');
    await form.getByLabel('First name').fill('Nadia');
    await form.getByLabel('Last name').fill('Haddad');
    await form.getByLabel('E-mail').fill('nadia.haddad@example.com');
    await form.getByLabel('Message').fill('Which filler for a bathroom ceiling?');
    release();
    await waitForHydration(page);
    // Sent by the island (the visitor stays on the page until it answers), from the values typed.
    await form.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/confirmation\?form=contact/, { timeout: 20_000 });
    expect(await page.getByText('Your message has been sent.').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
