/**
 * The header's search form without JavaScript: it GETs `{prefix}/results?search=term` (the
 * results route's word in the page's locale: `/fr/enduit-particuliers/resultats?search=term`),
 * and the term belongs in the results route's path, so the server redirects there keeping the
 * visitor's locale and audience. An empty term goes back to that audience's home.
 */
import type { Router } from '../../shared/kernel/routing/router.ts';

export type SearchFormAnswer = { readonly status: 302; readonly location: string } | { readonly status: 400 } | undefined;

/** The search form's answers, its path in every locale worked out once from the route table. */
export function searchFormRedirects(router: Router): (pathname: string, term: unknown) => SearchFormAnswer {
  // The form's last path segment in each locale: the results path without its term.
  const wordByLocale = new Map(
    router.locales.map((locale) => {
      const example = router.buildPath({ name: 'results', params: { search: 'term' } }, { locale: locale.code, target: 'pro' });
      const form = example.slice(0, example.lastIndexOf('/'));
      return [locale.code, form.slice(form.lastIndexOf('/') + 1)];
    }),
  );
  const words = new Set(wordByLocale.values());

  return (pathname, term) => {
    const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const slash = path.lastIndexOf('/');
    const word = path.slice(slash + 1);
    if (!words.has(word)) return undefined;
    const home = router.match(path.slice(0, slash) || '/');
    if (!home?.route.index || wordByLocale.get(home.locale.code) !== word) return undefined;
    const context = { locale: home.locale.code, target: home.target };
    const text = typeof term === 'string' ? term.trim() : '';
    if (text === '') return { status: 302, location: router.buildPath({ name: 'home' }, context) };
    try {
      return { status: 302, location: router.buildPath({ name: 'results', params: { search: text } }, context) };
    } catch {
      return { status: 400 };
    }
  };
}
