/**
 * The products behind a saved list of ids (the favourites, the comparator), for the page that
 * shows them. The ids live in the browser's storage, so the list is known only once persistence
 * has restored it: until then the page shows that it is loading, never a false "empty".
 * Products are fetched only while the page is shown, and only those not fetched yet.
 */
import { attach, combine, createEvent, createStore, sample, type Store } from 'effector';
import type { ProductSummary } from '../../kernel/api/entities/catalogue.ts';
import { withMinimumDelay } from '../../kernel/data/minimum-delay.ts';
import { $api, $salesPlan, requireDataClient } from '../app/model.ts';
import { $savedListsRestored } from './model.ts';

/** The back office pages product lists by 100 at most. */
const MAX_PER_CALL = 100;

export type SavedListState = 'loading' | 'failed' | 'empty' | 'ready';

export interface SavedProductList {
  readonly pageOpened: ReturnType<typeof createEvent<void>>;
  readonly pageClosed: ReturnType<typeof createEvent<void>>;
  /** The saved products in the list's order (ids the plan does not sell are left out). */
  readonly $products: Store<readonly ProductSummary[]>;
  readonly $state: Store<SavedListState>;
}

export function savedProductList(feature: string, $ids: Store<readonly number[]>): SavedProductList {
  const pageOpened = createEvent();
  const pageClosed = createEvent();
  const $pageOpen = createStore(false, { sid: `${feature}/$pageOpen`, serialize: 'ignore' });
  /** Every id asked for: its product, or null when the plan does not sell it. */
  const $known = createStore<ReadonlyMap<number, ProductSummary | null>>(new Map(), { sid: `${feature}/$known`, serialize: 'ignore' });
  const $failed = createStore(false, { sid: `${feature}/$failed`, serialize: 'ignore' });

  const fetchProductsFx = attach({
    source: $api,
    effect: async (api, ids: readonly number[]) => {
      const client = requireDataClient(api);
      const page = await withMinimumDelay(client.call('GET /product', { query: { ids: [...ids], perPage: ids.length } }));
      return { ids, products: page.items };
    },
  });

  sample({ clock: pageOpened, fn: () => true, target: $pageOpen });
  sample({ clock: pageClosed, fn: () => false, target: $pageOpen });

  const $missing = combine($ids, $known, (ids, known) => ids.filter((id) => !known.has(id)));
  sample({
    clock: [pageOpened, $missing],
    source: { open: $pageOpen, missing: $missing },
    filter: ({ open, missing }) => open && missing.length > 0,
    fn: ({ missing }) => missing.slice(0, MAX_PER_CALL),
    target: fetchProductsFx,
  });
  sample({
    clock: fetchProductsFx.doneData,
    source: $known,
    fn: (known, { ids, products }) => {
      const next = new Map(known);
      for (const id of ids) next.set(id, products.find((product) => product.id === id) ?? null);
      return next;
    },
    target: $known,
  });
  sample({ clock: fetchProductsFx.doneData, fn: () => false, target: $failed });
  sample({ clock: fetchProductsFx.fail, fn: () => true, target: $failed });
  // What a product is (its price, its range) depends on the plan: fetch again in the new one.
  sample({ clock: $salesPlan.updates, fn: () => new Map<number, ProductSummary | null>(), target: $known });

  const $products = combine($ids, $known, (ids, known) => ids.flatMap((id) => known.get(id) ?? []));
  const $state = combine(
    { restored: $savedListsRestored, missing: $missing, failed: $failed, pending: fetchProductsFx.pending, products: $products },
    ({ restored, missing, failed, pending, products }): SavedListState => {
      if (!restored) return 'loading';
      if (failed && missing.length > 0) return 'failed';
      if (pending || missing.length > 0) return 'loading';
      return products.length === 0 ? 'empty' : 'ready';
    },
  );
  return { pageOpened, pageClosed, $products, $state };
}
