/**
 * The header's search form without JavaScript: it GETs `{prefix}/results?search=term`, and the
 * term belongs in the results route's path, so the server redirects there keeping the visitor's
 * locale and audience. An empty term goes back to that audience's home.
 */
import type { Router } from '../../shared/routing/router.ts';

const formPath = /^(.*)\/results\/?$/;

export type SearchFormAnswer = { readonly status: 302; readonly location: string } | { readonly status: 400 } | undefined;

export function searchFormRedirect(router: Router, pathname: string, term: unknown): SearchFormAnswer {
  const prefix = formPath.exec(pathname)?.[1];
  if (prefix === undefined) return undefined;
  const home = router.match(prefix || '/');
  if (!home?.route.index) return undefined;
  const context = { locale: home.locale.code, target: home.target };
  const text = typeof term === 'string' ? term.trim() : '';
  if (text === '') return { status: 302, location: router.buildPath({ name: 'home' }, context) };
  try {
    return { status: 302, location: router.buildPath({ name: 'results', params: { search: text } }, context) };
  } catch {
    return { status: 400 };
  }
}
