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
import type { BackofficeQueries } from '../db/schema.ts';
import { invalid } from '../http/http-error.ts';
import { BASE_LANG } from '../i18n/languages.ts';
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

export interface PublicationSite {
  readonly id: number;
  /** The site's languages but the base one: those a product may be translated to. */
  readonly translationLanguages: ReadonlySet<string>;
  /** The site's plan for each audience. */
  readonly plans: ReadonlyMap<Target, number>;
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
    const placements = this.#check(site, publication, categories);
    const updatedAt = now.toISOString();
    try {
      return await this.#write(site, id, publication, placements, updatedAt);
    } catch (error) {
      // Two publications racing for one slug or code: the unique index decides, and the later one is told.
      if (isUniqueViolation(error)) throw invalid({ 'product.slug': 'Another product took this slug or one of these codes at the same time: publish again' });
      throw error;
    }
  }

  async #write(site: PublicationSite, id: number, publication: ProductPublication, placements: Map<number, number[]>, updatedAt: string): Promise<PublishEvent> {
    return this.#queries.transaction().execute(async (transaction) => {
      await this.#checkOthers(transaction, site.id, id, publication);
      const existing = await transaction.selectFrom('product').select('created_at').where('id', '=', id).executeTakeFirst();
      const caracteristics = new Map(publication.caracteristics.map((entry) => [entry.name, entry.values]));
      const packSizes = publication.variants.map((variant) => variant.pack_size);
      const medias = (name: string, lang: string) =>
        JSON.stringify(productMedias({ slug: publication.product.slug, name, form: publication.form, packSizes, caracteristics }, lang));
      const row = {
        site_id: site.id,
        slug: publication.product.slug,
        reference: publication.reference,
        name: publication.product.name,
        extract: publication.product.extract,
        description: publication.product.description,
        color: publication.color,
        form: publication.form,
        medias: medias(publication.product.name, BASE_LANG),
        updated_at: updatedAt,
      };
      if (existing === undefined) await transaction.insertInto('product').values({ id, ...row, created_at: updatedAt }).execute();
      else await transaction.updateTable('product').set(row).where('id', '=', id).execute();

      await transaction.deleteFrom('product_translation').where('product_id', '=', id).execute();
      for (const { lang, ...text } of publication.translations ?? []) {
        await transaction.insertInto('product_translation').values({ product_id: id, lang, ...text, medias: medias(text.name, lang), updated_at: updatedAt }).execute();
      }

      const positions = new Map((await transaction.selectFrom('product_plan').select(['sales_plan_id', 'position']).where('product_id', '=', id).execute()).map((plan) => [plan.sales_plan_id, plan.position]));
      await transaction.deleteFrom('product_plan').where('product_id', '=', id).execute();
      await transaction.deleteFrom('product_category').where('product_id', '=', id).execute();
      const listedIn = [...placements.keys()];
      for (const [planId, categoryIds] of placements) {
        const last = await transaction.selectFrom('product_plan').select((eb) => eb.fn.max('position').as('last')).where('sales_plan_id', '=', planId).executeTakeFirst();
        const target = TARGETS.find((candidate) => site.plans.get(candidate) === planId)!;
        await transaction
          .insertInto('product_plan')
          .values({ product_id: id, sales_plan_id: planId, promoted: publication.promoted?.includes(target) ? 1 : 0, position: positions.get(planId) ?? Number(last?.last ?? -1) + 1 })
          .execute();
        await transaction.insertInto('product_category').values(categoryIds.map((categoryId) => ({ product_id: id, category_id: categoryId }))).execute();
      }
      // Its companions stay in the plans that still sell it, and it stays one of others' there.
      await transaction
        .deleteFrom('product_companion')
        .where((eb) => eb.or([eb('product_id', '=', id), eb('companion_id', '=', id)]))
        .$if(listedIn.length > 0, (query) => query.where('sales_plan_id', 'not in', listedIn))
        .execute();

      await transaction.deleteFrom('product_caracteristic').where('product_id', '=', id).execute();
      const caracteristicRows = publication.caracteristics.flatMap((entry) => entry.values.map((value) => ({ product_id: id, technical_name: entry.name, value })));
      if (caracteristicRows.length > 0) await transaction.insertInto('product_caracteristic').values(caracteristicRows).execute();

      await this.#replacePacks(transaction, id, publication, site);
      return recordPublishEvent(transaction, {
        siteId: site.id,
        entityType: 'product',
        entityId: id,
        action: 'published',
        slugs: new Map([[BASE_LANG, publication.product.slug], ...(publication.translations ?? []).map((translation): [string, string] => [translation.lang, translation.slug])]),
        publishedAt: updatedAt,
      });
    });
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

  /** What the body's schema cannot see but needs no database read: returns each listing plan's category ids. */
  #check(site: PublicationSite, publication: ProductPublication, categories: CategoryRepository): Map<number, number[]> {
    const errors: Record<string, string> = {};
    const seenLanguages = new Set<string>();
    (publication.translations ?? []).forEach((translation, index) => {
      if (!site.translationLanguages.has(translation.lang)) errors[`translations.${index}.lang`] = `Translations are in ${[...site.translationLanguages].join(', ') || 'no language'} on this site`;
      else if (seenLanguages.has(translation.lang)) errors[`translations.${index}.lang`] = 'This language has a translation already';
      seenLanguages.add(translation.lang);
    });

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

    if (Object.keys(errors).length > 0) throw invalid(errors);
    return placements;
  }

  /** The slug, codes and pack ids other products hold, and a product id another site holds. */
  async #checkOthers(transaction: BackofficeQueries, siteId: number, id: number, publication: ProductPublication): Promise<void> {
    const errors: Record<string, string> = {};
    const [owner, slug, reference, translatedSlugs, packs] = await Promise.all([
      transaction.selectFrom('product').select('site_id').where('id', '=', id).executeTakeFirst(),
      transaction.selectFrom('product').select('id').where('slug', '=', publication.product.slug).where('id', '!=', id).executeTakeFirst(),
      transaction.selectFrom('product').select('id').where('reference', '=', publication.reference).where('id', '!=', id).executeTakeFirst(),
      (publication.translations ?? []).length === 0
        ? []
        : transaction
            .selectFrom('product_translation')
            .select(['lang', 'slug', 'product_id'])
            .where('product_id', '!=', id)
            .where((eb) => eb.or((publication.translations ?? []).map((translation) => eb.and([eb('lang', '=', translation.lang), eb('slug', '=', translation.slug)]))))
            .execute(),
      transaction
        .selectFrom('product_item')
        .select(['id', 'product_id', 'reference', 'ean13'])
        .where('product_id', '!=', id)
        .where((eb) =>
          eb.or([
            eb('id', 'in', publication.variants.map((variant) => variant.id)),
            eb('reference', 'in', publication.variants.map((variant) => variant.reference)),
            eb('ean13', 'in', publication.variants.map((variant) => variant.ean13)),
          ]),
        )
        .execute(),
    ]);
    if (owner !== undefined && owner.site_id !== siteId) errors.id = 'This id is another site’s product';
    if (slug !== undefined) errors['product.slug'] = `Product ${slug.id} has this slug`;
    if (reference !== undefined) errors.reference = `Product ${reference.id} has this reference`;
    (publication.translations ?? []).forEach((translation, index) => {
      const other = translatedSlugs.find((row) => row.lang === translation.lang && row.slug === translation.slug);
      if (other !== undefined) errors[`translations.${index}.slug`] = `Product ${other.product_id} has this slug in this language`;
    });
    publication.variants.forEach((variant, index) => {
      for (const key of ['id', 'reference', 'ean13'] as const) {
        const other = packs.find((pack) => pack[key] === variant[key]);
        if (other !== undefined) errors[`variants.${index}.${key}`] = `A pack of product ${other.product_id} has it`;
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  /** The body's packs, in its order, with their prices; a pack it no longer has is removed, or kept unsold when an order or a discount names it. */
  async #replacePacks(transaction: BackofficeQueries, id: number, publication: ProductPublication, site: PublicationSite): Promise<void> {
    const items = transaction.selectFrom('product_item').select('id').where('product_id', '=', id);
    await transaction.deleteFrom('item_price').where('item_id', 'in', items).execute();
    const kept = publication.variants.map((variant) => variant.id);
    const gone = await transaction.selectFrom('product_item').select('id').where('product_id', '=', id).where('id', 'not in', kept).execute();
    for (const [index, { id: itemId }] of gone.entries()) {
      await transaction.deleteFrom('cart_line').where('item_id', '=', itemId).execute();
      const named =
        (await transaction.selectFrom('order_line').select('id').where('item_id', '=', itemId).executeTakeFirst()) ??
        (await transaction.selectFrom('discount').select('code as id').where('free_item_id', '=', itemId).executeTakeFirst());
      if (named === undefined) await transaction.deleteFrom('product_item').where('id', '=', itemId).execute();
      else await transaction.updateTable('product_item').set({ position: KEPT_PACK_POSITION + index }).where('id', '=', itemId).execute();
    }
    for (const [position, variant] of publication.variants.entries()) {
      const values = { product_id: id, reference: variant.reference, ean13: variant.ean13, gtin14: variant.ean13.padStart(14, '0'), pack_size: variant.pack_size, position };
      await transaction
        .insertInto('product_item')
        .values({ id: variant.id, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
      for (const target of TARGETS) {
        const price = variant[target === 'pro' ? 'price_pro' : 'price_part'];
        const planId = site.plans.get(target);
        if (price !== null && planId !== undefined) await transaction.insertInto('item_price').values({ item_id: variant.id, sales_plan_id: planId, price }).execute();
      }
    }
  }
}
