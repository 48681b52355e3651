/**
 * An answer given before the request's body has all arrived (a 413 over a limit, a 403, a 404,
 * the edge's 401 or redirect to a post) ends the connection as RFC 9112 §9.6 advises, in stages:
 * the answer says `Connection: close`; once it is sent, the server half-closes (its FIN follows
 * the answer), reads and discards what the client is still sending, and closes when the client
 * does or after a short linger. Closing at once, on bytes still arriving, makes the kernel send
 * a reset that can reach the client before it has read the answer: a client that sends the whole
 * body before reading (Node's own) then sees the reset instead of the 413.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Longest wait for the client to stop sending once the answer is out; then the connection is cut. */
export const LINGER_MS = 2000;

export function closeInStagesIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  // Only requests with a body can be answered before it is read; a GET costs two header look-ups.
  const length = req.headers['content-length'];
  if ((length === undefined || length === '0') && req.headers['transfer-encoding'] === undefined) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadClosingIfBodyUnread(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!req.complete && res.socket) {
      res.setHeader('Connection', 'close');
      lingerOnClose(res.socket);
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * Node ends a `Connection: close` answer with socket.destroySoon(): end, then destroy at once,
 * unread bytes and all. This socket's is replaced by the staged close. Node's parser goes on
 * discarding the rest of the body meanwhile (the request is dumped once its answer is sent).
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function stagedClose(this: Socket) {
    const cut = setTimeout(() => this.destroy(), LINGER_MS);
    cut.unref();
    this.once('close', () => clearTimeout(cut));
    // The client's close ends it (half-open is allowed on the server's sockets): destroy then.
    this.once('end', () => this.destroy());
    this.end();
  };
}
