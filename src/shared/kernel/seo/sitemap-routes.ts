/**
 * What the sitemaps (HTML and XML) list of the route table, as each entry declares it
 * (`sitemap` in routes.ts): the screens, and the route that shows each kind of back-office entity.
 */
import type { SitemapEntry } from '../api/entities/content.ts';
import type { NamedRoute, RouteName } from '../routing/route-name.ts';
import type { EntityType } from '../routing/types.ts';

/** The route entity type (`GET /url/entity`) of each kind of entity the sitemap of the back office lists. */
const routeEntityTypes: Readonly<Record<SitemapEntry['entity_type'], EntityType>> = {
  cms_page: 'page',
  category: 'category',
  product: 'product',
  folder: 'folder',
};

/** The routes listed as screens, in the table's order. */
export function sitemapScreens(routes: readonly NamedRoute[]): RouteName[] {
  return routes.filter((route) => route.sitemap === 'screen' || route.sitemap === 'screen-and-entities').map((route) => route.name);
}

/** The route that lists and shows an entity of the back office's sitemap, or undefined when none declares it. */
export function entityRouteName(routes: readonly NamedRoute[], entityType: SitemapEntry['entity_type']): RouteName | undefined {
  return routes.find(
    (route) => (route.sitemap === 'entities' || route.sitemap === 'screen-and-entities') && route.entity === routeEntityTypes[entityType],
  )?.name;
}
