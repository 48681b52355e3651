/**
 * A listing's address asks the back office for its scope's characteristics (the choice guide's
 * answers) and its filter segments' together: past the bounds the back office reads
 * (query-limits.ts), the address names no listing, a 404 before any call. Checked by the
 * listings' loaders rather than the route grammar: the union is what the back office reads, and
 * the product list and facets are deferred, where a refused call would only blank the list.
 */
import { caracteristicsWithinBounds } from '../api/caracteristics-bounds.ts';
import { filtersQueryOf, type ListingScope } from '../routing/filter-segments.ts';
import type { Filter } from '../routing/segments.ts';
import { PageResponse } from './page-response.ts';

export function refuseFiltersBeyondBounds(scope: ListingScope, filters: readonly Filter[]): void {
  if (!caracteristicsWithinBounds(Object.entries(filtersQueryOf(scope, filters).caracteristics ?? {}))) throw PageResponse.notFound();
}
