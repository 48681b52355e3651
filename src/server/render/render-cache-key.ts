/**
 * The render cache's key of an HTTP request (docs/decisions/121, 163), or undefined when the
 * request must be rendered for itself: the key of its PageRequest (src/shared/pages/
 * page-request-key.ts), read as the page handler reads it (page-request.ts), so everything a page
 * can know of the request is in the key. Never for a method but GET and HEAD, what the app
 * answers before its pages, or a personal request (a login or cart token).
 */
import type { IncomingMessage } from 'node:http';
import { pageRequestKey } from '../../shared/pages/page-request-key.ts';
import type { Router } from '../../shared/kernel/routing/router.ts';
import { readPageRequest } from './page-request.ts';

/**
 * What the app answers before its pages (app.ts): assets, the gateway and media, the static
 * files, robots.txt and the sitemap. Keyed, concurrent requests for one of them would wait on
 * each other for a page that never comes.
 */
const notPages = /^\/(?:api|assets|media)\/|\.[^/]*$/;

export function renderCacheKey(req: IncomingMessage, router: Router): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '/';
  if (notPages.test(url.split('?', 1)[0]!)) return undefined;
  const visitor = readPageRequest(url, req.headers, router.locales);
  return visitor.personal ? undefined : pageRequestKey(visitor.page, router);
}
