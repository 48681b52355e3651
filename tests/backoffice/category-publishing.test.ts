/**
 * Publishing categories through the back office's write API, with the admin token, on both
 * engines: created under a range with its French translation, read at once in both languages and
 * in its parent's children, a product listed in it; replaced; withdrawn once empty. What cannot be
 * stored (a parent of another plan, a loop, slugs other categories hold) is refused with a 422
 * naming each field, and stores nothing.
 */
import { expect, test } from 'vitest';
import type { ApiError } from '../../src/shared/kernel/api/client.ts';
import type { CategoryPublication, ProductPublication } from '../../src/shared/kernel/api/contract.ts';
import { ADMIN_TOKEN, PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

const failure = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error as ApiError);
const ID = 700;

const publication: CategoryPublication = {
  target: 'part',
  parent: 'filling',
  color: 'B5651D',
  category: { slug: 'wood-filling', name: 'Wood filling', description: 'Fillers for doors, window frames and floorboards, to sand and varnish.' },
  translations: [{ lang: 'fr', slug: 'reboucher-le-bois', name: 'Reboucher le bois', description: 'Les enduits des portes, des fenêtres et des parquets, à poncer et vernir.' }],
};

const product: ProductPublication = {
  reference: 'WDX-P',
  color: 'b5651d',
  form: 'paste',
  product: { slug: 'wood-filler-paste', name: 'Wood Filler Paste', extract: 'Fills cracks in wood.', description: 'A paste for wood, to sand once dry.' },
  translations: [{ lang: 'fr', slug: 'reboucher/pate-a-bois', name: 'Pâte à bois', extract: 'Rebouche le bois.', description: 'Une pâte pour le bois, à poncer une fois sèche.' }],
  categories_part: ['wood-filling'],
  caracteristics: [{ name: 'form', values: ['paste'] }],
  variants: [{ id: 97001, reference: 'WDX-P-005', ean13: '3760471970017', pack_size: 0.5, price_pro: null, price_part: 8.4 }],
};

describeOnEachEngine((t) => {
  const publish = (body: unknown, id: number | string = ID, token: string | null = ADMIN_TOKEN) =>
    t.client.call('PUT /admin/category/:id', { path: { id }, ...(token === null ? {} : { token }), body: body as CategoryPublication });
  const withdraw = (id: number | string = ID) => t.client.call('DELETE /admin/category/:id', { path: { id }, token: ADMIN_TOKEN });
  const colourOf = async (id: number) => (await t.queries.selectFrom('category').select('color').where('id', '=', id).executeTakeFirst())?.color;
  const categoryIn = (slug: string, lang = 'en', planId = PART) => t.client.call('GET /category/:id', { path: { id: slug }, query: { saleplan_id: planId, lang, parents: 1 } });

  test('a category published under a range is read at once in both languages, among its parent’s children, and logged', async () => {
    const event = await publish(publication);
    expect(event).toMatchObject({ entity_type: 'category', entity_id: ID, action: 'published', slugs: { en: 'wood-filling', fr: 'reboucher-le-bois' } });
    const english = await categoryIn('wood-filling');
    expect(english).toMatchObject({ id: ID, name: 'Wood filling', products_count: 0 });
    expect(await colourOf(ID)).toBe('b5651d');
    expect(english.parent_id).toBe((await categoryIn('filling')).id);
    expect(await categoryIn('reboucher-le-bois', 'fr')).toMatchObject({ id: ID, name: 'Reboucher le bois' });
    const parent = await t.client.call('GET /category/:id', { path: { id: 'filling' }, query: { saleplan_id: PART, lang: 'en', depth: 1 } });
    expect(parent.childs?.map((child) => child.slug)).toContain('wood-filling');
    const events = await t.client.call('GET /admin/publish-events', { token: ADMIN_TOKEN, query: { after: 0, perPage: 500 } });
    expect(events.at(-1)).toEqual(event);
  });

  test('a product published in it is counted and listed; the category cannot be withdrawn until the product moves', async () => {
    await publish(publication);
    const listed = await failure(t.client.call('PUT /admin/product/:id', { path: { id: 9700 }, token: ADMIN_TOKEN, body: product }));
    expect(listed?.errors).toBeUndefined();
    expect((await categoryIn('wood-filling')).products_count).toBe(1);
    const listing = await t.client.call('GET /product', { query: { saleplan_id: PART, categories: ['wood-filling'], perPage: 10 } });
    expect(listing.items.map((item) => item.id)).toEqual([9700]);

    const refused = await failure(withdraw());
    expect(refused?.status).toBe(422);
    expect(refused?.errors).toEqual({ id: '1 products are listed in it: publish them in other categories first' });
    await t.client.call('PUT /admin/product/:id', { path: { id: 9700 }, token: ADMIN_TOKEN, body: { ...product, categories_part: ['filling'] } });

    const event = await withdraw();
    expect(event).toMatchObject({ entity_type: 'category', entity_id: ID, action: 'withdrawn', slugs: { en: 'wood-filling', fr: 'reboucher-le-bois' } });
    expect((await failure(categoryIn('wood-filling')))?.status).toBe(404);
    expect((await failure(categoryIn('reboucher-le-bois', 'fr')))?.status).toBe(404);
    expect((await failure(withdraw()))?.status).toBe(404);
  });

  test('a publication replaces the category whole: texts, colour, parent, translations', async () => {
    await publish(publication);
    await publish({ ...publication, parent: null, color: '2a9d8f', category: { ...publication.category, name: 'Wood' }, translations: [] });
    const category = await categoryIn('wood-filling');
    expect(category).toMatchObject({ name: 'Wood', parent_id: null });
    expect(await colourOf(ID)).toBe('2a9d8f');
    expect((await failure(categoryIn('reboucher-le-bois', 'fr')))?.status).toBe(404);
    await withdraw();
  });

  test('refuses what cannot be stored, naming each field, and stores nothing', async () => {
    const filling = await categoryIn('filling');
    // Body rules first: the schema's messages.
    const malformed = await failure(publish({ ...publication, color: 'brown', category: { ...publication.category, slug: 'Wood Filling' } }));
    expect(malformed?.status).toBe(422);
    expect(malformed?.errors).toEqual({ color: 'The colour field is invalid.', 'category.slug': 'The slug field is invalid.' });
    // Then the database's: slugs held by other categories, a parent of another plan, a language the site lacks.
    const taken = await failure(
      publish({
        ...publication,
        parent: 'filling-compounds',
        category: { ...publication.category, slug: 'filling' },
        translations: [{ ...publication.translations![0]!, slug: (await categoryIn(filling.slug, 'fr')).slug }, { ...publication.translations![0]!, lang: 'de' }],
      }),
    );
    expect(taken?.status).toBe(422);
    expect(taken?.errors).toMatchObject({ 'translations.1.lang': expect.stringContaining('fr') });
    const inDatabase = await failure(
      publish({ ...publication, parent: 'filling-compounds', category: { ...publication.category, slug: 'filling' }, translations: [{ ...publication.translations![0]!, slug: (await categoryIn(filling.slug, 'fr')).slug }] }),
    );
    expect(inDatabase?.errors).toEqual({
      parent: 'No category of this plan has this slug',
      'category.slug': `Category ${filling.id} has this slug`,
      'translations.0.slug': `Category ${filling.id} has this slug in this language`,
    });
    expect((await failure(categoryIn('wood-filling')))?.status).toBe(404);

    // No loop: a range cannot go under its own sub-category; a category keeps its plan.
    await publish(publication);
    const loop = await failure(publish({ target: 'part', parent: 'wood-filling', color: 'f39200', category: { slug: 'filling', name: filling.name, description: 'x' } }, filling.id));
    expect(loop?.errors).toEqual({ parent: 'A category cannot be put under itself or one of its sub-categories' });
    const moved = await failure(publish({ ...publication, target: 'pro', parent: 'filling-compounds' }));
    expect(moved?.errors).toEqual({ target: 'A category stays in its plan: withdraw it and publish a new one in the other' });
    expect((await categoryIn('filling')).parent_id).toBeNull();

    // A range with sub-categories is not withdrawn.
    expect((await failure(withdraw(filling.id)))?.errors).toEqual({ id: expect.stringContaining('withdraw or move its sub-categories first') });
    await withdraw();
    expect((await categoryIn('filling', 'en', PART)).id).toBe(filling.id);
    expect((await t.client.call('GET /category', { query: { saleplan_id: PRO } })).items.length).toBeGreaterThan(0);
  });

  test('refuses without the admin token, and an id that is not a whole number from 1', async () => {
    expect((await failure(publish(publication, ID, null)))?.status).toBe(401);
    expect((await failure(publish(publication, 'x')))?.status).toBe(404);
    expect((await failure(publish(publication, 0)))?.status).toBe(404);
  });
});
