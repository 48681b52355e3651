import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { $salesPlan } from '../../src/shared/features/app/model.ts';
import { $auth, $isLoggedIn } from '../../src/shared/features/auth/model.ts';
import { emptyCart, withServerCart } from '../../src/shared/features/cart/cart-state.ts';
import { $cart } from '../../src/shared/features/cart/model.ts';
import { $comparedIds, productCompareToggled } from '../../src/shared/features/comparator/model.ts';
import { $favoriteIds, favoriteToggled } from '../../src/shared/features/favorites/model.ts';
import { $preferredLocale, localeChosen } from '../../src/shared/features/locale/model.ts';
import { $order, carrierSelected } from '../../src/shared/features/order/model.ts';
import { initialOrder } from '../../src/shared/features/order/order-state.ts';
import { persistenceStarted } from '../../src/shared/features/persistence/model.ts';
import { readSlice, storageKey, writeSlice, type PersistedSlice, type SliceStorage } from '../../src/shared/features/persistence/persisted-slice.ts';
import { readDocumentCookieFx, writeDocumentCookieFx } from '../../src/shared/features/persistence/document-cookie.ts';
import '../../src/shared/features/persistence/slices.ts';
import { cartLine, serverCart } from './support/commerce-data.ts';

class MemoryStorage implements SliceStorage {
  readonly entries = new Map<string, string>();
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.entries.set(key, value);
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
  read(key: string): unknown {
    const text = this.entries.get(`fpc:${key}`);
    return text === undefined ? undefined : JSON.parse(text);
  }
}

const plan = (id: number, target: 'pro' | 'part') => ({ id, target, label: target, currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 });
const user = { id: 5, email: 'jane@example.com', civility: null, firstname: 'Jane', lastname: 'Doe', phone: null, company: null, siret: null, country_iso: null, created_at: '2026-01-01T00:00:00.000Z' };

function browserScope(cookies: Record<string, string> = {}, values: [unknown, unknown][] = []): Scope {
  return fork({
    values: [[$salesPlan, plan(1, 'pro')], ...(values as never[])],
    handlers: [
      [writeDocumentCookieFx, () => undefined],
      [readDocumentCookieFx, (name: string) => cookies[name]],
    ],
  });
}

describe('a persisted slice', () => {
  const numbers = { key: 'numbers', version: 2, decode: (value: unknown) => (Array.isArray(value) ? (value as number[]) : undefined) } as PersistedSlice<number[]>;

  test('reads back what was written, under its key with its version', () => {
    const storage = new MemoryStorage();
    writeSlice(storage, numbers, [1, 2]);
    expect(storage.entries.get(storageKey(numbers))).toBe('{"version":2,"value":[1,2]}');
    expect(readSlice(storage, numbers)).toEqual([1, 2]);
  });

  test.each([
    ['unreadable JSON', '{"version":2,"value":[1,'],
    ['another version', '{"version":1,"value":[1,2]}'],
    ['no version', '[1,2]'],
    ['the wrong shape', '{"version":2,"value":"one, two"}'],
    ['null', 'null'],
  ])('drops %s and restores nothing', (_case, text) => {
    const storage = new MemoryStorage();
    storage.setItem(storageKey(numbers), text);
    expect(readSlice(storage, numbers)).toBeUndefined();
    expect(storage.entries.has(storageKey(numbers))).toBe(false);
  });

  test('a decoder that throws counts as a bad entry, and storage that throws as no storage', () => {
    const throwing = { ...numbers, decode: () => { throw new Error('boom'); } } as PersistedSlice<number[]>;
    const storage = new MemoryStorage();
    writeSlice(storage, numbers, [1]);
    expect(readSlice(storage, throwing)).toBeUndefined();
    const broken: SliceStorage = {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
      removeItem: () => { throw new Error('SecurityError'); },
    };
    expect(readSlice(broken, numbers)).toBeUndefined();
  });
});

describe('the persisted slices', () => {
  test('nothing is saved before persistence starts (the server never persists)', async () => {
    const storage = new MemoryStorage();
    const scope = browserScope();
    await allSettled(favoriteToggled, { scope, params: 3 });
    expect(storage.entries.size).toBe(0);
    await allSettled(persistenceStarted, { scope, params: storage });
    await allSettled(favoriteToggled, { scope, params: 4 });
    expect(storage.read('favorites')).toEqual({ version: 1, value: [3, 4] });
  });

  test('auth, cart, favourites, i18n, order and the compare list survive a reload', async () => {
    const storage = new MemoryStorage();
    const cart = withServerCart({ ...emptyCart, cart_token: 'tok', token_validity: '2099-01-01T00:00:00.000Z' }, serverCart([cartLine(1, 2, 9.5)]));
    const first = browserScope({ login_token: 'abc' });
    await allSettled(persistenceStarted, { scope: first, params: storage });
    await allSettled($auth, { scope: first, params: { user, expiresAt: '2099-01-01T00:00:00.000Z' } });
    await allSettled($cart, { scope: first, params: cart });
    await allSettled(favoriteToggled, { scope: first, params: 7 });
    await allSettled(localeChosen, { scope: first, params: 'fr' });
    await allSettled(carrierSelected, { scope: first, params: 'express' });
    await allSettled(productCompareToggled, { scope: first, params: 11 });

    const reloaded = browserScope({ login_token: 'abc' });
    expect(reloaded.getState($favoriteIds)).toEqual([]);
    await allSettled(persistenceStarted, { scope: reloaded, params: storage });
    expect(reloaded.getState($auth).user).toEqual(user);
    expect(reloaded.getState($cart)).toEqual(cart);
    expect(reloaded.getState($favoriteIds)).toEqual([7]);
    expect(reloaded.getState($preferredLocale)).toBe('fr');
    expect(reloaded.getState($order)).toEqual({ ...initialOrder, selectedCarrier: 'express' });
    expect(reloaded.getState($comparedIds)).toEqual([11]);
  });

  test('a corrupt or old entry is dropped and the others still restore', async () => {
    const storage = new MemoryStorage();
    storage.setItem('fpc:cart', '{"version":1,"value":{"products":"lots"}}');
    storage.setItem('fpc:order', '{"version":0,"value":{}}');
    storage.setItem('fpc:auth', 'not json at all');
    storage.setItem('fpc:favorites', '{"version":1,"value":[2,2,5]}');
    const scope = browserScope({ login_token: 'abc' });
    await allSettled(persistenceStarted, { scope, params: storage });
    expect(scope.getState($cart)).toEqual(emptyCart);
    expect(scope.getState($order)).toEqual(initialOrder);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($favoriteIds)).toEqual([2, 5]);
    expect([...storage.entries.keys()]).toEqual(['fpc:favorites']);
  });

  test('slices decode with the shared schema engine as stored data: empty values are values, one bad field drops the slice', async () => {
    const storage = new MemoryStorage();
    const line = cartLine(7, 2, 12);
    const cart = { ...emptyCart, products: [line], cart_token: '', discountLabels: [] };
    storage.setItem('fpc:cart', JSON.stringify({ version: 1, value: cart }));
    storage.setItem('fpc:i18n', JSON.stringify({ version: 1, value: '' }));
    storage.setItem('fpc:order', JSON.stringify({ version: 1, value: { ...initialOrder, step: 99 } }));
    storage.setItem('fpc:favorites', JSON.stringify({ version: 1, value: [3, 0] }));
    const scope = browserScope({ login_token: 'abc' });
    await allSettled(persistenceStarted, { scope, params: storage });
    expect(scope.getState($cart)).toEqual(cart);
    expect(scope.getState($preferredLocale)).toBe('');
    expect(scope.getState($order)).toEqual(initialOrder);
    expect(scope.getState($favoriteIds)).toEqual([]);

    const priceless = new MemoryStorage();
    priceless.setItem('fpc:cart', JSON.stringify({ version: 1, value: { ...cart, products: [{ ...line, price: '12' }] } }));
    const reloaded = browserScope({ login_token: 'abc' });
    await allSettled(persistenceStarted, { scope: reloaded, params: priceless });
    expect(reloaded.getState($cart)).toEqual(emptyCart);
    expect(priceless.entries.has('fpc:cart')).toBe(false);
  });

  test('a remembered customer without the login cookie is logged out', async () => {
    const storage = new MemoryStorage();
    storage.setItem('fpc:auth', JSON.stringify({ version: 1, value: { user, expiresAt: '2099-01-01T00:00:00.000Z' } }));
    const scope = browserScope({});
    await allSettled(persistenceStarted, { scope, params: storage });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });

  test('a compare list comes back only into the plan it was made in', async () => {
    const storage = new MemoryStorage();
    storage.setItem('fpc:comparator', JSON.stringify({ version: 1, value: { planId: 1, ids: [4, 5] } }));
    const otherPlan = fork({ values: [[$salesPlan, plan(2, 'part')]] });
    await allSettled(persistenceStarted, { scope: otherPlan, params: storage });
    expect(otherPlan.getState($comparedIds)).toEqual([]);
    const samePlan = browserScope();
    await allSettled(persistenceStarted, { scope: samePlan, params: storage });
    expect(samePlan.getState($comparedIds)).toEqual([4, 5]);
  });

  test('storage that refuses writes leaves the visit going', async () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const scope = browserScope();
    await allSettled(persistenceStarted, { scope, params: storage });
    await allSettled(favoriteToggled, { scope, params: 1 });
    expect(scope.getState($favoriteIds)).toEqual([1]);
  });
});
