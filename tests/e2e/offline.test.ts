/**
 * The worksite offline mode (issue 23, decision 171) in Chromium, against the real server and its
 * embedded back office, serving a temporary copy of the client build so that a test can rebuild
 * it: pages visited online open offline (`context.setOffline`), an unvisited page shows the
 * offline page, account pages are never kept, the favourites' "keep for the worksite" keeps an
 * unvisited product, and a new build takes over on the next navigation.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';


const builtClient = path.resolve(import.meta.dirname, '../../dist/client');
let work: string;
let clientDir: string;
let dataDir: string;
let site: TestSite;
let port: string;
let browser: Browser;

async function startSite(): Promise<void> {
  site = await startTestSite({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, PORT: port });
  port = new URL(site.url).port;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'offline-'));
  clientDir = path.join(work, 'client');
  dataDir = path.join(work, 'data');
  cpSync(builtClient, clientDir, { recursive: true });
  port = '0';
  await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(work, { recursive: true, force: true });
});

const productPath = '/professional-filler/product/fine-finish-smoothing-powder';

interface Visitor {
  readonly page: Page;
  readonly problems: string[];
  goto(path: string): Promise<void>;
  setOffline(offline: boolean): Promise<void>;
}

async function newVisitor(): Promise<Visitor> {
  const page = await newAnsweredVisitorPage(browser, site.url);
  const problems = collectPageProblems(page);
  page.on('console', (message) => {
    if (message.type() === 'warning' && /offline mode/.test(message.text())) problems.push(message.text());
  });
  // Playwright's offline emulation still fails a navigation's requests, but Chromium 150 reports
  // `navigator.onLine` true again in the document the navigation commits, where a browser really
  // offline says false. The offline notice reads it: each document opened offline is told again
  // through a session of its own, kept until the visitor is back online (detaching one ends its
  // emulation).
  let offline = false;
  const offlineSessions: CDPSession[] = [];
  const emulate = (session: CDPSession, value: boolean) =>
    session.send('Network.emulateNetworkConditions', { offline: value, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  return {
    page,
    problems,
    goto: async (path) => {
      await page.goto(`${site.url}${path}`);
      if (offline) {
        const session = await page.context().newCDPSession(page);
        offlineSessions.push(session);
        await emulate(session, true);
      }
      await waitForHydration(page);
    },
    setOffline: async (value) => {
      offline = value;
      await page.context().setOffline(value);
      if (value) return;
      for (const session of offlineSessions.splice(0)) {
        await emulate(session, false).catch(() => undefined);
        await session.detach().catch(() => undefined);
      }
    },
  };
}

/** The worker is active and controls the page: from now on it sees every request. */
async function workerInControl(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

const keptUrl = (page: Page, url: string) => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, url);
const heading = (page: Page) => page.locator('h1').first().textContent();

/** The French alternate of the page on screen, as a path on this site. */
async function frenchPath(page: Page): Promise<string> {
  const href = await page.locator('link[rel="alternate"][hreflang="fr-FR"]').getAttribute('href');
  return new URL(href!).pathname;
}

async function sheetPath(page: Page): Promise<string> {
  return (await page.locator('a[type="application/pdf"]').first().getAttribute('href'))!;
}

/** A technical sheet fetched by the page, through the worker: its status and its first bytes. */
const fetchSheet = (page: Page, url: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) };
  }, url);

test('pages visited online open offline; an unvisited one shows the offline page; account pages are never kept', async () => {
  const { page, problems, goto, setOffline } = await newVisitor();
  // The product page is the first one opened: the worker keeps the pages open when it takes over.
  await goto(productPath);
  await workerInControl(page);
  await expect.poll(() => keptUrl(page, `${site.url}${productPath}`)).toBe(true);
  const productName = (await heading(page))!.trim();
  const sheet = await sheetPath(page);
  expect(await fetchSheet(page, sheet)).toEqual({ status: 200, start: '%PDF-' });
  await page.locator('.product-actions').getByRole('button', { name: 'Add to favourites' }).click();
  await page.locator('.product-actions').getByRole('button', { name: 'Add to comparator' }).click();
  await expect.poll(() => page.locator('.product-actions [aria-pressed=true]').count()).toBe(2);
  const french = await frenchPath(page);
  await goto(french);
  const frenchName = (await heading(page))!.trim();
  await goto('/favorites');
  await expect.poll(() => page.locator('.product-grid .product-card').count()).toBe(1);
  await goto('/comparator');
  await expect.poll(() => page.locator('.comparator__table thead th').count()).toBeGreaterThan(0);
  // A signed-in visitor's account page, and the sign-in forms, answer without the mark: never kept.
  await goto('/signup');
  const signup = page.getByRole('form', { name: 'Create an account' });
  await signup.getByLabel('First name').fill('Jane');
  await signup.getByLabel('Last name').fill('Plasterer');
  await signup.getByLabel('E-mail').fill('jane.offline@example.com');
  await signup.getByLabel('Password (required)', { exact: true }).fill('Smooth-Walls-2026');
  await signup.getByLabel('Password confirmation').fill('Smooth-Walls-2026');
  await signup.getByLabel('Country').selectOption('LB');
  await signup.getByLabel('I accept the terms of use of the site').check();
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Hello Jane');
  for (const personal of ['/account', '/fr/mon-compte', '/login']) {
    const response = await page.goto(`${site.url}${personal}`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['offline-keep']).toBeUndefined();
    expect(await keptUrl(page, `${site.url}${personal}`)).toBe(false);
  }
  expect(await heading(page)).not.toBe('Hello Jane');
  // Signed in, a public page is rendered for Jane: never kept, and the anonymous copy kept before stays.
  const browsed = await page.goto(`${site.url}${productPath}`);
  expect(browsed!.headers()['offline-keep']).toBeUndefined();
  expect(await keptUrl(page, `${site.url}${productPath}`)).toBe(true);
  await goto('/account');
  expect(await heading(page)).toBe('Hello Jane');

  await setOffline(true);
  await goto(productPath);
  expect((await heading(page))!.trim()).toBe(productName);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Offline: kept pages stay readable' }).count()).toBe(1);
  await goto(french);
  expect((await heading(page))!.trim()).toBe(frenchName);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Hors ligne : les pages gardées restent lisibles' }).count()).toBe(1);
  expect(await fetchSheet(page, sheet)).toEqual({ status: 200, start: '%PDF-' });
  await goto('/favorites');
  await expect.poll(() => page.locator('.product-grid .product-card__name').allTextContents()).toEqual([expect.stringContaining(productName.slice(0, 10))]);
  await goto('/comparator');
  await expect.poll(() => page.locator('.comparator__table thead th').allTextContents()).toContainEqual(expect.stringContaining(productName.slice(0, 10)));

  // Never visited: the offline page, in the language of the path, listing what is kept.
  await goto('/contact');
  expect(await heading(page)).toBe('You are offline');
  expect(page.url()).toBe(`${site.url}/contact`);
  await expect.poll(() => page.locator('#kept-pages + ul a').allTextContents()).toContainEqual(expect.stringContaining(productName.slice(0, 10)));
  expect(await page.locator(`#kept-pages + ul a[href="${productPath}"]`).count()).toBe(1);
  expect(await page.locator(`#kept-sheets + ul a[href="${sheet}"]`).count()).toBe(1);
  await goto('/fr/contact');
  expect(await heading(page)).toBe('Vous êtes hors ligne');
  // An account page offline is the offline page, never a kept copy.
  for (const personal of ['/account', '/fr/mon-compte', '/login']) {
    await goto(personal);
    expect(await heading(page)).toMatch(/^(You are offline|Vous êtes hors ligne)$/);
  }
  await setOffline(false);
  expect(await page.getByText('Hello Jane').count()).toBe(0);
  expect(problems.filter((problem) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
  await page.context().close();
});

test('"keep for the worksite" keeps a favourite never opened, in both languages, with its sheet', async () => {
  const { page, goto, setOffline } = await newVisitor();
  await goto('/results/filler');
  await workerInControl(page);
  const names = (await page.locator('.product-grid .product-card__name').allTextContents()).slice(0, 2);
  const paths = await Promise.all(names.map((_name, index) => page.locator('.product-grid .product-card__link').nth(index).getAttribute('href')));
  for (const name of names) await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await goto('/favorites');
  for (const path of paths) expect(await keptUrl(page, `${site.url}${path}`)).toBe(false);
  const keep = page.getByRole('button', { name: 'Keep for the worksite' });
  expect((await keep.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await keep.click();
  const status = page.locator('#worksite-keep-progress');
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^2 of 2 kept · Space used on this device: [\d.,]+\s?[kM]B$/);
  expect(await status.getAttribute('aria-live')).toBe('polite');

  await setOffline(true);
  await goto(paths[0]!);
  expect(await heading(page)).toContain(names[0]!.slice(0, 10));
  const french = await frenchPath(page);
  const sheet = await sheetPath(page);
  await goto(french);
  expect(await heading(page)).not.toMatch(/hors ligne/);
  expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
  expect(await fetchSheet(page, sheet)).toEqual({ status: 200, start: '%PDF-' });

  // The offline page lists the reader's language first; a French copy says so and carries its language.
  await goto('/contact');
  const keptLinks = page.locator('#kept-pages + ul a');
  await expect.poll(() => keptLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(expect.arrayContaining([paths[0], french]));
  const languages = await keptLinks.evaluateAll((links) => links.map((link) => link.getAttribute('lang')));
  const firstOther = languages.findIndex((lang) => lang !== null);
  expect(firstOther).toBeGreaterThan(0);
  expect(languages.slice(firstOther)).toEqual(languages.slice(firstOther).map(() => 'fr-FR'));
  const frenchEntry = page.locator('#kept-pages + ul li').filter({ has: page.locator(`a[href="${french}"]`) });
  expect(await frenchEntry.locator('.offline-page__language').textContent()).toBe(' (French)');
  expect(await frenchEntry.locator('a').getAttribute('lang')).toBe('fr-FR');
  await page.context().close();
});

/** What `npm run build` changes when a stylesheet changes: a new hashed file, the manifest, and the worker's id and list. */
function rebuildWithNewStylesheet(): { oldCss: string; newCss: string; oldId: string; newId: string } {
  const manifestFile = path.join(clientDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { stylesheets: string[] };
  const oldCss = manifest.stylesheets[0]!;
  const newCss = oldCss.replace(/-[A-Z0-9]+\.css$/, '-REBUILT2.css');
  writeFileSync(path.join(clientDir, newCss), `${readFileSync(path.join(clientDir, oldCss), 'utf8')}\n.rebuilt-marker { color: red; }\n`);
  rmSync(path.join(clientDir, oldCss));
  manifest.stylesheets = [newCss];
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const workerFile = path.join(clientDir, 'sw.js');
  const worker = readFileSync(workerFile, 'utf8');
  const oldId = /offline worker of build (\S+)/.exec(worker)![1]!;
  const newId = 'rebuilt00002';
  writeFileSync(workerFile, worker.replaceAll(oldCss, newCss).replaceAll(oldId, newId));
  return { oldCss, newCss, oldId, newId };
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const stylesheetsOf = (page: Page) => page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href && new URL(sheet.href).pathname).filter(Boolean));

test('after a rebuild, the next navigation uses the new build; kept pages follow it offline, old caches go', async () => {
  const { page, goto, setOffline } = await newVisitor();
  await goto(productPath);
  await workerInControl(page);
  await goto('/fr');
  await expect.poll(() => keptUrl(page, `${site.url}/fr`)).toBe(true);

  await site.close();
  const { oldCss, newCss, oldId, newId } = rebuildWithNewStylesheet();
  await startSite();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await goto(productPath);
  expect(await stylesheetsOf(page)).toContain(newCss);
  expect(requested).not.toContain(oldCss);
  // The new worker installs on that navigation, carries the kept pages over and drops the old build's caches.
  await expect.poll(async () => (await cacheNames(page)).some((name) => name.endsWith(newId)), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await cacheNames(page)).filter((name) => name.endsWith(oldId)), { timeout: 20_000 }).toEqual([]);

  await setOffline(true);
  await goto('/fr');
  expect(await stylesheetsOf(page)).toContain(newCss);
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('color') !== '')).toBe(true);
  expect(await page.evaluate((css) => document.documentElement.outerHTML.includes(css), oldCss)).toBe(false);
  await page.context().close();
});

test('the kill switch: with SERVICE_WORKER=off the worker unregisters itself and deletes its caches', async () => {
  const { page, goto } = await newVisitor();
  await goto(productPath);
  await workerInControl(page);
  expect((await cacheNames(page)).length).toBeGreaterThan(0);
  await site.close();
  site = await startTestSite({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, PORT: port, SERVICE_WORKER: 'off' });
  const worker = await site.get('/sw.js');
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(await worker.text()).toBe(readFileSync(path.join(clientDir, 'sw-off.js'), 'utf8'));
  await goto('/');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 20_000 }).toBe(0);
  await expect.poll(() => cacheNames(page)).toEqual([]);
  await page.context().close();
});
