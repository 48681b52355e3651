/**
 * The publish path (decision 187) on one machine: a page published through the write API of the
 * back office the site started shows on its English and French pages after the call, a new
 * version replaces what the site kept, and a withdrawn page is gone; a product published again
 * shows its new name on its English and French pages while pages that do not show it stay kept.
 * The site's caches keep answers for ten minutes here, so only the back office's word can make
 * the change show.
 */
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
