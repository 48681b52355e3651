/**
 * Route names, derived once from routes.ts: links, menus, breadcrumbs and the sitemaps name a
 * route by a `RouteName`, so a misspelt name fails the type check instead of a page at run time.
 */
import type routeTable from '../../../../routes.ts';
import type { RouteDefinition } from './types.ts';

/** The `name` of an entry of routes.ts. */
export type RouteName = (typeof routeTable)[number]['name'];

/** Route names carry the locale after a three-underscore separator (spec §2): `product___en`. */
export const routeNameSeparator = '___';

/** A compiled route's name: the route's, then its locale's code (`product___en`). */
export type LocalizedRouteName = `${RouteName}${typeof routeNameSeparator}${string}`;

/** An entry of the route table the site runs with: its name is a `RouteName`. */
export type NamedRoute = RouteDefinition & { readonly name: RouteName };
