/**
 * The breadcrumb (spec §2): none on the home page; otherwise Home, then on category and product
 * pages "Our coatings" (the link_enduit_{target} setting), then the page's own trail — by
 * default just its title. The last crumb is the current page and links nowhere. The coatings
 * crumb is named like the main menu's entry that lists the ranges ("Our compounds", "Nos
 * enduits"), so that the menu and the trail call the catalogue the same.
 */
import type { IntlShape } from 'react-intl';
import type { Menu, Setting } from '../api/entities/site.ts';
import { resolveBackofficeLink } from '../routing/backoffice-link.ts';
import { settingValue } from '../data/settings.ts';
import type { RouteMatch, Router } from '../routing/router.ts';
import type { Target } from '../routing/target.ts';
import type { Crumb, PageSeo } from './page-seo.ts';

const catalogueRoutes: ReadonlySet<string> = new Set(['category', 'product']);

export interface TrailInput {
  readonly router: Router;
  readonly match: RouteMatch | undefined;
  readonly seo: PageSeo;
  readonly settings: readonly Setting[];
  readonly menus: readonly Menu[];
  readonly target: Target;
  readonly intl: IntlShape;
}

/** The label of the main menu's entry that holds the category links, if the menu has one. */
function catalogueMenuLabel(menus: readonly Menu[], target: Target): string | undefined {
  const items = menus.find((menu) => menu.code === `menu_${target}`)?.items ?? [];
  return items.find((item) => item.childs.some((child) => child.type === 'category'))?.label;
}

export function breadcrumbTrail({ router, match, seo, settings, menus, target, intl }: TrailInput): readonly Crumb[] | undefined {
  if (match?.route.index) return undefined;
  const trail: Crumb[] = [{ label: intl.formatMessage({ id: 'breadcrumb.home' }), to: { name: 'home' } }];
  if (match && catalogueRoutes.has(match.route.name)) {
    const link = resolveBackofficeLink(router, settingValue(settings, `link_enduit_${target}`));
    // A page with no trail of its own (the ranges index) is this crumb: it keeps the page's title.
    const label = seo.breadcrumb?.length === 0 ? seo.title : (catalogueMenuLabel(menus, target) ?? intl.formatMessage({ id: 'breadcrumb.coatings' }));
    trail.push({ label, ...(link?.kind === 'route' ? { to: link.location } : {}) });
  }
  trail.push(...(seo.breadcrumb ?? [{ label: seo.title }]));
  const last = trail[trail.length - 1]!;
  trail[trail.length - 1] = { label: last.label };
  return trail;
}
