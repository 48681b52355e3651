import type { CaracteristicsQuery, PriceRange } from '../../shared/kernel/api/contract.ts';
import { caracteristicsBoundsMessage, caracteristicsWithinBounds } from '../../shared/kernel/api/caracteristics-bounds.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../../shared/kernel/api/query-limits.ts';
import type { ProductCriteria } from '../catalogue/product-criteria.ts';
import type { PlanContext } from '../catalogue/product-criteria.ts';
import { badRequest } from '../http/http-error.ts';
import type { QueryReader } from '../http/query-reader.ts';
import type { Services } from '../services.ts';

/**
 * Reads the filter params shared by /product and /filters-products, each within the bounds the
 * site's route grammar shares (query-limits.ts): a value beyond them is a 400 naming the param.
 */
export async function readCriteria(query: QueryReader, services: Services, context: PlanContext): Promise<ProductCriteria> {
  const text = query.text('text', SEARCH_TEXT_MAX_LENGTH);
  const criteria: ProductCriteria = {
    found: text === null ? null : await services.search.productsFound(context, text),
    price: readPrice(query),
    caracteristics: readCaracteristics(query),
  };
  const categories = query.list('categories');
  if (categories.length > 0) {
    criteria.categoryIds = categories.flatMap((idOrSlug) => {
      const category = services.categories.find(idOrSlug, { planId: context.plan.id, lang: context.lang });
      if (category === undefined) throw badRequest('categories', `Unknown category ${idOrSlug}`);
      return services.categories.withDescendants(category.id);
    });
  }
  return criteria;
}

function readPrice(query: QueryReader): PriceRange | null {
  const price = query.json('price');
  if (price === null) return null;
  if (typeof price !== 'object' || Array.isArray(price)) throw badRequest('price', 'The price param must be a JSON object {min, max}');
  const range: PriceRange = {};
  for (const bound of ['min', 'max'] as const) {
    const value = Object.hasOwn(price, bound) ? (price as Record<string, unknown>)[bound] : undefined;
    if (value === undefined || value === null || value === '') continue;
    const number = Number(value);
    if (!Number.isFinite(number)) throw badRequest('price', `The price ${bound} must be a number`);
    range[bound] = number;
  }
  return range;
}

function readCaracteristics(query: QueryReader): CaracteristicsQuery {
  const raw = query.json('caracteristics');
  if (raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw badRequest('caracteristics', 'The caracteristics param must be a JSON object of technical name to values');
  }
  // Null prototype: a technical name is the visitor's text, `__proto__` and `constructor` included.
  const result: CaracteristicsQuery = Object.create(null);
  for (const [technicalName, value] of Object.entries(raw as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((entry) => typeof entry === 'string' || typeof entry === 'number')) {
      throw badRequest('caracteristics', `The values of ${technicalName.slice(0, 64)} must be strings`);
    }
    result[technicalName] = values.map(String);
  }
  if (!caracteristicsWithinBounds(Object.entries(result))) throw badRequest('caracteristics', caracteristicsBoundsMessage);
  return result;
}
