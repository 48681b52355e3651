/**
 * The site's process: reads the configuration, starts the site (or, with WORKERS > 1, a primary
 * and its workers), and shuts down cleanly on SIGTERM/SIGINT: readiness goes 503, in-flight
 * responses finish, exit 0 within the bound. An exception nothing caught is logged and ends the
 * process with code 1: its state is unknown, so it is replaced rather than trusted (by the
 * cluster primary with WORKERS > 1, by the supervisor otherwise: deploy/catalogue-site@.service).
 */
import cluster from 'node:cluster';
import { createAccessLog } from './access-log.ts';
import { runPrimary, workerInvalidationRelay, type WorkerListening } from './cluster.ts';
import { invalidationsOfBatch } from './cache/cache-invalidation.ts';
import { subscribeToPublishEvents } from '../shared/kernel/api/publish-subscription.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { workerMetricsRelay } from './metrics/cluster-metrics.ts';
import { publishLagSeconds } from './metrics/request-metrics.ts';
import type { MetricsText } from './metrics/site-metrics.ts';
import { startSite } from './site-server.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);
const logDropFailure = (error: unknown) => log(`publish events: a cache drop failed: ${error instanceof Error ? error.message : String(error)}`);

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}

// Requests' errors are caught where they happen (each answers 500 and is logged); what escapes
// all of them leaves the process in a state nobody knows, so it exits and is replaced. Waiting
// access-log lines are written by the log's exit hook.
process.on('uncaughtException', (error) => {
  process.stderr.write(`uncaught exception, exiting: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
process.on('unhandledRejection', (reason) => log(`unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`));

if (config.workers > 1 && cluster.isPrimary) {
  await runPrimary(config, log);
} else {
  await runSite(config);
}

async function runSite(config: ServerConfig): Promise<void> {
  try {
    // A worker's caches are one of several: an invalidation goes to all through the primary.
    const relay = cluster.isWorker ? workerInvalidationRelay() : undefined;
    // A worker's scrape is the cluster's, which the primary sums; set once the site's registry exists.
    let clusterMetrics: { text(): Promise<MetricsText> } | undefined;
    const site = await startSite({
      config,
      log,
      accessLog: config.accessLog ? createAccessLog() : undefined,
      ...(relay ? { invalidateEverywhere: relay.everywhere, metricsText: () => clusterMetrics!.text() } : {}),
    });
    if (cluster.isWorker) clusterMetrics = workerMetricsRelay(site.metrics.registry);
    relay?.answer(site.invalidateCaches);
    // A cluster's primary hears the publish events for its workers; a single process for itself.
    const subscription =
      cluster.isWorker || config.databaseUrl === undefined
        ? undefined
        : subscribeToPublishEvents({
            databaseUrl: config.databaseUrl,
            onEvents: (events) => {
              for (const event of events) site.metrics.publishEventHeard(publishLagSeconds(event));
              for (const request of invalidationsOfBatch(events)) site.invalidateCaches(request).catch(logDropFailure);
            },
            applicationName: 'catalogue-site',
            onListening: () => void site.invalidateCaches({ all: true }).catch(logDropFailure),
            log,
          });
    const shutdown = (signal: string) => {
      if (!cluster.isWorker) log(`${signal} received: draining`);
      const forced = setTimeout(() => {
        log('shutdown took too long: exiting');
        process.exit(1);
      }, config.shutdownTimeoutMs);
      forced.unref();
      Promise.all([site.close(), subscription?.close()]).then(
        () => process.exit(0),
        (error: unknown) => {
          log(`shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
    };
    // Before it says it listens: a supervisor may send SIGTERM as soon as it reads that, and the
    // process must drain then, not die (and leave its back office to notice it alone).
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
    if (cluster.isWorker) {
      process.send?.({ kind: 'listening', url: site.url } satisfies WorkerListening);
    } else {
      log(`site listening on ${site.url}`);
      if (!config.backofficeUrl) log(`back office process beside it on ${site.backofficeUrl} (data in ${config.dataDir})`);
    }
  } catch (error) {
    process.stderr.write(`the site could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
