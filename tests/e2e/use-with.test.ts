/**
 * A product's "Use it with" block (issue 31) at a 320 and a 390 px phone and a 1366 px desktop, in
 * English and French: a row of the listings' product cards, of equal widths, none over another or
 * past the screen, each with its step's label and its name whole inside it and uncovered, the
 * label read with the card's link, and every control of at least 44 px.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

/** The steps' labels, as the catalogue messages word them. */
const roleLabels = {
  en: ['Prepare with', 'Fill with', 'Finish with'],
  fr: ['Préparer avec', 'Reboucher avec', 'Finir avec'],
} as const;

const viewports = [
  { width: 320, height: 844 },
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** Between them, the three steps, and the demo catalogue's longest companion names (Rénov’ Smooth…). */
const products = ['/professional-filler/product/fine-finish-smoothing-powder', '/professional-filler/product/bonding-primer-for-fillers'] as const;

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}

/**
 * What the block shows once rendered: each card's boxes, texts and what a tap at its label or
 * middle lands on. A card's label is found by its words anywhere in the card's list item, so a
 * label laid out beside or outside its card is measured too.
 */
function blockLayout(page: Page, labels: readonly string[]) {
  return page.evaluate((labels) => {
    const box = (element: Element): Box => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height };
    };
    const section = document.querySelector('section[aria-labelledby="use-with-heading"]')!;
    const cards = [...section.querySelectorAll('li:has(> .product-card)')].map((item) => {
      const card = item.querySelector('.product-card')!;
      const label = [...item.querySelectorAll<HTMLElement>('*')].find((element) => element.childElementCount === 0 && labels.includes(element.textContent!.trim())) ?? null;
      const name = card.querySelector<HTMLElement>('.product-card__name')!;
      const link = card.querySelector<HTMLAnchorElement>('.product-card__link')!;
      /**
       * Whether a tap at the middle of `target` (brought to the middle of the screen, away from the
       * sticky header and toolbar) lands on this card's link (its cover) or in `target`.
       */
      const tapLandsOnCard = (target: Element) => {
        target.scrollIntoView({ block: 'center', behavior: 'instant' });
        const { left, top, width, height } = target.getBoundingClientRect();
        const hit = document.elementFromPoint(left + width / 2, top + height / 2);
        return hit !== null && (hit === link || target.contains(hit));
      };
      const uncut = (element: HTMLElement) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight;
      const uncovered = { label: label && tapLandsOnCard(label), name: tapLandsOnCard(name), card: tapLandsOnCard(card) };
      section.scrollIntoView({ block: 'start', behavior: 'instant' });
      return {
        box: box(card),
        label: label && {
          text: label.textContent!.trim(),
          box: box(label),
          uncut: uncut(label),
          visible: label.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
          uncovered: uncovered.label,
          describesLink: (link.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(label.id),
        },
        name: { text: name.textContent!.trim(), box: box(name), uncut: uncut(name), uncovered: uncovered.name },
        middleOpensProduct: uncovered.card,
        controls: [...card.querySelectorAll<HTMLElement>('button')].map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent!.trim(), ...box(control) })),
      };
    });
    return { section: box(section), cards, viewportWidth: document.documentElement.clientWidth, pageWidth: document.documentElement.scrollWidth };
  }, labels);
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

describe.each(products)('"Use it with" on %s', (englishPath) => {
  test.each(viewports)('at $width px, in English and French: equal cards in the page, each step’s label and name whole and uncovered', async (viewport) => {
    const small = viewport.width < 600;
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport, isMobile: small, hasTouch: small });
    const problems = collectPageProblems(page);
    await page.goto(fixture.site.url + englishPath, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const frenchPath = new URL((await page.locator('a[hreflang="fr-FR"]').first().getAttribute('href'))!, page.url()).pathname;

    for (const [locale, path] of [['en', englishPath], ['fr', frenchPath]] as const) {
      if (locale === 'fr') {
        await page.goto(fixture.site.url + path, { waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
      }
      const section = page.locator('section[aria-labelledby="use-with-heading"]');
      await section.scrollIntoViewIfNeeded();
      // Rendered once near the viewport (decision 174).
      await expect.poll(() => section.locator('.product-card').first().evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
      const layout = await blockLayout(page, roleLabels[locale]);
      const where = `${locale} at ${viewport.width} px`;

      expect(layout.pageWidth, `${where}: the page is no wider than the screen`).toBeLessThanOrEqual(layout.viewportWidth);
      expect(layout.cards.length, where).toBeGreaterThanOrEqual(2);
      for (const [index, card] of layout.cards.entries()) {
        const which = `${where}, card ${index + 1} (${card.name.text})`;
        expect.soft(card.box.left, `${which} starts on screen`).toBeGreaterThanOrEqual(0);
        expect.soft(card.box.right, `${which} ends on screen`).toBeLessThanOrEqual(layout.viewportWidth);
        expect.soft(inside(card.box, layout.section), `${which} lies in its section`).toBe(true);
        expect.soft(Math.abs(card.box.width - layout.cards[0]!.box.width), `${which} is as wide as the first`).toBeLessThanOrEqual(1);

        expect(card.label, `${which} has its step's label`).not.toBeNull();
        expect.soft(card.label!.visible, `${which}: label shown`).toBe(true);
        expect.soft(inside(card.label!.box, card.box), `${which}: label inside the card`).toBe(true);
        expect.soft(card.label!.uncut, `${which}: label not cut`).toBe(true);
        expect.soft(card.label!.uncovered, `${which}: label not covered`).toBe(true);
        expect.soft(card.label!.describesLink, `${which}: label read with the card's link`).toBe(true);

        expect.soft(inside(card.name.box, card.box), `${which}: name inside the card`).toBe(true);
        expect.soft(card.name.uncut, `${which}: name not cut`).toBe(true);
        expect.soft(card.name.uncovered, `${which}: name not covered`).toBe(true);

        // The link's target is the whole card (its cover): a tap anywhere on it opens the product.
        expect.soft(card.box.height, which).toBeGreaterThanOrEqual(44);
        expect.soft(card.middleOpensProduct, `${which}: its middle opens the product`).toBe(true);
        expect.soft(card.controls.length, which).toBeGreaterThan(0);
        for (const control of card.controls) expect.soft(control.height, `${which}: ${control.name}`).toBeGreaterThanOrEqual(44);

        for (const other of layout.cards.slice(index + 1)) expect.soft(overlap(card.box, other.box), `${which} lies over ${other.name.text}`).toBe(0);
      }
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
