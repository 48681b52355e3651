/**
 * What an operator graphs of a back office process (decision 192), in Prometheus' text format
 * through prom-client: its requests by endpoint and status with their latency, and the process's
 * own (event-loop lag, heap, RSS). `endpoint` is the contract's name of the call answered
 * (`GET /product/:id`) or the part of the back office that answered (`media`, `health`,
 * `metrics`), else `unmatched`: never the raw path, whose ids and slugs would each make a series.
 *
 * `GET /metrics` answers it with `Authorization: Bearer $BACKOFFICE_ADMIN_TOKEN`; without a
 * configured token it does not exist, as the site's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { adminTokenGate } from '../../shared/kernel/api/admin-token.ts';
import { API_PREFIX } from '../../shared/kernel/api/contract.ts';
import { backofficeRoutes } from './api-handler.ts';
import { HttpError } from './http-error.ts';

export const METRICS_PATH = '/metrics';

/** From a catalogue read (a millisecond) to a picture rendered cold on a busy machine (seconds). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PARTS: ReadonlyMap<string, string> = new Map([
  ['/health', 'health'],
  [METRICS_PATH, 'metrics'],
]);

export interface BackofficeMetrics {
  /** Counts the answer once it is complete, under its endpoint's name, with its status and time. */
  countAnswer(request: IncomingMessage, response: ServerResponse): void;
  /** `GET /metrics`: refused (401) without the token or with another, 404 without one configured. */
  answerMetrics(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

export function createBackofficeMetrics(token: string | undefined): BackofficeMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'backoffice_http_requests_total', help: 'Requests answered, by contract endpoint (or part of the back office) and status.', labelNames: ['endpoint', 'status'], registers: [registry] });
  const latency = new Histogram({ name: 'backoffice_http_request_duration_seconds', help: 'Time to the end of the answer, by contract endpoint (or part of the back office).', labelNames: ['endpoint'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const access = adminTokenGate(token);

  return {
    countAnswer(request, response) {
      const started = performance.now();
      const endpoint = endpointLabel(request.method ?? 'GET', (request.url ?? '/').split('?', 1)[0]!);
      response.once('finish', () => {
        requests.inc({ endpoint, status: String(response.statusCode) });
        latency.observe({ endpoint }, (performance.now() - started) / 1000);
      });
    },
    async answerMetrics(request, response) {
      response.setHeader('cache-control', 'no-store');
      const allowed = access(request);
      if (allowed === 'closed') throw new HttpError(404, { message: 'Not found' });
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
      if (allowed === 'refused') throw new HttpError(401, { message: 'Admin token required' }, { 'www-authenticate': 'Bearer' });
      const text = await registry.metrics();
      response.setHeader('content-type', registry.contentType);
      response.end(text);
    },
  };
}

/** The contract's name of an API call, or the part of the back office a path belongs to. */
function endpointLabel(method: string, path: string): string {
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
    const match = backofficeRoutes(method, path.slice(API_PREFIX.length));
    return match.kind === 'endpoint' ? match.name : 'unmatched';
  }
  if (path.startsWith('/media/')) return 'media';
  return PARTS.get(path) ?? 'unmatched';
}
