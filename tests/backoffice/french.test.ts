import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UrlEntityType } from '../../src/shared/kernel/api/contract.ts';
import { PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  const PLAN_OF_TREE = { particuliers: PART, professionnels: PRO } as const;

  /** The legacy product and category destinations of redirects.csv, with the plan of their tree. */
  function legacyDestinations(): { path: string; planId: number; type: 'product' | 'category'; slug: string }[] {
    const targets = readFileSync(new URL('../../redirects.csv', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.split(',')[1]?.trim() ?? '');
    const found = new Map<string, { path: string; planId: number; type: 'product' | 'category'; slug: string }>();
    for (const path of targets) {
      const match = /^\/fr\/enduit-(particuliers|professionnels)\/(product|categorie)\/(.+)$/.exec(path);
      if (match === null) continue;
      const [, tree, kind, slug] = match as unknown as [string, keyof typeof PLAN_OF_TREE, string, string];
      found.set(path, { path, planId: PLAN_OF_TREE[tree], type: kind === 'product' ? 'product' : 'category', slug });
    }
    return [...found.values()];
  }

  describe('lang=fr', () => {
    it('answers products in French: name, texts, characteristics, pictos, alt texts, and the legacy slug form', async () => {
      const [product] = await t.client.call('GET /url/entity', {
        query: { entity_type: 'product', slug: 'lisser-en-finition/lissage-fin-poudre', lang: 'fr', saleplan_id: PART, parents: 1 },
      });
      if (product === undefined || !('reference' in product)) throw new Error('Expected a product');
      expect(product).toMatchObject({
        slug: 'lisser-en-finition/lissage-fin-poudre',
        name: 'Lissage Finition Fine poudre',
        reference: 'FFS-P',
        categories: [{ slug: 'lisser-en-finition', name: 'Lisser en finition' }],
        caracteristics: {
          form: { label: 'Forme', value: 'Poudre' },
          work_type: { label: 'Type de travaux', value: 'Lisser' },
          // Measures as French writes them (decision 195); the machine values stay as they are.
          thickness_min: { value: '0,5', values: ['0.5'] },
          consumption: { value: '0,3', values: ['0.3'] },
          pack_sizes: { value: '1, 5, 15 et 25', values: ['1', '5', '15', '25'] },
        },
      });
      expect(product.description).toContain('Appliquer de 0,5 à 3\u00A0mm par couche');
      expect(product.medias.PICTO.map((picto) => picto.title)).toContain('Intérieur');
      expect(product.medias.AMBIANCE[0]!.alt).toBe('Lissage Finition Fine poudre en situation');
      const [english] = await t.client.call('GET /url/entity', { query: { entity_type: 'product', slug: 'fine-finish-smoothing-powder', saleplan_id: PART } });
      if (english === undefined || !('reference' in english)) throw new Error('Expected a product');
      expect(english).toMatchObject({ id: product.id, name: 'Fine Finish Smoothing Powder', caracteristics: { thickness_min: { value: '0.5' }, pack_sizes: { value: '1, 5, 15, 25' } } });
      expect(product.items).toEqual(english.items);
      // One packshot per pack, lettered in French: the files differ by language, not the packs.
      expect(product.medias.visuel.map((picture) => picture.url)).toEqual(english.medias.visuel.map((picture) => picture.url.replace('/en/', '/fr/')));
      expect(product.medias.visuel[0]).toMatchObject({ url: '/media/product/fine-finish-smoothing-powder/fr/1kg.png', alt: 'Lissage Finition Fine poudre 1\u00A0kg' });
      expect(product.medias.MEDIA[0]!.url).toBe('/media/sheet/fr/fine-finish-smoothing-powder.pdf');
      // A paste's first pack, 1.5 kg, is "1,5 kg" in French.
      const [paste] = await t.client.call('GET /url/entity', { query: { entity_type: 'product', slug: 'lisser-en-finition/enduit-de-finition-pate', lang: 'fr', saleplan_id: PART } });
      if (paste === undefined || !('reference' in paste)) throw new Error('Expected a product');
      expect(paste.items[0]!.label).toBe('1,5\u00A0kg');
    });

    it('finds a French product by its last slug segment alone, and lists and filters in French', async () => {
      const byLeaf = await t.client.call('GET /product/:id', { path: { id: 'rebouchage-express' }, query: { lang: 'fr', saleplan_id: PART } });
      expect(byLeaf).toMatchObject({ reference: 'RF1-P', slug: 'reboucher/rebouchage-express' });
      const list = await t.client.call('GET /product', { query: { lang: 'fr', saleplan_id: PART, categories: ['bois'] } });
      expect(list.items.map((item) => item.slug)).toContain('bois/pate-a-bois-chene');
      const filters = await t.client.call('GET /filters-products', { query: { lang: 'fr', saleplan_id: PART } });
      expect(filters.application_area).toMatchObject({ label: 'Zone d’application', data: expect.arrayContaining([expect.objectContaining({ label: 'Intérieur' })]) });
      expect(filters.price!.label).toBe('Prix');
    });

    it('names cart lines in the language of the request', async () => {
      const product = await t.client.call('GET /product/:id', { path: { id: 'rebouchage-express' }, query: { lang: 'fr', saleplan_id: PART } });
      const item = product.items[0]!;
      const added = await t.client.call('POST /cart', {
        query: { lang: 'fr', saleplan_id: PART },
        body: { list: [{ element_id: item.id, element_type: 'product', quantity: 1 }] },
      });
      expect(added.cart.list[0]!.name).toBe(`Rebouchage Rapide® 1h poudre ${item.label}`);
      const english = await t.client.call('GET /cart', { query: { cart_token: added.token, saleplan_id: PART } });
      expect(english.cart.list[0]!.name).toBe(`Rapid Filler® 1h Powder ${item.label}`);
    });

    it('answers categories in French with slugs scoped to the plan (solutions-specialisees is in both)', async () => {
      const part = await t.client.call('GET /category', { query: { lang: 'fr', saleplan_id: PART, depth: 1 } });
      expect(part.items.map((category) => category.slug)).toEqual([
        'reboucher',
        'lisser-en-finition',
        'lisser-en-epaisseur',
        'traiter-avant-denduire',
        'exterieur',
        'bois',
        'cuisine-et-salle-de-bain',
        'solutions-faciles',
        'multifonctions',
        'platriersplaquistes',
        'solutions-specialisees',
      ]);
      expect(part.items[0]!.childs!.map((child) => child.name)).toEqual(['Petits trous et fissures', 'Gros trous et interstices']);
      const inPart = await t.client.call('GET /category/:id', { path: { id: 'solutions-specialisees' }, query: { lang: 'fr', saleplan_id: PART } });
      const inPro = await t.client.call('GET /category/:id', { path: { id: 'solutions-specialisees' }, query: { lang: 'fr', saleplan_id: PRO } });
      expect(inPart.sales_plan_id).toBe(PART);
      expect(inPro.sales_plan_id).toBe(PRO);
      expect(inPart.id).not.toBe(inPro.id);
    });

    it('resolves every legacy product and category destination of redirects.csv in its plan', async () => {
      const destinations = legacyDestinations();
      expect(destinations.filter((destination) => destination.type === 'product')).toHaveLength(47);
      expect(destinations.filter((destination) => destination.type === 'category')).toHaveLength(20);
      const productIds = new Set<number>();
      for (const destination of destinations) {
        const [entity] = await t.client.call('GET /url/entity', {
          query: { entity_type: destination.type, slug: destination.slug, lang: 'fr', saleplan_id: destination.planId },
        });
        expect(entity, destination.path).toMatchObject({ slug: destination.slug });
        if (destination.type === 'product') productIds.add(entity!.id);
        else expect(entity, destination.path).toMatchObject({ sales_plan_id: destination.planId });
      }
      expect(productIds.size).toBe(47);
    });

    it('gives every URL entry its slug in each language, reciprocal, and a real modification date', async () => {
      for (const planId of [PART, PRO]) {
        const entries = await t.client.call('GET /sitemap', { query: { lang: 'fr', saleplan_id: planId } });
        for (const entry of entries.items) {
          expect(Object.keys(entry.slugs ?? {}), `${entry.entity_type} ${entry.id}`).toEqual(['en', 'fr']);
          expect(entry.slug).toBe(entry.slugs!.fr);
          // A date the content was published or changed, not an empty one read as 1970 (the
          // demo's oldest news is the 2019 award).
          expect(Date.parse(entry.updated_at), `${entry.entity_type} ${entry.id}`).toBeGreaterThan(Date.UTC(2015, 0, 1));
        }
        const sample = (type: UrlEntityType) => entries.items.find((entry) => entry.entity_type === type)!;
        for (const type of ['product', 'category', 'cms_page', 'folder'] as const) {
          const entry = sample(type);
          const [english] = await t.client.call('GET /url/entity', { query: { entity_type: type, slug: entry.slugs!.en!, saleplan_id: planId } });
          const [french] = await t.client.call('GET /url/entity', { query: { entity_type: type, slug: entry.slugs!.fr!, lang: 'fr', saleplan_id: planId } });
          expect(english!.id, type).toBe(entry.id);
          expect(french!.id, type).toBe(entry.id);
          expect(english!.slugs, type).toEqual(entry.slugs);
        }
      }
      const english = await t.client.call('GET /url', { query: { entity_type: 'category', saleplan_id: PART } });
      expect(english[0]).toMatchObject({ slug: 'filling', slugs: { en: 'filling', fr: 'reboucher' } });
    });
  });

  describe('French search', () => {
    const suggest = (text: string, lang: string, planId = PART) =>
      t.client.call('GET /search', { query: { type: 'Suggest', text, lang, saleplan_id: planId } });

    it('suggests French product names from 3 characters, and only French ones', async () => {
      const french = await suggest('lis', 'fr');
      expect(french.products.total).toBeGreaterThan(0);
      expect(french.products.items.every((item) => /Lissage|Lisse/.test(item.name))).toBe(true);
      expect(french.fqces.items[0]!.name).toMatch(/^Fiche technique /);
      expect((await suggest('lis', 'en')).products.total).toBe(0);
      expect((await suggest('smoo', 'fr')).products.total).toBe(0);
      const byLanguage = await t.client.call('GET /search', { query: { type: 'Suggest', text: 'lis', language: 'fr', saleplan_id: PART } });
      expect(byLanguage.products.total).toBe(french.products.total);
    });

    it('folds accents and case, and matches plural and singular both ways', async () => {
      const accented = await suggest('réparation', 'fr', PRO);
      expect(accented.products.total).toBeGreaterThan(0);
      expect((await suggest('reparation', 'fr', PRO)).products.total).toBe(accented.products.total);
      expect((await suggest('REPARATION', 'fr', PRO)).products.total).toBe(accented.products.total);
      const singular = await t.client.call('GET /search', { query: { text: 'enduit', lang: 'fr', saleplan_id: PRO, tab: 'categories' } });
      const plural = await t.client.call('GET /search', { query: { text: 'enduits', lang: 'fr', saleplan_id: PRO, tab: 'categories' } });
      expect(singular.categories.items.map((item) => item.name)).toContain('Enduits de lissage');
      expect(plural.categories.items.map((item) => item.name)).toContain('Enduits de lissage');
      const plurals = await t.client.call('GET /search', { query: { text: 'enduits', lang: 'fr', saleplan_id: PART, perPage: 100 } });
      expect(plurals.products.items.map((item) => item.name)).toContain('Enduit Pièces Humides poudre');
      const singulars = await t.client.call('GET /search', { query: { text: 'enduit', lang: 'fr', saleplan_id: PART } });
      expect(singulars.products.total).toBe(plurals.products.total);
      expect((await suggest('réparations', 'fr', PRO)).products.total).toBe(accented.products.total);
    });

    it('filters the product list on French text', async () => {
      const list = await t.client.call('GET /product', { query: { lang: 'fr', saleplan_id: PART, text: 'bois' } });
      expect(list.items.map((item) => item.slug)).toContain('bois/pate-a-bois-chene');
    });
  });
});
