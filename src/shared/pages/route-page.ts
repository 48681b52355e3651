/**
 * The first step of a page's resolution (resolve-page.ts), which the address alone decides: the
 * route match, its locale and audience, and the redirects that need no data (the language root,
 * the index route's pro segment, a guarded page without login). The render cache's key takes it
 * too: a redirect is never kept.
 */
import type { LocaleConfig } from '../kernel/config/locales.ts';
import type { RouteMatch, Router } from '../kernel/routing/router.ts';
import type { Target } from '../kernel/routing/target.ts';
import type { PageRequest } from './page-request.ts';

/** The address answered by the visitor's language (spec §2, decisions §1). */
export const languageRoot = '/';

export interface PageRedirect {
  readonly kind: 'redirect';
  readonly status: number;
  readonly location: string;
}

export interface PageRoute {
  readonly kind: 'route';
  /** Undefined: no route has the path, a 404 in the default locale and the pro audience. */
  readonly match: RouteMatch | undefined;
  readonly locale: LocaleConfig;
  readonly target: Target;
}

export function redirectTo(location: string, status = 302): PageRedirect {
  return { kind: 'redirect', status, location };
}

export function routePage(request: PageRequest, router: Router): PageRedirect | PageRoute {
  // Set on the language root only (page-request.ts).
  if (request.preferredLocale) return redirectTo(router.buildPath({ name: 'home' }, { locale: request.preferredLocale, target: 'pro' }));
  const match = router.match(request.path);
  const locale = match?.locale ?? router.defaultLocale;
  const target = match?.target ?? 'pro';
  // The pro target omits its segment on the index route (decisions §1).
  if (match?.route.index && match.hasTargetSegment && target === 'pro') return redirectTo(router.buildPath({ name: match.name }, { locale: locale.code, target }), 301);
  if (match?.route.guard && !request.signedIn) return redirectTo(router.buildPath({ name: 'home' }, { locale: locale.code, target }));
  return { kind: 'route', match, locale, target };
}
