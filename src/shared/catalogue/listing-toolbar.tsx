import { FormattedMessage } from 'react-intl';
import type { ProductFilter } from '../api/entities/catalogue.ts';
import { Await } from '../data/await.tsx';
import type { Deferred } from '../data/deferred.ts';
import { FiltersButton } from '../features/listing-filters/filters-button.tsx';
import type { RouteLocation } from '../routing/router.ts';
import type { Filter } from '../routing/segments.ts';
import { AppliedFilters } from './applied-filters.tsx';
import type { ListingScope } from './filter-segments.ts';
import { SortLinks } from './sort-links.tsx';

interface ListingToolbarProps {
  readonly scope: ListingScope;
  readonly filters: readonly Filter[];
  /** The number of products listed. */
  readonly total: number;
  readonly available: Deferred<Record<string, ProductFilter>>;
  readonly locationOf: (filters: readonly Filter[]) => RouteLocation;
}

/** Above a listing's grid: the Filters button (phones), the count, the sort order, then the filters in use as chips. */
export function ListingToolbar({ scope, filters, total, available, locationOf }: ListingToolbarProps) {
  // Until the filters' words arrive, chips show the values themselves: the same row, no shift.
  const chipsWith = (words: Readonly<Record<string, ProductFilter>> | undefined) => <AppliedFilters available={words} filters={filters} locationOf={locationOf} />;
  return (
    <>
      <div className="listing__bar">
        <FiltersButton scope={scope} filters={filters} total={total} available={available} locationOf={locationOf} />
        {/* The grid's heading: the product cards' names are h3, under the page's h1. */}
        <h2 className="listing__count">
          <span role="status">
            <FormattedMessage id="category.count" values={{ count: total }} />
          </span>
        </h2>
        <SortLinks filters={filters} locationOf={locationOf} />
      </div>
      <Await value={available} fallback={chipsWith(undefined)} errorView={chipsWith(undefined)}>
        {chipsWith}
      </Await>
    </>
  );
}
