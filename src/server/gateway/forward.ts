import { Readable } from 'node:stream';
import type { Response } from 'express';
import { offlineKeepHeader, type OfflineKeep } from '../../shared/kernel/offline/offline-caches.ts';

/** Retry-After tells a client refused for a while (a 503 of the busy media pool) when to ask again. */
const forwardedResponseHeaders = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'retry-after'];

/**
 * Sends a back-office answer on to the browser as it streams in. A back office that cannot be
 * reached becomes a clean 502 in the API's error envelope, never a hanging request. `keep` marks
 * a 200 answer the visitor's offline worker may keep (decision 171).
 */
export async function forwardResponse(res: Response, upstream: Promise<globalThis.Response>, keep?: OfflineKeep): Promise<void> {
  let answer: globalThis.Response;
  try {
    answer = await upstream;
  } catch {
    if (!res.headersSent) res.status(502).json({ errors: { status: 'backoffice_unavailable' } });
    return;
  }
  res.status(answer.status);
  for (const name of forwardedResponseHeaders) {
    const value = answer.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  if (keep && answer.status === 200) res.setHeader(offlineKeepHeader, keep);
  if (!answer.body) {
    res.end();
    return;
  }
  Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).on('error', () => res.destroy()).pipe(res);
}
