/**
 * The operators' token (SITE_ADMIN_TOKEN) on their endpoints: the cache invalidation and the
 * metrics. Without a configured token they do not exist; a request without the token, or with
 * another, is refused without telling how near it came.
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
