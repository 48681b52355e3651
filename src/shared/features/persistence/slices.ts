/**
 * The persisted slices every page may show (spec §3 "Persisted: auth, cart, favorites, i18n,
 * order", and the compare list, which issue 6 keeps across reloads): the session, the saved
 * lists and the chosen language. Importing this module registers them. The cart and the order
 * register their own slices where they are defined (cart/model.ts, order/model.ts): only the
 * pages that use them load them.
 */
import type { Customer } from '../../kernel/api/entities/commerce.ts';
import { object } from '../../kernel/validation/field-rules.ts';
import type { AuthState } from '../auth/auth-state.ts';
import { $auth, authRestored } from '../auth/model.ts';
import { $comparison, comparisonRestored, type Comparison } from '../comparator/model.ts';
import { $favoriteIds } from '../favorites/model.ts';
import { $preferredLocale } from '../locale/model.ts';
import { persistSlice } from './model.ts';
import { decode, ids, label, nullableNumber, nullableString, number, string } from './stored-rules.ts';

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

persistSlice<AuthState>({
  key: 'auth',
  version: 1,
  source: $auth,
  restore: authRestored,
  decode: decode(object<AuthState, { label: typeof label; required: true }>({ fields: { user: customer, expiresAt: nullableString } }, { label, required: true })),
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
