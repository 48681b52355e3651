/**
 * The site's data client of the back office (issue 3): the typed contract client over one ky
 * instance (timeout, one retry for idempotent reads), with the spec's params on every request,
 * the visitor's token on customer calls, the sales-plan fallback, and a stale-while-revalidate
 * cache for the answers every page needs.
 */
import ky from 'ky';
import { createBackofficeClient, type BackofficeClient, type CallRequest } from '../../shared/api/client.ts';
import { contract, DEFAULT_SITE_ID, type EndpointName } from '../../shared/api/contract.ts';
import { withPlanFallback } from '../../shared/api/plan-fallback.ts';
import { ResponseCache } from './response-cache.ts';

export interface RequestContext {
  readonly lang: string;
  readonly salesPlanId: number | undefined;
  /** The visitor's login token, sent on the contract's customer calls. */
  readonly token: string | undefined;
}

export interface RequestClient {
  readonly client: BackofficeClient;
  /** The plan the fallback switched to during this request, if it did. */
  switchedPlanId(): number | undefined;
}

export interface SiteDataClients {
  forRequest(context: RequestContext): RequestClient;
}

const cachedEndpoints: ReadonlySet<EndpointName> = new Set(['GET /site', 'GET /setting', 'GET /menu', 'GET /category']);

export function createSiteDataClients(options: { baseUrl: string; timeoutMs: number; cacheTtlMs?: number }): SiteDataClients {
  const http = ky.create({ timeout: options.timeoutMs, retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] } });
  const cache = new ResponseCache(options.cacheTtlMs ?? 60_000);

  return {
    forRequest(context) {
      let planId = context.salesPlanId;
      let switched: number | undefined;
      const base = createBackofficeClient({
        baseUrl: options.baseUrl,
        http,
        defaults: () => ({ site_id: DEFAULT_SITE_ID, lang: context.lang, sales_plan_id: planId, saleplan_id: planId }),
      });
      const authorised: BackofficeClient = {
        url: base.url,
        call<N extends EndpointName>(name: N, request: CallRequest<N> = {} as CallRequest<N>) {
          const withToken =
            contract[name].auth === 'customer' && request.token === undefined && context.token ? { ...request, token: context.token } : request;
          if (!cachedEndpoints.has(name)) return base.call(name, withToken);
          return cache.get(base.url(name, withToken as Pick<CallRequest<N>, 'path' | 'query'>), () => base.call(name, withToken));
        },
      };
      const client = withPlanFallback(authorised, {
        currentPlanId: () => planId,
        planSwitched: (next) => {
          planId = next;
          switched = next;
        },
      });
      return { client, switchedPlanId: () => switched };
    },
  };
}
