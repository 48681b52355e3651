import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  describe('search suggestions (type Suggest)', () => {
    it('matches word prefixes ignoring case and accents, in every group with totals, 3 items each', async () => {
      for (const text of ['faç', 'FAC', 'Fâc']) {
        const result = await t.client.call('GET /search', { query: { type: 'Suggest', text, language: 'en' } });
        expect(result.products.items.map((item) => item.name)).toContain('Façade Exterior Filler Powder');
        expect(result.fqces.items.map((item) => item.name)).toContain('Façade Exterior Filler Powder technical sheet');
      }
      const renov = await t.client.call('GET /search', { query: { type: 'Suggest', text: 'renov', saleplan_id: PART } });
      expect(renov.products.items.some((item) => item.name.startsWith('Rénov’'))).toBe(true);
      const smooth = await t.client.call('GET /search', { query: { type: 'Suggest', text: 'smoo' } });
      expect(smooth.products.total).toBeGreaterThan(3);
      expect(smooth.products.items).toHaveLength(3);
      expect(smooth.categories.total).toBeGreaterThan(0);
      expect(smooth.pages.total).toBeGreaterThan(0);
      expect(smooth.total).toBe(smooth.products.total + smooth.categories.total + smooth.pages.total + smooth.fqces.total);
      expect(smooth.fqces.items[0]!.medias).toEqual({ url: expect.stringMatching(/^\/media\/sheet\/.+\.pdf$/) });
      expect(smooth.products.items[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), cover: { url: expect.any(String), webp: expect.any(String) } });
    });

    it('does not match inside words and keeps each plan’s products apart', async () => {
      const inside = await t.client.call('GET /search', { query: { type: 'Suggest', text: 'moothing' } });
      expect(inside.total).toBe(0);
      const pro = await t.client.call('GET /search', { query: { type: 'Suggest', text: 'airless', saleplan_id: PRO } });
      const part = await t.client.call('GET /search', { query: { type: 'Suggest', text: 'airless', saleplan_id: PART } });
      expect(pro.products.total).toBeGreaterThan(0);
      expect(part.products.total).toBe(0);
    });

    it('refuses suggestions under 3 characters', async () => {
      const error = await t.client.call('GET /search', { query: { type: 'Suggest', text: 'fa' } }).catch((caught: unknown) => caught);
      expect((error as ApiError).status).toBe(400);
    });
  });

  describe('GET /search (full results)', () => {
    it('pages through one tab and gives the totals of all', async () => {
      const first = await t.client.call('GET /search', { query: { text: 'filler', perPage: 4, page: 1 } });
      const second = await t.client.call('GET /search', { query: { text: 'filler', perPage: 4, page: 2 } });
      expect(first.products.items).toHaveLength(4);
      expect(second.products.items[0]!.id).not.toBe(first.products.items[0]!.id);
      expect(first.pages.items).toHaveLength(0);
      const pages = await t.client.call('GET /search', { query: { text: 'history', tab: 'pages' } });
      expect(pages.pages.items[0]!.slug).toBe('our-history');
    });
  });

  describe('GET /url, /url/entity, /sitemap', () => {
    it('resolves pages, categories (depth, parents, extras), products (parents) and folders', async () => {
      const [page] = await t.client.call('GET /url/entity', { query: { slug: 'legal-notice' } });
      expect(page).toMatchObject({ slug: 'legal-notice', blocks: expect.any(Array) });
      const [category] = await t.client.call('GET /url/entity', {
        query: { entity_type: 'category', slug: 'filling/large-holes-and-gaps', depth: 1, parents: 1, extras: 1, saleplan_id: PART },
      });
      expect(category).toMatchObject({ slug: 'large-holes-and-gaps', parents: [{ slug: 'filling' }], filters: { form: expect.any(Object) } });
      const [product] = await t.client.call('GET /url/entity', { query: { entity_type: 'product', slug: 'crack-and-hole-filler-paste', parents: 1, saleplan_id: PART } });
      expect(product).toMatchObject({ parents: [{ slug: 'filling' }, { slug: 'small-holes-and-cracks' }] });
      const [folder] = await t.client.call('GET /url/entity', { query: { entity_type: 'folder', slug: 'diy-videos' } });
      expect(folder).toMatchObject({ types: ['video', 'worksheet'] });
      const missing = await t.client.call('GET /url/entity', { query: { slug: 'nope' } }).catch((caught: unknown) => caught);
      expect((missing as ApiError).status).toBe(404);
    });

    it('lists the plan’s URLs and the sitemap', async () => {
      const urls = await t.client.call('GET /url');
      expect(new Set(urls.map((entry) => entry.entity_type))).toEqual(new Set(['cms_page', 'category', 'product', 'folder']));
      const products = await t.client.call('GET /url', { query: { entity_type: 'product', saleplan_id: PART } });
      expect(products.every((entry) => entry.entity_type === 'product' && entry.target === 'part')).toBe(true);
      const sitemap = await t.client.call('GET /sitemap');
      expect(sitemap.total).toBe(urls.length);
      expect(sitemap.items[0]!.label).toBeTruthy();
    });
  });
});
