/**
 * The site as it runs on several machines (decision 191), on loopback: a back office over a
 * PostgreSQL database, site processes that reach it with BACKOFFICE_URL and hear its publish
 * events with DATABASE_URL, and Debian's nginx with deploy/nginx-site.conf in front of them. Each
 * process built, as an operator runs it; each can be killed and started again on its own port.
 * The multi-node test and `npm run bench:publish` run it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx, type RunningNginx } from '../../bench/lib/nginx.mjs';
import { createBackofficeClient, type BackofficeClient } from '../../src/shared/kernel/api/client.ts';
import type { ProductPublication } from '../../src/shared/kernel/api/contract.ts';
import { spawnSite, type SpawnedSite } from './spawn-site.ts';

export const ADMIN_TOKEN = 'several-machines-admin-token-0123456789';

/** The product published again and again, its name carrying the publish's number, and its pages. */
export const publishedProduct = {
  id: 9500,
  englishPage: '/product/lime-wall-filler-powder',
  frenchPage: '/fr/enduit-professionnels/product/reboucher/enduit-de-rebouchage-a-la-chaux',
  englishName: (version: number) => `Lime Wall Filler ${version}`,
  frenchName: (version: number) => `Enduit à la chaux ${version}`,
  publication: (version: number): ProductPublication => ({
    reference: 'LWX-P',
    color: '2a9d8f',
    form: 'powder',
    product: { slug: 'lime-wall-filler-powder', name: publishedProduct.englishName(version), extract: 'Fills old lime plaster.', description: 'A breathable lime-based filler for old walls.' },
    translations: [
      { lang: 'fr', slug: 'reboucher/enduit-de-rebouchage-a-la-chaux', name: publishedProduct.frenchName(version), extract: 'Rebouche les vieux enduits.', description: 'Un enduit à la chaux pour les murs anciens.' },
    ],
    categories_pro: ['filling-compounds'],
    categories_part: ['filling'],
    caracteristics: [{ name: 'form', values: ['powder'] }],
    variants: [{ id: 95001, reference: 'LWX-P-050', ean13: '3760471950019', pack_size: 5, price_pro: 28, price_part: 34.9 }],
  }),
};

export interface BackofficeMachine {
  readonly url: string;
  readonly child: ChildProcess;
  readonly client: BackofficeClient;
}

export interface SeveralMachines {
  readonly backoffice: BackofficeMachine;
  readonly sites: readonly SpawnedSite[];
  readonly nginx: RunningNginx;
  /** Kills site process `index` (SIGKILL unless said) and starts it again on its port. */
  restartSite(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Kills the site process `index` and leaves it down. */
  killSite(index: number, signal?: NodeJS.Signals): Promise<void>;
  startSiteAgain(index: number): Promise<void>;
  killBackoffice(): Promise<void>;
  startBackofficeAgain(): Promise<void>;
  stop(): Promise<void>;
}

export interface SeveralMachinesOptions {
  readonly databaseUrl: string;
  readonly siteProcesses: number;
  /** Workers of each site process (WORKERS), 1 where not given: a cluster's primary hears the events for its workers. */
  readonly siteWorkers?: readonly number[];
  /** Extra environment of every site process (its caches' lifetimes). */
  readonly siteEnvironment?: Readonly<Record<string, string>>;
}

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startSeveralMachines(options: SeveralMachinesOptions): Promise<SeveralMachines> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'several-machines-'));
  // From the project's root, as spawnSite starts the site (a bench bundles this module elsewhere).
  const entry = process.env.BACKOFFICE_ENTRY ?? path.resolve('dist/backoffice/main.js');

  const startBackoffice = (port: number): Promise<BackofficeMachine> => {
    const child = spawn(process.execPath, [entry], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: options.databaseUrl, DATA_DIR: dataDir, BACKOFFICE_PORT: String(port), BACKOFFICE_ADMIN_TOKEN: ADMIN_TOKEN, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /backoffice listening on (\S+)/.exec(output);
        if (listening) resolve({ url: listening[1]!, child, client: createBackofficeClient({ baseUrl: listening[1]! }) });
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`the back office ended (${code}) before listening:\n${output}`)));
    });
  };

  let backoffice = await startBackoffice(0);
  const backofficePort = new URL(backoffice.url).port;
  const siteEnvironment = (index: number, port: number) => ({
    WORKERS: String(options.siteWorkers?.[index] ?? 1),
    BACKOFFICE_URL: backoffice.url,
    DATABASE_URL: options.databaseUrl,
    DRAIN_DELAY_MS: '0',
    // A cold page on a busy machine, and the back office restarted under load.
    BACKOFFICE_TIMEOUT_MS: '30000',
    PORT: String(port),
    ...options.siteEnvironment,
  });
  const sites: SpawnedSite[] = await Promise.all(Array.from({ length: options.siteProcesses }, (_, index) => spawnSite(siteEnvironment(index, 0))));
  const ports = sites.map((site) => Number(new URL(site.url).port));
  const nginx = await startNginx(sites.map((site) => new URL(site.url).host));

  const killSite = async (index: number, signal: NodeJS.Signals = 'SIGKILL') => {
    const site = sites[index]!;
    site.process.kill(signal);
    await site.exited;
  };
  const startSiteAgain = async (index: number) => {
    sites[index] = await spawnSite(siteEnvironment(index, ports[index]!));
  };
  return {
    get backoffice() {
      return backoffice;
    },
    sites,
    nginx,
    killSite,
    startSiteAgain,
    async restartSite(index, signal = 'SIGKILL') {
      await killSite(index, signal);
      await startSiteAgain(index);
    },
    async killBackoffice() {
      backoffice.child.kill('SIGKILL');
      await exitOf(backoffice.child);
    },
    async startBackofficeAgain() {
      backoffice = await startBackoffice(Number(backofficePort));
    },
    async stop() {
      nginx.stop();
      for (const site of sites) site.process.kill('SIGTERM');
      backoffice.child.kill('SIGTERM');
      await Promise.all([...sites.map((site) => site.exited), exitOf(backoffice.child)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
