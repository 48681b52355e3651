import {
  NOT_AVAILABLE_IN_SALEPLAN,
  type CompanionProduct,
  type CompanionRole,
  type Product,
  type ProductItem,
  type ProductMedias,
  type ProductOrder,
  type ProductSummary,
  type SalesPlan,
} from '../../shared/kernel/api/contract.ts';
import { sql, type SqlBool } from 'kysely';
import type { BackofficeQueries } from '../db/schema.ts';
import { notFound, Refusal } from '../refusal.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { measuresIn } from '../i18n/measures.ts';
import { withUnit } from '../../shared/kernel/format/measure.ts';
import type { SheetProduct } from '../media/documents.ts';
import type { PackshotSubject } from '../media/media-library.ts';
import type { CaracteristicCatalog } from './caracteristic-catalog.ts';
import { inOrder, productsMeeting, type PlanContext, type ProductCriteria } from './product-criteria.ts';

interface ProductRow {
  id: number;
  site_id: number;
  slug: string;
  reference: string;
  name: string;
  extract: string;
  description: string;
  medias: string;
}

interface CaracteristicRow {
  product_id: number;
  technical_name: string;
  value: string;
}

/** The characteristic listing a product's pack sizes, in kg. */
const PACK_SIZES = 'pack_sizes';

interface ItemRow {
  id: number;
  product_id: number;
  reference: string;
  ean13: string;
  gtin14: string;
  pack_size: number;
  price: number;
}

export function withTax(price: number, plan: SalesPlan): number {
  return Math.round(price * (1 + plan.tax_rate) * 100) / 100;
}

/** Medias as stored: a document's size is the file's, looked up when the product is read. */
export type StoredMedias = Omit<ProductMedias, 'MEDIA'> & { MEDIA: Omit<ProductMedias['MEDIA'][number], 'size_bytes'>[] };

export class ProductRepository {
  readonly #queries: BackofficeQueries;
  readonly #caracteristics: CaracteristicCatalog;
  readonly #documentSize: (url: string) => number | null;

  constructor(queries: BackofficeQueries, caracteristics: CaracteristicCatalog, documentSize: (url: string) => number | null) {
    this.#queries = queries;
    this.#caracteristics = caracteristics;
    this.#documentSize = documentSize;
  }

  #medias(json: string): ProductMedias {
    const stored = JSON.parse(json) as StoredMedias;
    return { ...stored, MEDIA: stored.MEDIA.map((media) => ({ ...media, size_bytes: this.#documentSize(media.url) })) };
  }

  /**
   * The packshots of the packs the plan sells, in their order: the stored `visuel` holds one
   * packshot per item, at the item's position, so a professional, who is sold no 1 kg pack,
   * sees the 4 kg tub first, and the n-th packshot is the n-th item's. A product stored with
   * fewer packshots than items (a single picture) keeps them all.
   */
  #planMedias(medias: ProductMedias, positions: readonly number[]): ProductMedias {
    const visuel = positions.map((position) => medias.visuel[position]).filter((picture) => picture !== undefined);
    return visuel.length === positions.length && visuel.length > 0 ? { ...medias, visuel } : medias;
  }

  /** Products with their texts in the language where translated (`p` and `t`). */
  #localised(lang: string) {
    return this.#queries
      .selectFrom('product as p')
      .leftJoin('product_translation as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .select((eb) => [
        'p.id',
        'p.site_id',
        'p.reference',
        eb.fn.coalesce('t.slug', 'p.slug').as('slug'),
        eb.fn.coalesce('t.name', 'p.name').as('name'),
        eb.fn.coalesce('t.extract', 'p.extract').as('extract'),
        eb.fn.coalesce('t.description', 'p.description').as('description'),
        eb.fn.coalesce('t.medias', 'p.medias').as('medias'),
      ]);
  }

  /** Ids of the plan's products meeting the criteria, in order, with the total before paging. */
  async search(context: PlanContext, criteria: ProductCriteria, order: ProductOrder, paging: { offset: number; limit: number }): Promise<{ ids: number[]; total: number }> {
    const meeting = productsMeeting(this.#queries, context, criteria);
    const [counted, rows] = await Promise.all([
      this.#queries
        .selectFrom(meeting.as('m'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      inOrder(meeting, order).limit(paging.limit).offset(paging.offset).execute(),
    ]);
    return { ids: rows.map((row) => row.id), total: counted.total };
  }

  /** Every id matching the criteria (facets), optionally ignoring one characteristic filter. */
  async matchingIds(context: PlanContext, criteria: ProductCriteria, exceptCaracteristic?: string): Promise<number[]> {
    const rows = await productsMeeting(this.#queries, context, criteria, exceptCaracteristic).execute();
    return rows.map((row) => row.id);
  }

  async caracteristicRows(ids: readonly number[]): Promise<CaracteristicRow[]> {
    if (ids.length === 0) return [];
    return this.#queries.selectFrom('product_caracteristic').select(['product_id', 'technical_name', 'value']).where('product_id', 'in', ids).execute();
  }

  /**
   * The products' characteristics with their pack sizes taken from their variants (in the plan
   * when one is given, else all of them), so the characteristics, the pack selector and the
   * calculator list the same packs.
   */
  async #caracteristicRowsWithPacks(ids: readonly number[], planId?: number): Promise<CaracteristicRow[]> {
    let packs = this.#queries.selectFrom('product_item as pi').select(['pi.product_id', 'pi.pack_size']).distinct().where('pi.product_id', 'in', ids);
    if (planId !== undefined) {
      packs = packs.where(({ exists, selectFrom }) =>
        exists(selectFrom('item_price as ip').select('ip.item_id').whereRef('ip.item_id', '=', 'pi.id').where('ip.sales_plan_id', '=', planId)),
      );
    }
    const [rows, packRows] = await Promise.all([this.caracteristicRows(ids), packs.execute()]);
    return [
      ...rows.filter((row) => row.technical_name !== PACK_SIZES),
      ...packRows.map((pack) => ({ product_id: pack.product_id, technical_name: PACK_SIZES, value: String(pack.pack_size) })),
    ];
  }

  /** The lowest and highest of the products' prices in the plan, each product at its cheapest pack. */
  async priceRange(context: PlanContext, ids: readonly number[]): Promise<{ min: number; max: number }> {
    if (ids.length === 0) return { min: 0, max: 0 };
    const cheapest = this.#queries
      .selectFrom('product_item as pi')
      .innerJoin('item_price as ip', (join) => join.onRef('ip.item_id', '=', 'pi.id').on('ip.sales_plan_id', '=', context.plan.id))
      .where('pi.product_id', 'in', ids)
      .groupBy('pi.product_id')
      .select((eb) => eb.fn.min('ip.price').as('price'));
    const row = await this.#queries
      .selectFrom(cheapest.as('c'))
      .select((eb) => [eb.fn.min('c.price').as('min'), eb.fn.max('c.price').as('max')])
      .executeTakeFirstOrThrow();
    return { min: row.min ?? 0, max: row.max ?? 0 };
  }

  /** Product summaries in the order of `ids`, priced and categorised for the plan. */
  async summaries(context: PlanContext, ids: readonly number[]): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    const planId = context.plan.id;
    const [rows, plans, categories, caracteristicRows, soldItems] = await Promise.all([
      this.#localised(context.lang).where('p.id', 'in', ids).execute(),
      this.#queries.selectFrom('product_plan').select(['product_id', 'sales_plan_id', 'promoted']).where('product_id', 'in', ids).orderBy('sales_plan_id').execute(),
      this.#queries
        .selectFrom('product_category as pc')
        .innerJoin('category as c', (join) => join.onRef('c.id', '=', 'pc.category_id').on('c.sales_plan_id', '=', planId))
        .leftJoin('category_translation as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', context.lang))
        .where('pc.product_id', 'in', ids)
        .orderBy('c.position')
        .select((eb) => ['pc.product_id', 'c.id', eb.fn.coalesce('ct.slug', 'c.slug').as('slug'), eb.fn.coalesce('ct.name', 'c.name').as('name')])
        .execute(),
      this.#caracteristicRowsWithPacks(ids, planId),
      // The packs sold in the plan, with their prices: which packshots a summary shows, and its lowest price.
      this.#queries
        .selectFrom('product_item as pi')
        .innerJoin('item_price as ip', (join) => join.onRef('ip.item_id', '=', 'pi.id').on('ip.sales_plan_id', '=', planId))
        .where('pi.product_id', 'in', ids)
        .orderBy('pi.position')
        .select(['pi.product_id', 'pi.position', 'ip.price'])
        .execute(),
    ]);

    const byId = new Map<number, ProductSummary>();
    for (const row of rows) {
      const sold = soldItems.filter((entry) => entry.product_id === row.id);
      const medias = this.#planMedias(
        this.#medias(row.medias),
        sold.map((entry) => entry.position),
      );
      const productCategories = categories.filter((category) => category.product_id === row.id).map(({ id, slug, name }) => ({ id, slug, name }));
      const plan = plans.find((entry) => entry.product_id === row.id && entry.sales_plan_id === planId);
      const prices = sold.map((entry) => entry.price);
      const [minPrice, maxPrice] = prices.length === 0 ? [0, 0] : [Math.min(...prices), Math.max(...prices)];
      const { large: _large, ...cover } = medias.visuel[0]!;
      byId.set(row.id, {
        id: row.id,
        slug: row.slug,
        name: row.name,
        reference: row.reference,
        extract: row.extract,
        promoted: plan?.promoted === 1,
        categories: productCategories,
        category_name: productCategories[0]?.name ?? null,
        cover,
        medias,
        caracteristics: this.#caracteristics.describe(caracteristicRows.filter((entry) => entry.product_id === row.id), context.lang),
        price: { min: minPrice, min_with_tax: withTax(minPrice, context.plan), max: maxPrice, max_with_tax: withTax(maxPrice, context.plan) },
        exist_in: plans.filter((entry) => entry.product_id === row.id).map((entry) => entry.sales_plan_id),
      });
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * A product by id or slug in the plan: 404 if unknown, 400 not_available_in_this_saleplan elsewhere.
   * A translated slug is `{category}/{product}`: the whole of it or its last segment finds the product.
   */
  async detail(context: PlanContext, idOrSlug: string): Promise<Product> {
    const row = await this.#find(context, idOrSlug);
    if (row === undefined) throw notFound('Product');
    await this.assertAvailable(context, row.id);
    const [[summary], items, companions] = await Promise.all([this.summaries(context, [row.id]), this.items(context, row.id), this.companions(context, row.id)]);
    return { ...summary!, description: row.description, items, use_with: companions };
  }

  /** The products to use with this one in the plan (primer, filler, finish), in the order of the work. */
  async companions(context: PlanContext, productId: number): Promise<CompanionProduct[]> {
    const rows = await this.#queries
      .selectFrom('product_companion as pc')
      .innerJoin('product_plan as pp', (join) => join.onRef('pp.product_id', '=', 'pc.companion_id').onRef('pp.sales_plan_id', '=', 'pc.sales_plan_id'))
      .where('pc.product_id', '=', productId)
      .where('pc.sales_plan_id', '=', context.plan.id)
      .select(['pc.companion_id', 'pc.role'])
      .orderBy((eb) => eb.case().when('pc.role', '=', 'primer').then(0).when('pc.role', '=', 'filler').then(1).else(2).end())
      .orderBy('pc.position')
      .execute();
    const summaries = await this.summaries(context, rows.map((row) => row.companion_id));
    return rows.flatMap(({ companion_id, role }) => {
      const companion = summaries.find((summary) => summary.id === companion_id);
      if (companion === undefined) return [];
      const { id, slug, name, reference, category_name, cover, caracteristics, price } = companion;
      return [{ id, slug, name, reference, category_name, cover, caracteristics, price, role: role as CompanionRole }];
    });
  }

  /** Answers 400 with the plans selling the product when the current plan does not. */
  async assertAvailable(context: PlanContext, productId: number): Promise<void> {
    const rows = await this.#queries
      .selectFrom('product_plan as pp')
      .innerJoin('sales_plan as sp', 'sp.id', 'pp.sales_plan_id')
      .where('pp.product_id', '=', productId)
      .where('sp.site_id', '=', context.siteId)
      .orderBy('pp.sales_plan_id')
      .select('pp.sales_plan_id')
      .execute();
    const plans = rows.map((row) => row.sales_plan_id);
    if (plans.includes(context.plan.id)) return;
    if (plans.length === 0) throw notFound('Product');
    throw new Refusal('not-in-plan', { status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: plans, message: 'This product is not sold in this sales plan' });
  }

  /** The product's packs priced in the plan, in their order. */
  async items(context: PlanContext, productId: number): Promise<ProductItem[]> {
    const rows = await this.#pricedItems(this.#queries, context.plan).where('pi.product_id', '=', productId).orderBy('pi.position').execute();
    return rows.map((row) => this.#toItem(row, context.plan, context.lang));
  }

  /** The product and item behind a 14-digit GTIN, in the plan. */
  async byGtin(context: PlanContext, gtin14: string): Promise<{ product: Product; item: ProductItem } | null> {
    const found = await this.#queries
      .selectFrom('product_item as pi')
      .innerJoin('product as p', 'p.id', 'pi.product_id')
      .where('pi.gtin14', '=', gtin14)
      .where('p.site_id', '=', context.siteId)
      .select(['pi.id', 'pi.product_id'])
      .executeTakeFirst();
    if (found === undefined) return null;
    const product = await this.detail(context, String(found.product_id));
    const item = product.items.find((candidate) => candidate.id === found.id);
    if (item === undefined) return null;
    return { product, item };
  }

  /**
   * An item priced in a plan and named in a language (carts): undefined when the plan does not
   * sell it. `reader` is the transaction a cart's change runs in, when it runs in one.
   */
  async pricedItem(plan: SalesPlan, itemId: number, lang: string, reader: BackofficeQueries = this.#queries): Promise<(ProductItem & { product_id: number; name: string }) | undefined> {
    const row = await this.#pricedItems(reader, plan)
      .innerJoin('product as p', 'p.id', 'pi.product_id')
      .leftJoin('product_translation as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .select((eb) => eb.fn.coalesce('t.name', 'p.name').as('name'))
      .where('pi.id', '=', itemId)
      .executeTakeFirst();
    return row === undefined ? undefined : { ...this.#toItem(row, plan, lang), product_id: row.product_id, name: row.name };
  }

  /** Items with their price in the plan; an item the plan does not sell is not among them. */
  #pricedItems(reader: BackofficeQueries, plan: SalesPlan) {
    return reader
      .selectFrom('product_item as pi')
      .innerJoin('item_price as ip', (join) => join.onRef('ip.item_id', '=', 'pi.id').on('ip.sales_plan_id', '=', plan.id))
      .select(['pi.id', 'pi.product_id', 'pi.reference', 'pi.ean13', 'pi.gtin14', 'pi.pack_size', 'ip.price']);
  }

  /**
   * What the packshot and the technical sheet show, in `lang` where translated: every pack,
   * whatever the plan. `slug` is the English one the media files are named by.
   */
  async sheet(slug: string, lang: string): Promise<SheetProduct | undefined> {
    const row = await this.#localised(lang)
      .where('p.slug', '=', slug)
      .select((eb) => ['p.color', 'p.form', eb.fn.coalesce('t.updated_at', 'p.updated_at', 'p.created_at').as('updated_at')])
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const medias = JSON.parse(row.medias) as StoredMedias;
    const [caracteristicRows, items] = await Promise.all([
      this.#caracteristicRowsWithPacks([row.id]),
      this.#queries.selectFrom('product_item').select(['reference', 'ean13', 'pack_size']).where('product_id', '=', row.id).orderBy('position').execute(),
    ]);
    return {
      lang,
      name: row.name,
      reference: row.reference,
      extract: row.extract,
      description: row.description,
      color: row.color,
      form: row.form as SheetProduct['form'],
      caracteristics: this.#caracteristics.describe(caracteristicRows, lang),
      pictograms: medias.PICTO.map((picto) => ({ code: picto.url.slice(picto.url.lastIndexOf('/') + 1, picto.url.lastIndexOf('.')), title: picto.title })),
      items,
      updated: row.updated_at.slice(0, 10),
    };
  }

  /**
   * What the product's packshots show in `lang` (by its base slug, every pack whatever the plan):
   * its name in that language, and the pictograms its page shows.
   */
  async packshotSubject(slug: string, lang: string): Promise<PackshotSubject | undefined> {
    const row = await this.#queries
      .selectFrom('product as p')
      .leftJoin('product_translation as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .where('p.slug', '=', slug)
      .select((eb) => ['p.id', 'p.reference', 'p.color', 'p.form', 'p.medias', eb.fn.coalesce('t.name', 'p.name').as('name')])
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const { PICTO } = JSON.parse(row.medias) as StoredMedias;
    const packs = await this.#queries.selectFrom('product_item').select('pack_size').where('product_id', '=', row.id).orderBy('position').execute();
    return {
      name: row.name,
      reference: row.reference,
      form: row.form as PackshotSubject['form'],
      color: row.color,
      pictos: PICTO.map((picto) => picto.url.slice(picto.url.lastIndexOf('/') + 1, picto.url.lastIndexOf('.'))),
      packSizes: packs.map((pack) => pack.pack_size),
    };
  }

  /** The plan's products as the sitemap lists them, in the plan's order, each with its slug per language. */
  async urls(context: PlanContext): Promise<{ id: number; slug: string; label: string; updated_at: string; slugs: Map<string, string> }[]> {
    const rows = await this.#queries
      .selectFrom('product as p')
      .innerJoin('product_plan as pp', (join) => join.onRef('pp.product_id', '=', 'p.id').on('pp.sales_plan_id', '=', context.plan.id))
      .leftJoin('product_translation as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', context.lang))
      .where('p.site_id', '=', context.siteId)
      .orderBy('pp.position')
      .select((eb) => [
        'p.id',
        'p.slug as base',
        eb.fn.coalesce('t.slug', 'p.slug').as('slug'),
        eb.fn.coalesce('t.name', 'p.name').as('label'),
        eb.fn.coalesce('t.updated_at', 'p.updated_at', 'p.created_at').as('updated_at'),
      ])
      .execute();
    const translated = rows.length === 0 ? [] : await this.#queries.selectFrom('product_translation').select(['product_id', 'lang', 'slug']).where('product_id', 'in', rows.map((row) => row.id)).execute();
    const slugs = new Map(rows.map((row) => [row.id, new Map([[BASE_LANG, row.base]])]));
    for (const entry of translated) slugs.get(entry.product_id)?.set(entry.lang, entry.slug);
    return rows.map(({ base: _base, ...row }) => ({ ...row, slugs: slugs.get(row.id)! }));
  }

  /** The product's slug per language it has one in (the base language included). */
  async slugsOf(productId: number): Promise<Map<string, string>> {
    const [base, translated] = await Promise.all([
      this.#queries.selectFrom('product').select('slug').where('id', '=', productId).executeTakeFirst(),
      this.#queries.selectFrom('product_translation').select(['lang', 'slug']).where('product_id', '=', productId).execute(),
    ]);
    return new Map([...(base === undefined ? [] : ([[BASE_LANG, base.slug]] as const)), ...translated.map((row) => [row.lang, row.slug] as const)]);
  }

  /**
   * By id, or by slug: the translated slug as given first, then a translated slug whose product
   * part is the given one's last segment, then the base slug.
   */
  async #find(context: PlanContext, idOrSlug: string): Promise<ProductRow | undefined> {
    const query = this.#localised(context.lang).where('p.site_id', '=', context.siteId);
    if (/^\d+$/.test(idOrSlug)) return query.where('p.id', '=', Number(idOrSlug)).executeTakeFirst();
    const leaf = idOrSlug.slice(idOrSlug.lastIndexOf('/') + 1);
    const candidates = await query
      .select(['t.slug as translated', 'p.slug as base'])
      .where((eb) =>
        eb.or([
          eb('t.slug', '=', idOrSlug),
          eb('t.slug', '=', leaf),
          sql<SqlBool>`${eb.ref('t.slug')} LIKE ${`%/${escapeLike(leaf)}`} ESCAPE '\\'`,
          eb('p.slug', '=', leaf),
        ]),
      )
      .execute();
    const leafOf = (slug: string | null) => slug?.slice(slug.indexOf('/') + 1);
    const found =
      candidates.find((row) => row.translated === idOrSlug) ??
      candidates.find((row) => leafOf(row.translated) === leaf) ??
      candidates.find((row) => row.base === leaf);
    if (found === undefined) return undefined;
    const { translated: _translated, base: _base, ...row } = found;
    return row;
  }

  /** An item priced in the plan, its label ("1.5 kg", "1,5 kg", a no-break space before the unit) in the language. */
  #toItem(row: ItemRow, plan: SalesPlan, lang: string): ProductItem {
    return {
      id: row.id,
      reference: row.reference,
      ean13: row.ean13,
      gtin14: row.gtin14,
      pack_size: row.pack_size,
      pack_unit: 'kg',
      label: withUnit(measuresIn(lang, [String(row.pack_size)]), 'kg'),
      price: row.price,
      price_with_tax: withTax(row.price, plan),
    };
  }
}

/**
 * A slug part as a LIKE pattern matches it literally: `%` and `_` are the visitor's characters,
 * not wildcards. Backslash escapes them, on both engines (PostgreSQL's default, SQLite's by ESCAPE).
 */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
