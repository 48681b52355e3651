import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { useHref, useRouterContext } from '../app/router-context.tsx';
import { appliedValuesOf, filterGroupsOf, filterKeyOf, isSelected, optionLabelOf, segmentValueOf } from '../../kernel/routing/filter-segments.ts';
import type { Deferred } from '../../kernel/data/deferred.ts';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import { $pendingCount, $pendingCountFailed, $pendingFilters, filtersDialogClosed, pendingFiltersCleared, pendingFilterToggled } from './model.ts';
import { AsyncSection } from '../../kernel/ui/async-section.tsx';

interface FiltersDialogContentProps {
  readonly titleId: string;
  readonly available: Deferred<Record<string, ProductFilter>>;
  readonly locationOf: (filters: readonly Filter[]) => RouteLocation;
}

/** Inside the open filters dialog: the ticked values as chips, the groups of boxes, the live count and "Show N products". */
export function FiltersDialogContent({ titleId, available, locationOf }: FiltersDialogContentProps) {
  const intl = useIntl();
  const { navigate } = useRouterContext();
  const href = useHref();
  const [pending, count, countFailed, toggle, clear, close] = useUnit([
    $pendingFilters,
    $pendingCount,
    $pendingCountFailed,
    pendingFilterToggled,
    pendingFiltersCleared,
    filtersDialogClosed,
  ]);
  const applied = appliedValuesOf(pending);
  return (
    <AsyncSection value={available}>
      {(filters) => (
        <form
          className="filters-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            navigate(href(locationOf(pending)));
            close();
          }}
        >
          <div className="filters-dialog__head">
            <h2 id={titleId}>
              <FormattedMessage id="listing.filters" />
            </h2>
            <p className="filters-dialog__count" role="status" aria-busy={count === null}>
              {countFailed ? (
                <FormattedMessage id="listing.countFailed" />
              ) : count === null ? (
                <FormattedMessage id="listing.counting" />
              ) : (
                <FormattedMessage id="category.count" values={{ count }} />
              )}
            </p>
          </div>
          {applied.length > 0 && (
            <ul className="applied-filters__list filters-dialog__applied" aria-label={intl.formatMessage({ id: 'listing.appliedFilters' })}>
              {applied.map((item) => {
                const label = optionLabelOf(filters, item);
                return (
                  <li key={`${item.key}:${item.value}`}>
                    <button
                      type="button"
                      className="filter-chip"
                      aria-label={intl.formatMessage({ id: 'listing.removeFilter' }, { filter: label })}
                      onClick={() => toggle(item)}
                    >
                      {label}
                      <span className="filter-chip__remove" aria-hidden="true">
                        ×
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="filters-dialog__groups">
            {filterGroupsOf(filters, pending).map((group) => {
              const key = filterKeyOf(group.technical_name);
              return (
                <details key={group.technical_name} className="filters-dialog__group" open>
                  <summary>{group.label}</summary>
                  <ul>
                    {group.data.map((option) => {
                      const value = segmentValueOf(option.value);
                      return (
                        <li key={option.value}>
                          <label className="filters-dialog__option">
                            <input type="checkbox" checked={isSelected(pending, key, value)} onChange={() => toggle({ key, value })} />
                            <span>{option.label}</span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </details>
              );
            })}
          </div>
          <div className="filters-dialog__footer">
            <button type="button" className="button button--secondary filters-dialog__clear" onClick={() => clear()} disabled={applied.length === 0}>
              <FormattedMessage id="listing.clearAll" />
            </button>
            <button type="submit" className="button" disabled={count === 0}>
              {count === null ? <FormattedMessage id="listing.showResults" /> : <FormattedMessage id="listing.showProducts" values={{ count }} />}
            </button>
          </div>
        </form>
      )}
    </AsyncSection>
  );
}
