/**
 * `GET /metrics` (decision 192): Prometheus' text for the whole site process tree (a cluster's
 * workers summed by its primary), with `Authorization: Bearer $SITE_ADMIN_TOKEN`; without a
 * configured token it does not exist. `POST /rum`: a visitor's Web Vitals beacon, counted and
 * forgotten (204), or refused (400, 413) without a word kept.
 */
import { Router, type Response } from 'express';
import { adminTokenGate } from '../../shared/kernel/api/admin-token.ts';
import type { MetricsText, SiteMetrics } from './site-metrics.ts';
import { BEACON_MAX_BYTES, readWebVitalsBeacon } from './web-vitals-beacon.ts';

export const METRICS_PATH = '/metrics';
export const RUM_PATH = '/rum';

export interface MetricsEndpointsOptions {
  readonly token: string | undefined;
  readonly metrics: SiteMetrics;
  /** The text to answer: this process's, or the cluster's from its primary. */
  readonly metricsText: () => Promise<MetricsText>;
  readonly routeNames: ReadonlySet<string>;
}

export function createMetricsEndpoints(options: MetricsEndpointsOptions): Router {
  const router = Router();
  const access = adminTokenGate(options.token);
  router.all(METRICS_PATH, async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      const allowed = access(req);
      if (allowed === 'closed') return refuse(res, 404, { endpoint: 'Not found.' });
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return refuse(res, 405, { method: 'Use GET.' });
      }
      if (allowed === 'refused') {
        res.setHeader('WWW-Authenticate', 'Bearer');
        return refuse(res, 401, { authorization: 'Admin token required.' });
      }
      const { contentType, text } = await options.metricsText();
      res.status(200).type(contentType).send(text);
    } catch (error) {
      next(error);
    }
  });
  router.all(RUM_PATH, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return refuse(res, 405, { method: 'Use POST.' });
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > BEACON_MAX_BYTES) {
      res.setHeader('Connection', 'close');
      return refuse(res, 413, { body: 'A beacon is at most 1 KB.' });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BEACON_MAX_BYTES) return void chunks.push(chunk);
      // Answered at once, not read to its end: the server closes the connection in stages (unread-body.ts).
      req.off('data', onData);
      req.removeAllListeners('end');
      res.setHeader('Connection', 'close');
      refuse(res, 413, { body: 'A beacon is at most 1 KB.' });
    };
    req.on('data', onData);
    req.on('end', () => {
      const vitals = readWebVitalsBeacon(Buffer.concat(chunks).toString('utf8'), options.routeNames);
      if (vitals === undefined) return refuse(res, 400, { body: 'Not a Web Vitals beacon.' });
      for (const vital of vitals) options.metrics.webVitalReported(vital);
      res.status(204).end();
    });
    req.on('error', () => res.destroy());
  });
  return router;
}

function refuse(res: Response, status: number, errors: Readonly<Record<string, string>>): void {
  res.status(status).json({ errors });
}
