import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { Link } from '../app/link.tsx';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import { filterGroupsOf, filterKeyOf, isSelected, segmentValueOf, toggleFilter } from '../../kernel/routing/filter-segments.ts';

interface FilterPanelProps {
  readonly available: Readonly<Record<string, ProductFilter>>;
  readonly filters: readonly Filter[];
  /** The listing's location with other filters (always on its first page). */
  readonly locationOf: (filters: readonly Filter[]) => RouteLocation;
}

/** The id of the filter column: the phone's Filters button points at it, for a browser without scripts. */
export const filterColumnId = 'listing-filters';

/**
 * The filters of a listing (GET /filters-products) as links that add or remove one filter
 * segment each: they work without JavaScript, and crawlers are asked not to follow them.
 * The column beside the grid on wide screens; on phones the filters dialog replaces it.
 */
export function FilterPanel({ available, filters, locationOf }: FilterPanelProps) {
  const intl = useIntl();
  const groups = filterGroupsOf(available, filters);
  if (groups.length === 0) return null;
  return (
    <section className="filter-panel" aria-label={intl.formatMessage({ id: 'listing.filters' })}>
      <h2 className="filter-panel__title">
        <FormattedMessage id="listing.filters" />
      </h2>
      {/* Shown on phones without scripts, where the panel covers the listing (the :target of the Filters link). */}
      <a href="#" className="filter-panel__close">
        <FormattedMessage id="listing.closeFilters" />
      </a>
      {groups.map((group) => {
        const key = filterKeyOf(group.technical_name);
        return (
          <div key={group.technical_name} className="filter-group">
            <h3 className="filter-group__title">{group.label}</h3>
            <ul>
              {group.data.map((option) => {
                const value = segmentValueOf(option.value);
                const selected = isSelected(filters, key, value);
                return (
                  <li key={option.value}>
                    <Link to={locationOf(toggleFilter(filters, key, value))} rel="nofollow" className="filter-option" data-selected={selected || undefined}>
                      <span className="filter-option__box" aria-hidden="true" />
                      {/* The count follows the label's last word, on its line also when the label wraps (a no-break space). */}
                      <span className="filter-option__label">
                        {option.label}{'\u00a0'}<span className="filter-option__count">({option.count})</span>
                      </span>
                      {selected && (
                        <span className="visually-hidden">
                          {' '}
                          <FormattedMessage id="listing.selected" />
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
