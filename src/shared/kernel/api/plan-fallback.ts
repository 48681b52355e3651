/**
 * The sales-plan fallback (spec §4, decisions §2): a call answered 400 with
 * `errors.status = not_available_in_this_saleplan` names the plans that have the entity in
 * `errors.exist_in`; the first of them (if it is not the current plan) becomes the selected plan,
 * the call's plan params are replaced and it is sent once more.
 */
import { ApiError, type BackofficeClient, type CallRequest } from './client.ts';
import { NOT_AVAILABLE_IN_SALEPLAN, type EndpointName } from './contract.ts';

export interface PlanFallbackOptions {
  readonly currentPlanId: () => number | undefined;
  /** Told of the switch before the call is retried (the app selects that plan). */
  readonly planSwitched: (planId: number) => void;
}

/** The plan that has the entity, from a failed call, when the fallback applies. */
export function fallbackPlanOf(error: unknown, currentPlanId: number | undefined): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || error.errors.status !== NOT_AVAILABLE_IN_SALEPLAN) return undefined;
  const first = Array.isArray(error.errors.exist_in) ? error.errors.exist_in[0] : undefined;
  return typeof first === 'number' && first !== currentPlanId ? first : undefined;
}

export function withPlanFallback(client: BackofficeClient, options: PlanFallbackOptions): BackofficeClient {
  return {
    url: client.url,
    async call<N extends EndpointName>(name: N, request?: CallRequest<N>) {
      try {
        return await client.call(name, request);
      } catch (error) {
        const planId = fallbackPlanOf(error, options.currentPlanId());
        if (planId === undefined) throw error;
        options.planSwitched(planId);
        const query = { ...request?.query, sales_plan_id: planId, saleplan_id: planId };
        return client.call(name, { ...request, query } as CallRequest<N>);
      }
    },
  };
}
