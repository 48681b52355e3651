/**
 * A rendered page as the render cache keeps it: the response's own headers (the security
 * headers, the sealed script policy, Cache-Control, Vary, ETag), its body, and the same body
 * compressed once with brotli and gzip, so a hit costs no compression. Sent whole, with one `writeHead`.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Sized } from './render-cache.ts';
import { matchesEtag } from './cache-policy.ts';

export interface CachedPage extends Sized {
  readonly etag: string | undefined;
  /** Flat `[name, value, …]` lists for `writeHead`, content length included. */
  readonly plainHead: readonly string[];
  readonly gzipHead: readonly string[];
  readonly brotliHead: readonly string[];
  /** The headers a 304 repeats: all but the body's own and the policy (the cache keeps its copy's). */
  readonly notModifiedHead: readonly string[];
  readonly body: Buffer;
  readonly gzipped: Buffer;
  readonly brotli: Buffer;
  /** The slugs the back-office answers of its render named: it is dropped when one is invalidated. */
  readonly slugs: ReadonlySet<string>;
}

/** Headers of the connection or of one encoding of the body, never of the page. */
const notKept = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-encoding', 'content-length']);
const bodyOnly = new Set(['content-type', 'content-security-policy']);
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// A kept page is compressed once per TTL, not per view: quality 6 costs what the middleware's 4
// does on a 70 KB page (about 3 ms) for 8 % fewer bytes; from 7 up, time grows much faster than the gain.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/**
 * The page to keep, from the response that sent it and the sealed document's own headers; undefined
 * when it must not be kept: any status but 200, or a cookie set for the visitor who got it.
 */
export async function cachedPageOf(
  key: string,
  res: ServerResponse,
  body: Buffer,
  documentHeaders: Readonly<Record<string, string>>,
  slugs: ReadonlySet<string>,
): Promise<CachedPage | undefined> {
  if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return undefined;
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(res.getHeaders() as OutgoingHttpHeaders)) {
    if (!notKept.has(name) && value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  // The document's headers replace those of a streamed response (its nonce, `private, no-store`).
  for (const [name, value] of Object.entries(documentHeaders)) if (name.toLowerCase() !== 'vary') headers.set(name.toLowerCase(), value);
  headers.set('vary', withAcceptEncoding(headers.get('vary')));
  headers.set('content-type', 'text/html; charset=utf-8');
  const [gzipped, brotli] = await Promise.all([gzipAsync(body), brotliAsync(body, brotliOptions)]);
  const head = [...headers].flat();
  return {
    etag: headers.get('etag'),
    plainHead: [...head, 'content-length', String(body.length)],
    gzipHead: [...head, 'content-encoding', 'gzip', 'content-length', String(gzipped.length)],
    brotliHead: [...head, 'content-encoding', 'br', 'content-length', String(brotli.length)],
    notModifiedHead: [...headers].filter(([name]) => !bodyOnly.has(name)).flat(),
    body,
    gzipped,
    brotli,
    slugs,
    bytes: body.length + gzipped.length + brotli.length + 2 * (key.length + head.join('').length) + slugBytes(slugs),
  };
}

/** The slugs' strings, as the bound counts them. */
function slugBytes(slugs: ReadonlySet<string>): number {
  let bytes = 0;
  for (const slug of slugs) bytes += 2 * slug.length;
  return bytes;
}

/** The coding a kept page goes out in: brotli, then gzip, then none (the middleware's order for the pages it compresses). */
export type BodyEncoding = 'br' | 'gzip' | 'identity';

export function encodingFor(acceptEncoding: string | undefined): BodyEncoding {
  if (accepts(acceptEncoding, 'br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return 'identity';
}

/**
 * `hit` or `stale`, in `X-Render-Cache`, for operators and tests. `sentBefore`: this copy went out
 * whole in this coding already, so a proxy that keeps pages has it: `X-Accel-Expires: 0` tells
 * nginx not to store it again (nginx reads that header and does not pass it on).
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'hit' | 'stale', encoding: BodyEncoding, sentBefore: boolean): void {
  if (page.etag !== undefined && matchesEtag(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, [...page.notModifiedHead, 'x-render-cache', state]).end();
    return;
  }
  const [head, body] = encodingOf(page, encoding);
  res.writeHead(200, sentBefore ? [...head, 'x-render-cache', state, 'x-accel-expires', '0'] : [...head, 'x-render-cache', state]);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function encodingOf(page: CachedPage, encoding: BodyEncoding): [readonly string[], Buffer] {
  if (encoding === 'br') return [page.brotliHead, page.brotli];
  if (encoding === 'gzip') return [page.gzipHead, page.gzipped];
  return [page.plainHead, page.body];
}

function withAcceptEncoding(vary: string | undefined): string {
  const names = (vary ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}

/** Whether the client takes this coding: named (or `*`) without `q=0`. */
export function accepts(acceptEncoding: string | undefined, wanted: 'br' | 'gzip'): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== wanted && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
