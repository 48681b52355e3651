/**
 * Cookies the browser sets for the site to read on its next requests (the login token, the
 * chosen locale): always path=/ and SameSite=Lax, Secure on https. Their text alone, without the
 * models: the visitors' Web Vitals read the consent cookie before any model loads.
 */
export interface CookieWrite {
  readonly name: string;
  /** Empty with `maxAgeSeconds: 0` deletes the cookie. */
  readonly value: string;
  readonly maxAgeSeconds: number;
}

export function cookieString(cookie: CookieWrite, secure: boolean): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(cookie.maxAgeSeconds))}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of a cookie in a `document.cookie` string, if it is set. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
