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

/** Watches links and prefetches each href once, when it is first seen on screen. */
export class LinkPrefetcher {
  readonly #prefetch: (href: string) => void;
  readonly #hrefs = new Map<Element, string>();
  readonly #observer: IntersectionObserver | undefined;

  constructor(prefetch: (href: string) => void) {
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
    if (href !== undefined && canPrefetch(navigator)) this.#prefetch(href);
  }
}
