/**
 * The PostgreSQL schema (decision 186), its baseline and the migrations after it, is the SQLite
 * schema the migrations build: the same tables, columns, nullability and primary keys, apart from
 * each engine's full-text index, on a cluster of the test's own; and both are the declaration the
 * queries are typed by (schema.ts). A database left at an older version is brought to the newest
 * when a back office opens it; one newer than the back office is refused. And e-mails are unique
 * whatever their case, as SQLite's NOCASE keeps them.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postgresDatabase, type BackofficeDatabase } from '../../src/backoffice/db/database.ts';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { migrations } from '../../src/backoffice/db/migrations/index.ts';
import { POSTGRES_BASELINE_VERSION } from '../../src/backoffice/db/postgres-baseline.ts';
import { declaredColumns } from '../../src/backoffice/db/schema.ts';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';

/** SQLite's own search tables: FTS5's table and its shadow tables, and the rowids it indexes. */
const SQLITE_SEARCH_TABLES = /^search_index($|_)|^search_entry$/;
/** PostgreSQL's own: its search documents (migration 10). */
const POSTGRES_SEARCH_TABLES = /^search_document$/;

let cluster: PostgresCluster;
let database: BackofficeDatabase;
let client: pg.Client;

/** A database of its own on the test's cluster, for what the tests change. */
async function createDatabase(name: string): Promise<string> {
  await client.query(`CREATE DATABASE ${name}`);
  return cluster.url.replace(/\/[^/]+$/, `/${name}`);
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  // As a back office opens it: the baseline, then the migrations after it.
  database = await postgresDatabase(cluster.url, { connections: 1 });
  client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
}, 60_000);
afterAll(async () => {
  await client?.end();
  await database?.close();
  await cluster?.stop();
});

type Columns = Record<string, string[]>;

function sqliteColumns(): Columns {
  const db = new Database(':memory:');
  try {
    migrate(db);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]).filter(
      (table) => !SQLITE_SEARCH_TABLES.test(table),
    );
    return Object.fromEntries(
      tables.sort().map((table) => [
        table,
        (db.pragma(`table_info("${table}")`) as { name: string; notnull: number; pk: number }[])
          // A SQLite primary key column may hold NULL unless declared NOT NULL; PostgreSQL's never does.
          .map((column) => `${column.name}${column.notnull || column.pk ? ' not null' : ''}${column.pk ? ` pk${column.pk}` : ''}`)
          .sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

async function postgresColumns(): Promise<Columns> {
  const { rows } = await client.query<{ table_name: string; column_name: string; is_nullable: string; pk: number | null }>(`
    SELECT c.table_name, c.column_name, c.is_nullable, k.ordinal_position AS pk
    FROM information_schema.columns c
    LEFT JOIN information_schema.table_constraints t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.constraint_type = 'PRIMARY KEY'
    LEFT JOIN information_schema.key_column_usage k ON k.constraint_name = t.constraint_name AND k.table_schema = c.table_schema AND k.column_name = c.column_name
    WHERE c.table_schema = 'public'`);
  const columns: Columns = {};
  for (const row of rows.filter((candidate) => !POSTGRES_SEARCH_TABLES.test(candidate.table_name))) {
    (columns[row.table_name] ??= []).push(`${row.column_name}${row.is_nullable === 'NO' ? ' not null' : ''}${row.pk === null ? '' : ` pk${row.pk}`}`);
  }
  return Object.fromEntries(Object.entries(columns).sort(([a], [b]) => (a < b ? -1 : 1)).map(([table, names]) => [table, names.sort()]));
}

test('has the tables, columns, nullability and primary keys the SQLite migrations build', async () => {
  const expected = sqliteColumns();
  expect(Object.keys(expected).length).toBeGreaterThan(30);
  expect(await postgresColumns()).toEqual(expected);
});

test('is the declaration the queries are typed by: the same tables, columns and nullability', () => {
  const asDeclared = (columns: Columns) =>
    Object.fromEntries(Object.entries(columns).map(([table, names]) => [table, names.map((name) => (name.includes(' not null') ? name.split(' ')[0]! : `${name}?`)).sort()]));
  expect(declaredColumns()).toEqual(asDeclared(sqliteColumns()));
});

test('a database left at the baseline gets the migrations after it when a back office opens it; a newer one is refused', async () => {
  const url = await createDatabase('left_at_baseline');
  const atBaseline = await postgresDatabase(url, { connections: 1, migrations: [] });
  const version = async (queries = atBaseline.queries) => (await queries.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirstOrThrow()).value;
  expect(await version()).toBe(String(POSTGRES_BASELINE_VERSION));
  await atBaseline.close();
  const newest = Math.max(...migrations.map((migration) => migration.version));
  expect(newest).toBeGreaterThan(POSTGRES_BASELINE_VERSION);
  const reopened = await postgresDatabase(url, { connections: 1 });
  expect(await version(reopened.queries)).toBe(String(newest));
  expect(await reopened.queries.selectFrom('publish_event').select('id').execute()).toEqual([]);
  await reopened.queries.updateTable('meta').set({ value: String(newest + 1) }).where('key', '=', 'schema_version').execute();
  await reopened.close();
  await expect(postgresDatabase(url, { connections: 1 })).rejects.toThrow(`at schema version ${newest + 1}; this back office knows ${POSTGRES_BASELINE_VERSION} to ${newest}`);
});

test('keeps one account per e-mail whatever its case, as SQLite’s NOCASE does', async () => {
  await client.query("INSERT INTO site (id, iso, url, label, languages) VALUES (1, 'FR', 'https://example.com', 'Demo', '[]')");
  const insert = (email: string) =>
    client.query("INSERT INTO customer (site_id, email, password_hash, firstname, lastname, created_at) VALUES (1, $1, 'x', 'Nadia', 'Haddad', '2026-01-01')", [email]);
  await insert('nadia@example.com');
  await expect(insert('Nadia@Example.COM')).rejects.toThrow(/duplicate key/);
});
