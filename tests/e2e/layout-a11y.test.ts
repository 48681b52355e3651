/** axe-core over home, a category, a product page and the store locator (its zoomable map), wide and narrow: no serious or critical violation. */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  site = await startEmbeddedSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { target: unknown }[];
}

test.each([
  ['/', 1280],
  ['/category/smoothing-compounds', 1280],
  ['/product/airless-spray-smoothing', 1280],
  ['/individual-filler', 390],
  ['/individual-filler/category/filling', 390],
  ['/product/airless-spray-smoothing', 390],
  ['/fr/enduit-particuliers/categorie/reboucher', 1280],
  ['/fr/enduit-professionnels/product/enduits-de-lissage/lissage-pro-poudre', 390],
  ['/store-locator', 1280],
  ['/fr/enduit-professionnels/ou-trouver-nos-produits', 390],
])('%s at %i px has no serious or critical accessibility violation', async (path, width) => {
  // The page's CSP rightly refuses inline scripts; the test's own axe script is let in.
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  // Hydrated is the page as a visitor meets it, its map drawn: prefetches and late pictures, which a
  // quiet network would add, change nothing axe reads.
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.slice(0, 3).map((node) => ({ target: node.target })) }));
  });
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await page.close();
});
