/**
 * The grammar of the optional trailing segments of listing routes (decisions §1):
 * filter segments `__KEY__value[,value...]`, then an optional page segment `_p__N`. A page or
 * a filter beyond the back office's bounds (query-limits.ts) breaks the grammar: a 404, where
 * the back office would answer the listing's call with a 400.
 */
import { caracteristicsBoundBreach, PAGE_MAX } from '../api/query-limits.ts';


export interface Filter {
  readonly key: string;
  readonly values: readonly string[];
}

export interface Tail {
  readonly filters: readonly Filter[];
  readonly page: number | undefined;
}

const filterPattern = /^__([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)__([a-z0-9-]+(?:,[a-z0-9-]+)*)$/;
// The digits of PAGE_MAX at most, so the number read is never outsized; its value is checked against PAGE_MAX.
const pagePattern = new RegExp(`^_p__([1-9][0-9]{0,${String(PAGE_MAX).length - 1}})$`);

/** A tail segment always starts with an underscore, which slugs never contain. */
export function isTailSegment(rawSegment: string): boolean {
  return rawSegment.startsWith('_');
}

/** Parses raw (still percent-encoded) tail segments; `undefined` when any breaks the grammar. */
export function parseTail(rawSegments: readonly string[]): Tail | undefined {
  const filters: Filter[] = [];
  let page: number | undefined;
  for (const segment of rawSegments) {
    if (page !== undefined) return undefined; // the page segment comes last
    const pageMatch = pagePattern.exec(segment);
    if (pageMatch) {
      page = Number(pageMatch[1]);
      if (page > PAGE_MAX) return undefined;
      continue;
    }
    const filterMatch = filterPattern.exec(segment);
    if (!filterMatch) return undefined;
    const key = filterMatch[1]!;
    if (filters.some((filter) => filter.key === key)) return undefined;
    filters.push({ key, values: filterMatch[2]!.split(',') });
  }
  if (caracteristicsBoundBreach(filters.map((filter) => [filter.key, filter.values])) !== undefined) return undefined;
  return { filters, page };
}

export function formatTail(filters: readonly Filter[], page: number | undefined): string {
  let tail = '';
  for (const filter of filters) {
    if (filter.values.length > 0) tail += `/__${filter.key}__${filter.values.join(',')}`;
  }
  if (page !== undefined && page > 1) tail += `/_p__${page}`;
  return tail;
}

export function isValidFilter(filter: Filter): boolean {
  return filter.values.length > 0 && filterPattern.test(`__${filter.key}__${filter.values.join(',')}`);
}
