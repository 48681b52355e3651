/**
 * The canonical URL and language alternates of a page (decisions §1): the same route without
 * filter segments (the page segment stays), under the pro segment — unless the content belongs
 * to individuals only, whose pages do not exist under the pro segment: then under theirs.
 */
import type { LocalizedSlugs, Site } from '../api/entities/site.ts';
import type { RouteLocation, RouteMatch, Router } from '../routing/router.ts';
import type { Target } from '../routing/target.ts';
import type { PageSeo } from './page-seo.ts';

export interface Alternate {
  readonly hrefLang: string;
  readonly href: string;
}

export interface CanonicalLinks {
  readonly canonical: string;
  /** One per configured locale, then x-default (the default locale's). */
  readonly alternates: readonly Alternate[];
}

export function canonicalTarget(seo: Pick<PageSeo, 'audience' | 'salesPlanIds'>, site: Site | null): Target {
  if (seo.audience === 'part') return 'part';
  const proPlanId = site?.salesplan.find((plan) => plan.target === 'pro')?.id;
  if (seo.salesPlanIds && proPlanId !== undefined && !seo.salesPlanIds.includes(proPlanId)) return 'part';
  return 'pro';
}

/**
 * The same page in `locale`: the same route, params and page segment, with the entity's slug in
 * that locale where the page shows an entity; undefined where the entity has no such translation.
 */
export function localizedLocation(match: RouteMatch, locale: string, slugs: LocalizedSlugs | undefined): RouteLocation | undefined {
  const slug = slugs === undefined || match.params.slug === undefined ? match.params.slug : slugs[locale];
  if (match.params.slug !== undefined && slug === undefined) return undefined;
  return {
    name: match.route.name,
    params: slug === undefined ? match.params : { ...match.params, slug },
    ...(match.page === undefined ? {} : { page: match.page }),
  };
}

export function canonicalLinks(router: Router, match: RouteMatch, target: Target, siteUrl: string, slugs?: LocalizedSlugs): CanonicalLinks {
  const urlIn = (locale: string) => {
    const location = localizedLocation(match, locale, slugs);
    return location && `${siteUrl}${router.buildPath(location, { locale, target })}`;
  };
  const alternates: Alternate[] = [];
  for (const locale of router.locales) {
    const href = urlIn(locale.code);
    if (href !== undefined) alternates.push({ hrefLang: locale.iso, href });
  }
  const fallback = urlIn(router.defaultLocale.code);
  return {
    canonical: urlIn(match.locale.code) ?? `${siteUrl}${router.canonicalPath(match)}`,
    alternates: fallback === undefined ? alternates : [...alternates, { hrefLang: 'x-default', href: fallback }],
  };
}
