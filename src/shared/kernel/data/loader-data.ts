import { defer, isDeferred, isDeferredPlaceholder, type DeferredPlaceholder } from './deferred.ts';

/**
 * Loader data as it crosses from server to client: each deferred top-level value becomes a
 * placeholder naming its key, and the key is stamped on the deferred so `<Await>` writes the
 * resolved value into the stream under that name.
 */
export function dehydrateLoaderData(data: unknown): { readonly value: unknown; readonly deferred: boolean } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { value: data, deferred: false };
  const out: Record<string, unknown> = {};
  let deferred = false;
  for (const [key, value] of Object.entries(data)) {
    if (isDeferred(value)) {
      value.key = key;
      out[key] = { $deferred: key } satisfies DeferredPlaceholder;
      deferred = true;
    } else {
      out[key] = value;
    }
  }
  return { value: out, deferred };
}

export type DeferredReading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: Error };

/** The reverse on the client: placeholders become deferred values read from the page. */
export function rehydrateLoaderData(data: unknown, read: (key: string) => DeferredReading | PromiseLike<DeferredReading>): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = isDeferredPlaceholder(value) ? defer(readOnDemand(() => read(value.$deferred)), value.$deferred) : value;
  }
  return out;
}

/**
 * A thenable that reads the page only when React first asks. Once the boundary's content has
 * streamed in, the value is there and the thenable settles synchronously, which React's `use()`
 * checks for, so hydration of the boundary never suspends. A boundary an update reaches before
 * its content has streamed is rendered by the client instead: then the reading waits for the
 * value to arrive, and the boundary suspends until it does.
 */
function readOnDemand(read: () => DeferredReading | PromiseLike<DeferredReading>): PromiseLike<unknown> {
  // React marks a thenable 'pending' before subscribing, so the reading is kept apart from the
  // status fields React reads and writes.
  let reading: PromiseLike<DeferredReading> | undefined;
  const thenable: PromiseLike<unknown> & { status?: string; value?: unknown; reason?: unknown } = {
    then(onFulfilled, onRejected) {
      if (!reading) {
        const now = read();
        if (isReading(now)) settle(now);
        reading = isReading(now) ? Promise.resolve(now) : Promise.resolve(now).then((later) => (settle(later), later));
      }
      return reading.then((result) => (result.ok ? result.value : Promise.reject(result.error))).then(onFulfilled, onRejected);
    },
  };
  const settle = (result: DeferredReading) => {
    if (result.ok) Object.assign(thenable, { status: 'fulfilled', value: result.value });
    else Object.assign(thenable, { status: 'rejected', reason: result.error });
  };
  return thenable;
}

function isReading(value: DeferredReading | PromiseLike<DeferredReading>): value is DeferredReading {
  return typeof (value as PromiseLike<DeferredReading>).then !== 'function';
}
