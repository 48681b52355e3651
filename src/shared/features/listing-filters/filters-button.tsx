import { Suspense, useRef, useState, type AnchorHTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { lazyPart } from '../../kernel/ui/lazy-part.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { useAddressChanged } from '../app/router-context.tsx';
import { filterColumnId } from './filter-panel.tsx';
import { appliedValuesOf, filtersQueryOf, type ListingScope } from '../../kernel/routing/filter-segments.ts';
import { defer, type Deferred } from '../../kernel/data/deferred.ts';
import { $api, requireDataClient } from '../app/model.ts';
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
}

/**
 * "Filters (n)" on phones, where the filter column is hidden: it opens the filters dialog. An
 * island (decision 199) woken by the first tap, whose props are only the listing's address: the
 * dialog asks for the filters the listing offers when it first opens (the column beside the grid
 * shows the same, rendered by the server). Without scripts it is a link to the filter column,
 * which the column's :target style lays over the page.
 */
export function FiltersButton({ scope, filters, total, listing }: FiltersButtonProps) {
  const intl = useIntl();
  const titleId = 'filters-dialog-title';
  const [open, opened, close, api] = useUnit([$filtersDialogOpen, filtersDialogOpened, filtersDialogClosed, $api]);
  const [available, setAvailable] = useState<Deferred<Record<string, ProductFilter>>>();
  const lastAnswer = useRef({ failed: false });
  // A page change (applying, back, forward) ends the dialog.
  useAddressChanged(close);
  const openDialog = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    // Asked once; a failure is shown in the dialog, and the next opening asks again.
    if (!available || lastAnswer.current.failed) {
      const answer = requireDataClient(api).call('GET /filters-products', { query: filtersQueryOf(scope, filters) });
      const attempt = { failed: false };
      answer.catch(() => (attempt.failed = true));
      lastAnswer.current = attempt;
      setAvailable(defer(answer));
    }
    opened({ scope, filters, total });
  };
  return (
    <>
      <FiltersLink filters={filters} role="button" aria-haspopup="dialog" onClick={openDialog} onKeyDown={(event) => event.key === ' ' && openDialog(event)} />
      <ModalDialog open={open} onClose={close} labelledBy={titleId} closeLabel={intl.formatMessage({ id: 'listing.closeFilters' })} className="filters-dialog">
        <Suspense fallback={null}>
          {available && <FiltersDialogContent titleId={titleId} available={available} locationOf={(next) => ({ ...listing, filters: next })} />}
        </Suspense>
      </ModalDialog>
    </>
  );
}

/** The button's face: without scripts, a link to the filter column. */
function FiltersLink({ filters, ...rest }: { readonly filters: readonly Filter[] } & AnchorHTMLAttributes<HTMLAnchorElement>) {
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
