/**
 * Vitest's global set-up: migrates and seeds one data directory with the demo catalogue before the
 * run's first test file, and removes it after the last. Tests never open it: each copies it into a
 * directory of its own (tests/support/seeded-data-dir.ts), whose back office then finds the demo
 * seed recorded and starts without seeding, as a production site restarted on its data does.
 * It also makes the media folder the run's sites share.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { sqliteDatabase } from '../../src/backoffice/db/database.ts';
import { openDatabase } from '../../src/backoffice/db/open-database.ts';
import { seedDemo } from '../../src/backoffice/demo/seed-demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory seeded once for the run: a template to copy, never to open. */
    seededDataDir: string;
    /** The media folder the run's sites share: what one renders, the next serves (seeded-data-dir.ts). */
    sharedMediaDir: string;
  }
}

export default async function seedDataDirOnce(project: TestProject): Promise<(() => void) | undefined> {
  // The projects inherit this set-up from the root config; the root project's runs in every run,
  // and what it provides reaches the tests of every project.
  if (!project.isRootProject()) return undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seeded-data-'));
  const db = openDatabase(dataDir);
  try {
    migrate(db);
    await seedDemo(sqliteDatabase(db));
  } finally {
    // The last connection's close checkpoints the write-ahead log into the database file and
    // removes it, so a copy of the directory is the whole database.
    db.close();
  }
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'site-media-'));
  project.provide('seededDataDir', dataDir);
  project.provide('sharedMediaDir', mediaDir);
  return () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  };
}
