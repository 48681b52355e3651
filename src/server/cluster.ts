/**
 * `WORKERS=n`: n processes behind one port (node:cluster). The primary starts the embedded back
 * office once (workers share it over HTTP, as they would a remote one), replaces a worker that
 * dies, and on SIGTERM drains every worker before it stops the back office and exits.
 */
import cluster, { type Worker } from 'node:cluster';
import { startEmbeddedBackoffice, type EmbeddedBackoffice } from './backoffice/embedded-backoffice.ts';
import type { ServerConfig } from './config.ts';

type Log = (line: string) => void;

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  readonly kind: 'listening';
  readonly url: string;
}

export async function runPrimary(config: ServerConfig, log: Log): Promise<void> {
  const embedded: EmbeddedBackoffice | undefined = config.backofficeUrl ? undefined : await startEmbeddedBackoffice(config.dataDir, config.backofficeAdminToken);
  const environment = embedded ? { BACKOFFICE_URL: embedded.url } : {};
  let stopping = false;
  let announced = false;
  const listening = new Set<Worker>();

  const fork = () => {
    const worker = cluster.fork(environment);
    worker.on('message', (message: WorkerListening) => {
      if (message?.kind !== 'listening') return;
      listening.add(worker);
      if (!announced && listening.size === config.workers) {
        announced = true;
        log(`site listening on ${message.url} (${config.workers} workers)`);
        if (embedded) log(`embedded back office on ${embedded.url} (data in ${config.dataDir})`);
      }
    });
    worker.on('exit', (code, signal) => {
      const hadListened = listening.delete(worker);
      if (stopping) return;
      if (!hadListened) {
        // It never started: another would fail the same way. Stop rather than loop.
        log(`worker ${worker.process.pid} could not start (${signal ?? code})`);
        shutdown('start failure', 1);
        return;
      }
      log(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
      fork();
    });
  };
  for (let index = 0; index < config.workers; index += 1) fork();

  function shutdown(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: draining ${Object.keys(cluster.workers ?? {}).length} workers`);
    const forced = setTimeout(() => {
      log('shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 1000);
    forced.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const exits = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    void Promise.all(exits)
      .then(() => embedded?.close())
      .then(
        () => process.exit(exitCode),
        () => process.exit(1),
      );
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
