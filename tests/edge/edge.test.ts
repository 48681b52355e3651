import { afterEach, describe, expect, it } from 'vitest';
import { createEdge } from '../../src/server/edge/edge.ts';
import { compileRedirectTable, type RedirectTable } from '../../src/server/edge/redirect-table.ts';
import { APP_BODY, DEFAULT_EDGE_OPTIONS, send, startEdgeServer, type Answer, type RunningServer } from './support/edge-server.ts';

const REFUSED = 'You are not allowed to access this application';

const redirects = compileRedirectTable([
  { from: '/presse', to: '/fr/enduit-particuliers/actualites', status: 301 },
  { from: '/uploads/ft.pdf', to: 'https://media.example-storage.com/fiches/ft.pdf', status: 301 },
  { from: '/promo', to: '/fr', status: 302 },
]);

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Parameters<typeof startEdgeServer>[0]): Promise<number> {
  server = await startEdgeServer({ redirects, ...options });
  return server.port;
}

function expectSecurityHeaders(answer: Answer): void {
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

function expectAppAnswered(answer: Answer): void {
  expect(answer.status).toBe(200);
  expect(answer.body).toBe(APP_BODY);
  expectSecurityHeaders(answer);
}

describe('legacy redirects at the edge', () => {
  it('answers the configured status and Location, not cached, with no body', async () => {
    const port = await start({});
    for (const method of ['GET', 'HEAD', 'POST']) {
      const answer = await send(port, '/presse?utm_source=qr', { method });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('/fr/enduit-particuliers/actualites?utm_source=qr');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-length']).toBe('0');
      expect(answer.body).toBe('');
      expectSecurityHeaders(answer);
    }
    expect((await send(port, '/promo')).status).toBe(302);
  });

  it('hands any other request to the app with the security headers already set', async () => {
    const port = await start({});
    expectAppAnswered(await send(port, '/fr/enduit-particuliers/actualites'));
    expectAppAnswered(await send(port, '/presse/2019'));
    expectAppAnswered(await send(port, '/'));
  });

  it('matches the path of an absolute-form request target naming the site, and refuses one naming another host', async () => {
    const port = await start({ siteHosts: ['www.example-filler.com'] });
    const answer = await send(port, 'http://www.example-filler.com/presse', { headers: { host: 'evil.example.net' } });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/fr/enduit-particuliers/actualites');
    const foreign = await send(port, 'http://evil.example.net/presse');
    expect(foreign.status).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    expect(foreign.body).not.toContain('evil');
    expect((await send(port, '*', { method: 'OPTIONS' })).status).toBe(204);
  });

  it('answers 500, instead of throwing or passing the request on, when the table fails', async () => {
    const broken: RedirectTable = {
      size: 1,
      lookup: () => {
        throw new Error('boom');
      },
    };
    server = await startEdgeServer({ redirects: broken, ipAllowList: ['127.0.0.1'] });
    const answer = await send(server.port, '/presse');
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('Internal Server Error');
    expect(answer.body).not.toContain('boom');
    expectSecurityHeaders(answer);
  });
});

describe('host canonicalisation', () => {
  const hosts = {
    canonicalHost: 'www.example-filler.com',
    alternateHosts: ['example-filler.com', 'www.example-filler.fr', 'example-filler.fr'],
  };

  it('answers 301 to the canonical host, keeping path and query', async () => {
    const port = await start(hosts);
    const answer = await send(port, '/individual-filler/product/smooth?x=1&utm_source=a', { headers: { host: 'example-filler.fr' } });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('http://www.example-filler.com/individual-filler/product/smooth?x=1&utm_source=a');
    expect(answer.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(answer);
  });

  it('recognises an alternate host whatever its case or port', async () => {
    const port = await start(hosts);
    for (const host of ['WWW.Example-Filler.FR', 'example-filler.com:8080']) {
      const answer = await send(port, '/contact', { headers: { host } });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('http://www.example-filler.com/contact');
    }
  });

  it('sends an old path on an old host straight to the final page in one hop', async () => {
    const port = await start(hosts);
    const relative = await send(port, '/presse?gclid=z', { headers: { host: 'www.example-filler.fr' } });
    expect(relative.status).toBe(301);
    expect(relative.headers.location).toBe('http://www.example-filler.com/fr/enduit-particuliers/actualites?gclid=z');
    const absolute = await send(port, '/uploads/ft.pdf', { headers: { host: 'www.example-filler.fr' } });
    expect(absolute.headers.location).toBe('https://media.example-storage.com/fiches/ft.pdf');
    const temporary = await send(port, '/promo', { headers: { host: 'www.example-filler.fr' } });
    expect(temporary.status).toBe(302);
    expect(temporary.headers.location).toBe('http://www.example-filler.com/fr');
  });

  it('keeps the scheme from X-Forwarded-Proto only when the proxy is trusted', async () => {
    const headers = { host: 'example-filler.fr', 'x-forwarded-proto': 'https' };
    let port = await start({ ...hosts, trustProxy: true });
    expect((await send(port, '/a', { headers })).headers.location).toBe('https://www.example-filler.com/a');
    await server?.close();
    port = await start({ ...hosts, trustProxy: false });
    expect((await send(port, '/a', { headers })).headers.location).toBe('http://www.example-filler.com/a');
  });

  it('leaves the canonical host and unknown hosts alone', async () => {
    const port = await start(hosts);
    expectAppAnswered(await send(port, '/contact', { headers: { host: 'www.example-filler.com' } }));
    expectAppAnswered(await send(port, '/contact', { headers: { host: '10.0.0.12:3000' } }));
  });

  it('takes the host from an absolute-form target naming an alternate host, and still answers with the canonical one', async () => {
    const port = await start({ ...hosts, siteHosts: [hosts.canonicalHost, ...hosts.alternateHosts] });
    const answer = await send(port, 'http://example-filler.fr//x?y=1', { headers: { host: 'evil.example.net' } });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('http://www.example-filler.com//x?y=1');
    expect((await send(port, 'http://evil.example.net//x?y=1', { headers: { host: 'example-filler.fr' } })).status).toBe(400);
  });

  it('does nothing without a canonical host, and refuses a canonical host listed as alternate', async () => {
    const port = await start({ canonicalHost: undefined, alternateHosts: hosts.alternateHosts });
    expectAppAnswered(await send(port, '/contact', { headers: { host: 'example-filler.fr' } }));
    expect(() =>
      createEdge({ ...DEFAULT_EDGE_OPTIONS, canonicalHost: 'www.example-filler.com', alternateHosts: ['WWW.example-filler.com'] }),
    ).toThrow(/also listed as an alternate host/);
  });
});

describe('IP allow-list', () => {
  async function expectRefused(answer: Promise<Answer>): Promise<void> {
    const refused = await answer;
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toBe(REFUSED);
    expectSecurityHeaders(refused);
  }

  it('restricts nothing when empty', async () => {
    const port = await start({ ipAllowList: [] });
    expectAppAnswered(await send(port, '/contact'));
  });

  it('refuses any other client with 401 text/plain, before redirects and host checks', async () => {
    const port = await start({ ipAllowList: ['10.0.0.0/8'], canonicalHost: 'www.example-filler.com', alternateHosts: ['example-filler.fr'] });
    await expectRefused(send(port, '/contact'));
    await expectRefused(send(port, '/presse'));
    await expectRefused(send(port, '/contact', { headers: { host: 'example-filler.fr' } }));
    const head = await send(port, '/contact', { method: 'HEAD' });
    expect(head.status).toBe(401);
    expect(head.body).toBe('');
  });

  it('lets listed clients through', async () => {
    const port = await start({ ipAllowList: ['127.0.0.1'] });
    expectAppAnswered(await send(port, '/contact'));
    expect((await send(port, '/presse')).status).toBe(301);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const port = await start({ ipAllowList: ['10.0.0.0/8'], trustProxy: false });
    await expectRefused(send(port, '/contact', { headers: { 'x-forwarded-for': '10.1.2.3' } }));
  });

  it('uses the right-most X-Forwarded-For entry, the one the trusted proxy wrote', async () => {
    const port = await start({ ipAllowList: ['10.0.0.0/8', '2001:db8::/32'], trustProxy: true });
    expectAppAnswered(await send(port, '/contact', { headers: { 'x-forwarded-for': '10.1.2.3' } }));
    expectAppAnswered(await send(port, '/contact', { headers: { 'x-forwarded-for': '192.0.2.1, 10.1.2.3' } }));
    expectAppAnswered(await send(port, '/contact', { headers: { 'x-forwarded-for': '10.1.2.3:51234' } }));
    expectAppAnswered(await send(port, '/contact', { headers: { 'x-forwarded-for': '[2001:db8::7]:443' } }));
    await expectRefused(send(port, '/contact', { headers: { 'x-forwarded-for': '10.1.2.3, 192.0.2.1' } }));
    await expectRefused(send(port, '/contact', { headers: { 'x-forwarded-for': 'unknown' } }));
  });

  it('falls back to the socket address when a trusted proxy sent no X-Forwarded-For', async () => {
    let port = await start({ ipAllowList: ['10.0.0.0/8'], trustProxy: true });
    await expectRefused(send(port, '/contact'));
    await server?.close();
    port = await start({ ipAllowList: ['127.0.0.0/8'], trustProxy: true });
    expectAppAnswered(await send(port, '/contact'));
  });

  it('refuses to start with an entry that is not an address', () => {
    expect(() => createEdge({ ...DEFAULT_EDGE_OPTIONS, ipAllowList: ['10.0.0.0/8', 'office-network'] })).toThrow(/"office-network"/);
  });
});
