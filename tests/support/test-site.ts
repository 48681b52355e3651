/** Starts the real site in-process on a free port, against a given back office. */
import { loadConfig } from '../../src/server/config.ts';
import { startSite, type RunningSite, type SiteOptions } from '../../src/server/site-server.ts';

export interface TestSite extends RunningSite {
  readonly log: string[];
  get(path: string, init?: RequestInit): Promise<Response>;
}

export async function startTestSite(
  environment: Record<string, string>,
  options: Omit<SiteOptions, 'config' | 'log'> = {},
): Promise<TestSite> {
  const log: string[] = [];
  // `npm test` names the back office it has just built (scripts/test.mjs): started, not compiled.
  const builtBackoffice = process.env.BACKOFFICE_ENTRY ? { BACKOFFICE_ENTRY: process.env.BACKOFFICE_ENTRY } : {};
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', ACCESS_LOG: 'off', DRAIN_DELAY_MS: '0', SITE_URL: 'https://www.example.com', ...builtBackoffice, ...environment });
  const site = await startSite({ ...options, config, log: (line) => log.push(line) });
  return Object.assign(site, {
    log,
    get: (path: string, init?: RequestInit) => fetch(`${site.url}${path}`, { redirect: 'manual', ...init }),
  });
}
