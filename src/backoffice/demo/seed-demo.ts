/**
 * The demo written into a new database, on either engine (decision 190). What the write API
 * publishes (categories, products, pages) goes through the same publishers, each at its demo
 * date and with its publish event; the rest is written as rows (demo-rows.ts). Then the search
 * index is built, and only then is the demo's version recorded.
 *
 * The version is `seeding` while the demo is written: a process stopped half-way writes what is
 * missing on its next start (rows kept, entities already published skipped). A database that
 * holds a site but no version (copied from a file by `npm run copy-to-postgres`) is indexed, not
 * seeded; one seeded by an earlier demo is left as it is. On PostgreSQL, back offices starting
 * together on one empty database take a session lock in turn: the first seeds, the others find
 * the version recorded.
 */
import { sql } from 'kysely';
import type { CategoryPublication, ProductPublication } from '../../shared/kernel/api/contract.ts';
import { CaracteristicCatalog } from '../catalogue/caracteristic-catalog.ts';
import { CategoryPublisher } from '../catalogue/category-publisher.ts';
import { CategoryRepository } from '../catalogue/category-repository.ts';
import { ProductPublisher } from '../catalogue/product-publisher.ts';
import { rebuildSearchIndex, searchIndexOf } from '../catalogue/search-indexing.ts';
import { ContentStore } from '../content/content-store.ts';
import type { BackofficeDatabase } from '../db/database.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { publicationSite, type PublicationSite } from '../publishing/publication-site.ts';
import { SiteDirectory } from '../settings/site-directory.ts';
import { categories, type SeedCategory } from './data/categories.ts';
import { frenchCategories } from './data/categories-fr.ts';
import { contentSeeds } from './data/content-seeds.ts';
import { FRENCH, translatedDocuments } from './data/french-content.ts';
import { frenchProducts } from './data/products-fr.ts';
import { products, type SeedProduct } from './data/products.ts';
import { DEMO_SITE_ID, PRO_PLAN_ID } from './data/sites.ts';
import { PUBLISHED_RESOURCES, writeCommerceRows, writeConfiguration, writeContentRows } from './demo-rows.ts';

/** Bump when the demo changes: a new database gets this one; one seeded before keeps its rows. */
export const DEMO_VERSION = 14;
const SEEDING = 'seeding';
/** Any number, the same in every back office: the lock its processes take to seed one at a time. */
const SEED_LOCK = 188_002;

/** Seeds (or completes) the demo and builds the search index unless a version is recorded; returns whether it did. */
export async function seedDemo(database: BackofficeDatabase, now: Date = new Date()): Promise<boolean> {
  if (database.engine === 'sqlite') return seedOn(database.queries, 'sqlite', now);
  // A session lock, held on one connection of the pool for the whole seed: it runs many transactions.
  return database.queries.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      return await seedOn(connection, 'postgres', now);
    } finally {
      await sql`SELECT pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}

async function seedOn(queries: BackofficeQueries, engine: BackofficeDatabase['engine'], now: Date): Promise<boolean> {
  const recorded = (await queries.selectFrom('meta').select('value').where('key', '=', 'seed_version').executeTakeFirst())?.value;
  if (recorded !== undefined && recorded !== SEEDING) return false;
  const holdsASite = (await queries.selectFrom('site').select('id').limit(1).executeTakeFirst()) !== undefined;
  if (recorded === SEEDING || !holdsASite) {
    await recordVersion(queries, SEEDING);
    await writeDemo(queries, now);
  }
  await rebuildSearchIndex(queries, searchIndexOf(engine, queries));
  await recordVersion(queries, String(DEMO_VERSION));
  return true;
}

async function recordVersion(queries: BackofficeQueries, value: string): Promise<void> {
  await queries
    .insertInto('meta')
    .values({ key: 'seed_version', value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

async function writeDemo(queries: BackofficeQueries, now: Date): Promise<void> {
  await writeConfiguration(queries);
  const site = publicationSite((await SiteDirectory.load(queries)).byId(DEMO_SITE_ID)!);
  await publishCategories(queries, site);
  await publishProducts(queries, site);
  await publishPages(queries, now);
  await writeContentRows(queries, now);
  await writeCommerceRows(queries);
}

/** Parents before their children (the demo lists them so), each at the date it was last edited. */
async function publishCategories(queries: BackofficeQueries, site: PublicationSite): Promise<void> {
  const publisher = new CategoryPublisher(queries);
  const present = new Set((await queries.selectFrom('category').select('id').execute()).map((row) => row.id));
  for (const [position, category] of categories.entries()) {
    if (!present.has(category.id)) await publisher.publish(site, category.id, categoryPublication(category, position), new Date(category.updatedAt));
  }
}

function categoryPublication(category: SeedCategory, position: number): CategoryPublication {
  const french = frenchCategories[category.slug];
  if (french === undefined) throw new Error(`Category ${category.slug} has no French texts`);
  return {
    target: category.planId === PRO_PLAN_ID ? 'pro' : 'part',
    parent: category.parentSlug ?? null,
    position,
    color: category.color,
    category: { slug: category.slug, name: category.name, description: category.description },
    translations: [{ lang: FRENCH, ...french }],
  };
}

/** Each product at the date it was last edited, as the write API and the CSV import publish them. */
async function publishProducts(queries: BackofficeQueries, site: PublicationSite): Promise<void> {
  const publisher = new ProductPublisher(queries, await CaracteristicCatalog.load(queries));
  const repository = await CategoryRepository.load(queries);
  const present = new Set((await queries.selectFrom('product').select('id').execute()).map((row) => row.id));
  for (const product of products) {
    if (present.has(product.id)) continue;
    const published = await publisher.publishAll(site, [{ id: product.id, publication: productPublication(product) }], repository, new Date(product.updatedAt));
    if ('refused' in published) throw new Error(`The demo's product ${product.slug} is refused: ${JSON.stringify(published.refused.get(0))}`);
  }
}

function productPublication(product: SeedProduct): ProductPublication {
  const french = frenchProducts.get(product.id);
  return {
    reference: product.reference,
    color: product.color,
    form: product.form,
    product: { slug: product.slug, name: product.name, extract: product.extract, description: product.description },
    translations: french === undefined ? [] : [{ lang: FRENCH, slug: french.slug, name: french.name, extract: french.extract, description: french.description }],
    categories_pro: product.categories.pro,
    categories_part: product.categories.part,
    promoted: product.promoted,
    caracteristics: Object.entries(product.caracteristics).map(([name, values]) => ({ name, values })),
    variants: product.items.map((item) => ({ id: item.id, reference: item.reference, ean13: item.ean13, pack_size: item.packSize, price_pro: item.prices.pro ?? null, price_part: item.prices.part ?? null })),
  };
}

/** The pages, as the write API publishes them (the content store, an event each), at their publication dates. */
async function publishPages(queries: BackofficeQueries, now: Date): Promise<void> {
  const store = new ContentStore(queries);
  for (const resource of PUBLISHED_RESOURCES) {
    const documents = contentSeeds[resource].documents(now);
    const translations = translatedDocuments(resource, documents);
    const present = new Set((await queries.selectFrom('content').select('id').where('resource', '=', resource).execute()).map((row) => row.id));
    for (const [position, document] of documents.entries()) {
      if (present.has(document.id)) continue;
      const french = translations.get(document.id);
      await store.publish(
        resource,
        DEMO_SITE_ID,
        { id: document.id, target: document.target ?? null, slug: document.slug ?? null, kind: document.kind ?? null, position, body: document.body, translations: new Map(french === undefined ? [] : [[FRENCH, french]]) },
        new Date(document.updatedAt ?? now.toISOString()),
      );
    }
  }
}
