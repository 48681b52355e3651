/**
 * The browser's data source: the site's `/api/v1` gateway (decisions §2), which adds the
 * visitor's token itself. The sales plan follows the visitor's current plan.
 */
import ky from 'ky';
import type { DataApi, QueryParams } from '../shared/data/api.ts';
import { createKyDataApi } from '../shared/data/ky-data-api.ts';

const http = ky.create({ prefixUrl: '/api/v1/', timeout: 15_000, retry: { limit: 1, methods: ['get'] }, credentials: 'same-origin' });

export function createGatewayApi(defaults: () => QueryParams): DataApi {
  return createKyDataApi(http, { defaults });
}
