import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { NOT_AVAILABLE_IN_SALEPLAN } from '../../src/shared/kernel/api/contract.ts';
import { isValidEan13 } from '../../src/backoffice/demo/data/barcodes.ts';
import { PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  describe('GET /product', () => {
    it('pages through the plan’s products with data.items and data.total', async () => {
      const first = await t.client.call('GET /product', { query: { perPage: 10, page: 1 } });
      const second = await t.client.call('GET /product', { query: { perPage: 10, page: 2 } });
      expect(first.total).toBeGreaterThanOrEqual(30);
      expect(first.items).toHaveLength(10);
      expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
      const part = await t.client.call('GET /product', { query: { saleplan_id: PART, perPage: 100 } });
      const pro = await t.client.call('GET /product', { query: { saleplan_id: PRO, perPage: 100 } });
      const union = new Set([...part.items, ...pro.items].map((product) => product.id));
      expect(union.size).toBeGreaterThanOrEqual(60);
      expect(part.items.some((product) => !pro.items.some((other) => other.id === product.id))).toBe(true);
    });

    it('filters by category (with its sub-categories), characteristics, text and price, and orders', async () => {
      const filling = await t.client.call('GET /product', { query: { saleplan_id: PART, categories: ['filling'], perPage: 100 } });
      const small = await t.client.call('GET /product', { query: { saleplan_id: PART, categories: ['small-holes-and-cracks'], perPage: 100 } });
      expect(small.items.every((product) => filling.items.some((other) => other.id === product.id))).toBe(true);

      const exterior = await t.client.call('GET /product', { query: { caracteristics: { application_area: ['exterior'], form: ['paste'] }, perPage: 100 } });
      expect(exterior.total).toBeGreaterThan(0);
      for (const product of exterior.items) {
        expect(product.caracteristics.application_area!.values).toContain('exterior');
        expect(product.caracteristics.form!.values).toEqual(['paste']);
      }

      const byText = await t.client.call('GET /product', { query: { text: 'wood' } });
      // The search also reads characteristics (decision 150): a filler for wood supports is found.
      const searchedText = (product: (typeof byText.items)[number]) =>
        `${product.name} ${product.extract} ${product.categories.map((c) => c.name).join(' ')} ${Object.values(product.caracteristics).flatMap((c) => c.values).join(' ')}`;
      expect(byText.items.length).toBeGreaterThan(0);
      expect(byText.items.every((product) => /wood/i.test(searchedText(product)))).toBe(true);

      const cheap = await t.client.call('GET /product', { query: { price: { max: 10 }, orderBy: 'price_asc', perPage: 100 } });
      const prices = cheap.items.map((product) => product.price.min);
      expect(prices.every((price) => price <= 10)).toBe(true);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);

      const named = await t.client.call('GET /product', { query: { orderBy: 'name_desc', perPage: 5 } });
      expect(named.items.map((product) => product.name)).toEqual([...named.items.map((product) => product.name)].sort().reverse());
    });

    it('answers the 5 promoted products of the footer', async () => {
      const promoted = await t.client.call('GET /product', { query: { perPage: 5, page: 1, promoted: 1 } });
      expect(promoted.items.length).toBeGreaterThan(0);
      expect(promoted.items.every((product) => product.promoted)).toBe(true);
    });

    it('rejects malformed params with a 400 naming them', async () => {
      expect((await failure(t.client.call('GET /product', { query: { perPage: 0 } }))).errors).toHaveProperty('perPage');
      const raw = await fetch(`${t.backoffice.url}/product?price=notjson`);
      expect(raw.status).toBe(400);
      expect(await raw.json()).toEqual({ errors: { price: expect.any(String) } });
    });
  });

  describe('GET /product/{id} and the plan fallback', () => {
    it('answers a product by id or slug with medias, characteristics and valid EAN-13 items', async () => {
      const product = await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' }, query: { saleplan_id: PART } });
      // One packshot per pack size the plan sells, in item order; the cover is the first pack's.
      expect(product.medias.visuel.map((picture) => picture.url)).toEqual(
        [1, 5, 15, 25].map((packSize) => `/media/product/fine-finish-smoothing-powder/en/${packSize}kg.png`),
      );
      expect(product.medias.visuel[0]).toMatchObject({
        webp: '/media/product/fine-finish-smoothing-powder/en/1kg.webp',
        avif: '/media/product/fine-finish-smoothing-powder/en/1kg.avif',
        alt: 'Fine Finish Smoothing Powder 1\u00A0kg',
        width: 240,
        widths: [240, 480, 720],
        large: { url: '/media/product/fine-finish-smoothing-powder/en/1kg.png', width: 480, height: 480, widths: [480, 720, 960, 1200, 1600] },
      });
      const { large: _large, ...cover } = product.medias.visuel[0]!;
      expect(product.cover).toEqual(cover);
      // Professionals are sold no pack under 4 kg: their packshots are those of their packs, the n-th the n-th item's.
      const pro = await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' }, query: { saleplan_id: PRO } });
      expect(pro.items.map((item) => item.pack_size)).toEqual([5, 15, 25]);
      expect(pro.medias.visuel.map((picture) => picture.alt)).toEqual(pro.items.map((item) => `Fine Finish Smoothing Powder ${item.pack_size}\u00A0kg`));
      expect(pro.cover.url).toBe('/media/product/fine-finish-smoothing-powder/en/5kg.png');
      expect(product.medias.PICTO.length).toBeGreaterThan(0);
      expect(product.medias.AMBIANCE.length).toBe(1);
      // The size once the sheet is typeset, in the background (media.test.ts).
      expect(product.medias.MEDIA).toEqual([
        { title: 'FICHES_QCE', url: '/media/sheet/en/fine-finish-smoothing-powder.pdf', type: 'pdf', size_bytes: expect.toBeOneOf([null, expect.any(Number)]) },
      ]);
      expect(product.caracteristics.consumption).toMatchObject({ values: ['0.3'], unit: 'kg/m²/mm' });
      expect(product.items.length).toBeGreaterThan(0);
      for (const item of product.items) {
        expect(isValidEan13(item.ean13)).toBe(true);
        expect(item.gtin14).toBe(`0${item.ean13}`);
        expect(item.price_with_tax).toBeGreaterThan(item.price);
      }
      expect((await t.client.call('GET /product/:id', { path: { id: product.id } })).slug).toBe(product.slug);
    });

    it('answers 400 not_available_in_this_saleplan with exist_in for a product of the other plan only', async () => {
      const partOnly = await t.client.call('GET /product/:id', { path: { id: 'crack-and-hole-filler-paste' }, query: { sales_plan_id: PART } });
      expect(partOnly.exist_in).toEqual([PART]);
      const error = await failure(t.client.call('GET /product/:id', { path: { id: 'crack-and-hole-filler-paste' }, query: { sales_plan_id: PRO, saleplan_id: PRO } }));
      expect(error.status).toBe(400);
      expect(error.errors).toMatchObject({ status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: [PART] });

      const proOnly = await failure(t.client.call('GET /url/entity', { query: { entity_type: 'product', slug: 'airless-spray-smoothing', saleplan_id: PART } }));
      expect(proOnly.errors).toMatchObject({ status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: [PRO] });
    });

    it('answers 404 for an unknown product', async () => {
      expect((await failure(t.client.call('GET /product/:id', { path: { id: 'no-such-product' } }))).status).toBe(404);
    });
  });

  describe('GET /product/scan/{code}', () => {
    it('finds the product and item of a barcode padded to 14 digits, and reports unknown codes', async () => {
      const product = await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' } });
      const item = product.items[1]!;
      const found = await t.client.call('GET /product/scan/:code', { path: { code: item.ean13.padStart(14, '0') } });
      expect(found.product!.id).toBe(product.id);
      expect(found.item!.reference).toBe(item.reference);
      expect((await t.client.call('GET /product/scan/:code', { path: { code: item.ean13 } })).item!.id).toBe(item.id);
      expect(await t.client.call('GET /product/scan/:code', { path: { code: '00000000000017' } })).toEqual({ error: expect.any(String) });
      expect((await failure(t.client.call('GET /product/scan/:code', { path: { code: 'abc' } }))).status).toBe(400);
    });
  });

  describe('GET /filters-products', () => {
    it('answers the facets of a listing, each counted under the other filters, and the price range', async () => {
      const facets = await t.client.call('GET /filters-products', { query: { caracteristics: { application_area: ['exterior'] } } });
      const area = facets.application_area!;
      expect(area.type).toBe('choice');
      if (area.type !== 'choice') return;
      expect(area.data.map((option) => option.value)).toEqual(['interior', 'exterior']);
      const exteriorProducts = await t.client.call('GET /product', { query: { caracteristics: { application_area: ['exterior'] } } });
      const formCount = facets.form!.type === 'choice' ? facets.form!.data.reduce((sum, option) => sum + option.count, 0) : 0;
      expect(formCount).toBe(exteriorProducts.total);
      expect(facets.price).toMatchObject({ type: 'range', data: { min: expect.any(Number), max: expect.any(Number) } });
    });

    it('answers the choice guide in order, narrowing each filter by the answers before it', async () => {
      const part = await t.client.call('GET /filters-products', { query: { guide_de_choix: 1, saleplan_id: PART } });
      expect(Object.keys(part)).toEqual(['work_type', 'application_area', 'support', 'form']);
      const pro = await t.client.call('GET /filters-products', { query: { guide_de_choix: 1 } });
      expect(Object.keys(pro)).toEqual(['work_type', 'support', 'form', 'finish']);
      const narrowed = await t.client.call('GET /filters-products', { query: { guide_de_choix: 1, caracteristics: { work_type: ['jointing'] } } });
      const supports = narrowed.support!.data as { value: string }[];
      expect(supports.map((option) => option.value)).toContain('plasterboard');
      expect(supports.length).toBeLessThan((pro.support!.data as unknown[]).length);
    });
  });
});
