import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../bench/lib/autocannon-bytes-only.mjs';

interface AutocannonResult {
  readonly requests: { readonly total: number };
  readonly throughput: { readonly total: number };
  readonly non2xx: number;
  readonly errors: number;
}
type Autocannon = (options: { url: string; connections: number; amount: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;
interface PendingRequest {
  readonly body: string;
}
interface RequestQueue {
  insertRequest(request: unknown): void;
  addBody(data: Buffer): void;
  peek(): PendingRequest | undefined;
}

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;
const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as new () => RequestQueue;

// A compressed page is binary: the bytes autocannon used to decode as UTF-8 on every answer.
const body = randomBytes(16 * 1024);
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-encoding': 'br', 'content-length': body.length }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('autocannon in the benches', () => {
  it('keeps no response body text', () => {
    const queue = new Queue();
    queue.insertRequest({});
    queue.addBody(body);
    expect(queue.peek()?.body).toBe('');
  });

  it('still counts every answer and all its bytes', async () => {
    const result = await autocannon({ url, connections: 4, amount: 200, headers: { 'accept-encoding': 'br' } });
    expect(result.requests.total).toBe(200);
    expect(result.non2xx + result.errors).toBe(0);
    expect(result.throughput.total).toBeGreaterThanOrEqual(200 * body.length);
  });
});
