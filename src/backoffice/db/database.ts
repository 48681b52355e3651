/**
 * The back office's database as its stores query it (decision 186): Kysely over the embedded
 * SQLite file by default, over PostgreSQL with `DATABASE_URL`. The stores see one async
 * interface; what each engine does differently (its migrations, its search) is chosen here and in
 * the modules named by the engine.
 */
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from './open-database.ts';
import { POSTGRES_BASELINE_VERSION, POSTGRES_EXTENSIONS, postgresBaseline } from './postgres-baseline.ts';
import type { BackofficeQueries, BackofficeSchema } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface BackofficeDatabase {
  readonly engine: Engine;
  readonly queries: BackofficeQueries;
  /** Ends the connections (and, for SQLite, closes the file). */
  close(): Promise<void>;
}

/**
 * Kysely over the SQLite file the back office holds open: better-sqlite3's one connection, on
 * which Kysely runs one query or transaction at a time. The file's synchronous readers (the
 * stores not moved to Kysely yet, the seed) share that connection.
 */
export function sqliteDatabase(db: Db): BackofficeDatabase {
  const queries = new Kysely<BackofficeSchema>({ dialect: new SqliteDialect({ database: db }) });
  return { engine: 'sqlite', queries, close: () => queries.destroy() };
}

/** PostgreSQL's bigint (a `count(*)`) as a number: the back office's counts are far below 2^53. */
const BIGINT_OID = 20;
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === BIGINT_OID ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
};

/** A pool of connections to `url`, the schema brought to the current version first. */
export async function postgresDatabase(url: string, options: { readonly connections?: number; readonly log?: (line: string) => void } = {}): Promise<BackofficeDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.connections ?? 10, types: typeParsers });
  // An idle connection the server ends (a restart, a failover) is dropped by the pool and made
  // again for the next query; unheard, its error would end the process.
  pool.on('error', (error) => (options.log ?? console.error)(`database: an idle connection was lost (${error.message})`));
  const queries = new Kysely<BackofficeSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(queries);
  } catch (error) {
    await queries.destroy();
    throw error;
  }
  return { engine: 'postgres', queries, close: () => queries.destroy() };
}

/** Any number, the same in every back office: the lock its processes take to migrate one at a time. */
const MIGRATION_LOCK = 186_001;

/**
 * Creates the baseline on an empty database, once, whichever of several back offices starting
 * together gets there first: they take one transaction-scoped advisory lock in turn, and the
 * others find the version already stored.
 */
async function migratePostgres(queries: BackofficeQueries): Promise<void> {
  await queries.transaction().execute(async (transaction) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(transaction);
    const { rows } = await sql<{ present: boolean }>`SELECT to_regclass('public.meta') IS NOT NULL AS present`.execute(transaction);
    if (rows[0]?.present) {
      const version = await transaction.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirst();
      if (Number(version?.value) !== POSTGRES_BASELINE_VERSION) {
        throw new Error(`the PostgreSQL database is at schema version ${version?.value ?? 'unknown'}; this back office knows ${POSTGRES_BASELINE_VERSION}`);
      }
      return;
    }
    for (const extension of POSTGRES_EXTENSIONS) await sql.raw(`CREATE EXTENSION IF NOT EXISTS ${extension}`).execute(transaction);
    await sql.raw(postgresBaseline).execute(transaction);
    await transaction.insertInto('meta').values({ key: 'schema_version', value: String(POSTGRES_BASELINE_VERSION) }).execute();
  });
}

/** Whether a write failed on a unique index or key: what decides between racing writers, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
