import type Database from 'better-sqlite3';
import {
  NOT_AVAILABLE_IN_SALEPLAN,
  type CategoryRef,
  type CompanionProduct,
  type CompanionRole,
  type Product,
  type ProductItem,
  type ProductMedias,
  type ProductOrder,
  type ProductSummary,
  type SalesPlan,
} from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import type { SheetProduct } from '../media/documents.ts';
import type { PackshotSubject } from '../media/media-library.ts';
import type { CaracteristicCatalog } from './caracteristic-catalog.ts';
import { ORDER_SQL, criteriaSql, plannedProductsSql, type ProductCriteria } from './product-criteria.ts';

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

/**
 * Prepared statements kept at most. The repository writes a fixed set of texts: its twenty-odd
 * reads and, for the seven optional criteria, up to 128 combinations times the count, the six
 * orders and the ids (about a thousand in theory, a few dozen in the site's traffic); past the
 * bound a rarely asked combination is prepared again (tens of microseconds).
 */
export const MAX_PREPARED_STATEMENTS = 256;

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

export interface PlanContext {
  siteId: number;
  plan: SalesPlan;
  /** Texts, slugs and medias come in this language, else in the base one. */
  lang: string;
}

/** A product row with its texts in @lang where translated. */
const LOCALISED_PRODUCT = `SELECT p.id, p.site_id, p.reference,
  COALESCE(t.slug, p.slug) AS slug, COALESCE(t.name, p.name) AS name, COALESCE(t.extract, p.extract) AS extract,
  COALESCE(t.description, p.description) AS description, COALESCE(t.medias, p.medias) AS medias
  FROM product p LEFT JOIN product_translation t ON t.product_id = p.id AND t.lang = @lang`;

export function withTax(price: number, plan: SalesPlan): number {
  return Math.round(price * (1 + plan.tax_rate) * 100) / 100;
}

/** Medias as stored: a document's size is the file's, looked up when the product is read. */
export type StoredMedias = Omit<ProductMedias, 'MEDIA'> & { MEDIA: Omit<ProductMedias['MEDIA'][number], 'size_bytes'>[] };

export class ProductRepository {
  readonly #db: Db;
  readonly #caracteristics: CaracteristicCatalog;
  readonly #documentSize: (url: string) => number | null;
  /** Prepared statements by SQL text, least recently used first (see #statement). */
  readonly #statements = new Map<string, Database.Statement>();
  readonly #maxStatements: number;

  constructor(db: Db, caracteristics: CaracteristicCatalog, documentSize: (url: string) => number | null, maxStatements = MAX_PREPARED_STATEMENTS) {
    this.#db = db;
    this.#maxStatements = maxStatements;
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

  /**
   * The prepared statement of a SQL text. Texts depend on which criteria are set, never on their
   * values (product-criteria.ts), so a few dozen exist; the bound keeps that true should a new
   * text ever carry a value, the least recently used statement going first.
   */
  #statement(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      if (this.#statements.size >= this.#maxStatements) this.#statements.delete(this.#statements.keys().next().value!);
    } else {
      this.#statements.delete(sql);
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  /** How many prepared statements are kept (tests). */
  get preparedStatements(): number {
    return this.#statements.size;
  }

  /** Ids of the plan's products meeting the criteria, in order, with the total before paging. */
  search(
    context: PlanContext,
    criteria: ProductCriteria,
    order: ProductOrder,
    paging: { offset: number; limit: number },
  ): { ids: number[]; total: number } {
    const { where, params } = criteriaSql(criteria);
    const base = plannedProductsSql(where);
    const bound = { ...params, plan: context.plan.id, site: context.siteId, lang: context.lang };
    const total = this.#statement(`SELECT count(*) FROM (${base})`).pluck().get(bound) as number;
    const ids = this.#statement(`${base} ORDER BY ${ORDER_SQL[order]} LIMIT @limit OFFSET @offset`)
      .pluck()
      .all({ ...bound, limit: paging.limit, offset: paging.offset }) as number[];
    return { ids, total };
  }

  /** Every id matching the criteria (facets), optionally ignoring one characteristic filter. */
  matchingIds(context: PlanContext, criteria: ProductCriteria, exceptCaracteristic?: string): number[] {
    const { where, params } = criteriaSql(criteria, exceptCaracteristic);
    return this.#statement(plannedProductsSql(where))
      .pluck()
      .all({ ...params, plan: context.plan.id, site: context.siteId, lang: context.lang }) as number[];
  }

  caracteristicRows(ids: number[]): CaracteristicRow[] {
    return this.#statement(
      'SELECT product_id, technical_name, value FROM product_caracteristic WHERE product_id IN (SELECT value FROM json_each(?))',
    ).all(JSON.stringify(ids)) as CaracteristicRow[];
  }

  /**
   * The products' characteristics with their pack sizes taken from their variants (in the plan
   * when one is given, else all of them), so the characteristics, the pack selector and the
   * calculator list the same packs.
   */
  #caracteristicRowsWithPacks(ids: number[], planId?: number): CaracteristicRow[] {
    const packs = this.#statement(
      `SELECT DISTINCT pi.product_id, pi.pack_size FROM product_item pi
       WHERE pi.product_id IN (SELECT value FROM json_each(@ids))
       AND (@plan IS NULL OR EXISTS (SELECT 1 FROM item_price ip WHERE ip.item_id = pi.id AND ip.sales_plan_id = @plan))`,
    ).all({ ids: JSON.stringify(ids), plan: planId ?? null }) as { product_id: number; pack_size: number }[];
    return [
      ...this.caracteristicRows(ids).filter((row) => row.technical_name !== PACK_SIZES),
      ...packs.map((pack) => ({ product_id: pack.product_id, technical_name: PACK_SIZES, value: String(pack.pack_size) })),
    ];
  }

  priceRange(context: PlanContext, ids: number[]): { min: number; max: number } {
    const row = this.#statement(
      `SELECT min(price) AS min, max(price) AS max FROM (
         SELECT min(ip.price) AS price FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
         WHERE pi.product_id IN (SELECT value FROM json_each(?)) GROUP BY pi.product_id)`,
    ).get(context.plan.id, JSON.stringify(ids)) as { min: number | null; max: number | null };
    return { min: row.min ?? 0, max: row.max ?? 0 };
  }

  /** Product summaries in the order of `ids`, priced and categorised for the plan. */
  summaries(context: PlanContext, ids: number[]): ProductSummary[] {
    if (ids.length === 0) return [];
    const json = JSON.stringify(ids);
    const rows = this.#statement(`${LOCALISED_PRODUCT} WHERE p.id IN (SELECT value FROM json_each(@ids))`).all({ lang: context.lang, ids: json }) as ProductRow[];
    const plans = this.#statement(
      'SELECT product_id, sales_plan_id, promoted FROM product_plan WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY sales_plan_id',
    ).all(json) as { product_id: number; sales_plan_id: number; promoted: number }[];
    const categories = this.#statement(
      `SELECT pc.product_id, c.id, COALESCE(ct.slug, c.slug) AS slug, COALESCE(ct.name, c.name) AS name FROM product_category pc
       JOIN category c ON c.id = pc.category_id AND c.sales_plan_id = ?
       LEFT JOIN category_translation ct ON ct.category_id = c.id AND ct.lang = ?
       WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.position`,
    ).all(context.plan.id, context.lang, json) as (CategoryRef & { product_id: number })[];
    const prices = this.#statement(
      `SELECT pi.product_id, min(ip.price) AS price FROM product_item pi
       JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       WHERE pi.product_id IN (SELECT value FROM json_each(?)) GROUP BY pi.product_id`,
    ).all(context.plan.id, json) as { product_id: number; price: number }[];
    const caracteristicRows = this.#caracteristicRowsWithPacks(ids, context.plan.id);
    const soldPositions = this.#statement(
      `SELECT pi.product_id, pi.position FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       WHERE pi.product_id IN (SELECT value FROM json_each(?)) ORDER BY pi.position`,
    ).all(context.plan.id, json) as { product_id: number; position: number }[];

    const byId = new Map<number, ProductSummary>();
    for (const row of rows) {
      const medias = this.#planMedias(
        this.#medias(row.medias),
        soldPositions.filter((entry) => entry.product_id === row.id).map((entry) => entry.position),
      );
      const productCategories = categories.filter((category) => category.product_id === row.id).map(({ id, slug, name }) => ({ id, slug, name }));
      const plan = plans.find((entry) => entry.product_id === row.id && entry.sales_plan_id === context.plan.id);
      const minPrice = prices.find((entry) => entry.product_id === row.id)?.price ?? 0;
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
        price: { min: minPrice, min_with_tax: withTax(minPrice, context.plan) },
        exist_in: plans.filter((entry) => entry.product_id === row.id).map((entry) => entry.sales_plan_id),
      });
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * A product by id or slug in the plan: 404 if unknown, 400 not_available_in_this_saleplan elsewhere.
   * A translated slug is `{category}/{product}`: the whole of it or its last segment finds the product.
   */
  detail(context: PlanContext, idOrSlug: string): Product {
    const row = this.#find(context, idOrSlug);
    if (row === undefined) throw notFound('Product');
    this.assertAvailable(context, row.id);
    const [summary] = this.summaries(context, [row.id]);
    return { ...summary!, description: row.description, items: this.items(context, row.id), use_with: this.companions(context, row.id) };
  }

  /** The products to use with this one in the plan (primer, filler, finish), in the order of the work. */
  companions(context: PlanContext, productId: number): CompanionProduct[] {
    const rows = this.#statement(
      `SELECT pc.companion_id, pc.role FROM product_companion pc
       JOIN product_plan pp ON pp.product_id = pc.companion_id AND pp.sales_plan_id = pc.sales_plan_id
       WHERE pc.product_id = ? AND pc.sales_plan_id = ?
       ORDER BY CASE pc.role WHEN 'primer' THEN 0 WHEN 'filler' THEN 1 ELSE 2 END, pc.position`,
    ).all(productId, context.plan.id) as { companion_id: number; role: CompanionRole }[];
    const summaries = this.summaries(context, rows.map((row) => row.companion_id));
    return rows.flatMap(({ companion_id, role }) => {
      const companion = summaries.find((summary) => summary.id === companion_id);
      if (companion === undefined) return [];
      const { id, slug, name, reference, category_name, cover, caracteristics, price } = companion;
      return [{ id, slug, name, reference, category_name, cover, caracteristics, price, role }];
    });
  }

  /** Answers 400 with the plans selling the product when the current plan does not. */
  assertAvailable(context: PlanContext, productId: number): void {
    const plans = this.#statement(
      `SELECT pp.sales_plan_id FROM product_plan pp JOIN sales_plan sp ON sp.id = pp.sales_plan_id
       WHERE pp.product_id = ? AND sp.site_id = ? ORDER BY pp.sales_plan_id`,
    )
      .pluck()
      .all(productId, context.siteId) as number[];
    if (plans.includes(context.plan.id)) return;
    if (plans.length === 0) throw notFound('Product');
    throw new HttpError(400, { status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: plans, message: 'This product is not sold in this sales plan' });
  }

  items(context: PlanContext, productId: number): ProductItem[] {
    const rows = this.#statement(
      `SELECT pi.*, ip.price FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       WHERE pi.product_id = ? ORDER BY pi.position`,
    ).all(context.plan.id, productId) as ItemRow[];
    return rows.map((row) => this.#toItem(row, context.plan));
  }

  /** The product and item behind a 14-digit GTIN, in the plan. */
  byGtin(context: PlanContext, gtin14: string): { product: Product; item: ProductItem } | null {
    const found = this.#statement(
      'SELECT pi.id, pi.product_id FROM product_item pi JOIN product p ON p.id = pi.product_id WHERE pi.gtin14 = ? AND p.site_id = ?',
    ).get(gtin14, context.siteId) as { id: number; product_id: number } | undefined;
    if (found === undefined) return null;
    const product = this.detail(context, String(found.product_id));
    const item = product.items.find((candidate) => candidate.id === found.id);
    if (item === undefined) return null;
    return { product, item };
  }

  /** An item priced in a plan and named in a language (carts): undefined when the plan does not sell it. */
  pricedItem(plan: SalesPlan, itemId: number, lang: string): (ProductItem & { product_id: number; name: string }) | undefined {
    const row = this.#statement(
      `SELECT pi.*, ip.price, COALESCE(t.name, p.name) AS name FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       JOIN product p ON p.id = pi.product_id LEFT JOIN product_translation t ON t.product_id = p.id AND t.lang = ? WHERE pi.id = ?`,
    ).get(plan.id, lang, itemId) as (ItemRow & { name: string }) | undefined;
    return row === undefined ? undefined : { ...this.#toItem(row, plan), product_id: row.product_id, name: row.name };
  }

  /**
   * What the packshot and the technical sheet show, in `lang` where translated: every pack,
   * whatever the plan. `slug` is the English one the media files are named by.
   */
  sheet(slug: string, lang: string): SheetProduct | undefined {
    const row = this.#statement(
      `SELECT p.id, p.reference, p.color, p.form, COALESCE(t.name, p.name) AS name, COALESCE(t.extract, p.extract) AS extract,
       COALESCE(t.description, p.description) AS description, COALESCE(t.medias, p.medias) AS medias,
       COALESCE(t.updated_at, p.updated_at, p.created_at) AS updated_at
       FROM product p LEFT JOIN product_translation t ON t.product_id = p.id AND t.lang = @lang WHERE p.slug = @slug`,
    ).get({ slug, lang }) as
      | (Omit<ProductRow, 'site_id' | 'slug'> & { color: string; form: 'powder' | 'paste'; updated_at: string })
      | undefined;
    if (row === undefined) return undefined;
    const medias = JSON.parse(row.medias) as StoredMedias;
    return {
      lang,
      name: row.name,
      reference: row.reference,
      extract: row.extract,
      description: row.description,
      color: row.color,
      form: row.form,
      caracteristics: this.#caracteristics.describe(this.#caracteristicRowsWithPacks([row.id]), lang),
      pictograms: medias.PICTO.map((picto) => ({ code: picto.url.slice(picto.url.lastIndexOf('/') + 1, picto.url.lastIndexOf('.')), title: picto.title })),
      items: this.#statement('SELECT reference, ean13, pack_size FROM product_item WHERE product_id = ? ORDER BY position').all(row.id) as SheetProduct['items'],
      updated: row.updated_at.slice(0, 10),
    };
  }

  /**
   * What the product's packshots show in `lang` (by its base slug, every pack whatever the plan):
   * its name in that language, and the pictograms its page shows.
   */
  packshotSubject(slug: string, lang: string): PackshotSubject | undefined {
    const row = this.#statement(
      `SELECT p.id, p.reference, p.color, p.form, p.medias, COALESCE(t.name, p.name) AS name
       FROM product p LEFT JOIN product_translation t ON t.product_id = p.id AND t.lang = ? WHERE p.slug = ?`,
    ).get(lang, slug) as { id: number; reference: string; color: string; form: 'powder' | 'paste'; medias: string; name: string } | undefined;
    if (row === undefined) return undefined;
    const { PICTO } = JSON.parse(row.medias) as StoredMedias;
    return {
      name: row.name,
      reference: row.reference,
      form: row.form,
      color: row.color,
      pictos: PICTO.map((picto) => picto.url.slice(picto.url.lastIndexOf('/') + 1, picto.url.lastIndexOf('.'))),
      packSizes: this.#statement('SELECT pack_size FROM product_item WHERE product_id = ? ORDER BY position').pluck().all(row.id) as number[],
    };
  }

  /** The product's slug per language it has one in (the base language included). */
  slugsOf(productId: number): Map<string, string> {
    const rows = this.#statement(
      `SELECT @base AS lang, slug FROM product WHERE id = @id UNION ALL SELECT lang, slug FROM product_translation WHERE product_id = @id`,
    ).all({ base: BASE_LANG, id: productId }) as { lang: string; slug: string }[];
    return new Map(rows.map((row) => [row.lang, row.slug]));
  }

  #find(context: PlanContext, idOrSlug: string): ProductRow | undefined {
    const site = context.siteId;
    if (/^\d+$/.test(idOrSlug)) {
      return this.#statement(`${LOCALISED_PRODUCT} WHERE p.id = @id AND p.site_id = @site`).get({ lang: context.lang, id: Number(idOrSlug), site }) as ProductRow | undefined;
    }
    const leaf = idOrSlug.slice(idOrSlug.lastIndexOf('/') + 1);
    return this.#statement(
      `${LOCALISED_PRODUCT} WHERE p.site_id = @site
       AND (t.slug = @slug OR substr(t.slug, instr(t.slug, '/') + 1) = @leaf OR p.slug = @leaf)
       ORDER BY t.slug = @slug DESC, substr(t.slug, instr(t.slug, '/') + 1) = @leaf DESC LIMIT 1`,
    ).get({ lang: context.lang, site, slug: idOrSlug, leaf }) as ProductRow | undefined;
  }

  #toItem(row: ItemRow, plan: SalesPlan): ProductItem {
    return {
      id: row.id,
      reference: row.reference,
      ean13: row.ean13,
      gtin14: row.gtin14,
      pack_size: row.pack_size,
      pack_unit: 'kg',
      label: `${row.pack_size} kg`,
      price: row.price,
      price_with_tax: withTax(row.price, plan),
    };
  }
}
