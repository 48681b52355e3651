/**
 * The document library of the downloads and technical documentation (issue 34, decision 194):
 * what an address asks of a section's documents, and what it then shows.
 *
 * The address is the listings' (decisions §1, decision 042): filter segments in the route's tail
 * (RANGE, PRODUCT, TYPES, LANG; several values of one are alternatives, the filters hold
 * together), then the page segment, and the searched words as `?q=`, which the route grammar
 * cannot carry. The filter form is a GET form with the fields `range`, `product`, `type`, `lang`
 * and `q`: without JavaScript the browser sends them as a query, answered with a redirect to the
 * address (`readLibraryRequest`); with it, the form goes to the address itself.
 *
 * Every value must be one the section offers, and every field appear once: an unknown value, a
 * value given twice, a repeated field or a text longer than SEARCH_TEXT_MAX_LENGTH names no page,
 * a 404 as for any address the grammar refuses. Other parameters (a campaign's tags) are ignored.
 * Reading an address is linear in its length; filtering, in the documents times the (at most
 * SEARCH_WORDS_MAX) words.
 */
import type { Notice } from '../../kernel/api/entities/content.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../../kernel/api/query-limits.ts';
import { foldedText } from '../../kernel/format/folded-text.ts';
import { slugify } from '../../kernel/format/slug.ts';
import { screenPath } from '../../kernel/routing/same-screen.ts';
import { formatTail, type Filter } from '../../kernel/routing/segments.ts';

export type LibraryFilterKey = 'RANGE' | 'PRODUCT' | 'TYPES' | 'LANG';

/** The filters in the order the form shows them and the address writes them. */
export const libraryFilterKeys: readonly LibraryFilterKey[] = ['RANGE', 'PRODUCT', 'TYPES', 'LANG'];

/** The form's field of each filter. */
export const libraryFields: Readonly<Record<LibraryFilterKey, string>> = { RANGE: 'range', PRODUCT: 'product', TYPES: 'type', LANG: 'lang' };
export const searchField = 'q';

/** Cards on a page: eight rows of three on a laptop. */
export const DOCUMENTS_PER_PAGE = 24;
/** Below this many documents a visitor takes them in at a glance: the list comes without a search form. */
export const SEARCHABLE_FROM = 8;
/** Words of a search that are looked for; more narrow nothing a title would not. */
const SEARCH_WORDS_MAX = 12;

export interface LibraryOption {
  /** The segment value (`[a-z0-9-]`). */
  readonly value: string;
  /** The words shown: the data's (a range, a product, a type), or a language's code, which the view names. */
  readonly label: string;
}

export type LibraryOptions = Readonly<Record<LibraryFilterKey, readonly LibraryOption[]>>;

/** What an address asks of the library. */
export interface LibraryQuery {
  readonly filters: readonly Filter[];
  /** The searched words as typed (trimmed); '' for none. */
  readonly text: string;
  readonly page: number;
}

/** The address as a page reads it: its filters (route match) and its query string (`?…` or ''). */
export interface LibraryAddress {
  readonly path: string;
  readonly query: string;
  readonly filters: readonly Filter[];
  readonly page: number | undefined;
}

export type LibraryRequest =
  | { readonly kind: 'query'; readonly query: LibraryQuery }
  /** The form's fields sent as a query (no JavaScript): the address they name. */
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' };

/** A type's technical name as a segment value: `safety_data_sheet` → `safety-data-sheet` (decision 074). */
export function typeSegmentValue(technicalName: string): string {
  return technicalName.toLowerCase().replace(/_/g, '-');
}

/** A product's segment value: the last part of its slug (a French slug is `{range}/{product}`). */
function productValue(slug: string): string {
  return slugify(slug.slice(slug.lastIndexOf('/') + 1));
}

/** The options a document answers to under each filter. */
function optionsOf(notice: Notice): Record<LibraryFilterKey, LibraryOption[]> {
  return {
    RANGE: notice.ranges.map((range) => ({ value: slugify(range.slug), label: range.name })),
    PRODUCT: notice.product === null ? [] : [{ value: productValue(notice.product.slug), label: notice.product.name }],
    TYPES: [{ value: typeSegmentValue(notice.type.technical_name), label: notice.type.label }],
    LANG: [{ value: slugify(notice.language), label: notice.language }],
  };
}

/**
 * Every option of the section's documents, each once: ranges, products and languages by name
 * (the page's language first), types in the order the section lists them.
 */
export function libraryOptions(notices: readonly Notice[], pageLanguage: string): LibraryOptions {
  const found = new Map<LibraryFilterKey, Map<string, LibraryOption>>(libraryFilterKeys.map((key) => [key, new Map()]));
  for (const notice of notices) {
    const options = optionsOf(notice);
    for (const key of libraryFilterKeys) {
      const known = found.get(key)!;
      for (const option of options[key]) if (option.value !== '' && !known.has(option.value)) known.set(option.value, option);
    }
  }
  const byLabel = (a: LibraryOption, b: LibraryOption) => a.label.localeCompare(b.label, pageLanguage);
  const values = (key: LibraryFilterKey) => [...found.get(key)!.values()];
  return {
    RANGE: values('RANGE').sort(byLabel),
    PRODUCT: values('PRODUCT').sort(byLabel),
    TYPES: values('TYPES'),
    LANG: values('LANG').sort((a, b) => Number(b.value === pageLanguage) - Number(a.value === pageLanguage) || a.value.localeCompare(b.value)),
  };
}

/** The filters worth offering: a choice between options, or one in use. */
export function offeredFilters(options: LibraryOptions, filters: readonly Filter[]): LibraryFilterKey[] {
  return libraryFilterKeys.filter((key) => options[key].length > 1 || filters.some((filter) => filter.key === key));
}

const isLibraryKey = (key: string): key is LibraryFilterKey => (libraryFilterKeys as readonly string[]).includes(key);

/** Whether every filter names a library key and only known values, each once. */
function filtersOffered(filters: readonly Filter[], options: LibraryOptions): boolean {
  return filters.every((filter) => {
    if (!isLibraryKey(filter.key) || filter.values.length === 0) return false;
    const known = new Set(options[filter.key].map((option) => option.value));
    const seen = new Set<string>();
    for (const value of filter.values) {
      if (!known.has(value) || seen.has(value)) return false;
      seen.add(value);
    }
    return true;
  });
}

const SEGMENT_VALUES = /^[a-z0-9-]+(?:,[a-z0-9-]+)*$/;

/**
 * What an address asks, checked against the section's options: the query, the address the
 * form's fields name (a redirect), or nothing (a 404).
 */
export function readLibraryRequest(address: LibraryAddress, options: LibraryOptions): LibraryRequest {
  const notFound = { kind: 'not-found' } as const;
  const params = new URLSearchParams(address.query);
  const once = (name: string): string | null | undefined => {
    const values = params.getAll(name);
    return values.length > 1 ? undefined : (values[0] ?? null);
  };
  const typed = once(searchField);
  if (typed === undefined) return notFound;
  const text = (typed ?? '').trim();
  if (text.length > SEARCH_TEXT_MAX_LENGTH) return notFound;

  let filters = address.filters;
  let fromForm = false;
  for (const key of libraryFilterKeys) {
    const field = once(libraryFields[key]);
    if (field === undefined) return notFound;
    if (field === null) continue;
    fromForm = true;
    if (field !== '' && !SEGMENT_VALUES.test(field)) return notFound;
    const others = filters.filter((filter) => filter.key !== key);
    filters = field === '' ? others : [...others, { key, values: field.split(',') }];
  }
  if (!filtersOffered(filters, options)) return notFound;
  if (fromForm) {
    const ordered = libraryFilterKeys.flatMap((key) => filters.filter((filter) => filter.key === key));
    // A new choice starts again at the first page.
    return { kind: 'redirect', location: libraryLocation(screenPath(address.path), ordered, undefined, text) };
  }
  return { kind: 'query', query: { filters, text, page: address.page ?? 1 } };
}

/** The address of a library's screen path (no tail) with these filters, page and words. */
export function libraryLocation(screen: string, filters: readonly Filter[], page: number | undefined, text: string): string {
  return `${screen}${formatTail(filters, page)}${searchSuffix(text)}`;
}

/** The query that carries the searched words: `?q=…`, or '' for none. */
export function searchSuffix(text: string): string {
  return text === '' ? '' : `?${new URLSearchParams([[searchField, text]]).toString()}`;
}

/** The words a search looks for, folded: at most SEARCH_WORDS_MAX, each once. */
function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const word of foldedText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (word !== '') words.add(word);
    if (words.size === SEARCH_WORDS_MAX) break;
  }
  return [...words];
}

/** The folded words a document is found by: title, description, type, product and ranges. */
function searchedText(notice: Notice): string {
  return foldedText([notice.title, notice.description, notice.type.label, notice.product?.name ?? '', ...notice.ranges.map((range) => range.name)].join(' '));
}

/** The documents a query keeps, in the section's order: every filter holds (one of its values), and every word is found. */
export function filterDocuments(notices: readonly Notice[], query: Pick<LibraryQuery, 'filters' | 'text'>): Notice[] {
  const words = searchWords(query.text);
  const chosen = query.filters.flatMap((filter) => (isLibraryKey(filter.key) ? [{ key: filter.key, values: new Set(filter.values) }] : []));
  return notices.filter((notice) => {
    const options = optionsOf(notice);
    if (!chosen.every(({ key, values }) => options[key].some((option) => values.has(option.value)))) return false;
    if (words.length === 0) return true;
    const text = searchedText(notice);
    return words.every((word) => text.includes(word));
  });
}

/**
 * The documents in the page's language first, each group in the section's order: a French
 * visitor's first cards are the sheets they can read, then the guides written only in English.
 */
export function inLanguageFirst(notices: readonly Notice[], pageLanguage: string): Notice[] {
  return notices.filter((notice) => notice.language === pageLanguage).concat(notices.filter((notice) => notice.language !== pageLanguage));
}

/** The page's documents and how many pages the list makes (at least one: an empty list is a page). */
export function pageOf<T>(documents: readonly T[], page: number): { readonly items: readonly T[]; readonly pageCount: number } {
  return {
    items: documents.slice((page - 1) * DOCUMENTS_PER_PAGE, page * DOCUMENTS_PER_PAGE),
    pageCount: Math.max(1, Math.ceil(documents.length / DOCUMENTS_PER_PAGE)),
  };
}
