/**
 * What an operator graphs of a site process (decision 192), in Prometheus' text format through
 * prom-client: requests by route name and status with their latency, the render cache's hits,
 * stale answers and misses, the back office's calls by endpoint with their latency and errors,
 * the publish events heard and their lag, visitors' Web Vitals, and the process's own (event-loop
 * lag, heap, RSS). Labels come from bounded sets only (route names, contract endpoints, page
 * types), never from a raw path.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BackofficeCallOutcome } from '../backoffice/site-data-client.ts';
import type { WebVital } from './web-vitals-beacon.ts';

export type RenderCacheLookup = 'hit' | 'stale' | 'miss';
/** Prometheus' text and its content type. */
export interface MetricsText {
  readonly contentType: string;
  readonly text: string;
}

export interface SiteMetrics {
  readonly registry: Registry;
  requestAnswered(route: string, status: number, seconds: number): void;
  renderCacheLookedUp(result: RenderCacheLookup): void;
  backofficeCalled(endpoint: string, outcome: BackofficeCallOutcome, seconds: number): void;
  publishEventHeard(lagSeconds: number): void;
  webVitalReported(vital: WebVital): void;
}

/** From a cached answer (a millisecond) to a cold render on a busy machine. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A publish heard within milliseconds, or after a reconnection. */
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Web Vitals' own thresholds fall on these edges (good / needs improvement / poor). */
const VITAL_BUCKETS = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  INP: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
  TTFB: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
} as const;

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'site_http_requests_total', help: 'Requests answered, by route name and status.', labelNames: ['route', 'status'], registers: [registry] });
  const latency = new Histogram({ name: 'site_http_request_duration_seconds', help: 'Time to the end of the answer, by route name.', labelNames: ['route'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const renderCache = new Counter({ name: 'site_render_cache_lookups_total', help: 'Kept pages asked for: hit, stale (answered, refreshed behind) or miss (rendered).', labelNames: ['result'], registers: [registry] });
  const calls = new Counter({ name: 'site_backoffice_calls_total', help: 'Calls to the back office, by contract endpoint and outcome (ok, refused: a 4xx, failed: a 5xx, a time-out, no connection).', labelNames: ['endpoint', 'outcome'], registers: [registry] });
  const callLatency = new Histogram({ name: 'site_backoffice_call_duration_seconds', help: 'Time of a call to the back office, by contract endpoint.', labelNames: ['endpoint'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const publishEvents = new Counter({ name: 'site_publish_events_total', help: 'Publish events heard.', registers: [registry] });
  const publishLag = new Histogram({ name: 'site_publish_event_lag_seconds', help: 'From a publish event’s write (the back office’s clock) to this process hearing it (its own clock: skew between machines shows here).', buckets: LAG_BUCKETS, registers: [registry] });
  const vitals = Object.fromEntries(
    (Object.keys(VITAL_BUCKETS) as (keyof typeof VITAL_BUCKETS)[]).map((name) => [
      name,
      new Histogram({
        name: `site_web_vitals_${name.toLowerCase()}${name === 'CLS' ? '' : '_seconds'}`,
        help: `Visitors’ ${name}, by page type, audience and device class.`,
        labelNames: ['page', 'audience', 'device'],
        buckets: [...VITAL_BUCKETS[name]],
        registers: [registry],
      }),
    ]),
  ) as Record<keyof typeof VITAL_BUCKETS, Histogram>;

  return {
    registry,
    requestAnswered(route, status, seconds) {
      requests.inc({ route, status: String(status) });
      latency.observe({ route }, seconds);
    },
    renderCacheLookedUp(result) {
      renderCache.inc({ result });
    },
    backofficeCalled(endpoint, outcome, seconds) {
      calls.inc({ endpoint, outcome });
      callLatency.observe({ endpoint }, seconds);
    },
    publishEventHeard(lagSeconds) {
      publishEvents.inc();
      publishLag.observe(Math.max(0, lagSeconds));
    },
    webVitalReported(vital) {
      // CLS has no unit; the others are reported in milliseconds.
      vitals[vital.name].observe({ page: vital.page, audience: vital.audience, device: vital.device }, vital.name === 'CLS' ? vital.value : vital.value / 1000);
    },
  };
}
