/**
 * `/robots.txt`: points crawlers to the sitemap and keeps them out of what should not be
 * indexed — listings narrowed by filter segments, search and choice-guide results, customer
 * accounts, previews and the API — under every locale prefix and target segment.
 */
import type { Router } from '../../shared/routing/router.ts';

const privatePaths = ['/results', '/choice-guide/', '/account', '/preview/', '/comparator', '/favorites'];

export function robotsTxt(router: Router, siteUrl: string): string {
  const prefixes = router.locales.flatMap((locale) => {
    const localePrefix = locale.default ? '' : `/${locale.code}`;
    return [localePrefix, `${localePrefix}/${locale.targetSegments.pro}`, `${localePrefix}/${locale.targetSegments.part}`];
  });
  const disallowed = [
    '/api/',
    // A filter segment starts with two underscores (decisions §1); page segments (`_p__N`) stay crawlable.
    '/*/__',
    ...prefixes.flatMap((prefix) => privatePaths.map((path) => `${prefix}${path}`)),
  ];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
