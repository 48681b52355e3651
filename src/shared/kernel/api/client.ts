/**
 * A minimal typed client of the back-office contract, built on ky. The site's data client adds
 * retries, the sales-plan fallback and caching on top of `call`; tests use it as is.
 */
import type { KyInstance } from 'ky';
import {
  API_PREFIX,
  type BodyOf,
  type CommonParams,
  type DataOf,
  type EndpointName,
  type PathParamsOf,
  type QueryOf,
  endpointRoute,
} from './contract.ts';
import { encodeQuery } from './query-codec.ts';

type PathPart<N extends EndpointName> = keyof PathParamsOf<N> extends never ? { path?: never } : { path: PathParamsOf<N> };
type BodyPart<N extends EndpointName> = BodyOf<N> extends undefined ? { body?: never } : { body: BodyOf<N> };

export type CallRequest<N extends EndpointName> = PathPart<N> &
  BodyPart<N> & {
    query?: QueryOf<N>;
    /** Customer login token, or the admin token for admin calls. */
    token?: string;
    /**
     * The caller shows this on every page and accepts an answer a minute old, refreshed in the
     * background (the footer's top products): the site serves it from memory like the menus.
     */
    layoutData?: true;
  };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, unknown>;

  constructor(status: number, errors: Record<string, unknown>, endpoint: string) {
    super(`${endpoint} answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The back office gave no answer: refused connection, reset, or its time-out passed. */
export class BackofficeUnreachable extends Error {
  constructor(endpoint: string, cause: unknown) {
    // The cause's message names the URL and why (refused, reset, timed out): the log shows it.
    super(`${endpoint} did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'BackofficeUnreachable';
  }
}

/** The back office is down or overloaded, not wrong: no answer, or its own 502–504. */
export const backofficeUnavailable = (error: unknown): boolean =>
  error instanceof BackofficeUnreachable || (error instanceof ApiError && error.status >= 502 && error.status <= 504);

export interface BackofficeClientOptions {
  /** The API base, e.g. http://127.0.0.1:4000/api/v1 */
  baseUrl: string;
  /**
   * Common params sent on every request unless a call overrides them; a function is read at
   * each call (the visitor's sales plan can change between calls).
   */
  defaults?: CommonParams | (() => CommonParams);
  /** A preconfigured ky instance (timeouts, retries, hooks); plain ky without retries otherwise. */
  http?: KyInstance;
  /** Or a function loading one at the first call: the browser keeps ky out of its first load. */
  loadHttp?: () => Promise<KyInstance>;
}

export interface BackofficeClient {
  call<N extends EndpointName>(name: N, request?: CallRequest<N>): Promise<DataOf<N>>;
  url<N extends EndpointName>(name: N, request?: Pick<CallRequest<N>, 'path' | 'query'>): string;
}

export function createBackofficeClient(options: BackofficeClientOptions): BackofficeClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  // Retries are the caller's choice, made on the ky instance it passes.
  const loadHttp = options.loadHttp ?? (async () => options.http ?? (await import('ky')).default.create({ retry: 0 }));
  let loadingHttp: Promise<KyInstance> | undefined;
  const http = () => {
    // A failed load (a chunk that did not arrive) is tried again at the next call.
    loadingHttp ??= loadHttp().catch((error: unknown) => {
      loadingHttp = undefined;
      throw error;
    });
    return loadingHttp;
  };
  const defaults = options.defaults ?? {};
  const currentDefaults = typeof defaults === 'function' ? defaults : () => defaults;

  function url<N extends EndpointName>(name: N, request: Pick<CallRequest<N>, 'path' | 'query'> = {}): string {
    return buildUrl(name, request.path, request.query);
  }

  function buildUrl(name: EndpointName, pathParams: object | undefined, queryParams: object | undefined): string {
    const path = fillPath(endpointRoute(name).path, (pathParams ?? {}) as Record<string, string | number>);
    const query = encodeQuery({ ...currentDefaults(), ...(queryParams ?? {}) }).toString();
    return `${base}${path}${query === '' ? '' : `?${query}`}`;
  }

  async function call<N extends EndpointName>(name: N, request: CallRequest<N> = {} as CallRequest<N>): Promise<DataOf<N>> {
    const endpoint = endpointRoute(name);
    const send = await http();
    let response: Response;
    try {
      response = await send(buildUrl(name, request.path, request.query), {
        method: endpoint.method,
        throwHttpErrors: false,
        headers: request.token === undefined ? {} : { authorization: `Bearer ${request.token}` },
        ...(request.body === undefined ? {} : { json: request.body }),
      });
    } catch (error) {
      throw new BackofficeUnreachable(name, error);
    }
    const payload = (await response.json().catch(() => ({}))) as { data?: unknown; errors?: Record<string, unknown> };
    if (!response.ok) throw new ApiError(response.status, payload.errors ?? {}, name);
    return payload.data as DataOf<N>;
  }

  return { call, url };
}

function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([a-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path param ${key} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export { API_PREFIX };
