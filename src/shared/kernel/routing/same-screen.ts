import type { RouteMatch, Router } from './router.ts';

/**
 * Whether `href` shows the screen on view again with other filters, another page of results or
 * another query or fragment: the same route, locale, audience and params. The client follows
 * such a link itself (the screen stays, its list changes); any other page link is a document
 * navigation, which speculation rules prepare (docs/decisions/170).
 */
export function isSameScreen(router: Router, current: RouteMatch | undefined, href: string): boolean {
  if (current === undefined || !href.startsWith('/') || href.startsWith('//')) return false;
  const next = router.match(href.split(/[?#]/, 1)[0]!);
  if (next === undefined || next.name !== current.name || next.target !== current.target) return false;
  const keys = Object.keys(current.params);
  return keys.length === Object.keys(next.params).length && keys.every((key) => next.params[key] === current.params[key]);
}
