import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { emptyCart, isCartTokenValid, lowestShippingCost, withServerCart, type CartState } from '../../src/shared/features/cart/cart-state.ts';
import {
  $cart,
  $cartItemsCount,
  $discountError,
  cartTokenSet,
  cartUpdated,
  discountCodeApplied,
  discountCodeRemoved,
  orderAgainRequested,
  productRemovedFromCart,
  productsAddedToCart,
} from '../../src/shared/features/cart/model.ts';
import { $order, carrierSelected, orderStepChanged } from '../../src/shared/features/order/model.ts';
import { logoutRequested } from '../../src/shared/features/auth/model.ts';
import { initialOrder } from '../../src/shared/features/order/order-state.ts';
import { cartLine, order, orderLine, serverCart, session } from './support/commerce-data.ts';
import { scriptedApi } from './support/scripted-api.ts';
import { testScope } from './support/scope.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const withValidToken = (token = 'old-token'): CartState => ({ ...emptyCart, cart_token: token, token_validity: new Date(NOW.getTime() + DAY).toISOString() });

describe('the cart token', () => {
  test('is valid when present and its validity is not past, up to the very instant', () => {
    const validity = '2026-03-13T12:00:00.000Z';
    const state = { cart_token: 'abc', token_validity: validity };
    expect(isCartTokenValid(state, new Date(Date.parse(validity) - 1))).toBe(true);
    expect(isCartTokenValid(state, new Date(validity))).toBe(true);
    expect(isCartTokenValid(state, new Date(Date.parse(validity) + 1))).toBe(false);
    expect(isCartTokenValid({ cart_token: null, token_validity: validity }, NOW)).toBe(false);
    expect(isCartTokenValid({ cart_token: '', token_validity: validity }, NOW)).toBe(false);
    expect(isCartTokenValid({ cart_token: 'abc', token_validity: null }, NOW)).toBe(false);
    expect(isCartTokenValid({ cart_token: 'abc', token_validity: 'not a date' }, NOW)).toBe(false);
  });

  test('setting a token stores a validity 3 days from now', async () => {
    const { scope } = testScope(scriptedApi({}));
    await allSettled(cartTokenSet, { scope, params: 'new-token' });
    const cart = scope.getState($cart);
    expect(cart.cart_token).toBe('new-token');
    expect(cart.token_validity).toBe('2026-03-13T12:00:00.000Z');
    expect(isCartTokenValid(cart, new Date('2026-03-13T12:00:00.000Z'))).toBe(true);
    expect(isCartTokenValid(cart, new Date('2026-03-13T12:00:00.001Z'))).toBe(false);
  });

  test('an expired token is not sent: the add starts a new cart', async () => {
    const api = scriptedApi({ 'POST /cart': session('fresh', serverCart([cartLine(1, 2, 10)])), 'GET /cart/shipping': { standard: 5 } });
    const expired = { ...emptyCart, cart_token: 'stale', token_validity: new Date(NOW.getTime() - 1).toISOString() };
    const { scope } = testScope(api, { values: [[$cart, expired]] });
    await allSettled(productsAddedToCart, { scope, params: [{ element_id: 1, element_type: 'product', quantity: 2 }] });
    expect(api.calls[0]!.request?.body).toEqual({ list: [{ element_id: 1, element_type: 'product', quantity: 2 }] });
    expect(scope.getState($cart).cart_token).toBe('fresh');
  });
});

describe('updating the cart', () => {
  const discounted = serverCart(
    [cartLine(1, 2, 12), cartLine(2, 1, 6)],
    {
      cart_discount: { description: '10 % off your first order', amount: 10, unit: '%', code: 'WELCOME10' },
      free_product: { description: 'A free filler', code: 'FREETUBE' },
    },
    3,
  );

  test('a non-empty list stores the list, totals and discount (labels, value, unit, first code)', () => {
    const updated = withServerCart(withValidToken(), discounted);
    expect(updated.products.map((line) => line.id)).toEqual([1, 2]);
    expect(updated.allTotalWithTaxes).toBe(30);
    expect(updated.totalTaxe).toBe(5);
    expect(updated.allTotal).toBe(25);
    expect(updated.discountLabels).toEqual(['10 % off your first order', 'A free filler']);
    expect(updated.discountAmount).toBe(3);
    expect(updated.discountValue).toBe(10);
    expect(updated.discountValueUnit).toBe('%');
    expect(updated.discountCode).toBe('WELCOME10');
    expect(updated.cart_token).toBe('old-token');
  });

  test('the discount is reset first: an update without one clears the previous one', () => {
    const withDiscount = withServerCart(withValidToken(), discounted);
    const updated = withServerCart(withDiscount, serverCart([cartLine(1, 1, 12)]));
    expect(updated.discountLabels).toEqual([]);
    expect(updated.discountAmount).toBe(0);
    expect(updated.discountValue).toBeNull();
    expect(updated.discountValueUnit).toBeNull();
    expect(updated.discountCode).toBeNull();
  });

  test('a free product alone gives its code as the first code', () => {
    const updated = withServerCart(emptyCart, serverCart([cartLine(1, 1, 12)], { free_product: { description: 'A free filler', code: 'FREETUBE' } }));
    expect(updated.discountCode).toBe('FREETUBE');
    expect(updated.discountValue).toBeNull();
  });

  test.each([
    ['an empty list', serverCart([])],
    ['no cart', undefined],
    ['null', null],
  ])('%s resets the cart, token included', (_case, cart) => {
    expect(withServerCart(withServerCart(withValidToken(), discounted), cart)).toEqual(emptyCart);
  });

  test('then the shipping is recalculated, the lowest cost being the estimate', async () => {
    const api = scriptedApi({ 'GET /cart/shipping': { standard: 9.5, express: 18.2, pickup: 4 } });
    const { scope } = testScope(api, { values: [[$cart, withValidToken('tok')]] });
    await allSettled(cartUpdated, { scope, params: discounted });
    expect(api.calls.map((call) => [call.name, call.request?.query])).toEqual([['GET /cart/shipping', { cart_token: 'tok' }]]);
    expect(scope.getState($cart).shippingCosts).toBe(4);
    expect(scope.getState($cartItemsCount)).toBe(3);
  });

  test('an empty update does not ask for shipping', async () => {
    const api = scriptedApi({});
    const { scope } = testScope(api, { values: [[$cart, withValidToken('tok')]] });
    await allSettled(cartUpdated, { scope, params: serverCart([]) });
    expect(api.calls).toEqual([]);
    expect(scope.getState($cart)).toEqual(emptyCart);
  });

  test('the lowest cost of no carrier is unknown', () => {
    expect(lowestShippingCost({})).toBeNull();
    expect(lowestShippingCost({ standard: 0, express: 12 })).toBe(0);
  });
});

describe('adding and removing', () => {
  test('adding sends the valid token, then stores the renewed token, the cart and the estimate', async () => {
    const api = scriptedApi({
      'POST /cart': session('tok', serverCart([cartLine(3, 4, 5)])),
      'GET /cart/shipping': { standard: 7, express: 15 },
    });
    const { scope, toasts } = testScope(api, { values: [[$cart, withValidToken('tok')]] });
    vi.setSystemTime(NOW.getTime() + DAY / 2);
    await allSettled(productsAddedToCart, { scope, params: [{ element_id: 3, element_type: 'product', quantity: 4 }] });
    expect(api.calls[0]!.request?.body).toEqual({ cart_token: 'tok', list: [{ element_id: 3, element_type: 'product', quantity: 4 }] });
    const cart = scope.getState($cart);
    expect(cart.products).toHaveLength(1);
    expect(cart.token_validity).toBe(new Date(NOW.getTime() + DAY / 2 + 3 * DAY).toISOString());
    expect(cart.shippingCosts).toBe(7);
    expect(toasts).toEqual([{ kind: 'success', message: 'toast.cartAdded' }]);
  });

  test('a refused add keeps the cart and shows the default error toast', async () => {
    const api = scriptedApi({ 'POST /cart': new ApiError(422, { 'list.0.element_id': 'This product is not sold in this sales plan.' }, 'POST /cart') });
    const { scope, toasts } = testScope(api, { values: [[$cart, withValidToken()]] });
    await allSettled(productsAddedToCart, { scope, params: [{ element_id: 3, element_type: 'product', quantity: 1 }] });
    expect(scope.getState($cart)).toEqual(withValidToken());
    expect(toasts).toEqual([{ kind: 'danger', message: 'toast.unknownError' }]);
  });

  test('removing the last product resets the cart', async () => {
    const api = scriptedApi({ 'DELETE /cart/product': session('tok', serverCart([])) });
    const start = withServerCart(withValidToken('tok'), serverCart([cartLine(3, 1, 5)]));
    const { scope } = testScope(api, { values: [[$cart, start]] });
    await allSettled(productRemovedFromCart, { scope, params: 3 });
    expect(api.calls[0]!.request?.query).toEqual({ cart_token: 'tok', element_id: 3 });
    expect(scope.getState($cart)).toEqual(emptyCart);
  });
});

describe('discounts', () => {
  test('applying a code sends it with the token and stores the discounted cart', async () => {
    const api = scriptedApi({
      'POST /cart/discount': session('tok', serverCart([cartLine(1, 1, 100)], { cart_discount: { description: '£5 off', amount: 5, unit: 'currency', code: 'SPRING5' } }, 5)),
      'GET /cart/shipping': { standard: 0 },
    });
    const { scope } = testScope(api, { values: [[$cart, withServerCart(withValidToken('tok'), serverCart([cartLine(1, 1, 100)]))]] });
    await allSettled(discountCodeApplied, { scope, params: 'SPRING5' });
    expect(api.calls[0]!.request?.body).toEqual({ cart_token: 'tok', code: 'SPRING5' });
    const cart = scope.getState($cart);
    expect([cart.discountCode, cart.discountValue, cart.discountValueUnit, cart.discountAmount]).toEqual(['SPRING5', 5, 'currency', 5]);
    expect(scope.getState($discountError)).toBeNull();
  });

  test('a refused code keeps the cart and says why', async () => {
    const api = scriptedApi({ 'POST /cart/discount': new ApiError(422, { code: 'This discount code is not valid.' }, 'POST /cart/discount') });
    const start = withServerCart(withValidToken('tok'), serverCart([cartLine(1, 1, 100)]));
    const { scope } = testScope(api, { values: [[$cart, start]] });
    await allSettled(discountCodeApplied, { scope, params: 'NOPE' });
    expect(scope.getState($cart)).toEqual(start);
    expect(scope.getState($discountError)).toBe('This discount code is not valid.');
  });

  test('removing the discount stores the cart without it', async () => {
    const api = scriptedApi({ 'DELETE /cart/discount': session('tok', serverCart([cartLine(1, 1, 100)])), 'GET /cart/shipping': { standard: 0 } });
    const start = withServerCart(
      withValidToken('tok'),
      serverCart([cartLine(1, 1, 100)], { cart_discount: { description: '£5 off', amount: 5, unit: 'currency', code: 'SPRING5' } }, 5),
    );
    const { scope } = testScope(api, { values: [[$cart, start]] });
    await allSettled(discountCodeRemoved, { scope });
    expect(api.calls[0]!.request?.query).toEqual({ cart_token: 'tok' });
    expect(scope.getState($cart).discountCode).toBeNull();
    expect(scope.getState($cart).discountAmount).toBe(0);
  });
});

describe('order again', () => {
  const pastOrder = order(42, [orderLine(5, 2, 19.9), orderLine(6, 1, 0), orderLine(7, 3, 4.5), orderLine(8, 1, -1)]);

  test('loads the order, keeps the lines priced above 0, clears the token and adds them with their quantities', async () => {
    const api = scriptedApi({
      'GET /order/:id': pastOrder,
      'POST /cart': session('new-cart', serverCart([cartLine(5, 2, 19.9), cartLine(7, 3, 4.5)])),
      'GET /cart/shipping': { standard: 6.9 },
    });
    const { scope, toasts } = testScope(api, { values: [[$cart, withValidToken('old-token')]] });
    await allSettled(orderAgainRequested, { scope, params: { orderId: 42 } });
    expect(api.calls.map((call) => call.name)).toEqual(['GET /order/:id', 'POST /cart', 'GET /cart/shipping']);
    expect(api.calls[0]!.request?.path).toEqual({ id: 42 });
    // No cart_token: the lines go to a new cart even though the old token was still valid.
    expect(api.calls[1]!.request?.body).toEqual({
      list: [
        { element_id: 5, element_type: 'product', quantity: 2 },
        { element_id: 7, element_type: 'product', quantity: 3 },
      ],
    });
    expect(scope.getState($cart).cart_token).toBe('new-cart');
    expect(scope.getState($cartItemsCount)).toBe(5);
    expect(toasts).toEqual([{ kind: 'success', message: 'toast.cartAdded' }]);
  });

  test('takes a given list of lines without loading anything', async () => {
    const api = scriptedApi({ 'POST /cart': session('new-cart', serverCart([cartLine(9, 1, 3)])), 'GET /cart/shipping': {} });
    const { scope } = testScope(api);
    await allSettled(orderAgainRequested, { scope, params: { lines: [orderLine(9, 1, 3), orderLine(10, 2, 0)] } });
    expect(api.calls.map((call) => call.name)).toEqual(['POST /cart', 'GET /cart/shipping']);
    expect(api.calls[0]!.request?.body).toEqual({ list: [{ element_id: 9, element_type: 'product', quantity: 1 }] });
  });

  test('an order with only free lines adds nothing, keeps the cart and says so', async () => {
    const api = scriptedApi({ 'GET /order/:id': order(43, [orderLine(6, 1, 0)]) });
    const { scope, toasts } = testScope(api, { values: [[$cart, withValidToken('kept')]] });
    await allSettled(orderAgainRequested, { scope, params: { orderId: 43 } });
    expect(api.calls.map((call) => call.name)).toEqual(['GET /order/:id']);
    expect(scope.getState($cart).cart_token).toBe('kept');
    expect(toasts).toEqual([{ kind: 'info', message: 'toast.orderAgainNothing' }]);
  });

  test('an order that cannot be loaded shows the default error toast', async () => {
    const api = scriptedApi({ 'GET /order/:id': new ApiError(404, {}, 'GET /order/:id') });
    const { scope, toasts } = testScope(api, { values: [[$cart, withValidToken('kept')]] });
    await allSettled(orderAgainRequested, { scope, params: { orderId: 44 } });
    expect(scope.getState($cart).cart_token).toBe('kept');
    expect(toasts).toEqual([{ kind: 'danger', message: 'toast.unknownError' }]);
  });
});

test("logging out clears the user's cart and order", async () => {
  const { scope } = testScope(scriptedApi({}), { values: [[$cart, withServerCart(withValidToken(), serverCart([cartLine(1, 1, 1)]))]] });
  await allSettled(carrierSelected, { scope, params: 'express' });
  await allSettled(orderStepChanged, { scope, params: 2 });
  await allSettled(logoutRequested, { scope });
  expect(scope.getState($cart)).toEqual(emptyCart);
  expect(scope.getState($order)).toEqual(initialOrder);
});
