import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { Link } from '../../features/app/link.tsx';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import { appliedValuesOf, clearedFilters, optionLabelOf, toggleFilter } from '../../kernel/routing/filter-segments.ts';

interface AppliedFiltersProps {
  /** The available filters, for the words of each value; undefined while they stream in. */
  readonly available: Readonly<Record<string, ProductFilter>> | undefined;
  readonly filters: readonly Filter[];
  readonly locationOf: (filters: readonly Filter[]) => RouteLocation;
}

/** The filters in use above the grid: each chip a link without that value, then one without any. */
export function AppliedFilters({ available, filters, locationOf }: AppliedFiltersProps) {
  const intl = useIntl();
  const applied = appliedValuesOf(filters);
  if (applied.length === 0) return null;
  return (
    <nav className="applied-filters" aria-label={intl.formatMessage({ id: 'listing.appliedFilters' })}>
      <ul>
        {applied.map((item) => {
          const label = optionLabelOf(available, item);
          return (
            <li key={`${item.key}:${item.value}`}>
              <Link
                to={locationOf(toggleFilter(filters, item.key, item.value))}
                rel="nofollow"
                className="filter-chip"
                aria-label={intl.formatMessage({ id: 'listing.removeFilter' }, { filter: label })}
              >
                {label}
                <span className="filter-chip__remove" aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link to={locationOf(clearedFilters(filters))} rel="nofollow" className="applied-filters__clear">
            <FormattedMessage id="listing.clearFilters" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
