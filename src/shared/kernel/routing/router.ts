import { localePrefix, type LocaleConfig } from '../config/locales.ts';
import { compileRoute } from './compile-route.ts';
import { formatTail, isTailSegment, isValidFilter, parseTail, type Filter } from './segments.ts';
import type { Target } from './target.ts';
import { routeNameSeparator, type LocalizedRouteName, type NamedRoute, type RouteName } from './route-name.ts';
import type { RouteDefinition } from './types.ts';

/** How many distinct paths the router remembers the match of, and the longest it remembers. */
const matchMemoSize = 1024;
const matchMemoPathLength = 512;

export interface RouteMatch {
  readonly route: NamedRoute;
  /** The localized route name, e.g. `product___en`. */
  readonly name: LocalizedRouteName;
  readonly locale: LocaleConfig;
  readonly target: Target;
  /** Whether the path carried the target segment (a bare path means pro). */
  readonly hasTargetSegment: boolean;
  readonly params: Readonly<Record<string, string>>;
  readonly filters: readonly Filter[];
  readonly page: number | undefined;
}

/** What a link points to: a route by name, never a hand-written path. */
export interface RouteLocation {
  /** A route of routes.ts, or a compiled route's localized name (its locale wins over the link's). */
  readonly name: RouteName | LocalizedRouteName;
  readonly params?: Readonly<Record<string, string>>;
  readonly filters?: readonly Filter[];
  readonly page?: number;
}

export interface LinkContext {
  readonly locale: string;
  readonly target: Target;
}

export interface Router {
  readonly routes: readonly NamedRoute[];
  readonly locales: readonly LocaleConfig[];
  readonly defaultLocale: LocaleConfig;
  /** The route a raw (still percent-encoded) pathname names, or undefined (a 404). */
  match(pathname: string): RouteMatch | undefined;
  /** The path of a route for a locale and target (decisions §1); throws on unknown names. */
  buildPath(location: RouteLocation, context: LinkContext): string;
  /** The canonical path of a match: same route, pro target segment, no filters, page kept. */
  canonicalPath(match: RouteMatch): string;
  localeByCode(code: string): LocaleConfig | undefined;
  /** The route a name from data (a menu link's code) names, or undefined: names are checked here, not trusted. */
  routeNamed(name: string): NamedRoute | undefined;
}

/**
 * Compiles the route table once for the configured locales. Matching a new path costs one split,
 * a few comparisons and the compiled regular expressions, never a re-parse of the table; a path
 * seen before costs a look-up. The
 * table and locales must have passed validateRouteTable (the server checks them at start).
 */
export function createRouter(table: readonly RouteDefinition[], locales: readonly LocaleConfig[]): Router {
  // The table is routes.ts, whose names make RouteName; tests add entries of their own, which
  // links never name. Names are strings at run time, so this is where the type is given to them.
  const routes = table as readonly NamedRoute[];
  const defaultLocale = locales.find((locale) => locale.default)!;
  const localeCodes = locales.map((locale) => locale.code);
  const compiled = routes.map((definition) => compileRoute(definition, localeCodes));
  const byName = new Map<string, (typeof compiled)[number]>(compiled.map((route) => [route.definition.name, route]));
  const localesByCode = new Map(locales.map((locale) => [locale.code, locale]));
  const prefixedLocales = new Map(locales.filter((locale) => !locale.default).map((locale) => [locale.code, locale]));

  function targetOfSegment(locale: LocaleConfig, segment: string | undefined): Target | undefined {
    if (segment === locale.targetSegments.pro) return 'pro';
    if (segment === locale.targetSegments.part) return 'part';
    return undefined;
  }

  // Most requests name a few hundred paths: each is matched once, then read back (a matcher that
  // fails costs its regular expression, and a page can sit behind twenty routes). Bounded, oldest
  // out first, so a crawl of unknown paths costs memory only up to the bound; an outsized path (a
  // probe, not a page) is matched each time rather than kept.
  const matched = new Map<string, RouteMatch | null>();

  function match(pathname: string): RouteMatch | undefined {
    const known = matched.get(pathname);
    if (known !== undefined) return known ?? undefined;
    const found = matchUncached(pathname);
    if (pathname.length > matchMemoPathLength) return found;
    if (matched.size >= matchMemoSize) matched.delete(matched.keys().next().value!);
    matched.set(pathname, found ?? null);
    return found;
  }

  function matchUncached(pathname: string): RouteMatch | undefined {
    if (!pathname.startsWith('/')) return undefined;
    const segments = pathname === '/' ? [] : pathname.slice(1).split('/');
    if (segments.length > 0 && segments[segments.length - 1] === '') segments.pop(); // one trailing slash
    if (segments.includes('')) return undefined;

    let cursor = 0;
    let locale = defaultLocale;
    const prefixed = prefixedLocales.get(segments[0] ?? '');
    if (prefixed) {
      locale = prefixed;
      cursor = 1;
    }
    const segmentTarget = targetOfSegment(locale, segments[cursor]);
    if (segmentTarget) cursor += 1;
    let tailStart = segments.findIndex((segment, index) => index >= cursor && isTailSegment(segment));
    if (tailStart === -1) tailStart = segments.length;
    const tail = parseTail(segments.slice(tailStart));
    if (!tail) return undefined;
    const ownPath = `/${segments.slice(cursor, tailStart).join('/')}`;

    for (const route of compiled) {
      const { definition } = route;
      if (tail.filters.length > 0 || tail.page !== undefined) {
        const accepted = definition.tail;
        if (!accepted || tail.filters.length > accepted.filters) continue;
        if (tail.page !== undefined && !accepted.page) continue;
        if (accepted.keys && tail.filters.some((filter) => !accepted.keys!.includes(filter.key))) continue;
      }
      const params = route.matchPath(locale.code, ownPath);
      if (!params) continue;
      return {
        route: definition,
        name: `${definition.name}${routeNameSeparator}${locale.code}`,
        locale,
        target: segmentTarget ?? 'pro',
        hasTargetSegment: segmentTarget !== undefined,
        params,
        filters: tail.filters,
        page: tail.page,
      };
    }
    return undefined;
  }

  function buildPath(location: RouteLocation, context: LinkContext): string {
    const [name, localeCode = context.locale] = location.name.split(routeNameSeparator);
    const route = byName.get(name!);
    if (!route) throw new Error(`No route named "${location.name}" in routes.ts`);
    const locale = localesByCode.get(localeCode);
    if (!locale) throw new Error(`No configured locale "${localeCode}"`);
    const prefix = localePrefix(locale);
    const omitTarget = route.definition.index && context.target === 'pro';
    const targetPrefix = omitTarget ? '' : `/${locale.targetSegments[context.target]}`;
    const own = route.buildPath(locale.code, location.params ?? {});
    const filters = (location.filters ?? []).filter((filter) => filter.values.length > 0);
    for (const filter of filters) {
      if (!isValidFilter(filter)) throw new Error(`Invalid filter ${JSON.stringify(filter)} for route "${name}"`);
    }
    const path = `${prefix}${targetPrefix}${own === '/' ? '' : own}${formatTail(filters, location.page)}`;
    return path === '' ? '/' : path;
  }

  function canonicalPath(matched: RouteMatch): string {
    return buildPath(
      { name: matched.name, params: matched.params, ...(matched.page === undefined ? {} : { page: matched.page }) },
      { locale: matched.locale.code, target: 'pro' },
    );
  }

  return {
    routes,
    locales,
    defaultLocale,
    match,
    buildPath,
    canonicalPath,
    localeByCode: (code) => localesByCode.get(code),
    routeNamed: (name) => byName.get(name)?.definition,
  };
}
