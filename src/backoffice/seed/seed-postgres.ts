/**
 * The demo on PostgreSQL (decision 186): the seed writes its rows into a temporary SQLite file,
 * which is copied into the empty PostgreSQL database, ids included, as `npm run copy-to-postgres`
 * copies a site's own file; then the search index is built and the seed's version recorded.
 * Several back offices starting together on one empty database take a lock in turn: the first
 * copies, the others find the version recorded. A database that already holds a site (copied
 * from a file, or seeded by a process stopped before it indexed) is indexed, not copied into.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { rebuildSearchIndex, searchIndexOf } from '../catalogue/search-indexing.ts';
import { copyInto } from '../db/copy-to-postgres.ts';
import { sqliteDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { SEED_VERSION, recordSeedVersion, seedRows } from './seed-database.ts';

/** Any number, the same in every back office: the lock its processes take to seed one at a time. */
const SEED_LOCK = 188_002;

/** Seeds and indexes the database unless this seed's version is recorded; returns whether it did. */
export async function seedPostgres(queries: BackofficeQueries, now: Date = new Date()): Promise<boolean> {
  // A session lock, held on one connection of the pool for the whole seed: the copy and the index are two transactions.
  return queries.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      const recorded = await connection.selectFrom('meta').select('value').where('key', '=', 'seed_version').executeTakeFirst();
      if (recorded?.value === String(SEED_VERSION)) return false;
      const holdsASite = (await connection.selectFrom('site').select('id').limit(1).executeTakeFirst()) !== undefined;
      if (!holdsASite) await copyDemo(connection, now);
      await rebuildSearchIndex(connection, searchIndexOf('postgres', connection));
      await recordSeedVersion(connection);
      return true;
    } finally {
      await sql`SELECT pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}

async function copyDemo(connection: BackofficeQueries, now: Date): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'backoffice-demo-'));
  const demo = sqliteDatabase(openDatabase(folder));
  try {
    migrate(demo.file);
    seedRows(demo.file, { now, refreshMedia: false });
    await connection.transaction().execute((transaction) => copyInto(demo.queries, transaction));
  } finally {
    await demo.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
