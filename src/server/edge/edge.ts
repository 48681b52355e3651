import type { IncomingMessage, ServerResponse } from 'node:http';
import { CanonicalHost } from './canonical-host.ts';
import { clientAddress, IpAllowList } from './ip-allow-list.ts';
import { SECURITY_HEADER_LIST } from './security-headers.ts';
import type { RedirectTable } from './redirect-rule.ts';

export { setSecurityHeaders } from './security-headers.ts';

export interface EdgeOptions {
  redirects: RedirectTable;
  /** e.g. "www.example.com"; undefined = no host canonicalisation. */
  canonicalHost: string | undefined;
  /** Hosts answered 301 to canonicalHost, keeping path and query. */
  alternateHosts: readonly string[];
  /** Addresses and CIDR ranges; empty = no restriction. */
  ipAllowList: readonly string[];
  /** Whether X-Forwarded-For / X-Forwarded-Proto are trusted. */
  trustProxy: boolean;
}

export type Edge = (req: IncomingMessage, res: ServerResponse) => boolean;

const REFUSED_BODY = 'You are not allowed to access this application';
const FAILED_BODY = 'Internal Server Error';

/**
 * What a request meets first, on the bare node:http listener before Express (only the reading of
 * its target (request-target.ts) and the health checks come before it, so that no rule, host or
 * allow-list can break a load balancer's probe): allow-list,
 * host canonicalisation and legacy redirects, answered with a handful of string operations and
 * one trie look-up. Returns true when it answered, false when the app must; `res` is then
 * untouched, so that an answer written whole with one `writeHead` (a kept page) takes Node's fast
 * path, and whoever answers next sets the security headers. Never throws: an unexpected failure answers 500
 * rather than letting a request past the allow-list.
 */
export function createEdge(options: EdgeOptions): Edge {
  const { redirects, trustProxy } = options;
  const allowList = options.ipAllowList.length > 0 ? new IpAllowList(options.ipAllowList) : undefined;
  const canonicalHost =
    options.canonicalHost !== undefined && options.alternateHosts.length > 0
      ? new CanonicalHost(options.canonicalHost, options.alternateHosts, trustProxy)
      : undefined;

  return function edge(req, res) {
    try {
      const target = requestTarget(req.url ?? '/');
      if (allowList !== undefined && !allowList.allows(clientAddress(req, trustProxy))) {
        answerText(res, 401, REFUSED_BODY);
        return true;
      }
      if (target === undefined) return false;
      const redirect = redirects.lookup(target.pathname, target.search);
      const origin = canonicalHost?.redirectOrigin(req);
      if (origin !== undefined) {
        // One hop, not two, when an old host and an old path meet.
        const location = redirect === undefined ? target.pathname + target.search : redirect.location;
        answerRedirect(res, redirect?.status ?? 301, location.startsWith('/') ? origin + location : location);
        return true;
      }
      if (redirect === undefined) return false;
      answerRedirect(res, redirect.status, redirect.location);
      return true;
    } catch {
      if (!res.headersSent) answerText(res, 500, FAILED_BODY);
      else res.destroy();
      return true;
    }
  };
}

/** The path and query of an origin-form target (request-target.ts has turned any other into one); `*` has no path to match. */
function requestTarget(url: string): { pathname: string; search: string } | undefined {
  if (!url.startsWith('/')) return undefined;
  const questionMark = url.indexOf('?');
  return questionMark === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, questionMark), search: url.slice(questionMark) };
}

function answerRedirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, ['Location', location, 'Cache-Control', 'no-store', 'Content-Length', '0', ...SECURITY_HEADER_LIST]);
  res.end();
}

/** A short plain-text answer the edge gives itself: never kept, with the security headers. */
export function answerText(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, [
    'Content-Type', 'text/plain; charset=utf-8',
    'Content-Length', String(Buffer.byteLength(body)),
    'Cache-Control', 'no-store',
    ...SECURITY_HEADER_LIST,
  ]);
  res.end(body);
}
