/**
 * A value kept in memory and refreshed in the background once older than its TTL, so a page
 * render does not wait on it; while the source fails, the last good value keeps being served.
 */
export function staleWhileRevalidate<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let value: { readonly data: T; readonly at: number } | undefined;
  let inFlight: Promise<T> | undefined;

  function refresh(): Promise<T> {
    inFlight ??= load()
      .then((data) => {
        value = { data, at: now() };
        return data;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return () => {
    if (!value) return refresh();
    if (now() - value.at > ttlMs) refresh().catch(() => undefined);
    return Promise.resolve(value.data);
  };
}
