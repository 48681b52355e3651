/**
 * The breadcrumb (spec §2): none on the home page; otherwise Home, then on category and product
 * pages "Our coatings" (the link_enduit_{target} setting), then the page's own trail — by
 * default just its title. The last crumb is the current page and links nowhere.
 */
import type { IntlShape } from 'react-intl';
import type { Setting } from '../api/entities/site.ts';
import { resolveBackofficeLink } from '../catalogue/backoffice-link.ts';
import { settingValue } from '../features/app/model.ts';
import type { RouteMatch, Router } from '../routing/router.ts';
import type { Target } from '../routing/target.ts';
import type { Crumb, PageSeo } from './page-seo.ts';

const catalogueRoutes: ReadonlySet<string> = new Set(['category', 'product']);

export interface TrailInput {
  readonly router: Router;
  readonly match: RouteMatch | undefined;
  readonly seo: PageSeo;
  readonly settings: readonly Setting[];
  readonly target: Target;
  readonly intl: IntlShape;
}

export function breadcrumbTrail({ router, match, seo, settings, target, intl }: TrailInput): readonly Crumb[] | undefined {
  if (match?.route.index) return undefined;
  const trail: Crumb[] = [{ label: intl.formatMessage({ id: 'breadcrumb.home' }), to: { name: 'home' } }];
  if (match && catalogueRoutes.has(match.route.name)) {
    const link = resolveBackofficeLink(router, settingValue(settings, `link_enduit_${target}`));
    trail.push({ label: intl.formatMessage({ id: 'breadcrumb.coatings' }), ...(link?.kind === 'route' ? { to: link.location } : {}) });
  }
  trail.push(...(seo.breadcrumb ?? [{ label: seo.title }]));
  const last = trail[trail.length - 1]!;
  trail[trail.length - 1] = { label: last.label };
  return trail;
}
