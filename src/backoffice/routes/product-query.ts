import type { CaracteristicsQuery, PriceRange } from '../../shared/kernel/api/contract.ts';
import type { ProductCriteria } from '../catalogue/product-criteria.ts';
import type { PlanContext } from '../catalogue/product-repository.ts';
import { badRequest } from '../http/http-error.ts';
import type { QueryReader } from '../http/query-reader.ts';
import type { Services } from '../services.ts';

/** Reads the filter params shared by /product and /filters-products. */
export function readCriteria(query: QueryReader, services: Services, context: PlanContext): ProductCriteria {
  const text = query.string('text');
  const criteria: ProductCriteria = {
    text: text === null ? null : services.search.productQuery(context, text),
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
    const value = (price as Record<string, unknown>)[bound];
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
  const result: CaracteristicsQuery = {};
  for (const [technicalName, value] of Object.entries(raw as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((entry) => typeof entry === 'string' || typeof entry === 'number')) {
      throw badRequest('caracteristics', `The values of ${technicalName} must be strings`);
    }
    result[technicalName] = values.map(String);
  }
  return result;
}
