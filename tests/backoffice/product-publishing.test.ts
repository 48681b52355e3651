/**
 * Publishing products through the back office's write API, with the admin token, on both engines:
 * created whole with its French translation, packs and prices, then read at once in both
 * languages, in its category, by the search and in the event log; replaced; withdrawn. What cannot
 * be stored is refused with a 422 naming each field, and stores nothing.
 */
import { expect, test } from 'vitest';
import type { ApiError } from '../../src/shared/kernel/api/client.ts';
import type { ProductPublication } from '../../src/shared/kernel/api/contract.ts';
import { ADMIN_TOKEN, PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

const failure = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error as ApiError);
const ID = 9100;

/** A GS1 barcode with its check digit, from twelve digits. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

const publication: ProductPublication = {
  reference: 'LWX-P',
  color: '2a9d8f',
  form: 'powder',
  product: {
    slug: 'lime-wall-filler-powder',
    name: 'Lime Wall Filler Powder',
    extract: 'Lime Wall Filler Powder: fills old lime plaster without cracking.',
    description: 'A breathable lime-based filler for old walls, to mix with water.',
  },
  translations: [
    {
      lang: 'fr',
      slug: 'reboucher/enduit-de-rebouchage-a-la-chaux',
      name: 'Enduit de rebouchage à la chaux',
      extract: 'Enduit de rebouchage à la chaux : rebouche les vieux enduits sans fissurer.',
      description: 'Un enduit à la chaux, perméable à la vapeur, pour les murs anciens.',
    },
  ],
  categories_pro: ['filling-compounds'],
  categories_part: ['filling'],
  promoted: [],
  caracteristics: [
    { name: 'work_type', values: ['filling'] },
    { name: 'application_area', values: ['interior', 'exterior'] },
    { name: 'support', values: ['plaster', 'masonry'] },
    { name: 'form', values: ['powder'] },
    { name: 'drying_time', values: ['24'] },
  ],
  variants: [
    { id: 91001, reference: 'LWX-P-010', ean13: ean13('376047190001'), pack_size: 1, price_pro: null, price_part: 9.5 },
    { id: 91002, reference: 'LWX-P-050', ean13: ean13('376047190002'), pack_size: 5, price_pro: 28, price_part: 34.9 },
  ],
};

describeOnEachEngine((t) => {
  const publish = (body: unknown, id: number | string = ID, token: string | null = ADMIN_TOKEN) =>
    t.client.call('PUT /admin/product/:id', { path: { id }, ...(token === null ? {} : { token }), body: body as ProductPublication });
  const productIn = (slug: string, planId: number, lang = 'en') => t.client.call('GET /product/:id', { path: { id: slug }, query: { saleplan_id: planId, lang } });

  test('a product published with its translation is read at once in both languages, listed in its category, found, and logged', async () => {
    const event = await publish(publication);
    expect(event).toMatchObject({ entity_type: 'product', entity_id: ID, action: 'published', slugs: { en: publication.product.slug, fr: publication.translations![0]!.slug } });

    const english = await productIn(publication.product.slug, PART);
    expect(english).toMatchObject({ id: ID, name: 'Lime Wall Filler Powder', reference: 'LWX-P' });
    expect(english.items.map((item) => [item.reference, item.price])).toEqual([
      ['LWX-P-010', 9.5],
      ['LWX-P-050', 34.9],
    ]);
    expect(english.medias.visuel[0]!.url).toBe('/media/product/lime-wall-filler-powder/en/1kg.png');
    // The professionals are sold the priced pack only.
    expect((await productIn(publication.product.slug, PRO)).items.map((item) => item.reference)).toEqual(['LWX-P-050']);
    const french = await productIn(publication.translations![0]!.slug, PART, 'fr');
    expect(french).toMatchObject({ id: ID, name: 'Enduit de rebouchage à la chaux' });
    expect(french.medias.visuel[0]!.url).toBe('/media/product/lime-wall-filler-powder/fr/1kg.png');

    const listing = await t.client.call('GET /product', { query: { saleplan_id: PART, categories: ['filling'], perPage: 100 } });
    expect(listing.items.map((item) => item.id)).toContain(ID);
    for (const [text, lang] of [['lime wall filler', 'en'], ['enduit chaux', 'fr'], ['LWX-P-050', 'en']] as const) {
      const found = await t.client.call('GET /search', { query: { type: 'Suggest', text, lang, saleplan_id: PART } });
      expect(found.products.items[0]?.id, text).toBe(ID);
    }
    const events = await t.client.call('GET /admin/publish-events', { token: ADMIN_TOKEN, query: { after: 0, perPage: 500 } });
    expect(events.at(-1)).toEqual(event);
  });

  test('a publication replaces the product whole: texts, prices, packs, plans', async () => {
    await publish(publication);
    const changed: ProductPublication = {
      ...publication,
      product: { ...publication.product, name: 'Lime Wall Filler Powder 2' },
      categories_pro: [],
      variants: [{ ...publication.variants[1]!, price_pro: null, price_part: 31 }],
    };
    await publish(changed);
    const product = await productIn(publication.product.slug, PART);
    expect(product.name).toBe('Lime Wall Filler Powder 2');
    expect(product.items.map((item) => [item.reference, item.price])).toEqual([['LWX-P-050', 31]]);
    // Sold to individuals only now: the professionals' plan answers so, with where it is sold.
    const notInPlan = await failure(productIn(publication.product.slug, PRO));
    expect(notInPlan?.status).toBe(400);
    expect(notInPlan?.errors).toMatchObject({ exist_in: [PART] });
  });

  test('refuses what cannot be stored, naming each field, and stores nothing', async () => {
    await publish(publication);
    const before = await productIn(publication.product.slug, PART);
    const refused = await failure(
      publish({
        ...publication,
        reference: 'FFS-P',
        product: { ...publication.product, slug: 'fine-finish-smoothing-powder' },
        translations: [{ ...publication.translations![0]!, lang: 'de' }],
        categories_part: ['no-such-category'],
        caracteristics: [
          { name: 'constructor', values: ['x'] },
          { name: 'support', values: ['marble'] },
          { name: 'pack_sizes', values: ['5'] },
        ],
        variants: publication.variants,
      }),
    );
    expect(refused?.status).toBe(422);
    expect(refused?.errors).toMatchObject({
      'translations.0.lang': expect.stringContaining('fr'),
      'categories_part.0': 'No category of this plan has this slug',
      'caracteristics.0.name': 'No characteristic has this name',
      'caracteristics.1.values.0': expect.stringContaining('plaster'),
      'caracteristics.2.name': 'The catalogue derives this characteristic from the packs',
    });
    // The database's checks, once the body's are met: another product's slug, reference and barcode.
    const taken = await failure(
      publish({
        ...publication,
        reference: 'FFS-P',
        product: { ...publication.product, slug: 'fine-finish-smoothing-powder' },
        variants: [{ ...publication.variants[0]!, ean13: ean13('376047110000') }, publication.variants[1]!],
      }),
    );
    expect(taken?.status).toBe(422);
    expect(Object.keys(taken?.errors ?? {}).sort()).toEqual(['product.slug', 'reference', 'variants.0.ean13']);
    expect(await productIn(publication.product.slug, PART)).toEqual(before);
    expect((await failure(publish(publication, ID, null)))?.status).toBe(401);
  });

  test('a withdrawn product is no longer sold nor listed in any plan, and its event names its slugs', async () => {
    await publish(publication);
    const event = await t.client.call('DELETE /admin/product/:id', { path: { id: ID }, token: ADMIN_TOKEN });
    expect(event).toMatchObject({ entity_type: 'product', entity_id: ID, action: 'withdrawn', slugs: { en: publication.product.slug, fr: publication.translations![0]!.slug } });
    for (const planId of [PART, PRO]) expect((await failure(productIn(publication.product.slug, planId)))?.status).toBe(404);
    const listing = await t.client.call('GET /product', { query: { saleplan_id: PART, perPage: 100, text: 'lime wall filler' } });
    expect(listing.items.map((item) => item.id)).not.toContain(ID);
    expect((await failure(t.client.call('DELETE /admin/product/:id', { path: { id: ID }, token: ADMIN_TOKEN })))?.status).toBe(404);
  });
});
