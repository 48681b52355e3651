import { describe, expect, it } from 'vitest';
import type { Folder, Page } from '../../src/shared/kernel/api/contract.ts';
import { frenchContent } from '../../src/backoffice/demo/data/fr/index.ts';
import { pages } from '../../src/backoffice/demo/data/pages.ts';
import { PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  const history = pages.find((page) => page.slug === 'our-history')!;

  describe('French editorial content (seed/fr/)', () => {
    it('reads a page in French by its French slug, with the publication date the seed computed', async () => {
      const english = await t.client.call('GET /page/:slug', { path: { slug: 'our-history' } });
      const page = await t.client.call('GET /page/:slug', { path: { slug: 'notre-histoire-2' }, query: { lang: 'fr' } });
      expect(page).toMatchObject({ id: english.id, slug: 'notre-histoire-2', title: frenchContent.pages[history.id]!.body.title, published_at: english.published_at });
      expect(page).not.toHaveProperty('publishedDaysAgo');
      const [entity] = await t.client.call('GET /url/entity', { query: { slug: 'notre-histoire-2', lang: 'fr' } });
      expect((entity as Page).slugs).toEqual({ en: 'our-history', fr: 'notre-histoire-2' });
      const englishSlugInFrench = await t.client.call('GET /page/:slug', { path: { slug: 'our-history' }, query: { lang: 'fr' } }).catch((caught: unknown) => caught);
      expect(englishSlugInFrench).toMatchObject({ status: 404 });
    });

    it('resolves every French page and folder slug back to its English entity, in both directions', async () => {
      for (const [resource, type] of [['page', 'cms_page'], ['folder', 'folder']] as const) {
        const documents = resource === 'page' ? frenchContent.pages : frenchContent.folders;
        for (const [id, french] of Object.entries(documents)) {
          const [entity] = await t.client.call('GET /url/entity', { query: { entity_type: type, slug: french.slug!, lang: 'fr' } });
          const found = entity as Page | Folder;
          expect(found.id, french.slug).toBe(Number(id));
          const [english] = await t.client.call('GET /url/entity', { query: { entity_type: type, slug: found.slugs!.en!, saleplan_id: PRO } });
          expect(english!.id, french.slug).toBe(Number(id));
        }
      }
    });

    it('answers folders, FAQ, tags, stores and reference lists in French', async () => {
      const folder = await t.client.call('GET /folder/:id', { path: { id: 'realiser' }, query: { lang: 'fr', saleplan_id: PART } });
      expect(folder.name).toBe(frenchContent.folders[folder.id]!.body.name);
      const faq = await t.client.call('GET /faq', { query: { lang: 'fr', tags: ['rebouchage'], saleplan_id: PART } });
      expect(faq.items.length).toBeGreaterThan(0);
      expect(faq.items.every((entry) => entry.tags.some((tag) => tag.slug === 'rebouchage'))).toBe(true);
      const tags = await t.client.call('GET /tags', { query: { lang: 'fr' } });
      expect(tags.items.map((tag) => tag.slug)).toEqual(expect.arrayContaining(['rebouchage', 'lissage', 'bois', 'plaques-de-platre']));
      const countries = await t.client.call('GET /country', { query: { lang: 'fr' } });
      const lebanon = countries.items.find((country) => country.iso === 'LB')!;
      expect(lebanon.name).toBe(frenchContent.countries.LB!.name);
    });

    it('falls back to the English document when a translation is missing', async () => {
      await t.queries.deleteFrom('content_translation').where('resource', '=', 'page').where('slug', '=', 'mentions-legales').execute();
      const page = await t.client.call('GET /page/:slug', { path: { slug: 'legal-notice' }, query: { lang: 'fr' } });
      expect(page.slug).toBe('legal-notice');
    });

    it('translates menus and textual settings, and keeps technical settings', async () => {
      const menus = await t.client.call('GET /menu', { query: { lang: 'fr', saleplan_id: PART, code: 'menu_part' } });
      expect(menus.items[0]!.items).toEqual(frenchContent.menus['part:menu_part']);
      const settings = await t.client.call('GET /setting', { query: { lang: 'fr' } });
      const byCode = new Map(settings.map((setting) => [setting.code, setting.values]));
      expect(byCode.get('selling_points_part')).toEqual(frenchContent.settings.selling_points_part);
      expect(byCode.get('choice_guide_part')).toEqual(['work_type', 'application_area', 'support', 'form']);
    });

    it('searches French pages in French only, and dates French sitemap entries', async () => {
      const found = await t.client.call('GET /search', { query: { text: 'histoire', lang: 'fr', tab: 'pages', saleplan_id: PART } });
      expect(found.pages.items.map((item) => item.slug)).toContain('notre-histoire-2');
      expect((await t.client.call('GET /search', { query: { text: 'histoire', tab: 'pages', saleplan_id: PART } })).pages.total).toBe(0);
      const sitemap = await t.client.call('GET /sitemap', { query: { lang: 'fr', saleplan_id: PART } });
      const entry = sitemap.items.find((item) => item.entity_type === 'cms_page' && item.id === history.id)!;
      expect(entry.slug).toBe('notre-histoire-2');
      expect(Number.isNaN(Date.parse(entry.updated_at))).toBe(false);
    });
  });
});
