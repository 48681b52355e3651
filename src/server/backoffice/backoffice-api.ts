/**
 * The server's data source: the back office API v1 over HTTP, with site_id, lang,
 * sales_plan_id and saleplan_id on every request (spec §7), a timeout, and one retry for
 * idempotent reads.
 */
import ky from 'ky';
import type { DataApi } from '../../shared/data/api.ts';
import { createKyDataApi } from '../../shared/data/ky-data-api.ts';

export interface BackofficeContext {
  readonly siteId: number;
  readonly lang: string;
  readonly salesPlanId?: number;
  /** The visitor's login token, sent only on calls made `withToken`. */
  readonly token?: string;
}

export interface BackofficeConnection {
  readonly baseUrl: string;
  readonly timeoutMs: number;
}

export function createBackofficeApi(connection: BackofficeConnection, context: BackofficeContext): DataApi {
  const http = ky.create({
    prefixUrl: `${connection.baseUrl}/`,
    timeout: connection.timeoutMs,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  });
  const defaults = {
    site_id: context.siteId,
    lang: context.lang,
    sales_plan_id: context.salesPlanId,
    saleplan_id: context.salesPlanId,
  };
  return createKyDataApi(http, {
    defaults: () => defaults,
    tokenHeaders: () => (context.token ? { authorization: `Bearer ${context.token}` } : undefined),
  });
}
