/**
 * Client-side navigation: matches the new URL with the same compiled route table, loads the
 * page's chunk and runs its loader against the site's gateway, then swaps the page in. The
 * latest navigation always wins; a slower earlier one is dropped.
 */
import { allSettled, type Scope } from 'effector';
import type { PageState } from '../shared/features/app/router-context.tsx';
import type { BackofficeClient } from '../shared/api/client.ts';
import { PageResponse } from '../shared/data/page-response.ts';
import { $salesPlan, $site, $target, targetChanged } from '../shared/features/app/model.ts';
import { loadPageModule } from '../shared/pages/load-page-module.ts';
import type { PageModule } from '../shared/pages/page-module.ts';
import type { RouteMatch, Router } from '../shared/routing/router.ts';
import { loginTokenCookie } from '../shared/session/cookies.ts';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

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

/** Loader data fetched ahead of a click, kept for one navigation to that path. */
interface Prefetched {
  readonly salesPlanId: number;
  readonly at: number;
  readonly outcome: Promise<{ readonly data: unknown; readonly switchedPlanId: number | undefined }>;
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
  readonly #listeners = new Set<() => void>();
  readonly #prefetched = new Map<string, Prefetched>();
  #snapshot: NavigationSnapshot;
  #latest = 0;

  constructor(router: Router, scope: Scope, data: NavigationData, initial: PageState<PageModule>) {
    this.#router = router;
    this.#scope = scope;
    this.#data = data;
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
    const navigation = ++this.#latest;
    this.#set({ ...this.#snapshot, pending: true });
    void this.#load(url, path).then((outcome) => {
      if (navigation !== this.#latest || outcome === 'reloading') return;
      if ('redirect' in outcome) {
        this.navigate(outcome.redirect, { replace: true });
        return;
      }
      if (!options.fromHistory) {
        const method = options.replace ? 'replaceState' : 'pushState';
        history[method](null, '', path + url.hash);
      }
      this.#set({ page: outcome, pending: false });
      if (!options.fromHistory) window.scrollTo(0, 0);
    });
  };

  /**
   * Fetches a linked page ahead of the click: its chunk always; its loader data when the link
   * stays in the visitor's audience and needs no login (the data is kept for one navigation).
   */
  /** Fetches the page at `href` ahead of a click; settles once its module (and data) have loaded. */
  prefetch = (href: string): Promise<unknown> | undefined => {
    const url = new URL(href, location.href);
    const path = url.pathname + url.search;
    // The page on screen (a tab or variant link) already has its data.
    if (url.origin !== location.origin || path === location.pathname + location.search) return undefined;
    const match = this.#router.match(url.pathname);
    if (!match || this.#freshPrefetch(path)) return undefined;
    const salesPlanId = this.#scope.getState($salesPlan)?.id;
    const withData = !match.route.guard && match.target === this.#scope.getState($target) && salesPlanId !== undefined;
    const module = loadPageModule(match.route.page);
    if (!withData) {
      module.catch(() => undefined); // a missing chunk is dealt with when the visitor clicks
      return module;
    }
    const data = this.#data.detached();
    const outcome = module.then(async ({ loader }) => ({
      data: loader ? await loader({ match, api: data.api, salesPlanId, signal: new AbortController().signal }) : undefined,
      switchedPlanId: data.takeSwitchedPlan(),
    }));
    this.#dropStalePrefetches();
    this.#prefetched.set(path, { salesPlanId, at: Date.now(), outcome });
    outcome.catch((error: unknown) => {
      // A 404 or a redirect stays the answer; anything else is tried again on the click.
      if (!(error instanceof PageResponse)) this.#prefetched.delete(path);
    });
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

  /** The prefetched data for a navigation to `path` under the plan, used once. */
  #takePrefetched(path: string, salesPlanId: number): Prefetched['outcome'] | undefined {
    const entry = this.#freshPrefetch(path);
    this.#prefetched.delete(path);
    return entry?.salesPlanId === salesPlanId ? entry.outcome : undefined;
  }

  async #load(url: URL, path: string): Promise<PageState<PageModule> | { redirect: string } | 'reloading'> {
    const match = this.#router.match(url.pathname);
    const failed = (status: number): PageState<PageModule> => ({ url: path, match, status, module: undefined, data: undefined });
    if (!match) return failed(404);
    if (match.route.index && match.hasTargetSegment && match.target === 'pro') {
      return { redirect: this.#router.buildPath({ name: match.name }, { locale: match.locale.code, target: 'pro' }) };
    }
    if (match.route.guard && !hasLoginToken()) {
      return { redirect: this.#router.buildPath({ name: 'home' }, { locale: match.locale.code, target: match.target }) };
    }
    try {
      if (this.#scope.getState($target) !== match.target) {
        await allSettled(targetChanged, { scope: this.#scope, params: match.target });
      }
      const module = await loadPageModule(match.route.page);
      const salesPlanId = this.#scope.getState($salesPlan)?.id;
      if (salesPlanId === undefined) return failed(503);
      const { data, switchedPlanId } = await (this.#takePrefetched(path, salesPlanId) ?? this.#runLoader(module, match, salesPlanId));
      const switchedTarget = this.#scope.getState($site)?.salesplan.find((plan) => plan.id === switchedPlanId)?.target;
      if (switchedTarget) {
        // The entity is sold in the other plan: show it in that audience's URL (decisions §2).
        return { redirect: this.#router.buildPath({ name: match.name, params: match.params }, { locale: match.locale.code, target: switchedTarget }) };
      }
      return { url: path, match, status: 200, module, data };
    } catch (error) {
      if (error instanceof PageResponse) return error.isRedirect ? { redirect: error.location! } : failed(error.status);
      if (isChunkLoadError(error) && reloadForChunkError()) return 'reloading';
      console.warn('navigation failed', error);
      return failed(500);
    }
  }

  async #runLoader(module: PageModule, match: RouteMatch, salesPlanId: number): Promise<{ data: unknown; switchedPlanId: number | undefined }> {
    this.#data.takeSwitchedPlan();
    const data = module.loader ? await module.loader({ match, api: this.#data.api, salesPlanId, signal: new AbortController().signal }) : undefined;
    return { data, switchedPlanId: this.#data.takeSwitchedPlan() };
  }

  #set(snapshot: NavigationSnapshot): void {
    this.#snapshot = snapshot;
    for (const listener of this.#listeners) listener();
  }
}
