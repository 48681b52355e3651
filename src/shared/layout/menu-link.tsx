import type { MenuLink } from '../api/entities/site.ts';
import { Link } from '../app/link.tsx';
import { useRouterContext } from '../app/router-context.tsx';

/**
 * One menu entry (spec §2 "Menus"): a code names a route, a slug a CMS page, an external URL
 * opens in a new tab, and no_destination is a plain label.
 */
export function MenuLinkItem({ item }: { readonly item: MenuLink }) {
  const { router } = useRouterContext();
  if (item.type === 'external_url' && item.external_url) {
    return (
      <a href={item.external_url} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  if (item.code && router.routes.some((route) => route.name === item.code)) {
    return <Link to={{ name: item.code }}>{item.label}</Link>;
  }
  if (item.slug && item.type !== 'no_destination') {
    return <Link to={{ name: 'cms-page', params: { slug: item.slug } }}>{item.label}</Link>;
  }
  return <span>{item.label}</span>;
}
