/**
 * What a product page needs of the back office beyond the product itself: the products to use
 * with it (a relation per sales plan), pack sizes that are the plan's variants, and stores that
 * say whom they serve.
 */
import { describe, expect, it } from 'vitest';
import { PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  describe('a product’s companions (use it with)', () => {
    it('every product of both plans has products to use with it, sold in the same plan, in the order of the work', async () => {
      const steps = ['primer', 'filler', 'finish'];
      for (const plan of [PRO, PART]) {
        const page = await t.client.call('GET /product', { query: { saleplan_id: plan, perPage: 100 } });
        const sold = new Set(page.items.map((product) => product.id));
        for (const summary of page.items) {
          const product = await t.client.call('GET /product/:id', { path: { id: summary.id }, query: { saleplan_id: plan } });
          expect(product.use_with.length, `${product.name} in plan ${plan}`).toBeGreaterThan(0);
          for (const companion of product.use_with) {
            expect(companion.id).not.toBe(product.id);
            expect(sold.has(companion.id), `${companion.name} is sold in plan ${plan}`).toBe(true);
            expect(steps).toContain(companion.role);
            expect(companion).toMatchObject({ slug: expect.any(String), name: expect.any(String), cover: { url: expect.stringMatching(/^\/media\//) } });
          }
          const order = product.use_with.map((companion) => steps.indexOf(companion.role));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }
    });

    it('pairs a finishing coat with a primer and a filler, in the language asked', async () => {
      const product = await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' }, query: { saleplan_id: PART } });
      expect(product.use_with.map((companion) => [companion.role, companion.name])).toEqual([
        ['primer', 'Bonding Primer for Fillers'],
        ['filler', 'Multi-Purpose Filler Powder'],
      ]);
      const french = await t.client.call('GET /product/:id', { path: { id: product.id }, query: { saleplan_id: PART, lang: 'fr' } });
      expect(french.use_with.map((companion) => companion.id)).toEqual(product.use_with.map((companion) => companion.id));
      expect(french.use_with[0]!.name).not.toBe(product.use_with[0]!.name);
    });
  });

  describe('pack sizes', () => {
    it('the pack_sizes characteristic lists the sizes of the variants sold in the plan', async () => {
      for (const plan of [PRO, PART]) {
        const page = await t.client.call('GET /product', { query: { saleplan_id: plan, perPage: 100 } });
        for (const summary of page.items) {
          const product = await t.client.call('GET /product/:id', { path: { id: summary.id }, query: { saleplan_id: plan } });
          expect(product.caracteristics.pack_sizes?.values.map(Number), product.name).toEqual(product.items.map((item) => item.pack_size));
        }
      }
      const pro = await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' }, query: { saleplan_id: PRO } });
      expect(pro.caracteristics.pack_sizes!.value).toBe('5, 15, 25');
      const part = await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' }, query: { saleplan_id: PART } });
      expect(part.caracteristics.pack_sizes!.value).toBe('1, 5, 15, 25');
    });
  });

  describe('stores', () => {
    it('say whom they serve: DIY stores consumers, builders’ merchants and distributors professionals', async () => {
      const stores = await t.client.call('GET /store-locator', { query: { type: 'store' } });
      const byName = new Map(stores.items.map((store) => [store.name, store.audience]));
      expect(byName.get('Achrafieh DIY Centre')).toBe('part');
      expect(byName.get('Mussafah Builders Mart')).toBe('pro');
      const distributors = await t.client.call('GET /store-locator', { query: { type: 'distributor' } });
      expect(distributors.items.every((store) => store.audience === 'pro')).toBe(true);
      const french = await t.client.call('GET /store-locator', { query: { type: 'store', lang: 'fr' } });
      expect(french.items.map((store) => store.audience)).toEqual(stores.items.map((store) => store.audience));
    });
  });
});
