/**
 * The product page in Chromium: its inline quantity calculator turns an area into whole packs of
 * this product's real sizes (decisions §3) as the visitor types, and the main picture is the
 * chosen pack's own packshot (one per pack size, in the order of the product's items; the first
 * when there are fewer), described as that pack.
 */
import { expect, test } from 'vitest';
import type { Product } from '../../src/shared/kernel/api/contract.ts';
import { packsFor } from '../../src/shared/features/calculator/packs.ts';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();
const productPath = '/individual-filler/product/multi-purpose-filler-powder';

test('the inline calculator gives whole packs for an area; the packshot follows the pack chosen', async () => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url);
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}${productPath}`);
  await waitForHydration(page);

  const packSizes = page.getByRole('group', { name: 'Pack size' });
  const sizes = (await packSizes.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.textContent!))).map((label) =>
    Number.parseFloat(label),
  );
  expect(sizes.length).toBeGreaterThan(1);

  const calculator = page.getByRole('region', { name: 'How much do you need?' });
  await calculator.getByRole('textbox', { name: /Surface/ }).fill('10');
  await calculator.getByRole('textbox', { name: /Thickness/ }).fill('2');
  // 10 m² × 2 mm × 1.1 kg/m²/mm = 22 kg, in whole packs of the sizes on sale.
  const packs = packsFor(22, sizes);
  expect(packs.every((pack) => Number.isInteger(pack.count) && pack.count > 0)).toBe(true);
  const total = calculator.locator('.calculator__total');
  await expect.poll(() => total.textContent()).toMatch(/^You need 22\u00A0kg: /);
  for (const pack of packs) expect(await total.textContent()).toContain(`${pack.count} × ${pack.sizeKg}\u00A0kg`);

  const stage = page.locator('.gallery__stage');
  const largest = Math.max(...sizes);
  // The pack picker wakes on this click, held until it runs, then given to it (decision 199).
  const largestPack = packSizes.getByRole('radio', { name: `${largest} kg`, exact: true });
  await largestPack.click();
  await expect.poll(() => largestPack.isChecked()).toBe(true);
  await expect.poll(() => stage.locator('img').getAttribute('alt')).toBe(`Multi-Purpose Filler Powder, ${largest}\u00A0kg bag`);
  const product = ((await (await fetch(`${fixture.site.url}/api/v1/product/multi-purpose-filler-powder`)).json()) as { data: Product }).data;
  const packshot = (product.medias.visuel[product.items.findIndex((item) => item.pack_size === largest)] ?? product.medias.visuel[0])!.large;
  expect(await stage.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(new RegExp(`^${packshot.avif.replace(/[.?]/g, '\\$&')}\\?w=`));
  expect(problems).toEqual([]);
  await page.context().close();
});
