// autocannon 9 writes its next request on the connection whose last answer said
// `Connection: close` (lib/httpClient.js: on a complete message it calls `_doRequest`, which
// writes on `this.conn`). nginx closes a client's connection after its 1,000th request
// (`keepalive_requests`) with that header: the request autocannon wrote meanwhile meets a closed
// socket, the kernel resets it, and autocannon counts a connection error, about one per thousand
// answers through nginx. A browser opens a new connection instead, and so do the benches: after
// such an answer the next request goes on a fresh connection. Decision 201.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const clientModule = 'autocannon/lib/httpClient.js';
const Client = require(clientModule);
const { _connect: connect, _doRequest: doRequest } = Client.prototype;

if (typeof connect !== 'function' || typeof doRequest !== 'function' || typeof Client.prototype._resetConnection !== 'function') {
  throw new Error(`${clientModule} no longer has _connect, _doRequest and _resetConnection: check how this autocannon version reuses connections before measuring through nginx`);
}

const serverCloses = Symbol('the last answer on this connection said Connection: close');
const watching = Symbol('listens to each answer’s headers');

Client.prototype._connect = function connectWatchingForClose() {
  if (!this[watching]) {
    this[watching] = true;
    // http-parser-js derives shouldKeepAlive from the HTTP version and the Connection header.
    this.on('headers', (info) => (this[serverCloses] = !info.shouldKeepAlive));
  }
  this[serverCloses] = false;
  connect.call(this);
};

Client.prototype._doRequest = function requestOnAnOpenConnection() {
  if (this[serverCloses] && !this.destroyed) return this._resetConnection();
  return doRequest.call(this);
};
