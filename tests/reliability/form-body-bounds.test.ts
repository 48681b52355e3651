/**
 * Issue 31, item 1: a form body is read in time linear in its size, within bounds on its fields,
 * parts, field size, nesting and keys. The reproductions (20,000 and 30,000 repeated `a=1`
 * fields to `/api/v1/contact?lang=en`, 20,000 multipart parts, a 15,000-field post to `/contact`
 * without JavaScript) each get a 4xx naming the bound, before the rest of the body is read, while
 * `/healthz` goes on answering; nothing is stored. Speed itself is measured in bench/, not here:
 * these tests assert the order of events (the refusal arrives while the client still holds back
 * the end of its body, which a reader that waits for the whole body never answers).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAX_FIELD_BYTES, MAX_FORM_FIELDS } from '../../src/server/gateway/read-body.ts';
import { MAX_BODY_DEPTH, MAX_BODY_ENTRIES } from '../../src/shared/kernel/validation/body-shape.ts';
import { startEmbeddedSite, type EmbeddedTestSite } from '../support/embedded-site.ts';
import { storedSubmissions } from '../support/stored-submissions.ts';

let site: EmbeddedTestSite;

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(async () => {
  await site?.close();
});

function submissions(): number {
  return storedSubmissions(site.dataDir);
}

const repeated = (count: number) => Array.from({ length: count }, () => 'a=1').join('&');
const sameOrigin = () => ({ origin: site.url, 'sec-fetch-site': 'same-origin' });

function multipartParts(count: number): { boundary: string; body: Buffer } {
  const boundary = 'BoundsBoundary';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n`;
  return { boundary, body: Buffer.from(`${part.repeat(count)}--${boundary}--\r\n`) };
}

interface HeldPost {
  /** The answer's head and body, as far as it came before the server closed or the test ended. */
  readonly answer: Promise<string>;
  readonly socket: Socket;
}

/**
 * Sends a request's head and all of its body but its last byte, and holds that byte back: a
 * server that waits for the whole body before parsing it never answers.
 */
function holdLastByte(target: string, headers: Record<string, string>, body: Buffer): HeldPost {
  const { port } = new URL(site.url);
  const socket = connect(Number(port), '127.0.0.1');
  const head = [`POST ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Content-Length: ${body.length}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  socket.write(body.subarray(0, body.length - 1));
  const answer = new Promise<string>((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // The whole answer: its head and a body of the declared length, or chunks up to the last.
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = Number(/content-length: (\d+)/i.exec(received.slice(0, end))?.[1] ?? Number.NaN);
      if (received.length - end - 4 >= length || received.endsWith('\r\n0\r\n\r\n')) resolve(received);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
  return { answer, socket };
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}

test.each([20_000, 30_000])('%i repeated URL-encoded fields to /api/v1/contact: 413 naming the field bound, nothing stored', async (count) => {
  const before = submissions();
  const response = await site.get('/api/v1/contact?lang=en', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: repeated(count) });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ errors: { body: `The form sends more than ${MAX_FORM_FIELDS} fields.` } });
  expect((await site.get('/healthz')).status).toBe(200);
  expect(submissions()).toBe(before);
});

test('the refusal comes before the body has all arrived, and /healthz answers while the hostile post is still in flight', async () => {
  const held = holdLastByte('/api/v1/contact?lang=en', { 'Content-Type': 'application/x-www-form-urlencoded' }, Buffer.from(repeated(20_000)));
  try {
    const answer = await held.answer;
    expect(statusOf(answer)).toBe(413);
    expect(answer).toContain(`The form sends more than ${MAX_FORM_FIELDS} fields.`);
    expect(answer).toMatch(/connection: close/i);
    // The client has still not sent its last byte.
    expect(held.socket.destroyed).toBe(false);
    expect((await site.get('/healthz')).status).toBe(200);
  } finally {
    held.socket.destroy();
  }
});

test('20,000 multipart parts: 413 naming the bound, before the body has all arrived, /healthz answering meanwhile', async () => {
  const before = submissions();
  const { boundary, body } = multipartParts(20_000);
  const held = holdLastByte('/api/v1/contact?lang=en', { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body);
  try {
    const answer = await held.answer;
    expect(statusOf(answer)).toBe(413);
    expect(answer).toMatch(new RegExp(`The form sends more than ${MAX_FORM_FIELDS} (fields|parts)\\.`));
    expect(held.socket.destroyed).toBe(false);
    expect((await site.get('/healthz')).status).toBe(200);
  } finally {
    held.socket.destroy();
  }
  const whole = await site.get('/api/v1/contact?lang=en', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: new Uint8Array(body) });
  expect(whole.status).toBe(413);
  expect(submissions()).toBe(before);
});

test('a 15,000-field post to /contact without JavaScript: the page again with 413 and the bound named, before the body has all arrived', async () => {
  const before = submissions();
  const fields = `firstname=Nour&lastname=Haddad&email=nour%40example.com&message=Hello&${repeated(15_000)}`;
  const response = await site.get('/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameOrigin() }, body: fields });
  expect(response.status).toBe(413);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await response.text()).toContain(`The form sends more than ${MAX_FORM_FIELDS} fields.`);

  const held = holdLastByte('/contact', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url, 'Sec-Fetch-Site': 'same-origin' }, Buffer.from(fields));
  try {
    const answer = await held.answer;
    expect(statusOf(answer)).toBe(413);
    expect(held.socket.destroyed).toBe(false);
    expect((await site.get('/healthz')).status).toBe(200);
  } finally {
    held.socket.destroy();
  }
  expect(submissions()).toBe(before);
});

test('a field longer than the field bound is 413 naming it; a form within every bound is stored', async () => {
  const before = submissions();
  const contact = { firstname: 'Nour', lastname: 'Haddad', email: 'nour@example.com', message: 'Which filler for a cracked ceiling?' };
  const long = await site.get('/api/v1/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...contact, message: 'x'.repeat(MAX_FIELD_BYTES + 1) }).toString() });
  expect(long.status).toBe(413);
  expect(await long.json()).toEqual({ errors: { body: `A field is longer than ${MAX_FIELD_BYTES} bytes.` } });
  expect(submissions()).toBe(before);

  const within = await site.get('/api/v1/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(contact).toString() });
  expect(within.status).toBe(201);
  expect(submissions()).toBe(before + 1);
});

test('JSON bodies: more keys than any body holds is 413, deeper than any body nests is 400, each naming its bound, at the gateway and at the back office', async () => {
  const before = submissions();
  const contact = { firstname: 'Nour', lastname: 'Haddad', email: 'nour@example.com', message: 'Hello' };
  const manyKeys = JSON.stringify({ ...contact, ...Object.fromEntries(Array.from({ length: MAX_BODY_ENTRIES }, (_, index) => [`k${index}`, 1])) });
  let deep: unknown = 1;
  for (let level = 0; level < MAX_BODY_DEPTH; level += 1) deep = [deep];
  const tooDeep = JSON.stringify({ ...contact, subject: deep });
  for (const base of [`${site.url}/api/v1`, site.backofficeUrl]) {
    const post = (body: string) => fetch(`${base}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const many = await post(manyKeys);
    expect(many.status, base).toBe(413);
    expect(JSON.stringify(await many.json()), base).toContain(`more than ${MAX_BODY_ENTRIES} keys and list items`);
    const deepAnswer = await post(tooDeep);
    expect(deepAnswer.status, base).toBe(400);
    expect(JSON.stringify(await deepAnswer.json()), base).toContain(`deeper than ${MAX_BODY_DEPTH} levels`);
  }
  expect(submissions()).toBe(before);
});
