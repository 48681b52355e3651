/**
 * `POST /admin/cache/invalidate` (docs/decisions/162): an operator drops what the site's caches
 * keep of one entity, or everything, in every process of the site, with
 * `Authorization: Bearer $SITE_ADMIN_TOKEN`. Without a configured token the endpoint does not
 * exist (404). Answers what each process dropped, layer by layer.
 */
import { Router, type Response } from 'express';
import { adminTokenGate } from '../../shared/kernel/api/admin-token.ts';
import { BodyError, readFormBody } from '../gateway/read-body.ts';
import { englishValidationTexts } from '../../shared/kernel/i18n/validation/en.ts';
import { cacheLayerNames, parseInvalidationRequest, type DroppedEntries, type InvalidationRequest } from './cache-invalidation.ts';

export const ADMIN_CACHE_PATH = '/admin/cache/invalidate';

/** What one process of the site dropped. */
export interface ProcessInvalidation {
  readonly pid: number;
  readonly dropped: DroppedEntries;
}

/** Every process's answer (one, or each worker's), and how many did not answer in time. */
export interface SiteInvalidation {
  readonly processes: readonly ProcessInvalidation[];
  readonly unanswered: number;
}

export interface AdminCacheOptions {
  /** SITE_ADMIN_TOKEN; undefined closes the endpoint. */
  readonly token: string | undefined;
  /** Runs the invalidation in every process of the site (cluster.ts relays it to each worker). */
  readonly invalidateEverywhere: (request: InvalidationRequest) => Promise<SiteInvalidation>;
}

const bodyLimits = { jsonBytes: 4096, uploadBytes: 0 };

export function createAdminCacheEndpoint(options: AdminCacheOptions): Router {
  const router = Router();
  const access = adminTokenGate(options.token);
  router.all(ADMIN_CACHE_PATH, async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      const allowed = access(req);
      if (allowed === 'closed') return refuse(res, 404, { endpoint: 'Not found.' });
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        return refuse(res, 405, { method: 'Use POST.' });
      }
      if (allowed === 'refused') {
        res.setHeader('WWW-Authenticate', 'Bearer');
        return refuse(res, 401, { authorization: 'Admin token required.' });
      }
      if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) return refuse(res, 415, { body: 'Send JSON.' });
      const parsed = parseInvalidationRequest(await readFormBody(req, bodyLimits));
      if (!parsed.ok) return refuse(res, 422, parsed.errors);
      const { processes, unanswered } = await options.invalidateEverywhere(parsed.request);
      // A worker that did not answer may still keep what was asked to go: the operator retries.
      res.status(unanswered === 0 ? 200 : 503).json({ data: { dropped: totals(processes), processes, unanswered } });
    } catch (error) {
      if (error instanceof BodyError) return refuse(res, error.status, error.errorsIn(englishValidationTexts));
      next(error);
    }
  });
  return router;
}

function refuse(res: Response, status: number, errors: Readonly<Record<string, string>>): void {
  res.status(status).json({ errors });
}

function totals(processes: readonly ProcessInvalidation[]): DroppedEntries {
  return Object.fromEntries(cacheLayerNames.map((name) => [name, processes.reduce((sum, process) => sum + process.dropped[name], 0)])) as Record<
    (typeof cacheLayerNames)[number],
    number
  >;
}

