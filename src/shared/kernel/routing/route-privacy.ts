import type { RouteDefinition } from './types.ts';

/** Whether a route's pages are the visitor's own or one-off: see `RouteDefinition.personal`. */
export function isPersonalRoute(route: Pick<RouteDefinition, 'guard' | 'personal'>): boolean {
  return route.guard === true || route.personal === true;
}
