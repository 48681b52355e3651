/**
 * `WORKERS=n`: n processes behind one port (node:cluster). The primary starts the back office's
 * process once (workers share it over HTTP, as they would a remote one), replaces a worker that
 * dies, and on SIGTERM drains every worker before it stops the back office and exits. Each
 * worker has its own caches: a cache invalidation one of them is asked for goes through the
 * primary to all of them (docs/decisions/162), as do the publish events the primary hears
 * (decision 191).
 */
import cluster, { type Worker } from 'node:cluster';
import { startEmbeddedBackoffice, type BackofficeProcess } from './backoffice/backoffice-process.ts';
import type { ProcessInvalidation, SiteInvalidation } from './cache/admin-cache-endpoint.ts';
import { invalidationsOfBatch, type DroppedEntries, type InvalidationRequest } from './cache/cache-invalidation.ts';
import { subscribeToPublishEvents } from '../shared/kernel/api/publish-subscription.ts';
import { primaryMetricsRelay, type MetricsMessage } from './metrics/cluster-metrics.ts';
import { publishLagSeconds } from './metrics/request-metrics.ts';
import { createSiteMetrics } from './metrics/site-metrics.ts';
import type { ServerConfig } from './config.ts';
import type { PublishEventView } from '../shared/kernel/api/contract.ts';

type Log = (line: string) => void;

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  readonly kind: 'listening';
  readonly url: string;
}

/** A worker asks the primary to invalidate every worker's caches; the primary asks each worker. */
interface InvalidateCaches {
  readonly kind: 'invalidate-caches';
  readonly id: number;
  readonly request: InvalidationRequest;
}

/** A worker's answer to the primary. */
interface CachesInvalidated {
  readonly kind: 'caches-invalidated';
  readonly id: number;
  readonly result: ProcessInvalidation;
}

/** The primary's answer to the worker that asked: every worker's. */
interface CachesInvalidatedEverywhere {
  readonly kind: 'caches-invalidated-everywhere';
  readonly id: number;
  readonly result: SiteInvalidation;
}

type WorkerMessage = WorkerListening | InvalidateCaches | CachesInvalidated | MetricsMessage;

/** How long the primary waits for the workers' answers; the workers do no I/O but one look-up. */
const invalidationTimeoutMs = 10_000;

/**
 * A worker's side of the relay: `everywhere` asks the primary (and resolves with every worker's
 * answer); `answer` serves the primary's requests with this worker's own invalidation.
 */
export function workerInvalidationRelay() {
  let nextId = 0;
  const waiting = new Map<number, (result: SiteInvalidation) => void>();
  process.on('message', (message: CachesInvalidatedEverywhere) => {
    if (message?.kind !== 'caches-invalidated-everywhere') return;
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  return {
    everywhere(request: InvalidationRequest): Promise<SiteInvalidation> {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        process.send?.({ kind: 'invalidate-caches', id, request } satisfies InvalidateCaches);
      });
    },
    answer(invalidate: (request: InvalidationRequest) => Promise<DroppedEntries>): void {
      process.on('message', (message: InvalidateCaches) => {
        if (message?.kind !== 'invalidate-caches') return;
        void invalidate(message.request).then(
          (dropped) => process.send?.({ kind: 'caches-invalidated', id: message.id, result: { pid: process.pid, dropped } } satisfies CachesInvalidated),
          // Unanswered: the primary counts this worker as not reached.
          () => undefined,
        );
      });
    },
  };
}

export async function runPrimary(config: ServerConfig, log: Log): Promise<void> {
  const listening = new Set<Worker>();
  // What the back office commits goes to every worker's caches; their answers are not awaited
  // (round 0, which no round of the relay's waits for).
  const dropInEveryWorker = (request: InvalidationRequest) => {
    for (const worker of listening) if (worker.isConnected()) worker.send({ kind: 'invalidate-caches', id: 0, request } satisfies InvalidateCaches);
  };
  // The primary's own metrics: the publish events it hears for its workers, its memory.
  const metrics = createSiteMetrics();
  const dropPublished = (events: readonly PublishEventView[]) => {
    for (const event of events) metrics.publishEventHeard(publishLagSeconds(event));
    invalidationsOfBatch(events).forEach(dropInEveryWorker);
  };
  const embedded: BackofficeProcess | undefined = config.backofficeUrl ? undefined : await startEmbeddedBackoffice(config, log, dropPublished);
  const subscription =
    config.databaseUrl === undefined
      ? undefined
      : subscribeToPublishEvents({
          databaseUrl: config.databaseUrl,
          onEvents: dropPublished,
          onListening: () => dropInEveryWorker({ all: true }),
          log,
          applicationName: 'catalogue-site',
        });
  const environment = embedded ? { BACKOFFICE_URL: embedded.url } : {};
  let stopping = false;
  let announced = false;
  const relay = primaryInvalidationRelay(listening);
  const metricsRelay = primaryMetricsRelay(metrics.registry, () => [...listening]);

  const fork = () => {
    const worker = cluster.fork(environment);
    worker.on('message', (message: WorkerMessage) => {
      if (message?.kind === 'invalidate-caches' || message?.kind === 'caches-invalidated') {
        relay(worker, message);
        return;
      }
      if (message?.kind === 'metrics-wanted' || message?.kind === 'worker-metrics') {
        metricsRelay(worker, message);
        return;
      }
      if (message?.kind !== 'listening') return;
      listening.add(worker);
      if (!announced && listening.size === config.workers) {
        announced = true;
        log(`site listening on ${message.url} (${config.workers} workers)`);
        if (embedded) log(`back office process beside it on ${embedded.url} (data in ${config.dataDir})`);
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
      .then(() => Promise.all([embedded?.close(), subscription?.close()]))
      .then(
        () => process.exit(exitCode),
        () => process.exit(1),
      );
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/**
 * The primary's side of the relay: a worker's request goes to every listening worker (the asker
 * included) under an id of the primary's; the answers, or after the timeout those that came, go
 * back to the asker.
 */
function primaryInvalidationRelay(listening: ReadonlySet<Worker>) {
  let nextId = 0;
  const rounds = new Map<number, { readonly answers: ProcessInvalidation[]; readonly asked: number; readonly done: () => void }>();
  return (from: Worker, message: InvalidateCaches | CachesInvalidated) => {
    if (message.kind === 'caches-invalidated') {
      const round = rounds.get(message.id);
      if (!round) return;
      round.answers.push(message.result);
      if (round.answers.length === round.asked) round.done();
      return;
    }
    nextId += 1;
    const id = nextId;
    const workers = [...listening];
    const answers: ProcessInvalidation[] = [];
    const done = () => {
      clearTimeout(timer);
      rounds.delete(id);
      const result: SiteInvalidation = { processes: answers, unanswered: workers.length - answers.length };
      if (from.isConnected()) from.send({ kind: 'caches-invalidated-everywhere', id: message.id, result } satisfies CachesInvalidatedEverywhere);
    };
    const timer = setTimeout(done, invalidationTimeoutMs);
    rounds.set(id, { answers, asked: workers.length, done });
    if (workers.length === 0) done();
    for (const worker of workers) if (worker.isConnected()) worker.send({ kind: 'invalidate-caches', id, request: message.request } satisfies InvalidateCaches);
  };
}
