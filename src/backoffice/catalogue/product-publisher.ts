/**
 * Publishing a product (PUT /admin/product/:id) and withdrawing it: the write half of the
 * catalogue. A publication replaces the product whole, with its translations, plans, categories,
 * characteristics, packs and prices, in one transaction that records its publish event (decision
 * 187). What the body's schema cannot know (the categories of each plan, the characteristics and
 * their options, codes and slugs other products hold) is checked here, every refusal a 422 naming
 * its field as the schema's do.
 */
import type { ProductPublication, SalesPlan } from '../../shared/kernel/api/contract.ts';
import { isUniqueViolation } from '../db/database.ts';
import type { Insertable, Transaction } from 'kysely';
import type { BackofficeQueries, BackofficeSchema } from '../db/schema.ts';
import { invalid } from '../refusal.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { translationErrors, type PublicationSite } from '../publishing/publication-site.ts';
import { recordPublishEvent, type PublishEvent } from '../publishing/publish-events.ts';
import type { CaracteristicCatalog } from './caracteristic-catalog.ts';
import type { CategoryRepository } from './category-repository.ts';
import { productMedias } from './product-medias.ts';

/** The characteristic the catalogue derives from the packs a plan sells: never published. */
const DERIVED_CARACTERISTICS = new Set(['pack_sizes']);
/** A withdrawn pack an order or a discount still names is kept, unsold, after the product's packs. */
const KEPT_PACK_POSITION = 1000;

type Target = SalesPlan['target'];
const TARGETS: readonly Target[] = ['pro', 'part'];

/** The categories a plan lists the product in: none when the plan does not sell it. */
function categoriesIn(publication: ProductPublication, target: Target): readonly string[] {
  return (target === 'pro' ? publication.categories_pro : publication.categories_part) ?? [];
}

/** Values per IN list: far below both engines' parameter limits. */
const LOOKUP_CHUNK = 1000;
/** Rows per INSERT: 12 columns at most, far below both engines' parameter limits. */
const WRITE_CHUNK = 500;

export interface PublicationEntry {
  readonly id: number;
  readonly publication: ProductPublication;
}

/**
 * What two publications of one batch both claim (a product id, a slug in a language, a reference,
 * a pack's id, code or barcode): the later one's errors by its index.
 */
function sharedWithinTheFile(entries: readonly PublicationEntry[]): Map<number, Record<string, string>> {
  const claimed = new Map<string, number>();
  const refused = new Map<number, Record<string, string>>();
  const claim = (index: number, key: string, field: string) => {
    const first = claimed.get(key);
    if (first === undefined) claimed.set(key, index);
    else if (first !== index) refused.set(index, { ...refused.get(index), [field]: `Product ${entries[first]!.id} of this batch has it too` });
  };
  entries.forEach(({ id, publication }, index) => {
    claim(index, `id ${id}`, 'id');
    claim(index, `slug ${BASE_LANG} ${publication.product.slug}`, 'product.slug');
    claim(index, `reference ${publication.reference}`, 'reference');
    (publication.translations ?? []).forEach((translation, translationIndex) => claim(index, `slug ${translation.lang} ${translation.slug}`, `translations.${translationIndex}.slug`));
    publication.variants.forEach((variant, variantIndex) => {
      claim(index, `pack ${variant.id}`, `variants.${variantIndex}.id`);
      claim(index, `pack reference ${variant.reference}`, `variants.${variantIndex}.reference`);
      claim(index, `barcode ${variant.ean13}`, `variants.${variantIndex}.ean13`);
    });
  });
  return refused;
}

export class ProductPublisher {
  readonly #queries: BackofficeQueries;
  readonly #caracteristics: CaracteristicCatalog;

  constructor(queries: BackofficeQueries, caracteristics: CaracteristicCatalog) {
    this.#queries = queries;
    this.#caracteristics = caracteristics;
  }

  /** Creates or replaces the product `id`; refuses with a 422 naming each field that cannot be stored. */
  async publish(site: PublicationSite, id: number, publication: ProductPublication, categories: CategoryRepository, now: Date): Promise<PublishEvent> {
    const published = await this.publishAll(site, [{ id, publication }], categories, now);
    if ('refused' in published) throw invalid(published.refused.get(0)!);
    return published.events[0]!;
  }

  /**
   * Publishes every product or none (a CSV import): in one transaction, an event each. When any
   * cannot be stored, nothing is, and each refused product's errors are given by its index.
   */
  async publishAll(
    site: PublicationSite,
    entries: readonly PublicationEntry[],
    categories: CategoryRepository,
    now: Date,
  ): Promise<{ events: PublishEvent[] } | { refused: Map<number, Record<string, string>> }> {
    const refused = new Map<number, Record<string, string>>();
    const placements = entries.map((entry, index) => {
      const checked = this.#check(site, entry.publication, categories);
      if (Object.keys(checked.errors).length > 0) refused.set(index, checked.errors);
      return checked.placements;
    });
    for (const [index, errors] of sharedWithinTheFile(entries)) refused.set(index, { ...errors, ...refused.get(index) });
    if (refused.size > 0) return { refused };
    const updatedAt = now.toISOString();
    try {
      return await this.#queries.transaction().execute(async (transaction) => {
        const taken = await this.#heldByOthers(transaction, site.id, entries);
        if (taken.size > 0) return { refused: taken };
        return { events: await this.#writeAll(transaction, site, entries, placements, updatedAt) };
      });
    } catch (error) {
      // Two publications racing for one slug or code: the unique index decides, and the later one is told.
      if (isUniqueViolation(error)) return { refused: new Map([[0, { 'product.slug': 'Another product took this slug or one of these codes at the same time: publish again' }]]) };
      throw error;
    }
  }

  /**
   * The publications' rows, replaced: each table's rows of all the publications in a few
   * statements (a CSV import writes thousands of products), then an event each.
   */
  async #writeAll(
    transaction: Transaction<BackofficeSchema>,
    site: PublicationSite,
    entries: readonly PublicationEntry[],
    placements: readonly Map<number, number[]>[],
    updatedAt: string,
  ): Promise<PublishEvent[]> {
    const ids = entries.map((entry) => entry.id);
    const chunksOf = <Value>(values: readonly Value[]) => Array.from({ length: Math.ceil(values.length / WRITE_CHUNK) }, (_, index) => values.slice(index * WRITE_CHUNK, (index + 1) * WRITE_CHUNK));
    const insert = async <Table extends keyof BackofficeSchema>(table: Table, rows: readonly Insertable<BackofficeSchema[Table]>[]) => {
      for (const chunk of chunksOf(rows)) await transaction.insertInto(table).values(chunk as never).execute();
    };
    const existingPlans: { product_id: number; sales_plan_id: number; position: number }[] = [];
    for (const chunk of chunksOf(ids)) {
      existingPlans.push(...(await transaction.selectFrom('product_plan').select(['product_id', 'sales_plan_id', 'position']).where('product_id', 'in', chunk).execute()));
    }
    const positions = new Map(existingPlans.map((plan) => [`${plan.product_id} ${plan.sales_plan_id}`, plan.position]));
    const lastPositions = new Map(
      (await transaction.selectFrom('product_plan').select((eb) => ['sales_plan_id', eb.fn.max('position').as('last')]).groupBy('sales_plan_id').execute()).map((row) => [row.sales_plan_id, Number(row.last)]),
    );

    for (const chunk of chunksOf(ids)) {
      for (const table of ['product_translation', 'product_plan', 'product_category', 'product_caracteristic'] as const) await transaction.deleteFrom(table).where('product_id', 'in', chunk).execute();
    }
    // Its companions stay in the plans that still sell it, and it stays one of others' there.
    for (const planId of site.plans.values()) {
      const unlisted = entries.filter((_, index) => !placements[index]!.has(planId)).map((entry) => entry.id);
      for (const chunk of chunksOf(unlisted)) {
        await transaction
          .deleteFrom('product_companion')
          .where('sales_plan_id', '=', planId)
          .where((eb) => eb.or([eb('product_id', 'in', chunk), eb('companion_id', 'in', chunk)]))
          .execute();
      }
    }

    const products: Insertable<BackofficeSchema['product']>[] = [];
    const translations: Insertable<BackofficeSchema['product_translation']>[] = [];
    const plans: Insertable<BackofficeSchema['product_plan']>[] = [];
    const productCategories: Insertable<BackofficeSchema['product_category']>[] = [];
    const caracteristicRows: Insertable<BackofficeSchema['product_caracteristic']>[] = [];
    entries.forEach(({ id, publication }, index) => {
      const caracteristics = new Map(publication.caracteristics.map((entry) => [entry.name, entry.values]));
      const packSizes = publication.variants.map((variant) => variant.pack_size);
      const medias = (name: string, lang: string) => JSON.stringify(productMedias({ slug: publication.product.slug, name, form: publication.form, packSizes, caracteristics }, lang));
      products.push({
        id,
        site_id: site.id,
        slug: publication.product.slug,
        reference: publication.reference,
        name: publication.product.name,
        extract: publication.product.extract,
        description: publication.product.description,
        color: publication.color,
        form: publication.form,
        medias: medias(publication.product.name, BASE_LANG),
        created_at: updatedAt,
        updated_at: updatedAt,
      });
      for (const { lang, ...text } of publication.translations ?? []) translations.push({ product_id: id, lang, ...text, medias: medias(text.name, lang), updated_at: updatedAt });
      for (const [planId, categoryIds] of placements[index]!) {
        const target = TARGETS.find((candidate) => site.plans.get(candidate) === planId)!;
        let position = positions.get(`${id} ${planId}`);
        if (position === undefined) {
          position = (lastPositions.get(planId) ?? -1) + 1;
          lastPositions.set(planId, position);
        }
        plans.push({ product_id: id, sales_plan_id: planId, promoted: publication.promoted?.includes(target) ? 1 : 0, position });
        productCategories.push(...categoryIds.map((categoryId) => ({ product_id: id, category_id: categoryId })));
      }
      caracteristicRows.push(...publication.caracteristics.flatMap((entry) => entry.values.map((value) => ({ product_id: id, technical_name: entry.name, value }))));
    });
    // A product published again keeps the date it was first published.
    for (const chunk of chunksOf(products)) {
      await transaction
        .insertInto('product')
        .values(chunk)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            site_id: eb.ref('excluded.site_id'),
            slug: eb.ref('excluded.slug'),
            reference: eb.ref('excluded.reference'),
            name: eb.ref('excluded.name'),
            extract: eb.ref('excluded.extract'),
            description: eb.ref('excluded.description'),
            color: eb.ref('excluded.color'),
            form: eb.ref('excluded.form'),
            medias: eb.ref('excluded.medias'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    await insert('product_translation', translations);
    await insert('product_plan', plans);
    await insert('product_category', productCategories);
    await insert('product_caracteristic', caracteristicRows);
    await this.#replacePacks(transaction, entries, site, chunksOf);

    const events: PublishEvent[] = [];
    for (const { id, publication } of entries) {
      events.push(
        await recordPublishEvent(transaction, {
          siteId: site.id,
          entityType: 'product',
          entityId: id,
          action: 'published',
          slugs: new Map([[BASE_LANG, publication.product.slug], ...(publication.translations ?? []).map((translation): [string, string] => [translation.lang, translation.slug])]),
          publishedAt: updatedAt,
        }),
      );
    }
    return events;
  }

  /** No plan sells or lists the product any more, and carts drop its packs; its rows stay for the orders that name them. Undefined when no plan sells it. */
  async withdraw(siteId: number, id: number, now: Date): Promise<PublishEvent | undefined> {
    return this.#queries.transaction().execute(async (transaction) => {
      const row = await transaction.selectFrom('product').select('slug').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
      const sold = await transaction.selectFrom('product_plan').select('sales_plan_id').where('product_id', '=', id).executeTakeFirst();
      if (row === undefined || sold === undefined) return undefined;
      const translated = await transaction.selectFrom('product_translation').select(['lang', 'slug']).where('product_id', '=', id).execute();
      const items = transaction.selectFrom('product_item').select('id').where('product_id', '=', id);
      await transaction.deleteFrom('product_plan').where('product_id', '=', id).execute();
      await transaction.deleteFrom('product_category').where('product_id', '=', id).execute();
      await transaction.deleteFrom('product_companion').where((eb) => eb.or([eb('product_id', '=', id), eb('companion_id', '=', id)])).execute();
      await transaction.deleteFrom('item_price').where('item_id', 'in', items).execute();
      await transaction.deleteFrom('cart_line').where('item_id', 'in', items).execute();
      return recordPublishEvent(transaction, {
        siteId,
        entityType: 'product',
        entityId: id,
        action: 'withdrawn',
        slugs: new Map([[BASE_LANG, row.slug], ...translated.map((translation): [string, string] => [translation.lang, translation.slug])]),
        publishedAt: now.toISOString(),
      });
    });
  }

  /** What the body's schema cannot see but needs no database read: each listing plan's category ids, and the errors. */
  #check(site: PublicationSite, publication: ProductPublication, categories: CategoryRepository): { placements: Map<number, number[]>; errors: Record<string, string> } {
    const errors = translationErrors(site.translationLanguages, publication.translations ?? []);

    const placements = new Map<number, number[]>();
    for (const target of TARGETS) {
      const field = target === 'pro' ? 'categories_pro' : 'categories_part';
      const planId = site.plans.get(target);
      const slugs = categoriesIn(publication, target);
      if (slugs.length === 0) continue;
      if (planId === undefined) {
        errors[field] = 'This site has no such plan';
        continue;
      }
      const ids: number[] = [];
      slugs.forEach((slug, index) => {
        const category = categories.find(slug, { planId, lang: BASE_LANG });
        if (category === undefined || category.sales_plan_id !== planId || category.slug !== slug) errors[`${field}.${index}`] = 'No category of this plan has this slug';
        else if (ids.includes(category.id)) errors[`${field}.${index}`] = 'This category is listed already';
        else ids.push(category.id);
      });
      placements.set(planId, ids);
      if (!publication.variants.some((variant) => variant[target === 'pro' ? 'price_pro' : 'price_part'] !== null)) {
        errors[field] = 'A plan that lists the product sells at least one of its packs: give that pack a price in it';
      }
    }
    if (TARGETS.every((target) => categoriesIn(publication, target).length === 0)) errors.categories_part = 'A product is listed in at least one category';
    if (publication.promoted?.some((target) => categoriesIn(publication, target).length === 0)) {
      errors.promoted = 'A product is promoted only in a plan that lists it';
    }

    const seenCaracteristics = new Set<string>();
    publication.caracteristics.forEach((entry, index) => {
      const definition = DERIVED_CARACTERISTICS.has(entry.name) ? undefined : this.#caracteristics.get(entry.name);
      if (definition === undefined) errors[`caracteristics.${index}.name`] = DERIVED_CARACTERISTICS.has(entry.name) ? 'The catalogue derives this characteristic from the packs' : 'No characteristic has this name';
      else if (seenCaracteristics.has(entry.name)) errors[`caracteristics.${index}.name`] = 'This characteristic is given already';
      else if (definition.kind === 'number') {
        if (entry.values.length !== 1 || !/^[0-9]{1,6}(?:\.[0-9]{1,3})?$/.test(entry.values[0]!)) errors[`caracteristics.${index}.values`] = 'A measured characteristic has one number';
      } else {
        entry.values.forEach((value, valueIndex) => {
          if (!definition.options.has(value)) errors[`caracteristics.${index}.values.${valueIndex}`] = `One of ${[...definition.options.keys()].join(', ')}`;
        });
        if (new Set(entry.values).size !== entry.values.length) errors[`caracteristics.${index}.values`] = 'A value is given twice';
      }
      seenCaracteristics.add(entry.name);
    });

    const seenPacks = { id: new Set<number>(), reference: new Set<string>(), ean13: new Set<string>() };
    publication.variants.forEach((variant, index) => {
      for (const key of ['id', 'reference', 'ean13'] as const) {
        const seen = seenPacks[key] as Set<number | string>;
        if (seen.has(variant[key])) errors[`variants.${index}.${key}`] = 'Another pack of this product has it';
        seen.add(variant[key]);
      }
      for (const target of TARGETS) {
        const priceField = target === 'pro' ? 'price_pro' : 'price_part';
        if (variant[priceField] !== null && categoriesIn(publication, target).length === 0) {
          errors[`variants.${index}.${priceField}`] = 'This plan does not list the product: list it in one of its categories';
        }
      }
    });
    if (publication.variants.length === 0) errors.variants = 'A product has at least one pack';
    return { placements, errors };
  }

  /** The slugs, codes and pack ids products other than the publications' hold, and ids another site holds: the errors of each publication by its index. */
  async #heldByOthers(transaction: Transaction<BackofficeSchema>, siteId: number, entries: readonly PublicationEntry[]): Promise<Map<number, Record<string, string>>> {
    const ids = entries.map((entry) => entry.id);
    const publications = entries.map((entry) => entry.publication);
    const translations = publications.flatMap((publication) => publication.translations ?? []);
    const variants = publications.flatMap((publication) => publication.variants);
    const inChunks = async <Row, Value>(values: readonly Value[], read: (chunk: Value[]) => Promise<Row[]>): Promise<Row[]> => {
      const rows: Row[] = [];
      for (let start = 0; start < values.length; start += LOOKUP_CHUNK) rows.push(...(await read(values.slice(start, start + LOOKUP_CHUNK))));
      return rows;
    };
    const [owners, products, translated, packs] = await Promise.all([
      inChunks(ids, (chunk) => transaction.selectFrom('product').select(['id', 'site_id']).where('id', 'in', chunk).where('site_id', '!=', siteId).execute()),
      inChunks(publications, (chunk) =>
        transaction
          .selectFrom('product')
          .select(['id', 'slug', 'reference'])
          .where((eb) => eb.or([eb('slug', 'in', chunk.map((publication) => publication.product.slug)), eb('reference', 'in', chunk.map((publication) => publication.reference))]))
          .execute(),
      ),
      inChunks([...new Set(translations.map((translation) => translation.slug))], (chunk) =>
        transaction.selectFrom('product_translation').select(['lang', 'slug', 'product_id']).where('slug', 'in', chunk).execute(),
      ),
      inChunks(variants, (chunk) =>
        transaction
          .selectFrom('product_item')
          .select(['id', 'product_id', 'reference', 'ean13'])
          .where((eb) =>
            eb.or([
              eb('id', 'in', chunk.map((variant) => variant.id)),
              eb('reference', 'in', chunk.map((variant) => variant.reference)),
              eb('ean13', 'in', chunk.map((variant) => variant.ean13)),
            ]),
          )
          .execute(),
      ),
    ]);
    // What the publications' own products hold is theirs to change: only other products' count.
    const publishing = new Set(ids);
    const others = <Row extends { id?: number; product_id?: number }>(rows: Row[], owner: (row: Row) => number) => rows.filter((row) => !publishing.has(owner(row)));
    const otherProducts = others(products, (row) => row.id);
    const otherTranslations = others(translated, (row) => row.product_id);
    const otherPacks = others(packs, (row) => row.product_id);
    const refused = new Map<number, Record<string, string>>();
    entries.forEach(({ id, publication }, index) => {
      const errors: Record<string, string> = {};
      if (owners.some((owner) => owner.id === id)) errors.id = 'This id is another site’s product';
      const slug = otherProducts.find((row) => row.slug === publication.product.slug);
      if (slug !== undefined) errors['product.slug'] = `Product ${slug.id} has this slug`;
      const reference = otherProducts.find((row) => row.reference === publication.reference);
      if (reference !== undefined) errors.reference = `Product ${reference.id} has this reference`;
      (publication.translations ?? []).forEach((translation, translationIndex) => {
        const other = otherTranslations.find((row) => row.lang === translation.lang && row.slug === translation.slug);
        if (other !== undefined) errors[`translations.${translationIndex}.slug`] = `Product ${other.product_id} has this slug in this language`;
      });
      publication.variants.forEach((variant, variantIndex) => {
        for (const key of ['id', 'reference', 'ean13'] as const) {
          const other = otherPacks.find((pack) => pack[key] === variant[key]);
          if (other !== undefined) errors[`variants.${variantIndex}.${key}`] = `A pack of product ${other.product_id} has it`;
        }
      });
      if (Object.keys(errors).length > 0) refused.set(index, errors);
    });
    return refused;
  }

  /** The publications' packs, in their order, with their prices; a pack a publication no longer has is removed, or kept unsold when an order or a discount names it. */
  async #replacePacks(
    transaction: BackofficeQueries,
    entries: readonly PublicationEntry[],
    site: PublicationSite,
    chunksOf: <Value>(values: readonly Value[]) => Value[][],
  ): Promise<void> {
    const kept = new Set(entries.flatMap((entry) => entry.publication.variants.map((variant) => variant.id)));
    const existing: { id: number }[] = [];
    for (const chunk of chunksOf(entries.map((entry) => entry.id))) {
      existing.push(...(await transaction.selectFrom('product_item').select('id').where('product_id', 'in', chunk).execute()));
      await transaction.deleteFrom('item_price').where('item_id', 'in', transaction.selectFrom('product_item').select('id').where('product_id', 'in', chunk)).execute();
    }
    for (const [index, { id: itemId }] of existing.filter((item) => !kept.has(item.id)).entries()) {
      await transaction.deleteFrom('cart_line').where('item_id', '=', itemId).execute();
      const named =
        (await transaction.selectFrom('order_line').select('id').where('item_id', '=', itemId).executeTakeFirst()) ??
        (await transaction.selectFrom('discount').select('code as id').where('free_item_id', '=', itemId).executeTakeFirst());
      if (named === undefined) await transaction.deleteFrom('product_item').where('id', '=', itemId).execute();
      else await transaction.updateTable('product_item').set({ position: KEPT_PACK_POSITION + index }).where('id', '=', itemId).execute();
    }
    const items = entries.flatMap(({ id, publication }) =>
      publication.variants.map((variant, position) => ({ id: variant.id, product_id: id, reference: variant.reference, ean13: variant.ean13, gtin14: variant.ean13.padStart(14, '0'), pack_size: variant.pack_size, position })),
    );
    for (const chunk of chunksOf(items)) {
      await transaction
        .insertInto('product_item')
        .values(chunk)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            product_id: eb.ref('excluded.product_id'),
            reference: eb.ref('excluded.reference'),
            ean13: eb.ref('excluded.ean13'),
            gtin14: eb.ref('excluded.gtin14'),
            pack_size: eb.ref('excluded.pack_size'),
            position: eb.ref('excluded.position'),
          })),
        )
        .execute();
    }
    const prices = entries.flatMap(({ publication }) =>
      publication.variants.flatMap((variant) =>
        TARGETS.flatMap((target) => {
          const price = variant[target === 'pro' ? 'price_pro' : 'price_part'];
          const planId = site.plans.get(target);
          return price !== null && planId !== undefined ? [{ item_id: variant.id, sales_plan_id: planId, price }] : [];
        }),
      ),
    );
    for (const chunk of chunksOf(prices)) await transaction.insertInto('item_price').values(chunk).execute();
  }
}
