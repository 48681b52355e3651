/**
 * Search suggestions (spec §2, §4, §7, §9): from 3 characters, 300 ms after the last keystroke,
 * the back office's suggest index answers with up to 3 items per group. The loading flag is set
 * on every change. Every change starts a new revision: an answer for an older revision (a slow
 * reply for text the visitor has since changed) is dropped, never shown over a newer one.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { SEARCH_SUGGEST_ITEMS_PER_GROUP, SEARCH_SUGGEST_MIN_LENGTH, type SearchGroupName, type SearchResult } from '../../kernel/api/contract.ts';
import { $api, $locale, requireDataClient } from '../app/model.ts';

export const SUGGEST_DEBOUNCE_MS = 300;

/** The suggestion groups in the order their tabs are shown. */
export const searchGroups: readonly SearchGroupName[] = ['products', 'categories', 'pages', 'fqces'];

export const searchTextChanged = createEvent<string>();
/** The page changed: suggestions of the previous page are gone (spec §4). */
export const searchRouteChanged = createEvent();
/** Escape, or focus leaving the search box. */
export const suggestionsDismissed = createEvent();
export const suggestionTabSelected = createEvent<SearchGroupName>();
/** Arrow keys: +1 / -1 through the options of the shown tab, wrapping around. */
export const suggestionMoved = createEvent<1 | -1>();

export const $searchText = createStore('', { sid: 'search/$searchText', serialize: 'ignore' });
/** What the visitor typed is theirs alone: suggestions are never part of a server render. */
export const $suggestLoading = createStore(false, { sid: 'search/$suggestLoading', serialize: 'ignore' });
export const $suggestions = createStore<SearchResult | null>(null, { sid: 'search/$suggestions', serialize: 'ignore' });
/** The term the shown suggestions answer. */
export const $suggestedTerm = createStore('', { sid: 'search/$suggestedTerm', serialize: 'ignore' });
export const $suggestTab = createStore<SearchGroupName>('products', { sid: 'search/$suggestTab', serialize: 'ignore' });
/** Index of the highlighted option in the shown tab (its items, then its 'see all'), or -1. */
export const $highlighted = createStore(-1, { sid: 'search/$highlighted', serialize: 'ignore' });
const $revision = createStore(0, { sid: 'search/$revision', serialize: 'ignore' });

/** Whether the popup shows: something is loading, or an answer (even an empty one) is there. */
export const $suggestOpen = combine($suggestLoading, $suggestions, (loading, suggestions) => loading || suggestions !== null);

/** How many options the shown tab has: its items plus its 'see all' entry when it has any. */
export const $optionCount = combine($suggestions, $suggestTab, (suggestions, tab) => {
  const group = suggestions?.[tab];
  return group === undefined || group.total === 0 ? 0 : group.items.length + 1;
});

export function isSuggestible(text: string): boolean {
  return text.trim().length >= SEARCH_SUGGEST_MIN_LENGTH;
}

interface Pending {
  readonly revision: number;
  readonly text: string;
}

/** Waits for typing to pause; tests replace the timer. */
export const debounceSuggestFx = createEffect(
  (pending: Pending) => new Promise<Pending>((resolve) => setTimeout(() => resolve(pending), SUGGEST_DEBOUNCE_MS)),
);

export const fetchSuggestionsFx = attach({
  source: { api: $api, language: $locale },
  effect: async ({ api, language }, pending: Pending) => {
    const client = requireDataClient(api);
    const result = await client.call('GET /search', { query: { type: 'Suggest', text: pending.text.trim(), language } });
    return { pending, result };
  },
});

const changed = sample({
  clock: searchTextChanged,
  source: $revision,
  fn: (revision, text): Pending => ({ revision: revision + 1, text }),
});
sample({ clock: changed, fn: ({ text }) => text, target: $searchText });
sample({ clock: changed, fn: ({ revision }) => revision, target: $revision });
sample({ clock: changed, fn: ({ text }) => isSuggestible(text), target: $suggestLoading });
sample({ clock: changed, filter: ({ text }) => !isSuggestible(text), fn: () => null, target: $suggestions });
sample({ clock: changed, filter: ({ text }) => isSuggestible(text), target: debounceSuggestFx });

const isCurrent = (revision: number, pending: Pending) => pending.revision === revision;

sample({ clock: debounceSuggestFx.doneData, source: $revision, filter: isCurrent, fn: (_revision, pending) => pending, target: fetchSuggestionsFx });

const answered = sample({
  clock: fetchSuggestionsFx.doneData,
  source: $revision,
  filter: (revision, { pending }) => pending.revision === revision,
  fn: (_revision, answer) => answer,
});
sample({ clock: answered, fn: ({ result }) => trimGroups(result), target: $suggestions });
sample({ clock: answered, fn: ({ pending }) => pending.text.trim(), target: $suggestedTerm });
sample({ clock: answered, fn: ({ result }) => searchGroups.find((group) => result[group].total > 0) ?? 'products', target: $suggestTab });
sample({ clock: answered, fn: () => false, target: $suggestLoading });

// A failed call leaves no stale list behind; the visitor can still submit the search.
const failed = sample({
  clock: fetchSuggestionsFx.fail,
  source: $revision,
  filter: (revision, { params }) => params.revision === revision,
});
sample({ clock: failed, fn: () => null, target: $suggestions });
sample({ clock: failed, fn: () => false, target: $suggestLoading });

// Leaving the page or dismissing the popup drops the suggestions and any answer still on its way.
sample({ clock: [searchRouteChanged, suggestionsDismissed], source: $revision, fn: (revision) => revision + 1, target: $revision });
sample({ clock: [searchRouteChanged, suggestionsDismissed], fn: () => null, target: $suggestions });
sample({ clock: [searchRouteChanged, suggestionsDismissed], fn: () => false, target: $suggestLoading });

sample({ clock: suggestionTabSelected, target: $suggestTab });
sample({ clock: [$suggestions, $suggestTab], fn: () => -1, target: $highlighted });
sample({
  clock: suggestionMoved,
  source: { highlighted: $highlighted, count: $optionCount },
  filter: ({ count }) => count > 0,
  fn: ({ highlighted, count }, step) => (highlighted === -1 && step === -1 ? count - 1 : (highlighted + step + count) % count),
  target: $highlighted,
});

/** Spec §3: only the first 3 items of each group are kept. */
function trimGroups(result: SearchResult): SearchResult {
  const trimmed = { ...result };
  for (const group of searchGroups) trimmed[group] = { ...result[group], items: result[group].items.slice(0, SEARCH_SUGGEST_ITEMS_PER_GROUP) };
  return trimmed;
}
