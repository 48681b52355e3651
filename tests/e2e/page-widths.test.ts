/**
 * No page may be wider than the screen, from a 320 px phone to a 1920 px desktop, in either
 * language. On a phone one element that overflows (even an invisible one) makes the browser lay
 * the whole page out wider and zoom it out, and the fixed toolbar, banner and buttons jump with it
 * (a layout shift Lighthouse measured at 0.5 on home, from the slides' screen-reader text escaping
 * their scrolling track); on a desktop it shows a sideways scroll bar. Each page is loaded once
 * per language and device class, once everything it streams has arrived (the document is parsed),
 * it is hydrated and the pictures and fonts on screen have arrived, then laid out at each width of
 * that class; not once the network is quiet, which costs every page half a second or more of
 * prefetches that change nothing on screen. The French page is the one the English page's
 * language switcher links to, so the list names most pages once. Favourites and the comparator
 * are laid out empty, then again holding products, as a visitor who saved some sees them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectPageProblems, waitForHydration, waitForPicturesInView } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { products } from '../../src/backoffice/demo/data/products.ts';
import { PRO_PLAN_ID } from '../../src/backoffice/demo/data/sites.ts';

const fixture = useEmbeddedBrowserSite();

/**
 * Every page type, by its English path, or its English and French paths where the switcher's
 * French link is not the page to check (the 404's switcher leads to the French home) or there is
 * no switcher (a landing page's layout is the logo alone).
 */
const pageTypes: ReadonlyArray<string | readonly [string, string]> = [
  '/',
  '/individual-filler',
  '/professional-filler/category',
  '/professional-filler/category/smoothing-compounds',
  '/individual-filler/category/filling',
  '/professional-filler/product/fine-finish-smoothing-powder',
  '/individual-filler/product/multi-purpose-filler-powder',
  '/professional-filler/results/filler',
  '/professional-filler/choice-guide/eyJ3b3JrX3R5cGUiOlsic21vb3RoaW5nIl19',
  '/professional-filler/comparator',
  '/professional-filler/favorites',
  '/individual-filler/folder/diy-videos',
  '/professional-filler/news',
  '/professional-filler/faq',
  '/professional-filler/carrier',
  '/professional-filler/carrier/unsolicited-application',
  '/professional-filler/contact',
  '/professional-filler/formations',
  '/professional-filler/quantity-calculator',
  '/professional-filler/colorimetry',
  '/professional-filler/store-locator',
  '/professional-filler/distributors',
  '/professional-filler/downloads',
  '/professional-filler/technical-documentation',
  '/professional-filler/start-worksite',
  '/professional-filler/sitemap',
  '/professional-filler/login',
  '/professional-filler/signup',
  '/professional-filler/our-history',
  '/professional-filler/new-airless-range',
  '/individual-filler/our-history',
  ['/landing/spring-contest', '/fr/operation/spring-contest'],
  ['/professional-filler/no-such-page', '/fr/enduit-professionnels/pas-de-page'],
];

const deviceClasses = [
  { name: 'phone and tablet', widths: [320, 390, 768], options: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'desktop', widths: [1366, 1920], options: { isMobile: false, hasTouch: false, deviceScaleFactor: 1 } },
] as const;

/** The same page in French, as the language switcher links to it. */
async function frenchTwin(page: Page): Promise<string> {
  const href = await page.locator('a[hreflang="fr-FR"]').first().getAttribute('href', { timeout: 5000 });
  if (!href) throw new Error(`${page.url()} has no link to its French twin: give its French path in the list`);
  return new URL(href, page.url()).pathname;
}

async function widthsOverflowing(page: Page, widths: readonly number[]): Promise<Array<{ width: number; scrollWidth: number; widest: string }>> {
  const overflowing = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    // Two frames: the resize's layout and anything the page's own resize handling changes.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const layout = await page.evaluate(() => {
      const scrollWidth = document.documentElement.scrollWidth;
      let widest = '';
      if (scrollWidth > innerWidth) {
        for (const element of document.body.querySelectorAll('*')) {
          const box = element.getBoundingClientRect();
          if (box.right > innerWidth + 1 && box.width > 0) {
            widest = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(box.right)}`;
            break;
          }
        }
      }
      return { innerWidth, scrollWidth, widest };
    });
    if (layout.scrollWidth > layout.innerWidth) overflowing.push({ width, scrollWidth: layout.scrollWidth, widest: layout.widest });
  }
  return overflowing;
}

/** Three products professionals buy: saved as favourites and compared (a phone's comparator holds three). */
const savedProductIds = products.filter((product) => product.items.some((item) => item.prices.pro !== undefined)).slice(0, 3).map((product) => product.id);

/** The browser's saved lists (the persisted slices' entries), as a visitor who saved products has them. */
function saveProducts({ ids, planId }: { ids: readonly number[]; planId: number }): void {
  localStorage.setItem('fpc:favorites', JSON.stringify({ version: 1, value: ids }));
  localStorage.setItem('fpc:comparator', JSON.stringify({ version: 1, value: { planId, ids } }));
}

describe.each(deviceClasses)('on a $name', ({ widths, options }) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    context = await fixture.browser.newContext({ ...options, viewport: { width: widths[0], height: 844 } });
    page = await context.newPage();
    problems = collectPageProblems(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  /**
   * Each width's overflow of the page at `englishPath`, then of its French twin; where `shown` is
   * given, once that many elements match it in each language (what the page fetches after hydration).
   */
  async function overflowInBothLanguages(englishPath: string, frenchPath: string | null, shown?: { selector: string; count: number }): Promise<Record<string, unknown>> {
    const found: Record<string, unknown> = {};
    let path = englishPath;
    for (const locale of ['en', 'fr']) {
      await page.setViewportSize({ width: widths[0], height: 844 });
      await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page).catch((error: Error) => {
        throw new Error(`${path} was not hydrated: ${error.message}`);
      });
      if (shown) {
        await page
          .locator(shown.selector)
          .nth(shown.count - 1)
          .waitFor({ timeout: 10_000 })
          .catch(() => {
            throw new Error(`${path} did not show ${shown.count} of ${shown.selector}`);
          });
      }
      await waitForPicturesInView(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale === 'en' ? 'en-GB' : 'fr-FR');
      found[path] = await widthsOverflowing(page, widths);
      if (locale === 'en') path = frenchPath ?? (await frenchTwin(page));
    }
    return found;
  }

  const noOverflow = (found: Record<string, unknown>) => Object.fromEntries(Object.keys(found).map((key) => [key, []]));

  test.each(pageTypes.map((paths) => (typeof paths === 'string' ? [paths, null] : paths)))(`%s is no wider than the screen at ${widths.join(', ')} px, in English and in French`, async (englishPath, frenchPath) => {
    problems.length = 0;
    const found = await overflowInBothLanguages(englishPath, frenchPath);
    expect(found).toEqual(noOverflow(found));
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });

  test(`favourites and the comparator holding products are no wider than the screen at ${widths.join(', ')} px, in English and in French`, async () => {
    problems.length = 0;
    await page.goto(`${fixture.site.url}/professional-filler/favorites`, { waitUntil: 'commit' });
    await page.evaluate(saveProducts, { ids: savedProductIds, planId: PRO_PLAN_ID });
    try {
      for (const path of ['/professional-filler/favorites', '/professional-filler/comparator']) {
        // The products are there to lay out, fetched after hydration: a card each, a column each.
        const selector = path.endsWith('favorites') ? 'main .product-card' : '.comparator__table thead th';
        const found = await overflowInBothLanguages(path, null, { selector, count: savedProductIds.length });
        expect(found).toEqual(noOverflow(found));
      }
      expect(problems).toEqual([]);
    } finally {
      await page.evaluate(() => localStorage.clear());
    }
  });
});
