/**
 * Speculation rules (issue 23, docs/decisions/170): a product link hovered then clicked shows a
 * page the browser prepared ahead (prerendered, or prefetched where headless Chromium does not
 * prerender) and paints it; the one static rule set, named by every page's header, never prepares personal pages or filter
 * combinations; no page breaks the content security policy, in English and French; and a page
 * follows the last with a view transition, unless the visitor asks for reduced motion. How soon
 * a prepared page paints against a cold navigation is a benchmark's figure: bench/speculation.mjs.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

/** Records every policy violation of every document the page shows. */
async function watchPolicy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

const languages = [
  { language: 'English', category: '/professional-filler/category/smoothing-compounds' },
  { language: 'French', category: '/fr/enduit-professionnels/categorie/enduits-de-lissage' },
];

interface Shown {
  readonly deliveryType: string;
  readonly activationStart: number;
  /** Largest contentful paints of the page after it was shown (its activation, for a prerendered page). */
  readonly paintsAfterShown: number;
}

/** Hovers the product link at `index` of the listing on view, waits for its prepared copy, clicks it and reads how it was shown. */
async function hoverThenClick(page: Page, index: number): Promise<Shown> {
  const link = page.locator('.product-card__link').nth(index);
  const href = (await link.getAttribute('href'))!;
  const prepared = page.waitForRequest((request) => new URL(request.url()).pathname === href && /prefetch|prerender/.test(request.headers()['sec-purpose'] ?? ''));
  await link.hover();
  // The click only shows the prepared copy once it has arrived whole.
  const answer = await (await prepared).response();
  await answer?.finished();
  expect(answer?.status()).toBe(200);
  expect(await violationsOf(page)).toEqual([]);
  await link.click();
  await page.waitForURL(`${fixture.site.url}${href}`);
  // Resolves once the shown page has painted its largest content: a page that never paints times the test out.
  const shown = await page.evaluate(
    () =>
      new Promise<Shown>((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string; activationStart: number };
        new PerformanceObserver((list) => {
          const paintsAfterShown = list.getEntries().filter((paint) => paint.startTime >= navigation.activationStart).length;
          if (paintsAfterShown > 0) resolve({ deliveryType: navigation.deliveryType, activationStart: navigation.activationStart, paintsAfterShown });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await waitForHydration(page);
  expect(await violationsOf(page)).toEqual([]);
  return shown;
}

test.each(languages)('$language: a product link hovered then clicked shows a page served by speculation, and paints it', async ({ category }) => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: { width: 1366, height: 900 } });
  const problems = collectPageProblems(page);
  await watchPolicy(page);
  await page.goto(`${fixture.site.url}${category}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  // The offline worker (decision 171) takes control of the first page a visitor opens: a page
  // prepared before that is dropped by the browser. From then on, preparing goes through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const shown = await hoverThenClick(page, 0);
  expect(shown.activationStart > 0 || shown.deliveryType === 'navigational-prefetch', JSON.stringify(shown)).toBe(true);
  expect(problems).toEqual([]);
  await page.context().close();
});

/** The rule set file a page's response names in its `Speculation-Rules` header. */
function rulesFileOf(header: string | undefined): string {
  const path = /^"(\/speculation-rules-[\w-]+\.json)"$/.exec(header ?? '')?.[1];
  if (path === undefined) throw new Error(`no rule set named: ${header}`);
  return path;
}

test('every page names the same rule set, which the browser fetches, and no tested page reports a policy violation', async () => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url);
  const problems = collectPageProblems(page);
  await watchPolicy(page);
  const named = new Set<string>();
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/speculation-rules-')) fetched.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/fr', '/professional-filler/category/smoothing-compounds', '/fr/enduit-particuliers/favoris', '/comparator', '/contact', '/login', '/no/such/page']) {
    const answer = await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    named.add(rulesFileOf(answer?.headers()['speculation-rules']));
    expect(await violationsOf(page), path).toEqual([]);
  }
  expect(named.size).toBe(1);
  // Fetched by the browser's speculation (from its cache after the first time: the file is kept for good).
  await expect.poll(() => new Set(fetched)).toEqual(named);
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
  await page.context().close();
});

test('the rules never prepare personal pages, a second filter, other hosts or links the client follows', async () => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url);
  const answer = await page.goto(`${fixture.site.url}/`);
  // The browser's own URLPattern reads the rule set's patterns, as its speculation does.
  const verdicts = await page.evaluate(async (rulesFile) => {
    // Not in TypeScript's DOM library yet.
    const URLPattern = (window as unknown as { URLPattern: new (pattern: string, base: string) => { test(input: string, base: string): boolean } }).URLPattern;
    const rules = await (await fetch(rulesFile)).json();
    const [allowed, never, excludedLinks] = rules.prerender[0].where.and;
    const prepared = (path: string) =>
      new URLPattern(allowed.href_matches, location.href).test(path, location.href) &&
      !never.not.href_matches.some((pattern: string) => new URLPattern(pattern, location.href).test(path, location.href));
    const paths = [
      '/professional-filler/product/fine-finish', '/fr/enduit-particuliers/product/enduit-fin', '/category/smoothing-compounds/__FORM__powder', '/',
      '/account', '/professional-filler/account/orders', '/fr/mon-compte', '/fr/enduit-professionnels/mon-compte/adresses', '/login', '/fr/enduit-particuliers/connexion',
      '/signup', '/confirmation', '/individual-filler/landing/summer/confirmation', '/fr/operation/ete/confirmation', '/preview/12',
      '/category/smoothing-compounds/__FORM__powder/__USE__interior', '/api/v1/product', '/media/sheet.pdf',
    ];
    return { verdicts: Object.fromEntries(paths.map((path) => [path, prepared(path)])), otherHost: prepared('https://example.org/product/x'), excludedLinks: excludedLinks.not.selector_matches };
  }, rulesFileOf(answer?.headers()['speculation-rules']));
  expect(verdicts.verdicts).toEqual({
    '/professional-filler/product/fine-finish': true,
    '/fr/enduit-particuliers/product/enduit-fin': true,
    '/category/smoothing-compounds/__FORM__powder': true,
    '/': true,
    '/account': false,
    '/professional-filler/account/orders': false,
    '/fr/mon-compte': false,
    '/fr/enduit-professionnels/mon-compte/adresses': false,
    '/login': false,
    '/fr/enduit-particuliers/connexion': false,
    '/signup': false,
    '/confirmation': false,
    '/individual-filler/landing/summer/confirmation': false,
    '/fr/operation/ete/confirmation': false,
    '/preview/12': false,
    '/category/smoothing-compounds/__FORM__powder/__USE__interior': false,
    '/api/v1/product': false,
    '/media/sheet.pdf': false,
  });
  expect(verdicts.otherHost).toBe(false);
  expect(verdicts.excludedLinks).toContain('[data-client-nav]');
  await page.context().close();
});

test.each([
  ['no-preference', true],
  ['reduce', false],
] as const)('from a listing to a product with motion %s: a view transition runs: %s', async (reducedMotion, transition) => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: { width: 1366, height: 900 }, reducedMotion });
  const problems = collectPageProblems(page);
  // Each document records whether the browser revealed it with a view transition.
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      (window as unknown as { revealedWithTransition: boolean }).revealedWithTransition = (event as Event & { viewTransition: unknown }).viewTransition != null;
    });
  });
  await page.goto(`${fixture.site.url}/professional-filler/category/smoothing-compounds`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).viewTransitionName)).toBe(transition ? 'site-header' : 'none');
  await page.locator('.product-card__link').first().click();
  await page.waitForURL(/\/product\//);
  await page.waitForFunction(() => 'revealedWithTransition' in window);
  expect(await page.evaluate(() => (window as unknown as { revealedWithTransition: boolean }).revealedWithTransition)).toBe(transition);
  expect(await page.locator('.gallery__stage').evaluate((stage) => getComputedStyle(stage).viewTransitionName)).toBe(transition ? 'product-picture' : 'none');
  expect(problems).toEqual([]);
  await page.context().close();
});
