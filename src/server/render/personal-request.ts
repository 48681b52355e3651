/**
 * Whether a request is one visitor's own: it carries a login token or a cart token. Such a
 * request is never answered from a cache nor stored in one (docs/decisions/121), in the server
 * or in front of it: its page may show what only that visitor may see.
 */
import { loginTokenCookie } from '../../shared/kernel/session/cookies.ts';

/** The cart lives in the browser today; a cart token sent as a cookie is a visitor's own all the same. */
export const personalCookies: readonly string[] = [loginTokenCookie, 'cart_token'];

export function isPersonal(cookies: ReadonlyMap<string, string>): boolean {
  return personalCookies.some((name) => cookies.has(name));
}
