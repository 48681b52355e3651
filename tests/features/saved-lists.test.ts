/**
 * What the islands' starter reads before any model loads (saved-lists.ts): whether the visitor's
 * session, favourites or comparison hold something, from what persistence itself wrote.
 */
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { productCompareToggled } from '../../src/shared/features/comparator/model.ts';
import { favoriteToggled } from '../../src/shared/features/favorites/model.ts';
import { localeChosen } from '../../src/shared/features/locale/model.ts';
import { persistenceStarted } from '../../src/shared/features/persistence/model.ts';
import { hasSavedLists, savedListsChanged } from '../../src/shared/features/persistence/saved-lists.ts';
import '../../src/shared/features/persistence/slices.ts';

const entries = new Map<string, string>();
const storage = {
  getItem: (key: string) => entries.get(key) ?? null,
  setItem: (key: string, value: string) => void entries.set(key, value),
  removeItem: (key: string) => void entries.delete(key),
};

beforeEach(() => {
  entries.clear();
  vi.stubGlobal('window', { localStorage: storage });
  savedListsChanged();
});
afterEach(() => vi.unstubAllGlobals());

async function persistedScope() {
  const scope = fork();
  await allSettled(persistenceStarted, { scope, params: storage });
  return scope;
}

test('a first visit has nothing saved, and the answer is read once until asked again', async () => {
  expect(hasSavedLists()).toBe(false);
  const scope = await persistedScope();
  await allSettled(favoriteToggled, { scope, params: 12 });
  expect(entries.has('fpc:favorites')).toBe(true);
  // Kept for the page: every card asks.
  expect(hasSavedLists()).toBe(false);
  expect(savedListsChanged()).toBe(true);
  expect(hasSavedLists()).toBe(true);
});

test('a favourite or a compared product counts; the list emptied again does not', async () => {
  const scope = await persistedScope();
  await allSettled(productCompareToggled, { scope, params: 7 });
  savedListsChanged();
  expect(hasSavedLists()).toBe(true);
  await allSettled(productCompareToggled, { scope, params: 7 });
  expect(entries.has('fpc:comparator')).toBe(true);
  savedListsChanged();
  expect(hasSavedLists()).toBe(false);
});

test('the chosen language, a signed-out session and unreadable entries are nothing to show', async () => {
  const scope = await persistedScope();
  await allSettled(localeChosen, { scope, params: 'fr' });
  entries.set('fpc:auth', JSON.stringify({ version: 1, value: { user: null, expiresAt: null } }));
  entries.set('fpc:favorites', '{not json');
  entries.set('fpc:comparator', JSON.stringify({ version: 1, value: { planId: 3, ids: [] } }));
  savedListsChanged();
  expect(hasSavedLists()).toBe(false);
  entries.set('fpc:auth', JSON.stringify({ version: 1, value: { user: { id: 1 }, expiresAt: null } }));
  savedListsChanged();
  expect(hasSavedLists()).toBe(true);
});

test('storage that cannot be read is a visit with nothing saved', () => {
  vi.stubGlobal('window', {
    get localStorage(): never {
      throw new Error('denied');
    },
  });
  savedListsChanged();
  expect(hasSavedLists()).toBe(false);
});
