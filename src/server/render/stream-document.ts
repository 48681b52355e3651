/**
 * Streams a React document to the response (after React Router's entry.server and React's Fizz
 * fixture): people get the shell as soon as it is ready and the rest as it resolves; crawlers get
 * the whole document at once. A render that outlives its bound is aborted and the stream ended.
 */
import type { ServerResponse } from 'node:http';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface StreamDocumentOptions {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly nonce: string;
  readonly bootstrapScriptContent: string;
  readonly bootstrapModules: readonly string[];
  /** Wait for every Suspense boundary before sending (crawlers). */
  readonly waitForAll: boolean;
  readonly timeoutMs: number;
  /** The page sent when even the shell cannot render. */
  readonly fallbackHtml: () => string;
  readonly onError: (error: unknown) => void;
}

export function streamDocument(res: ServerResponse, element: ReactNode, options: StreamDocumentOptions): void {
  let settled = false;
  let aborted = false;
  const { pipe, abort } = renderToPipeableStream(element, {
    nonce: options.nonce,
    bootstrapScriptContent: options.bootstrapScriptContent,
    bootstrapModules: [...options.bootstrapModules],
    onShellReady() {
      if (!options.waitForAll) send();
    },
    onAllReady() {
      if (options.waitForAll) send();
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
      if (!aborted) options.onError(error);
    },
  });

  const timer = setTimeout(() => {
    aborted = true;
    abort(new Error(`render still running after ${options.timeoutMs} ms`));
  }, options.timeoutMs);
  const stop = () => {
    clearTimeout(timer);
    // A visitor who leaves mid-stream must not keep the render (and its back-office calls) alive.
    if (!res.writableFinished) {
      aborted = true;
      abort();
    }
  };
  res.once('close', stop);

  function send() {
    if (settled) return;
    settled = true;
    res.statusCode = options.status;
    for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    pipe(res);
  }
}
