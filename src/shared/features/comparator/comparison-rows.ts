/**
 * The comparator's rows: the characteristics the current audience is shown (spec §1), in that
 * audience's order, each with every product's value and whether the values differ.
 */
import type { ProductSummary } from '../../kernel/api/entities/catalogue.ts';
import { characteristicsFor } from '../../kernel/data/audience-characteristics.ts';
import { withUnit } from '../../kernel/format/measure.ts';
import type { Target } from '../../kernel/routing/target.ts';

export interface ComparisonRow {
  readonly technicalName: string;
  readonly label: string;
  /** One per product, in the products' order; undefined where a product has no such value. */
  readonly values: readonly (string | undefined)[];
  readonly differs: boolean;
}

export function comparisonRows(target: Target, products: readonly ProductSummary[]): ComparisonRow[] {
  const every = Object.assign({}, ...products.map((product) => product.caracteristics));
  return characteristicsFor(target, every).map(({ technical_name: technicalName, label, unit }) => {
    const values = products.map((product) => {
      const caracteristic = product.caracteristics[technicalName];
      if (!caracteristic) return undefined;
      return unit ? withUnit(caracteristic.value, unit) : caracteristic.value;
    });
    return { technicalName, label, values, differs: products.length > 1 && new Set(values).size > 1 };
  });
}
