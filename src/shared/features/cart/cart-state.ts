/**
 * The cart as the client keeps it (spec §3 "Cart state"), and the pure transitions of spec §4:
 * token validity, and the state an updated server cart leaves.
 */
import type { Cart, CartLine } from '../../kernel/api/entities/commerce.ts';

/** A cart token is valid for 3 days after it is set (spec §9). */
export const CART_TOKEN_VALIDITY_DAYS = 3;
const DAY_MS = 86_400_000;

export type DiscountUnit = '%' | 'currency';

export interface CartState {
  readonly products: readonly CartLine[];
  /** Sum of the lines excluding tax. */
  readonly allTotal: number;
  readonly totalTaxe: number;
  /** Sum of the lines including tax, before the discount. */
  readonly allTotalWithTaxes: number;
  /** The shipping estimate: the lowest cost among the carriers, null until known. */
  readonly shippingCosts: number | null;
  readonly cart_token: string | null;
  /** ISO date after which the token is no longer used. */
  readonly token_validity: string | null;
  readonly discountLabels: readonly string[];
  /** What the discount takes off the total including tax. */
  readonly discountAmount: number;
  /** The discount as granted: a percentage or an amount, per its unit. */
  readonly discountValue: number | null;
  readonly discountValueUnit: DiscountUnit | null;
  readonly discountCode: string | null;
}

export const emptyCart: CartState = {
  products: [],
  allTotal: 0,
  totalTaxe: 0,
  allTotalWithTaxes: 0,
  shippingCosts: null,
  cart_token: null,
  token_validity: null,
  discountLabels: [],
  discountAmount: 0,
  discountValue: null,
  discountValueUnit: null,
  discountCode: null,
};

const noDiscount = {
  discountLabels: [],
  discountAmount: 0,
  discountValue: null,
  discountValueUnit: null,
  discountCode: null,
} as const satisfies Partial<CartState>;

/** Valid when there is a token and its validity date is not past (valid at that very instant). */
export function isCartTokenValid(state: Pick<CartState, 'cart_token' | 'token_validity'>, now: Date): boolean {
  if (!state.cart_token || !state.token_validity) return false;
  const validUntil = Date.parse(state.token_validity);
  return !Number.isNaN(validUntil) && now.getTime() <= validUntil;
}

/** The token to send with a cart call, when it is still valid. */
export function validCartToken(state: CartState, now: Date): string | undefined {
  return isCartTokenValid(state, now) ? state.cart_token! : undefined;
}

export function withToken(state: CartState, token: string, now: Date): CartState {
  return { ...state, cart_token: token, token_validity: new Date(now.getTime() + CART_TOKEN_VALIDITY_DAYS * DAY_MS).toISOString() };
}

export function withoutToken(state: CartState): CartState {
  return { ...state, cart_token: null, token_validity: null };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The state after the server answered with `cart`: the discounts are reset, then the list,
 * totals and discount (labels, value, unit, first code) are taken from it. An empty or missing
 * list resets the cart. The shipping estimate is recalculated afterwards, so it is cleared.
 */
export function withServerCart(state: CartState, cart: Cart | null | undefined): CartState {
  if (!cart || !Array.isArray(cart.list) || cart.list.length === 0) return emptyCart;
  const { cart_discount: cartDiscount, free_product: freeProduct } = cart.discounts;
  const discounted = cartDiscount !== undefined || freeProduct !== undefined;
  return {
    ...state,
    ...noDiscount,
    products: cart.list,
    allTotal: round(cart.amount.ttc - cart.amount.tax),
    totalTaxe: cart.amount.tax,
    allTotalWithTaxes: cart.amount.ttc,
    shippingCosts: null,
    ...(discounted
      ? {
          discountLabels: [cartDiscount?.description, freeProduct?.description].filter((label): label is string => label !== undefined),
          discountAmount: round(cart.amount.ttc - cart.discounted_amount),
          discountValue: cartDiscount?.amount ?? null,
          discountValueUnit: cartDiscount?.unit ?? null,
          discountCode: cartDiscount?.code ?? freeProduct?.code ?? null,
        }
      : {}),
  };
}

/** The estimate is the cheapest carrier; none without carriers. */
export function lowestShippingCost(costs: Readonly<Record<string, number>>): number | null {
  const values = Object.values(costs).filter((cost) => Number.isFinite(cost));
  return values.length === 0 ? null : Math.min(...values);
}

export function itemsCount(state: CartState): number {
  return state.products.reduce((count, line) => count + line.quantity, 0);
}
