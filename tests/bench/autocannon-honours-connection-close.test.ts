import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../bench/lib/autocannon-honours-connection-close.mjs';

interface AutocannonResult {
  readonly requests: { readonly total: number };
  readonly non2xx: number;
  readonly errors: number;
}
type Autocannon = (options: { url: string; connections: number; amount: number }) => Promise<AutocannonResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

// As nginx does after a connection's `keepalive_requests`: the answer says `Connection: close`,
// and the server then closes at once, resetting whatever request arrives after its close.
const answersPerConnection = 5;
const body = Buffer.alloc(8 * 1024, 'x');
let server: Server;
let url: string;
let connectionsOpened = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const answered = ((req.socket as { answered?: number }).answered ?? 0) + 1;
    (req.socket as { answered?: number }).answered = answered;
    const last = answered === answersPerConnection;
    res.writeHead(200, { 'content-length': body.length, ...(last ? { connection: 'close' } : {}) });
    res.end(body, () => {
      if (last) req.socket.resetAndDestroy();
    });
  });
  server.on('connection', () => (connectionsOpened += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('autocannon in the benches', () => {
  it('opens a new connection after an answer that says Connection: close, and counts no error', async () => {
    const result = await autocannon({ url, connections: 4, amount: 400 });
    expect(result.requests.total).toBe(400);
    expect(result.non2xx + result.errors).toBe(0);
    expect(connectionsOpened).toBeGreaterThanOrEqual(400 / answersPerConnection);
  });
});
