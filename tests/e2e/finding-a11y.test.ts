/** axe-core over the finding screens in the states a visitor meets them: no serious or critical violation. */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { visit, type Width } from './finding-support.ts';

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

async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.slice(0, 3).map((node) => ({ target: node.target })) }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Each state a finding screen is met in, set up from a hydrated page. */
const states: Record<string, { path: string; reach?: (page: Page) => Promise<void> }> = {
  'open suggestions': {
    path: '/contact',
    reach: async (page) => {
      await page.getByRole('combobox', { name: 'Search the site' }).fill('filler');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
    },
  },
  'results page': { path: '/results/filler' },
  'comparator with products': {
    path: '/results/filler',
    reach: async (page) => {
      const names = await page.locator('.product-grid .product-card__name').allTextContents();
      for (const name of names.slice(0, 3)) await page.getByRole('button', { name: `Compare ${name}`, exact: true }).click();
      await page.goto(new URL('/comparator', page.url()).href);
      await page.locator('.comparator__table').waitFor();
    },
  },
  'category with products to compare': {
    path: '/category/smoothing-compounds',
    reach: async (page) => {
      const names = await page.locator('.product-grid .product-card__name').allTextContents();
      for (const name of names.slice(0, 2)) await page.getByRole('button', { name: `Compare ${name}`, exact: true }).click();
      // The tray on a desktop; on a phone it folds into the bottom bar's count (decision 198).
      if (page.viewportSize()!.width > 1024) await page.getByRole('region', { name: 'Your comparison' }).getByRole('img').nth(1).waitFor();
      else await expect.poll(() => page.locator('.mobile-toolbar .badge').textContent()).toBe('2');
    },
  },
  'empty comparator': { path: '/comparator', reach: (page) => page.locator('.comparator__empty').waitFor() },
  'favourites with the e-mail form': {
    path: '/results/filler',
    reach: async (page) => {
      const names = await page.locator('.product-grid .product-card__name').allTextContents();
      await page.getByRole('button', { name: `Add ${names[0]} to favourites` }).click();
      await page.getByRole('banner').locator('a[href$="/favorites"]').click();
      await page.locator('.favorites__send').waitFor();
    },
  },
  'choice guide': {
    path: '/contact',
    reach: async (page) => {
      const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Choice guide' });
      if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Open the menu' }).click();
      await entry.click();
      await page.getByRole('dialog', { name: 'Choice guide' }).getByRole('radio').first().waitFor();
    },
  },
  'scan modal': {
    path: '/contact',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Scan a product' }).click();
      await page.getByRole('dialog', { name: 'Scan a product' }).getByText('The camera cannot be used here. Type the barcode below.').waitFor();
    },
  },
};

test.each(Object.keys(states).flatMap((state) => (['desktop', 'phone'] as Width[]).map((width) => [state, width] as const)))(
  '%s on %s has no serious or critical accessibility violation',
  async (state, width) => {
    // The page's CSP rightly refuses inline scripts; the test's own axe script is let in.
    const { page, goto, close } = await visit(browser, site, width, { bypassCSP: true });
    const { path, reach } = states[state]!;
    // Hydrated (goto waits for it), then the state itself: axe reads the page as it is on screen,
    // which prefetches and late pictures do not change.
    await goto(path);
    await reach?.(page);
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  },
);
