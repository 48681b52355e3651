/**
 * The admin cache invalidation over HTTP (docs/decisions/162), on the real site with its embedded
 * back office: a product page kept by the render cache, built from catalogue answers kept for
 * ten minutes, shows an edit made in the back office only once the operator invalidates the
 * product (in English and French), while pages that do not show it stay kept; `all` drops the
 * rest. Then the refusals: no token, a wrong one, no JSON, a bad body, and a site without a token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const token = 'operators-only-token-0123456789';
const englishPage = '/product/deep-fill-filler';
const frenchPage = '/fr/enduit-professionnels/product/reboucher/rebouchage-gros-trous';
// A French listing of the product: its answers name the French slug only.
const frenchListing = '/fr/enduit-professionnels/categorie/enduits-de-rebouchage';
// A page that shows no product of the catalogue's.
const otherPage = '/contact';

let dataDir: string;
let site: TestSite;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cache-invalidation-'));
  // Kept far longer than the test: only the invalidation can refresh what is kept.
  site = await startTestSite({
    DATA_DIR: dataDir,
    SITE_ADMIN_TOKEN: token,
    RENDER_CACHE_TTL_MS: '600000',
    CATALOGUE_CACHE_TTL_MS: '300000',
    // A cold category page on a busy machine.
    BACKOFFICE_TIMEOUT_MS: '30000',
  });
}, 60_000);
afterAll(async () => {
  await site?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the page is answered from the render cache. */
async function keptPage(target: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await site.get(target);
    const body = await response.text();
    expect(response.status).toBe(200);
    if (response.headers.get('x-render-cache') === 'hit') return body;
    await sleep(50);
  }
  throw new Error(`${target} was never kept`);
}

function invalidate(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return site.get('/admin/cache/invalidate', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Edits the product's names in the back office's database, as an editor would. */
function renameProduct(english: string, french: string): void {
  const db = new Database(path.join(dataDir, 'backoffice.sqlite'));
  try {
    db.prepare('UPDATE product SET name = ? WHERE slug = ?').run(english, 'deep-fill-filler');
    db.prepare("UPDATE product_translation SET name = ? WHERE lang = 'fr' AND product_id = (SELECT id FROM product WHERE slug = ?)").run(french, 'deep-fill-filler');
  } finally {
    db.close();
  }
}

describe('invalidating one entity', () => {
  test('drops its pages in every language and the answers they were built from, and keeps the others', { timeout: 60_000 }, async () => {
    expect(await keptPage(englishPage)).toContain('Deep Fill Filler');
    expect(await keptPage(frenchPage)).toContain('Rebouchage Grande Profondeur');
    expect(await keptPage(frenchListing)).toContain('Rebouchage Grande Profondeur');
    await keptPage(otherPage);

    renameProduct('Deeper Fill Filler', 'Rebouchage Très Grande Profondeur');
    // Kept: the edit does not show by itself.
    expect(await keptPage(englishPage)).not.toContain('Deeper Fill Filler');

    // Named by its English slug: the French page names its French slug, found by the look-up.
    const response = await invalidate({ entity: { type: 'product', slug: 'deep-fill-filler' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as { data: { dropped: Record<string, number>; processes: { pid: number }[]; unanswered: number } };
    expect(data.processes).toHaveLength(1);
    expect(data.unanswered).toBe(0);
    expect(data.dropped.pages).toBe(3);
    expect(data.dropped.catalogue).toBeGreaterThan(0);

    const english = await site.get(englishPage);
    expect(english.headers.get('x-render-cache')).toBeNull();
    expect(await english.text()).toContain('Deeper Fill Filler');
    const french = await site.get(frenchPage);
    expect(french.headers.get('x-render-cache')).toBeNull();
    expect(await french.text()).toContain('Rebouchage Très Grande Profondeur');
    const listing = await site.get(frenchListing);
    expect(listing.headers.get('x-render-cache')).toBeNull();
    expect(await listing.text()).toContain('Rebouchage Très Grande Profondeur');
    // A page that never showed the product is still served from memory.
    expect((await site.get(otherPage)).headers.get('x-render-cache')).toBe('hit');
  });

  test('everything goes with all', { timeout: 60_000 }, async () => {
    await keptPage(otherPage);
    await keptPage(englishPage);
    const response = await invalidate({ all: true });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { dropped: Record<string, number> } };
    expect(data.dropped.pages).toBeGreaterThanOrEqual(2);
    expect(data.dropped.layout).toBeGreaterThan(0);
    expect(data.dropped.appState).toBeGreaterThan(0);
    expect((await site.get(otherPage)).headers.get('x-render-cache')).toBeNull();
    expect((await site.get(englishPage)).headers.get('x-render-cache')).toBeNull();
  });
});

describe('refusals', () => {
  test('no token, a wrong token or another scheme: 401, nothing dropped', async () => {
    await keptPage(otherPage);
    for (const authorization of [undefined, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Basic ${token}`, 'Bearer']) {
      const response = await site.get('/admin/cache/invalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ all: true }),
      });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await site.get(otherPage)).headers.get('x-render-cache')).toBe('hit');
  });

  test.each([
    [[]],
    [{}],
    [{ all: false }],
    [{ all: 'yes' }],
    [{ all: true, entity: { type: 'product', slug: 'deep-fill-filler' } }],
    [{ everything: true }],
    [{ entity: 'deep-fill-filler' }],
    [{ entity: { type: 'shoe', slug: 'deep-fill-filler' } }],
    [{ entity: { type: 'product' } }],
    [{ entity: { type: 'product', slug: 'Deep Fill' } }],
    [{ entity: { type: 'product', slug: '../admin' } }],
    [{ entity: { type: 'product', slug: 'a'.repeat(201) } }],
    [{ entity: { type: 'product', slug: 'deep-fill-filler', id: 3 } }],
  ])('%j is a 422 naming what is wrong', async (body) => {
    const response = await invalidate(body);
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).length).toBeGreaterThan(0);
  });

  test('a body that is not JSON is refused before it is read', async () => {
    expect((await invalidate('{"all": tru')).status).toBe(400);
    expect((await invalidate('all=true', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await invalidate({ all: true, pad: 'x'.repeat(5000) })).status).toBe(413);
    expect((await invalidate('{"__proto__": {"all": true}}')).status).toBe(400);
  });

  test('only POST', async () => {
    const response = await site.get('/admin/cache/invalidate', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  test('without SITE_ADMIN_TOKEN the endpoint does not exist', { timeout: 60_000 }, async () => {
    const closed = await startTestSite({ BACKOFFICE_URL: site.backofficeUrl, RENDER_CACHE_MAX_BYTES: '0' });
    try {
      const response = await closed.get('/admin/cache/invalidate', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ all: true }),
      });
      expect(response.status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
