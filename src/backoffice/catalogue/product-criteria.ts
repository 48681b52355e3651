import { sql, type Expression, type SqlBool } from 'kysely';
import type { CaracteristicsQuery, PriceRange, ProductOrder, SalesPlan } from '../../shared/kernel/api/contract.ts';
import type { BackofficeQueries } from '../db/schema.ts';

/** Whose catalogue is read: a site's sales plan, in a language. */
export interface PlanContext {
  siteId: number;
  plan: SalesPlan;
  /** Texts, slugs and medias come in this language, else in the base one. */
  lang: string;
}

export interface ProductCriteria {
  /** Category ids, descendants included. */
  categoryIds?: number[];
  /**
   * The products a typed text finds, in the search's order (SearchService.productsFound), so
   * listings find what the search finds; null when the text holds no word to search.
   */
  found?: readonly number[] | null;
  price?: PriceRange | null;
  caracteristics?: CaracteristicsQuery;
  promoted?: boolean;
  ids?: number[];
}

/**
 * The products of a plan with their name in the context's language and lowest price in the plan,
 * ready to filter on (as `p`).
 */
function plannedProducts(queries: BackofficeQueries, context: PlanContext) {
  return queries
    .selectFrom('product')
    .innerJoin('product_plan as pp', (join) => join.onRef('pp.product_id', '=', 'product.id').on('pp.sales_plan_id', '=', context.plan.id))
    .leftJoin('product_translation as t', (join) => join.onRef('t.product_id', '=', 'product.id').on('t.lang', '=', context.lang))
    .where('product.site_id', '=', context.siteId)
    .select((eb) => [
      'product.id',
      eb.fn.coalesce('t.name', 'product.name').as('name'),
      'product.created_at',
      'pp.position',
      'pp.promoted',
      eb
        .selectFrom('product_item as pi')
        .innerJoin('item_price as ip', (join) => join.onRef('ip.item_id', '=', 'pi.id').on('ip.sales_plan_id', '=', context.plan.id))
        .whereRef('pi.product_id', '=', 'product.id')
        .select((inner) => inner.fn.min('ip.price').as('price'))
        .as('min_price'),
    ])
    .as('p');
}

/** Matches nothing: an empty list of ids or categories selects no product (SQL has no `IN ()`). */
const NOTHING = sql<SqlBool>`1 = 0`;

/**
 * The plan's products meeting the criteria, their ids selected; `exceptCaracteristic` leaves one
 * characteristic out (a facet counts its options under the other filters). One clause per
 * characteristic named: AND across characteristics, OR across one characteristic's values. Their
 * number is bounded by the query's reader (caracteristics-bounds.ts), and no statement is kept
 * once run, so distinct requests leave nothing behind.
 */
export function productsMeeting(queries: BackofficeQueries, context: PlanContext, criteria: ProductCriteria, exceptCaracteristic?: string) {
  return queries
    .selectFrom(plannedProducts(queries, context))
    .select('p.id')
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      const among = (ids: readonly number[]) => (ids.length === 0 ? NOTHING : eb('p.id', 'in', ids));
      if (criteria.categoryIds !== undefined) {
        conditions.push(
          criteria.categoryIds.length === 0
            ? NOTHING
            : eb('p.id', 'in', eb.selectFrom('product_category').select('product_category.product_id').where('product_category.category_id', 'in', criteria.categoryIds)),
        );
      }
      if (criteria.found) conditions.push(among(criteria.found));
      if (criteria.price?.min !== undefined) conditions.push(eb('p.min_price', '>=', criteria.price.min));
      if (criteria.price?.max !== undefined) conditions.push(eb('p.min_price', '<=', criteria.price.max));
      for (const [technicalName, values] of chosenCaracteristics(criteria.caracteristics, exceptCaracteristic)) {
        conditions.push(
          eb(
            'p.id',
            'in',
            eb
              .selectFrom('product_caracteristic as pc')
              .select('pc.product_id')
              .where('pc.technical_name', '=', technicalName)
              .where('pc.value', 'in', values),
          ),
        );
      }
      if (criteria.promoted) conditions.push(eb('p.promoted', '=', 1));
      if (criteria.ids !== undefined) conditions.push(among(criteria.ids));
      return eb.and(conditions);
    });
}

export type ProductsQuery = ReturnType<typeof productsMeeting>;

/** The query in a listing's order, the product's id last so that equal keys keep one order. */
export function inOrder(query: ProductsQuery, order: ProductOrder): ProductsQuery {
  // The plain name, whatever its case, as SQLite's NOCASE compared it; a product unpriced in the
  // plan first when cheapest first, last otherwise, on both engines.
  const name = sql`lower(${sql.ref('p.name')})`;
  switch (order) {
    case 'position':
      return query.orderBy('p.position').orderBy('p.id');
    case 'name_asc':
      return query.orderBy(name).orderBy('p.id');
    case 'name_desc':
      return query.orderBy(name, 'desc').orderBy('p.id');
    case 'price_asc':
      return query.orderBy('p.min_price', (by) => by.asc().nullsFirst()).orderBy('p.id');
    case 'price_desc':
      return query.orderBy('p.min_price', (by) => by.desc().nullsLast()).orderBy('p.id');
    case 'newest':
      return query.orderBy('p.created_at', 'desc').orderBy('p.id');
  }
}

/**
 * The characteristics a filter keeps: the left-out one and those with no value go, as a
 * characteristic with no value chosen filters nothing.
 */
function chosenCaracteristics(caracteristics: CaracteristicsQuery | undefined, exceptCaracteristic: string | undefined): [string, string[]][] {
  return Object.entries(caracteristics ?? {}).filter(([technicalName, values]) => technicalName !== exceptCaracteristic && values.length > 0);
}
