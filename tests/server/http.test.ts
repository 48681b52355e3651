/** Headers, assets, compression, health checks and language detection over real HTTP. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { consentHintScript } from '../../src/shared/features/consent/consent-hint.ts';
import { headScript } from '../../src/server/render/head-script.ts';
import { DEFAULT_CONSENT_COOKIE } from '../../src/shared/features/consent/third-parties.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { isDataBlock, scriptElements, scriptSources } from '../support/script-policy.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { speculationRules } from '../../src/shared/kernel/routing/speculation-rules.ts';
import { editTestPage, loadPageModuleWithTestPages, routesWithTestPages } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const hostile = '</script><script>alert(1)</script>';
let backoffice: FakeBackoffice;
let site: TestSite;

beforeAll(async () => {
  backoffice = await startFakeBackoffice({ settings: { phone_ae: hostile, free_shipping_threshold: hostile } });
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url, ACCESS_LOG: 'on' }, { routes: routesWithTestPages, loadPageModule: loadPageModuleWithTestPages });
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
});

function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('security headers', () => {
  test.each(['/', '/no/such/page', '/favicon.svg', '/healthz', '/professional-filler'])('%s carries X-Frame-Options and nosniff', async (path) => {
    const response = await site.get(path);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the Content-Security-Policy allows only own scripts: a storable page by their hashes, never a nonce', async () => {
    const response = await site.get('/individual-filler/contact');
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toContain("'nonce-");
    expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'self'");
    const html = await response.text();
    expect(html).not.toMatch(/\snonce="/);
    // Data blocks (JSON, JSON-LD) are never executed; every inline script that runs is allowed
    // by its hash, the consent hint's among them.
    const inline = scriptElements(html).filter((script) => !isDataBlock(script) && !/\ssrc=/.test(script.attributes));
    expect(inline.map((script) => script.body)).toEqual(expect.arrayContaining([consentHintScript(DEFAULT_CONSENT_COOKIE), headScript]));
    expect(inline.length).toBeGreaterThan(1);
    for (const { body } of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(scriptSources(policy)).toHaveLength(1 + inline.length);
  });

  test('a page still streaming allows its scripts by a nonce of its own response, which no cache may keep', async () => {
    // A query of its own: the first view of a page is rendered, not taken from the render cache.
    // Its deferred section comes after the shell (one already there renders with it).
    const response = await site.get('/test/slow?streamed=1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const policy = response.headers.get('content-security-policy')!;
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    const html = await response.text();
    const inline = scriptElements(html).filter((script) => !isDataBlock(script) && !/\ssrc=/.test(script.attributes));
    const byHash = inline.filter((script) => !script.attributes.includes('nonce='));
    expect(byHash.map((script) => script.body)).toEqual([consentHintScript(DEFAULT_CONSENT_COOKIE), headScript]);
    for (const script of inline.filter((one) => !byHash.includes(one))) expect(script.attributes).toContain(`nonce="${nonce}"`);
    const other = await site.get('/test/slow?streamed=2');
    expect(other.headers.get('content-security-policy')).not.toBe(policy);
  });

  test('every page names the speculation rules file, served as a rule set kept for good; no page inlines it', async () => {
    const names = await Promise.all(['/', '/fr', '/no/such/page', '/individual-filler/contact'].map(async (path) => (await site.get(path)).headers.get('speculation-rules')));
    expect(new Set(names).size).toBe(1);
    const rulesPath = /^"(\/speculation-rules-[\w-]+\.json)"$/.exec(names[0] ?? '')?.[1];
    expect(rulesPath, String(names[0])).toBeDefined();
    const answer = await site.get(rulesPath!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/speculationrules\+json\b/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe(speculationRules(routesWithTestPages, configuredLocales));
    expect(await (await site.get('/individual-filler/contact')).text()).not.toContain('speculationrules');
    // Another name is no rule set: a page (the 404) answers it.
    expect((await site.get('/speculation-rules-0000000000000000.json')).status).toBe(404);
  });

  test('text from the back office cannot close a script or inject markup', async () => {
    const html = await (await site.get('/')).text();
    expect(html).not.toContain(hostile);
    expect(html).not.toContain('<script>alert(1)');
    const state = /self\.__CATALOGUE_STATE__=(.*?)<\/script>/s.exec(html)?.[1];
    // In the page (the header's phone) and in its state (the one setting islands read), each escaped.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const settings = JSON.parse(state!).effector['app/$settings'];
    expect(settings).toEqual([{ code: 'free_shipping_threshold', values: [hostile] }]);
  });
});

describe('static assets', () => {
  const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8'));

  test('hashed assets are cached for a year and immutable', async () => {
    const response = await site.get(manifest.entry);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  test('a missing asset is a plain 404, not a page', async () => {
    const response = await site.get('/assets/entry-NOSUCH.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });

  test('pages and assets are compressed with brotli when accepted, gzip otherwise', async () => {
    const brotli = await rawGet(`${site.url}/`, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    // The stylesheet: the entry module is a few bytes, under the compression threshold.
    const gzip = await rawGet(`${site.url}${manifest.stylesheets[0]}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.bytes[0]).toBe(0x1f);
  });
});

describe('health checks', () => {
  test('/healthz answers 200 with no dependency and is never cached', async () => {
    const response = await site.get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('/readyz answers 200 while the back office is reachable', async () => {
    const response = await site.get('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

test('each request is logged on one line with method, path, status and milliseconds', async () => {
  await (await site.get('/contact?utm_source=x')).text();
  await expect.poll(() => site.log.some((line) => /^GET \/contact 200 \d+\.\dms$/.test(line))).toBe(true);
});

describe('language detection on the root path', () => {
  test.each([
    ['a French browser', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' }, 302, '/fr'],
    ['a browser preferring English', { 'accept-language': 'en-GB,fr;q=0.5' }, 200, null],
    ['an unknown language', { 'accept-language': 'de-DE' }, 200, null],
    ['a stored choice of French over an English browser', { 'accept-language': 'en', cookie: 'i18n_redirected=fr' }, 302, '/fr'],
    ['a stored choice of English over a French browser', { 'accept-language': 'fr', cookie: 'i18n_redirected=en' }, 200, null],
  ])('%s', async (_label, headers, status, location) => {
    const response = await site.get('/', { headers });
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });

  test('happens on no other path', async () => {
    const response = await site.get('/contact', { headers: { 'accept-language': 'fr' } });
    expect(response.status).toBe(200);
  });

  test('the French home and pages render under their prefix', async () => {
    const response = await site.get('/fr/enduit-particuliers/contact');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('href="/fr/enduit-particuliers/about-us"');
    expect(html).toContain('hrefLang="en-GB" href="https://www.example.com/professional-filler/contact"');
    expect(html).toContain('hrefLang="fr-FR" href="https://www.example.com/fr/enduit-professionnels/contact"');
    expect(html).toContain('hrefLang="x-default" href="https://www.example.com/professional-filler/contact"');
  });
});

describe('caching by a CDN or reverse proxy', () => {
  test('public pages are shared for a minute, stale while revalidating, and vary on Accept (and the encoding) only', async () => {
    const response = await site.get('/individual-filler/contact');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
  });

  test('a page known before rendering has an ETag, and a matching If-None-Match is a 304 without a body', async () => {
    const first = await site.get('/individual-filler/contact');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await site.get('/individual-filler/contact', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // The cached copy keeps its own policy, whose hashes match its scripts.
    expect(again.headers.get('content-security-policy')).toBeNull();
    const other = await site.get('/individual-filler/contact', { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  test("a page's ETag changes with its content: an edit is never answered with a 304", async () => {
    const first = await site.get('/professional-filler/test/edited');
    expect(await first.text()).toContain('as first published');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    // Published: what the site keeps of it is dropped, as a publish event does.
    editTestPage('as edited since');
    await site.invalidateCaches({ all: true });
    try {
      const again = await site.get('/professional-filler/test/edited', { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('as edited since');
      expect(again.headers.get('etag')).not.toBe(etag);
    } finally {
      editTestPage('as first published');
    }
  });

  test('a page that streams deferred data has no ETag', async () => {
    const response = await site.get('/product/fine-finish');
    expect(response.headers.get('etag')).toBeNull();
  });

  test('a 404 is shared briefly; personal pages are never stored', async () => {
    expect((await site.get('/no/such/page')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const account = await site.get('/account', { headers: { cookie: 'login_token=abc' } });
    expect(account.headers.get('cache-control')).toBe('private, no-store');
    expect(account.headers.get('etag')).toBeNull();
    // Routes marked personal in routes.ts: sign-in forms, confirmations. Known before rendering as
    // they are, they get no ETag either: a validator would let a shared cache revalidate what it may not store.
    for (const path of ['/login', '/fr/connexion', '/confirmation']) {
      const response = await site.get(path);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('etag'), path).toBeNull();
      expect((await site.get(path, { headers: { 'if-none-match': '*' } })).status, path).toBe(200);
    }
  });

  test('a public page rendered for a visitor with a login or cart token is private to them', async () => {
    for (const cookie of ['login_token=abc', 'cart_token=def']) {
      const response = await site.get('/individual-filler/contact', { headers: { cookie } });
      expect(response.status, cookie).toBe(200);
      expect(response.headers.get('cache-control'), cookie).toBe('private, no-store');
      expect(response.headers.get('x-render-cache'), cookie).toBeNull();
    }
  });
});

describe('third parties', () => {
  test('the policy allows no outside origin unless a key is configured, and the keys reach the page state', async () => {
    const defaultPolicy = (await site.get('/')).headers.get('content-security-policy')!;
    expect(defaultPolicy).not.toMatch(/google|youtube/);
    const keyed = await startTestSite({ BACKOFFICE_URL: backoffice.url, RECAPTCHA_SITE_KEY: 'test-site-key', TAG_MANAGER_ID: 'GTM-TEST1' });
    try {
      const response = await keyed.get('/');
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toContain('https://www.google.com/recaptcha/');
      expect(policy).toContain('https://www.googletagmanager.com');
      expect(policy).not.toContain('youtube');
      const state = /self\.__CATALOGUE_STATE__=(.*?)<\/script>/s.exec(await response.text())?.[1];
      expect(JSON.parse(state!).effector['consent/$thirdParties']).toMatchObject({ botCheckSiteKey: 'test-site-key', tagManagerId: 'GTM-TEST1' });
    } finally {
      await keyed.close();
    }
  });
});
