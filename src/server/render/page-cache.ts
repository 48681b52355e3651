/**
 * The render cache in front of the app (docs/decisions/121): an anonymous page request is
 * answered from memory when its page is kept (stale ones refreshed once in the background), waits
 * for the render of its page already under way, or goes to the app with its render captured.
 * Requests it has no key for (render-cache-key.ts) go straight to the app.
 *
 * A proxy in front that keeps what it is sent (nginx, deploy/nginx-site.conf) needs each kept page
 * once in each coding, the one variant of a kept copy it keys apart (WebP support is in the render
 * cache's key already, decision 202): later views of the same copy in the same coding say
 * `X-Accel-Expires: 0`, so that nginx does not write its copy again on every view (decision 191).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Router } from '../../shared/kernel/routing/router.ts';
import { namesAny, type CacheLayer } from '../cache/cache-layer.ts';
import { cachedPageOf, encodingFor, sendCachedPage, type BodyEncoding, type CachedPage } from './cached-page.ts';
import { RenderCache } from './render-cache.ts';
import { renderCacheKey } from './render-cache-key.ts';
import { replayRequest } from './replay-request.ts';
import type { SealedDocument } from './script-seal.ts';

export interface PageCacheOptions {
  readonly router: Router;
  readonly maxBytes: number;
  readonly ttlMs: number;
  readonly staleMs: number;
  /** The render's own bound: past it, those waiting for a render stop waiting. */
  readonly renderTimeoutMs: number;
  readonly onError: (error: unknown) => void;
  /** Told of each request it has a key for: kept and fresh, kept and stale, or rendered (or joined to a render under way). */
  readonly onLookup?: (result: 'hit' | 'stale' | 'miss') => void;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the page handler calls with a finished, sealed document it may keep. */
export type DocumentCapture = (document: SealedDocument, headers: Readonly<Record<string, string>>) => void;

/** The render cache waiting for one request's page. */
export interface RenderCapture {
  /** Where the render records the slugs its back-office answers name (cache/named-slugs.ts). */
  readonly reads: Set<string>;
  readonly keep: DocumentCapture;
}

export class PageCache implements CacheLayer {
  readonly #cache: RenderCache<CachedPage>;
  readonly #router: Router;
  readonly #onError: (error: unknown) => void;
  readonly #onLookup: (result: 'hit' | 'stale' | 'miss') => void;
  readonly #captures = new WeakMap<IncomingMessage, RenderCapture>();
  /** The codings each kept page went out whole in: the proxy in front has had those (three at most). */
  readonly #sentWhole = new WeakMap<CachedPage, Set<BodyEncoding>>();

  constructor(options: PageCacheOptions) {
    this.#cache = new RenderCache(options);
    this.#router = options.router;
    this.#onError = options.onError;
    this.#onLookup = options.onLookup ?? (() => undefined);
  }

  handle(req: IncomingMessage, res: ServerResponse, app: Handler): void {
    const key = renderCacheKey(req, this.#router);
    if (key === undefined) return app(req, res);
    const found = this.#cache.get(key);
    this.#onLookup(found === undefined ? 'miss' : found.stale ? 'stale' : 'hit');
    if (found) {
      this.#send(req, res, found.entry, found.stale ? 'stale' : 'hit');
      if (found.stale && !this.#cache.rendering(key)) this.#refresh(key, req, app);
      return;
    }
    const rendering = this.#cache.rendering(key);
    if (rendering) {
      rendering.then((page) => (page ? this.#send(req, res, page, 'hit') : app(req, res)), this.#onError);
      return;
    }
    this.#capture(key, req, res);
    app(req, res);
  }

  /** The capture of this request's render, when the cache is waiting for it. */
  captureFor(req: IncomingMessage): RenderCapture | undefined {
    return this.#captures.get(req);
  }

  /** Drops the kept pages whose render read an answer naming one of the slugs. */
  dropNaming(slugs: ReadonlySet<string>): number {
    return this.#cache.drop((page) => namesAny(page.slugs, slugs));
  }

  dropAll(): number {
    return this.#cache.drop();
  }

  #send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'hit' | 'stale'): void {
    const encoding = encodingFor(req.headers['accept-encoding']);
    const sent = this.#sentWhole.get(page);
    const sentBefore = sent?.has(encoding) === true;
    sendCachedPage(req, res, page, state, encoding, sentBefore);
    if (sentBefore || res.statusCode !== 200 || req.method === 'HEAD') return;
    if (sent) sent.add(encoding);
    else this.#sentWhole.set(page, new Set([encoding]));
  }

  #refresh(key: string, visitor: IncomingMessage, app: Handler): void {
    const { req, res } = replayRequest(visitor);
    this.#capture(key, req, res);
    app(req, res);
  }

  #capture(key: string, req: IncomingMessage, res: ServerResponse): void {
    const settle = this.#cache.startRender(key);
    let captured = false;
    const reads = new Set<string>();
    this.#captures.set(req, {
      reads,
      keep: (document, headers) => {
        captured = true;
        cachedPageOf(key, res, document.body, headers, reads).then(settle, (error: unknown) => {
          this.#onError(error);
          settle(undefined);
        });
      },
    });
    // A response that ends with nothing to keep (a redirect, a 304, a failed render, a visitor
    // gone) lets whoever waited render for themselves.
    res.once('close', () => {
      if (!captured) settle(undefined);
    });
  }
}
