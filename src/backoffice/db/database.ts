/**
 * The back office's database as its stores query it (decision 186): Kysely over the embedded
 * SQLite file by default, over PostgreSQL with `DATABASE_URL`. The stores see one async
 * interface; what each engine does differently (its migrations, its search) is chosen here and in
 * the modules named by the engine.
 */
import type { Statement } from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Db } from './open-database.ts';
import { migrations } from './migrations/index.ts';
import type { Migration } from './migrations/migration.ts';
import { POSTGRES_BASELINE_VERSION, POSTGRES_EXTENSIONS, postgresBaseline } from './postgres-baseline.ts';
import type { BackofficeQueries, BackofficeSchema } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface BackofficeDatabase {
  readonly engine: Engine;
  readonly queries: BackofficeQueries;
  /** Ends the connections (and, for SQLite, closes the file). */
  close(): Promise<void>;
}

/** The embedded database, whose file the demo's seed also writes synchronously. */
export interface SqliteBackofficeDatabase extends BackofficeDatabase {
  readonly engine: 'sqlite';
  readonly file: Db;
}

/**
 * Kysely over the SQLite file the back office holds open: better-sqlite3's one connection, on
 * which Kysely runs one query or transaction at a time; closing it closes the file.
 */
export function sqliteDatabase(db: Db): SqliteBackofficeDatabase {
  const queries = new Kysely<BackofficeSchema>({ dialect: new SqliteDialect({ database: keepingStatements(db) }) });
  return { engine: 'sqlite', file: db, queries, close: () => queries.destroy() };
}

/**
 * Statements kept, the most recently used, by SQL text. Preparing is most of a short query's time
 * on SQLite (a search suggestion spent 3.4 of its 5.4 ms preparing its FTS5 statements), and the
 * texts are the code's: a few dozen shapes, an `IN` list one per length, the request's values
 * bound as parameters. A shape beyond the bound pushes out the oldest (decision 179).
 */
const KEPT_STATEMENTS = 256;

function keepingStatements(db: Db): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    prepare: (source: string) => {
      let statement = kept.get(source);
      if (statement !== undefined) kept.delete(source);
      else statement = db.prepare(source);
      kept.set(source, statement);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      return statement;
    },
    close: () => db.close(),
  };
}

/** PostgreSQL's bigint (a `count(*)`) as a number: the back office's counts are far below 2^53. */
const BIGINT_OID = 20;
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === BIGINT_OID ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
};

/** A pool of connections to `url`, the schema brought to the current version first. */
export async function postgresDatabase(
  url: string,
  options: { readonly connections?: number; readonly log?: (line: string) => void; readonly migrations?: readonly Migration[] } = {},
): Promise<BackofficeDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.connections ?? 10, types: typeParsers });
  // An idle connection the server ends (a restart, a failover) is dropped by the pool and made
  // again for the next query; unheard, its error would end the process.
  pool.on('error', (error) => (options.log ?? console.error)(`database: an idle connection was lost (${error.message})`));
  const queries = new Kysely<BackofficeSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(queries, options.migrations ?? migrations);
  } catch (error) {
    await queries.destroy();
    throw error;
  }
  return { engine: 'postgres', queries, close: () => queries.destroy() };
}

/** Any number, the same in every back office: the lock its processes take to migrate one at a time. */
const MIGRATION_LOCK = 186_001;

/**
 * Brings the database to the newest version, once, whichever of several back offices starting
 * together gets there first: they take one transaction-scoped advisory lock in turn, and the
 * others find the version already stored. An empty database gets the baseline, then each later
 * migration's PostgreSQL statements, in order.
 */
async function migratePostgres(queries: BackofficeQueries, list: readonly Migration[]): Promise<void> {
  const later = [...list].filter((migration) => migration.version > POSTGRES_BASELINE_VERSION).sort((a, b) => a.version - b.version);
  const newest = later.at(-1)?.version ?? POSTGRES_BASELINE_VERSION;
  await queries.transaction().execute(async (transaction) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(transaction);
    const { rows } = await sql<{ present: boolean }>`SELECT to_regclass('public.meta') IS NOT NULL AS present`.execute(transaction);
    let version = POSTGRES_BASELINE_VERSION;
    if (rows[0]?.present) {
      const stored = await transaction.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirst();
      version = Number(stored?.value);
      if (!Number.isInteger(version) || version < POSTGRES_BASELINE_VERSION || version > newest) {
        throw new Error(`the PostgreSQL database is at schema version ${stored?.value ?? 'unknown'}; this back office knows ${POSTGRES_BASELINE_VERSION} to ${newest}`);
      }
    } else {
      for (const extension of POSTGRES_EXTENSIONS) await sql.raw(`CREATE EXTENSION IF NOT EXISTS ${extension}`).execute(transaction);
      await sql.raw(postgresBaseline).execute(transaction);
      await transaction.insertInto('meta').values({ key: 'schema_version', value: String(version) }).execute();
    }
    for (const migration of later) {
      if (migration.version <= version) continue;
      if (migration.postgres === undefined) throw new Error(`migration ${migration.version} (${migration.name}) has no PostgreSQL statements`);
      await sql.raw(migration.postgres).execute(transaction);
      await transaction.updateTable('meta').set({ value: String(migration.version) }).where('key', '=', 'schema_version').execute();
    }
  });
}

/** Whether a write failed on a unique index or key: what decides between racing writers, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
