/**
 * The browser's data client: the typed contract client over the site's `/api/v1` gateway
 * (decisions §2), which adds the visitor's token itself. The params follow the visitor's current
 * site, language and sales plan; the plan fallback switches the plan for the rest of the visit.
 */
import { createBackofficeClient, type BackofficeClient } from '../shared/kernel/api/client.ts';
import { API_PREFIX, type CommonParams } from '../shared/kernel/api/contract.ts';
import { withPlanFallback } from '../shared/kernel/api/plan-fallback.ts';

// ky loads with the first call (a navigation, a suggestion, a form): hydration needs no request.
const loadHttp = async () => (await import('ky')).default.create({ timeout: 15_000, retry: { limit: 1, methods: ['get'] }, credentials: 'same-origin' });

export function createGatewayClient(defaults: () => CommonParams, planSwitched: (planId: number) => void): BackofficeClient {
  const client = createBackofficeClient({ baseUrl: API_PREFIX, loadHttp, defaults });
  return withPlanFallback(client, { currentPlanId: () => defaults().sales_plan_id, planSwitched });
}
