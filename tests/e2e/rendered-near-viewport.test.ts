/**
 * Parts far below the first screen are laid out only once they near the viewport. The footer
 * (decision 173): on the first screen of a page it is skipped, its height reserved close to what
 * it turns out to be, so the page's length barely moves when it renders; scrolled to, it shows
 * whole, links and all. Home's and a product's sections (decision 174): those away from the first
 * screen are skipped, each in a box at least as tall as it turns out to be, and render when
 * scrolled to.
 */
import { describe, expect, test } from 'vitest';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

// The demo catalogue: pages as long as a visitor's, the footer well below the first screen.
const fixture = useEmbeddedBrowserSite();

const viewports = { phone: { width: 390, height: 844 }, tablet: { width: 800, height: 1100 }, desktop: { width: 1366, height: 900 } } as const;

/** `path` on that device's viewport, hydrated, with the console problems collected from the start. */
async function open(device: keyof typeof viewports, path: string) {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: viewports[device] });
  const problems = collectPageProblems(page);
  await page.goto(fixture.site.url + path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return { page, problems };
}

describe.each([
  ['phone', '/'],
  ['phone', '/fr'],
  ['phone', '/professional-filler/category/smoothing-compounds'],
  ['tablet', '/fr'],
  ['desktop', '/professional-filler/product/airless-spray-smoothing'],
] as const)('on a %s, %s', (device, path) => {
  test('the footer is skipped on the first screen, then rendered at its reserved height when scrolled to', async () => {
    const { page, problems } = await open(device, path);

    const footerState = () =>
      page.evaluate(() => {
        const footer = document.querySelector<HTMLElement>('.site-footer')!;
        const link = footer.querySelector('a')!;
        return {
          height: footer.getBoundingClientRect().height,
          linkRendered: link.checkVisibility({ contentVisibilityAuto: true }),
          linkWidth: link.getBoundingClientRect().width,
        };
      });
    const atLoad = await footerState();
    expect(atLoad.linkRendered).toBe(false);

    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await footerState()).linkRendered).toBe(true);
    const rendered = await footerState();
    expect(rendered.linkWidth).toBeGreaterThan(0);
    // The reserved height (contain-intrinsic-size) is within 8 % of the real one at this width.
    expect(Math.abs(rendered.height - atLoad.height) / rendered.height).toBeLessThan(0.08);
    // A featured product's name reads as one run of text: no gap before its superscript ®.
    const gapsBeforeMarks = await page.evaluate(() =>
      [...document.querySelectorAll('.site-footer .top-products__link sup')].map((sup) => {
        const before = document.createRange();
        before.selectNodeContents(sup.previousSibling!);
        return sup.getBoundingClientRect().left - before.getBoundingClientRect().right;
      }),
    );
    expect(gapsBeforeMarks.length).toBeGreaterThan(0);
    for (const gap of gapsBeforeMarks) expect(Math.abs(gap)).toBeLessThan(2);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ['phone', '/'],
  ['phone', '/fr'],
  ['tablet', '/fr/enduit-particuliers'],
  ['desktop', '/individual-filler'],
  ['phone', '/professional-filler/product/fine-finish-smoothing-powder'],
  ['tablet', '/professional-filler/product/drywall-finishing-compound'],
  ['desktop', '/professional-filler/product/fine-finish-smoothing-powder'],
] as const)('on a %s, %s', (device, path) => {
  test('the sections away from the first screen are skipped in a box that holds them, then rendered when scrolled to', async () => {
    const { page, problems } = await open(device, path);

    const sectionsSelector = '.home__section, .product__section';
    const sectionStates = () =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll<HTMLElement>(selector)].map((section) => ({
            rendered: section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
            height: section.getBoundingClientRect().height,
          })),
        sectionsSelector,
      );
    const atLoad = await sectionStates();
    const skipped = atLoad.flatMap((state, index) => (state.rendered ? [] : [index]));
    // The last sections at least start far below the first screen.
    expect(skipped).toContain(atLoad.length - 1);

    for (const index of skipped) {
      await page.locator(sectionsSelector).nth(index).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await sectionStates())[index]!.rendered).toBe(true);
      // The reserved box (contain-intrinsic-size) held the whole section: nothing of a skipped
      // section lay outside it, over what follows.
      const rendered = (await sectionStates())[index]!;
      expect(rendered.height, `section ${index + 1}`).toBeLessThanOrEqual(atLoad[index]!.height);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
