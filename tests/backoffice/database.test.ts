import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { migrations } from '../../src/backoffice/db/migrations/index.ts';
import { openDatabase, type Db } from '../../src/backoffice/db/open-database.ts';
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
