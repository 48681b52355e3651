import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { migrations } from '../../src/backoffice/db/migrations/index.ts';
import { sqliteDatabase } from '../../src/backoffice/db/database.ts';
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

  it('give stores seeded before audiences one from their type, then the seed pairs every product', async () => {
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
    expect(await seedDatabase(sqliteDatabase(db))).toBe(true);
    const unpaired = db
      .prepare('SELECT count(*) FROM product_plan pp WHERE NOT EXISTS (SELECT 1 FROM product_companion pc WHERE pc.product_id = pp.product_id AND pc.sales_plan_id = pp.sales_plan_id)')
      .pluck()
      .get();
    expect(unpaired).toBe(0);
  });
});

describe('seeding', () => {
  it('fills the demo catalogue once and changes nothing when run again', async () => {
    const db = freshDatabase();
    migrate(db);
    expect(await seedDatabase(sqliteDatabase(db))).toBe(true);
    const first = counts(db);
    expect(first.product).toBeGreaterThanOrEqual(60);
    expect(first.category).toBe(24);
    expect(await seedDatabase(sqliteDatabase(db))).toBe(false);
    expect(await seedDatabase(sqliteDatabase(db), { force: true })).toBe(true);
    expect(counts(db)).toEqual(first);
  });

  it('sells some products in both plans and some in one only', async () => {
    const db = freshDatabase();
    migrate(db);
    await seedDatabase(sqliteDatabase(db));
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

  it('gets French as a language, the French rows, modification dates and a French search index, keeping its own rows', async () => {
    const db = seededBeforeFrench();
    expect(migrate(db)).toEqual(migrations.filter((migration) => migration.version > 4).map((migration) => migration.version));
    expect(await seedDatabase(sqliteDatabase(db))).toBe(true);
    const languages = JSON.parse(db.prepare('SELECT languages FROM site WHERE id = 9').pluck().get() as string) as { code: string }[];
    expect(languages.map((language) => language.code)).toEqual(['en', 'fr']);
    expect(db.prepare("SELECT slug FROM category_translation WHERE category_id = 100 AND lang = 'fr'").pluck().get()).toBe('reboucher');
    expect(db.prepare("SELECT slug FROM product_translation WHERE product_id = 1010 AND lang = 'fr'").pluck().get()).toBe('reboucher/rebouchage-express');
    expect(db.prepare('SELECT description FROM product WHERE id = 1010').pluck().get()).toBe('Old description.');
    for (const table of ['product', 'category', 'content']) {
      expect(db.prepare(`SELECT count(*) FROM ${table} WHERE updated_at IS NULL`).pluck().get(), table).toBe(0);
    }
    const frenchRows = db.prepare(`SELECT count(*) FROM search_index WHERE search_index MATCH 'scope : "s9p18fr" AND rebouchage'`).pluck().get() as number;
    expect(frenchRows).toBeGreaterThan(0);
    const frenchHistory = db.prepare("SELECT slug FROM content_translation WHERE resource = 'page' AND id = ? AND lang = 'fr'").pluck().get(history.id);
    expect(frenchHistory).toBe('notre-histoire-2');
  });

  it('changes nothing when seeded again after the upgrade', async () => {
    const db = seededBeforeFrench();
    migrate(db);
    await seedDatabase(sqliteDatabase(db));
    const snapshot = () =>
      ['product_translation', 'category_translation', 'caracteristic_translation', 'content_translation', 'menu_translation', 'setting_translation', 'content', 'category', 'product'].map((table) =>
        db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all(),
      );
    const before = snapshot();
    expect(await seedDatabase(sqliteDatabase(db), { force: true })).toBe(true);
    expect(snapshot()).toEqual(before);
  });
});

describe('upgrading a data dir seeded by version 3 (pictures without AVIF nor widths, one packshot per product)', () => {
  const MEDIA_COLUMNS: Record<string, string> = {
    content: 'body',
    content_translation: 'body',
    menu: 'items',
    menu_translation: 'items',
    product: 'medias',
    product_translation: 'medias',
  };

  /** A picture or document as version 3 stored it: no AVIF, no widths, sheets and pushes under their old names. */
  function asVersion3(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(asVersion3);
    if (typeof value === 'string') return value.replace(/\/media\/sheet\/(en|fr)\//, '/media/sheet/').replace('/media/visual/push-product-', '/media/visual/push-product/');
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).flatMap(([key, entry]) => (key === 'avif' || key === 'widths' ? [] : [[key, asVersion3(entry)]])));
  }

  function version3Medias(slug: string, name: string, medias: string): string {
    const { visuel: _visuel, ...rest } = asVersion3(JSON.parse(medias)) as Record<string, unknown>;
    const packshot = (size: number) => ({ url: `/media/product/${slug}/${size}.png`, webp: `/media/product/${slug}/${size}.webp`, alt: name, title: name, width: size, height: size });
    return JSON.stringify({ visuel: [{ ...packshot(240), large: packshot(480) }], ...rest });
  }

  /** The demo data as seed 3 left it, with a customer's order and edits of the admin's. */
  async function seededByVersion3(): Promise<Db> {
    const db = freshDatabase();
    migrate(db);
    await seedDatabase(sqliteDatabase(db));
    for (const [table, column] of Object.entries(MEDIA_COLUMNS)) {
      const rows = db.prepare(`SELECT rowid, ${column} AS json FROM ${table}`).all() as { rowid: number; json: string }[];
      const update = db.prepare(`UPDATE ${table} SET ${column} = ? WHERE rowid = ?`);
      for (const row of rows) update.run(JSON.stringify(asVersion3(JSON.parse(row.json))), row.rowid);
    }
    for (const table of ['product', 'product_translation']) {
      const rows = db.prepare(`SELECT t.rowid, p.slug, t.name, t.medias FROM ${table} t JOIN product p ON p.id = ${table === 'product' ? 't.id' : 't.product_id'}`).all() as {
        rowid: number;
        slug: string;
        name: string;
        medias: string;
      }[];
      const update = db.prepare(`UPDATE ${table} SET medias = ? WHERE rowid = ?`);
      for (const row of rows) update.run(version3Medias(row.slug, row.name, row.medias), row.rowid);
    }
    db.exec(`
      UPDATE product SET description = 'Edited by the maker.' WHERE id = 1000;
      UPDATE content SET body = json_set(body, '$.title', 'Our long history', '$.cover.alt', 'Edited alt') WHERE resource = 'page' AND slug = 'our-history';
      INSERT INTO customer (id, site_id, email, password_hash, firstname, lastname, created_at) VALUES (1, 9, 'jo@example.com', 'x', 'Jo', 'Doe', '2026-01-01');
      INSERT INTO customer_order (id, number, customer_id, site_id, sales_plan_id, canal, status, created_at, carrier, payment, shipping_cost, discount_amount, total_with_tax, shipping_address, billing_address)
        VALUES (1, 'A-1', 1, 9, 18, 'web', 'paid', '2026-01-02', 'standard', 'card', 0, 0, 12.5, '{}', '{}');
      UPDATE meta SET value = '3' WHERE key = 'seed_version';
    `);
    return db;
  }

  /** Every row of every table, the media JSON columns without their media fields. */
  function withoutMediaFields(db: Db): Record<string, unknown[]> {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_index%' AND name NOT IN ('meta', 'search_term')").pluck().all() as string[];
    return Object.fromEntries(
      tables.map((table) => {
        const column = MEDIA_COLUMNS[table];
        const rows = db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
        const strip = (value: unknown): unknown => {
          if (Array.isArray(value)) return value.map(strip);
          if (typeof value !== 'object' || value === null) return value;
          const media = typeof (value as { url?: unknown }).url === 'string' && (value as { url: string }).url.startsWith('/media/');
          return Object.fromEntries(
            Object.entries(value).flatMap(([key, entry]) => (media && ['url', 'webp', 'avif', 'width', 'height', 'widths'].includes(key) ? [] : [[key, strip(entry)]])),
          );
        };
        const kept = table === 'product' || table === 'product_translation' ? rows.map(({ medias: _medias, ...row }) => row) : rows;
        return [table, column === undefined ? kept : kept.map((row) => (column in row ? { ...row, [column]: strip(JSON.parse(row[column] as string)) } : row))];
      }),
    );
  }

  it('gets the media fields of the rows the seed owns, and keeps every other field, order and account', async () => {
    const db = await seededByVersion3();
    const before = withoutMediaFields(db);
    expect(await seedDatabase(sqliteDatabase(db))).toBe(true);
    expect(withoutMediaFields(db)).toEqual(before);

    const medias = (table: string, where: string) => JSON.parse(db.prepare(`SELECT medias FROM ${table} WHERE ${where}`).pluck().get() as string);
    const english = medias('product', "slug = 'fine-finish-smoothing-powder'");
    expect(english.visuel.map((picture: { url: string }) => picture.url)).toEqual(['1', '5', '15', '25'].map((pack) => `/media/product/fine-finish-smoothing-powder/en/${pack}kg.png`));
    expect(english.visuel[1]).toMatchObject({ avif: '/media/product/fine-finish-smoothing-powder/en/5kg.avif', alt: 'Fine Finish Smoothing Powder 5 kg', widths: [240, 480, 720] });
    expect(english.MEDIA[0].url).toBe('/media/sheet/en/fine-finish-smoothing-powder.pdf');
    const french = medias('product_translation', "product_id = (SELECT id FROM product WHERE slug = 'fine-finish-smoothing-powder') AND lang = 'fr'");
    expect(french.visuel[0]).toMatchObject({ url: '/media/product/fine-finish-smoothing-powder/fr/1kg.png', alt: 'Lissage Finition Fine poudre 1 kg' });

    const history = JSON.parse(db.prepare("SELECT body FROM content WHERE resource = 'page' AND slug = 'our-history'").pluck().get() as string);
    expect(history.title).toBe('Our long history');
    expect(history.cover).toMatchObject({ alt: 'Edited alt', avif: expect.stringMatching(/\.avif$/), widths: [370, 740, 1110, 1600] });
    expect(db.prepare('SELECT description FROM product WHERE id = 1000').pluck().get()).toBe('Edited by the maker.');
    const sheets = db.prepare("SELECT json_extract(body, '$.url') FROM content WHERE resource = 'notice' AND kind = 'technical_documentation'").pluck().all() as string[];
    expect(sheets.filter((url) => url.startsWith('/media/sheet/')).every((url) => url.startsWith('/media/sheet/en/'))).toBe(true);
    const menus = db.prepare('SELECT items FROM menu UNION ALL SELECT items FROM menu_translation').pluck().all().join('');
    expect(menus).not.toContain('push-product/');

    // Nothing media-shaped is left as version 3 wrote it.
    const stored = Object.entries(MEDIA_COLUMNS).flatMap(([table, column]) => db.prepare(`SELECT ${column} FROM ${table}`).pluck().all() as string[]);
    const pictures = stored.flatMap((json) => json.match(/"url":"\/media\/(visual|product)\/[^"]+\.png"[^}]*}/g) ?? []);
    expect(pictures.length).toBeGreaterThan(100);
    expect(pictures.filter((picture) => !picture.includes('"widths"'))).toEqual([]);
  });
});
