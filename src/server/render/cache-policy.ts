/**
 * HTTP caching of pages for a CDN or reverse proxy in front of the site (issue 9): public pages
 * are shared for a minute and served stale while they revalidate; personal pages, and any page
 * rendered for a visitor with a login or cart token (issue 15), are never stored. Pages are the same for every visitor but for the Accept header (WebP support is part
 * of their state), so that is all they vary on — and the root also on the language detection.
 */
import { createHash } from 'node:crypto';
import { isPersonalRoute } from '../../shared/kernel/routing/route-privacy.ts';
import type { PageState } from '../../shared/features/app/router-context.tsx';

/** `personal`: the request carries a login or cart token (personal-request.ts). */
export function cacheControlFor(page: PageState, personal: boolean): string {
  if ((page.match && isPersonalRoute(page.match.route)) || personal) return 'private, no-store';
  if (page.status === 200) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
  if (page.status === 404) return 'public, max-age=0, s-maxage=30';
  return 'no-store';
}

/**
 * Whether the visitor's own service worker may keep the page for the worksite offline mode
 * (decision 171): a complete 200 page of a route that is nobody's own, rendered for an anonymous
 * request. A page rendered with a login or cart token is personal as the render cache sees it
 * (its loaders may call the back office with the token, its header greets the customer), so it
 * is never kept: "keep for the worksite" fetches pages without credentials instead. The offline
 * page itself is in the worker's shell already.
 */
export function mayKeepOffline(page: PageState, posted: boolean, personal: boolean): boolean {
  if (posted || personal || page.status !== 200 || !page.match) return false;
  return !isPersonalRoute(page.match.route) && page.match.route.name !== 'offline';
}

export function varyFor(url: string): string {
  return url === '/' ? 'Accept, Accept-Language, Cookie' : 'Accept';
}

/**
 * A weak validator for a page whose whole content is known before rendering: what the markup is
 * rendered from (its bootstrap script, with the islands' state and the build's asset URLs; the
 * app state's digest; the page's loader data) determines it. Pages that stream deferred data
 * have none: their content is not known when the headers go out.
 */
export function pageEtag(renderedFrom: readonly string[]): string {
  const hash = createHash('sha1');
  for (const part of renderedFrom) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url')}"`;
}

/** Whether `If-None-Match` names this tag, compared weakly (RFC 9110 §13.1.2: `W/"x"` names `"x"` and back); `*` names any. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || opaque(tag) === opaque(etag);
  });
}
