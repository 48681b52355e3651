/**
 * `/sitemap.xml` (issues 5 and 14): the site's screens and every entity of `GET /url`, for every
 * sales plan, each at its canonical URL (the pro segment unless the entity exists for
 * individuals only, as in the page head) in every language it is translated into — one `<url>`
 * per language, each listing all of them as alternates — with its last modification.
 */
import type { UrlEntry } from '../../shared/kernel/api/entities/content.ts';
import type { LocalizedSlugs, Site } from '../../shared/kernel/api/entities/site.ts';
import type { NamedRoute } from '../../shared/kernel/routing/route-name.ts';
import type { RouteLocation, Router } from '../../shared/kernel/routing/router.ts';
import type { Target } from '../../shared/kernel/routing/target.ts';
import { entityRouteName, sitemapScreens } from '../../shared/kernel/seo/sitemap-routes.ts';
import { escapeXml } from './xml.ts';

export interface SitemapUrl {
  readonly location: RouteLocation;
  readonly target: Target;
  /** The entity's slug per language; screens have the same params in every language. */
  readonly slugs: LocalizedSlugs | undefined;
  readonly lastModified: string | undefined;
}

/** The back office writes the epoch for "unknown"; a sitemap says nothing rather than 1970. */
function knownDate(date: string): string | undefined {
  const time = Date.parse(date);
  return Number.isNaN(time) || time <= 0 ? undefined : new Date(time).toISOString().slice(0, 10);
}

/**
 * The URLs of the plans' entries, the pro plan's first: an entity the pro plan also lists is
 * canonical under the pro segment, one only the individuals' plan lists under theirs. Screens
 * show the catalogue and its menus, so they change when the newest entry did. The routes say
 * which are screens and which route shows each kind of entity (`sitemap` in routes.ts).
 */
export function sitemapUrls(routes: readonly NamedRoute[], site: Site, entriesByPlan: ReadonlyMap<number, readonly UrlEntry[]>): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  const seen = new Set<string>();
  let newest: string | undefined;
  const plans = [...site.salesplan].sort((a, b) => (a.target === b.target ? 0 : a.target === 'pro' ? -1 : 1));
  for (const plan of plans) {
    for (const entry of entriesByPlan.get(plan.id) ?? []) {
      const key = `${entry.entity_type}:${entry.id}`;
      const name = entityRouteName(routes, entry.entity_type);
      if (seen.has(key) || !name) continue;
      seen.add(key);
      const target: Target = plan.target === 'pro' && entry.target !== 'part' ? 'pro' : 'part';
      const lastModified = knownDate(entry.updated_at);
      if (lastModified && (!newest || lastModified > newest)) newest = lastModified;
      urls.push({ location: { name, params: { slug: entry.slug } }, target, slugs: entry.slugs, lastModified });
    }
  }
  const screens = sitemapScreens(routes).map((name): SitemapUrl => ({ location: { name }, target: 'pro', slugs: undefined, lastModified: newest }));
  return [...screens, ...urls];
}

export function sitemapXml(router: Router, siteUrl: string, urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    const hrefs = new Map<string, string>();
    for (const locale of router.locales) {
      const slug = url.slugs ? url.slugs[locale.code] : url.location.params?.slug;
      if (url.location.params?.slug !== undefined && slug === undefined) continue; // not translated
      const location = slug === undefined ? url.location : { ...url.location, params: { ...url.location.params, slug } };
      hrefs.set(locale.code, escapeXml(`${siteUrl}${router.buildPath(location, { locale: locale.code, target: url.target })}`));
    }
    const alternates = router.locales
      .filter((locale) => hrefs.has(locale.code))
      .map((locale) => `<xhtml:link rel="alternate" hreflang="${escapeXml(locale.iso)}" href="${hrefs.get(locale.code)}"/>`);
    const fallback = hrefs.get(router.defaultLocale.code);
    if (fallback) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${fallback}"/>`);
    for (const href of hrefs.values()) {
      lines.push('<url>', `<loc>${href}</loc>`);
      if (url.lastModified) lines.push(`<lastmod>${url.lastModified}</lastmod>`);
      lines.push(...alternates, '</url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
