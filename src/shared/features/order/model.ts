/**
 * The checkout (spec §3, §4, §5): the steps and the visitor's choices, the checks that name
 * what is missing (delivery method, delivery address, general conditions of sale, payment
 * method), and placing the order, which empties the cart.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { object, oneOf, stored } from '../../kernel/validation/field-rules.ts';
import { persistSlice } from '../persistence/model.ts';
import { decode, label, nullableNumber, nullableString } from '../persistence/stored-rules.ts';
import { logoutRequested } from '../auth/model.ts';
import type { OrderBody } from '../../kernel/api/contract.ts';
import type { Order } from '../../kernel/api/entities/commerce.ts';
import type { FormErrors } from '../../kernel/validation/form-schemas.ts';
import { validationTextsFor } from '../../kernel/i18n/validation-texts.ts';
import { $api, $locale, requireDataClient } from '../app/model.ts';
import { validCartToken } from '../cart/cart-state.ts';
import { $cart, cartReset } from '../cart/model.ts';
import { trackAsLongWork } from '../loading/model.ts';
import { toastShown, unknownErrorToast } from '../toast/model.ts';
import { initialOrder, isOrderStep, stepIndex, type OrderState, type PaymentMethod } from './order-state.ts';

export const orderStepChanged = createEvent<number>();
export const carrierSelected = createEvent<string>();
export const shippingAddressSelected = createEvent<number>();
export const billingAddressSelected = createEvent<number>();
export const relaySelected = createEvent<string | null>();
export const paymentSelected = createEvent<PaymentMethod>();
export const orderPhoneChanged = createEvent<string>();
export const orderReset = createEvent();
/** The visitor confirms the order, having ticked (or not) the general conditions of sale. */
export const orderSubmitted = createEvent<{ acceptTerms: boolean }>();

export const $order = createStore<OrderState>(initialOrder, { sid: 'order/$order' });
/** What stops the order from being placed, by field, with the spec's messages. */
export const $checkoutErrors = createStore<FormErrors>({}, { sid: 'order/$checkoutErrors', serialize: 'ignore' });

function update<K extends keyof OrderState>(key: K) {
  return (order: OrderState, value: OrderState[K]): OrderState => ({ ...order, [key]: value });
}

sample({ clock: orderStepChanged, source: $order, filter: (_, step) => isOrderStep(step), fn: update('step'), target: $order });
sample({ clock: carrierSelected, source: $order, fn: update('selectedCarrier'), target: $order });
sample({ clock: shippingAddressSelected, source: $order, fn: update('selectedShippingAddress'), target: $order });
sample({ clock: billingAddressSelected, source: $order, fn: update('selectedBillingAddress'), target: $order });
sample({ clock: relaySelected, source: $order, fn: update('selectedRelay'), target: $order });
sample({ clock: paymentSelected, source: $order, fn: update('paymentBy'), target: $order });
sample({ clock: orderPhoneChanged, source: $order, fn: update('phone'), target: $order });
sample({ clock: orderReset, fn: () => initialOrder, target: $order });
sample({ clock: orderReset, fn: () => ({}), target: $checkoutErrors });
// Logging out empties the visitor's cart and checkout (spec §4).
sample({ clock: logoutRequested, target: [cartReset, orderReset] });

const placeOrderFx = attach({
  source: $api,
  effect: (api, body: OrderBody): Promise<Order> => {
    const client = requireDataClient(api);
    return client.call('POST /order', { body });
  },
});
trackAsLongWork(placeOrderFx);

// The checkout's rules are the shared form schemas (every form's): loaded when the visitor
// confirms an order, not with every page that shows the account link.
const validateOrderFx = createEffect(async ({ body, localeCode }: { body: Record<string, unknown>; localeCode: string }) =>
  (await import('../../kernel/validation/form-schemas.ts')).validateFormBody('POST /order', body, validationTextsFor(localeCode)),
);

sample({
  clock: orderSubmitted,
  source: { order: $order, cart: $cart, localeCode: $locale },
  fn: ({ order, cart, localeCode }, { acceptTerms }) => ({
    localeCode,
    body: {
      cart_token: validCartToken(cart, new Date()),
      carrier: order.selectedCarrier ?? undefined,
      shipping_address_id: order.selectedShippingAddress ?? undefined,
      // The delivery address bills too unless another was chosen.
      billing_address_id: order.selectedBillingAddress ?? order.selectedShippingAddress ?? undefined,
      payment: order.paymentBy ?? undefined,
      accept_terms: acceptTerms,
    },
  }),
  target: validateOrderFx,
});
const checked = validateOrderFx.doneData;
sample({ clock: checked, fn: (result) => (result.ok ? {} : result.errors), target: $checkoutErrors });
sample({ clock: checked.filterMap((result) => (result.ok ? result.value : undefined)), target: placeOrderFx });

sample({
  clock: placeOrderFx.doneData,
  source: $order,
  fn: (order, placed) => ({ ...order, orderId: placed.id, step: stepIndex('confirmation') }),
  target: $order,
});
sample({ clock: placeOrderFx.done, target: cartReset });
sample({
  clock: placeOrderFx.failData,
  fn: (error) => {
    const errors = (error as { errors?: Record<string, unknown> }).errors ?? {};
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  },
  target: $checkoutErrors,
});
sample({ clock: placeOrderFx.fail, fn: () => unknownErrorToast, target: toastShown });

// Kept across visits (spec §3), registered with the model: only the pages that use the order load it.
persistSlice<OrderState>({
  key: 'order',
  version: 1,
  source: $order,
  restore: $order,
  decode: decode(
    object<OrderState, { label: typeof label; required: true }>(
      {
        fields: {
          orderId: nullableNumber,
          step: stored(isOrderStep, { label, required: true }),
          selectedCarrier: nullableString,
          selectedShippingAddress: nullableNumber,
          selectedBillingAddress: nullableNumber,
          selectedRelay: nullableString,
          paymentBy: oneOf(['card', 'transfer'], { label, nullable: true }),
          phone: nullableString,
        },
      },
      { label, required: true },
    ),
  ),
});
