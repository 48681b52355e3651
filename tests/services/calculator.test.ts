/** The quantity calculator against hand-computed cases on the demo catalogue's real products. */
import { describe, expect, test } from 'vitest';
import type { ProductSummary } from '../../src/shared/kernel/api/entities/catalogue.ts';
import { calculatorProduct, type CalculatorProduct } from '../../src/shared/features/calculator/calculator-product.ts';
import { inputsFromUrl } from '../../src/shared/features/calculator/calculator-query.ts';
import { packedKg, packsFor } from '../../src/shared/features/calculator/packs.ts';
import { computeQuantity, parseDecimal, passThicknessMm, type QuantityResult } from '../../src/shared/features/calculator/quantity.ts';
import { startTestBackoffice, type TestBackoffice } from '../backoffice/start-test-backoffice.ts';
import { afterAll, beforeAll } from 'vitest';

let backoffice: TestBackoffice;
const products = new Map<string, CalculatorProduct>();

beforeAll(async () => {
  backoffice = await startTestBackoffice();
  for (const planId of [17, 18]) {
    const page = await backoffice.client.call('GET /product', { query: { perPage: 100, sales_plan_id: planId } });
    for (const product of page.items) {
      const found = calculatorProduct(product);
      if (found) products.set(found.slug, found);
    }
  }
});
afterAll(() => backoffice?.stop());

function product(slug: string): CalculatorProduct {
  const found = products.get(slug);
  if (!found) throw new Error(`no calculator product ${slug}`);
  return found;
}

function result(outcome: ReturnType<typeof computeQuantity>): QuantityResult {
  if (typeof outcome === 'string') throw new Error(`expected a result, got ${outcome}`);
  return outcome;
}

describe('hand-computed cases on the demo products', () => {
  test('Fine Finish Smoothing Powder, 25 m² at 2 mm: 25 × 2 × 0.3 = 15 kg, one 15 kg bag', () => {
    const fine = product('fine-finish-smoothing-powder');
    expect(fine).toMatchObject({ consumption: 0.3, packSizes: [1, 5, 15, 25], thicknessMinMm: 0.5, thicknessMaxMm: 3, pack: 'bag' });
    const quantity = result(computeQuantity(fine, { mode: 'area', areaM2: 25 }, { mode: 'thickness', thicknessMm: 2 }));
    expect(quantity).toMatchObject({ surfaceM2: 25, thicknessMm: 2, kilograms: 15, packs: [{ sizeKg: 15, count: 1 }], packedKg: 15, coatsNeeded: 1 });
  });

  test('Fine Finish Smoothing Powder, 40 m² in 3 passes of 1 mm: 36 kg, 25 + 5 + 5 + 1 kg', () => {
    const fine = product('fine-finish-smoothing-powder');
    expect(passThicknessMm(fine)).toBe(1);
    const quantity = result(computeQuantity(fine, { mode: 'area', areaM2: 40 }, { mode: 'passes', passes: 3 }));
    expect(quantity.thicknessMm).toBe(3);
    expect(quantity.kilograms).toBe(36);
    expect(quantity.packs).toEqual([
      { sizeKg: 25, count: 1 },
      { sizeKg: 5, count: 2 },
      { sizeKg: 1, count: 1 },
    ]);
  });

  test('Multi-Purpose Filler Paste, a 4 × 2.5 m wall minus 2 m² at 3 mm: 8 × 3 × 1.6 = 38.4 kg, 15 + 10 + 10 + 4 kg tubs', () => {
    const paste = product('multi-purpose-filler-paste');
    expect(paste).toMatchObject({ consumption: 1.6, packSizes: [1.5, 4, 10, 15], pack: 'tub' });
    const quantity = result(computeQuantity(paste, { mode: 'wall', widthM: 4, heightM: 2.5, openingsM2: 2 }, { mode: 'thickness', thicknessMm: 3 }));
    expect(quantity.surfaceM2).toBe(8);
    expect(quantity.kilograms).toBe(38.4);
    expect(quantity.packs).toEqual([
      { sizeKg: 15, count: 1 },
      { sizeKg: 10, count: 2 },
      { sizeKg: 4, count: 1 },
    ]);
    expect(quantity.packedKg).toBe(39);
  });

  test('Deep Fill Filler, 2 m² in 2 passes of its 5 mm minimum: 2 × 10 × 1.0 = 20 kg, 15 + 5 kg', () => {
    const deep = product('deep-fill-filler');
    expect(passThicknessMm(deep)).toBe(5);
    const quantity = result(computeQuantity(deep, { mode: 'area', areaM2: 2 }, { mode: 'passes', passes: 2 }));
    expect(quantity).toMatchObject({ thicknessMm: 10, kilograms: 20, packs: [{ sizeKg: 15, count: 1 }, { sizeKg: 5, count: 1 }] });
  });

  test('a thickness above one coat’s maximum says how many coats', () => {
    const fine = product('fine-finish-smoothing-powder');
    const quantity = result(computeQuantity(fine, { mode: 'area', areaM2: 10 }, { mode: 'thickness', thicknessMm: 8 }));
    expect(quantity.coatsNeeded).toBe(3);
    expect(quantity.kilograms).toBe(24);
  });

  test('every demo product with a consumption can be computed', () => {
    expect(products.size).toBeGreaterThan(40);
    for (const candidate of products.values()) {
      const quantity = result(computeQuantity(candidate, { mode: 'area', areaM2: 12.5 }, { mode: 'thickness', thicknessMm: 1.5 }));
      expect(quantity.packedKg, candidate.slug).toBeGreaterThanOrEqual(quantity.kilograms);
      expect(quantity.packedKg - quantity.kilograms, candidate.slug).toBeLessThan(candidate.packSizes[0]!);
    }
  });
});

describe('packs', () => {
  test('floating point never adds a pack: 15.000000000000002 kg is 15 kg', () => {
    expect(packsFor(25 * 2 * 0.3, [1, 5, 15, 25])).toEqual([{ sizeKg: 15, count: 1 }]);
  });

  test('very large needs are mostly the largest packs, still exact', () => {
    const packs = packsFor(10_003, [1, 5, 15, 25]);
    expect(packedKg(packs)).toBe(10_003);
    expect(packs[0]).toEqual({ sizeKg: 25, count: 400 });
  });

  test('leaves less than one smallest pack over', () => {
    for (let kg = 0.1; kg < 60; kg += 0.7) {
      const packed = packedKg(packsFor(kg, [1.5, 4, 10, 15]));
      expect(packed).toBeGreaterThanOrEqual(Number(kg.toFixed(1)));
      expect(packed - kg).toBeLessThan(1.5);
    }
  });

  test('nothing needed, no pack; no pack size is a programming error', () => {
    expect(packsFor(0, [5])).toEqual([]);
    expect(() => packsFor(3, [])).toThrow(RangeError);
  });
});

describe('inputs', () => {
  test('refuses what cannot be a surface, openings or depth', () => {
    const fine = product('fine-finish-smoothing-powder');
    const depth = { mode: 'thickness', thicknessMm: 1 } as const;
    expect(computeQuantity(fine, { mode: 'area', areaM2: 0 }, depth)).toBe('surface');
    expect(computeQuantity(fine, { mode: 'area', areaM2: Number.NaN }, depth)).toBe('surface');
    expect(computeQuantity(fine, { mode: 'wall', widthM: 2, heightM: 2, openingsM2: 4 }, depth)).toBe('openings');
    expect(computeQuantity(fine, { mode: 'area', areaM2: 10 }, { mode: 'thickness', thicknessMm: 0 })).toBe('thickness');
    expect(computeQuantity(fine, { mode: 'area', areaM2: 10 }, { mode: 'passes', passes: 1.5 })).toBe('passes');
    expect(computeQuantity(fine, { mode: 'area', areaM2: 10 }, { mode: 'passes', passes: 21 })).toBe('passes');
  });

  test('decimals with a comma or a dot', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal(' 12.75 ')).toBe(12.75);
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('-2')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
  });

  test('the URL carries the inputs (the product page’s inline calculator sends its product as ?product=)', () => {
    expect(inputsFromUrl('/quantity-calculator?product=x&surface=wall&width=4&height=2,5&depth=passes&passes=2')).toMatchObject({
      product: 'x',
      surfaceMode: 'wall',
      width: '4',
      height: '2,5',
      depthMode: 'passes',
      passes: '2',
    });
    expect(inputsFromUrl('/quantity-calculator?surface=bogus').surfaceMode).toBe('area');
  });

  test('a product without consumption or pack sizes is left out', () => {
    const bare = { id: 1, slug: 'x', name: 'X', caracteristics: {} } as unknown as ProductSummary;
    expect(calculatorProduct(bare)).toBeUndefined();
  });
});
