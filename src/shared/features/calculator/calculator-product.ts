/**
 * What the calculator needs of a product, read from its characteristics (decisions §3):
 * consumption in kg/m² per mm of thickness, the thickness range of one coat, the recommended
 * number of coats and the real pack sizes. A product missing any of them cannot be computed.
 */
import type { ProductSummary } from '../../kernel/api/entities/catalogue.ts';

export interface CalculatorProduct {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** kg of product per m² and per mm of thickness. */
  readonly consumption: number;
  readonly thicknessMinMm: number;
  readonly thicknessMaxMm: number;
  readonly coats: number;
  /** kg, ascending. */
  readonly packSizes: readonly number[];
  /** "bag" for powders, "tub" for pastes. */
  readonly pack: 'bag' | 'tub';
}

function numbers(product: ProductSummary, technicalName: string): number[] {
  return (product.caracteristics[technicalName]?.values ?? []).map(Number).filter((value) => Number.isFinite(value) && value >= 0);
}

export function calculatorProduct(product: ProductSummary): CalculatorProduct | undefined {
  const [consumption] = numbers(product, 'consumption');
  const packSizes = numbers(product, 'pack_sizes').filter((size) => size > 0).sort((a, b) => a - b);
  if (consumption === undefined || consumption <= 0 || packSizes.length === 0) return undefined;
  const [thicknessMinMm = 0] = numbers(product, 'thickness_min');
  const [thicknessMaxMm = 0] = numbers(product, 'thickness_max');
  const [coats = 1] = numbers(product, 'coats');
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    consumption,
    thicknessMinMm,
    thicknessMaxMm,
    coats: Math.max(1, Math.round(coats)),
    packSizes,
    pack: packKindOf(product),
  };
}

/** A powder comes in bags, a paste in tubs. */
export function packKindOf(product: ProductSummary): CalculatorProduct['pack'] {
  return product.caracteristics.form?.values[0] === 'paste' ? 'tub' : 'bag';
}
