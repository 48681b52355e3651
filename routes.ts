import type { RouteDefinition } from './src/shared/routing/types.ts';

/**
 * The site's one route table. Every path also accepts the locale prefix (none for the default
 * locale) and the optional target segment (`individual-filler` / `professional-filler`) before
 * the pattern below. Order matters: the first entry that matches wins, so the CMS catch-all is last.
 * Adding a route is adding an entry here and its page module under `src/shared/pages/<page>/`.
 */
export default [
  { name: 'home', path: '/', page: 'home', index: true },
  { name: 'contact', path: '/contact', page: 'contact' },
  { name: 'confirmation', path: '/confirmation', page: 'confirmation' },
  {
    name: 'results',
    path: '/results/:search',
    page: 'results',
    params: { search: 'text' },
    tail: { filters: 10, page: true },
  },
  {
    name: 'choice-guide',
    path: '/choice-guide/:caracteristics',
    page: 'choice-guide',
    params: { caracteristics: 'characteristics' },
    tail: { filters: 10, page: true },
  },
  { name: 'colorimetry', path: '/colorimetry', page: 'colorimetry' },
  { name: 'formations', path: '/formations', page: 'formations' },
  {
    name: 'folder',
    path: '/folder/*slug',
    page: 'folder',
    params: { slug: 'slug' },
    tail: { filters: 1, keys: ['TYPES'] },
    entity: 'folder',
  },
  { name: 'faq', path: '/faq', page: 'faq', tail: { filters: 1, keys: ['TAGS'] } },
  { name: 'carrier-unsolicited-application', path: '/carrier/unsolicited-application', page: 'unsolicited-application' },
  { name: 'carrier', path: '/carrier', page: 'carrier', tail: { filters: 4, page: true } },
  { name: 'news', path: '/news', page: 'news', tail: { filters: 0, page: true } },
  { name: 'sitemap', path: '/sitemap', page: 'sitemap' },
  { name: 'preview', path: '/preview/:id', page: 'preview', params: { id: 'id' } },
  { name: 'product', path: '/product/*slug', page: 'product', params: { slug: 'slug' }, entity: 'product' },
  {
    name: 'category',
    path: '/category{/*slug}',
    page: 'category',
    params: { slug: 'slug' },
    tail: { filters: 10, page: true },
    entity: 'category',
  },
  { name: 'comparator', path: '/comparator', page: 'comparator' },
  { name: 'favorites', path: '/favorites', page: 'favorites' },
  { name: 'quantity-calculator', path: '/quantity-calculator', page: 'quantity-calculator' },
  { name: 'downloads', path: '/downloads', page: 'downloads' },
  {
    name: 'technical-documentation',
    path: '/technical-documentation',
    page: 'technical-documentation',
    tail: { filters: 1, keys: ['TYPES'] },
  },
  { name: 'start-worksite', path: '/start-worksite', page: 'start-worksite' },
  { name: 'store-locator', path: '/store-locator', page: 'store-locator' },
  { name: 'distributors', path: '/distributors', page: 'distributors' },
  {
    name: 'landing-confirmation',
    path: '/landing/:slug/confirmation',
    page: 'landing-confirmation',
    params: { slug: 'slug' },
    layout: 'landing',
  },
  { name: 'landing', path: '/landing/:slug', page: 'landing', params: { slug: 'slug' }, layout: 'landing' },
  { name: 'login', path: '/login', page: 'login' },
  { name: 'signup', path: '/signup', page: 'signup' },
  { name: 'account', path: '/account', page: 'account', guard: true },
  { name: 'my-orders', path: '/account/orders', page: 'my-orders', guard: true },
  { name: 'my-addresses', path: '/account/addresses', page: 'my-addresses', guard: true },
  { name: 'cms-page', path: '/*slug', page: 'cms-page', params: { slug: 'slug' }, entity: 'page' },
] as const satisfies readonly RouteDefinition[];
