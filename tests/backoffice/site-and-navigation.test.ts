import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  describe('GET /site', () => {
    it('answers the site of a forwarded host with its languages and sales plans', async () => {
      const [site] = await t.client.call('GET /site', { query: { url: 'https://www.wallfiller-demo.example/contact' } });
      expect(site).toMatchObject({ id: 9, iso: 'lb', languages: [{ code: 'en', default: true }, { code: 'fr', default: false }] });
      expect(site!.salesplan.map((plan) => [plan.id, plan.target, plan.currency.symbol])).toEqual([
        [PRO, 'pro', '£'],
        [PART, 'part', '£'],
      ]);
    });

    it('falls back to the default site for an unknown host, and lists the sister sites without url', async () => {
      expect((await t.client.call('GET /site', { query: { url: 'some-laptop:3000' } }))[0]!.id).toBe(9);
      const all = await t.client.call('GET /site');
      expect(all.map((site) => site.iso).sort()).toEqual(['ae', 'be', 'ch', 'es', 'fr', 'lb', 'ma', 'nl', 'pl', 'tn', 'uk']);
      expect((await t.client.call('GET /site/:id', { path: { id: 4 } })).iso).toBe('uk');
    });
  });

  describe('common params', () => {
    it('rejects an unknown site, language or plan with a 400 naming the param', async () => {
      for (const [query, field] of [
        [{ site_id: 999 }, 'site_id'],
        [{ lang: 'xx' }, 'lang'],
        [{ sales_plan_id: 999 }, 'sales_plan_id'],
      ] as const) {
        const error = await t.client.call('GET /setting', { query }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).errors).toHaveProperty(field);
      }
    });
  });

  describe('GET /setting', () => {
    it('lists the settings with both phone numbers, coatings links, social links and selling points', async () => {
      const settings = await t.client.call('GET /setting');
      const codes = new Map(settings.map((setting) => [setting.code, setting.values]));
      for (const code of ['phone_lb', 'phone_ae', 'link_enduit_pro', 'link_enduit_part', 'link_facebook', 'link_youtube', 'link_pinterest', 'link_instagram', 'link_linkedin']) {
        expect(codes.get(code)?.[0], code).toBeTruthy();
      }
      expect(codes.get('selling_points_part')!.length).toBeGreaterThan(2);
      expect(await t.client.call('GET /setting', { query: { code: 'phone_ae' } })).toEqual([{ code: 'phone_ae', values: ['+971 4 000 0000'] }]);
    });
  });

  describe('GET /menu', () => {
    it('answers the menus of the requested plan, with childs, pushes, colours and the special codes', async () => {
      const pro = await t.client.call('GET /menu', { query: { sales_plan_id: PRO } });
      expect(pro.items.map((menu) => menu.code)).toEqual(['menu_pro', 'menu_prefooter_pro', 'menu_footer_pro']);
      const main = pro.items[0]!.items;
      expect(main[0]!.childs.length).toBe(9);
      expect(main[0]!.pushes[0]).toMatchObject({ titre: expect.any(String), visuel: { url: expect.stringMatching(/^\/media\//), webp: expect.stringMatching(/\.webp$/) } });
      expect(main[0]!.color).toMatch(/^[0-9a-f]{6}_/);
      expect(main.some((link) => link.code === 'guide_de_choix')).toBe(true);
      expect(pro.items[1]!.items.some((link) => link.code === 'top_produit')).toBe(true);

      const part = await t.client.call('GET /menu', { query: { sales_plan_id: PART, code: 'menu_part' } });
      expect(part.items).toHaveLength(1);
      expect(part.items[0]!.items[0]!.childs.length).toBe(11);
    });
  });

  describe('GET /category', () => {
    it('lists the 9 professional and 11 consumer categories, with childs at depth 1', async () => {
      const pro = await t.client.call('GET /category', { query: { depth: 0 } });
      expect(pro.items).toHaveLength(9);
      expect(pro.items[0]!.childs).toBeUndefined();
      const part = await t.client.call('GET /category', { query: { depth: 1, saleplan_id: PART } });
      expect(part.items).toHaveLength(11);
      const filling = part.items.find((category) => category.slug === 'filling')!;
      expect(filling.childs!.map((child) => child.slug)).toEqual(['small-holes-and-cracks', 'large-holes-and-gaps']);
      expect(filling.products_count).toBeGreaterThan(filling.childs![0]!.products_count);
    });

    it('answers one category with its parents', async () => {
      const category = await t.client.call('GET /category/:id', { path: { id: 'large-holes-and-gaps' }, query: { sales_plan_id: PART, parents: 1 } });
      expect(category.parents).toEqual([{ id: expect.any(Number), slug: 'filling', name: 'Filling' }]);
    });
  });
});
