/**
 * A fresh temporary data directory holding a copy of the demo database seeded once for the test
 * run (tests/support/seed-data-dir-once.ts): every test starts from the same pristine state without
 * paying for the seed. Without that template (code run outside vitest) the directory is empty and
 * the back office seeds it on start.
 *
 * Its media folder is its own and empty unless `sharedMedia`: then it is the run's one media folder,
 * where the pictures and documents rendered for one test's site are served to the next, as a site
 * restarted on its data serves what it rendered before. Rendering them again cost each browser
 * file's site about 5 s of processor (pictures 3 s, technical sheets 2 s, over eight pages). A test
 * of rendering, typesetting or announced sizes keeps its own.
 */
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export function freshSeededDataDir(prefix: string, { sharedMedia = false }: { sharedMedia?: boolean } = {}): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env.VITEST ? inject('seededDataDir') : undefined;
  if (template) cpSync(template, dataDir, { recursive: true });
  // Removing the data directory removes the link, not the shared folder.
  if (template && sharedMedia) symlinkSync(inject('sharedMediaDir'), path.join(dataDir, 'media'), 'dir');
  return dataDir;
}
