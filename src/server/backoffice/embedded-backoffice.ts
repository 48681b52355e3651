/**
 * With no BACKOFFICE_URL, the site runs its own back office in-process on a loopback port and
 * talks to it over HTTP exactly as it would to a remote one (decisions §2). Loaded only then:
 * a site pointed at a real back office never loads the embedded one or its database driver.
 */
import type { MediaPoolOptions } from '../../backoffice/media/media-pool-options.ts';

export interface EmbeddedBackoffice {
  readonly url: string;
  close(): Promise<void>;
}

export async function startEmbeddedBackoffice(dataDir: string, adminToken: string | undefined, mediaPool: MediaPoolOptions): Promise<EmbeddedBackoffice> {
  const { startBackoffice } = await import('../../backoffice/server.ts');
  return startBackoffice({ host: '127.0.0.1', port: 0, dataDir, logRequests: false, mediaPool, ...(adminToken ? { adminToken } : {}) });
}
