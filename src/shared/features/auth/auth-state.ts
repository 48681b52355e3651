/** Who is logged in, as the client remembers it (spec §3 "Persisted: auth"). */
import type { Customer } from '../../kernel/api/entities/commerce.ts';

export interface AuthState {
  readonly user: Customer | null;
  /** When the login token expires (ISO date). */
  readonly expiresAt: string | null;
}

export const loggedOutState: AuthState = { user: null, expiresAt: null };

/** Seconds the login cookie lives: until the token expires, never negative. */
export function loginCookieMaxAge(expiresAt: string, now: Date): number {
  const until = Date.parse(expiresAt);
  return Number.isNaN(until) ? 0 : Math.max(0, Math.floor((until - now.getTime()) / 1000));
}
