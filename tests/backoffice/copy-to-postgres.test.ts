/**
 * The demo database copied from SQLite into PostgreSQL (decision 186): every declared table's
 * rows, ids included, in an order the foreign keys accept (a category after its parent); the
 * catalogue then reads the same on both engines; a row added after the copy gets a new id; and
 * a database that already holds rows, or is at another schema version, is refused.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CaracteristicCatalog } from '../../src/backoffice/catalogue/caracteristic-catalog.ts';
import { CategoryRepository } from '../../src/backoffice/catalogue/category-repository.ts';
import type { PlanContext } from '../../src/backoffice/catalogue/product-criteria.ts';
import { ProductRepository } from '../../src/backoffice/catalogue/product-repository.ts';
import { OWN_TO_EACH_DATABASE, copyToPostgres } from '../../src/backoffice/db/copy-to-postgres.ts';
import { postgresDatabase, sqliteDatabase, type BackofficeDatabase } from '../../src/backoffice/db/database.ts';
import { openDatabase, type Db } from '../../src/backoffice/db/open-database.ts';
import { tables } from '../../src/backoffice/db/schema.ts';
import { SiteDirectory } from '../../src/backoffice/settings/site-directory.ts';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { freshSeededDataDir } from '../support/seeded-data-dir.ts';

let cluster: PostgresCluster;
let dataDir: string;
let db: Db;
let sqlite: BackofficeDatabase;
let postgres: BackofficeDatabase;
let databasesMade = 0;

async function emptyDatabaseUrl(): Promise<string> {
  const name = `copy_${++databasesMade}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return cluster.url.replace(/\/[^/]+$/, `/${name}`);
}

async function emptyPostgresDatabase(): Promise<BackofficeDatabase> {
  return postgresDatabase(await emptyDatabaseUrl(), { connections: 4 });
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  dataDir = freshSeededDataDir('copy-to-postgres-');
  db = openDatabase(dataDir);
  sqlite = sqliteDatabase(db);
  postgres = await emptyPostgresDatabase();
});
afterAll(async () => {
  await postgres?.close();
  await sqlite?.close();
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('copying the demo database into PostgreSQL', () => {
  test('copies every row of every declared table, parents before children', async () => {
    const report = await copyToPostgres(sqlite.queries, postgres.queries);
    const count = async (database: BackofficeDatabase, table: keyof typeof tables) =>
      Number((await database.queries.selectFrom(table).select((eb) => eb.fn.countAll().as('rows')).executeTakeFirstOrThrow()).rows);
    for (const table of Object.keys(tables) as (keyof typeof tables)[]) {
      if (OWN_TO_EACH_DATABASE.has(table)) continue;
      const rows = await count(sqlite, table);
      expect(report.get(table), table).toBe(rows);
      expect(await count(postgres, table), table).toBe(rows);
    }
    expect(report.get('product')).toBeGreaterThan(50);
    // A category comes after the table it belongs to and after its parent.
    const order = [...report.keys()];
    expect(order.indexOf('category')).toBeGreaterThan(order.indexOf('sales_plan'));
    expect(order.indexOf('item_price')).toBeGreaterThan(order.indexOf('product_item'));
  });

  test('the catalogue reads the same from both: listings, facets, a product, its slugs and the sitemap', async () => {
    const read = async (database: BackofficeDatabase) => {
      const [caracteristics, sites] = await Promise.all([CaracteristicCatalog.load(database.queries), SiteDirectory.load(database.queries)]);
      const site = sites.all().find((candidate) => candidate.salesplan.length > 0)!;
      const products = new ProductRepository(database.queries, caracteristics, () => null);
      const reads = [];
      for (const plan of site.salesplan) {
        for (const lang of ['en', 'fr']) {
          const context: PlanContext = { siteId: site.id, plan, lang };
          const listed = await products.search(context, {}, 'name_asc', { offset: 0, limit: 100 });
          const cheapest = await products.search(context, { price: { max: 20 } }, 'price_asc', { offset: 0, limit: 100 });
          const paste = await products.matchingIds(context, { caracteristics: { form: ['paste'] } });
          reads.push(listed, cheapest, paste, await products.summaries(context, listed.ids.slice(0, 5)), await products.urls(context));
          reads.push(await products.detail(context, String(listed.ids[0])), await products.priceRange(context, listed.ids));
        }
      }
      return { reads, categories: (await CategoryRepository.load(database.queries)).ofPlan(site.salesplan[0]!.id) };
    };
    const [fromSqlite, fromPostgres] = await Promise.all([read(sqlite), read(postgres)]);
    expect(fromPostgres).toEqual(fromSqlite);
  });

  test('a row added after the copy gets an id past the copied ones', async () => {
    const copiedMax = Number((await postgres.queries.selectFrom('product_item').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
    const product = await postgres.queries.selectFrom('product').select('id').executeTakeFirstOrThrow();
    const { id } = await postgres.queries
      .insertInto('product_item')
      .values({ product_id: product.id, reference: 'NEW-1', ean13: '0000000000000', gtin14: '00000000000000', pack_size: 1, position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(copiedMax + 1);
  });

  test('refuses a database that holds rows already, and keeps it as it was', async () => {
    await expect(copyToPostgres(sqlite.queries, postgres.queries)).rejects.toThrow(/already holds \w+ rows: copy into an empty database/);
    const other = await emptyPostgresDatabase();
    try {
      await other.queries.updateTable('meta').set({ value: '8' }).where('key', '=', 'schema_version').execute();
      await expect(copyToPostgres(sqlite.queries, other.queries)).rejects.toThrow(/schema version \d+ and the PostgreSQL one at 8/);
      expect(await other.queries.selectFrom('product').select('id').execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test('npm run copy-to-postgres (the built command) copies a data folder and says what; a bad DATABASE_URL copies nothing', async () => {
    const run = promisify(execFile);
    const command = path.resolve('dist/backoffice/copy-to-postgres.js');
    const url = await emptyDatabaseUrl();
    const folder = freshSeededDataDir('copy-command-');
    try {
      const { stdout } = await run(process.execPath, [command], { env: { ...process.env, DATA_DIR: folder, DATABASE_URL: url } });
      expect(stdout).toMatch(/^product: \d+$/m);
      expect(stdout).toContain(`copied ${folder} into ${url.slice(url.lastIndexOf('/') + 1)}`);
      const again = await run(process.execPath, [command], { env: { ...process.env, DATA_DIR: folder, DATABASE_URL: url } }).catch((error: { code: number; stderr: string }) => error);
      expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/^nothing copied: the PostgreSQL database already holds \w+ rows/) });
      const refused = await run(process.execPath, [command], { env: { ...process.env, DATA_DIR: folder, DATABASE_URL: 'mysql://elsewhere' } }).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('DATABASE_URL must name the PostgreSQL database') });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
