import type { CaracteristicsQuery, ChoiceFilter, FilterOption, ProductFilter } from '../../shared/kernel/api/contract.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import type { Services } from '../services.ts';
import type { ProductCriteria } from './product-criteria.ts';
import type { PlanContext } from './product-criteria.ts';
import { ownValue } from '../../shared/kernel/data/own-value.ts';

/** The one filter label that is not a characteristic's. */
const PRICE_LABEL: Record<string, string> = { en: 'Price', fr: 'Prix' };

/** Options of one characteristic among the given products, with how many products have each. */
async function optionsOf(services: Services, technicalName: string, productIds: readonly number[], lang: string): Promise<FilterOption[]> {
  const definition = services.caracteristics.get(technicalName, lang);
  if (definition === undefined) return [];
  const counts = new Map<string, number>();
  for (const row of await services.products.caracteristicRows(productIds)) {
    if (row.technical_name === technicalName) counts.set(row.value, (counts.get(row.value) ?? 0) + 1);
  }
  return [...definition.options.entries()]
    .filter(([value]) => counts.has(value))
    .map(([value, option]) => ({ value, label: option.label, count: counts.get(value)! }));
}

/**
 * Facets of a product list: each filterable characteristic counted under every other active
 * filter (so picking "Interior" still shows how many "Exterior" products there are), and the
 * price range of the matching products.
 */
export async function productFacets(services: Services, context: PlanContext, criteria: ProductCriteria): Promise<Record<string, ProductFilter>> {
  const result: Record<string, ProductFilter> = {};
  const definitions = services.caracteristics.filterable(context.lang);
  const options = await Promise.all(
    definitions.map(async (definition) =>
      optionsOf(services, definition.technicalName, await services.products.matchingIds(context, criteria, definition.technicalName), context.lang),
    ),
  );
  definitions.forEach((definition, index) => {
    const data = options[index]!;
    if (data.length === 0) return;
    result[definition.technicalName] = { technical_name: definition.technicalName, label: definition.label, type: 'choice', position: definition.position, data };
  });
  const { price: _price, ...withoutPrice } = criteria;
  result.price = {
    technical_name: 'price',
    label: ownValue(PRICE_LABEL, context.lang) ?? PRICE_LABEL[BASE_LANG]!,
    type: 'range',
    position: Object.keys(result).length,
    data: await services.products.priceRange(context, await services.products.matchingIds(context, withoutPrice)),
  };
  return result;
}

/**
 * The choice guide's filters in order: each one's options come from the products matching the
 * answers given to the filters before it, so every offered path leads to at least one product.
 */
export async function choiceGuide(services: Services, context: PlanContext, chosen: CaracteristicsQuery): Promise<Record<string, ChoiceFilter>> {
  const result: Record<string, ChoiceFilter> = {};
  const previous: CaracteristicsQuery = {};
  const guide = await services.settings.values(context.siteId, `choice_guide_${context.plan.target}`);
  for (const [position, technicalName] of guide.entries()) {
    const definition = services.caracteristics.get(technicalName, context.lang);
    if (definition === undefined) continue;
    const ids = await services.products.matchingIds(context, { caracteristics: previous });
    result[technicalName] = { technical_name: technicalName, label: definition.label, type: 'choice', position, data: await optionsOf(services, technicalName, ids, context.lang) };
    const answer = chosen[technicalName];
    if (answer !== undefined && answer.length > 0) previous[technicalName] = answer;
  }
  return result;
}
