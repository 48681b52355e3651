/**
 * The self-hosted typeface (decision 130) swaps in without moving anything: the page is first
 * shown in the metric-matched fallback (the font files are held back), then the font arrives and
 * replaces it. The blocks of the page keep their place and size to within a pixel, and the swap
 * records no layout shift that counts. Debian's Chromium has DejaVu Sans, not Arial: the DejaVu
 * fallback faces are the ones tested here.
 */
import { describe, expect, test } from 'vitest';
import { collectPageProblems, newAnsweredVisitorPage } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';

const fixture = useBrowserSite();

/** Where the main column's blocks are, top and height, rounded to the pixel. */
const blockPlaces = () =>
  [...document.querySelectorAll('main h1, main h2, main p, main .button, .site-footer')].map((element) => {
    const box = element.getBoundingClientRect();
    return `${element.tagName.toLowerCase()} ${Math.round(box.top + window.scrollY)} ${Math.round(box.height)}`;
  });

describe.each([
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const)('on a %s', (_device, viewport) => {
  test.each(['/', '/fr/enduit-professionnels/contact', '/professional-filler/product/fine-finish'])('the typeface swaps in on %s without moving anything', async (pagePath) => {
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport });
    const problems = collectPageProblems(page);
    let releaseFonts!: () => void;
    const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
    const fontRequests: string[] = [];
    await page.route(/\/assets\/archivo-[^/]+\.woff2$/, async (route) => {
      fontRequests.push(new URL(route.request().url()).pathname);
      await fontsHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    // The held font holds back the load event: the page is complete once hydrated with its stylesheet.
    await page.goto(`${fixture.site.url}${pagePath}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true' && [...document.styleSheets].some((sheet) => /\/site-[^/]+\.css$/.test(sheet.href ?? '')),
    );
    expect(await page.evaluate(() => document.fonts.check('16px "Archivo Variable"'))).toBe(false);
    const withFallback = await page.evaluate(blockPlaces);
    const shiftsBefore = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.length);

    releaseFonts();
    await page.waitForFunction(() => document.fonts.check('16px "Archivo Variable"') && document.fonts.status === 'loaded');
    // Two frames: the swap's layout and any shift it records.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const withTypeface = await page.evaluate(blockPlaces);
    const swapShifts = await page.evaluate((from) => (window as unknown as { layoutShifts: number[] }).layoutShifts.slice(from), shiftsBefore);

    expect(fontRequests.some((request) => /archivo-latin-wght-normal-/.test(request))).toBe(true);
    expect(withTypeface.length).toBe(withFallback.length);
    withTypeface.forEach((place, index) => {
      const [tag, top, height] = place.split(' ');
      const [fallbackTag, fallbackTop, fallbackHeight] = withFallback[index]!.split(' ');
      expect(tag).toBe(fallbackTag);
      expect(Math.abs(Number(top) - Number(fallbackTop)), `${place} / ${withFallback[index]}`).toBeLessThanOrEqual(1);
      expect(Math.abs(Number(height) - Number(fallbackHeight)), `${place} / ${withFallback[index]}`).toBeLessThanOrEqual(1);
    });
    // What remains is words sliding sideways by a fraction of a pixel: under 0.0005, which
    // Lighthouse reports as a CLS of 0.000.
    expect(swapShifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.0005);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
