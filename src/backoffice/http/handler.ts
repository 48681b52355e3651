import type { Customer, DataOf, EndpointName } from '../../shared/kernel/api/contract.ts';
import type { QueryReader } from './query-reader.ts';
import type { Scope } from './scope.ts';

export interface ApiRequest {
  params: Record<string, string>;
  query: QueryReader;
  /** Parsed JSON body ({} when empty); handlers validate it. */
  body: unknown;
  scope: Scope;
  /** The logged-in customer on `customer` endpoints, else null. */
  customer: Customer | null;
  /** The `Idempotency-Key` the call carried (well-formed), else null: a form submission with one is stored once. */
  idempotencyKey: string | null;
}

export type Handler<N extends EndpointName> = (request: ApiRequest) => DataOf<N> | Promise<DataOf<N>>;

/** One handler per contract endpoint: the compiler refuses a missing or mistyped one. */
export type Handlers = { [N in EndpointName]: Handler<N> };

export type HandlerGroup<N extends EndpointName> = { [K in N]: Handler<K> };
