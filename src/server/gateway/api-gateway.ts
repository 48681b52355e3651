/**
 * The site's `/api/v1` gateway: the browser's only way to the back office (decisions §2).
 * Public reads are forwarded with the visitor's token when they have one; the back office's
 * administrative reads are never reachable from here.
 */
import { Router, type Request } from 'express';
import { loginTokenCookie } from '../../shared/session/cookies.ts';
import { parseCookies } from '../cookies.ts';
import { forwardResponse } from './forward.ts';

export interface GatewayOptions {
  /** API v1 base of the back office, e.g. `http://127.0.0.1:4000/api/v1`. */
  readonly backofficeUrl: string;
  readonly timeoutMs: number;
}

const adminPath = /^\/admin(?:\/|$)/;

/** The URL as the back office would see it: dot segments resolved, so `..` cannot escape a prefix. */
function normalized(originalUrl: string): URL {
  return new URL(originalUrl, 'http://site.invalid');
}

function upstreamHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = parseCookies(req.headers.cookie).get(loginTokenCookie);
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export function createApiGateway(options: GatewayOptions): Router {
  const router = Router();
  const origin = new URL(options.backofficeUrl);

  router.get('/api/v1/*path', (req, res) => {
    const url = normalized(req.originalUrl);
    const path = url.pathname.slice('/api/v1'.length);
    if (!url.pathname.startsWith('/api/v1/') || adminPath.test(path)) {
      res.status(404).json({ errors: { status: 'not_found' } });
      return;
    }
    return forwardResponse(
      res,
      fetch(`${options.backofficeUrl}${path}${url.search}`, {
        headers: upstreamHeaders(req),
        signal: AbortSignal.timeout(options.timeoutMs),
      }),
    );
  });

  // Media (images, technical sheets) live with the back office; the browser fetches them here.
  router.get('/media/*path', (req, res) => {
    const url = normalized(req.originalUrl);
    if (!url.pathname.startsWith('/media/')) {
      res.status(404).end();
      return;
    }
    return forwardResponse(res, fetch(new URL(`${url.pathname}${url.search}`, origin), { signal: AbortSignal.timeout(options.timeoutMs) }));
  });

  return router;
}
