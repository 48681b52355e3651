/**
 * Same-screen navigation on a page of islands (decision 199): another filter, sort order or page
 * of the listing on view, the links `isSameScreen` marks (`data-client-nav`), and a GET form
 * sent to the screen on view (the document library's search, which the server answers with a
 * redirect to the library's address for those fields: followed when it stays on the screen). The server
 * renders the next screen as it renders any page, and its render cache keeps it; the browser
 * fetches that document and puts its screen parts (`data-screen-part`: the content, the
 * breadcrumb, the language links) and its head's page tags in place of the current ones. The
 * listing ships no component code and no state: the islands in the new parts (the cards'
 * switches, the Filters button) wake from the new document's props and state.
 *
 * Anything else becomes a document navigation, and the browser shows what the server says: another
 * screen, an answer that is not 200, a redirect, parts that do not match. The islands' starter
 * (start-islands.ts) loads this module, without React, when a same-screen link or form is first
 * used or prefetched, and gives it those clicks and submissions.
 */
import type { HydrationState } from '../../shared/app/hydration-state.ts';
import { hydrationStateIn } from '../../shared/app/hydration-state.ts';
import routes from '../../../routes.ts';
import { configuredLocales } from '../../shared/kernel/config/locales.ts';
import type { NavigateOptions, PageState } from '../../shared/features/app/router-context.tsx';
import { createRouter, type Router } from '../../shared/kernel/routing/router.ts';
import { screenPartAttribute } from '../../shared/kernel/routing/same-screen.ts';

/** What the islands' router context shows: the screen on view, and whether the next one is loading. */
export interface ShownScreen {
  readonly page: PageState;
  readonly pending: boolean;
}

interface ScreenSwapOptions {
  readonly state: HydrationState;
  /** Before a part leaves the document: its islands are unmounted. */
  readonly leaving: (part: Element) => void;
  /** Once the new parts are in: their islands wake, from the state of the document they came from. */
  readonly arrived: (parts: readonly Element[], state: HydrationState) => void;
}

interface FetchedScreen {
  /** Path and query of the document, after the redirects the server answered with. */
  readonly path: string;
  /** Its HTML, parsed only when shown: most prefetched screens never are. */
  readonly html: string;
}

/** The document's tags that describe the page on view (app/document.tsx writes them). */
const pageHeadTags = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(',');

/** A prefetched screen is used for one click within this (prices and stock move). */
const PREFETCH_FRESH_MS = 30_000;
/** Screens kept from prefetches at most: the links of one listing in view. */
const PREFETCHED_AT_MOST = 24;

const pathOf = (url: string | URL) => {
  const parsed = new URL(url, location.href);
  return parsed.pathname + parsed.search;
};

export class ScreenSwap {
  readonly #options: ScreenSwapOptions;
  readonly #listeners = new Set<() => void>();
  readonly #prefetched = new Map<string, { readonly at: number; readonly screen: Promise<FetchedScreen | null> }>();
  #shown: ShownScreen;
  /** The latest navigation's: aborted when a newer one starts. */
  #navigation: AbortController | undefined;

  /** The route table, which the islands' links build their addresses with. */
  readonly router: Router;

  constructor(options: ScreenSwapOptions) {
    this.#options = options;
    this.router = createRouter(routes, configuredLocales);
    const { url, status } = options.state;
    this.#shown = { page: { url, match: this.router.match(url.split('?', 1)[0]!), status, module: undefined, data: undefined }, pending: false };
    // Back and forward between the entries this pushed (a fragment's entry keeps the screen).
    window.addEventListener('popstate', () => {
      if (pathOf(location.href) !== this.#shown.page.url) void this.show(location.href, { fromHistory: true });
    });
  }

  /**
   * Whether `href` shows the screen on view: the same route, language, audience and params (a
   * bare path is the professionals' as the target segment is, so the form a page builds may name
   * the other spelling of the address on view).
   */
  shows(href: string): boolean {
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) return false;
    const { match } = this.#shown.page;
    const next = this.router.match(url.pathname);
    if (!match || !next) return false;
    const params = (found: typeof match) => JSON.stringify(Object.entries(found.params).sort(([a], [b]) => (a < b ? -1 : 1)));
    return next.route.name === match.route.name && next.locale.code === match.locale.code && next.target === match.target && params(next) === params(match);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): ShownScreen => this.#shown;

  /** The islands' `navigate`: a same-screen address is swapped in, any other is a document navigation. */
  navigate = (href: string, options: NavigateOptions = {}): void => {
    if (this.shows(href)) void this.show(href, options);
    else if (options.replace) location.replace(href);
    else location.assign(href);
  };

  async show(href: string, options: NavigateOptions & { readonly fromHistory?: boolean } = {}): Promise<void> {
    const url = new URL(href, location.href);
    const path = url.pathname + url.search;
    if (!options.fromHistory && path === this.#shown.page.url && url.hash) {
      location.hash = url.hash;
      return;
    }
    this.#navigation?.abort();
    const navigation = (this.#navigation = new AbortController());
    this.#set({ ...this.#shown, pending: true });
    const screen = await (this.#takePrefetched(path) ?? this.#fetch(path, navigation.signal));
    if (navigation.signal.aborted) return;
    if (!screen || !this.#swap(new DOMParser().parseFromString(screen.html, 'text/html'))) {
      // The browser asks the server itself (back or forward has moved the address already).
      if (options.fromHistory) location.reload();
      else location.assign(url.href);
      return;
    }
    const shown = new URL(screen.path, location.href);
    if (!options.fromHistory) history[options.replace ? 'replaceState' : 'pushState'](null, '', screen.path + url.hash);
    this.#set({ page: { url: screen.path, match: this.router.match(shown.pathname), status: 200, module: undefined, data: undefined }, pending: false });
    if (!options.fromHistory) window.scrollTo(0, 0);
  }

  /** Fetches a same-screen link's document ahead of the click (link-prefetch.ts); kept for one click. */
  prefetch = (href: string): Promise<unknown> | undefined => {
    const path = pathOf(href);
    if (path === this.#shown.page.url || !this.shows(path) || this.#fresh(path)) return undefined;
    const screen = this.#fetch(path, AbortSignal.timeout(PREFETCH_FRESH_MS));
    const now = Date.now();
    for (const [kept, entry] of this.#prefetched) if (now - entry.at > PREFETCH_FRESH_MS) this.#prefetched.delete(kept);
    while (this.#prefetched.size >= PREFETCHED_AT_MOST) this.#prefetched.delete(this.#prefetched.keys().next().value!);
    this.#prefetched.set(path, { at: now, screen });
    return screen;
  };

  #fresh(path: string): Promise<FetchedScreen | null> | undefined {
    const entry = this.#prefetched.get(path);
    if (entry && Date.now() - entry.at > PREFETCH_FRESH_MS) this.#prefetched.delete(path);
    return this.#prefetched.get(path)?.screen;
  }

  #takePrefetched(path: string): Promise<FetchedScreen | null> | undefined {
    const screen = this.#fresh(path);
    this.#prefetched.delete(path);
    return screen;
  }

  /** The document at `path` if it is a 200 page of the site, else null (the caller lets the browser go). */
  async #fetch(path: string, signal: AbortSignal): Promise<FetchedScreen | null> {
    try {
      const response = await fetch(path, { signal, headers: { accept: 'text/html' }, credentials: 'same-origin' });
      const answered = pathOf(response.url);
      if (response.status !== 200 || !this.shows(answered)) return null;
      return { path: answered, html: await response.text() };
    } catch {
      // Offline, aborted or timed out: the browser tries itself (the offline worker may answer).
      return null;
    }
  }

  /** Puts the fetched screen's parts and page tags in place; false, changing nothing, when it is not a page of the site or its parts do not match these. */
  #swap(fetched: Document): boolean {
    const state = hydrationStateIn(fetched);
    if (!state) return false;
    const incoming = new Map<string, Element>();
    for (const part of fetched.querySelectorAll(`[${screenPartAttribute}]`)) incoming.set(part.getAttribute(screenPartAttribute)!, part);
    const current = [...document.querySelectorAll(`[${screenPartAttribute}]`)];
    const names = new Set(current.map((part) => part.getAttribute(screenPartAttribute)!));
    if (names.size !== incoming.size || [...names].some((name) => !incoming.has(name))) return false;
    const focusWasIn = current.some((part) => part.contains(document.activeElement));
    for (const part of current) this.#options.leaving(part);
    const arrived = current.map((part) => {
      const next = document.importNode(incoming.get(part.getAttribute(screenPartAttribute)!)!, true);
      part.replaceWith(next);
      return next;
    });
    for (const tag of document.head.querySelectorAll(pageHeadTags)) tag.remove();
    document.head.append(...[...fetched.head.querySelectorAll(pageHeadTags)].map((tag) => document.importNode(tag, true)));
    document.title = fetched.title;
    // The link followed is gone with its part: the content takes the focus, as a new page would.
    if (focusWasIn) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
    this.#options.arrived(arrived, state);
    return true;
  }

  #set(shown: ShownScreen): void {
    this.#shown = shown;
    for (const listener of this.#listeners) listener();
  }
}
