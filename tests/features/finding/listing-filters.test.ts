import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import type { ProductFilter } from '../../../src/shared/kernel/api/entities/catalogue.ts';
import {
  appliedValuesOf,
  clearedFilters,
  filterGroupsOf,
  filtersQueryOf,
  optionLabelOf,
  productQueryOf,
} from '../../../src/shared/kernel/routing/filter-segments.ts';
import {
  $filtersDialogOpen,
  $pendingCount,
  $pendingCountFailed,
  $pendingFilters,
  countProductsFx,
  filtersDialogClosed,
  filtersDialogOpened,
  pendingFiltersCleared,
  pendingFilterToggled,
} from '../../../src/shared/features/listing-filters/model.ts';
import type { Filter } from '../../../src/shared/kernel/routing/segments.ts';

const filters: Filter[] = [
  { key: 'FORM', values: ['powder'] },
  { key: 'FINISH', values: ['very-fine', 'fine'] },
  { key: 'ORDER', values: ['name-asc'] },
];

const option = (value: string, label: string) => ({ value, label, count: 1 });
const available: Record<string, ProductFilter> = {
  finish: { technical_name: 'finish', label: 'Finish', type: 'choice', position: 2, data: [option('very_fine', 'Very fine'), option('fine', 'Fine')] },
  form: { technical_name: 'form', label: 'Form', type: 'choice', position: 1, data: [option('powder', 'Powder'), option('paste', 'Paste')] },
  sandable: { technical_name: 'sandable', label: 'Sandable', type: 'choice', position: 3, data: [option('yes', 'Yes')] },
  price: { technical_name: 'price', label: 'Price', type: 'range', position: 0, data: { min: 1, max: 9 } } as ProductFilter,
};

describe('applied filters', () => {
  test('one chip per value, the sort order aside; clearing keeps only the sort order', () => {
    expect(appliedValuesOf(filters)).toEqual([
      { key: 'FORM', value: 'powder' },
      { key: 'FINISH', value: 'very-fine' },
      { key: 'FINISH', value: 'fine' },
    ]);
    expect(clearedFilters(filters)).toEqual([{ key: 'ORDER', values: ['name-asc'] }]);
    expect(appliedValuesOf(clearedFilters(filters))).toEqual([]);
  });

  test('a chip reads its words from the available filters, the value itself while they are unknown', () => {
    expect(optionLabelOf(available, { key: 'FINISH', value: 'very-fine' })).toBe('Very fine');
    expect(optionLabelOf(undefined, { key: 'FINISH', value: 'very-fine' })).toBe('very-fine');
    expect(optionLabelOf(available, { key: 'FINISH', value: 'rough' })).toBe('rough');
  });

  test('groups offered: choices with several options in order, or one in use', () => {
    expect(filterGroupsOf(available, []).map((group) => group.technical_name)).toEqual(['form', 'finish']);
    expect(filterGroupsOf(available, [{ key: 'SANDABLE', values: ['yes'] }]).map((group) => group.technical_name)).toEqual(['form', 'finish', 'sandable']);
  });

  test('the listing query: the scope, then the filters, a filter replacing what the scope sets', () => {
    expect(productQueryOf({ categories: [7] }, filters)).toEqual({ categories: [7], caracteristics: { form: ['powder'], finish: ['very_fine', 'fine'] }, orderBy: 'name_asc' });
    expect(filtersQueryOf({ caracteristics: { form: ['paste'], support: ['wood'] } }, filters)).toEqual({
      caracteristics: { form: ['powder'], support: ['wood'], finish: ['very_fine', 'fine'] },
    });
  });
});

describe('the filters dialog', () => {
  /** A count whose answers the test releases, in any order. */
  function heldCounts() {
    const pending: { filters: readonly Filter[]; release: (total: number | Error) => void }[] = [];
    // An attached effect's handler is given its source (the API) first, then its parameters.
    const count = (_api: unknown, { filters: asked }: { filters: readonly Filter[] }) =>
      new Promise<number>((resolve, reject) => pending.push({ filters: asked, release: (total) => (total instanceof Error ? reject(total) : resolve(total)) }));
    const scope = fork({ handlers: [[countProductsFx, count as never]] });
    return { scope, pending };
  }

  test('starts from the listing, counts each pending selection and keeps only the latest answer', async () => {
    const { scope, pending } = heldCounts();
    await allSettled(filtersDialogOpened, { scope, params: { scope: { categories: [7] }, filters: filters.slice(0, 1), total: 12 } });
    expect(scope.getState($filtersDialogOpen)).toBe(true);
    expect(scope.getState($pendingCount)).toBe(12);
    expect(pending).toEqual([]);

    void allSettled(pendingFilterToggled, { scope, params: { key: 'FINISH', value: 'fine' } });
    void allSettled(pendingFilterToggled, { scope, params: { key: 'FORM', value: 'powder' } });
    expect(scope.getState($pendingFilters)).toEqual([{ key: 'FINISH', values: ['fine'] }]);
    expect(scope.getState($pendingCount)).toBeNull();
    expect(pending.map((request) => request.filters)).toEqual([[...filters.slice(0, 1), { key: 'FINISH', values: ['fine'] }], [{ key: 'FINISH', values: ['fine'] }]]);

    pending[1]!.release(5);
    pending[0]!.release(3);
    await allSettled(scope);
    expect(scope.getState($pendingCount)).toBe(5);
  });

  test('clearing keeps the sort order; a failed count says so; closing closes', async () => {
    const { scope, pending } = heldCounts();
    await allSettled(filtersDialogOpened, { scope, params: { scope: {}, filters, total: 2 } });
    const cleared = allSettled(pendingFiltersCleared, { scope });
    expect(scope.getState($pendingFilters)).toEqual([{ key: 'ORDER', values: ['name-asc'] }]);
    pending[0]!.release(new Error('offline'));
    await cleared;
    expect(scope.getState($pendingCountFailed)).toBe(true);
    expect(scope.getState($pendingCount)).toBeNull();
    await allSettled(filtersDialogClosed, { scope });
    expect(scope.getState($filtersDialogOpen)).toBe(false);
  });
});
