/** Where a search result leads: its page, or for a technical sheet (FQCE) its PDF, opened in a new tab. */
import type { SearchGroupName, SearchItem } from '../../kernel/api/entities/catalogue.ts';
import type { RouteName } from '../../kernel/routing/route-name.ts';
import type { RouteLocation } from '../../kernel/routing/router.ts';

const groupRoutes: Readonly<Record<Exclude<SearchGroupName, 'fqces'>, RouteName>> = { products: 'product', categories: 'category', pages: 'cms-page' };

export function searchItemTarget(group: SearchGroupName, item: SearchItem): { route: RouteLocation } | { pdf: string } | undefined {
  if (group === 'fqces') {
    return item.medias !== null && 'url' in item.medias ? { pdf: item.medias.url } : undefined;
  }
  return { route: { name: groupRoutes[group], params: { slug: item.slug } } };
}
