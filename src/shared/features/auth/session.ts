/**
 * Who is logged in, as the header shows it. The store stands alone so the layout does not load
 * the account's model (model.ts), whose logout empties the cart and checkout: their models then
 * load with the account pages and persistence, not with every page.
 */
import { createStore } from 'effector';
import { loggedOutState, type AuthState } from './auth-state.ts';

export const $auth = createStore<AuthState>(loggedOutState, { sid: 'auth/$auth' });
export const $isLoggedIn = $auth.map((auth) => auth.user !== null);
