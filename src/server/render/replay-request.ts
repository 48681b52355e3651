/**
 * A copy of a visitor's page request that no one waits on, for a background refresh: it goes
 * through the same app (security headers, page handler) as a real one, and what it writes goes
 * nowhere; the render cache takes the document from the page handler, not from these bytes.
 */
import { IncomingMessage, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';

/** The headers a page's request is read from (page-request.ts); the visitor's cookies and validators stay behind. */
const replayedHeaders = ['host', 'accept', 'accept-language', 'user-agent'] as const;

export function replayRequest(original: IncomingMessage): { readonly req: IncomingMessage; readonly res: ServerResponse } {
  const nowhere = new Duplex({
    // Never full: no HTTP server watches this socket to pass its 'drain' on to the response.
    writableHighWaterMark: Number.MAX_SAFE_INTEGER,
    read() {},
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
  const req = new IncomingMessage(nowhere as unknown as Socket);
  req.method = 'GET';
  req.url = original.url ?? '/';
  const headers: IncomingHttpHeaders = {};
  for (const name of replayedHeaders) if (original.headers[name] !== undefined) headers[name] = original.headers[name];
  req.headers = headers;
  req.push(null);
  const res = new ServerResponse(req);
  res.assignSocket(nowhere as unknown as Socket);
  // Closing the socket emits the response's `close`, which ends the render's bookkeeping.
  res.once('finish', () => nowhere.destroy());
  return { req, res };
}
