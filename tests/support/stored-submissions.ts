/**
 * What the embedded back office stored, read from its database in the test's data directory:
 * tests of refused posts check that nothing was stored, and of retried posts that it was stored once.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../../src/backoffice/db/open-database.ts';

/** Form submissions stored in `dataDir`: all of them, or those a WHERE condition and its parameters select. */
export function storedSubmissions(dataDir: string, where = '1', ...params: unknown[]): number {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT count(*) FROM submission WHERE ${where}`).pluck().get(...params) as number;
  } finally {
    db.close();
  }
}
