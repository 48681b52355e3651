/**
 * The filters dialog of a listing on phones: the visitor ticks and unticks filter values (the
 * pending filters) while the number of products they would list is counted by the back office;
 * "Show N products" then navigates to the filtered route. An answer for an older selection is
 * dropped.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { clearedFilters, productQueryOf, toggleFilter, type AppliedValue, type ListingScope } from '../../kernel/routing/filter-segments.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import { $api, requireDataClient } from '../app/model.ts';

export interface FiltersDialogOpening {
  readonly scope: ListingScope;
  /** The filters of the listing shown: the dialog starts from them. */
  readonly filters: readonly Filter[];
  /** The number of products the listing shows with them. */
  readonly total: number;
}

export const filtersDialogOpened = createEvent<FiltersDialogOpening>();
export const filtersDialogClosed = createEvent();
export const pendingFilterToggled = createEvent<AppliedValue>();
export const pendingFiltersCleared = createEvent();

export const $filtersDialogOpen = createStore(false, { sid: 'listing-filters/$filtersDialogOpen', serialize: 'ignore' });
const $scope = createStore<ListingScope>({}, { sid: 'listing-filters/$scope', serialize: 'ignore' });
export const $pendingFilters = createStore<readonly Filter[]>([], { sid: 'listing-filters/$pendingFilters', serialize: 'ignore' });
/** How many products the pending filters list; null while it is being counted. */
export const $pendingCount = createStore<number | null>(null, { sid: 'listing-filters/$pendingCount', serialize: 'ignore' });
export const $pendingCountFailed = createStore(false, { sid: 'listing-filters/$pendingCountFailed', serialize: 'ignore' });

export const countProductsFx = attach({
  source: $api,
  effect: async (api, { scope, filters }: { readonly scope: ListingScope; readonly filters: readonly Filter[] }) => {
    const client = requireDataClient(api);
    return (await client.call('GET /product', { query: { ...productQueryOf(scope, filters), perPage: 1 } })).total;
  },
});

sample({ clock: filtersDialogOpened, fn: () => true, target: $filtersDialogOpen });
sample({ clock: filtersDialogClosed, fn: () => false, target: $filtersDialogOpen });
sample({ clock: filtersDialogOpened, fn: ({ scope }) => scope, target: $scope });
sample({ clock: filtersDialogOpened, fn: ({ filters }) => filters, target: $pendingFilters });
sample({ clock: filtersDialogOpened, fn: ({ total }) => total, target: $pendingCount });
sample({ clock: filtersDialogOpened, fn: () => false, target: $pendingCountFailed });

const selectionChanged = sample({
  clock: [pendingFilterToggled, pendingFiltersCleared.map((): null => null)],
  source: $pendingFilters,
  fn: (filters, toggled): Filter[] => (toggled ? toggleFilter(filters, toggled.key, toggled.value) : clearedFilters(filters)),
});
sample({ clock: selectionChanged, target: $pendingFilters });
sample({ clock: selectionChanged, fn: (): number | null => null, target: $pendingCount });
sample({ clock: selectionChanged, source: $scope, fn: (scope, filters) => ({ scope, filters }), target: countProductsFx });

// Only the answer for the selection still pending is shown.
const counted = sample({
  clock: countProductsFx.done,
  source: $pendingFilters,
  filter: (pending, { params }) => params.filters === pending,
  fn: (_pending, { result }) => result,
});
sample({ clock: counted, target: $pendingCount });
sample({ clock: counted, fn: () => false, target: $pendingCountFailed });
sample({
  clock: countProductsFx.fail,
  source: $pendingFilters,
  filter: (pending, { params }) => params.filters === pending,
  fn: () => true,
  target: $pendingCountFailed,
});
