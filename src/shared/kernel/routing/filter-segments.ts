/**
 * Listing filters travel as filter segments (decisions §1: `__KEY__value`): a characteristic's
 * technical name in capitals is the key, its option codes the values. Option codes are
 * snake_case and segment values may not hold an underscore, so `very_fine` is written
 * `very-fine`. The sort order is one more segment under the key ORDER.
 */
import type { CaracteristicsQuery, FiltersQuery, ProductOrder, ProductQuery } from '../api/contract.ts';
import type { ChoiceFilter, ProductFilter } from '../api/entities/catalogue.ts';
import type { Filter } from './segments.ts';

export const sortKey = 'ORDER';
export const productOrders: readonly ProductOrder[] = ['position', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'];

export const filterKeyOf = (technicalName: string): string => technicalName.toUpperCase();
export const segmentValueOf = (optionCode: string): string => optionCode.toLowerCase().replace(/_/g, '-');
const optionCodeOf = (segmentValue: string): string => segmentValue.replace(/-/g, '_');

/** The characteristics query of the filter segments (the sort segment aside). */
export function caracteristicsOf(filters: readonly Filter[]): CaracteristicsQuery {
  const query: CaracteristicsQuery = Object.create(null);
  for (const filter of filters) {
    if (filter.key !== sortKey) query[filter.key.toLowerCase()] = filter.values.map(optionCodeOf);
  }
  return query;
}

export function sortOf(filters: readonly Filter[]): ProductOrder {
  const value = filters.find((filter) => filter.key === sortKey)?.values[0];
  const order = value === undefined ? undefined : (optionCodeOf(value) as ProductOrder);
  return order !== undefined && productOrders.includes(order) ? order : 'position';
}

export function isSelected(filters: readonly Filter[], key: string, value: string): boolean {
  return filters.some((filter) => filter.key === key && filter.values.includes(value));
}

/** The filters with one value added, or removed when it was there; an emptied filter disappears. */
export function toggleFilter(filters: readonly Filter[], key: string, value: string): Filter[] {
  const existing = filters.find((filter) => filter.key === key);
  if (!existing) return [...filters, { key, values: [value] }];
  const values = existing.values.includes(value) ? existing.values.filter((item) => item !== value) : [...existing.values, value];
  return filters.flatMap((filter) => (filter.key !== key ? [filter] : values.length > 0 ? [{ key, values }] : []));
}

export function withSort(filters: readonly Filter[], order: ProductOrder): Filter[] {
  const others = filters.filter((filter) => filter.key !== sortKey);
  return order === 'position' ? others : [...others, { key: sortKey, values: [segmentValueOf(order)] }];
}

/** One ticked value of one filter: a chip of the applied filters, a box of the filters dialog. */
export interface AppliedValue {
  readonly key: string;
  readonly value: string;
}

/** Every value the filters hold, in order (the sort segment aside). */
export function appliedValuesOf(filters: readonly Filter[]): AppliedValue[] {
  return filters.flatMap((filter) => (filter.key === sortKey ? [] : filter.values.map((value) => ({ key: filter.key, value }))));
}

/** The filters without any filter value: only the sort order stays. */
export function clearedFilters(filters: readonly Filter[]): Filter[] {
  return filters.filter((filter) => filter.key === sortKey);
}

/**
 * What a listing lists before its filters: a category, a search term or the choice guide's
 * answers. A filter on a characteristic the scope already sets replaces it.
 */
export type ListingScope = Pick<FiltersQuery, 'categories' | 'text' | 'caracteristics'>;

export function filtersQueryOf(scope: ListingScope, filters: readonly Filter[]): FiltersQuery {
  return { ...scope, caracteristics: { ...scope.caracteristics, ...caracteristicsOf(filters) } };
}

export function productQueryOf(scope: ListingScope, filters: readonly Filter[]): ProductQuery {
  return { ...filtersQueryOf(scope, filters), orderBy: sortOf(filters) };
}

const isChoice = (filter: ProductFilter): filter is ChoiceFilter => filter.type === 'choice';

/** The filter groups worth offering, in order: a choice between several options, or one in use. */
export function filterGroupsOf(available: Readonly<Record<string, ProductFilter>>, filters: readonly Filter[]): ChoiceFilter[] {
  return Object.values(available)
    .filter(isChoice)
    .filter((filter) => filter.data.length > 1 || filters.some((active) => active.key === filterKeyOf(filter.technical_name)))
    .sort((a, b) => a.position - b.position);
}

/** The words of a filter value, read from the available filters; the value itself while they are unknown. */
export function optionLabelOf(available: Readonly<Record<string, ProductFilter>> | undefined, { key, value }: AppliedValue): string {
  const group = Object.values(available ?? {}).find((filter): filter is ChoiceFilter => isChoice(filter) && filterKeyOf(filter.technical_name) === key);
  return group?.data.find((option) => segmentValueOf(option.value) === value)?.label ?? value;
}
