/**
 * Streams a React document to the response (after React Router's entry.server and React's Fizz
 * fixture): people get the shell as soon as it is ready and the rest as it resolves; crawlers get
 * the whole document at once. A render that outlives its bound is aborted and the stream ended.
 *
 * Script policy (docs/decisions/120): a document complete when its shell is ready (or awaited
 * whole, for crawlers) is sealed — its inline scripts allowed by their hashes — and may be kept
 * by any cache. A document still streaming needs its render's nonce for the scripts to come, so
 * no cache may keep that response; once the stream ends, `onComplete` gets the page rendered again
 * whole and sealed.
 */
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { incompletePageMark, offlineKeepHeader } from '../../shared/kernel/offline/offline-caches.ts';
import { renderNonce, sealDocument, withScriptSources, type SealedDocument } from './script-seal.ts';

export interface StreamDocumentOptions {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The inline script that hands the page its state. */
  readonly bootstrapScriptContent: string;
  /** The script that starts its modules (React names it async after the state, and preloads it at low priority). */
  readonly bootstrapScript: string;
  /** Wait for every Suspense boundary before sending (crawlers). */
  readonly waitForAll: boolean;
  /**
   * How long a shell waits for the rest of the page before it is streamed alone: data that
   * answers by then goes out whole, with no fallback painted and then swapped for it.
   */
  readonly wholeWithinMs: number;
  readonly timeoutMs: number;
  /** The page sent when even the shell cannot render. */
  readonly fallbackHtml: () => string;
  readonly onError: (error: unknown) => void;
  /** The finished document, sealed, with the headers it goes with; not called for an aborted or failed render. */
  readonly onComplete?: ((document: SealedDocument, headers: Readonly<Record<string, string>>) => void) | undefined;
}

const policyHeader = 'Content-Security-Policy';

export function streamDocument(res: ServerResponse, element: ReactNode, options: StreamDocumentOptions): void {
  const nonce = renderNonce();
  const basePolicy = String(res.getHeader(policyHeader) ?? '');
  let settled = false;
  let aborted = false;
  // A part that failed is rendered by the client: this visitor gets it, no cache keeps it.
  let failed = false;
  let allReady = false;
  let shellWait: NodeJS.Timeout | undefined;
  const { pipe, abort } = renderToPipeableStream(element, {
    nonce,
    bootstrapScriptContent: options.bootstrapScriptContent,
    bootstrapScripts: [options.bootstrapScript],
    // A Suspense boundary already complete when its part is written goes inline, whatever its
    // size. React's default (12,800 bytes) writes a large one as its fallback, the content after
    // it and a script that swaps them in; React batches those swaps, up to 300 ms after the last
    // frame, so a phone paints the fallback first and the content then moves the page down
    // (category page: the filter panel replaced "Loading…" above the products, CLS 0.17).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onShellReady() {
      // A document whose data was all there finishes in the same pass: it can still go out whole.
      if (!options.waitForAll) shellWait = setTimeout(send, options.wholeWithinMs);
    },
    onAllReady() {
      allReady = true;
      clearTimeout(shellWait);
      send();
    },
    onShellError(error) {
      options.onError(error);
      if (settled || res.headersSent) return;
      settled = true;
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(options.fallbackHtml());
    },
    onError(error) {
      // Errors inside Suspense boundaries after the shell: React renders those parts on the client.
      failed = true;
      if (!aborted) options.onError(error);
    },
  });

  const timer = setTimeout(() => {
    aborted = true;
    abort(new Error(`render still running after ${options.timeoutMs} ms`));
  }, options.timeoutMs);
  const stop = () => {
    clearTimeout(timer);
    clearTimeout(shellWait);
    // A visitor who leaves mid-stream must not keep the render (and its back-office calls) alive.
    if (!res.writableFinished) {
      aborted = true;
      abort();
    }
  };
  res.once('close', stop);

  function seal(html: Buffer, documentNonce = nonce) {
    const document = sealDocument(html, documentNonce);
    return { document, headers: { ...options.headers, [policyHeader]: withScriptSources(basePolicy, document.scriptHashes) } };
  }

  function send() {
    if (settled) return;
    settled = true;
    if (allReady) sendWhole();
    else sendStreaming();
  }

  function sendWhole() {
    pipe(
      collect((html) => {
        const { document, headers } = seal(html);
        res.statusCode = options.status;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        // A part the server could not render is left to the browser: no cache may keep the page so,
        // the visitor's offline worker included.
        if (failed) {
          res.setHeader('Cache-Control', 'no-store');
          res.removeHeader(offlineKeepHeader);
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(document.body);
        if (!aborted && !failed) options.onComplete?.(document, headers);
      }),
    );
  }

  function sendStreaming() {
    res.statusCode = options.status;
    for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value);
    // The nonce must die with this response: no cache may keep it.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader(policyHeader, withScriptSources(basePolicy, [`'nonce-${nonce}'`]));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // React asks for a flush after each part it writes, and a part may still be waiting here for
    // the response to drain (a compressor takes 16 KB before it does). Flushed before the part
    // reaches the compressor, the part would stay in it until the next one: a shell held back for
    // as long as its slowest section. So the flush is owed until what was written before it is in.
    let flushOwed = false;
    const flushResponse = () => (res as ServerResponse & { flush?: () => void }).flush?.();
    // One 'drain' listener for the whole response: compression hands a response's drain
    // listeners to its compressor, and a `once` listener removed from the response stays there.
    let afterDrain: (() => void) | undefined;
    res.on('drain', () => {
      const resume = afterDrain;
      afterDrain = undefined;
      resume?.();
    });
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        const drained = res.write(chunk);
        if (flushOwed && destination.writableLength === chunk.length) {
          flushOwed = false;
          flushResponse();
        }
        if (drained) callback();
        else afterDrain = callback;
      },
      final(callback) {
        // The headers, the worker's mark with them, went out before the part failed: the page says it.
        res.end(failed && !aborted ? incompletePageMark : undefined);
        callback();
        const keep = aborted || failed ? undefined : options.onComplete;
        if (!keep) return;
        // What a cache keeps is the page whole, not this stream: every visitor it serves would
        // get the fallbacks and the parts swapped in after a paint. Rendered after this visitor's
        // answer has ended, so the visitor never waits for the cache's copy.
        renderWhole(element, options, (html, wholeNonce) => {
          const { document, headers } = seal(html, wholeNonce);
          keep(document, headers);
        });
      },
    });
    pipe(
      Object.assign(destination, {
        flush: () => {
          if (destination.writableLength === 0) flushResponse();
          else flushOwed = true;
        },
      }),
    );
  }
}

/**
 * The element rendered again in one piece once its data has all arrived (its promises carry
 * their outcome, data/deferred.ts, so nothing suspends): `onRendered` gets the document and its
 * nonce; nothing is kept when a part fails.
 */
function renderWhole(
  element: ReactNode,
  options: Pick<StreamDocumentOptions, 'bootstrapScriptContent' | 'bootstrapScript'>,
  onRendered: (html: Buffer, nonce: string) => void,
): void {
  const nonce = renderNonce();
  let failed = false;
  const { pipe } = renderToPipeableStream(element, {
    nonce,
    bootstrapScriptContent: options.bootstrapScriptContent,
    bootstrapScripts: [options.bootstrapScript],
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onAllReady() {
      if (!failed) pipe(collect((html) => onRendered(html, nonce)));
    },
    onError() {
      failed = true;
    },
  });
}

/** A destination that hands over everything written to it once the render has ended it. */
function collect(onEnd: (html: Buffer) => void): Writable {
  const parts: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      callback();
    },
    final(callback) {
      onEnd(Buffer.concat(parts));
      callback();
    },
  });
}
