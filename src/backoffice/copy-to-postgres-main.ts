/**
 * `npm run copy-to-postgres`: copies the embedded database of DATA_DIR (./data) into the empty
 * PostgreSQL database of DATABASE_URL (decision 186), for a site moving from one machine to
 * several. The SQLite file is migrated first, and seeded with the demo if it is new; the
 * PostgreSQL database gets the schema of this back office, and its search index when a back
 * office first starts on it. Prints the rows copied per table.
 */
import { resolve } from 'node:path';
import { copyToPostgres } from './db/copy-to-postgres.ts';
import { postgresDatabase, sqliteDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemo } from './demo/seed-demo.ts';

const url = process.env.DATABASE_URL;
if (url === undefined || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('DATABASE_URL must name the PostgreSQL database to copy into (postgres://user:password@host:port/name)');
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const db = openDatabase(dataDir);
migrate(db);
const source = sqliteDatabase(db);
await seedDemo(source);
const target = await postgresDatabase(url, { connections: 2 });
try {
  const report = await copyToPostgres(source.queries, target.queries);
  for (const [table, rows] of report) console.log(`${table}: ${rows}`);
  console.log(`copied ${dataDir} into ${new URL(url).pathname.slice(1)}`);
} catch (error) {
  console.error(`nothing copied: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.close();
  await source.close();
}
