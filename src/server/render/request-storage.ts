/**
 * What React's stream renderer gets when it asks Node for `AsyncLocalStorage` (the build
 * swaps it in; docs/decisions/027-react-without-async-hooks.md).
 *
 * Fizz keeps the request in an AsyncLocalStorage only so that resource hints
 * (`ReactDOM.preload`, `preinit`, …) called from asynchronous code outside rendering can still
 * find it. On Node 20 the first `run` of any AsyncLocalStorage turns async hooks on for the
 * whole process, for good: from the first page on, every socket write, timer and promise pays
 * for the propagation, redirects and health checks included. The site calls no hint outside
 * rendering, and during rendering React finds its request without the storage, so a
 * synchronous store is all it needs: the browser build of the same renderer has none at all.
 */
export class AsyncLocalStorage<Store> {
  #store: Store | undefined;

  getStore(): Store | undefined {
    return this.#store;
  }

  run<Result, Args extends unknown[]>(store: Store, callback: (...args: Args) => Result, ...args: Args): Result {
    const previous = this.#store;
    this.#store = store;
    try {
      return callback(...args);
    } finally {
      this.#store = previous;
    }
  }
}
