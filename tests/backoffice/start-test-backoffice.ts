import { rmSync } from 'node:fs';
import { createBackofficeClient, type BackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { startBackoffice, type RunningBackoffice } from '../../src/backoffice/server.ts';
import { openDatabase } from '../../src/backoffice/db/open-database.ts';
import type { PlanContext } from '../../src/backoffice/catalogue/product-criteria.ts';
import { createServices, type Services } from '../../src/backoffice/services.ts';
import { freshSeededDataDir } from '../support/seeded-data-dir.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface TestBackoffice {
  backoffice: RunningBackoffice;
  client: BackofficeClient;
  dataDir: string;
  /** The server root, for /media and raw requests. */
  origin: string;
  stop(): Promise<void>;
}

/** A back office on a free port over a fresh copy of the seeded data dir, and the typed client on it. */
export async function startTestBackoffice(): Promise<TestBackoffice> {
  const dataDir = freshSeededDataDir('backoffice-test-');
  const backoffice = await startBackoffice({ dataDir, port: 0, adminToken: ADMIN_TOKEN });
  return {
    backoffice,
    client: createBackofficeClient({ baseUrl: backoffice.url }),
    dataDir,
    origin: backoffice.url.replace(/\/api\/v1$/, ''),
    stop: async () => {
      await backoffice.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
  const db = openDatabase(dataDir);
  const services = await createServices(db, { dataDir, adminToken: null });
  const site = services.sites.all().find((candidate) => candidate.salesplan.some((plan) => plan.id === PRO))!;
  return {
    services,
    proContext: { siteId: site.id, plan: site.salesplan.find((plan) => plan.id === PRO)!, lang: 'en' },
    close: async () => {
      await services.media.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
