/**
 * The canonical URL and language alternates of a page (decisions §1): the same route without
 * filter segments (the page segment stays), under the pro segment — unless the content belongs
 * to individuals only, whose pages do not exist under the pro segment: then under theirs.
 */
import type { Site } from '../api/entities/site.ts';
import type { RouteMatch, Router } from '../routing/router.ts';
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

export function canonicalLinks(router: Router, match: RouteMatch, target: Target, siteUrl: string): CanonicalLinks {
  const pathIn = (locale: string) =>
    router.buildPath(
      { name: match.route.name, params: match.params, ...(match.page === undefined ? {} : { page: match.page }) },
      { locale, target },
    );
  const alternates = router.locales.map((locale) => ({ hrefLang: locale.iso, href: `${siteUrl}${pathIn(locale.code)}` }));
  return {
    canonical: `${siteUrl}${pathIn(match.locale.code)}`,
    alternates: [...alternates, { hrefLang: 'x-default', href: `${siteUrl}${pathIn(router.defaultLocale.code)}` }],
  };
}
