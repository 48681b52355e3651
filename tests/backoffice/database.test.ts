import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { migrations } from '../../src/backoffice/db/migrations/index.ts';
import { sqliteDatabase } from '../../src/backoffice/db/database.ts';
import { openDatabase, type Db } from '../../src/backoffice/db/open-database.ts';
import { DEMO_VERSION, seedDemo } from '../../src/backoffice/demo/seed-demo.ts';

const opened: { db: Db; dir: string }[] = [];
function freshDatabase(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-db-'));
  const db = openDatabase(dir);
  opened.push({ db, dir });
  return db;
}
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function counts(db: Db): Record<string, number> {
  const tables = ['site', 'sales_plan', 'setting', 'menu', 'category', 'product', 'product_item', 'item_price', 'content', 'search_entry', 'discount', 'carrier'];
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number]));
}

describe('migrations', () => {
  it('run in order once, in WAL mode, and record the schema version', async () => {
    const db = freshDatabase();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(migrate(db)).toEqual([]);
  });

  it('apply only the versions a database lacks, and roll a failing one back', async () => {
    const db = freshDatabase();
    migrate(db, migrations.slice(0, 1));
    expect(migrate(db)).toEqual(migrations.slice(1).map((migration) => migration.version));
    const broken = { version: 99, name: 'broken', sql: 'CREATE TABLE half_done (id INTEGER); SELECT no_such_function();' };
    expect(() => migrate(db, [...migrations, broken])).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").pluck().get()).toBe(0);
  });

  it('give stores seeded before audiences one from their type', async () => {
    const db = freshDatabase();
    migrate(db, migrations.filter((migration) => migration.version <= 5));
    db.exec(`
      INSERT INTO site (id, iso, url, label, hosts, languages, is_default) VALUES (9, 'lb', 'https://www.wallfiller-demo.example', 'Demo', '[]', '[]', 1);
      INSERT INTO content (resource, id, site_id, target, slug, kind, position, body)
        VALUES ('store-locator', 1, 9, NULL, NULL, 'store', 0, '{"id":1,"type":"store","name":"Old store"}'),
               ('store-locator', 12, 9, NULL, NULL, 'distributor', 1, '{"id":12,"type":"distributor","name":"Old distributor"}');
    `);
    expect(migrate(db)).toEqual(migrations.filter((migration) => migration.version > 5).map((migration) => migration.version));
    const audiences = db.prepare("SELECT json_extract(body, '$.audience') FROM content WHERE resource = 'store-locator' ORDER BY id").pluck().all();
    expect(audiences).toEqual(['part', 'pro']);
  });
});

describe('the demo', () => {
  const version = (db: Db) => db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get();

  it('is seeded once: categories, products and pages through the publishers with an event each, the rest as rows', async () => {
    const db = freshDatabase();
    migrate(db);
    expect(await seedDemo(sqliteDatabase(db))).toBe(true);
    const first = counts(db);
    expect(first.product).toBeGreaterThanOrEqual(60);
    expect(first.category).toBe(24);
    expect(version(db)).toBe(String(DEMO_VERSION));
    const events = db.prepare("SELECT entity_type, count(*) AS events FROM publish_event WHERE action = 'published' GROUP BY entity_type ORDER BY 1").all();
    const pages = db.prepare("SELECT count(*) FROM content WHERE resource = 'page'").pluck().get();
    expect(events).toEqual([
      { entity_type: 'category', events: first.category },
      { entity_type: 'page', events: pages },
      { entity_type: 'product', events: first.product },
    ]);
    expect(await seedDemo(sqliteDatabase(db))).toBe(false);
    expect(counts(db)).toEqual(first);
  });

  it('pairs every product with companions in each plan that sells it', async () => {
    const db = freshDatabase();
    migrate(db);
    await seedDemo(sqliteDatabase(db));
    const unpaired = db
      .prepare('SELECT count(*) FROM product_plan pp WHERE NOT EXISTS (SELECT 1 FROM product_companion pc WHERE pc.product_id = pp.product_id AND pc.sales_plan_id = pp.sales_plan_id)')
      .pluck()
      .get();
    expect(unpaired).toBe(0);
  });

  it('sells some products in both plans and some in one only', async () => {
    const db = freshDatabase();
    migrate(db);
    await seedDemo(sqliteDatabase(db));
    const plansPerProduct = db.prepare('SELECT count(*) AS plans FROM product_plan GROUP BY product_id').pluck().all() as number[];
    expect(plansPerProduct.filter((plans) => plans === 2).length).toBeGreaterThan(10);
    expect(plansPerProduct.filter((plans) => plans === 1).length).toBeGreaterThan(10);
  });

  it('stopped half-way, writes what is missing on the next start, and only that', async () => {
    const db = freshDatabase();
    migrate(db);
    await seedDemo(sqliteDatabase(db));
    const whole = counts(db);
    // As if the process had stopped before the last product, the pages and the rows after them.
    db.exec(`
      UPDATE meta SET value = 'seeding' WHERE key = 'seed_version';
      DELETE FROM product_companion; DELETE FROM discount; DELETE FROM carrier;
      DELETE FROM content_translation; DELETE FROM content;
      DELETE FROM item_price WHERE item_id IN (SELECT id FROM product_item WHERE product_id = (SELECT max(id) FROM product));
      DELETE FROM product_item WHERE product_id = (SELECT max(id) FROM product);
      DELETE FROM product_translation WHERE product_id = (SELECT max(id) FROM product);
      DELETE FROM product_plan WHERE product_id = (SELECT max(id) FROM product);
      DELETE FROM product_category WHERE product_id = (SELECT max(id) FROM product);
      DELETE FROM product_caracteristic WHERE product_id = (SELECT max(id) FROM product);
      DELETE FROM product WHERE id = (SELECT max(id) FROM product);
    `);
    const eventsBefore = db.prepare('SELECT count(*) FROM publish_event').pluck().get() as number;
    expect(await seedDemo(sqliteDatabase(db))).toBe(true);
    expect(counts(db)).toEqual(whole);
    expect(version(db)).toBe(String(DEMO_VERSION));
    const pages = db.prepare("SELECT count(*) FROM content WHERE resource = 'page'").pluck().get() as number;
    expect(db.prepare('SELECT count(*) FROM publish_event').pluck().get()).toBe(eventsBefore + 1 + pages);
  });

  it('leaves a database seeded by an earlier demo as it is, and indexes one copied from elsewhere without seeding it', async () => {
    const earlier = freshDatabase();
    migrate(earlier);
    await seedDemo(sqliteDatabase(earlier));
    earlier.exec("UPDATE meta SET value = '6' WHERE key = 'seed_version'; DELETE FROM content_translation WHERE resource = 'faq'; DELETE FROM content WHERE resource = 'faq';");
    expect(await seedDemo(sqliteDatabase(earlier))).toBe(false);
    expect(earlier.prepare("SELECT count(*) FROM content WHERE resource = 'faq'").pluck().get()).toBe(0);

    const copied = freshDatabase();
    migrate(copied);
    copied.exec(`
      INSERT INTO site (id, iso, url, label, hosts, languages, is_default) VALUES (9, 'lb', 'https://www.example.com', 'A maker', '[]', '[{"code":"en","iso":"en-GB","label":"English","default":true}]', 1);
      INSERT INTO sales_plan (id, site_id, target, label, currency_code, currency_symbol, tax_rate) VALUES (18, 9, 'part', 'Individuals', 'GBP', '£', 0.11);
      INSERT INTO category (id, sales_plan_id, parent_id, slug, name, description, position, color) VALUES (100, 18, NULL, 'plasters', 'Plasters', 'Our plasters.', 0, 'f39200');
    `);
    expect(await seedDemo(sqliteDatabase(copied))).toBe(true);
    expect(copied.prepare('SELECT count(*) FROM product').pluck().get()).toBe(0);
    expect(copied.prepare('SELECT count(*) FROM category').pluck().get()).toBe(1);
    expect(copied.prepare(`SELECT count(*) FROM search_index WHERE search_index MATCH 'plaster'`).pluck().get()).toBeGreaterThan(0);
    expect(version(copied)).toBe(String(DEMO_VERSION));
  });
});
