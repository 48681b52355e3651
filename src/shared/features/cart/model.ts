/**
 * The cart (spec §3, §4, §7): kept in client state (no cart screen), priced by the back office.
 * Every answer from the back office goes through `cartUpdated`, which also recalculates the
 * shipping estimate; a call made with an expired token starts a new cart.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { CartLine } from '../../kernel/api/entities/commerce.ts';
import { list, object, oneOf } from '../../kernel/validation/field-rules.ts';
import { persistSlice } from '../persistence/model.ts';
import { decode, label, nullableNumber, nullableString, number, string } from '../persistence/stored-rules.ts';
import type { Cart, CartLineInput, CartSession, OrderLine } from '../../kernel/api/entities/commerce.ts';
import { $api, requireDataClient } from '../app/model.ts';
import { trackAsLongWork } from '../loading/model.ts';
import { toastShown, unknownErrorToast, type ToastRequest } from '../toast/model.ts';
import {
  emptyCart,
  itemsCount,
  lowestShippingCost,
  validCartToken,
  withoutToken,
  withServerCart,
  withToken,
  type CartState,
} from './cart-state.ts';

export const cartTokenSet = createEvent<string>();
export const cartUpdated = createEvent<Cart | null | undefined>();
export const cartReset = createEvent();
export const productsAddedToCart = createEvent<CartLineInput[]>();
export const productRemovedFromCart = createEvent<number>();
export const discountCodeApplied = createEvent<string>();
export const discountCodeRemoved = createEvent();
/** Put a past order's lines (by order id) or a given list of lines back in a new cart. */
export const orderAgainRequested = createEvent<{ orderId: number } | { lines: readonly OrderLine[] }>();

export const $cart = createStore<CartState>(emptyCart, { sid: 'cart/$cart' });
export const $cartItemsCount = $cart.map(itemsCount);
/** Why the last discount code was refused, until another is tried. */
export const $discountError = createStore<string | null>(null, { sid: 'cart/$discountError' });


const now = () => new Date();

const addToCartFx = attach({
  source: { api: $api, cart: $cart },
  effect: ({ api, cart }, list: CartLineInput[]): Promise<CartSession> => {
    const token = validCartToken(cart, now());
    return requireDataClient(api).call('POST /cart', { body: token === undefined ? { list } : { cart_token: token, list } });
  },
});

const removeFromCartFx = attach({
  source: { api: $api, cart: $cart },
  effect: ({ api, cart }, elementId: number): Promise<CartSession> => {
    const token = validCartToken(cart, now());
    if (token === undefined) throw new Error('No cart to remove a product from');
    return requireDataClient(api).call('DELETE /cart/product', { query: { cart_token: token, element_id: elementId } });
  },
});

const applyDiscountFx = attach({
  source: { api: $api, cart: $cart },
  effect: ({ api, cart }, code: string): Promise<CartSession> => {
    const token = validCartToken(cart, now());
    if (token === undefined) throw new Error('No cart to apply a discount to');
    return requireDataClient(api).call('POST /cart/discount', { body: { cart_token: token, code } });
  },
});

const removeDiscountFx = attach({
  source: { api: $api, cart: $cart },
  effect: ({ api, cart }): Promise<CartSession> => {
    const token = validCartToken(cart, now());
    if (token === undefined) throw new Error('No cart to remove a discount from');
    return requireDataClient(api).call('DELETE /cart/discount', { query: { cart_token: token } });
  },
});

const fetchShippingFx = attach({
  source: $api,
  effect: (api, token: string) => requireDataClient(api).call('GET /cart/shipping', { query: { cart_token: token } }),
});

/** The lines to order again: a past order's (loaded) or the given ones, free lines left out. */
const orderAgainLinesFx = attach({
  source: $api,
  effect: async (api, request: { orderId: number } | { lines: readonly OrderLine[] }): Promise<CartLineInput[]> => {
    const lines = 'lines' in request ? request.lines : (await requireDataClient(api).call('GET /order/:id', { path: { id: request.orderId } })).list;
    return lines
      .filter((line) => line.price_with_tax > 0)
      .map((line) => ({ element_id: line.element_id, element_type: 'product' as const, quantity: line.quantity }));
  },
});

// Adding to the cart and gathering an old order's lines keep the visitor waiting: the global flag says so.
trackAsLongWork(addToCartFx);
trackAsLongWork(orderAgainLinesFx);

sample({ clock: cartTokenSet, source: $cart, fn: (cart, token) => withToken(cart, token, now()), target: $cart });
sample({ clock: cartUpdated, source: $cart, fn: withServerCart, target: $cart });
sample({ clock: cartReset, fn: () => emptyCart, target: $cart });

sample({ clock: productsAddedToCart, filter: (list) => list.length > 0, target: addToCartFx });
sample({ clock: productRemovedFromCart, target: removeFromCartFx });
sample({ clock: discountCodeApplied, target: applyDiscountFx });
sample({ clock: discountCodeRemoved, target: removeDiscountFx });

// Every answer carries the cart's token (renewed by each change) and the cart itself.
const answered = sample({ clock: [addToCartFx.doneData, removeFromCartFx.doneData, applyDiscountFx.doneData, removeDiscountFx.doneData] });
sample({ clock: answered, fn: (session) => session.token, target: cartTokenSet });
sample({ clock: answered, fn: (session) => session.cart, target: cartUpdated });

// After an update with products, the shipping estimate is recalculated for the new cart.
sample({
  clock: cartUpdated,
  source: $cart,
  filter: (cart) => cart.products.length > 0 && cart.cart_token !== null,
  fn: (cart) => cart.cart_token!,
  target: fetchShippingFx,
});
sample({
  clock: fetchShippingFx.doneData,
  source: $cart,
  fn: (cart, costs) => ({ ...cart, shippingCosts: lowestShippingCost(costs) }),
  target: $cart,
});

sample({ clock: discountCodeApplied, fn: () => null, target: $discountError });
sample({
  clock: applyDiscountFx.failData,
  fn: (error) => {
    const message = (error as { errors?: Record<string, unknown> }).errors?.code;
    return typeof message === 'string' ? message : 'This discount code is not valid.';
  },
  target: $discountError,
});

// Order again: a new cart (the token is cleared first), with the lines' quantities.
sample({ clock: orderAgainRequested, target: orderAgainLinesFx });
const linesToOrderAgain = sample({ clock: orderAgainLinesFx.doneData, filter: (list) => list.length > 0 });
sample({ clock: linesToOrderAgain, source: $cart, fn: withoutToken, target: $cart });
sample({ clock: linesToOrderAgain, target: addToCartFx });
sample({
  clock: orderAgainLinesFx.doneData,
  filter: (list) => list.length === 0,
  fn: (): ToastRequest => ({ kind: 'info', message: 'toast.orderAgainNothing' }),
  target: toastShown,
});
sample({
  clock: addToCartFx.done,
  fn: (): ToastRequest => ({ kind: 'success', message: 'toast.cartAdded' }),
  target: toastShown,
});
sample({ clock: [addToCartFx.fail, orderAgainLinesFx.fail, removeFromCartFx.fail, removeDiscountFx.fail], fn: () => unknownErrorToast, target: toastShown });

/** Whether an add or an order again is under way (buttons wait for it). */
export const $cartPending = combine(orderAgainLinesFx.pending, addToCartFx.pending, (loading, adding) => loading || adding);

// Kept across visits (spec §3), registered with the model: only the pages that use the cart load it.
const cartLine = object<CartLine, { label: typeof label; required: true }>(
  {
    fields: {
      id: number,
      element_id: number,
      element_type: oneOf(['product'], { label, required: true }),
      product_id: number,
      name: string,
      reference: string,
      quantity: number,
      price: number,
      price_with_tax: number,
      total_with_tax: number,
      weight_kg: number,
    },
  },
  { label, required: true },
);

persistSlice<CartState>({
  key: 'cart',
  version: 1,
  source: $cart,
  restore: $cart,
  decode: decode(
    object<CartState, { label: typeof label; required: true }>(
      {
        fields: {
          products: list(cartLine, { label, required: true }),
          allTotal: number,
          totalTaxe: number,
          allTotalWithTaxes: number,
          shippingCosts: nullableNumber,
          cart_token: nullableString,
          token_validity: nullableString,
          discountLabels: list(string, { label, required: true }),
          discountAmount: number,
          discountValue: nullableNumber,
          discountValueUnit: oneOf(['%', 'currency'], { label, nullable: true }),
          discountCode: nullableString,
        },
      },
      { label, required: true },
    ),
  ),
});
