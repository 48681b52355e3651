/**
 * Link prefetch (spec §9, issue 23): once the browser is idle — at the latest 2 s after a link
 * appears — the link is watched, and when it scrolls into view its page is prepared.
 *
 * - A link the client follows itself (another filter or page of the screen) has its document
 *   fetched by the screen swap (ScreenSwap.prefetch). Where a pointer hovers links, when it rests
 *   on the link a moment, as the speculation rules do for a document: a listing's filters in view
 *   are many, each a whole document, and most are never clicked (a desktop category fetched six
 *   in its first 8 s, 90 KB). On a touch screen, when it comes into view.
 * - A document link is the speculation rules' (speculation-rules.ts): a pointer hovering it is
 *   the signal there. Where there is no hover (a touch screen), the screen itself can be: once
 *   the page has stood still for a second with one page link of its content in view, that link is
 *   marked and the browser prefetches it. With several in view the next page is anybody's guess,
 *   and the touch itself starts it. Two per page at most: a visit must not fetch the pages it
 *   never opens (bench/speculation.mjs). The client never fetches what speculation does.
 *
 * Nothing is prefetched on a 2g connection, with the data saver on, or offline: the visitor pays
 * for those bytes.
 */
import { clientNavigationAttribute, prefetchAttribute } from '../shared/kernel/routing/speculation-marks.ts';

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

/** How long a pointer rests on a link the client follows before its screen is fetched: passing over it is not pointing at it. */
export const HOVER_INTENT_MS = 80;

/** How long the screen stands still, one page link in view, before a touch screen's browser may prefetch it. */
export const VIEWPORT_DWELL_MS = 1000;
/** Document links marked for prefetch per page at most. */
const VIEWPORT_PREFETCH_BUDGET = 2;

/** Whether the visitor can hover links (a mouse or trackpad): then the hover is the signal, not the viewport. */
export function canHover(window: Pick<Window, 'matchMedia'>): boolean {
  return typeof window.matchMedia === 'function' && !window.matchMedia('(hover: none)').matches;
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
  readonly #links = new Map<Element, { readonly href: string; readonly followedByClient: boolean }>();
  readonly #observer: IntersectionObserver | undefined;
  readonly #queue: string[] = [];
  /** Hrefs waiting or being fetched: a page linked twice on screen is fetched once. */
  readonly #queued = new Set<string>();
  /** Where a pointer hovers links, its resting on one is the signal (see canHover). */
  readonly #pointerHovers: boolean;
  /** False where a pointer hovers links, and once the budget of marked links is spent. */
  #watchDocumentLinks: boolean;
  /** Document links in view, and the timer that marks the only one once the screen stands still. */
  readonly #documentLinksInView = new Set<Element>();
  #stillness: number | undefined;
  #marked = 0;

  /** `touchScreen`: no pointer hovers links (see canHover); links are then prepared as they come into view. */
  constructor(prefetch: Prefetch, touchScreen = !canHover(window)) {
    this.#prefetch = prefetch;
    this.#pointerHovers = !touchScreen;
    this.#watchDocumentLinks = touchScreen;
    this.#observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) this.#visible(entry.target);
              else this.#documentLinkLeft(entry.target);
            }
          })
        : undefined;
  }

  /** Starts watching `element` once the browser is idle; the returned function stops it. */
  observe = (element: HTMLAnchorElement, href: string): (() => void) => {
    const observer = this.#observer;
    const followedByClient = element.hasAttribute(clientNavigationAttribute);
    if (followedByClient && this.#pointerHovers) return this.#prefetchWhenPointedAt(element, href);
    // Only the page's own content counts: the header's and toolbar's links are always in view.
    if (!observer || (!followedByClient && (!this.#watchDocumentLinks || !element.closest('main')))) return () => undefined;
    const cancel = whenIdle(() => {
      if (!followedByClient && !this.#watchDocumentLinks) return;
      this.#links.set(element, { href, followedByClient });
      observer.observe(element);
    });
    return () => {
      cancel();
      this.#documentLinkLeft(element);
      this.#links.delete(element);
      observer.unobserve(element);
    };
  };

  /** Fetches the link's screen once a pointer has rested on it for HOVER_INTENT_MS; the returned function stops watching. */
  #prefetchWhenPointedAt(element: HTMLAnchorElement, href: string): () => void {
    let resting: number | undefined;
    const stop = () => {
      window.clearTimeout(resting);
      element.removeEventListener('pointerenter', entered);
      element.removeEventListener('pointerleave', left);
    };
    const pointedAt = () => {
      stop();
      // A failed prefetch is dealt with on the click (ScreenSwap.show fetches again).
      if (canPrefetch(navigator)) void this.#prefetch(href)?.catch(() => undefined);
    };
    const entered = () => {
      window.clearTimeout(resting);
      resting = window.setTimeout(pointedAt, HOVER_INTENT_MS);
    };
    const left = () => window.clearTimeout(resting);
    element.addEventListener('pointerenter', entered);
    element.addEventListener('pointerleave', left);
    return stop;
  }

  #visible(element: Element): void {
    const link = this.#links.get(element);
    if (link && !link.followedByClient) {
      this.#documentLinksInView.add(element);
      this.#restartStillness();
      return;
    }
    this.#observer!.unobserve(element);
    this.#links.delete(element);
    if (link === undefined || !canPrefetch(navigator)) return;
    const { href } = link;
    if (this.#queued.has(href)) return;
    this.#queued.add(href);
    this.#queue.push(href);
    if (this.#queue.length === 1) this.#prefetchNext();
  }

  #documentLinkLeft(element: Element): void {
    if (this.#documentLinksInView.delete(element)) this.#restartStillness();
  }

  /** Any change of what is in view (a scroll) restarts the wait. */
  #restartStillness(): void {
    window.clearTimeout(this.#stillness);
    this.#stillness = window.setTimeout(() => this.#stoodStill(), VIEWPORT_DWELL_MS);
  }

  #stoodStill(): void {
    if (this.#documentLinksInView.size !== 1 || !canPrefetch(navigator)) return;
    const element = this.#documentLinksInView.values().next().value as Element;
    this.#documentLinksInView.delete(element);
    this.#observer!.unobserve(element);
    this.#links.delete(element);
    this.#marked += 1;
    element.setAttribute(prefetchAttribute, '');
    if (this.#marked >= VIEWPORT_PREFETCH_BUDGET) this.#stopWatchingDocumentLinks();
  }

  /** The budget spent: no scroll of this page need run the observer or the stillness timer again for page links. */
  #stopWatchingDocumentLinks(): void {
    this.#watchDocumentLinks = false;
    window.clearTimeout(this.#stillness);
    this.#documentLinksInView.clear();
    for (const [element, link] of this.#links) {
      if (link.followedByClient) continue;
      this.#observer!.unobserve(element);
      this.#links.delete(element);
    }
  }

  #prefetchNext(): void {
    whenIdle(() => {
      const loaded = this.#prefetch(this.#queue[0]!) ?? Promise.resolve();
      // A failed prefetch is dealt with on the click (ScreenSwap.show fetches again).
      void loaded.catch(() => undefined).then(() => {
        this.#queued.delete(this.#queue.shift()!);
        if (this.#queue.length > 0) this.#prefetchNext();
      });
    });
  }
}
