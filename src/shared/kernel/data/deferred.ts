/**
 * Deferred loader values: a loader returns `defer(promise)` for data the page can show later;
 * the shell streams first and the value streams in through a Suspense boundary (`<Await>`).
 */
const deferredMark = Symbol.for('catalogue.deferred');

export interface Deferred<T> {
  readonly [deferredMark]: true;
  readonly promise: PromiseLike<T>;
}

export function defer<T>(promise: PromiseLike<T>): Deferred<T> {
  // Only a real promise is followed: subscribing to a lazy thenable would make it settle too early.
  if (promise instanceof Promise) recordSettlement(promise);
  return { [deferredMark]: true, promise };
}

/** The fields React's `use()` reads on a thenable before it subscribes to it. */
interface SettlementFields {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: unknown;
  reason?: unknown;
}

/**
 * Writes the promise's outcome on it as React's `use()` reads it, so a value already there when
 * the page renders (a catalogue answer the server shares) renders in the same pass as the shell
 * instead of in a second one streamed after it. A rejection is rendered by <Await>'s error view;
 * handling it here also keeps it from surfacing as unhandled.
 */
function recordSettlement(promise: Promise<unknown> & SettlementFields): void {
  promise.then(
    (value) => {
      if (promise.status !== 'fulfilled' && promise.status !== 'rejected') Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      if (promise.status !== 'fulfilled' && promise.status !== 'rejected') Object.assign(promise, { status: 'rejected', reason });
    },
  );
}

export function isDeferred(value: unknown): value is Deferred<unknown> {
  return typeof value === 'object' && value !== null && deferredMark in value;
}

/** Whether loader data holds a deferred value at its top level: its page is not known before it has streamed. */
export function holdsDeferred(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Object.values(data).some(isDeferred);
}
