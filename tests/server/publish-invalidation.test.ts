/**
 * The publish path (decision 187) on one machine: a page published through the write API of the
 * back office the site started shows on its English and French pages after the call, a new
 * version replaces what the site kept, and a withdrawn page is gone; a product published again
 * shows its new name on its English and French pages while pages that do not show it stay kept.
 * Products imported by `npm run import`, a process of its own writing the same SQLite file, are
 * counted and found by the running back office and shown by the site within seconds. The site's
 * caches keep answers for ten minutes here, so only the back office's word can make a change show.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBackofficeClient } from '../../src/shared/kernel/api/client.ts';
import type { PagePublication, PageText } from '../../src/shared/kernel/api/contract.ts';
import { startEmbeddedSite, type EmbeddedTestSite } from '../support/embedded-site.ts';
import { publishedProduct } from '../support/several-machines.ts';

const TOKEN = 'publish-test-token-0123456789';
const KEPT_MS = String(10 * 60_000);

let site: EmbeddedTestSite;
beforeAll(async () => {
  site = await startEmbeddedSite({ BACKOFFICE_ADMIN_TOKEN: TOKEN, RENDER_CACHE_TTL_MS: KEPT_MS, CATALOGUE_CACHE_TTL_MS: String(300_000) });
}, 60_000);
afterAll(() => site?.close());

const text = (title: string, slug: string, extract: string): PageText => ({
  slug,
  title,
  type: 'actualite',
  type_label: 'News',
  extract,
  cover: null,
  blocks: [{ type: 'paragraph', titre: null, text: extract, visuel: null }],
  meta: { title, description: extract },
});
const publication = (title: string, frenchTitle: string): PagePublication => ({
  target: 'pro',
  page: text(title, 'site-visits', 'Our technicians come to your site.'),
  translations: [{ lang: 'fr', ...text(frenchTitle, 'visites-de-chantier', 'Nos techniciens viennent sur votre chantier.'), type_label: 'Actualité' }],
});

const heading = async (path: string) => {
  const response = await site.get(path);
  const html = await response.text();
  return response.status === 200 ? /<h1[^>]*>([^<]*)</.exec(html)?.[1] : response.status;
};

/** Whether the render cache answered the page from what it kept. */
const renderCacheOf = async (path: string) => {
  const response = await site.get(path);
  await response.arrayBuffer();
  return response.headers.get('x-render-cache');
};

test('a page published, replaced and withdrawn through the back office shows so on the site, in English and French', async () => {
  const backoffice = createBackofficeClient({ baseUrl: site.backofficeUrl });
  const english = '/professional-filler/site-visits';
  const french = '/fr/enduit-professionnels/visites-de-chantier';
  expect(await heading(english)).toBe(404);

  await backoffice.call('PUT /admin/page/:id', { path: { id: 9001 }, token: TOKEN, body: publication('Site visits', 'Visites de chantier') });
  await expect.poll(() => heading(english)).toBe('Site visits');
  await expect.poll(() => heading(french)).toBe('Visites de chantier');

  await backoffice.call('PUT /admin/page/:id', { path: { id: 9001 }, token: TOKEN, body: publication('Site visits in 2027', 'Visites de chantier en 2027') });
  await expect.poll(() => heading(english)).toBe('Site visits in 2027');
  await expect.poll(() => heading(french)).toBe('Visites de chantier en 2027');

  await backoffice.call('DELETE /admin/page/:id', { path: { id: 9001 }, token: TOKEN });
  await expect.poll(() => heading(english)).toBe(404);
  await expect.poll(() => heading(french)).toBe(404);
});

test('a product published again shows its new name in English and French, and pages that do not show it stay kept', async () => {
  const backoffice = createBackofficeClient({ baseUrl: site.backofficeUrl });
  const publish = (version: number) => backoffice.call('PUT /admin/product/:id', { path: { id: publishedProduct.id }, token: TOKEN, body: publishedProduct.publication(version) });
  const unrelatedPages = ['/contact', '/faq'];

  await publish(1);
  await expect.poll(() => heading(publishedProduct.englishPage)).toBe(publishedProduct.englishName(1));
  await expect.poll(() => heading(publishedProduct.frenchPage)).toBe(publishedProduct.frenchName(1));
  // Kept, all of them, so that the new name can only come from the publish dropping them.
  for (const page of [publishedProduct.englishPage, publishedProduct.frenchPage, ...unrelatedPages]) await expect.poll(() => renderCacheOf(page)).toBe('hit');

  await publish(2);
  await expect.poll(() => heading(publishedProduct.englishPage)).toBe(publishedProduct.englishName(2));
  await expect.poll(() => heading(publishedProduct.frenchPage)).toBe(publishedProduct.frenchName(2));
  for (const page of unrelatedPages) expect(await renderCacheOf(page), page).toBe('hit');
});

test('products imported by another process into the same SQLite file are counted and found by the running back office, and shown by the site', async () => {
  const backoffice = createBackofficeClient({ baseUrl: site.backofficeUrl });
  const PART = 18;
  const countInFilling = async () => (await backoffice.call('GET /category/:id', { path: { id: 'filling' }, query: { saleplan_id: PART } })).products_count;
  const found = async (text: string) => (await backoffice.call('GET /search', { query: { type: 'Suggest', text, lang: 'en', saleplan_id: PART } })).products.items.map((item) => item.id);
  const englishPage = '/product/tadelakt-wall-filler';
  const frenchPage = '/fr/enduit-professionnels/product/reboucher/enduit-tadelakt';
  const importVersion = async (version: number) => {
    const file = path.join(site.dataDir, `tadelakt-${version}.csv`);
    writeFileSync(
      file,
      'product_id,reference,slug,name,extract,description,color,form,categories_pro,categories_part,promoted,caracteristics,pack_id,pack_reference,pack_ean13,pack_size,price_pro,price_part,slug_fr,name_fr,extract_fr,description_fr\n' +
        `9600,TDK-P,tadelakt-wall-filler,Tadelakt Wall Filler ${version},Fills polished lime walls.,A lime filler for tadelakt walls.,c2703d,powder,filling-compounds,filling,,work_type=filling; form=powder,96001,TDK-P-050,3760471960018,5,28.00,34.90,reboucher/enduit-tadelakt,Enduit tadelakt ${version},Rebouche les murs à la chaux.,Un enduit pour les murs en tadelakt.\n`,
    );
    await promisify(execFile)(process.execPath, [path.resolve(import.meta.dirname, '../../dist/backoffice/import.js'), file], { env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '' } });
  };
  const before = await countInFilling();
  // Its English words are read: only hearing the import makes the back office read them again.
  expect(await found('tadalakt')).toEqual([]);

  await importVersion(1);
  await expect.poll(countInFilling, { timeout: 5000 }).toBe(before + 1);
  // A typo corrected against a word only the import brought.
  await expect.poll(() => found('tadalakt'), { timeout: 5000 }).toContain(9600);
  await expect.poll(() => heading(englishPage)).toBe('Tadelakt Wall Filler 1');
  await expect.poll(() => heading(frenchPage)).toBe('Enduit tadelakt 1');
  for (const page of [englishPage, frenchPage]) await expect.poll(() => renderCacheOf(page)).toBe('hit');

  await importVersion(2);
  await expect.poll(() => heading(englishPage), { timeout: 5000 }).toBe('Tadelakt Wall Filler 2');
  await expect.poll(() => heading(frenchPage), { timeout: 5000 }).toBe('Enduit tadelakt 2');
});
