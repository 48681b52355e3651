/**
 * A DataApi over ky, used by the server (straight to the back office) and the browser (through
 * the gateway): the spec's default params merged under each call's own, the `{ data }` envelope
 * unwrapped, and failures turned into ApiError with the answer's status and `errors`.
 */
import { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { ApiError, type DataApi, type QueryParams, type RequestOptions } from './api.ts';

export interface KyDataApiOptions {
  /** The default params of every call, read at call time (the sales plan can change). */
  readonly defaults: () => QueryParams;
  /** Headers for calls made `withToken`. */
  readonly tokenHeaders?: () => Record<string, string> | undefined;
}

async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof HTTPError) {
    const answer = (await error.response.json().catch(() => ({}))) as { errors?: Record<string, unknown> };
    const where = `${error.request.method} ${new URL(error.request.url).pathname}`;
    return new ApiError(error.response.status, answer.errors ?? {}, `${where} answered ${error.response.status}`);
  }
  if (error instanceof TimeoutError) {
    return new ApiError(504, { status: 'timeout' }, `${error.request.method} ${new URL(error.request.url).pathname} timed out`);
  }
  return error;
}

export function createKyDataApi(http: KyInstance, options: KyDataApiOptions): DataApi {
  async function call<T>(method: string, path: string, params: QueryParams | undefined, body: unknown, callOptions: RequestOptions = {}): Promise<T> {
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...options.defaults(), ...params })) {
      if (value !== undefined) searchParams.set(key, String(value));
    }
    const request: Options = { method, searchParams };
    if (body !== undefined) request.json = body;
    if (callOptions.signal) request.signal = callOptions.signal;
    const headers = callOptions.withToken ? options.tokenHeaders?.() : undefined;
    if (headers) request.headers = headers;
    try {
      return (await http(path.replace(/^\/+/, ''), request).json<{ data: T }>()).data;
    } catch (error) {
      throw await toApiError(error);
    }
  }
  return {
    get: (path, params, callOptions) => call('GET', path, params, undefined, callOptions),
    post: (path, body, callOptions) => call('POST', path, undefined, body, callOptions),
    put: (path, body, callOptions) => call('PUT', path, undefined, body, callOptions),
    delete: (path, params, callOptions) => call('DELETE', path, params, undefined, callOptions),
  };
}
