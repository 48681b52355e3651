/**
 * The database a back office process works on, as `npm start`, `npm run backoffice` and
 * `npm run import` open it: PostgreSQL with a URL, else the embedded SQLite file in the data dir;
 * migrated, and seeded with the demo when new (decision 186).
 */
import { postgresDatabase, sqliteDatabase, type BackofficeDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemo } from './demo/seed-demo.ts';

export async function openBackofficeDatabase(options: { readonly dataDir: string; readonly databaseUrl?: string }): Promise<BackofficeDatabase> {
  if (options.databaseUrl !== undefined) {
    const database = await postgresDatabase(options.databaseUrl);
    try {
      await seedDemo(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const db = openDatabase(options.dataDir);
  migrate(db);
  const database = sqliteDatabase(db);
  await seedDemo(database);
  return database;
}
