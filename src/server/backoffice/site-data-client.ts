/**
 * The site's data client of the back office (issue 3): the typed contract client over one ky
 * instance (timeout, one retry for idempotent reads), with the spec's params on every request,
 * the visitor's token on customer calls, the sales-plan fallback, a stale-while-revalidate
 * cache for the answers every page needs, and a few seconds' sharing of catalogue answers, as
 * each endpoint's policy says (cache-policies.ts).
 */
import ky from 'ky';
import { ApiError, createBackofficeClient, type BackofficeClient, type CallRequest } from '../../shared/kernel/api/client.ts';
import { contract, DEFAULT_SITE_ID, type EndpointName } from '../../shared/kernel/api/contract.ts';
import { withPlanFallback } from '../../shared/kernel/api/plan-fallback.ts';
import { recordNamedSlugs } from '../cache/named-slugs.ts';
import { cachePolicies } from './cache-policies.ts';
import { MicroCache } from './micro-cache.ts';
import { ResponseCache } from './response-cache.ts';

export interface RequestContext {
  readonly lang: string;
  readonly salesPlanId: number | undefined;
  /** The visitor's login token, sent on the contract's customer calls. */
  readonly token: string | undefined;
  /**
   * Where to record the slugs every answer of this request names (cache/named-slugs.ts): a
   * page the render cache keeps is dropped when an operator invalidates one of them.
   */
  readonly reads?: Set<string>;
}

export interface RequestClient {
  readonly client: BackofficeClient;
  /** The plan the fallback switched to during this request, if it did. */
  switchedPlanId(): number | undefined;
}

export interface SiteDataClients {
  forRequest(context: RequestContext): RequestClient;
  /** The layout answers, served stale while refreshed (docs/decisions/162). */
  readonly layoutCache: ResponseCache;
  /** The catalogue answers shared for `catalogueCacheTtlMs`. */
  readonly catalogueCache: MicroCache;
}

/** Answered, refused (a 4xx: not found, invalid), or failed (a 5xx, a time-out, no connection). */
export type BackofficeCallOutcome = 'ok' | 'refused' | 'failed';

export interface SiteDataClientOptions {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** Layout data (site, settings, menus, categories); default 60 s. */
  readonly cacheTtlMs?: number;
  /** Catalogue answers; default 0 (not shared). */
  readonly catalogueCacheTtlMs?: number;
  /** Told of each call that reaches the back office (not of answers kept): its endpoint, outcome and time in seconds. */
  readonly onCall?: (endpoint: EndpointName, outcome: BackofficeCallOutcome, seconds: number) => void;
}

/**
 * The catalogue answers kept at most. Their keys are whole URLs a visitor's query shapes, so a
 * crawl of distinct queries (a hundred products a page, every filter) is bounded in bytes as
 * well as in entries: the 300 answers of a browse weigh about 6 MB, a page of 100 products 250 KB.
 */
export const CATALOGUE_CACHE_BOUNDS = { entries: 300, bytes: 16 * 1024 * 1024 } as const;

export function createSiteDataClients(options: SiteDataClientOptions): SiteDataClients {
  const onCall = options.onCall ?? (() => undefined);
  const http = ky.create({ timeout: options.timeoutMs, retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] } });
  const cache = new ResponseCache(options.cacheTtlMs ?? 60_000);
  const catalogue = new MicroCache(options.catalogueCacheTtlMs ?? 0, CATALOGUE_CACHE_BOUNDS);

  return {
    layoutCache: cache,
    catalogueCache: catalogue,
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
          const load = () => {
            const started = performance.now();
            const answered = base.call(name, withToken);
            answered.then(
              () => onCall(name, 'ok', (performance.now() - started) / 1000),
              (error: unknown) => onCall(name, error instanceof ApiError && error.status < 500 ? 'refused' : 'failed', (performance.now() - started) / 1000),
            );
            return answered;
          };
          const key = () => base.url(name, withToken as Pick<CallRequest<N>, 'path' | 'query'>);
          const policy = request.layoutData ? 'layout' : cachePolicies[name];
          if (policy === 'layout') return cache.get(key(), load);
          if (policy === 'catalogue') return catalogue.get(key(), load);
          return load();
        },
      };
      const client = withPlanFallback(context.reads ? recordingReads(authorised, context.reads) : authorised, {
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

/** The client, recording what each answer names into `reads`. */
function recordingReads(client: BackofficeClient, reads: Set<string>): BackofficeClient {
  return {
    url: client.url,
    call: (name, request) =>
      client.call(name, request).then((data) => {
        recordNamedSlugs(reads, data);
        return data;
      }),
  };
}
