/**
 * The catalogue's definitions on both engines (decision 186), loaded once at start: the category
 * tree of each plan with its texts per language and, for each category, how many products of its
 * plan it holds with its descendants; the characteristics with their options, in order, labelled
 * in a language where translated and in the base language elsewhere.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CaracteristicCatalog } from '../../src/backoffice/catalogue/caracteristic-catalog.ts';
import { CategoryRepository } from '../../src/backoffice/catalogue/category-repository.ts';
import type { SalesPlan } from '../../src/shared/kernel/api/contract.ts';
import { bothEngines, SITE_ID, type EngineUnderTest } from '../support/both-engines.ts';

const PRO = 21;
const PART = 22;
const proPlan: SalesPlan = { id: PRO, target: 'pro', label: 'Professionals', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 };

describe.each(bothEngines)('on %s', (_name, start) => {
  let engine: EngineUnderTest;
  beforeAll(async () => {
    engine = await start();
    const { queries } = engine.databases[0];
    await queries
      .insertInto('sales_plan')
      .values([
        { id: PRO, site_id: SITE_ID, target: 'pro', label: 'Professionals', currency_code: 'GBP', currency_symbol: '£', tax_rate: 0.2 },
        { id: PART, site_id: SITE_ID, target: 'part', label: 'Individuals', currency_code: 'GBP', currency_symbol: '£', tax_rate: 0.2 },
      ])
      .execute();
    const category = (id: number, plan: number, parent: number | null, slug: string, position: number) => ({
      id, sales_plan_id: plan, parent_id: parent, slug, name: slug.replace(/-/g, ' '), description: '', position, color: '#fff', updated_at: '2026-11-01',
    });
    await queries
      .insertInto('category')
      .values([category(1, PRO, null, 'fillers', 1), category(2, PRO, 1, 'smoothing', 2), category(3, PRO, 1, 'repair', 3), category(4, PART, null, 'fillers-diy', 1)])
      .execute();
    await queries.insertInto('category_translation').values({ category_id: 2, lang: 'fr', sales_plan_id: PRO, slug: 'lissage', name: 'Lissage', description: '', updated_at: '2026-11-02' }).execute();
    const product = (id: number) => ({
      id, site_id: SITE_ID, slug: `product-${id}`, reference: `R${id}`, name: `Product ${id}`, extract: '', description: '', color: 'white', form: 'powder', medias: '{}', created_at: '2026-10-01',
    });
    await queries.insertInto('product').values([product(10), product(11), product(12)]).execute();
    // 10 is in two subcategories of the professionals' tree, 11 in one, 12 is sold to individuals only.
    await queries.insertInto('product_plan').values([{ product_id: 10, sales_plan_id: PRO, position: 1 }, { product_id: 11, sales_plan_id: PRO, position: 2 }, { product_id: 12, sales_plan_id: PART, position: 1 }]).execute();
    await queries
      .insertInto('product_category')
      .values([{ product_id: 10, category_id: 2 }, { product_id: 10, category_id: 3 }, { product_id: 11, category_id: 3 }, { product_id: 12, category_id: 2 }, { product_id: 12, category_id: 4 }])
      .execute();
    await queries
      .insertInto('caracteristic')
      .values([
        { technical_name: 'drying_time', label: 'Drying time', unit: 'h', kind: 'number', filterable: 0, position: 2 },
        { technical_name: 'support', label: 'Support', unit: null, kind: 'choice', filterable: 1, position: 1 },
      ])
      .execute();
    await queries
      .insertInto('caracteristic_option')
      .values([
        { technical_name: 'support', value: 'wood', label: 'Wood', position: 2 },
        { technical_name: 'support', value: 'plaster', label: 'Plaster', position: 1 },
      ])
      .execute();
    await queries.insertInto('caracteristic_translation').values({ technical_name: 'support', lang: 'fr', label: 'Support' }).execute();
    await queries.insertInto('caracteristic_option_translation').values({ technical_name: 'support', value: 'plaster', lang: 'fr', label: 'Plâtre' }).execute();
  }, 60_000);
  afterAll(() => engine?.close());

  test("a plan's tree, with each category's products of its plan counted with its descendants, named in a language where translated", async () => {
    const categories = await CategoryRepository.load(engine.databases[1].queries);
    const [fillers] = categories.list(proPlan, { depth: 1, parentId: null }, 'fr');
    expect(fillers).toMatchObject({ id: 1, slug: 'fillers', products_count: 2, target: 'pro' });
    expect(fillers!.childs!.map(({ id, slug, name, products_count }) => ({ id, slug, name, products_count }))).toEqual([
      { id: 2, slug: 'lissage', name: 'Lissage', products_count: 1 },
      { id: 3, slug: 'repair', name: 'repair', products_count: 2 },
    ]);
    // A French slug is found in its plan; the base slug still answers.
    expect(categories.find('lissage', { planId: PRO, lang: 'fr' })?.id).toBe(2);
    expect(categories.find('smoothing', { planId: PRO, lang: 'fr' })?.id).toBe(2);
    expect(categories.find('lissage', { planId: PART, lang: 'fr' })).toBeUndefined();
    expect(categories.parentsOf(2, 'en')).toEqual([{ id: 1, slug: 'fillers', name: 'fillers' }]);
    expect(Object.fromEntries(categories.slugsOf(categories.find('2', { planId: PRO, lang: 'en' })!))).toEqual({ en: 'smoothing', fr: 'lissage' });
    expect(categories.ofPlan(PART).map((row) => [row.id, categories.get(row, { depth: 0, parents: false }, 'en').products_count])).toEqual([[4, 1]]);
  });

  test('characteristics in their order, options in theirs, labelled in a language where translated', async () => {
    const caracteristics = await CaracteristicCatalog.load(engine.databases[1].queries);
    expect(caracteristics.filterable('fr').map((definition) => definition.technicalName)).toEqual(['support']);
    const rows = [
      { technical_name: 'drying_time', value: '24' },
      { technical_name: 'drying_time', value: '2' },
      { technical_name: 'support', value: 'wood' },
      { technical_name: 'support', value: 'plaster' },
    ];
    expect(caracteristics.describe(rows, 'fr')).toEqual({
      support: { technical_name: 'support', label: 'Support', value: 'Plâtre, Wood', values: ['plaster', 'wood'], unit: null },
      // Numbers as the language writes them: a French list ends with "et", so no comma reads as a decimal one.
      drying_time: { technical_name: 'drying_time', label: 'Drying time', value: '2 et 24', values: ['2', '24'], unit: 'h' },
    });
    expect(caracteristics.describe([{ technical_name: 'drying_time', value: '1.5' }, ...rows.slice(0, 2)], 'fr').drying_time!.value).toBe('1,5, 2 et 24');
    expect(caracteristics.describe([{ technical_name: 'drying_time', value: '1.5' }, ...rows.slice(0, 2)], 'en').drying_time!.value).toBe('1.5, 2, 24');
    // A language no one writes (a document path's) reads as the base language.
    expect(caracteristics.describe(rows, 'not a language!').drying_time!.value).toBe('2, 24');
    expect(Object.keys(caracteristics.describe(rows, 'fr'))).toEqual(['support', 'drying_time']);
    expect(caracteristics.optionLabel('support', 'plaster', 'en')).toBe('Plaster');
  });
});
