import { FormattedMessage } from 'react-intl';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { Await } from '../../kernel/data/await.tsx';
import { FiltersButton, type ListingFiltersProps } from '../../features/listing-filters/filters-button.tsx';
import { AppliedFilters } from './applied-filters.tsx';
import { SortLinks } from './sort-links.tsx';

/** Above a listing's grid: the Filters button (phones), the count, the sort order, then the filters in use as chips. */
export function ListingToolbar({ scope, filters, total, available, locationOf }: ListingFiltersProps) {
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
