/**
 * No raw message id reaches a visitor: every page type and every dialog, in English and in
 * French, is read for a text, placeholder, aria-label, title or alt that is a message id of the
 * English catalogue (the one every locale's ids come from). A part that renders outside its
 * message area shows its ids raw in English only (French carries every area), hence both.
 * One browser, one page per width, reused from page to page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';
import { frenchTranslation } from '../../src/shared/kernel/i18n/fr/index.ts';
import { encodeCharacteristics } from '../../src/shared/kernel/routing/characteristics.ts';
import { collectPageProblems, launchBrowser, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

const messageIds = Object.keys(englishMessages);

let site: TestSite;
let browser: Browser;
let desktop: Page;
let phone: Page;
const problems: string[] = [];

beforeAll(async () => {
  site = await startEmbeddedSite();
  browser = await launchBrowser();
  desktop = await newAnsweredVisitorPage(browser, site.url, { viewport: { width: 1366, height: 900 } });
  phone = await newAnsweredVisitorPage(browser, site.url, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  problems.push(...collectPageProblems(desktop), ...collectPageProblems(phone));
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Every message id the page shows: in a text (visible or for screen readers), an attribute a visitor reads, or the title. */
function shownIds(page: Page): Promise<string[]> {
  return page.evaluate((ids) => {
    const known = new Set(ids);
    const found: string[] = [];
    const where = (element: Element | null) => (element ? `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ''}>` : 'the page');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (known.has(text)) found.push(`${text} (text in ${where(node.parentElement)})`);
    }
    for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        const value = element.getAttribute(attribute)!.trim();
        if (known.has(value)) found.push(`${value} (${attribute} of ${where(element)})`);
      }
    }
    if (known.has(document.title.trim())) found.push(`${document.title} (title)`);
    return found;
  }, messageIds);
}

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
}

/** The French twin of the page shown, as the page itself links it. */
async function frenchAlternate(page: Page): Promise<string> {
  const href = await page.locator('link[rel="alternate"][hreflang="fr-FR"]').getAttribute('href');
  return new URL(href!).pathname;
}

const chosen = encodeCharacteristics({ work_type: ['filling'] });

/** Each page type; the French path where the page links no French alternate (not indexed, or missing). */
const pages: readonly [name: string, english: string, french?: string][] = [
  ['the professionals’ home', '/professional-filler'],
  ['the individuals’ home', '/individual-filler'],
  ['a category', '/professional-filler/category/smoothing-compounds'],
  ['a product', '/professional-filler/product/fine-finish-smoothing-powder'],
  ['the search results', '/professional-filler/results/filler', '/fr/enduit-professionnels/resultats/enduit'],
  ['the choice guide’s results', `/professional-filler/choice-guide/${chosen}`, `/fr/enduit-professionnels/guide-de-choix/${chosen}`],
  ['the comparator', '/professional-filler/comparator', '/fr/enduit-professionnels/comparateur'],
  ['the favourites', '/individual-filler/favorites', '/fr/enduit-particuliers/favoris'],
  ['the store locator', '/store-locator'],
  ['the distributors', '/distributors'],
  ['contact', '/contact'],
  ['the news', '/news'],
  ['the FAQ', '/faq'],
  ['the downloads', '/downloads'],
  ['the technical documentation', '/technical-documentation'],
  ['the quantity calculator', '/quantity-calculator'],
  ['login', '/login', '/fr/connexion'],
  ['signup', '/signup', '/fr/inscription'],
  ['a CMS page', '/about-us'],
  ['a missing page (404)', '/professional-filler/no-such-page', '/fr/enduit-professionnels/pas-de-page'],
];

test.each(pages)('%s shows no message id, in English and in French', async (_name, english, french) => {
  await goto(desktop, english);
  expect(await shownIds(desktop)).toEqual([]);
  await goto(desktop, french ?? (await frenchAlternate(desktop)));
  expect(await desktop.getAttribute('html', 'lang')).toBe('fr-FR');
  expect(await shownIds(desktop)).toEqual([]);
});

describe.each([
  ['English', '/', englishMessages as Readonly<Record<string, string>>, 'Choice guide', 'fil'],
  ['French', '/fr', frenchTranslation.messages, 'Guide de choix', 'lis'],
] as const)('the dialogs in %s', (_language, home, messages, guideEntry, term) => {
  test('the choice guide, at its first and its second step', async () => {
    await goto(desktop, home);
    await desktop.getByRole('navigation', { name: messages['a11y.mainNavigation'] }).getByRole('button', { name: guideEntry }).click();
    // Found by what it is, not by its title: a title shown as an id is what this looks for.
    const dialog = desktop.locator('dialog[open]');
    await dialog.getByRole('radio').first().waitFor();
    expect(await shownIds(desktop)).toEqual([]);
    await dialog.getByRole('radio').first().click();
    await dialog.locator('.choice-guide__actions .button--secondary').waitFor();
    expect(await shownIds(desktop)).toEqual([]);
  });

  test('the scanner and its manual field', async () => {
    await goto(desktop, home);
    await desktop.getByRole('button', { name: messages['layout.scan'] }).click();
    const dialog = desktop.getByRole('dialog', { name: messages['scan.title'] });
    await dialog.getByRole('searchbox', { name: messages['scan.code'] }).fill('3000000000000');
    await dialog.getByRole('button', { name: messages['scan.find'] }).click();
    // No product has this code: the look-up's answer shows as a toast.
    await desktop.locator('.toasts .toast__message').waitFor();
    expect(await shownIds(desktop)).toEqual([]);
  });

  test('the search suggestions after three letters', async () => {
    await goto(desktop, home);
    await desktop.getByRole('combobox', { name: messages['header.search.label'] }).pressSequentially(term);
    const suggestions = desktop.locator('.suggestions:not([hidden])');
    await suggestions.locator(':is([role="tab"], .suggestions__message)').first().waitFor();
    // "Searching…" shows until the answer and the list's code are in; then the suggestions (or no result).
    await expect.poll(() => suggestions.getByText(messages['search.searching']!, { exact: true }).count()).toBe(0);
    expect(await shownIds(desktop)).toEqual([]);
  });

  test('the consent choices from the footer’s cookie preferences', async () => {
    await goto(desktop, home);
    await desktop.getByRole('contentinfo').getByRole('button', { name: messages['footer.cookiePreferences'] }).click();
    // A failure says what the page held: this wait has failed within the whole suite, never alone.
    await desktop
      .getByRole('button', { name: messages['consent.save'] })
      .waitFor()
      .catch(async (error: Error) => {
        const state = await desktop.evaluate(() => ({
          banner: document.querySelector('.consent')?.outerHTML.slice(0, 1500),
          worker: navigator.serviceWorker.controller?.state ?? 'none',
          focused: document.activeElement?.outerHTML.slice(0, 200),
          lastResources: performance.getEntriesByType('resource').slice(-8).map((entry) => `${entry.name} ${Math.round(entry.duration)} ms`),
        }));
        throw new Error(`${error.message}\n${JSON.stringify(state, null, 2)}`);
      });
    expect(await shownIds(desktop)).toEqual([]);
  });

  test('the menu on a 390 px phone', async () => {
    await goto(phone, home);
    await phone.getByRole('button', { name: messages['header.openMenu'] }).click();
    await expect.poll(() => phone.getByRole('navigation', { name: messages['a11y.mainNavigation'] }).getAttribute('data-open')).not.toBeNull();
    expect(await shownIds(phone)).toEqual([]);
  });
});

test('no page or dialog had a console error', () => {
  expect(problems).toEqual([]);
});
