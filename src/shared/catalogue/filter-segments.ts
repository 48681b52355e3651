/**
 * Listing filters travel as filter segments (decisions §1: `__KEY__value`): a characteristic's
 * technical name in capitals is the key, its option codes the values. Option codes are
 * snake_case and segment values may not hold an underscore, so `very_fine` is written
 * `very-fine`. The sort order is one more segment under the key ORDER.
 */
import type { CaracteristicsQuery, ProductOrder } from '../api/contract.ts';
import type { Filter } from '../routing/segments.ts';

export const sortKey = 'ORDER';
export const productOrders: readonly ProductOrder[] = ['position', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'];

export const filterKeyOf = (technicalName: string): string => technicalName.toUpperCase();
export const segmentValueOf = (optionCode: string): string => optionCode.toLowerCase().replace(/_/g, '-');
const optionCodeOf = (segmentValue: string): string => segmentValue.replace(/-/g, '_');

/** The characteristics query of the filter segments (the sort segment aside). */
export function caracteristicsOf(filters: readonly Filter[]): CaracteristicsQuery {
  const query: CaracteristicsQuery = {};
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
