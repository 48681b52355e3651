/**
 * The designed footer (decision 195), in Chromium: the social networks are icons whose links
 * Chromium names after the network (and the new tab), drawn in the page (no request, no image);
 * footer links are not underlined at rest, are on hover and on keyboard focus, and are 44 px tall
 * on phones.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

async function openFooter(path: string, width: number): Promise<Page> {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: { width, height: 900 } });
  await page.goto(fixture.site.url + path);
  await waitForHydration(page);
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('.social-links a').first().evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  return page;
}

/** The accessible name and role Chromium computes for each element the selector finds. */
async function chromiumNames(page: Page, selector: string): Promise<{ role: string; name: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const names = [];
  for (const nodeId of nodeIds) {
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    names.push({ role: String(nodes[0]?.role?.value), name: String(nodes[0]?.name?.value) });
  }
  await cdp.detach();
  return names;
}

const textDecorationOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).textDecorationLine);

describe.each([
  ['/', 1366, 'en'],
  ['/fr/enduit-particuliers', 390, 'fr'],
] as const)('the footer of %s at %i px', (path, width, language) => {
  test('shows each social network as an icon whose link Chromium names after the network', async () => {
    const page = await openFooter(path, width);
    const newTab = language === 'fr' ? '(s’ouvre dans un nouvel onglet)' : '(opens in a new tab)';
    expect(await chromiumNames(page, '.site-footer .social-links a')).toEqual(
      ['Facebook', 'YouTube', 'Pinterest', 'Instagram', 'LinkedIn'].map((network) => ({ role: 'link', name: `${network} ${newTab}` })),
    );
    const icons = await page.locator('.social-links a').evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        const nameBoxes = [...link.querySelectorAll('span')].map((span) => span.getBoundingClientRect().width);
        const drawing = link.querySelector(':scope > svg[aria-hidden="true"]');
        const drawn = drawing?.getBoundingClientRect();
        return { width: box.width, height: box.height, strokes: drawing?.querySelectorAll('path, rect, circle').length ?? 0, iconWidth: drawn?.width, widestWords: Math.max(...nameBoxes) };
      }),
    );
    for (const icon of icons) {
      // A 44 px target, its icon an inline drawing hidden from screen readers, its name read but not shown.
      expect(icon.width).toBeGreaterThanOrEqual(44);
      expect(icon.height).toBeGreaterThanOrEqual(44);
      expect(icon.strokes).toBeGreaterThanOrEqual(2);
      expect(icon.iconWidth).toBe(22);
      expect(icon.widestWords).toBeLessThanOrEqual(1);
    }
    await page.context().close();
  });

  test('underlines its links on hover and keyboard focus only', async () => {
    const page = await openFooter(path, width);
    const atRest = await page.locator('.site-footer a, .site-footer button').evaluateAll((elements) =>
      elements.filter((element) => element.checkVisibility()).map((element) => getComputedStyle(element).textDecorationLine),
    );
    expect(atRest.length).toBeGreaterThan(15);
    expect(new Set(atRest)).toEqual(new Set(['none']));

    const menuLink = '.footer-nav__group a >> nth=0';
    await page.locator(menuLink).hover();
    expect(await textDecorationOf(page, menuLink)).toBe('underline');
    await page.mouse.move(0, 0);
    expect(await textDecorationOf(page, menuLink)).toBe('none');

    const legalLink = '.site-footer__legal a >> nth=0';
    // From the copyright line, the keyboard's next stop is the first legal link.
    await page.locator('.site-footer__legal p').evaluate((paragraph) => {
      paragraph.tabIndex = -1;
      paragraph.focus();
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.matches('.site-footer__legal a'))).toBe(true);
    expect(await textDecorationOf(page, legalLink)).toBe('underline');
    await page.context().close();
  });

  test('keeps its links 44 px tall on phones and its text readable on its background', async () => {
    const page = await openFooter(path, width);
    const links = await page.locator('.footer-nav a, .site-footer__legal a, .site-footer__legal button').evaluateAll((elements) =>
      elements.map((element) => ({ height: element.getBoundingClientRect().height, color: getComputedStyle(element).color })),
    );
    for (const link of links) {
      if (width < 769) expect(link.height).toBeGreaterThanOrEqual(44);
      // White on the footer's dark brand blue (8.7:1, docs/design.md).
      expect(link.color).toBe('rgb(255, 255, 255)');
    }
    await page.context().close();
  });
});
