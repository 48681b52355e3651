/**
 * `npm run backoffice`: the back office on its own port.
 * Env: BACKOFFICE_PORT (4000), BACKOFFICE_HOST (127.0.0.1), DATA_DIR (./data), BACKOFFICE_ADMIN_TOKEN.
 */
import { resolve } from 'node:path';
import { startBackoffice } from './server.ts';

const port = Number(process.env.BACKOFFICE_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`BACKOFFICE_PORT must be a port number, got ${process.env.BACKOFFICE_PORT}`);
  process.exit(1);
}

const backoffice = await startBackoffice({
  host: process.env.BACKOFFICE_HOST ?? '127.0.0.1',
  port,
  dataDir: resolve(process.env.DATA_DIR ?? './data'),
  logRequests: process.env.BACKOFFICE_LOG === '1',
  ...(process.env.BACKOFFICE_ADMIN_TOKEN ? { adminToken: process.env.BACKOFFICE_ADMIN_TOKEN } : {}),
});
console.log(`backoffice listening on ${backoffice.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    backoffice.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
