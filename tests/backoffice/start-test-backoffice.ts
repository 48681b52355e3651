import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackofficeClient, type BackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { startBackoffice, type RunningBackoffice } from '../../src/backoffice/server.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface TestBackoffice {
  backoffice: RunningBackoffice;
  client: BackofficeClient;
  dataDir: string;
  /** The server root, for /media and raw requests. */
  origin: string;
  stop(): Promise<void>;
}

/** A back office on a free port over a fresh temporary data dir, and the typed client on it. */
export async function startTestBackoffice(): Promise<TestBackoffice> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
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
