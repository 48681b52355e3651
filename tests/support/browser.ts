/**
 * Debian's Chromium driven by playwright-core: never a browser download. The flags keep it off
 * the network (this machine has none) and quiet.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { allChoices, serializeChoices } from '../../src/shared/features/consent/choices.ts';
import { DEFAULT_CONSENT_COOKIE } from '../../src/shared/features/consent/third-parties.ts';
import { chromiumPath, quietChromiumFlags } from '../../scripts/chromium.mjs';

export { chromiumPath };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...quietChromiumFlags, '--disable-dev-shm-usage'],
  });
}

/**
 * Context options for a test that intercepts the site's own requests: Playwright's routes never see
 * what a service worker fetches, and the site's worker answers every same-origin read once it
 * controls the page. Only the offline tests want the worker; a test that routes blocks it.
 */
export const interceptable = { serviceWorkers: 'block' } as const satisfies BrowserContextOptions;

/** Every console error, warning about hydration, and uncaught page error, for the test to assert none. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console.${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until the document on screen is hydrated. After a link's click, call it once the new
 * page's content shows: a navigation the client cannot resolve (its chunk or data late) loads the
 * document instead, whose server-rendered forms post natively until they hydrate.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Waits until every picture on screen has arrived (loaded or failed) and the fonts the page asked
 * for are ready: what the layout on screen may still change by once the page is hydrated, without
 * waiting, as `networkidle` does, for a quiet network (prefetches, pictures out of view). A lazy
 * picture out of view is not requested, so it is not waited for.
 */
export async function waitForPicturesInView(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => {
        if (image.complete) return true;
        const box = image.getBoundingClientRect();
        return box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth;
      }),
  );
}

/** Opens a page of the site and waits until it is hydrated; `problems` collects console errors from the start. */
export async function openHydrated(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems = collectPageProblems(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, problems };
}

/**
 * A page for a visitor who has already answered the cookie banner (the banner itself is tested
 * on its own): otherwise it covers the bottom of the screen and the floating buttons.
 */
export async function newAnsweredVisitorPage(browser: Browser, siteUrl: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: DEFAULT_CONSENT_COOKIE, value: encodeURIComponent(serializeChoices(allChoices(false))), url: siteUrl }]);
  return context.newPage();
}

/**
 * Sends one request from the page and resolves once Playwright has reported it. Requests are
 * reported in the order the page started them, so any request started before this one has been
 * reported too: the moment a negative check ("nothing else was requested") can be made, instead
 * of a fixed wait that a loaded machine may outrun.
 */
export async function markerRequestSeen(page: Page): Promise<void> {
  const url = new URL(`/healthz?marker=${Date.now()}`, page.url()).href;
  const seen = page.waitForRequest(url);
  await page.evaluate((url) => fetch(url).then((response) => response.text()), url);
  await seen;
}
