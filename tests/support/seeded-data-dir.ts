/**
 * A fresh temporary data directory holding a copy of the demo database seeded once for the test
 * run (tests/support/seed-data-dir-once.ts): every test starts from the same pristine state without
 * paying for the seed. Without that template (code run outside vitest) the directory is empty and
 * the back office seeds it on start.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export function freshSeededDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env.VITEST ? inject('seededDataDir') : undefined;
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
