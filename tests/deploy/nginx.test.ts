/**
 * deploy/nginx-site.conf, for real: Debian's nginx on loopback in front of two site processes
 * (the built site, as an operator runs it). Pages always come from a site process while one
 * answers (a publish shows at once, decision 191) and are kept as the site's headers say, personal
 * pages and requests with a login cookie are not; health checks pass through, a killed process
 * under load loses no request, and a kept page and its stylesheet are served when every process is
 * down, to every browser whose coding and WebP support nginx kept them in (decision 202).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startNginx, type RunningNginx } from '../../bench/lib/nginx.mjs';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { spawnSite, type SpawnedSite } from '../support/spawn-site.ts';
import { encodingFor } from '../../src/server/render/cached-page.ts';

let backoffice: FakeBackoffice;
let sites: SpawnedSite[] = [];
let nginx: RunningNginx;
let origin: string;

beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  sites = await Promise.all([0, 1].map(() => spawnSite({ BACKOFFICE_URL: backoffice.url, DRAIN_DELAY_MS: '0' })));
  nginx = await startNginx(sites.map((site) => new URL(site.url).host));
  origin = nginx.origin;
});

afterAll(async () => {
  nginx?.stop();
  for (const site of sites) if (site.process.exitCode === null && site.process.signalCode === null) site.process.kill('SIGTERM');
  await Promise.all(sites.map((site) => site.exited));
  await backoffice?.close();
});

/** Asks until the site hands out its sealed copy, which nginx keeps: the site's first view of a streamed page is private (decision 120). */
async function keptByNginx(target: string, headers: Record<string, string> = {}): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${origin}${target}`, { headers });
    const body = await response.text();
    if (response.headers.get('cache-control')?.includes('s-maxage')) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the site never handed out a public copy of ${target}`);
}

test('a public page comes from a site process every time (nginx bypasses its copy), with its sealed headers', async () => {
  for (let index = 0; index < 3; index += 1) {
    const page = await fetch(`${origin}/individual-filler/category/smoothing`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-cache-status')).toBe('BYPASS');
    // The site's word to nginx on copies it sent before (decision 191): read by nginx, not passed on.
    expect(page.headers.get('x-accel-expires')).toBeNull();
    expect(await page.text()).toContain('<h1');
  }
  expect(await keptByNginx('/individual-filler/category/smoothing')).toContain('<h1');
});

test('personal pages and health checks are never cached', async () => {
  for (let index = 0; index < 2; index += 1) {
    const account = await fetch(`${origin}/account`, { headers: { cookie: 'login_token=abc' } });
    expect(account.headers.get('x-cache-status')).not.toBe('HIT');
    await account.text();
  }
  const health = await fetch(`${origin}/healthz`);
  expect(health.headers.get('x-cache-status')).toBeNull();
  expect(await health.json()).toEqual({ status: 'ok' });
});

test('a request with a login cookie is personal: private, no-store, and never kept', async () => {
  await keptByNginx('/individual-filler/contact');
  for (const cookie of ['login_token=abc', 'cart_token=def']) {
    const personal = await fetch(`${origin}/individual-filler/contact`, { headers: { cookie } });
    expect(personal.headers.get('x-cache-status'), cookie).toBe('BYPASS');
    expect(personal.headers.get('cache-control'), cookie).toBe('private, no-store');
    expect(personal.headers.get('x-render-cache'), cookie).toBeNull();
    await personal.text();
  }
  // Asked for with a login cookie only: not kept for an outage (the last test asks for it then).
  for (let index = 0; index < 3; index += 1) await (await fetch(`${origin}/individual-filler/contact?first=personal`, { headers: { cookie: 'login_token=abc' } })).text();
});

test('hashed assets are cached', async () => {
  const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { entry: string };
  await (await fetch(`${origin}${manifest.entry}`)).text();
  const again = await fetch(`${origin}${manifest.entry}`);
  expect(again.headers.get('x-cache-status')).toBe('HIT');
});

test('one site process stopped (SIGTERM) under load: no request is lost, the other answers them all', { timeout: 60_000 }, async () => {
  // Each request a page of its own (nginx cannot answer it from its cache): every one reaches a site process.
  const clients = 8;
  let sequence = 0;
  let stopped = false;
  const failures: string[] = [];
  const answeredBy = new Map<string, number>();
  const client = async () => {
    while (!stopped) {
      sequence += 1;
      try {
        const response = await fetch(`${origin}/individual-filler/contact?load=${sequence}`, { signal: AbortSignal.timeout(10_000) });
        const body = await response.text();
        if (response.status !== 200 || !body.trimEnd().endsWith('</html>')) failures.push(`${response.status}: ${body.length} characters`);
        else answeredBy.set('ok', (answeredBy.get('ok') ?? 0) + 1);
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const answered = () => answeredBy.get('ok') ?? 0;
  const load = Promise.all(Array.from({ length: clients }, client));
  // The load is on once every client could have had an answer: the stop meets requests in flight.
  await expect.poll(answered).toBeGreaterThanOrEqual(clients);
  const before = answered();
  // The operator's stop: the process drains (readiness 503, keep-alive connections closed, new
  // ones refused), and nginx moves every request it could not send there to the other process.
  sites[0]!.process.kill('SIGTERM');
  expect(await sites[0]!.exited).toBe(0);
  // The load goes on after the exit until twice as many answers as clients have come: each client
  // has then had one to a request it sent once the process was gone, which nginx had to send to
  // the other.
  const atExit = answered();
  await expect.poll(answered).toBeGreaterThanOrEqual(atExit + 2 * clients);
  stopped = true;
  await load;
  expect(failures).toEqual([]);
  expect(before).toBeGreaterThan(0);
  expect(answeredBy.get('ok')! - before).toBeGreaterThan(0);
});

/** What browsers send for a document, as of 2026. */
const browsers = {
  chrome: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7', 'accept-encoding': 'gzip, deflate, br, zstd' },
  firefox: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/png,image/svg+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd' },
  safari: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' },
  olderSafari: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'br, gzip, deflate' },
};

test('nginx forwards the coding and the WebP support it keys its copy by, as the site would choose them', async () => {
  const cases: [string, string, string | null][] = [
    ['gzip, deflate, br, zstd', 'br', 'br'],
    ['br;q=0.1, gzip', 'br', 'br'],
    ['gzip, br;q=0', 'gzip', 'gzip'],
    ['gzip;q=0.0, br;q=0.000', 'identity', null],
    ['BR', 'br', 'br'],
    ['*', 'br', 'br'],
    ['deflate, gzip;q=1.0', 'gzip', 'gzip'],
    ['brotli, xgzip', 'identity', null],
    ['identity', 'identity', null],
  ];
  await keptByNginx('/individual-filler/category/smoothing');
  for (const [acceptEncoding, siteChoice, fromNginx] of cases) {
    // The site's own choice for the raw header, and what nginx got it to send.
    expect(encodingFor(acceptEncoding)).toBe(siteChoice);
    const page = await fetch(`${origin}/individual-filler/category/smoothing`, { headers: { 'accept-encoding': acceptEncoding } });
    await page.arrayBuffer();
    expect([acceptEncoding, page.headers.get('content-encoding')]).toEqual([acceptEncoding, fromNginx]);
  }
  // Any header written as browsers and clients write them, codings and weights in any order and
  // case: nginx gets the site to send what the site picks for the raw header.
  const coding = fc.tuple(fc.constantFrom('br', 'gzip', 'deflate', 'zstd', 'identity', '*', 'x-gzip', 'brotli'), fc.boolean(), fc.constantFrom('', ';q=0', ';q=0.0', ';q=0.000', ';q=0.5', ';q=1', ';q=1.0', ' ; q=0', ';level=1;q=0', ';q=0.001'));
  const header = fc.tuple(fc.array(coding, { maxLength: 5 }), fc.constantFrom(',', ', ', ' , ')).map(([codings, comma]) => codings.map(([name, upper, weight]) => (upper ? name.toUpperCase() : name) + weight).join(comma));
  await fc.assert(
    fc.asyncProperty(header, async (acceptEncoding) => {
      const page = await fetch(`${origin}/individual-filler/category/smoothing`, { headers: { 'accept-encoding': acceptEncoding } });
      await page.arrayBuffer();
      const picked = encodingFor(acceptEncoding);
      expect([page.status, page.headers.get('content-encoding')]).toEqual([200, picked === 'identity' ? null : picked]);
    }),
    { numRuns: 150 },
  );
});

test('with every site process down, a kept page and its stylesheet are still served to every browser that had their variant, a personal one is not, and readiness says so', async () => {
  const html = await keptByNginx('/individual-filler/category/smoothing');
  // Chrome's and Safari's views keep the page with WebP pictures and without, in brotli.
  await keptByNginx('/individual-filler/category/smoothing', browsers.chrome);
  await keptByNginx('/individual-filler/category/smoothing', browsers.safari);
  // The stylesheet, fetched by Chrome, then by a gzip client: nginx keeps an asset by coding too.
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  for (const headers of [browsers.chrome, { 'accept-encoding': 'gzip, deflate' }]) await (await fetch(`${origin}${stylesheet}`, { headers })).arrayBuffer();
  for (const site of sites) if (site.process.exitCode === null && site.process.signalCode === null) site.process.kill('SIGTERM');
  await Promise.all(sites.map((site) => site.exited));
  const page = await fetch(`${origin}/individual-filler/category/smoothing`);
  expect(page.status).toBe(200);
  expect(['HIT', 'STALE', 'UPDATING']).toContain(page.headers.get('x-cache-status'));
  expect(await page.text()).toContain('<h1');
  // Browsers that never asked, with headers of their own, get the copy of their variant (decision 202).
  for (const [name, headers, webp] of [['firefox', browsers.firefox, true], ['olderSafari', browsers.olderSafari, false], ['chrome', browsers.chrome, true]] as const) {
    const kept = await fetch(`${origin}/individual-filler/category/smoothing`, { headers });
    const body = await kept.text();
    expect([name, kept.status, kept.headers.get('content-encoding'), body.includes('type="image/webp"')]).toEqual([name, 200, 'br', webp]);
  }
  for (const [name, headers, coding] of [['olderSafari', browsers.olderSafari, 'br'], ['firefox', browsers.firefox, 'br'], ['gzip', { 'accept-encoding': 'gzip' }, 'gzip']] as const) {
    const css = await fetch(`${origin}${stylesheet}`, { headers });
    await css.arrayBuffer();
    expect([name, css.status, css.headers.get('content-encoding')]).toEqual([name, 200, coding]);
  }
  // A variant nobody asked for is not made up from another: no uncompressed copy with WebP was kept.
  expect((await fetch(`${origin}/individual-filler/category/smoothing`, { headers: { ...browsers.chrome, 'accept-encoding': 'identity' } })).status).toBe(502);
  expect((await fetch(`${origin}/individual-filler/contact?first=personal`)).status).toBe(502);
  const form = await fetch(`${origin}/individual-filler/contact`, { method: 'POST', body: new URLSearchParams({ firstname: 'Jo' }) });
  expect(form.status).toBe(502);
  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(502);
});
