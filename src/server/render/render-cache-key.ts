/**
 * What a page rendered for an anonymous visitor depends on, as the render cache's key
 * (docs/decisions/121), or undefined when the request must be rendered for itself.
 *
 * - the locale and the audience (target) of the route match: the target picks the sales plan,
 *   the site has one plan per target, and the French pages (`/fr/…`) match with locale `fr`;
 * - the route, its params, filters and page, and the query: all of them are the URL, which is
 *   also the page state's `url`, so the whole path and query are in the key;
 * - WebP support (the Accept header): it is part of the page's state;
 * - crawler or person: a crawler gets its document awaited whole, without fallbacks.
 * The device class is not: the server cannot know the width, and the markup does not depend on
 * it. No other cookie or header reaches the render (page-request.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Router } from '../../shared/routing/router.ts';
import { localeCookie } from '../../shared/session/cookies.ts';
import { parseCookies } from '../cookies.ts';
import { isCrawler } from './crawler.ts';
import { detectLocale } from './detect-locale.ts';
import { isPersonal } from './personal-request.ts';

/**
 * What the app answers before its pages (app.ts): assets, the gateway and media, the static
 * files, robots.txt and the sitemap. Keyed, concurrent requests for one of them would wait on
 * each other for a page that never comes.
 */
const notPages = /^\/(?:api|assets|media)\/|\.[^/]*$/;

export function renderCacheKey(req: IncomingMessage, router: Router): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '/';
  const pathname = url.split('?', 1)[0]!;
  if (notPages.test(pathname)) return undefined;
  const cookies = parseCookies(req.headers.cookie);
  if (isPersonal(cookies)) return undefined;
  if (pathname === '/') {
    // The root answers some visitors with a redirect to their language: those are not the page.
    const detected = detectLocale(router.locales, cookies.get(localeCookie), req.headers['accept-language']);
    if (detected && !detected.default) return undefined;
  }
  const match = router.match(pathname);
  if (!match || match.route.guard) return undefined;
  const webp = (req.headers.accept ?? '').includes('image/webp');
  return [match.locale.code, match.target, webp ? 'webp' : 'no-webp', isCrawler(req.headers['user-agent']) ? 'crawler' : 'person', url].join(' ');
}
