/**
 * Copies the embedded SQLite database into an empty PostgreSQL database of the same schema
 * version (decision 186): how a site that ran on one machine moves to several, its catalogue,
 * content, accounts, carts, orders and submissions kept, ids included. SQLite's own search tables
 * are not copied: PostgreSQL's search is built from the copied catalogue.
 */
import { sql } from 'kysely';
import { tables, type BackofficeQueries } from './schema.ts';

type TableName = keyof typeof tables;

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest table (15 columns). */
const ROWS_PER_INSERT = 500;

/** A table's foreign key to itself (a category's parent): its rows go in parents first. */
interface SelfReference {
  readonly column: string;
  readonly referenced: string;
}

/** Rows copied per table, in the order they were copied. */
export type CopyReport = Map<TableName, number>;

export async function copyToPostgres(source: BackofficeQueries, target: BackofficeQueries): Promise<CopyReport> {
  return target.transaction().execute((transaction) => copyInto(source, transaction));
}

/** The copy, within the caller's transaction on the PostgreSQL database. */
export async function copyInto(source: BackofficeQueries, transaction: BackofficeQueries): Promise<CopyReport> {
  const [from, to] = await Promise.all([sqliteSchemaVersion(source), postgresSchemaVersion(transaction)]);
  if (from !== to) throw new Error(`the SQLite database is at schema version ${from} and the PostgreSQL one at ${to}: start the newer back office on both first`);
  const report: CopyReport = new Map();
  const { order, selfReferences } = await tablesInReferenceOrder(transaction);
  for (const table of order) {
    const { rows } = await sql<{ present: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS present`.execute(transaction);
    if (rows[0]!.present) throw new Error(`the PostgreSQL database already holds ${table} rows: copy into an empty database`);
  }
  for (const table of order) {
    const columns = Object.keys(tables[table]);
    let rows = (await source.selectFrom(table).select(columns as never[]).execute()) as Record<string, unknown>[];
    const self = selfReferences.get(table);
    if (self !== undefined) rows = parentsFirst(rows, self);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await transaction.insertInto(table).values(rows.slice(start, start + ROWS_PER_INSERT) as never).execute();
    }
    report.set(table, rows.length);
  }
  await moveIdentitiesPastCopiedIds(transaction);
  return report;
}

/** SQLite keeps its migrations' version in the file's header (migrate.ts), PostgreSQL in `meta`. */
async function sqliteSchemaVersion(queries: BackofficeQueries): Promise<number> {
  const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(queries);
  return rows[0]!.user_version;
}

async function postgresSchemaVersion(queries: BackofficeQueries): Promise<number> {
  return Number((await queries.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirst())?.value);
}

/** What each database keeps of its own: its migrations, and which writing of its own search index is current. */
export const OWN_TO_EACH_DATABASE: ReadonlySet<string> = new Set(['meta', 'search_version']);

/**
 * The declared tables but those each database keeps of its own, every table after those it
 * refers to, as PostgreSQL's catalogue names the foreign keys.
 */
async function tablesInReferenceOrder(queries: BackofficeQueries): Promise<{ order: TableName[]; selfReferences: Map<TableName, SelfReference> }> {
  const { rows: keys } = await sql<{ child: string; parent: string; column: string; referenced: string }>`
    SELECT child.relname AS child, parent.relname AS parent, attribute.attname AS column, referenced.attname AS referenced
    FROM pg_constraint AS constraint_
    JOIN pg_class AS child ON child.oid = constraint_.conrelid
    JOIN pg_class AS parent ON parent.oid = constraint_.confrelid
    JOIN pg_attribute AS attribute ON attribute.attrelid = constraint_.conrelid AND attribute.attnum = constraint_.conkey[1]
    JOIN pg_attribute AS referenced ON referenced.attrelid = constraint_.confrelid AND referenced.attnum = constraint_.confkey[1]
    WHERE constraint_.contype = 'f' AND constraint_.connamespace = 'public'::regnamespace`.execute(queries);
  const declared = Object.keys(tables).filter((table): table is TableName => !OWN_TO_EACH_DATABASE.has(table));
  const known = new Set<string>(declared);
  const parents = new Map<TableName, Set<string>>(declared.map((table) => [table, new Set()]));
  const selfReferences = new Map<TableName, SelfReference>();
  for (const key of keys) {
    if (!known.has(key.child)) continue;
    if (key.child === key.parent) selfReferences.set(key.child as TableName, { column: key.column, referenced: key.referenced });
    else parents.get(key.child as TableName)!.add(key.parent);
  }
  const order: TableName[] = [];
  const placed = new Set<string>();
  while (order.length < declared.length) {
    const ready = declared.filter((table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent) || !known.has(parent)));
    if (ready.length === 0) throw new Error(`the foreign keys of ${declared.filter((table) => !placed.has(table)).join(', ')} form a circle`);
    for (const table of ready) {
      order.push(table);
      placed.add(table);
    }
  }
  return { order, selfReferences };
}

/** Rows whose reference to their own table is empty first, then those whose referenced row is in. */
function parentsFirst(rows: Record<string, unknown>[], self: SelfReference): Record<string, unknown>[] {
  const ordered: Record<string, unknown>[] = [];
  const inserted = new Set<unknown>();
  let left = rows;
  while (left.length > 0) {
    const ready = left.filter((row) => row[self.column] === null || inserted.has(row[self.column]));
    if (ready.length === 0) throw new Error(`${left.length} rows refer through ${self.column} to rows that are not there`);
    for (const row of ready) {
      ordered.push(row);
      inserted.add(row[self.referenced]);
    }
    const placed = new Set(ready);
    left = left.filter((row) => !placed.has(row));
  }
  return ordered;
}

/** The next id each identity gives is past the copied ones: rows added after the copy get new ids. */
async function moveIdentitiesPastCopiedIds(queries: BackofficeQueries): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`.execute(queries);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false) FROM ${sql.table(table)}`.execute(queries);
  }
}
