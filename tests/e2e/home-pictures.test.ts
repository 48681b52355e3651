/**
 * The home pages' pictures as a visitor's browser has them (issue 34, decision 197), for both
 * audiences, in English and French, at 390, 1366 and 1920 px: no picture is shown twice on the
 * page (the hero's slides, the ranges, the promotions, the news and the menu's promo block,
 * hidden panels included), the hero is a banner across the content on wide screens, and nothing
 * makes the page wider than the screen. A picture is known by its path without its width and
 * format (`/media/visual/slider-3`), so that its AVIF, WebP and PNG files at any width count as one.
 * A product's packshot is left out: it shows its product wherever the product is listed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectPageProblems, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

const homes = [
  ['professionals', 'en', '/'],
  ['individuals', 'en', '/individual-filler'],
  ['professionals', 'fr', '/fr'],
  ['individuals', 'fr', '/fr/enduit-particuliers'],
] as const;

const deviceClasses = [
  { name: 'phone', widths: [390], options: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'desktop', widths: [1366, 1920], options: { isMobile: false, hasTouch: false, deviceScaleFactor: 1 } },
] as const;

/** Each picture of the page (a `<picture>`, or an `<img>` outside one) with the paths its files are named by. */
function picturesOnPage(): { readonly paths: string[]; readonly where: string }[] {
  const pathOf = (url: string) => new URL(url.trim().split(/\s+/)[0]!, location.href).pathname.replace(/\.[a-z0-9]+$/, '');
  const placeOf = (element: Element) => {
    const holder = element.closest('[class]:not(picture):not(img)');
    return holder ? `${holder.tagName.toLowerCase()}.${[...holder.classList].join('.')}` : element.tagName.toLowerCase();
  };
  const pictures = [...document.querySelectorAll('picture')].map((picture) => ({
    paths: [...picture.querySelectorAll('source, img')].flatMap((element) => [
      ...(element.getAttribute('srcset') ?? '').split(',').filter((candidate) => candidate.trim() !== '').map(pathOf),
      ...(element.getAttribute('src') ? [pathOf(element.getAttribute('src')!)] : []),
    ]),
    where: placeOf(picture),
  }));
  const images = [...document.querySelectorAll('img')].filter((image) => image.closest('picture') === null).map((image) => ({ paths: [pathOf(image.getAttribute('src') ?? '')], where: placeOf(image) }));
  return [...pictures, ...images];
}

describe.each(deviceClasses)('on a $name', ({ widths, options }) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    context = await fixture.browser.newContext({ ...options, viewport: { width: widths[0], height: 900 } });
    page = await context.newPage();
    problems = collectPageProblems(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(homes)(`the %s' home page in %s (%s) shows no picture twice, its hero across the content, at ${widths.join(' and ')} px`, async (_audience, _language, path) => {
    problems.length = 0;
    await page.setViewportSize({ width: widths[0], height: 900 });
    await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    // The slides stream in after the shell: the hero is whole once its end marker has arrived.
    await page.locator('.hero > .parsed-end').waitFor({ state: 'attached' });

    const pictures = (await page.evaluate(picturesOnPage)).filter(({ paths }) => !paths.some((picturePath) => picturePath.startsWith('/media/product/')));
    // Every file of one picture names one path: its formats and widths.
    for (const picture of pictures) expect(new Set(picture.paths).size, `${picture.where}: ${picture.paths.join(' ')}`).toBe(1);
    const places = new Map<string, string[]>();
    for (const { paths, where } of pictures) places.set(paths[0]!, [...(places.get(paths[0]!) ?? []), where]);
    expect([...places.keys()].filter((picturePath) => picturePath.startsWith('/media/visual/slider-')).length, 'slides').toBeGreaterThan(1);
    expect(places.size).toBeGreaterThan(12);
    expect(Object.fromEntries([...places].filter(([, where]) => where.length > 1))).toEqual({});

    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const layout = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        return {
          innerWidth,
          scrollWidth: document.documentElement.scrollWidth,
          content: box('.home').width,
          hero: box('.hero').width,
          picture: box('.hero__slide .hero__visual img'),
          slide: box('.hero__slide'),
        };
      });
      expect(layout.scrollWidth, `${width} px: page wider than the screen`).toBeLessThanOrEqual(layout.innerWidth);
      // The first slide's picture spans the hero, and the hero the content.
      expect(Math.abs(layout.hero - layout.content), `${width} px: hero ${layout.hero} px in ${layout.content} px of content`).toBeLessThanOrEqual(1);
      expect(Math.abs(layout.picture.width - layout.slide.width), `${width} px`).toBeLessThanOrEqual(1);
      if (width >= 1024) {
        // A banner: as wide as the content (the site's widest column), 5:2, the text over it rather than beside it.
        expect(layout.content, `${width} px`).toBeGreaterThan(1100);
        expect(Math.abs(layout.picture.height - layout.picture.width * 0.4), `${width} px: ${layout.picture.width} x ${layout.picture.height}`).toBeLessThanOrEqual(2);
      }
    }
    expect(problems).toEqual([]);
  });
});
