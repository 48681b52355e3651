/**
 * `/metrics` of a cluster (decision 192): the worker a scrape reaches asks the primary, which asks
 * every worker for its metrics as JSON, adds its own (the publish events it hears, its memory) and
 * answers with them summed, as prom-client aggregates them. A worker that does not answer within
 * the bound is left out of that scrape.
 */
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';
import type { MetricsText } from './site-metrics.ts';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

interface MetricsWanted {
  readonly kind: 'metrics-wanted';
  readonly id: number;
}
interface WorkerMetricsWanted {
  readonly kind: 'worker-metrics-wanted';
  readonly id: number;
}
interface WorkerMetrics {
  readonly kind: 'worker-metrics';
  readonly id: number;
  readonly metrics: MetricsJson;
}
interface ClusterMetrics {
  readonly kind: 'cluster-metrics';
  readonly id: number;
  readonly metrics: MetricsText;
}

export type MetricsMessage = MetricsWanted | WorkerMetrics;

const WORKER_TIMEOUT_MS = 3000;

/** A worker's side: `text` asks the primary for the cluster's; its own metrics go to the primary when asked. */
export function workerMetricsRelay(registry: Registry): { text(): Promise<MetricsText> } {
  let nextId = 0;
  const waiting = new Map<number, (metrics: MetricsText) => void>();
  process.on('message', (message: ClusterMetrics | WorkerMetricsWanted) => {
    if (message?.kind === 'cluster-metrics') {
      waiting.get(message.id)?.(message.metrics);
      waiting.delete(message.id);
    } else if (message?.kind === 'worker-metrics-wanted') {
      void registry.getMetricsAsJSON().then((metrics) => process.send?.({ kind: 'worker-metrics', id: message.id, metrics } satisfies WorkerMetrics));
    }
  });
  return {
    text() {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('the cluster primary did not send its metrics'));
        }, 2 * WORKER_TIMEOUT_MS);
        waiting.set(id, (metrics) => {
          clearTimeout(timer);
          resolve(metrics);
        });
        process.send?.({ kind: 'metrics-wanted', id } satisfies MetricsWanted);
      });
    },
  };
}

/** The primary's side: answers a worker's `metrics-wanted` with every worker's metrics and its own, summed. */
export function primaryMetricsRelay(own: Registry, workers: () => readonly Worker[]): (from: Worker, message: MetricsMessage) => void {
  let nextRound = 0;
  const rounds = new Map<number, (metrics: MetricsJson) => void>();
  return (from, message) => {
    if (message.kind === 'worker-metrics') {
      rounds.get(message.id)?.(message.metrics);
      return;
    }
    nextRound += 1;
    const round = nextRound;
    const asked = workers().filter((worker) => worker.isConnected());
    const answers: MetricsJson[] = [];
    void new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, WORKER_TIMEOUT_MS);
      rounds.set(round, (metrics) => {
        answers.push(metrics);
        if (answers.length === asked.length) {
          clearTimeout(timer);
          resolve();
        }
      });
      if (asked.length === 0) resolve();
      for (const worker of asked) worker.send({ kind: 'worker-metrics-wanted', id: round } satisfies WorkerMetricsWanted);
    })
      .then(async () => {
        rounds.delete(round);
        const summed = AggregatorRegistry.aggregate([...answers, await own.getMetricsAsJSON()]);
        return { contentType: summed.contentType, text: await summed.metrics() };
      })
      .then((metrics) => {
        if (from.isConnected()) from.send({ kind: 'cluster-metrics', id: message.id, metrics } satisfies ClusterMetrics);
      });
  };
}
