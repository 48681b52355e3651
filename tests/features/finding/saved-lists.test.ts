import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { ApiError, type CallRequest } from '../../../src/shared/kernel/api/client.ts';
import type { Caracteristic, ProductSummary } from '../../../src/shared/kernel/api/entities/catalogue.ts';
import { $api, $salesPlan } from '../../../src/shared/features/app/model.ts';
import { comparedProducts } from '../../../src/shared/features/comparator/compared-products.ts';
import { comparisonRows } from '../../../src/shared/features/comparator/comparison-rows.ts';
import { $comparedIds, comparatorCleared, compareLimits, productCompareToggled } from '../../../src/shared/features/comparator/model.ts';
import { viewportMeasured } from '../../../src/shared/features/device/model.ts';
import { favoriteProducts } from '../../../src/shared/features/favorites/favorite-products.ts';
import { $favoriteIds, $hasFavorites, favoriteToggled } from '../../../src/shared/features/favorites/model.ts';
import { persistenceStarted } from '../../../src/shared/features/persistence/model.ts';
import type { SliceStorage } from '../../../src/shared/features/persistence/persisted-slice.ts';
import '../../../src/shared/features/persistence/slices.ts';
import { testScope } from '../support/scope.ts';
import { scriptedApi, type RecordedCall } from '../support/scripted-api.ts';

const caracteristic = (technical_name: string, value: string, unit: string | null = null): Caracteristic => ({
  technical_name,
  label: technical_name.replace(/_/g, ' '),
  value,
  values: [value],
  unit,
});

function product(id: number, caracteristics: Caracteristic[] = []): ProductSummary {
  const picture = { url: `/p/${id}.png`, webp: `/p/${id}.webp`, avif: `/p/${id}.avif`, alt: '', title: '', width: 240, height: 240, widths: [240, 480, 720] };
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    reference: `P-${id}`,
    extract: '',
    promoted: false,
    categories: [],
    category_name: null,
    cover: picture,
    medias: { visuel: [], PICTO: [], AMBIANCE: [], MEDIA: [] },
    caracteristics: Object.fromEntries(caracteristics.map((entry) => [entry.technical_name, entry])),
    price: { min: 1, min_with_tax: 1.2, max: 1, max_with_tax: 1.2 },
    exist_in: [1],
  } as ProductSummary;
}

/** The back office's product list by ids: it answers only the products the plan sells (ids under 100). */
function productsByIds(request: CallRequest<'GET /product'> | undefined) {
  const items = (request?.query?.ids ?? []).filter((id) => id < 100).map((id) => product(id));
  return { items, total: items.length, page: 1, perPage: items.length };
}
const catalogue = scriptedApi({ 'GET /product': productsByIds });
const idsOf = (call: RecordedCall) => (call.request?.query as { ids?: number[] } | undefined)?.ids;

function memoryStorage(): SliceStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value), removeItem: (key) => void entries.delete(key) };
}

const plan = (id: number, target: 'pro' | 'part') => ({ id, target, label: target, currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 });

describe('the favourites page list', () => {
  test('shows loading until the saved list is restored, then empty when there is none', async () => {
    const scope = fork({ values: [[$api, catalogue]] });
    await allSettled(favoriteProducts.pageOpened, { scope });
    expect(scope.getState(favoriteProducts.$state)).toBe('loading');
    await allSettled(persistenceStarted, { scope, params: memoryStorage() });
    expect(scope.getState(favoriteProducts.$state)).toBe('empty');
  });

  test('fetches its products only while the page is shown, in the order they were added', async () => {
    const api = scriptedApi({ 'GET /product': productsByIds });
    const scope = fork({ values: [[$api, api]] });
    await allSettled(persistenceStarted, { scope, params: memoryStorage() });
    await allSettled(favoriteToggled, { scope, params: 7 });
    await allSettled(favoriteToggled, { scope, params: 3 });
    expect(api.calls).toEqual([]);
    await allSettled(favoriteProducts.pageOpened, { scope });
    expect(api.calls.map((call) => idsOf(call))).toEqual([[7, 3]]);
    expect(scope.getState(favoriteProducts.$products).map((entry) => entry.id)).toEqual([7, 3]);
    expect(scope.getState(favoriteProducts.$state)).toBe('ready');
    // Removing from the page needs no call; adding one asks only for it.
    await allSettled(favoriteToggled, { scope, params: 7 });
    await allSettled(favoriteToggled, { scope, params: 9 });
    expect(api.calls.map((call) => idsOf(call))).toEqual([[7, 3], [9]]);
    expect(scope.getState(favoriteProducts.$products).map((entry) => entry.id)).toEqual([3, 9]);
    await allSettled(favoriteProducts.pageClosed, { scope });
    await allSettled(favoriteToggled, { scope, params: 11 });
    expect(api.calls).toHaveLength(2);
  });

  test('leaves out products the plan does not sell, and says so when none is left', async () => {
    const scope = fork({ values: [[$api, catalogue]] });
    await allSettled(persistenceStarted, { scope, params: memoryStorage() });
    await allSettled(favoriteToggled, { scope, params: 150 });
    await allSettled(favoriteProducts.pageOpened, { scope });
    expect(scope.getState(favoriteProducts.$products)).toEqual([]);
    expect(scope.getState(favoriteProducts.$state)).toBe('empty');
    expect(scope.getState($hasFavorites)).toBe(true);
  });

  test('a failed call shows the failure and the next visit of the page tries again', async () => {
    let fail = true;
    const api = scriptedApi({ 'GET /product': (request) => (fail ? new ApiError(503, {}, 'GET /product') : productsByIds(request)) });
    const scope = fork({ values: [[$api, api]] });
    await allSettled(persistenceStarted, { scope, params: memoryStorage() });
    await allSettled(favoriteToggled, { scope, params: 4 });
    await allSettled(favoriteProducts.pageOpened, { scope });
    expect(scope.getState(favoriteProducts.$state)).toBe('failed');
    fail = false;
    await allSettled(favoriteProducts.pageClosed, { scope });
    await allSettled(favoriteProducts.pageOpened, { scope });
    expect(scope.getState(favoriteProducts.$state)).toBe('ready');
  });

  test('a new sales plan fetches the products again (their prices and ranges are per plan)', async () => {
    const api = scriptedApi({ 'GET /product': productsByIds });
    const scope = fork({ values: [[$api, api], [$salesPlan, plan(1, 'pro')]] });
    await allSettled(persistenceStarted, { scope, params: memoryStorage() });
    await allSettled(favoriteToggled, { scope, params: 2 });
    await allSettled(favoriteProducts.pageOpened, { scope });
    api.calls.length = 0;
    await allSettled($salesPlan, { scope, params: plan(2, 'part') }).catch(() => undefined);
    expect(api.calls.filter((call) => call.name === 'GET /product').map((call) => idsOf(call))).toEqual([[2]]);
    expect(scope.getState(favoriteProducts.$state)).toBe('ready');
  });

  test('favourites (without duplicates) and the compare list survive a reload', async () => {
    const storage = memoryStorage();
    const first = fork({ values: [[$api, catalogue], [$salesPlan, plan(1, 'pro')]] });
    await allSettled(persistenceStarted, { scope: first, params: storage });
    await allSettled(favoriteToggled, { scope: first, params: 5 });
    await allSettled(favoriteToggled, { scope: first, params: 5 });
    await allSettled(favoriteToggled, { scope: first, params: 6 });
    await allSettled(productCompareToggled, { scope: first, params: 8 });

    const reloaded = fork({ values: [[$api, catalogue], [$salesPlan, plan(1, 'pro')]] });
    await allSettled(persistenceStarted, { scope: reloaded, params: storage });
    expect(reloaded.getState($favoriteIds)).toEqual([6]);
    expect(reloaded.getState($comparedIds)).toEqual([8]);
  });
});

describe('the comparator page list', () => {
  test('lists the compared products and empties with the comparator', async () => {
    const { scope } = testScope(catalogue);
    await allSettled(persistenceStarted, { scope, params: memoryStorage() });
    await allSettled(comparedProducts.pageOpened, { scope });
    expect(scope.getState(comparedProducts.$state)).toBe('empty');
    await allSettled(productCompareToggled, { scope, params: 2 });
    await allSettled(productCompareToggled, { scope, params: 1 });
    expect(scope.getState(comparedProducts.$products).map((entry) => entry.id)).toEqual([2, 1]);
    await allSettled(comparatorCleared, { scope });
    expect(scope.getState(comparedProducts.$state)).toBe('empty');
  });

  test.each([
    [1280, compareLimits.desktop, 'toast.compareFull.desktop'],
    [400, compareLimits.mobile, 'toast.compareFull.mobile'],
  ] as const)('at %i px wide, the %i-product limit refuses the next add with its toast', async (width, limit, message) => {
    const { scope, toasts } = testScope(catalogue);
    await allSettled(viewportMeasured, { scope, params: width });
    for (let id = 1; id <= limit + 1; id += 1) await allSettled(productCompareToggled, { scope, params: id });
    expect(scope.getState($comparedIds)).toHaveLength(limit);
    expect(toasts.map((toast) => toast.message)).toEqual([message]);
  });

  test('rows are the audience characteristics in its order, with differing values marked', () => {
    const a = product(1, [caracteristic('form', 'Powder'), caracteristic('consumption', '1', 'kg/m²/mm'), caracteristic('drying_time', '24', 'h')]);
    const b = product(2, [caracteristic('form', 'Paste'), caracteristic('drying_time', '24', 'h'), caracteristic('finish', 'Fine')]);
    const pro = comparisonRows('pro', [a, b]);
    expect(pro.map((row) => row.technicalName)).toEqual(['form', 'finish', 'consumption', 'drying_time']);
    expect(pro.find((row) => row.technicalName === 'form')).toMatchObject({ values: ['Powder', 'Paste'], differs: true });
    expect(pro.find((row) => row.technicalName === 'consumption')).toMatchObject({ values: ['1\u00A0kg/m²/mm', undefined], differs: true });
    expect(pro.find((row) => row.technicalName === 'drying_time')).toMatchObject({ values: ['24\u00A0h', '24\u00A0h'], differs: false });
    // Individuals are not shown the technical figures.
    expect(comparisonRows('part', [a, b]).map((row) => row.technicalName)).toEqual(['form', 'drying_time']);
    // One product differs from nothing.
    expect(comparisonRows('pro', [a]).some((row) => row.differs)).toBe(false);
  });
});
