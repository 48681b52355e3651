/**
 * The back office's database on each engine (decision 186), for a store's suite to run on both:
 * the SQLite file the back office opens by default, migrated, in a temporary folder; and a
 * PostgreSQL database on a cluster of the test file's own, opened by two pools at once, as two
 * back-office processes would hold it (one creates the schema, the other finds it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { postgresDatabase, sqliteDatabase, type BackofficeDatabase } from '../../src/backoffice/db/database.ts';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { openDatabase } from '../../src/backoffice/db/open-database.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

export interface EngineUnderTest {
  /** Two back offices' views of one database: on SQLite the one process's, twice. */
  readonly databases: readonly [BackofficeDatabase, BackofficeDatabase];
  close(): Promise<void>;
}

/** The demo site every store's rows hang from. */
export const SITE_ID = 1;

async function sqliteEngine(): Promise<EngineUnderTest> {
  const folder = mkdtempSync(path.join(tmpdir(), 'engine-sqlite-'));
  const db = openDatabase(folder);
  migrate(db);
  const database = sqliteDatabase(db);
  await database.queries.insertInto('site').values({ id: SITE_ID, iso: 'FR', url: 'https://example.com', label: 'Demo', languages: '[]' }).execute();
  return {
    databases: [database, database],
    close: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

let cluster: PostgresCluster | undefined;
let databasesMade = 0;

/** A new, empty database on the test file's one cluster (started on first use, stopped after the file): its URL. */
export async function emptyPostgresDatabase(): Promise<string> {
  cluster ??= await startPostgresCluster();
  const name = `engine_${++databasesMade}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return cluster.url.replace(/\/[^/]+$/, `/${name}`);
}

async function postgresEngine(): Promise<EngineUnderTest> {
  // A database of its own per suite.
  const url = await emptyPostgresDatabase();
  const databases = await Promise.all([postgresDatabase(url, { connections: 4 }), postgresDatabase(url, { connections: 4 })]);
  await databases[0].queries.insertInto('site').values({ id: SITE_ID, iso: 'FR', url: 'https://example.com', label: 'Demo', languages: '[]' }).execute();
  return {
    databases,
    close: async () => {
      await Promise.all(databases.map((database) => database.close()));
    },
  };
}

afterAll(async () => {
  await cluster?.stop();
  cluster = undefined;
});

/** `describe.each` over both engines: `[name, start]`. */
export const bothEngines = [
  ['SQLite', sqliteEngine],
  ['PostgreSQL', postgresEngine],
] as const;
