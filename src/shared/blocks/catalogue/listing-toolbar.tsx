import { FormattedMessage } from 'react-intl';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { Await } from '../../kernel/data/await.tsx';
import type { Deferred } from '../../kernel/data/deferred.ts';
import type { ListingScope } from '../../kernel/routing/filter-segments.ts';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import { Island } from '../../kernel/ui/island.tsx';
import { FiltersButton, type ListingLocation } from '../../features/listing-filters/filters-button.tsx';
import { AppliedFilters } from './applied-filters.tsx';
import { SortLinks } from './sort-links.tsx';

interface ListingToolbarProps {
  readonly scope: ListingScope;
  readonly filters: readonly Filter[];
  /** The number of products listed with these filters. */
  readonly total: number;
  readonly available: Deferred<Record<string, ProductFilter>>;
  /** The listing's route: its filters and pages refine it. */
  readonly listing: ListingLocation;
}

/** Above a listing's grid: the Filters button (phones), the count, the sort order, then the filters in use as chips. */
export function ListingToolbar({ scope, filters, total, available, listing }: ListingToolbarProps) {
  const locationOf = (next: readonly Filter[]): RouteLocation => ({ ...listing, filters: next });
  // Until the filters' words arrive, chips show the values themselves: the same row, no shift.
  const chipsWith = (words: Readonly<Record<string, ProductFilter>> | undefined) => <AppliedFilters available={words} filters={filters} locationOf={locationOf} />;
  return (
    <>
      <div className="listing__bar">
        <Island name="listing-filters" component={FiltersButton} props={{ scope, filters, total, listing }} />
        {/* The grid's heading: the product cards' names are h3, under the page's h1. */}
        <h2 className="listing__count">
          <span role="status">
            <FormattedMessage id="category.count" values={{ count: total }} />
          </span>
        </h2>
        <Island name="sort-links" component={SortLinks} props={{ filters, listing }} />
      </div>
      <Await value={available} fallback={chipsWith(undefined)} errorView={chipsWith(undefined)}>
        {chipsWith}
      </Await>
    </>
  );
}
