/**
 * An operators' bearer token on their endpoints: the site's (SITE_ADMIN_TOKEN: the cache
 * invalidation, the metrics) and the back office's (BACKOFFICE_ADMIN_TOKEN: its write API and
 * admin reads, its metrics). Without a configured token every call is refused, or the endpoint does
 * not exist (the metrics, the cache invalidation); a request without the token, or with another,
 * is refused without telling how near it came. Node-only; the browser never imports it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type AdminAccess = 'closed' | 'refused' | 'allowed';

export function adminTokenGate(token: string | undefined): (req: IncomingMessage) => AdminAccess {
  const expected = token === undefined ? undefined : digest(token);
  return (req) => {
    if (expected === undefined) return 'closed';
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    // Digests of equal length, compared in constant time: neither the token nor its length leaks.
    return given !== undefined && timingSafeEqual(digest(given), expected) ? 'allowed' : 'refused';
  };
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
