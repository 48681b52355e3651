import { rebuildSearchIndex, searchIndexOf } from '../catalogue/search-indexing.ts';
import type { SqliteBackofficeDatabase } from '../db/database.ts';
import type { Db } from '../db/open-database.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { caracteristics } from './caracteristics.ts';
import { categories } from './categories.ts';
import { companionsOf } from './companions.ts';
import { carriers, discounts } from './commerce.ts';
import { contentSeeds } from './content-seeds.ts';
import { frenchEditorialContent } from './french-content.ts';
import { menus } from './menus.ts';
import { products } from './products.ts';
import { seedFrenchCatalogue } from './seed-french-catalogue.ts';
import { seedFrenchContent } from './seed-french-content.ts';
import { searchSynonyms } from './search-synonyms.ts';
import { seededMediaRefresher } from './seeded-media.ts';
import { settings } from './settings.ts';
import { CURRENCY, DEMO_SITE_ID, PART_PLAN_ID, PRO_PLAN_ID, TAX_RATE, sites } from './sites.ts';

/** Bump when seed files change; a data dir seeded with an older version gets the new rows. */
export const SEED_VERSION = 6;
/**
 * The seed version that gave pictures AVIF, widths and a packshot per language and pack, and
 * technical sheets one URL per language (decision 140): a data dir seeded before it gets the
 * media fields of the rows the seed owns, and keeps everything else.
 */
const MEDIA_FIELDS_VERSION = 4;

/** Rows seeded before modification dates existed get theirs; nothing else of a present row changes. */
const FILL_UPDATED_AT = 'ON CONFLICT DO UPDATE SET updated_at = excluded.updated_at WHERE updated_at IS NULL';
const planOf = { pro: PRO_PLAN_ID, part: PART_PLAN_ID } as const;

export interface SeedOptions {
  /** Apply even if this seed version is already recorded (rows already present are kept). */
  force?: boolean;
  now?: Date;
}

/**
 * Idempotent: rows have stable ids and are inserted with ON CONFLICT DO NOTHING, so running
 * the seed again never duplicates nor overwrites. Returns whether it ran. The search index is
 * rebuilt from the tables, and only then is the seed's version recorded: a process stopped in
 * between seeds and indexes again on its next start.
 */
export async function seedDatabase(database: SqliteBackofficeDatabase, options: SeedOptions = {}): Promise<boolean> {
  const db = database.file;
  const recorded = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get() as string | undefined;
  if (!options.force && recorded === String(SEED_VERSION)) return false;
  seedRows(db, { now: options.now ?? new Date(), refreshMedia: recorded !== undefined && Number(recorded) < MEDIA_FIELDS_VERSION });
  await rebuildSearchIndex(database.queries, searchIndexOf('sqlite', database.queries));
  await recordSeedVersion(database.queries);
  return true;
}

/** The demo's rows, in one transaction; `refreshMedia` for a file seeded before the media fields' version. */
export function seedRows(db: Db, { now, refreshMedia }: { now: Date; refreshMedia: boolean }): void {
  db.transaction(() => {
    seedSites(db, refreshMedia);
    seedCatalogue(db, refreshMedia);
    seedContent(db, now, refreshMedia);
    seedCommerce(db);
    seedFrenchCatalogue(db, refreshMedia);
    seedFrenchContent(db, frenchEditorialContent, now, refreshMedia);
    seedSearchSynonyms(db);
  })();
}

/** The seed's version, once the rows it wrote are indexed; on either engine. */
export async function recordSeedVersion(queries: BackofficeQueries): Promise<void> {
  await queries
    .insertInto('meta')
    .values({ key: 'seed_version', value: String(SEED_VERSION) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(SEED_VERSION) }))
    .execute();
}

function seedSites(db: Db, refreshMedia: boolean): void {
  const site = db.prepare(
    // The languages follow the seed: a site seeded in English only gains French on upgrade.
    `INSERT INTO site (id, iso, url, label, hosts, languages, is_default) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET languages = excluded.languages`,
  );
  const plan = db.prepare(
    'INSERT INTO sales_plan (id, site_id, target, label, currency_code, currency_symbol, tax_rate) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  for (const entry of sites) {
    site.run(entry.id, entry.iso, entry.url, entry.label, JSON.stringify(entry.hosts), JSON.stringify(entry.languages), entry.isDefault ? 1 : 0);
    for (const salesPlan of entry.plans) {
      plan.run(salesPlan.id, entry.id, salesPlan.target, salesPlan.label, CURRENCY.code, CURRENCY.symbol, TAX_RATE);
    }
  }
  const setting = db.prepare('INSERT INTO setting (site_id, code, vals) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  for (const [code, values] of Object.entries(settings)) setting.run(DEMO_SITE_ID, code, JSON.stringify(values));
  const menu = db.prepare('INSERT INTO menu (id, sales_plan_id, code, items) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const refreshMenu = seededMediaRefresher(db, 'menu', 'items', ['id']);
  menus.forEach((entry, index) => {
    menu.run(index + 1, entry.planId, entry.code, JSON.stringify(entry.items));
    if (refreshMedia) refreshMenu(entry.items, index + 1);
  });
}

function seedCatalogue(db: Db, refreshMedia: boolean): void {
  const caracteristic = db.prepare(
    'INSERT INTO caracteristic (technical_name, label, unit, kind, filterable, position) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const option = db.prepare(
    'INSERT INTO caracteristic_option (technical_name, value, label, position) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  caracteristics.forEach((entry, position) => {
    caracteristic.run(entry.technicalName, entry.label, entry.unit, entry.kind, entry.filterable ? 1 : 0, position);
    entry.options.forEach(([value, label], optionPosition) => option.run(entry.technicalName, value, label, optionPosition));
  });

  const categoryIds = new Map<string, number>();
  const category = db.prepare(
    `INSERT INTO category (id, sales_plan_id, parent_id, slug, name, description, position, color, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ${FILL_UPDATED_AT}`,
  );
  categories.forEach((entry, position) => {
    categoryIds.set(entry.slug, entry.id);
    const parentId = entry.parentSlug === undefined ? null : (categoryIds.get(entry.parentSlug) ?? null);
    category.run(entry.id, entry.planId, parentId, entry.slug, entry.name, entry.description, position, entry.color, entry.updatedAt);
  });

  const product = db.prepare(
    `INSERT INTO product (id, site_id, slug, reference, name, extract, description, color, form, medias, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ${FILL_UPDATED_AT}`,
  );
  const productPlan = db.prepare(
    'INSERT INTO product_plan (product_id, sales_plan_id, promoted, position) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const productCategory = db.prepare('INSERT INTO product_category (product_id, category_id) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const productCaracteristic = db.prepare(
    'INSERT INTO product_caracteristic (product_id, technical_name, value) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const item = db.prepare(
    'INSERT INTO product_item (id, product_id, reference, ean13, gtin14, pack_size, position) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const price = db.prepare('INSERT INTO item_price (item_id, sales_plan_id, price) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  // A product's medias are all media fields: the seed's replace them whole (one packshot per pack where there was one).
  const medias = db.prepare('UPDATE product SET medias = ? WHERE id = ?');

  products.forEach((entry, position) => {
    product.run(entry.id, DEMO_SITE_ID, entry.slug, entry.reference, entry.name, entry.extract, entry.description, entry.color, entry.form, JSON.stringify(entry.medias), entry.createdAt, entry.updatedAt);
    if (refreshMedia) medias.run(JSON.stringify(entry.medias), entry.id);
    for (const target of ['pro', 'part'] as const) {
      const slugs = entry.categories[target];
      if (slugs.length === 0) continue;
      productPlan.run(entry.id, planOf[target], entry.promoted.includes(target) ? 1 : 0, position);
      for (const slug of slugs) {
        const categoryId = categoryIds.get(slug);
        if (categoryId === undefined) throw new Error(`Product ${entry.slug} names unknown category ${slug}`);
        productCategory.run(entry.id, categoryId);
      }
    }
    for (const [technicalName, values] of Object.entries(entry.caracteristics)) {
      for (const value of values) productCaracteristic.run(entry.id, technicalName, value);
    }
    for (const [itemPosition, variant] of entry.items.entries()) {
      item.run(variant.id, entry.id, variant.reference, variant.ean13, variant.ean13.padStart(14, '0'), variant.packSize, itemPosition);
      for (const target of ['pro', 'part'] as const) {
        const value = variant.prices[target];
        if (value !== undefined) price.run(variant.id, planOf[target], value);
      }
    }
  });

  const companion = db.prepare(
    'INSERT INTO product_companion (product_id, sales_plan_id, companion_id, role, position) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  companionsOf(products).forEach((entry, position) => companion.run(entry.productId, planOf[entry.target], entry.companionId, entry.role, position));
}

function seedContent(db: Db, now: Date, refreshMedia: boolean): void {
  const insert = db.prepare(
    `INSERT INTO content (resource, id, site_id, target, slug, kind, position, body, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ${FILL_UPDATED_AT}`,
  );
  const refresh = seededMediaRefresher(db, 'content', 'body', ['resource', 'id']);
  for (const [resource, seed] of Object.entries(contentSeeds)) {
    seed.documents(now).forEach((row, position) => {
      insert.run(
        resource,
        row.id,
        DEMO_SITE_ID,
        row.target ?? null,
        row.slug ?? null,
        row.kind ?? null,
        position,
        JSON.stringify(row.body),
        row.updatedAt ?? now.toISOString(),
      );
      if (refreshMedia) refresh(row.body, resource, row.id);
    });
  }
}

function seedSearchSynonyms(db: Db): void {
  const insert = db.prepare('INSERT INTO search_synonym (lang, term, expansion) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  for (const [lang, synonyms] of Object.entries(searchSynonyms)) {
    for (const [term, expansions] of Object.entries(synonyms)) {
      for (const expansion of expansions) insert.run(lang, term, expansion);
    }
  }
}

function seedCommerce(db: Db): void {
  const discount = db.prepare(
    'INSERT INTO discount (code, site_id, description, amount, unit, free_item_id, target) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const itemId = db.prepare('SELECT id FROM product_item WHERE reference = ?').pluck();
  for (const entry of discounts) {
    const freeItemId = entry.freeItemReference === undefined ? null : (itemId.get(entry.freeItemReference) as number | undefined);
    if (freeItemId === undefined) throw new Error(`Discount ${entry.code} names unknown item ${entry.freeItemReference}`);
    discount.run(entry.code, DEMO_SITE_ID, entry.description, entry.amount, entry.unit, freeItemId, entry.target ?? null);
  }
  const carrier = db.prepare(
    'INSERT INTO carrier (code, site_id, label, base_cost, cost_per_kg, free_from) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  for (const entry of carriers) carrier.run(entry.code, DEMO_SITE_ID, entry.label, entry.baseCost, entry.costPerKg, entry.freeFrom);
}
