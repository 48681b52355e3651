/**
 * The request target read once, first thing on the listener, so that everything after it
 * (health checks, edge, render cache, app, access log) meets the origin form (`/path?query`)
 * only. RFC 9112 §3.2: a client may send the absolute form (`http://host/path`), which a
 * server must accept; the server then takes the host from the target rather than from the Host
 * header (§3.2.2). Here the target is served as its path only when its authority is the site's
 * own (a configured host, or the Host header's, which the request could have sent anyway);
 * any other authority is refused with 400, so that no host a client writes into the target
 * reaches a page, a link, a Location, a kept page or the render cache's key. The asterisk form
 * (`OPTIONS *`, §3.2.4) asks about the server as a whole and is answered here; the authority
 * form belongs to CONNECT, which Node hands to its own event (site-server.ts refuses it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerText } from './edge.ts';
import { SECURITY_HEADER_LIST } from './security-headers.ts';

/** Reads the target; true when it answered (a refusal, or `OPTIONS *`), false when the request goes on. */
export type RequestTarget = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The methods the site's resources answer (pages GET and HEAD, forms POST): what `OPTIONS *` says and a CONNECT is told. */
export const ALLOWED_METHODS = 'GET, HEAD, POST';

const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)([^#]*)$/i;
/** A registered name or IPv4 address, or a bracketed IPv6 literal, then an optional port; no user info. */
const AUTHORITY = /^([a-z0-9](?:[a-z0-9.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;
const PORT_SUFFIX = /:\d+$/;

const REFUSED_FOREIGN = 'This server answers only for its own host names: send the request to the site\'s own address.';
const REFUSED_MALFORMED = 'The request target could not be read: expected a path starting with "/", or an http(s) URL of this site.';
const REFUSED_ASTERISK = 'The request target "*" is only for OPTIONS.';

/** `siteHosts`: the hosts the site is reached by (SITE_URL's, CANONICAL_HOST, ALTERNATE_HOSTS), any case, with or without a port. */
export function createRequestTarget(siteHosts: readonly string[]): RequestTarget {
  const ownHosts = new Set(siteHosts.map((host) => host.trim().toLowerCase()));

  return function requestTarget(req, res) {
    const url = req.url ?? '';
    // Nearly every request: one character compared.
    if (url.charCodeAt(0) === 47) return false; // "/"
    if (url === '*') {
      if (req.method === 'OPTIONS') answerOptions(res);
      else answerText(res, 400, REFUSED_ASTERISK);
      return true;
    }
    const absolute = ABSOLUTE_FORM.exec(url);
    const authority = absolute?.[1]!.toLowerCase();
    if (absolute === null || authority === undefined || !AUTHORITY.test(authority)) {
      answerText(res, 400, REFUSED_MALFORMED);
      return true;
    }
    if (!isOwn(authority, ownHosts, req.headers.host)) {
      answerText(res, 400, REFUSED_FOREIGN);
      return true;
    }
    const rest = absolute[2]!;
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    req.headers.host = authority;
    return false;
  };
}

function isOwn(authority: string, ownHosts: ReadonlySet<string>, hostHeader: string | undefined): boolean {
  const hostname = authority.replace(PORT_SUFFIX, '');
  if (ownHosts.has(authority) || ownHosts.has(hostname)) return true;
  if (hostHeader === undefined) return false;
  const requested = hostHeader.trim().toLowerCase();
  return authority === requested || hostname === requested.replace(PORT_SUFFIX, '');
}

function answerOptions(res: ServerResponse): void {
  res.writeHead(204, ['Allow', ALLOWED_METHODS, 'Cache-Control', 'no-store', ...SECURITY_HEADER_LIST]);
  res.end();
}
