/**
 * Closing a connection whose request was not read whole, for both HTTP servers (the site and the
 * back office), as RFC 9112 §9.6 advises: in stages. The answer is written, the server half-closes
 * (its FIN follows the answer), reads and discards what the client is still sending, and closes
 * when the client does or after a short linger. Closing at once, on bytes still arriving, makes the
 * kernel send a reset that can reach the client before it has read the answer. Node-only; the
 * browser never imports it.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Longest wait for the client to stop sending once the answer is out; then the connection is cut. */
export const LINGER_MS = 2000;

/** Half-closes once what is written is sent, discards what still arrives, closes when the client does or after the linger. */
export function closeInStages(socket: Socket): void {
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  // The client's close ends it (half-open is allowed on the server's sockets): destroy then.
  socket.once('end', () => socket.destroy());
  socket.end();
}

/** Node's answers to what its parser refuses, by error code (its own choice of statuses). */
const refusalStatus = new Map([
  ['HPE_HEADER_OVERFLOW', '431 Request Header Fields Too Large'],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', '413 Payload Too Large'],
  ['ERR_HTTP_REQUEST_TIMEOUT', '408 Request Timeout'],
]);

/**
 * A request Node's parser refuses (a target or headers over its size limit, bytes that are not
 * HTTP, headers that never end) is answered as Node would, then closed in stages too: Node's own
 * handler destroys the socket at once, and a client still sending a 60 KB target sees the reset
 * instead of the 431. The parser, left in its error state, reports each further chunk again:
 * the first report answers, the rest are what the staged close discards.
 */
export function refuseUnparsableRequestsInStages(server: Server): void {
  const answered = new WeakSet<Socket>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    // A response already under way on this connection (Node's `_httpMessage`) cannot be followed
    // by another: its client would read the refusal as part of it.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (!socket.writable || inFlight?.headersSent || error.code === 'ECONNRESET' || error.code === 'EPIPE') {
      socket.destroy();
      return;
    }
    socket.resume();
    socket.write(`HTTP/1.1 ${refusalStatus.get(error.code ?? '') ?? '400 Bad Request'}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    closeInStages(socket);
  });
}
