/**
 * The real site with its embedded back office over a fresh temporary data directory holding the
 * demo database seeded once for the run (tests/support/seeded-data-dir.ts), and the media the
 * run's sites rendered before unless `ownMedia` (a test of rendering or announced sizes). Everything
 * else is cold there (page modules, the first reads, pictures no site asked for yet), and the test
 * machine may be busy with other tests: the fixture waits for the back office as long as a test
 * may, not the 5 s a warm production site allows; a test of the time-out sets its own.
 */
import { rmSync } from 'node:fs';
import type { SiteOptions } from '../../src/server/site-server.ts';
import { freshSeededDataDir } from './seeded-data-dir.ts';
import { startTestSite, type TestSite } from './test-site.ts';

export interface EmbeddedTestSite extends TestSite {
  /** The back office's database and uploads, for tests that count what a request stored. */
  readonly dataDir: string;
}

export async function startEmbeddedSite(
  environment: Record<string, string> = {},
  options: Omit<SiteOptions, 'config' | 'log'> = {},
  { ownMedia = false }: { ownMedia?: boolean } = {},
): Promise<EmbeddedTestSite> {
  const dataDir = freshSeededDataDir('site-data-', { sharedMedia: !ownMedia });
  const site = await startTestSite({ DATA_DIR: dataDir, BACKOFFICE_TIMEOUT_MS: '30000', ...environment }, options);
  const close = site.close.bind(site);
  return Object.assign(site, {
    dataDir,
    close: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
