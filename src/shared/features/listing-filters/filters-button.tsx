import { Suspense, type AnchorHTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { lazyPart } from '../../kernel/ui/lazy-part.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { useAddressChanged } from '../app/router-context.tsx';
import { filterColumnId } from './filter-panel.tsx';
import { appliedValuesOf, type ListingScope } from '../../kernel/routing/filter-segments.ts';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import { ModalDialog } from '../choice-guide/modal-dialog.tsx';
import { $filtersDialogOpen, filtersDialogClosed, filtersDialogOpened } from './model.ts';

// The dialog's boxes load when it first opens: they are no part of the listing's first load.
const FiltersDialogContent = lazyPart(() => import('./filters-dialog-content.tsx').then((module) => module.FiltersDialogContent));

/** The listing a toolbar belongs to: its route and params, which its filters and pages refine. */
export type ListingLocation = Omit<RouteLocation, 'filters' | 'page'>;

/** What the Filters button and its dialog work from: serializable, the island's props. */
export interface FiltersButtonProps {
  readonly scope: ListingScope;
  readonly filters: readonly Filter[];
  /** The number of products listed with these filters. */
  readonly total: number;
  readonly listing: ListingLocation;
  /** The filters the listing offers (GET /filters-products). */
  readonly available: Readonly<Record<string, ProductFilter>>;
}

/**
 * "Filters (n)" on phones, where the filter column is hidden: it opens the filters dialog. An
 * island (decision 199) woken by the first tap; until then, and without scripts, it is a link to
 * the filter column, which the column's :target style lays over the page.
 */
export function FiltersButton({ scope, filters, total, listing, available }: FiltersButtonProps) {
  const intl = useIntl();
  const titleId = 'filters-dialog-title';
  const [open, opened, close] = useUnit([$filtersDialogOpen, filtersDialogOpened, filtersDialogClosed]);
  // A page change (applying, back, forward) ends the dialog.
  useAddressChanged(close);
  const openDialog = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    opened({ scope, filters, total });
  };
  return (
    <>
      <FiltersLink filters={filters} role="button" aria-haspopup="dialog" onClick={openDialog} onKeyDown={(event) => event.key === ' ' && openDialog(event)} />
      <ModalDialog open={open} onClose={close} labelledBy={titleId} closeLabel={intl.formatMessage({ id: 'listing.closeFilters' })} className="filters-dialog">
        <Suspense fallback={null}>
          <FiltersDialogContent titleId={titleId} available={available} locationOf={(next) => ({ ...listing, filters: next })} />
        </Suspense>
      </ModalDialog>
    </>
  );
}

/** The button's face, and what stands for it until the listing's filters are there: a link to the filter column. */
export function FiltersLink({ filters, ...rest }: { readonly filters: readonly Filter[] } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...rest} href={`#${filterColumnId}`} className="button button--secondary filters-button">
      <FilterIcon />
      <FormattedMessage id="listing.filtersButton" values={{ count: appliedValuesOf(filters).length }} />
    </a>
  );
}

function FilterIcon() {
  return (
    <svg className="filters-button__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h18M6 12h12M10 19h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
