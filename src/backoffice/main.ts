/**
 * `npm run backoffice`: the back office on its own port; also the process the site starts beside
 * itself when no BACKOFFICE_URL is set (src/server/backoffice/backoffice-process.ts), which it tells
 * where it listens over the IPC channel and leaves when that channel closes (the site gone).
 * Env: BACKOFFICE_PORT (4000), BACKOFFICE_HOST (127.0.0.1), DATA_DIR (./data), DATABASE_URL (PostgreSQL
 * instead of DATA_DIR's SQLite file), BACKOFFICE_ADMIN_TOKEN,
 * MEDIA_THREADS and MEDIA_QUEUE (the media pool, decision 180; as the site's README describes them).
 */
import { resolve } from 'node:path';
import { DEFAULT_MEDIA_POOL } from './media/media-pool-options.ts';
import { startBackoffice } from './server.ts';
import type { BackofficeListening, BackofficePublished } from '../shared/kernel/api/backoffice-process.ts';

/** A whole number of the environment from min to max; a bad value stops the start with a message naming it. */
function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
    process.exit(1);
  }
  return value;
}

const port = whole('BACKOFFICE_PORT', 4000, 0, 65535);
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must name a PostgreSQL database (postgres://user:password@host:port/name), or be unset for the embedded SQLite file');
  process.exit(1);
}

const backoffice = await startBackoffice({
  host: process.env.BACKOFFICE_HOST ?? '127.0.0.1',
  port,
  dataDir: resolve(process.env.DATA_DIR ?? './data'),
  ...(databaseUrl ? { databaseUrl } : {}),
  logRequests: process.env.BACKOFFICE_LOG === '1',
  mediaPool: { threads: whole('MEDIA_THREADS', DEFAULT_MEDIA_POOL.threads, 1, 64), queue: whole('MEDIA_QUEUE', DEFAULT_MEDIA_POOL.queue, 1, 10000) },
  ...(process.env.BACKOFFICE_ADMIN_TOKEN ? { adminToken: process.env.BACKOFFICE_ADMIN_TOKEN } : {}),
  // Started by a site: it hears of each change over the IPC channel.
  ...(process.send ? { onPublished: (events) => process.send?.({ kind: 'backoffice-published', events } satisfies BackofficePublished) } : {}),
});
console.log(`backoffice listening on ${backoffice.url}`);
process.send?.({ kind: 'backoffice-listening', url: backoffice.url } satisfies BackofficeListening);

let closing = false;
function stop(): void {
  if (closing) return;
  closing = true;
  backoffice.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, stop);
// Started by a site: when the site's process ends, however it ends, this one does too.
process.once('disconnect', stop);
