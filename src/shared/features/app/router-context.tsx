import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { inOwnTask } from '../../kernel/ui/in-own-task.ts';
import { useUnit } from 'effector-react';
import { $locale, $target } from './model.ts';
import type { RouteLocation, RouteMatch, Router } from '../../kernel/routing/router.ts';

/**
 * The page on screen: its route match, status, module and loader data. The module's type is
 * the shell's to name (app/, server, client: `PageState<PageModule>`); the parts below the
 * pages read only the match and the data.
 */
export interface PageState<Module = unknown> {
  /** Path and query of the page, as the browser shows it. */
  readonly url: string;
  readonly match: RouteMatch | undefined;
  /** 200, or the error status whose page is shown. */
  readonly status: number;
  readonly module: Module | undefined;
  readonly data: unknown;
}

export interface NavigateOptions {
  readonly replace?: boolean;
}

export interface RouterContextValue<Module = unknown> {
  readonly router: Router;
  readonly page: PageState<Module>;
  /** Whether a client-side navigation is loading the next page. */
  readonly pending: boolean;
  navigate(href: string, options?: NavigateOptions): void;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

export function useRouterContext(): RouterContextValue {
  const value = use(RouterContext);
  if (!value) throw new Error('useRouterContext must be used inside <RouterContext>');
  return value;
}

export function usePage(): PageState {
  return useRouterContext().page;
}

/**
 * Runs `changed` in a task of its own each time the page's address changes (another filter of the
 * screen, back, forward), never when the part mounts: an island may wake after a visitor has
 * opened what this would close (a modal, the burger's drawer).
 */
export function useAddressChanged(changed: () => void): void {
  const { url } = usePage();
  const shown = useRef(url);
  const latest = useRef(changed);
  latest.current = changed;
  useEffect(() => {
    if (shown.current === url) return;
    shown.current = url;
    return inOwnTask(() => latest.current());
  }, [url]);
}

/** The current page's loader data; the page module knows its own type. */
export function useLoaderData<Data>(): Data {
  return useRouterContext().page.data as Data;
}

/** Builds paths for the visitor's locale and audience, so links never switch either silently. */
type BuildHref = (location: RouteLocation) => string;

const BuildHrefContext = createContext<BuildHref | null>(null);

/**
 * Gives the page's links their path builder, in the locale and audience on view: one store
 * subscription for the whole page, where each link subscribing itself made a hundred on a product
 * page, each set up in hydration's commit (bench/README.md, issue 23 follow-up 3).
 */
export function PathBuilder({ children }: { readonly children: ReactNode }) {
  const { router } = useRouterContext();
  const [locale, target] = useUnit([$locale, $target]);
  const buildHref = useMemo<BuildHref>(() => (location) => router.buildPath(location, { locale, target }), [router, locale, target]);
  return <BuildHrefContext value={buildHref}>{children}</BuildHrefContext>;
}

export function useHref(): BuildHref {
  const buildHref = use(BuildHrefContext);
  if (!buildHref) throw new Error('useHref must be used inside <PathBuilder>');
  return buildHref;
}
