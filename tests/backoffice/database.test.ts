import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { migrations } from '../../src/backoffice/db/migrations/index.ts';
import { openDatabase, type Db } from '../../src/backoffice/db/open-database.ts';
import { pages } from '../../src/backoffice/seed/pages.ts';
import { seedDatabase } from '../../src/backoffice/seed/seed-database.ts';

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
  const tables = ['site', 'sales_plan', 'setting', 'menu', 'category', 'product', 'product_item', 'item_price', 'content', 'search_index', 'discount', 'carrier'];
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number]));
}

describe('migrations', () => {
  it('run in order once, in WAL mode, and record the schema version', () => {
    const db = freshDatabase();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(migrate(db)).toEqual([]);
  });

  it('apply only the versions a database lacks, and roll a failing one back', () => {
    const db = freshDatabase();
    migrate(db, migrations.slice(0, 1));
    expect(migrate(db)).toEqual(migrations.slice(1).map((migration) => migration.version));
    const broken = { version: 99, name: 'broken', sql: 'CREATE TABLE half_done (id INTEGER); SELECT no_such_function();' };
    expect(() => migrate(db, [...migrations, broken])).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").pluck().get()).toBe(0);
  });

  it('give stores seeded before audiences one from their type, then the seed pairs every product', () => {
    const db = freshDatabase();
    migrate(db, migrations.filter((migration) => migration.version <= 5));
    db.exec(`
      INSERT INTO site (id, iso, url, label, hosts, languages, is_default) VALUES (9, 'lb', 'https://www.wallfiller-demo.example', 'Demo', '[]', '[]', 1);
      INSERT INTO content (resource, id, site_id, target, slug, kind, position, body)
        VALUES ('store-locator', 1, 9, NULL, NULL, 'store', 0, '{"id":1,"type":"store","name":"Old store"}'),
               ('store-locator', 12, 9, NULL, NULL, 'distributor', 1, '{"id":12,"type":"distributor","name":"Old distributor"}');
    `);
    expect(migrate(db)).toEqual([6]);
    const audiences = db.prepare("SELECT json_extract(body, '$.audience') FROM content WHERE resource = 'store-locator' ORDER BY id").pluck().all();
    expect(audiences).toEqual(['part', 'pro']);
    expect(seedDatabase(db)).toBe(true);
    const unpaired = db
      .prepare('SELECT count(*) FROM product_plan pp WHERE NOT EXISTS (SELECT 1 FROM product_companion pc WHERE pc.product_id = pp.product_id AND pc.sales_plan_id = pp.sales_plan_id)')
      .pluck()
      .get();
    expect(unpaired).toBe(0);
  });
});

describe('seeding', () => {
  it('fills the demo catalogue once and changes nothing when run again', () => {
    const db = freshDatabase();
    migrate(db);
    expect(seedDatabase(db)).toBe(true);
    const first = counts(db);
    expect(first.product).toBeGreaterThanOrEqual(60);
    expect(first.category).toBe(24);
    expect(seedDatabase(db)).toBe(false);
    expect(seedDatabase(db, { force: true })).toBe(true);
    expect(counts(db)).toEqual(first);
  });

  it('sells some products in both plans and some in one only', () => {
    const db = freshDatabase();
    migrate(db);
    seedDatabase(db);
    const plansPerProduct = db.prepare('SELECT count(*) AS plans FROM product_plan GROUP BY product_id').pluck().all() as number[];
    expect(plansPerProduct.filter((plans) => plans === 2).length).toBeGreaterThan(10);
    expect(plansPerProduct.filter((plans) => plans === 1).length).toBeGreaterThan(10);
  });
});

describe('upgrading a database seeded before French (schema 4, seed 1)', () => {
  const history = pages.find((page) => page.slug === 'our-history')!;

  /** The rows the first seed wrote for one category, one product and one page, as it wrote them. */
  function seededBeforeFrench(): Db {
    const db = freshDatabase();
    migrate(db, migrations.filter((migration) => migration.version <= 4));
    db.exec(`
      INSERT INTO site (id, iso, url, label, hosts, languages, is_default)
        VALUES (9, 'lb', 'https://www.wallfiller-demo.example', 'Lebanon & United Arab Emirates', '[]', '[{"code":"en","iso":"en-GB","label":"English","default":true}]', 1);
      INSERT INTO sales_plan (id, site_id, target, label, currency_code, currency_symbol, tax_rate) VALUES (18, 9, 'part', 'Individuals', 'GBP', '£', 0.11);
      INSERT INTO category (id, sales_plan_id, parent_id, slug, name, description, position, color) VALUES (100, 18, NULL, 'filling', 'Filling', 'Old text.', 0, 'f39200');
      INSERT INTO product (id, site_id, slug, reference, name, extract, description, color, form, medias, created_at)
        VALUES (1010, 9, 'rapid-filler-1h-powder', 'RF1-P', 'Rapid Filler 1h Powder', 'Old extract.', 'Old description.', 'e85d04', 'powder', '{"visuel":[],"PICTO":[],"AMBIANCE":[],"MEDIA":[]}', '2023-03-16T00:00:00.000Z');
      INSERT INTO product_plan (product_id, sales_plan_id, promoted, position) VALUES (1010, 18, 0, 0);
      INSERT INTO content (resource, id, site_id, target, slug, kind, position, body) VALUES ('page', ${history.id}, 9, NULL, 'our-history', 'cms', 0, '{"title":"Our history","extract":"","blocks":[]}');
      INSERT INTO meta (key, value) VALUES ('seed_version', '1');
    `);
    return db;
  }

  it('gets French as a language, the French rows, modification dates and a French search index, keeping its own rows', () => {
    const db = seededBeforeFrench();
    expect(migrate(db)).toEqual(migrations.filter((migration) => migration.version > 4).map((migration) => migration.version));
    expect(seedDatabase(db)).toBe(true);
    const languages = JSON.parse(db.prepare('SELECT languages FROM site WHERE id = 9').pluck().get() as string) as { code: string }[];
    expect(languages.map((language) => language.code)).toEqual(['en', 'fr']);
    expect(db.prepare("SELECT slug FROM category_translation WHERE category_id = 100 AND lang = 'fr'").pluck().get()).toBe('reboucher');
    expect(db.prepare("SELECT slug FROM product_translation WHERE product_id = 1010 AND lang = 'fr'").pluck().get()).toBe('reboucher/rebouchage-express');
    expect(db.prepare('SELECT description FROM product WHERE id = 1010').pluck().get()).toBe('Old description.');
    for (const table of ['product', 'category', 'content']) {
      expect(db.prepare(`SELECT count(*) FROM ${table} WHERE updated_at IS NULL`).pluck().get(), table).toBe(0);
    }
    const frenchRows = db.prepare("SELECT count(*) FROM search_index WHERE lang = 'fr' AND search_index MATCH 'rebouchage'").pluck().get() as number;
    expect(frenchRows).toBeGreaterThan(0);
    const frenchHistory = db.prepare("SELECT slug FROM content_translation WHERE resource = 'page' AND id = ? AND lang = 'fr'").pluck().get(history.id);
    expect(frenchHistory).toBe('notre-histoire-2');
  });

  it('changes nothing when seeded again after the upgrade', () => {
    const db = seededBeforeFrench();
    migrate(db);
    seedDatabase(db);
    const snapshot = () =>
      ['product_translation', 'category_translation', 'caracteristic_translation', 'content_translation', 'menu_translation', 'setting_translation', 'content', 'category', 'product'].map((table) =>
        db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all(),
      );
    const before = snapshot();
    expect(seedDatabase(db, { force: true })).toBe(true);
    expect(snapshot()).toEqual(before);
  });
});
