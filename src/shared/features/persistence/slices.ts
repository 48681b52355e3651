/**
 * The persisted slices (spec §3 "Persisted: auth, cart, favorites, i18n, order", and the compare
 * list, which issue 6 keeps across reloads). Importing this module registers them.
 */
import type { Customer } from '../../api/entities/commerce.ts';
import type { AuthState } from '../auth/auth-state.ts';
import { $auth, authRestored } from '../auth/model.ts';
import type { CartState } from '../cart/cart-state.ts';
import { $cart } from '../cart/model.ts';
import { $comparison, comparisonRestored, type Comparison } from '../comparator/model.ts';
import { $favoriteIds } from '../favorites/model.ts';
import { $preferredLocale } from '../locale/model.ts';
import type { OrderState } from '../order/order-state.ts';
import { isOrderStep } from '../order/order-state.ts';
import { $order } from '../order/model.ts';
import { hasShape, isFiniteNumber, isIdList, isNullableNumber, isNullableString, isRecord } from './decode.ts';
import { persistSlice } from './model.ts';

const isCustomer = (value: unknown): value is Customer =>
  hasShape(value, {
    id: isFiniteNumber,
    email: (field) => typeof field === 'string',
    firstname: (field) => typeof field === 'string',
    lastname: (field) => typeof field === 'string',
    civility: isNullableString,
    phone: isNullableString,
    company: isNullableString,
    siret: isNullableString,
    country_iso: isNullableString,
    created_at: (field) => typeof field === 'string',
  });

const isCartLine = (value: unknown) =>
  hasShape(value, {
    id: isFiniteNumber,
    element_id: isFiniteNumber,
    element_type: (field) => field === 'product',
    product_id: isFiniteNumber,
    name: (field) => typeof field === 'string',
    reference: (field) => typeof field === 'string',
    quantity: isFiniteNumber,
    price: isFiniteNumber,
    price_with_tax: isFiniteNumber,
    total_with_tax: isFiniteNumber,
    weight_kg: isFiniteNumber,
  });

persistSlice<AuthState>({
  key: 'auth',
  version: 1,
  source: $auth,
  restore: authRestored,
  decode: (value) =>
    hasShape(value, { user: (user) => user === null || isCustomer(user), expiresAt: isNullableString }) ? (value as unknown as AuthState) : undefined,
});

persistSlice<CartState>({
  key: 'cart',
  version: 1,
  source: $cart,
  restore: $cart,
  decode: (value) =>
    hasShape(value, {
      products: (products) => Array.isArray(products) && products.every(isCartLine),
      allTotal: isFiniteNumber,
      totalTaxe: isFiniteNumber,
      allTotalWithTaxes: isFiniteNumber,
      shippingCosts: isNullableNumber,
      cart_token: isNullableString,
      token_validity: isNullableString,
      discountLabels: (labels) => Array.isArray(labels) && labels.every((label) => typeof label === 'string'),
      discountAmount: isFiniteNumber,
      discountValue: isNullableNumber,
      discountValueUnit: (unit) => unit === null || unit === '%' || unit === 'currency',
      discountCode: isNullableString,
    })
      ? (value as unknown as CartState)
      : undefined,
});

persistSlice<readonly number[]>({
  key: 'favorites',
  version: 1,
  source: $favoriteIds,
  restore: $favoriteIds,
  decode: (value) => (isIdList(value) ? [...new Set(value)] : undefined),
});

persistSlice<Comparison>({
  key: 'comparator',
  version: 1,
  source: $comparison,
  restore: comparisonRestored,
  decode: (value) => (isRecord(value) && isNullableNumber(value.planId) && isIdList(value.ids) ? { planId: value.planId, ids: value.ids } : undefined),
});

persistSlice<string | null>({
  key: 'i18n',
  version: 1,
  source: $preferredLocale,
  restore: $preferredLocale,
  decode: (value) => (isNullableString(value) ? value : undefined),
});

persistSlice<OrderState>({
  key: 'order',
  version: 1,
  source: $order,
  restore: $order,
  decode: (value) =>
    hasShape(value, {
      orderId: isNullableNumber,
      step: isOrderStep,
      selectedCarrier: isNullableString,
      selectedShippingAddress: isNullableNumber,
      selectedBillingAddress: isNullableNumber,
      selectedRelay: isNullableString,
      paymentBy: (payment) => payment === null || payment === 'card' || payment === 'transfer',
      phone: isNullableString,
    })
      ? (value as unknown as OrderState)
      : undefined,
});
