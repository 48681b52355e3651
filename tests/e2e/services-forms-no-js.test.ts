/**
 * The contact form with JavaScript disabled (issue 7): the browser posts the HTML form to its
 * page; an invalid submission comes back with the errors next to the fields and the values typed,
 * a valid one lands on the confirmation page, and the back office holds the record.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { startServiceSite, type ServiceSite } from '../services/service-sites.ts';

let service: ServiceSite;
let browser: Browser;

beforeAll(async () => {
  service = await startServiceSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

const main = (page: Page) => page.locator('main');

/** The message a field points at with aria-describedby, or null when it is not marked invalid. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const control = main(page).getByLabel(label, { exact: false }).first();
  if ((await control.getAttribute('aria-invalid')) !== 'true') return null;
  const errorId = (await control.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

test('contact without JavaScript: invalid, then valid, then stored', async () => {
  const page = await newAnsweredVisitorPage(browser, service.site.url, { javaScriptEnabled: false });
  try {
    await page.goto(`${service.site.url}/contact`);
    await page.waitForLoadState('load');
    // The page's scripts never ran: nothing hydrated, no fetch-based submission.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'never')).toBe('never');

    await main(page).getByLabel('First name').fill('Nour');
    await main(page).getByLabel('Last name').fill('Haddad <b>');
    await main(page).getByLabel('E-mail').fill('nour.haddad@example');
    await main(page).getByLabel('Message').fill('Which filler for a cracked ceiling?');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await main(page).getByRole('button', { name: 'Send' }).click();
    expect((await refused).status()).toBe(422);
    await page.waitForLoadState('domcontentloaded');

    expect(await fieldError(page, 'E-mail')).toBe('Please enter your E-Mail address.');
    expect(await fieldError(page, 'First name')).toBeNull();
    expect(await main(page).getByLabel('First name').inputValue()).toBe('Nour');
    expect(await main(page).getByLabel('Last name').inputValue()).toBe('Haddad <b>');
    expect(await main(page).getByLabel('Message').inputValue()).toBe('Which filler for a cracked ceiling?');
    expect(await page.getByRole('alert').filter({ hasText: 'One field needs your attention' }).count()).toBe(1);
    expect(await service.submissions('contact')).toEqual([]);

    await main(page).getByLabel('E-mail').fill('nour.haddad@example.com');
    await main(page).getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/professional-filler\/confirmation\?form=contact$/);
    expect(await page.getByText('Your message has been sent.').count()).toBe(1);

    const stored = await service.submissions('contact');
    expect(stored.map((submission) => submission.body)).toEqual([
      expect.objectContaining({ firstname: 'Nour', lastname: 'Haddad <b>', email: 'nour.haddad@example.com', message: 'Which filler for a cracked ceiling?' }),
    ]);
  } finally {
    await page.context().close();
  }
});

test('a page shown again after a refused post hydrates as rendered and goes on with scripts', async () => {
  const page = await newAnsweredVisitorPage(browser, service.site.url);
  try {
    const problems = collectPageProblems(page);
    // Scripts still loading (blocked here) when the visitor sends: the browser posts the form itself.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(`${service.site.url}/start-worksite`);
    await main(page).getByLabel('First name').fill('Karim');
    await main(page).getByLabel('Zip code').fill('750');
    await page.unroute('**/assets/**');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await main(page).getByRole('button', { name: 'Send' }).click();
    expect((await refused).status()).toBe(422);
    await waitForHydration(page);

    expect(await fieldError(page, 'Zip code')).toBe('Please enter a 5-digit zip code.');
    expect(await main(page).getByLabel('First name').inputValue()).toBe('Karim');
    // Hydrated: typing clears the field's error at once, as the client form does.
    await main(page).getByLabel('Zip code').fill('75011');
    expect(await fieldError(page, 'Zip code')).toBeNull();
    // Chromium reports the blocked scripts and the 422 document itself; nothing else (no hydration mismatch).
    const expected = (problem: string) => problem.includes('net::ERR_FAILED') || problem.includes('status of 422 (Unprocessable Entity)');
    expect(problems.filter((problem) => !expected(problem))).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('with scripts, Enter in a training field sends the form; it does not add a participant', async () => {
  const page = await newAnsweredVisitorPage(browser, service.site.url);
  try {
    await page.goto(`${service.site.url}/formations`);
    await waitForHydration(page);
    await main(page).getByLabel('Company name').fill('Atelier Sfeir');
    await main(page).getByLabel('Company name').press('Enter');
    await expect.poll(() => fieldError(page, 'E-mail')).toBe('Please enter your E-Mail address.');
    expect(await page.getByRole('group', { name: 'Participant 2' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add a participant' }).click();
    expect(await page.getByRole('group', { name: 'Participant 2' }).count()).toBe(1);
  } finally {
    await page.context().close();
  }
});
