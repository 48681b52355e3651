/**
 * The customer session (spec §2 guard, §3): logging in or signing up stores the customer and
 * sets the `login_token` cookie the site reads server-side (guard, customer calls through the
 * gateway); logging out clears both, and the order's model empties the visitor's cart and
 * checkout (order/model.ts).
 */
import { attach, createEvent, sample } from 'effector';
import type { AddressInput, LoginBody, SignupBody } from '../../kernel/api/contract.ts';
import type { Address, AuthSession } from '../../kernel/api/entities/commerce.ts';
import { loginTokenCookie } from '../../kernel/session/cookies.ts';
import { $api, requireDataClient } from '../app/model.ts';
import { readDocumentCookieFx, writeDocumentCookieFx } from '../persistence/document-cookie.ts';
import { loggedOutState, loginCookieMaxAge, type AuthState } from './auth-state.ts';
import { $auth } from './session.ts';

export { $auth, $isLoggedIn } from './session.ts';

export const loggedIn = createEvent<AuthSession>();
export const logoutRequested = createEvent();
/** The remembered session, given back at the start of a visit (checked against the cookie). */
export const authRestored = createEvent<AuthState>();

export const $customer = $auth.map((auth) => auth.user);

export const loginFx = attach({
  source: $api,
  effect: (api, body: LoginBody): Promise<AuthSession> => {
    const client = requireDataClient(api);
    return client.call('POST /auth/login', { body });
  },
});

export const signupFx = attach({
  source: $api,
  effect: (api, body: SignupBody): Promise<AuthSession> => {
    const client = requireDataClient(api);
    return client.call('POST /auth/signup', { body });
  },
});

/** A new address in the customer's address book. */
export const createAddressFx = attach({
  source: $api,
  effect: (api, body: AddressInput): Promise<Address> => {
    const client = requireDataClient(api);
    return client.call('POST /address', { body });
  },
});

sample({ clock: [loginFx.doneData, signupFx.doneData], target: loggedIn });
sample({ clock: loggedIn, fn: (session): AuthState => ({ user: session.user, expiresAt: session.expires_at }), target: $auth });
sample({
  clock: loggedIn,
  fn: (session) => ({ name: loginTokenCookie, value: session.token, maxAgeSeconds: loginCookieMaxAge(session.expires_at, new Date()) }),
  target: writeDocumentCookieFx,
});

sample({ clock: logoutRequested, fn: () => loggedOutState, target: $auth });
sample({ clock: logoutRequested, fn: () => ({ name: loginTokenCookie, value: '', maxAgeSeconds: 0 }), target: writeDocumentCookieFx });

// A remembered customer whose cookie has gone (expired, cleared) is logged out.
sample({ clock: authRestored, target: $auth });
const checkCookieFx = attach({ effect: readDocumentCookieFx, mapParams: () => loginTokenCookie });
sample({ clock: authRestored, filter: (auth) => auth.user !== null, target: checkCookieFx });
sample({ clock: checkCookieFx.doneData, filter: (token) => !token, fn: () => loggedOutState, target: $auth });
