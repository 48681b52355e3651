/**
 * Cross-site request forgery protection for state-changing requests (form posts, gateway calls),
 * by the browser's own word rather than a token: a browser says where a request comes from in
 * `Sec-Fetch-Site` (every current browser) or, failing that, `Origin` (sent on every cross-site
 * POST). The algorithm is Go 1.25's `http.CrossOriginProtection`:
 *
 * - `Sec-Fetch-Site: same-origin` or `none` (typed in the address bar) passes; any other value
 *   (`cross-site`, `same-site`: a sibling subdomain is not this site) is refused;
 * - without it, an `Origin` must be this request's own origin (its Host) or the site's canonical
 *   origin; `Origin: null` (sandboxed frames, some redirects) is refused;
 * - a request with neither header does not come from a browser page (curl, a server, a test):
 *   forging needs a victim's browser, so it passes.
 */
import type { IncomingHttpHeaders } from 'node:http';

export function isCrossOrigin(headers: IncomingHttpHeaders, trustedOrigins: readonly string[]): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== headers.host && !trustedOrigins.includes(origin);
}
