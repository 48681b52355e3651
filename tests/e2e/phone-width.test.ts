/**
 * On a phone nothing may be wider than the screen: one element that overflows (even an
 * invisible one) makes mobile browsers lay the whole page out wider and zoom it out, and the
 * fixed toolbar, banner and buttons jump with it (a layout shift Lighthouse measured at 0.5 on
 * home, from the slides' screen-reader text escaping their scrolling track). Each page is checked
 * once everything it streams has arrived, as a phone with a meta viewport lays it out.
 */
import { describe, expect, test } from 'vitest';
import { collectPageProblems } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const paths = [
  '/',
  '/individual-filler',
  '/professional-filler/category/smoothing-compounds',
  '/professional-filler/product/fine-finish-smoothing-powder',
  '/professional-filler/results/filler',
  '/individual-filler/folder/diy-videos',
  '/news',
  '/faq',
  '/carrier',
  '/contact',
  '/formations',
  '/quantity-calculator',
  '/colorimetry',
  '/store-locator',
  '/technical-documentation',
  '/sitemap',
];

describe('at a phone’s width', () => {
  test.each(paths)('%s is no wider than the screen', async (path) => {
    // A first visit: the consent banner is on screen too.
    const context = await fixture.browser.newContext(phone);
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const layout = await page.evaluate(() => ({ innerWidth, scrollWidth: document.documentElement.scrollWidth }));
    expect(layout).toEqual({ innerWidth: 390, scrollWidth: 390 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
