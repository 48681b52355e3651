/**
 * `/robots.txt`: points crawlers to the sitemap and keeps them out of what should not be
 * indexed — listings narrowed by filter segments, search and choice-guide results, customer
 * accounts, previews and the API — under every locale prefix and target segment.
 */
import { localePrefix } from '../../shared/kernel/config/locales.ts';
import { routePattern } from '../../shared/kernel/routing/compile-route.ts';
import type { Router } from '../../shared/kernel/routing/router.ts';

const privateRoutes = ['results', 'choice-guide', 'account', 'preview', 'comparator', 'favorites'];

/** A route's path up to its first parameter, in a locale's words (`/results`, `/apercu/`). */
function staticHead(router: Router, name: string, localeCode: string): string | undefined {
  const route = router.routes.find((candidate) => candidate.name === name);
  const pattern = route && routePattern(route, localeCode);
  return pattern?.replace(/[:*{].*$/, '');
}

export function robotsTxt(router: Router, siteUrl: string): string {
  const disallowed = [
    '/api/',
    // A filter segment starts with two underscores (decisions §1); page segments (`_p__N`) stay crawlable.
    '/*/__',
  ];
  for (const locale of router.locales) {
    const prefix = localePrefix(locale);
    const prefixes = [prefix, `${prefix}/${locale.targetSegments.pro}`, `${prefix}/${locale.targetSegments.part}`];
    const heads = privateRoutes.map((name) => staticHead(router, name, locale.code)).filter((head) => head !== undefined);
    disallowed.push(...prefixes.flatMap((prefix) => heads.map((head) => `${prefix}${head}`)));
  }
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
