/**
 * A request refused before its body is read (413 over a limit, 403 cross-site, 404, 401 at the
 * edge) gets its answer even when the client sends the whole body first, as Node's own client
 * does: the server answers, stops reading, drains what is still arriving for a bounded time,
 * then closes (RFC 9112 §9.6), instead of closing on unread data, which the client would see as
 * a reset in place of the answer.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const REPEATS = 50;
const twoMegabytes = Buffer.alloc(2 * 1024 * 1024, 'x');

let backoffice: FakeBackoffice;
let site: TestSite;
let guarded: TestSite;
beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url, UPLOAD_MAX_BYTES: String(200 * 1024) });
  guarded = await startTestSite({ BACKOFFICE_URL: backoffice.url, IP_ALLOWLIST: '192.0.2.1' });
});
afterAll(async () => {
  await site?.close();
  await guarded?.close();
  await backoffice?.close();
});

interface Answer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly body: string;
}

/** Node's own client: the whole body is written before the answer is read. */
function post(url: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function postRepeatedly(url: string, headers: Record<string, string>, body: Buffer): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let index = 0; index < REPEATS; index += 1) answers.push(await post(url, headers, body));
  return answers;
}

test(`a 2 MB JSON post to /api/v1/contact gets its 413 every time (${REPEATS} posts), on a connection then closed`, { timeout: 120_000 }, async () => {
  const answers = await postRepeatedly(`${site.url}/api/v1/contact`, { 'content-type': 'application/json' }, twoMegabytes);
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ errors: { body: 'The request body is too large.' } });
  }
});

test('a 2 MB body sent without a declared length (chunked) gets its 413 too', { timeout: 60_000 }, async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(`${site.url}/api/v1/contact`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    for (let offset = 0; offset < twoMegabytes.length; offset += 64 * 1024) req.write(twoMegabytes.subarray(offset, offset + 64 * 1024));
    req.end();
  });
  expect(status).toBe(413);
});

test('a client still sending when the 413 goes out reads it, then an orderly close (FIN), never a reset', { timeout: 60_000 }, async () => {
  const { port } = new URL(site.url);
  const outcome = await new Promise<{ answer: string; ended: boolean; errors: string[] }>((resolve) => {
    const errors: string[] = [];
    let answer = '';
    let ended = false;
    const socket = connect(Number(port), '127.0.0.1');
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => (ended = true));
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    socket.on('close', () => resolve({ answer, ended, errors }));
    socket.write(`POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${twoMegabytes.length}\r\n\r\n`);
    // 64 KB every 10 ms: the answer goes out while most of the body is still to come.
    let offset = 0;
    const sendMore = () => {
      if (socket.destroyed || !socket.writable) return;
      if (offset >= twoMegabytes.length) return void socket.end();
      socket.write(twoMegabytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
      setTimeout(sendMore, 10);
    };
    sendMore();
  });
  expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(outcome.answer).toMatch(/\r\nConnection: close\r\n/i);
  expect(outcome.errors).toEqual([]);
  expect(outcome.ended).toBe(true);
});

test('a 2 MB HTML form post to a form page gets its 413 page every time', { timeout: 120_000 }, async () => {
  const answers = await postRepeatedly(`${site.url}/contact`, { 'content-type': 'application/x-www-form-urlencoded' }, twoMegabytes);
  for (const answer of answers) expect(answer.status).toBe(413);
});

test('an upload over the limit gets its 413 "File too heavy" every time', { timeout: 120_000 }, async () => {
  const boundary = 'early-refusal-boundary';
  const multipart = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="cv"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
    twoMegabytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answers = await postRepeatedly(`${site.url}/api/v1/application`, { 'content-type': `multipart/form-data; boundary=${boundary}` }, multipart);
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ errors: { cv: 'File too heavy' } });
  }
});

test('early 4xx answers to a body never read get through: cross-site 403, unknown call 404, allow-list 401', { timeout: 120_000 }, async () => {
  const json = { 'content-type': 'application/json' };
  const crossSite = await postRepeatedly(`${site.url}/api/v1/contact`, { ...json, origin: 'https://elsewhere.example' }, twoMegabytes);
  for (const answer of crossSite) expect(answer.status).toBe(403);
  const unknown = await postRepeatedly(`${site.url}/api/v1/no-such-call`, json, twoMegabytes);
  for (const answer of unknown) expect(answer.status).toBe(404);
  const refused = await postRepeatedly(`${guarded.url}/api/v1/contact`, json, twoMegabytes);
  for (const answer of refused) expect(answer.status).toBe(401);
});

test('a post with an empty body, answered at once, keeps its connection', async () => {
  const answer = await post(`${site.url}/api/v1/no-such-call`, { 'content-type': 'application/json' }, Buffer.alloc(0));
  expect(answer.status).toBe(404);
  expect(answer.connection).not.toBe('close');
});

test('a body within the limits keeps the connection open for the next request', async () => {
  const answer = await post(`${site.url}/api/v1/contact`, { 'content-type': 'application/json' }, Buffer.from('{"firstname":'));
  expect(answer.status).toBe(400);
  expect(answer.connection).not.toBe('close');
});
