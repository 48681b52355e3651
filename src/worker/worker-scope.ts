/**
 * The few service-worker types the offline worker uses. The project's one tsconfig has the DOM
 * library, whose globals clash with the WebWorker library's; these declare only what is used.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

export interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<readonly { readonly url: string }[]> };
  readonly registration: { unregister(): Promise<boolean> };
  readonly location: { readonly origin: string };
}

export const workerScope = self as unknown as WorkerScope;
