/**
 * Links the back office writes as text (slider and push links, `element.url`, a push's `slug`,
 * the coatings setting): a site path or slug becomes a named route location, so that it keeps
 * the visitor's locale and audience; an absolute URL stays an external address.
 */
import type { Push } from '../api/entities/site.ts';
import type { RouteLocation, Router } from './router.ts';

export type BackofficeLink = { readonly kind: 'route'; readonly location: RouteLocation } | { readonly kind: 'external'; readonly href: string };

const absoluteUrl = /^https?:\/\//i;

export function resolveBackofficeLink(router: Router, link: string | null | undefined): BackofficeLink | undefined {
  const text = link?.trim();
  if (!text) return undefined;
  if (absoluteUrl.test(text)) return { kind: 'external', href: text };
  const [path] = text.split(/[?#]/, 1);
  const match = router.match(`/${path!.replace(/^\/+/, '')}`);
  if (!match) return undefined;
  return {
    kind: 'route',
    location: { name: match.route.name, params: match.params, filters: match.filters, ...(match.page === undefined ? {} : { page: match.page }) },
  };
}

/** Where a push leads: its link, else its element's URL, else its slug (a site path). */
export function pushTarget(push: Pick<Push, 'link' | 'element' | 'slug'>): string | null {
  return push.link ?? push.element?.url ?? push.slug;
}
