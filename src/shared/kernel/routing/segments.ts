/**
 * The grammar of the optional trailing segments of listing routes (decisions §1):
 * filter segments `__KEY__value[,value...]`, then an optional page segment `_p__N`. A page
 * beyond the back office's bound (query-limits.ts) breaks the grammar: a 404, where the back
 * office would answer the listing's call with a 400 (filters: kernel/data/listing-bounds.ts).
 */
import { PAGE_MAX } from '../api/query-limits.ts';


export interface Filter {
  readonly key: string;
  readonly values: readonly string[];
}

export interface Tail {
  readonly filters: readonly Filter[];
  readonly page: number | undefined;
}

const filterPattern = /^__([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)__([a-z0-9-]+(?:,[a-z0-9-]+)*)$/;
// Six digits keep the number read small; its value is then checked against PAGE_MAX.
const pagePattern = /^_p__([1-9][0-9]{0,5})$/;

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
