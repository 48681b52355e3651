/**
 * What needs the layout's pieces: the toasts' live region and the consent banner.
 * Needs `<Toasts />` and `<ConsentBanner />` mounted in the layouts (see docs/decisions/070).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, interceptable, launchBrowser, waitForHydration } from '../support/browser.ts';
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

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext(interceptable);
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  await page.goto(`${service.site.url}${path}`);
  await waitForHydration(page);
  return { page, problems };
}

test('a failed submission shows the danger toast and keeps everything typed', async () => {
  const { page } = await open('/contact');
  await page.route('**/api/v1/contact?**', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"errors":{"status":"bad_gateway"}}' }));
  const main = page.locator('main');
  await main.getByLabel('First name').fill('Karim');
  await main.getByLabel('Last name').fill('Saad');
  await main.getByLabel('E-mail').fill('karim@example.com');
  await main.getByLabel('Message').fill('Hello');
  await main.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.locator('.toast--danger').textContent()).toContain('An unknow error occured');
  expect(await main.getByLabel('Message').inputValue()).toBe('Hello');
  await page.context().close();
});

test('a training registration shows the default success toast', async () => {
  const { page, problems } = await open('/formations');
  const main = page.locator('main');
  await main.getByRole('radio', { name: /Plasterboard jointing/ }).check();
  await main.getByLabel('Company name').fill('Atelier Nader');
  await main.getByLabel('E-mail').fill('nader@example.com');
  await main.getByRole('textbox', { name: /^Phone/ }).fill('0612345678');
  const participant = main.getByRole('group', { name: 'Participant 1' });
  await participant.getByLabel('First name').fill('Hadi');
  await participant.getByLabel('Last name').fill('Nader');
  await main.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => page.locator('.toast--success').textContent()).toContain('default success message');
  expect(problems).toEqual([]);
  await page.context().close();
});

test('the consent banner asks once, and its choice turns video consent on', async () => {
  const { page, problems } = await open('/contact');
  const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
  await expect.poll(() => banner.count()).toBe(1);
  await banner.getByRole('button', { name: 'Choose' }).click();
  await banner.getByLabel('Videos').check();
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  await expect.poll(() => banner.count()).toBe(0);
  const cookies = await page.context().cookies();
  expect(decodeURIComponent(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value ?? '')).toBe(
    'analytics=false,ads=false,facebook=false,pinterest=false,youtube=true',
  );
  await page.reload();
  await waitForHydration(page);
  expect(await page.getByRole('dialog', { name: 'Cookies and privacy' }).count()).toBe(0);
  expect(problems).toEqual([]);
  await page.context().close();
});

/** Loads a page with every script of the site's own refused: what the HTML, the head's inline hint and the critical CSS paint. */
async function openWithoutModules(path: string, consentCookie?: string): Promise<{ page: Page; problems: string[] }> {
  // A phone's width: the mobile toolbar and the scan button are on screen with the banner.
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  if (consentCookie) await context.addCookies([{ name: 'cookie_consent', value: consentCookie, url: service.site.url }]);
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto(`${service.site.url}${path}`, { waitUntil: 'load' });
  return { page, problems: problems.filter((problem) => !problem.includes('net::ERR_FAILED')) };
}

test('on a first visit the banner paints with the page, before any module has loaded, and the CSP allows its hint', async () => {
  const { page, problems } = await openWithoutModules('/contact');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
  expect(await banner.isVisible()).toBe(true);
  expect(await banner.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
  // Above the scan button and toolbar: nothing covers the middle of its buttons.
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.consent__actions button')].some((button) => {
      const box = button.getBoundingClientRect();
      return !button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
  );
  expect(covered).toBe(false);
  expect(problems.filter((problem) => /Content Security Policy|Refused to execute/i.test(problem))).toEqual([]);
  await page.context().close();
});

test('a visitor who has chosen never sees the banner, not even before the scripts run', async () => {
  const { page } = await openWithoutModules('/contact', encodeURIComponent('analytics=false,ads=false,facebook=false,pinterest=false,youtube=false'));
  expect(await page.getByRole('dialog', { name: 'Cookies and privacy' }).count()).toBe(0);
  expect(await page.locator('.consent').isHidden()).toBe(true);
  await page.context().close();
});

test('the hint shows the banner until a choice wakes it; the model then takes it over: the hint is dropped and the banner hidden', async () => {
  const { page, problems } = await open('/');
  const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
  // Nothing on the page has woken: the banner is the head's hint's (decision 199).
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-consent'))).toBe('ask');
  expect(await banner.isVisible()).toBe(true);
  await banner.getByRole('button', { name: 'Refuse all' }).click();
  await expect.poll(() => banner.count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent'))).toBe(false);
  expect(await page.locator('.consent').isHidden()).toBe(true);
  expect(problems).toEqual([]);
  await page.context().close();
});
