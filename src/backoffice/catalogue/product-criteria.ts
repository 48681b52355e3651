import type { CaracteristicsQuery, PriceRange, ProductOrder } from '../../shared/kernel/api/contract.ts';
import type { ScopedQuery } from './search-query.ts';

export interface ProductCriteria {
  /** Category ids, descendants included. */
  categoryIds?: number[];
  /** A typed text as the search planned it (SearchService.productQuery), so listings find what the search finds. */
  text?: ScopedQuery | null;
  price?: PriceRange | null;
  caracteristics?: CaracteristicsQuery;
  promoted?: boolean;
  ids?: number[];
}

export interface SqlFragment {
  where: string;
  params: Record<string, unknown>;
}

export const ORDER_SQL: Record<ProductOrder, string> = {
  position: 'p.position, p.id',
  name_asc: 'p.name COLLATE NOCASE, p.id',
  name_desc: 'p.name COLLATE NOCASE DESC, p.id',
  price_asc: 'min_price, p.id',
  price_desc: 'min_price DESC, p.id',
  newest: 'p.created_at DESC, p.id',
};

/**
 * The WHERE clause selecting the products of a plan that meet the criteria; `exceptCaracteristic`
 * leaves one characteristic out (a facet counts its options under the other filters).
 * Lists and the characteristics are bound as JSON, so a statement's text only depends on which
 * criteria are set: a few dozen texts at most, whatever the requests ask.
 */
export function criteriaSql(criteria: ProductCriteria, exceptCaracteristic?: string): SqlFragment {
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  if (criteria.categoryIds !== undefined) {
    clauses.push('p.id IN (SELECT product_id FROM product_category WHERE category_id IN (SELECT value FROM json_each(@categories)))');
    params.categories = JSON.stringify(criteria.categoryIds);
  }
  if (criteria.text) {
    clauses.push(
      'p.id IN (SELECT entry.ref_id FROM search_index CROSS JOIN search_entry AS entry ON entry.id = search_index.rowid WHERE search_index MATCH @fts)',
    );
    params.fts = criteria.text.full;
  }
  if (criteria.price?.min !== undefined) {
    clauses.push('min_price >= @priceMin');
    params.priceMin = criteria.price.min;
  }
  if (criteria.price?.max !== undefined) {
    clauses.push('min_price <= @priceMax');
    params.priceMax = criteria.price.max;
  }
  const chosen = chosenCaracteristics(criteria.caracteristics, exceptCaracteristic);
  if (chosen !== null) {
    // One clause whatever the map holds: the whole map is one JSON param; a product matches when
    // it has one of the values of every characteristic named (AND across, OR within).
    clauses.push(
      `p.id IN (SELECT pc.product_id FROM json_each(@caracteristics) AS chosen, json_each(chosen.value) AS wanted
        JOIN product_caracteristic AS pc ON pc.technical_name = chosen.key AND pc.value = wanted.value
        GROUP BY pc.product_id HAVING count(DISTINCT pc.technical_name) = (SELECT count(*) FROM json_each(@caracteristics)))`,
    );
    params.caracteristics = chosen;
  }
  if (criteria.promoted) clauses.push('p.promoted = 1');
  if (criteria.ids !== undefined) {
    clauses.push('p.id IN (SELECT value FROM json_each(@ids))');
    params.ids = JSON.stringify(criteria.ids);
  }
  return { where: clauses.length === 0 ? '' : `AND ${clauses.join(' AND ')}`, params };
}

/**
 * The characteristics a filter keeps, as the JSON object the clause binds (null when none): the
 * left-out one and those with no value go, as a characteristic with no value chosen filters nothing.
 */
function chosenCaracteristics(caracteristics: CaracteristicsQuery | undefined, exceptCaracteristic: string | undefined): string | null {
  const kept = Object.entries(caracteristics ?? {}).filter(([technicalName, values]) => technicalName !== exceptCaracteristic && values.length > 0);
  return kept.length === 0 ? null : JSON.stringify(Object.fromEntries(kept));
}

/** Products of a plan with their name in @lang and lowest price in that plan, ready to filter on. */
export function plannedProductsSql(where: string): string {
  return `
    SELECT p.id, p.name, p.created_at, p.position, p.min_price FROM (
      SELECT product.id, COALESCE(t.name, product.name) AS name, product.created_at, pp.position, pp.promoted,
        (SELECT min(ip.price) FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = @plan
         WHERE pi.product_id = product.id) AS min_price
      FROM product JOIN product_plan pp ON pp.product_id = product.id AND pp.sales_plan_id = @plan
      LEFT JOIN product_translation t ON t.product_id = product.id AND t.lang = @lang
      WHERE product.site_id = @site
    ) AS p
    WHERE 1 ${where}`;
}
