import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import type { AuthSession } from '../../src/shared/kernel/api/entities/commerce.ts';
import { loginCookieMaxAge } from '../../src/shared/features/auth/auth-state.ts';
import { $auth, $isLoggedIn, authRestored, loginFx, logoutRequested, signupFx } from '../../src/shared/features/auth/model.ts';
import { emptyCart, withServerCart } from '../../src/shared/features/cart/cart-state.ts';
import { $cart } from '../../src/shared/features/cart/model.ts';
import { $order } from '../../src/shared/features/order/model.ts';
import { initialOrder } from '../../src/shared/features/order/order-state.ts';
import { cartLine, serverCart } from './support/commerce-data.ts';
import { scriptedApi } from './support/scripted-api.ts';
import { testScope } from './support/scope.ts';

const user = { id: 5, email: 'jane@example.com', civility: 'Mrs', firstname: 'Jane', lastname: 'Doe', phone: null, company: null, siret: null, country_iso: null, created_at: '2026-01-01T00:00:00.000Z' };

function authSession(expiresInMs: number): AuthSession {
  return { token: 'login-token', expires_at: new Date(Date.now() + expiresInMs).toISOString(), user };
}

describe('logging in', () => {
  test('stores the customer and sets the login cookie until the token expires', async () => {
    const api = scriptedApi({ 'POST /auth/login': authSession(30 * 86_400_000) });
    const { scope, cookiesWritten } = testScope(api);
    await allSettled(loginFx, { scope, params: { username: 'jane@example.com', password: 'secret words' } });
    expect(api.calls[0]!.request?.body).toEqual({ username: 'jane@example.com', password: 'secret words' });
    expect(scope.getState($auth).user).toEqual(user);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(cookiesWritten).toHaveLength(1);
    expect(cookiesWritten[0]!.name).toBe('login_token');
    expect(cookiesWritten[0]!.value).toBe('login-token');
    expect(cookiesWritten[0]!.maxAgeSeconds).toBeGreaterThan(30 * 86_400 - 5);
    expect(cookiesWritten[0]!.maxAgeSeconds).toBeLessThanOrEqual(30 * 86_400);
  });

  test('an unknown user stays logged out and no cookie is set', async () => {
    const api = scriptedApi({ 'POST /auth/login': new ApiError(401, { message: 'User not found' }, 'POST /auth/login') });
    const { scope, cookiesWritten } = testScope(api);
    const result = await allSettled(loginFx, { scope, params: { username: 'who@example.com', password: 'whatever1' } });
    expect(result.status).toBe('fail');
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(cookiesWritten).toEqual([]);
  });

  test('signing up logs the new customer in', async () => {
    const api = scriptedApi({ 'POST /auth/signup': authSession(86_400_000) });
    const { scope, cookiesWritten } = testScope(api);
    await allSettled(signupFx, {
      scope,
      params: { firstname: 'Jane', lastname: 'Doe', email: 'jane@example.com', password: 'Plaster-Wall-42', password_confirmation: 'Plaster-Wall-42', accept_terms: true },
    });
    expect(scope.getState($auth).user?.email).toBe('jane@example.com');
    expect(cookiesWritten.map((cookie) => cookie.name)).toEqual(['login_token']);
  });

  test('the cookie lives until the token expires, never a negative time', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(loginCookieMaxAge('2026-01-01T01:00:00.000Z', now)).toBe(3600);
    expect(loginCookieMaxAge('2025-12-31T00:00:00.000Z', now)).toBe(0);
    expect(loginCookieMaxAge('garbage', now)).toBe(0);
  });
});

describe('logging out', () => {
  test("forgets the customer, deletes the cookie and resets the user's cart and order", async () => {
    const api = scriptedApi({ 'POST /auth/login': authSession(86_400_000) });
    const cart = withServerCart({ ...emptyCart, cart_token: 't', token_validity: '2099-01-01T00:00:00.000Z' }, serverCart([cartLine(1, 1, 5)]));
    const { scope, cookiesWritten } = testScope(api, { values: [[$cart, cart], [$order, { ...initialOrder, step: 2, paymentBy: 'card' }]] });
    await allSettled(loginFx, { scope, params: { username: 'jane@example.com', password: 'secret words' } });
    await allSettled(logoutRequested, { scope });
    expect(scope.getState($auth)).toEqual({ user: null, expiresAt: null });
    expect(cookiesWritten.at(-1)).toEqual({ name: 'login_token', value: '', maxAgeSeconds: 0 });
    expect(scope.getState($cart)).toEqual(emptyCart);
    expect(scope.getState($order)).toEqual(initialOrder);
  });
});

describe('a remembered session', () => {
  const remembered = { user, expiresAt: '2099-01-01T00:00:00.000Z' };

  test('is kept while the login cookie is there', async () => {
    const { scope } = testScope(scriptedApi({}), { cookies: { login_token: 'abc' } });
    await allSettled(authRestored, { scope, params: remembered });
    expect(scope.getState($auth)).toEqual(remembered);
  });

  test('is dropped when the cookie has gone', async () => {
    const { scope } = testScope(scriptedApi({}), { cookies: {} });
    await allSettled(authRestored, { scope, params: remembered });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});
