/**
 * `/sitemap.xml` (issue 5): the site's screens and every entity of `GET /url`, for every sales
 * plan, each at its canonical URL (the pro segment unless the entity exists for individuals
 * only, as in the page head), with its last modification and its language alternates.
 */
import type { UrlEntry } from '../../shared/api/entities/content.ts';
import type { Site } from '../../shared/api/entities/site.ts';
import type { RouteLocation, Router } from '../../shared/routing/router.ts';
import type { Target } from '../../shared/routing/target.ts';
import { entityRouteNames, sitemapRouteNames } from '../../shared/seo/sitemap-routes.ts';
import { escapeXml } from './xml.ts';

export interface SitemapUrl {
  readonly location: RouteLocation;
  readonly target: Target;
  readonly lastModified: string | undefined;
}

/** The back office writes the epoch for "unknown"; a sitemap says nothing rather than 1970. */
function knownDate(date: string): string | undefined {
  const time = Date.parse(date);
  return Number.isNaN(time) || time <= 0 ? undefined : new Date(time).toISOString().slice(0, 10);
}

/**
 * The URLs of the plans' entries, the pro plan's first: an entity the pro plan also lists is
 * canonical under the pro segment, one only the individuals' plan lists under theirs.
 */
export function sitemapUrls(site: Site, entriesByPlan: ReadonlyMap<number, readonly UrlEntry[]>): SitemapUrl[] {
  const urls: SitemapUrl[] = sitemapRouteNames.map((name) => ({ location: { name }, target: 'pro', lastModified: undefined }));
  const seen = new Set<string>();
  const plans = [...site.salesplan].sort((a, b) => (a.target === b.target ? 0 : a.target === 'pro' ? -1 : 1));
  for (const plan of plans) {
    for (const entry of entriesByPlan.get(plan.id) ?? []) {
      const key = `${entry.entity_type}:${entry.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const target: Target = plan.target === 'pro' && entry.target !== 'part' ? 'pro' : 'part';
      urls.push({
        location: { name: entityRouteNames[entry.entity_type], params: { slug: entry.slug } },
        target,
        lastModified: knownDate(entry.updated_at),
      });
    }
  }
  return urls;
}

export function sitemapXml(router: Router, siteUrl: string, urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    const href = (locale: string) => escapeXml(`${siteUrl}${router.buildPath(url.location, { locale, target: url.target })}`);
    lines.push('<url>', `<loc>${href(router.defaultLocale.code)}</loc>`);
    if (url.lastModified) lines.push(`<lastmod>${url.lastModified}</lastmod>`);
    for (const locale of router.locales) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(locale.iso)}" href="${href(locale.code)}"/>`);
    }
    lines.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${href(router.defaultLocale.code)}"/>`, '</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
