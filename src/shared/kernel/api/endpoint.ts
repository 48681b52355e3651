/**
 * What an entry of the API v1 contract is (decision 012): its method, path, auth level, success
 * status and, as phantom types, its query, body and data; and the shape of lists. Types only:
 * contract.ts builds the entries, its own and the content resources'.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** none: public; customer: `Authorization: Bearer <login token>`; admin: the back office's admin token. */
export type AuthLevel = 'none' | 'customer' | 'admin';

/** The query of a call that takes no params of its own (the common ones still apply). */
export type NoParams = Record<never, never>;

export interface Endpoint<Query, Body, Data> {
  readonly method: HttpMethod;
  /** Path under API_PREFIX; `:name` segments are path params. */
  readonly path: string;
  readonly auth: AuthLevel;
  /** 201 for created records, else 200. */
  readonly status: 200 | 201;
  /** Phantom: carries the types, never set at run time. */
  readonly types?: { query: Query; body: Body; data: Data };
}

export interface List<T> {
  items: T[];
  total: number;
}

export interface Paging {
  page?: number;
  perPage?: number;
}
