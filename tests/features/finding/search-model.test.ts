import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../src/shared/kernel/api/client.ts';
import type { SearchGroup, SearchItem, SearchResult } from '../../../src/shared/kernel/api/entities/catalogue.ts';
import { $api } from '../../../src/shared/features/app/model.ts';
import {
  $highlighted,
  $optionCount,
  $suggestedTerm,
  $suggestions,
  $suggestLoading,
  $suggestOpen,
  $suggestTab,
  debounceSuggestFx,
  searchRouteChanged,
  searchTextChanged,
  SUGGEST_DEBOUNCE_MS,
  suggestionMoved,
  suggestionsDismissed,
  suggestionTabSelected,
} from '../../../src/shared/features/search/model.ts';
import { scriptedApi } from '../support/scripted-api.ts';

const item = (id: number): SearchItem => ({
  id,
  slug: `item-${id}`,
  name: `Item ${id}`,
  title: `Item ${id}`,
  reference: null,
  content: null,
  category_name: null,
  cover: null,
  medias: null,
});
const group = (total: number, count = total): SearchGroup => ({ total, items: Array.from({ length: count }, (_, index) => item(index + 1)) });
const result = (totals: Partial<Record<'products' | 'categories' | 'pages' | 'fqces', number>>): SearchResult => {
  const groups = { products: group(totals.products ?? 0), categories: group(totals.categories ?? 0), pages: group(totals.pages ?? 0), fqces: group(totals.fqces ?? 0) };
  return { total: Object.values(groups).reduce((sum, entry) => sum + entry.total, 0), ...groups, corrected: null, translated: [] };
};

/** A search API whose answers the test releases, in any order. */
function heldSearch() {
  const pending: { text: string; release: (answer: SearchResult | ApiError) => void }[] = [];
  const api = scriptedApi({});
  api.call = (async (name: string, request?: { query?: { text?: string } }) => {
    api.calls.push({ name: name as 'GET /search', request: request as never });
    return new Promise((resolve, reject) => {
      pending.push({ text: request?.query?.text ?? '', release: (answer) => (answer instanceof ApiError ? reject(answer) : resolve(answer)) });
    });
  }) as typeof api.call;
  return { api, pending };
}

/** Debounce waits replaced by ones the test ends, so no timing is asserted. */
function scopeWith(api: unknown) {
  const waits: { text: string; end: () => void }[] = [];
  const scope = fork({
    values: [[$api, api as never]],
    handlers: [
      [
        debounceSuggestFx,
        (pending: { revision: number; text: string }) =>
          new Promise((resolve) => waits.push({ text: pending.text, end: () => resolve(pending) })),
      ],
    ],
  });
  return { scope, waits };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('search suggestions', () => {
  afterEach(() => vi.useRealTimers());

  test('start at 3 characters: shorter text asks nothing and shows nothing', async () => {
    const { api } = heldSearch();
    const { scope, waits } = scopeWith(api);
    await allSettled(searchTextChanged, { scope, params: 'fi' });
    await allSettled(searchTextChanged, { scope, params: '  fi ' });
    expect(waits).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(scope.getState($suggestLoading)).toBe(false);
    expect(scope.getState($suggestOpen)).toBe(false);
  });

  test('the loading flag is set on each change, and only the text standing after the pause is asked', async () => {
    const { api, pending } = heldSearch();
    const { scope, waits } = scopeWith(api);
    void allSettled(searchTextChanged, { scope, params: 'fil' });
    expect(scope.getState($suggestLoading)).toBe(true);
    void allSettled(searchTextChanged, { scope, params: 'fill' });
    expect(scope.getState($suggestLoading)).toBe(true);
    waits.forEach((wait) => wait.end());
    await settle();
    expect(api.calls.map((call) => (call.request?.query as { text: string }).text)).toEqual(['fill']);
    expect(api.calls[0]!.request?.query).toMatchObject({ type: 'Suggest', text: 'fill', language: 'en' });
    pending[0]!.release(result({ products: 5, categories: 1 }));
    await settle();
    expect(scope.getState($suggestLoading)).toBe(false);
    expect(scope.getState($suggestedTerm)).toBe('fill');
    expect(scope.getState($suggestions)?.products.total).toBe(5);
  });

  test(`waits ${SUGGEST_DEBOUNCE_MS} ms after the last keystroke before asking`, async () => {
    vi.useFakeTimers();
    const api = scriptedApi({ 'GET /search': result({ products: 1 }) });
    const scope = fork({ values: [[$api, api]] });
    void allSettled(searchTextChanged, { scope, params: 'plaster' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    expect(api.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(1);
  });

  test('a slow answer for an older text never replaces the answer for a newer one', async () => {
    const { api, pending } = heldSearch();
    const { scope, waits } = scopeWith(api);
    void allSettled(searchTextChanged, { scope, params: 'fil' });
    waits[0]!.end();
    await settle();
    void allSettled(searchTextChanged, { scope, params: 'filler' });
    waits[1]!.end();
    await settle();
    expect(pending.map((entry) => entry.text)).toEqual(['fil', 'filler']);
    pending[1]!.release(result({ products: 2 }));
    await settle();
    pending[0]!.release(result({ products: 40 }));
    await settle();
    expect(scope.getState($suggestedTerm)).toBe('filler');
    expect(scope.getState($suggestions)?.products.total).toBe(2);
    expect(scope.getState($suggestLoading)).toBe(false);
  });

  test('keep at most 3 items per group and open on the first group with results', async () => {
    const api = scriptedApi({ 'GET /search': { ...result({ categories: 2, pages: 7 }), pages: group(7, 5) } });
    const { scope, waits } = scopeWith(api);
    void allSettled(searchTextChanged, { scope, params: 'about' });
    waits[0]!.end();
    await settle();
    expect(scope.getState($suggestions)?.pages.items).toHaveLength(3);
    expect(scope.getState($suggestions)?.pages.total).toBe(7);
    expect(scope.getState($suggestTab)).toBe('categories');
    expect(scope.getState($optionCount)).toBe(3); // 2 categories and their 'see all'
  });

  test('an empty answer keeps the list open to say there is no result', async () => {
    const api = scriptedApi({ 'GET /search': result({}) });
    const { scope, waits } = scopeWith(api);
    void allSettled(searchTextChanged, { scope, params: 'zzzz' });
    waits[0]!.end();
    await settle();
    expect(scope.getState($suggestOpen)).toBe(true);
    expect(scope.getState($suggestions)?.total).toBe(0);
    expect(scope.getState($optionCount)).toBe(0);
  });

  test('are cleared on route change, and an answer still on its way is dropped', async () => {
    const { api, pending } = heldSearch();
    const { scope, waits } = scopeWith(api);
    void allSettled(searchTextChanged, { scope, params: 'wood' });
    waits[0]!.end();
    await settle();
    // Not awaited: allSettled would wait for the held answer too.
    void allSettled(searchRouteChanged, { scope });
    expect(scope.getState($suggestLoading)).toBe(false);
    pending[0]!.release(result({ products: 3 }));
    await settle();
    expect(scope.getState($suggestions)).toBeNull();
    expect(scope.getState($suggestOpen)).toBe(false);
  });

  test('Escape dismisses them; a failed call clears the loading flag', async () => {
    const api = scriptedApi({ 'GET /search': result({ products: 1 }) });
    const { scope, waits } = scopeWith(api);
    void allSettled(searchTextChanged, { scope, params: 'wood' });
    waits[0]!.end();
    await settle();
    await allSettled(suggestionsDismissed, { scope });
    expect(scope.getState($suggestOpen)).toBe(false);

    const failing = scriptedApi({ 'GET /search': new ApiError(503, {}, 'GET /search') });
    const second = scopeWith(failing);
    void allSettled(searchTextChanged, { scope: second.scope, params: 'wood' });
    second.waits[0]!.end();
    await settle();
    expect(second.scope.getState($suggestLoading)).toBe(false);
    expect(second.scope.getState($suggestions)).toBeNull();
  });

  test('arrow keys move through the shown tab and its see-all, wrapping; a tab change resets', async () => {
    const api = scriptedApi({ 'GET /search': result({ products: 8, fqces: 1 }) });
    const { scope, waits } = scopeWith(api);
    void allSettled(searchTextChanged, { scope, params: 'fill' });
    waits[0]!.end();
    await settle();
    expect(scope.getState($optionCount)).toBe(4);
    expect(scope.getState($highlighted)).toBe(-1);
    await allSettled(suggestionMoved, { scope, params: -1 });
    expect(scope.getState($highlighted)).toBe(3);
    await allSettled(suggestionMoved, { scope, params: 1 });
    expect(scope.getState($highlighted)).toBe(0);
    await allSettled(suggestionMoved, { scope, params: 1 });
    expect(scope.getState($highlighted)).toBe(1);
    await allSettled(suggestionTabSelected, { scope, params: 'fqces' });
    expect(scope.getState($highlighted)).toBe(-1);
    expect(scope.getState($optionCount)).toBe(2);
  });
});
