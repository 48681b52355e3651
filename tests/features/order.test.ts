import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { emptyCart, withServerCart } from '../../src/shared/features/cart/cart-state.ts';
import { $cart } from '../../src/shared/features/cart/model.ts';
import {
  $checkoutErrors,
  $order,
  billingAddressSelected,
  carrierSelected,
  orderPhoneChanged,
  orderReset,
  orderStepChanged,
  orderSubmitted,
  paymentSelected,
  relaySelected,
  shippingAddressSelected,
} from '../../src/shared/features/order/model.ts';
import { initialOrder, orderSteps } from '../../src/shared/features/order/order-state.ts';
import { cartLine, order, orderLine, serverCart } from './support/commerce-data.ts';
import { scriptedApi } from './support/scripted-api.ts';
import { testScope } from './support/scope.ts';

const cartWithToken = withServerCart(
  { ...emptyCart, cart_token: 'tok', token_validity: new Date(Date.now() + 86_400_000).toISOString() },
  serverCart([cartLine(1, 2, 10)]),
);

describe('the order state', () => {
  test('starts at step 0 with nothing chosen', () => {
    const { scope } = testScope(scriptedApi({}));
    expect(scope.getState($order)).toEqual({
      orderId: null,
      step: 0,
      selectedCarrier: null,
      selectedShippingAddress: null,
      selectedBillingAddress: null,
      selectedRelay: null,
      paymentBy: null,
      phone: null,
    });
  });

  test('each choice is stored', async () => {
    const { scope } = testScope(scriptedApi({}));
    await allSettled(orderStepChanged, { scope, params: 1 });
    await allSettled(carrierSelected, { scope, params: 'pickup' });
    await allSettled(relaySelected, { scope, params: 'store-12' });
    await allSettled(shippingAddressSelected, { scope, params: 4 });
    await allSettled(billingAddressSelected, { scope, params: 5 });
    await allSettled(paymentSelected, { scope, params: 'transfer' });
    await allSettled(orderPhoneChanged, { scope, params: '06 12 34 56 78' });
    expect(scope.getState($order)).toEqual({
      orderId: null,
      step: 1,
      selectedCarrier: 'pickup',
      selectedShippingAddress: 4,
      selectedBillingAddress: 5,
      selectedRelay: 'store-12',
      paymentBy: 'transfer',
      phone: '06 12 34 56 78',
    });
  });

  test('a step outside the checkout is ignored', async () => {
    const { scope } = testScope(scriptedApi({}));
    await allSettled(orderStepChanged, { scope, params: 2 });
    for (const step of [-1, orderSteps.length, 1.5]) await allSettled(orderStepChanged, { scope, params: step });
    expect(scope.getState($order).step).toBe(2);
  });

  test('reset returns every field to its default, step 0', async () => {
    const { scope } = testScope(scriptedApi({}));
    await allSettled(orderStepChanged, { scope, params: 3 });
    await allSettled(carrierSelected, { scope, params: 'express' });
    await allSettled(paymentSelected, { scope, params: 'card' });
    await allSettled(orderReset, { scope });
    expect(scope.getState($order)).toEqual(initialOrder);
  });
});

describe('placing the order', () => {
  test('says what is missing with the checkout messages, and sends nothing', async () => {
    const api = scriptedApi({});
    const { scope } = testScope(api, { values: [[$cart, cartWithToken]] });
    await allSettled(orderSubmitted, { scope, params: { acceptTerms: false } });
    expect(scope.getState($checkoutErrors)).toEqual({
      carrier: 'Please choose a delivery method.',
      shipping_address_id: 'Please select a delivery address.',
      billing_address_id: 'Please select a billing address.',
      payment: 'Please select a payment method.',
      accept_terms: 'You must accept the general conditions of sale.',
    });
    expect(api.calls).toEqual([]);
  });

  test('with everything chosen, places it (the delivery address bills too), keeps its id and empties the cart', async () => {
    const api = scriptedApi({ 'POST /order': order(77, [orderLine(1, 2, 10)]) });
    const { scope } = testScope(api, { values: [[$cart, cartWithToken]] });
    await allSettled(carrierSelected, { scope, params: 'standard' });
    await allSettled(shippingAddressSelected, { scope, params: 3 });
    await allSettled(paymentSelected, { scope, params: 'card' });
    await allSettled(orderSubmitted, { scope, params: { acceptTerms: true } });
    expect(api.calls[0]!.request?.body).toEqual({
      cart_token: 'tok',
      carrier: 'standard',
      shipping_address_id: 3,
      billing_address_id: 3,
      payment: 'card',
      accept_terms: true,
    });
    expect(scope.getState($checkoutErrors)).toEqual({});
    expect(scope.getState($order)).toMatchObject({ orderId: 77, step: orderSteps.indexOf('confirmation') });
    expect(scope.getState($cart)).toEqual(emptyCart);
  });

  test("the back office's refusal is shown by field, with the default error toast", async () => {
    const api = scriptedApi({ 'POST /order': new ApiError(422, { carrier: 'Please choose a delivery method.' }, 'POST /order') });
    const { scope, toasts } = testScope(api, { values: [[$cart, cartWithToken]] });
    await allSettled(carrierSelected, { scope, params: 'teleport' });
    await allSettled(shippingAddressSelected, { scope, params: 3 });
    await allSettled(paymentSelected, { scope, params: 'card' });
    await allSettled(orderSubmitted, { scope, params: { acceptTerms: true } });
    expect(scope.getState($checkoutErrors)).toEqual({ carrier: 'Please choose a delivery method.' });
    expect(scope.getState($cart)).toEqual(cartWithToken);
    expect(toasts).toEqual([{ kind: 'danger', message: 'toast.unknownError' }]);
  });
});
