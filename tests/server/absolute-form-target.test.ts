/**
 * Request targets in their four forms (RFC 9112 §3.2), sent over a raw socket since fetch and
 * browsers only send the origin form: the absolute form is served as its path when its authority
 * is the site's own and refused with 400 otherwise; no authority written into a target shows in
 * any answer, kept page or later page; `OPTIONS *` and CONNECT get an answer, not a dropped
 * connection.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;
let authority: string;

beforeAll(async () => {
  // SITE_URL is https://www.example.com (test-site.ts); the site listens on 127.0.0.1.
  site = await startEmbeddedSite({ CANONICAL_HOST: 'www.example.com', ALTERNATE_HOSTS: 'example.com,www.example.fr' });
  authority = new URL(site.url).host;
});
afterAll(async () => {
  await site?.close();
});

interface RawAnswer {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
  /** Status line, headers and body as they came. */
  readonly raw: string;
}

/** One request over its own connection, written as given. */
function sendRaw(method: string, target: string, host: string = authority): Promise<RawAnswer> {
  const { hostname, port } = new URL(site.url);
  const request = `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request, 'latin1'));
    const parts: Buffer[] = [];
    socket.on('data', (part: Buffer) => parts.push(part));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(parts).toString('utf8'))));
  });
}

function parseAnswer(raw: string): RawAnswer {
  const headEnd = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, headEnd).split('\r\n');
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const));
  const payload = raw.slice(headEnd + 4);
  return { status: Number(statusLine.split(' ')[1]), headers, body: headers.get('transfer-encoding') === 'chunked' ? unchunk(payload) : payload, raw };
}

function unchunk(payload: string): string {
  const buffer = Buffer.from(payload, 'utf8');
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    const size = Number.parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    chunks.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What identifies a rendered page, whatever the render's nonce: its title, canonical link and language. */
function pageSignature(html: string): string[] {
  return [/<title>[^<]*<\/title>/, /<link rel="canonical"[^>]*>/, /<html[^>]*>/].map((pattern) => pattern.exec(html)?.[0] ?? 'none');
}

function expectRefused(answer: RawAnswer): void {
  expect(answer.status).toBe(400);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('absolute-form targets naming the site', () => {
  test('the listener\'s own authority is served as its path: the page the origin form gets', async () => {
    const origin = await sendRaw('GET', '/contact');
    expect(origin.status).toBe(200);
    for (const target of [`http://${authority}/contact`, `HTTP://${authority.toUpperCase()}/contact`, `http://127.0.0.1/contact`]) {
      const answer = await sendRaw('GET', target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers.get('content-type'), target).toBe(origin.headers.get('content-type'));
      expect(pageSignature(answer.body), target).toEqual(pageSignature(origin.body));
      expect(answer.body, target).not.toContain('http://127.0.0.1');
    }
  });

  test('the configured host is served whatever Host says, as the RFC takes the host from the target', async () => {
    const answer = await sendRaw('GET', 'http://www.example.com/fr/contact', 'attacker.example.net');
    expect(answer.status).toBe(200);
    expect(pageSignature(answer.body)).toEqual(pageSignature((await sendRaw('GET', '/fr/contact')).body));
    expect(answer.raw).not.toContain('attacker');
  });

  test('an empty path is the root, a bare query goes to the root, the health checks answer', async () => {
    expect((await sendRaw('GET', `http://${authority}`)).status).toBe(200);
    expect((await sendRaw('GET', `http://${authority}?utm_source=x`)).status).toBe(200);
    const health = await sendRaw('GET', `http://${authority}/healthz`);
    expect(health.status).toBe(200);
    expect(health.body).toBe('{"status":"ok"}');
  });

  test('an alternate host goes to the canonical one, never to the host of the request line\'s origin', async () => {
    const answer = await sendRaw('GET', 'http://www.example.fr/contact?x=1', 'attacker.example.net');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('http://www.example.com/contact?x=1');
  });
});

describe('absolute-form targets naming another host', () => {
  const foreign = ['http://attacker.example.net/contact', 'https://attacker.example.net/', 'http://attacker.example.net:80/fr/contact?x=1', 'http://[::1]/contact'];

  test.each(foreign)('%s is refused with 400, not kept, naming nothing of it', async (target) => {
    const answer = await sendRaw('GET', target);
    expectRefused(answer);
    expect(answer.raw).not.toContain('attacker');
    expect(answer.raw).not.toContain('::1');
    expect(answer.body).toMatch(/own host names/);
  });

  test('a post to another host is refused before any form is read', async () => {
    const answer = await sendRaw('POST', 'http://attacker.example.net/api/v1/contact?lang=en');
    expectRefused(answer);
  });

  test('after them, the same paths in origin form show nothing of those hosts (no kept page, no cached render)', async () => {
    for (const target of foreign) await sendRaw('GET', target);
    for (const path of ['/contact', '/', '/fr/contact?x=1', '/no-such-page-here']) {
      const answer = await sendRaw('GET', path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.raw, path).not.toContain('attacker');
    }
  });
});

describe('odd targets', () => {
  // SITE stands for the listener's authority, known once the site has started.
  test.each([
    'http://user:secret@SITE/contact',
    'http://@SITE/contact',
    'ftp://SITE/contact',
    'http://',
    'http:///contact',
    'http://SITE/contact#top',
    'http://%31%32%37.0.0.1/contact',
    'http://SITE:x/contact',
  ])('%s is refused with a clear 400', async (target) => {
    const answer = await sendRaw('GET', target.replace('SITE', authority));
    expectRefused(answer);
    expect(answer.raw).not.toContain('secret');
    expect(answer.body).toMatch(/request target could not be read/);
  });

  test.each(['http:/contact', 'contact', 'SITE'])('%s, which is no request target at all, gets Node\'s own 400', async (target) => {
    const answer = await sendRaw('GET', target.replace('SITE', authority));
    expect(answer.status).toBe(400);
  });

  test('OPTIONS * says which methods the site answers; * with another method is a 400', async () => {
    const options = await sendRaw('OPTIONS', '*');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(options.headers.get('cache-control')).toBe('no-store');
    expectRefused(await sendRaw('GET', '*'));
  });

  test('CONNECT (the authority form) is answered 405, not dropped', async () => {
    const answer = await sendRaw('CONNECT', 'attacker.example.net:443', 'attacker.example.net:443');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  test('the process keeps serving', async () => {
    expect((await sendRaw('GET', '/healthz')).status).toBe(200);
  });
});
