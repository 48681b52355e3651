import { afterAll, beforeAll, describe } from 'vitest';
import { rmSync } from 'node:fs';
import { createBackofficeClient, type BackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { startBackoffice, type RunningBackoffice } from '../../src/backoffice/server.ts';
import { postgresDatabase, sqliteDatabase } from '../../src/backoffice/db/database.ts';
import type { BackofficeQueries } from '../../src/backoffice/db/schema.ts';
import { openDatabase } from '../../src/backoffice/db/open-database.ts';
import type { PlanContext } from '../../src/backoffice/catalogue/product-criteria.ts';
import { createServices, type Services } from '../../src/backoffice/services.ts';
import { emptyPostgresDatabase } from '../support/both-engines.ts';
import { freshSeededDataDir } from '../support/seeded-data-dir.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface TestBackoffice {
  backoffice: RunningBackoffice;
  client: BackofficeClient;
  dataDir: string;
  /** The server root, for /media and raw requests. */
  origin: string;
  /** The back office's database, for a test to change behind its back (as an operator might). */
  queries: BackofficeQueries;
  stop(): Promise<void>;
}

/**
 * A back office on a free port and the typed client on it: over a fresh copy of the seeded data
 * dir, or over the PostgreSQL database of `databaseUrl` (seeded with the demo on start when empty).
 */
export async function startTestBackoffice({ databaseUrl }: { databaseUrl?: string } = {}): Promise<TestBackoffice> {
  const dataDir = freshSeededDataDir('backoffice-test-');
  const backoffice = await startBackoffice({ dataDir, port: 0, adminToken: ADMIN_TOKEN, ...(databaseUrl ? { databaseUrl } : {}) });
  const database = databaseUrl ? await postgresDatabase(databaseUrl, { connections: 1 }) : sqliteDatabase(openDatabase(dataDir));
  return {
    backoffice,
    client: createBackofficeClient({ baseUrl: backoffice.url }),
    dataDir,
    origin: backoffice.url.replace(/\/api\/v1$/, ''),
    queries: database.queries,
    stop: async () => {
      await database.close();
      await backoffice.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ENGINES = [
  ['SQLite', () => startTestBackoffice()],
  ['PostgreSQL', async () => startTestBackoffice({ databaseUrl: await emptyPostgresDatabase() })],
] as const;

/**
 * A suite run twice, against a back office on each engine (decision 186): SQLite, then PostgreSQL
 * on a new database of the file's cluster. `t` is filled before the suite's first test.
 */
export function describeOnEachEngine(suite: (t: TestBackoffice, engine: (typeof ENGINES)[number][0]) => void): void {
  describe.each(ENGINES)('on %s', (engine, start) => {
    const t = {} as TestBackoffice;
    beforeAll(async () => {
      Object.assign(t, await start());
    }, 60_000);
    afterAll(() => t.stop?.());
    suite(t, engine);
  });
}

export const PRO = 17;
export const PART = 18;

export interface SeededServices {
  readonly services: Services;
  /** The professional plan of the demo site, in English: what a listing's request reads as. */
  readonly proContext: PlanContext;
  /** Stops the media library's background typesetting before the database it reads closes. */
  close(): Promise<void>;
}

/** The back office's services over a fresh copy of the seeded data dir, without a server: for tests of its repositories and look-ups. */
export async function openSeededServices(): Promise<SeededServices> {
  const dataDir = freshSeededDataDir('backoffice-services-');
  const database = sqliteDatabase(openDatabase(dataDir));
  const services = await createServices(database, { dataDir, adminToken: null });
  const site = services.sites.all().find((candidate) => candidate.salesplan.some((plan) => plan.id === PRO))!;
  return {
    services,
    proContext: { siteId: site.id, plan: site.salesplan.find((plan) => plan.id === PRO)!, lang: 'en' },
    close: async () => {
      await services.media.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
