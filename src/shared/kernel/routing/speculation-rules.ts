/**
 * The site's speculation rules (issue 23, docs/decisions/170): one static rule set, the same for
 * every page, sent as a file every page's `Speculation-Rules` header names
 * (src/server/render/speculation-rules-file.ts): fetched once, not carried in each page.
 *
 * - Prerender, moderate: a page link the visitor hovers (or presses) is rendered ahead of the click.
 * - Prefetch, immediate, but only links marked `data-prefetch`: the client marks a link once it
 *   scrolls into view and the connection allows it (src/client/link-prefetch.ts), so no fetch is
 *   paid on 2g, with the data saver on, or for links never seen.
 *
 * Never for other hosts, personal routes (sign-in, account, confirmations, previews: routes.ts
 * `personal`/`guard`, in every locale and audience), filter combinations beyond the first,
 * downloads, links opening elsewhere, or links the client follows itself (`data-client-nav`:
 * another filter or page of the screen on view).
 */
import { parse, type Token } from 'path-to-regexp';
import { localePrefix, type LocaleConfig } from '../config/locales.ts';
import { routePattern } from './compile-route.ts';
import { isPersonalRoute } from './route-privacy.ts';
import { clientNavigationAttribute, prefetchAttribute } from './speculation-marks.ts';
import type { RouteDefinition } from './types.ts';

const urlPatternSpecial = /[:*(){}?+\\]/g;

/** path-to-regexp tokens as a URL pattern (https://urlpattern.spec.whatwg.org/) of the same paths. */
function urlPatternOf(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'text') return token.value.replace(urlPatternSpecial, '\\$&');
      if (token.type === 'param') return `:${token.name}`;
      if (token.type === 'wildcard') return '*';
      return `{${urlPatternOf(token.tokens)}}?`;
    })
    .join('');
}

/** A route's paths in one locale, in any audience (the optional target segment, decisions §1). */
function localizedPattern(route: RouteDefinition, locale: LocaleConfig): string | undefined {
  const own = routePattern(route, locale.code);
  if (own === undefined) return undefined;
  const prefix = localePrefix(locale);
  const targets = Object.values(locale.targetSegments).join('|');
  return `${prefix}{/(${targets})}?${own === '/' ? '' : urlPatternOf(parse(own).tokens)}`;
}

/** Paths no rule ever prepares. */
function neverPrepared(routes: readonly RouteDefinition[], locales: readonly LocaleConfig[]): string[] {
  const personal = routes.filter(isPersonalRoute).flatMap((route) => locales.map((locale) => localizedPattern(route, locale)));
  return [
    ...personal.filter((pattern): pattern is string => pattern !== undefined),
    // A second filter segment (`__KEY__value`): combinations are endless, the first one is enough.
    '/*/__*/__*',
    '/api/*',
    '/assets/*',
    '/*.pdf',
  ];
}

/** The rule set's text, one line of JSON. */
export function speculationRules(routes: readonly RouteDefinition[], locales: readonly LocaleConfig[]): string {
  const pageLinks = {
    and: [
      { href_matches: '/*' },
      { not: { href_matches: neverPrepared(routes, locales) } },
      { not: { selector_matches: `[${clientNavigationAttribute}], [rel~="nofollow"], [download], [target]:not([target="_self"])` } },
    ],
  };
  return JSON.stringify({
    prerender: [{ source: 'document', where: pageLinks, eagerness: 'moderate' }],
    prefetch: [{ source: 'document', where: { and: [...pageLinks.and, { selector_matches: `[${prefetchAttribute}]` }] }, eagerness: 'immediate' }],
  });
}
