/**
 * One bar at the bottom of phones and tablets (issue 34): compare, favourites, contact and scan,
 * four equal items that nothing covers and that hide no control of the page; the compare tray
 * folds into its count; the back-to-top button and the consent banner sit clear of it, and the
 * banner never over the page's main heading.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';

const fixture = useEmbeddedBrowserSite();

const sizes = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;
const languages = [
  {
    home: '/',
    category: '/professional-filler/category/smoothing-compounds',
    product: '/professional-filler/product/fine-finish-smoothing-powder',
    bar: 'Quick access',
    consent: 'Cookies and privacy',
  },
  {
    home: '/fr',
    category: '/fr/enduit-professionnels/categorie/enduits-de-lissage',
    product: '/fr/enduit-professionnels/product/lisser-en-finition/lissage-fin-poudre',
    bar: 'Accès rapide',
    consent: 'Cookies et vie privée',
  },
] as const;

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * Every fixed element on screen whose box reaches the bottom edge, by its class. The closed menu
 * drawer is fixed too, hidden and off screen to the left; it spans the screen's height only while
 * the header is shown (the header hidden on scroll is its containing block), so it is left out by
 * what a visitor sees of it: nothing.
 */
function fixedAtTheBottom(page: Page): Promise<{ name: string; box: Box }[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || style.visibility === 'hidden') return [];
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.bottom < innerHeight - 1 || rect.right <= 0 || rect.left >= innerWidth) return [];
      return [{ name: element.className.toString(), box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } }];
    }),
  );
}

interface ItemProbe {
  readonly item: string;
  /** What lies over the item where a finger would press it. */
  readonly covering: string[];
  /** The page's controls under the bar at the item: out of reach, unless the page scrolls them out. */
  readonly controlsUnder: string[];
}

/** Each item of the bar (its three links, then the scan button), probed at a grid of points over it. */
function probeBarItems(page: Page): Promise<ItemProbe[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.mobile-toolbar')!;
    const scan = document.querySelector('.scan-button')!;
    const opening = (element: Element) => element.outerHTML.slice(0, 120);
    return [...bar.querySelectorAll('a'), scan].map((item) => {
      const box = item.getBoundingClientRect();
      const covering = new Set<string>();
      const controlsUnder = new Set<string>();
      for (let column = 0; column <= 4; column += 1) {
        for (let row = 0; row <= 4; row += 1) {
          const stack = document.elementsFromPoint(box.left + 1 + ((box.width - 2) * column) / 4, box.top + 1 + ((box.height - 2) * row) / 4);
          if (stack[0] && !item.contains(stack[0])) covering.add(opening(stack[0]));
          const under = stack.find((element) => !bar.contains(element) && !scan.contains(element));
          const control = under?.closest('a[href], button, input, select, textarea, summary, label');
          if (control) controlsUnder.add(opening(control));
        }
      }
      return { item: item.textContent!.trim(), covering: [...covering], controlsUnder: [...controlsUnder] };
    });
  });
}

/**
 * Scrolls to `place` (a y, or the page's end) and resolves once what the scroll set moving has
 * come to rest: the scroll's handlers run in the next frame (the go-to-top button appears), and
 * it moves in the one after. The end is sought again until it stays the end: the footer, drawn
 * only once near the screen (content-visibility), may be taller than the room reserved for it.
 */
function scrollTo(page: Page, place: number | 'end'): Promise<void> {
  return page.evaluate(async (place) => {
    const settle = async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    };
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    if (place !== 'end') {
      window.scrollTo(0, Math.min(place, end()));
      return settle();
    }
    for (let sought = -1; sought !== end(); ) {
      sought = end();
      window.scrollTo(0, sought);
      await settle();
    }
  }, place);
}

describe.each(languages)('$home', (language) => {
  test('at 390 px on home, a category and a product: nothing covers an item of the bar, and at the end of the page no control is left under it', async () => {
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: sizes[1], isMobile: true, hasTouch: true });
    const problems = collectPageProblems(page);
    for (const path of [language.home, language.category, language.product]) {
      await page.goto(`${fixture.site.url}${path}`);
      await waitForHydration(page);
      for (const place of [0, 700, 2000, 'end'] as const) {
        await scrollTo(page, place);
        const probes = await probeBarItems(page);
        expect(probes.map((probe) => probe.item)).toHaveLength(4);
        for (const probe of probes) {
          expect(probe.covering, `${path} scrolled to ${place}: over ${probe.item}`).toEqual([]);
          // Mid-page, the page scrolls under the bar; at its end, what is under the bar stays there.
          if (place === 'end') expect(probe.controlsUnder, `${path} at its end: under ${probe.item}`).toEqual([]);
        }
      }
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test.each(sizes)('at $width px: four equal items in one bar, the only thing fixed at the bottom; compared products counted in it', async (size) => {
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: size, isMobile: size.width < 600, hasTouch: true });
    const problems = collectPageProblems(page);
    await page.goto(`${fixture.site.url}${language.category}`);
    await waitForHydration(page);
    const bar = page.getByRole('navigation', { name: language.bar, exact: true });
    const barBox = (await bar.boundingBox())!;
    const items = [...(await bar.locator('a').all()), page.locator('.scan-button')];
    const boxes = await Promise.all(items.map(async (item) => (await item.boundingBox())!));
    for (const [index, box] of boxes.entries()) {
      expect(Math.abs(box.width - size.width / 4), `item ${index}`).toBeLessThanOrEqual(1);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(Math.abs(box.y - barBox.y), `item ${index} in the bar's row`).toBeLessThanOrEqual(1);
      if (index > 0) expect(box.x).toBeGreaterThanOrEqual(boxes[index - 1]!.x + boxes[index - 1]!.width - 0.5);
    }
    // Each item's word under its icon on one line, level with the others' (the scan button's
    // whole words, "Scanner un produit", took two lines and sat lower).
    const words = await page.evaluate(() => {
      const bar = document.querySelector('.mobile-toolbar')!;
      const textBox = (text: Node) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getBoundingClientRect();
      };
      const links = [...bar.querySelectorAll('a')].map((link) => textBox([...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')!));
      const scan = textBox(document.querySelector('.scan-button__short')!.firstChild!);
      return [...links, scan].map((box) => ({ top: box.top, height: box.height }));
    });
    for (const word of words.slice(1)) {
      expect(Math.abs(word.top - words[0]!.top)).toBeLessThanOrEqual(1);
      expect(Math.abs(word.height - words[0]!.height)).toBeLessThanOrEqual(1);
    }

    // Two products to compare: the bar counts them, no tray stacks above it.
    const toggles = page.locator('.toggle--compare');
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await expect.poll(() => bar.locator('.badge').textContent()).toBe('2');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.locator('.go-to-top[data-visible]').count()).toBe(1);
    const fixed = await fixedAtTheBottom(page);
    expect(fixed.map((entry) => entry.name).sort()).toEqual(['mobile-toolbar', 'scan-button']);
    const goToTop = (await page.locator('.go-to-top').boundingBox())!;
    expect(goToTop.y + goToTop.height).toBeLessThanOrEqual(barBox.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test.each(sizes)('at $width px a first visit asks for consent compactly: docked on the bar, under the main heading', async (size) => {
    const context = await fixture.browser.newContext({ viewport: size, isMobile: size.width < 600, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}${language.home}`);
    await waitForHydration(page);
    const banner = page.getByRole('dialog', { name: language.consent });
    await expect.poll(() => banner.isVisible()).toBe(true);
    const bannerBox = (await banner.boundingBox())!;
    const barBox = (await page.getByRole('navigation', { name: language.bar, exact: true }).boundingBox())!;
    const heading = (await page.locator('h1').boundingBox())!;
    expect(Math.abs(bannerBox.y + bannerBox.height - barBox.y)).toBeLessThanOrEqual(1);
    expect(bannerBox.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    // Its choices are whole on screen, above the bar.
    for (const button of await banner.locator('.consent__actions button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });
});
