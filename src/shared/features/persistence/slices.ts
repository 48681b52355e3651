/**
 * The persisted slices (spec §3 "Persisted: auth, cart, favorites, i18n, order", and the compare
 * list, which issue 6 keeps across reloads). Importing this module registers them.
 */
import type { CartLine, Customer } from '../../kernel/api/entities/commerce.ts';
import { integer, list, object, oneOf, stored } from '../../kernel/validation/field-rules.ts';
import { decodeStored, type FieldRule } from '../../kernel/validation/schema.ts';
import { englishValidationTexts } from '../../kernel/i18n/validation/en.ts';
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
import { persistSlice } from './model.ts';

// The shared schema engine's rules (src/shared/kernel/validation), read as stored data: what was saved
// is kept as it is, and an entry that does not read whole is dropped.
const label = 'savedState' as const;
const isString = (value: unknown): value is string => typeof value === 'string';
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const string = stored(isString, { label, required: true });
const nullableString = stored(isString, { label, nullable: true });
const number = stored(isFiniteNumber, { label, required: true });
const nullableNumber = stored(isFiniteNumber, { label, nullable: true });
const ids = list(integer({ label, required: true }), { label, required: true });

const decode =
  <T>(rule: FieldRule<T>) =>
  (value: unknown): T | undefined =>
    decodeStored(rule, value, englishValidationTexts);

const customer = object<Customer, { label: typeof label; nullable: true }>(
  {
    fields: {
      id: number,
      email: string,
      firstname: string,
      lastname: string,
      civility: nullableString,
      phone: nullableString,
      company: nullableString,
      siret: nullableString,
      country_iso: nullableString,
      created_at: string,
    },
  },
  { label, nullable: true },
);

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

persistSlice<AuthState>({
  key: 'auth',
  version: 1,
  source: $auth,
  restore: authRestored,
  decode: decode(object<AuthState, { label: typeof label; required: true }>({ fields: { user: customer, expiresAt: nullableString } }, { label, required: true })),
});

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

persistSlice<readonly number[]>({
  key: 'favorites',
  version: 1,
  source: $favoriteIds,
  restore: $favoriteIds,
  decode: (value) => {
    const favorites = decode(ids)(value);
    return favorites && [...new Set(favorites)];
  },
});

persistSlice<Comparison>({
  key: 'comparator',
  version: 1,
  source: $comparison,
  restore: comparisonRestored,
  decode: decode(object<Comparison, { label: typeof label; required: true }>({ fields: { planId: nullableNumber, ids } }, { label, required: true })),
});

persistSlice<string | null>({
  key: 'i18n',
  version: 1,
  source: $preferredLocale,
  restore: $preferredLocale,
  decode: decode(nullableString),
});

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
