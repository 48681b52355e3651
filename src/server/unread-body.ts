/**
 * An answer given before the request's body has all arrived (a 413 over a limit, a 403, a 404,
 * the edge's 401 or redirect to a post) says `Connection: close` and ends the connection in stages
 * (staged-close.ts): a client that sends the whole body before reading (Node's own) would
 * otherwise see a reset instead of the 413.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { closeInStages } from '../shared/kernel/api/staged-close.ts';

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
  socket.destroySoon = function stagedDestroySoon(this: Socket) {
    closeInStages(this);
  };
}
