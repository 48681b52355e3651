import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import type { MenuLink } from '../../kernel/api/entities/site.ts';
import { Link } from '../../features/app/link.tsx';
import { useRouterContext } from '../../features/app/router-context.tsx';
import { resolveBackofficeLink } from '../../kernel/routing/backoffice-link.ts';
import { $site } from '../../features/app/model.ts';
import { choiceGuideOpened } from '../../features/choice-guide/open-model.ts';
import { routePatterns } from '../../kernel/routing/compile-route.ts';
import type { RouteName } from '../../kernel/routing/route-name.ts';
import type { RouteLocation, Router } from '../../kernel/routing/router.ts';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';

export const choiceGuideCode = 'guide_de_choix';

/** What a menu entry needs to lead somewhere: its panel's children, pushes, cover and extract are not. */
export type MenuDestination = Pick<MenuLink, 'id' | 'code' | 'type' | 'slug' | 'external_url' | 'label'>;

const entityRoutes: Readonly<Partial<Record<MenuLink['type'], RouteName>>> = { category: 'category', product: 'product', cms_page: 'cms-page' };

/**
 * Where a menu link leads by the rules of spec §2: a code names a route, else its type and slug.
 * A code comes from the back office's data, so it is looked up among the router's routes, never
 * taken for a route name as it is.
 */
export function menuLocation(router: Router, item: MenuDestination): RouteLocation | undefined {
  const route = item.code ? router.routeNamed(item.code) : undefined;
  if (route) {
    const takesSlug = route.params !== undefined && 'slug' in route.params;
    if (takesSlug && !item.slug) return routePatterns(route).every((pattern) => pattern.includes('{')) ? { name: route.name } : undefined;
    return takesSlug ? { name: route.name, params: { slug: item.slug! } } : { name: route.name };
  }
  if (item.type === 'no_destination' || !item.slug) return undefined;
  return { name: entityRoutes[item.type] ?? 'cms-page', params: { slug: item.slug } };
}

function isOwnAddress(url: string, siteUrl: string | undefined): boolean {
  try {
    return siteUrl !== undefined && new URL(url).host === new URL(siteUrl).host;
  } catch {
    return false;
  }
}

interface MenuLinkItemProps {
  readonly item: MenuDestination;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * One menu entry: guide_de_choix opens the choice-guide modal instead of navigating; an external
 * URL opens in a new tab unless it is on the site's own address; no_destination is a plain label.
 */
export function MenuLinkItem({ item, className, children }: MenuLinkItemProps) {
  const { router } = useRouterContext();
  const [site, openChoiceGuide] = useUnit([$site, choiceGuideOpened]);
  const content = children ?? item.label;
  if (item.code === choiceGuideCode) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => openChoiceGuide()}
      >
        {content}
      </button>
    );
  }
  if (item.type === 'external_url' && item.external_url) {
    const own = isOwnAddress(item.external_url, site?.url) ? resolveBackofficeLink(router, new URL(item.external_url).pathname) : undefined;
    if (own?.kind === 'route') {
      return (
        <Link to={own.location} className={className}>
          {content}
        </Link>
      );
    }
    return (
      <a href={item.external_url} className={className} target="_blank" rel="noopener noreferrer">
        {content}
        <NewTabHint />
      </a>
    );
  }
  const location = menuLocation(router, item);
  if (!location) return <span className={className}>{content}</span>;
  return (
    <Link to={location} className={className}>
      {content}
    </Link>
  );
}
