/**
 * Link prefetch (spec §9): once the browser is idle — at the latest 2 s after a link appears —
 * the link is watched, and when it scrolls into view its page is fetched ahead of the click
 * (route chunk and loader data, see ClientNavigation.prefetch). Nothing is prefetched on a 2g
 * connection, with the data saver on, or offline: the visitor pays for those bytes.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

interface NetworkInformationLike {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** Whether the connection allows fetching pages the visitor may never open. */
export function canPrefetch(navigator: Navigator): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (navigator.onLine === false) return false;
  return !connection || (!(connection.effectiveType ?? '').includes('2g') && connection.saveData !== true);
}

/** Runs `task` when the browser is idle, or after the timeout at the latest; returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Browsers without idle callbacks (Safari): the timeout itself.
  const handle = window.setTimeout(task, timeoutMs);
  return () => window.clearTimeout(handle);
}

/** A prefetch: settles once the page's module (and data) have loaded, or undefined when there is nothing to fetch. */
export type Prefetch = (href: string) => Promise<unknown> | undefined;

/**
 * Watches links and prefetches each href once, when it is first seen on screen. Pages are
 * prefetched one after the other, each once the browser is idle again after the previous one has
 * loaded: started together, the modules of every link in view were evaluated back to
 * back, long tasks on a phone's slow CPU just after the page became interactive.
 */
export class LinkPrefetcher {
  readonly #prefetch: Prefetch;
  readonly #hrefs = new Map<Element, string>();
  readonly #observer: IntersectionObserver | undefined;
  readonly #queue: string[] = [];
  /** Hrefs waiting or being fetched: a page linked twice on screen is fetched once. */
  readonly #queued = new Set<string>();

  constructor(prefetch: Prefetch) {
    this.#prefetch = prefetch;
    this.#observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) if (entry.isIntersecting) this.#visible(entry.target);
          })
        : undefined;
  }

  /** Starts watching `element` once the browser is idle; the returned function stops it. */
  observe = (element: HTMLAnchorElement, href: string): (() => void) => {
    const observer = this.#observer;
    if (!observer) return () => undefined;
    const cancel = whenIdle(() => {
      this.#hrefs.set(element, href);
      observer.observe(element);
    });
    return () => {
      cancel();
      this.#hrefs.delete(element);
      observer.unobserve(element);
    };
  };

  #visible(element: Element): void {
    const href = this.#hrefs.get(element);
    this.#observer!.unobserve(element);
    this.#hrefs.delete(element);
    if (href === undefined || this.#queued.has(href) || !canPrefetch(navigator)) return;
    this.#queued.add(href);
    this.#queue.push(href);
    if (this.#queue.length === 1) this.#prefetchNext();
  }

  #prefetchNext(): void {
    whenIdle(() => {
      const loaded = this.#prefetch(this.#queue[0]!) ?? Promise.resolve();
      // A failed prefetch is dealt with on the click (ClientNavigation.prefetch).
      void loaded.catch(() => undefined).then(() => {
        this.#queued.delete(this.#queue.shift()!);
        if (this.#queue.length > 0) this.#prefetchNext();
      });
    });
  }
}
