/**
 * Product variants live in the URL hash (decisions §1: `product/{slug}#REF`): a shared link opens
 * its variant, picking one writes its reference back, and changing the hash picks another. The
 * server never sees the hash: it renders the first variant.
 */
import { expect, test } from 'vitest';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();
const productPath = '/professional-filler/product/fine-finish-smoothing-powder';

test('a #REF link opens that variant; picking another writes its reference; a hash change follows', async () => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url);
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}${productPath}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  const packSizes = page.getByRole('group', { name: 'Pack size' });
  const variants = await packSizes.getByRole('radio').evaluateAll((radios) =>
    radios.map((radio) => ({ reference: (radio as HTMLInputElement).value, label: radio.closest('label')!.textContent! })),
  );
  expect(variants.length, 'the demo product has at least two pack sizes').toBeGreaterThanOrEqual(2);
  const first = variants[0]!;
  const last = variants[variants.length - 1]!;
  const reference = page.locator('.variants__details dd').first();
  expect(await reference.textContent()).toBe(first.reference);

  // A shared link: a new page opened on the last variant's hash.
  await page.goto(`${fixture.site.url}${productPath}#${last.reference}`);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => reference.textContent()).toBe(last.reference);
  expect(await packSizes.getByRole('radio', { name: last.label, exact: true }).isChecked()).toBe(true);

  await packSizes.getByRole('radio', { name: first.label, exact: true }).check();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${first.reference}`);
  expect(await reference.textContent()).toBe(first.reference);

  await page.evaluate((hash) => (location.hash = hash), last.reference);
  await expect.poll(() => reference.textContent()).toBe(last.reference);

  // An unknown reference leaves the variant shown as it is. The picker's listener of the hash came
  // before this one; what it would have changed is on screen two frames later.
  await page.evaluate(async () => {
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    location.hash = 'NOT-A-REFERENCE';
    await changed;
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(await reference.textContent()).toBe(last.reference);
  expect(problems).toEqual([]);
  await page.context().close();
});
