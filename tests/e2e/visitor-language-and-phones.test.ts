/**
 * What a visitor met (issue 31): the contact form refused the phone numbers the site's own header
 * shows, and the English site answered an empty search in French. At a small phone, a phone and
 * a desktop width, in both languages: each header number is sent without a phone error, and a
 * search without results says so in the page's language, in the suggestions and on the results
 * page.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, interceptable, launchBrowser, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { startServiceSite, type ServiceSite } from '../services/service-sites.ts';

let service: ServiceSite;
let browser: Browser;

beforeAll(async () => {
  service = await startServiceSite();
  browser = await launchBrowser();
});
const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

const languages = [
  {
    lang: 'en',
    root: '',
    results: '/results',
    labels: { firstName: 'First name', lastName: 'Last name', email: 'E-mail', phone: 'Phone', message: 'Message', send: 'Send', search: 'Search the site' },
    noResults: 'Sorry, no results for your search',
    phoneError: 'Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.',
  },
  {
    lang: 'fr',
    root: '/fr',
    results: '/fr/resultats',
    labels: { firstName: 'Prénom', lastName: 'Nom', email: 'E-mail', phone: 'Téléphone', message: 'Message', send: 'Envoyer', search: 'Rechercher sur le site' },
    noResults: 'Désolé, aucun résultat pour votre recherche',
    phoneError: 'Veuillez saisir un numéro de téléphone français (01\u00A023\u00A045\u00A067\u00A089) ou international, commençant par + et l’indicatif du pays.',
  },
] as const;

type Language = (typeof languages)[number];

async function open(path: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const phone = width < 768;
  const page = await newAnsweredVisitorPage(browser, service.site.url, { ...interceptable, viewport: { width, height: 844 }, isMobile: phone, hasTouch: phone });
  pages.push(page);
  const problems = collectPageProblems(page);
  await page.goto(`${service.site.url}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return { page, problems };
}

/** A control of the page's main content by the start of its label ("Nom" is not "Prénom"; a required one ends with its mark). */
const field = (page: Page, label: string) => page.locator('main').getByLabel(new RegExp(`^${label}\\b`));

/** The message a control points at with aria-describedby, or null while it is valid. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const control = field(page, label);
  if ((await control.getAttribute('aria-invalid')) !== 'true') return null;
  const errorId = (await control.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

const withSpaces = (text: string) => text.replace(/\u00A0/g, ' ');

/** The numbers the header shows, read from the page itself. */
async function headerNumbers(page: Page): Promise<string[]> {
  const links = await page.locator('header a[href^="tel:"]').allTextContents();
  // "Lebanon: +961 1 000 000": the number as written, after its country.
  return [...new Set(links.map((text) => /\+[\d \u00A0]*\d/.exec(text)?.[0] ?? text))];
}

async function fillContact(page: Page, labels: Language['labels'], phone: string): Promise<void> {
  await field(page, labels.firstName).fill('Nadia');
  await field(page, labels.lastName).fill('Haddad');
  await field(page, labels.email).fill('nadia.haddad@example.com');
  await field(page, labels.phone).fill(phone);
  await field(page, labels.message).fill('Which filler for a cracked ceiling?');
}

describe.each([320, 390, 1366])('at %i px', (width) => {
  describe.each(languages)('in $lang', (language) => {
    test('each phone number the header shows is sent without a phone error; a wrong one says what is expected', async () => {
      const { page, problems } = await open(`${language.root}/contact`, width);
      const numbers = await headerNumbers(page);
      // Shown with no-break spaces, and typed (or pasted) as shown.
      expect(numbers.map(withSpaces)).toEqual(['+961 1 000 000', '+971 4 000 0000']);

      await fillContact(page, language.labels, '+961 12');
      await page.getByRole('button', { name: language.labels.send }).click();
      await expect.poll(() => fieldError(page, language.labels.phone)).toBe(language.phoneError);

      for (const number of numbers) {
        if (page.url().includes('confirmation')) await page.goBack();
        await waitForHydration(page);
        await fillContact(page, language.labels, number);
        await page.getByRole('button', { name: language.labels.send }).click();
        await page.waitForURL(/\/confirmation\?form=contact$/);
        const stored = await service.submissions('contact');
        expect(stored.map((submission) => withSpaces(String(submission.body.phone)))).toContain(withSpaces(number));
      }
      expect(problems).toEqual([]);
    });

    test('a search without results says so in the page’s language, in the suggestions and on the results page', async () => {
      const { page, problems } = await open(`${language.root}/`, width);
      const box = page.getByRole('combobox', { name: language.labels.search });
      await box.fill('qqqzzz');
      await expect.poll(() => page.locator('.suggestions').textContent()).toBe(language.noResults);

      await page.goto(`${service.site.url}${language.results}/qqqzzz`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      expect(await page.locator('.lead').textContent()).toBe(language.noResults);
      expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${language.lang}`));
      expect(problems).toEqual([]);
    });
  });
});
