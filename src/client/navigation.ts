/**
 * Client-side navigation: resolves the new URL the one way the server does (src/shared/pages/
 * resolve-page.ts: same route table, the page's chunk, its loader against the site's gateway),
 * then swaps the page in. The latest navigation always wins: starting one aborts the one before,
 * and leaving a page aborts its loader's signal (its deferred data is no longer wanted).
 */
import { allSettled, type Scope } from 'effector';
import type { PageState } from '../shared/features/app/router-context.tsx';
import type { BackofficeClient } from '../shared/kernel/api/client.ts';
import { $salesPlan, $site, $supportsWebp, $target, targetChanged } from '../shared/features/app/model.ts';
import type { PageModule } from '../shared/pages/page-module.ts';
import type { PageRequest } from '../shared/pages/page-request.ts';
import type { PageOutcome, PageSources, resolvePage } from '../shared/pages/resolve-page.ts';
import type { Router } from '../shared/kernel/routing/router.ts';
import { loginTokenCookie } from '../shared/kernel/session/cookies.ts';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

/** The page resolution comes with the first prefetch or navigation, not with the first paint (home's JS budget). */
const resolvePageLater: typeof resolvePage = (request, sources) =>
  import('../shared/pages/resolve-page.ts').then((resolution) => resolution.resolvePage(request, sources));

export interface NavigationSnapshot {
  readonly page: PageState<PageModule>;
  readonly pending: boolean;
}

/** Where loaders get their data, and whether the sales-plan fallback switched plans meanwhile. */
export interface NavigationData {
  readonly api: BackofficeClient;
  /** The plan the fallback switched to since the last call, cleared by reading it. */
  takeSwitchedPlan(): number | undefined;
  /** A data source of its own, so that a prefetch's plan switch is never taken for a navigation's. */
  detached(): NavigationData;
}

/** A page resolved ahead of a click, kept for one navigation to that path. */
interface Prefetched {
  readonly salesPlanId: number;
  readonly at: number;
  readonly outcome: Promise<PageOutcome>;
}

/** Prefetched data older than this is fetched again: prices and stock move. */
export const PREFETCH_FRESH_MS = 30_000;

interface NavigationOptions {
  readonly replace?: boolean;
  /** Back/forward: the browser already moved the history entry. */
  readonly fromHistory?: boolean;
}

function hasLoginToken(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${loginTokenCookie}=`));
}

export class ClientNavigation {
  readonly #router: Router;
  readonly #scope: Scope;
  readonly #data: NavigationData;
  readonly #loadPageModule: (page: string) => Promise<PageModule>;
  readonly #listeners = new Set<() => void>();
  readonly #prefetched = new Map<string, Prefetched>();
  #snapshot: NavigationSnapshot;
  /** The latest navigation's: aborted when a newer one starts. */
  #navigation: AbortController | undefined;

  constructor(router: Router, scope: Scope, data: NavigationData, loadPageModule: (page: string) => Promise<PageModule>, initial: PageState<PageModule>) {
    this.#router = router;
    this.#scope = scope;
    this.#data = data;
    this.#loadPageModule = loadPageModule;
    this.#snapshot = { page: initial, pending: false };
    window.addEventListener('popstate', () => this.navigate(location.pathname + location.search, { fromHistory: true }));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): NavigationSnapshot => this.#snapshot;

  navigate = (href: string, options: NavigationOptions = {}): void => {
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) {
      location.assign(url.href);
      return;
    }
    const path = url.pathname + url.search;
    if (!options.fromHistory && path === location.pathname + location.search && url.hash) {
      location.hash = url.hash;
      return;
    }
    this.#navigation?.abort();
    const { signal } = (this.#navigation = new AbortController());
    this.#set({ ...this.#snapshot, pending: true });
    void this.#load(url, signal).then((outcome) => {
      if (signal.aborted || outcome === 'reloading') return;
      if (outcome.kind === 'redirect') {
        this.navigate(outcome.location, { replace: true });
        return;
      }
      if (!options.fromHistory) {
        const method = options.replace ? 'replaceState' : 'pushState';
        history[method](null, '', path + url.hash);
      }
      this.#set({ page: outcome.page, pending: false });
      if (!options.fromHistory) window.scrollTo(0, 0);
    });
  };

  /**
   * Resolves the page at `href` ahead of a click: its chunk always; its loader data too when the
   * link stays in the visitor's audience and needs no login (kept for one navigation). Settles
   * once its module (and data) have loaded.
   */
  prefetch = (href: string): Promise<unknown> | undefined => {
    const url = new URL(href, location.href);
    const path = url.pathname + url.search;
    // The page on screen (a tab or variant link) already has its data.
    if (url.origin !== location.origin || path === location.pathname + location.search) return undefined;
    const match = this.#router.match(url.pathname);
    if (!match || this.#freshPrefetch(path)) return undefined;
    const salesPlanId = this.#scope.getState($salesPlan)?.id;
    if (match.route.guard || match.target !== this.#scope.getState($target) || salesPlanId === undefined) {
      const module = this.#loadPageModule(match.route.page);
      module.catch(() => undefined); // a missing chunk is dealt with when the visitor clicks
      return module;
    }
    // A data source of its own, and the scope left as it is: the visitor has not gone there yet. Its
    // loader's signal aborts once its data is no longer kept.
    const outcome = resolvePageLater(this.#request(url), this.#sources(this.#data.detached(), AbortSignal.timeout(PREFETCH_FRESH_MS)));
    this.#dropStalePrefetches();
    this.#prefetched.set(path, { salesPlanId, at: Date.now(), outcome });
    void outcome.then((resolved) => {
      // A 404 or a redirect stays the answer; a failure is tried again on the click.
      if ('error' in resolved && resolved.error) this.#prefetched.delete(path);
    }, () => this.#prefetched.delete(path));
    return outcome;
  };

  /** Links seen but never followed would otherwise keep their data for the whole visit. */
  #dropStalePrefetches(): void {
    const now = Date.now();
    for (const [path, entry] of this.#prefetched) if (now - entry.at > PREFETCH_FRESH_MS) this.#prefetched.delete(path);
  }


  #freshPrefetch(path: string): Prefetched | undefined {
    const entry = this.#prefetched.get(path);
    if (entry && Date.now() - entry.at > PREFETCH_FRESH_MS) this.#prefetched.delete(path);
    return this.#prefetched.get(path);
  }

  /** The page prefetched for a navigation to `path` under the plan, used once. */
  #takePrefetched(path: string, salesPlanId: number | undefined): Promise<PageOutcome> | undefined {
    const entry = this.#freshPrefetch(path);
    this.#prefetched.delete(path);
    return entry && entry.salesPlanId === salesPlanId ? entry.outcome : undefined;
  }

  async #load(url: URL, signal: AbortSignal): Promise<PageOutcome | 'reloading'> {
    const resolving = (this.#takePrefetched(url.pathname + url.search, this.#scope.getState($salesPlan)?.id) ??
      resolvePageLater(this.#request(url), {
        ...this.#sources(this.#data, signal),
        // The scope follows the page's audience: its layout, and the plan the gateway's calls go out
        // under (the same audience changes no store, so nothing is fetched).
        enterAudience: ({ target }) => allSettled(targetChanged, { scope: this.#scope, params: target }),
      }));
    // The resolution's own chunk did not load: the browser asks the server for the page instead.
    const outcome = await resolving.catch(() => undefined);
    if (!outcome) {
      location.assign(url.href);
      return 'reloading';
    }
    if ('error' in outcome && outcome.error) {
      if (isChunkLoadError(outcome.error) && reloadForChunkError()) return 'reloading';
      console.warn('navigation failed', outcome.error);
    }
    return outcome;
  }

  /** What the browser knows of its request: the address, and its state (no preferred language: the visitor chose by the link). */
  #request(url: URL): PageRequest {
    return { path: url.pathname, query: url.search, supportsWebp: this.#scope.getState($supportsWebp), signedIn: hasLoginToken() };
  }

  #sources(data: NavigationData, signal: AbortSignal): PageSources {
    return {
      router: this.#router,
      loadPageModule: this.#loadPageModule,
      site: async () => this.#scope.getState($site) || undefined,
      data: () => {
        data.takeSwitchedPlan();
        return { api: data.api, switchedPlanId: data.takeSwitchedPlan };
      },
      signal,
    };
  }

  #set(snapshot: NavigationSnapshot): void {
    this.#snapshot = snapshot;
    for (const listener of this.#listeners) listener();
  }
}
