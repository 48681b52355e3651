/**
 * How the site's data client keeps each back-office answer: one policy per endpoint of the
 * contract, written here and checked by the type checker against it, so a new endpoint without
 * a policy fails `tsc` instead of silently going uncached (or shared when it must not be).
 */
import { contentCachePolicies } from '../../shared/kernel/api/content-resources.ts';
import type { EndpointName } from '../../shared/kernel/api/contract.ts';

/**
 * - `layout`: what every page needs and editors rarely change (site, settings, menus,
 *   categories): kept a minute and served stale while refreshed (ResponseCache).
 * - `catalogue`: the same for every visitor of a plan and language (the key is the whole URL):
 *   shared for `CATALOGUE_CACHE_TTL_MS` (MicroCache).
 * - `never`: asked each time: writes, customer and cart calls (a visitor's own), the site's
 *   record by id, and operators' calls.
 *
 * The content resources' reads take the policy their descriptor gives (content-resources.ts:
 * `catalogue`, or `never` for training sessions and pages read by their slug, the preview).
 */
export type CachePolicy = 'layout' | 'catalogue' | 'never';

export const cachePolicies = {
  ...contentCachePolicies(),
  'GET /site': 'layout',
  'GET /site/:id': 'never',
  'GET /setting': 'layout',
  'GET /menu': 'layout',
  'GET /category': 'layout',
  'GET /category/:id': 'catalogue',
  'GET /url': 'catalogue',
  'GET /url/entity': 'catalogue',
  'GET /sitemap': 'catalogue',

  'GET /product': 'catalogue',
  'GET /product/:id': 'catalogue',
  'GET /product/scan/:code': 'catalogue',
  'GET /filters-products': 'catalogue',
  'GET /search': 'catalogue',

  'GET /landing': 'catalogue',
  'GET /landing/store': 'catalogue',

  'POST /contact': 'never',
  'POST /construction-starts': 'never',
  'POST /application': 'never',
  'POST /training-inscription': 'never',
  'POST /wishlist/send': 'never',
  'POST /landing/data': 'never',

  'POST /auth/signup': 'never',
  'POST /auth/login': 'never',
  'GET /profile': 'never',
  'PUT /profile': 'never',
  'GET /address': 'never',
  'POST /address': 'never',
  'PUT /address': 'never',
  'DELETE /address': 'never',

  'POST /cart': 'never',
  'GET /cart': 'never',
  'DELETE /cart/product': 'never',
  'GET /cart/shipping': 'never',
  'POST /cart/discount': 'never',
  'DELETE /cart/discount': 'never',
  'POST /order': 'never',
  'GET /order': 'never',
  'GET /order/:id': 'never',

  'GET /admin/submissions': 'never',
  'GET /admin/search-synonyms': 'never',
  'PUT /admin/search-synonyms': 'never',
  'PUT /admin/page/:id': 'never',
  'DELETE /admin/page/:id': 'never',
  'PUT /admin/product/:id': 'never',
  'DELETE /admin/product/:id': 'never',
  'PUT /admin/category/:id': 'never',
  'DELETE /admin/category/:id': 'never',
  'GET /admin/publish-events': 'never',
} as const satisfies Record<EndpointName, CachePolicy>;
