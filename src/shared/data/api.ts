/**
 * The one interface every data call goes through, on the server (straight to the back office)
 * and in the browser (through the site's `/api/v1` gateway). Loaders and effects depend on
 * this interface only, so the same code runs on both sides.
 */
export type QueryValue = string | number | boolean | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  /** Send the visitor's login token (spec §7 `withToken`). */
  readonly withToken?: boolean;
  /** A failed call is the caller's business: no error page, no redirect (spec §7). */
  readonly disableRedirectOnError?: boolean;
  readonly signal?: AbortSignal;
}

export interface DataApi {
  /** GET a resource; resolves with the envelope's `data`. */
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
}

/** A failed call: the HTTP status and the `errors` object of the back office's answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Readonly<Record<string, unknown>>;

  constructor(status: number, errors: Readonly<Record<string, unknown>> = {}, message = `API answered ${status}`) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}
