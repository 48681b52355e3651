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
export function rehydrateLoaderData(data: unknown, read: (key: string) => DeferredReading): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = isDeferredPlaceholder(value) ? defer(readOnDemand(() => read(value.$deferred)), value.$deferred) : value;
  }
  return out;
}

/**
 * A thenable that reads the page only when React first asks — once the boundary's content has
 * streamed in — and settles synchronously, which React's `use()` checks for, so hydration
 * of the boundary never suspends.
 */
function readOnDemand(read: () => DeferredReading): PromiseLike<unknown> {
  // React marks a thenable 'pending' before subscribing, so the reading is kept apart from the
  // status fields React reads and writes.
  let reading: DeferredReading | undefined;
  const thenable: PromiseLike<unknown> & { status?: string; value?: unknown; reason?: unknown } = {
    then(onFulfilled, onRejected) {
      if (!reading) {
        reading = read();
        if (reading.ok) Object.assign(thenable, { status: 'fulfilled', value: reading.value });
        else Object.assign(thenable, { status: 'rejected', reason: reading.error });
      }
      const settled = reading.ok ? Promise.resolve(reading.value) : Promise.reject(reading.error);
      return settled.then(onFulfilled, onRejected);
    },
  };
  return thenable;
}
