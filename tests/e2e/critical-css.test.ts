/**
 * The header paints styled before the linked stylesheet arrives (issue #5: critical CSS inline),
 * and the page content after the link waits for it instead of showing unstyled (decision 095).
 * The stylesheet is held back by the test; the header's styles must already apply, on a desktop
 * and a phone, with nothing of <main> there yet, and screenshots of that first paint go to
 * tests/artifacts/critical-css/. Once it arrives the rest follows and the page hydrates cleanly.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';

const artifacts = 'tests/artifacts/critical-css';
const fixture = useBrowserSite();

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const)('on a %s', (device, viewport) => {
  test('the header is styled while the stylesheet is still on its way', async () => {
    mkdirSync(artifacts, { recursive: true });
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport });
    const problems = collectPageProblems(page);
    let releaseStylesheet!: () => void;
    const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
    let stylesheetRequested = false;
    await page.route(/\/assets\/site-[^/]+\.css$/, async (route) => {
      stylesheetRequested = true;
      await stylesheetHeld;
      await route.continue();
    });

    await page.goto(fixture.site.url, { waitUntil: 'commit' });
    await page.locator('.site-header').waitFor({ state: 'attached' });
    await expect.poll(() => stylesheetRequested).toBe(true);
    const firstPaint = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        stylesheetApplied: [...document.styleSheets].some((sheet) => /\/site-[^/]+\.css$/.test(sheet.href ?? '')),
        topbar: style('.topbar').backgroundColor,
        headerPosition: style('.site-header').position,
        skipLink: style('.skip-link').position,
        searchForm: style('.search-form').display,
        burger: style('.burger').display,
        mainNav: style('.main-nav').visibility,
        menuPanel: document.querySelector('.menu-panel') ? style('.menu-panel').display : 'none',
        contentParsed: document.querySelector('main') !== null,
      };
    });
    await page.screenshot({ path: `${artifacts}/home-${device}-before-stylesheet.png` });

    expect(firstPaint.stylesheetApplied).toBe(false);
    expect(firstPaint).toMatchObject({
      topbar: 'rgb(14, 76, 138)',
      skipLink: 'absolute',
      searchForm: 'flex',
      menuPanel: 'none',
      contentParsed: false,
    });
    // A phone gets a sticky header (it slides away on scrolling down) with the burger and a
    // closed drawer, a desktop the header in the page's flow with the menu bar.
    expect(firstPaint.headerPosition).toBe(device === 'phone' ? 'sticky' : 'relative');
    expect(firstPaint.burger).toBe(device === 'phone' ? 'flex' : 'none');
    expect(firstPaint.mainNav).toBe(device === 'phone' ? 'hidden' : 'visible');

    releaseStylesheet();
    await waitForHydration(page);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-footer')!).backgroundColor)).toBe('rgb(11, 56, 102)');
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => /\/site-[^/]+\.css$/.test(sheet.href ?? '')))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
