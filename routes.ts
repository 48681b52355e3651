import type { RouteDefinition } from './src/shared/kernel/routing/types.ts';

/**
 * The site's one route table. Every path also accepts the locale prefix (none for the default
 * locale, `/fr` for French) and the optional target segment (`individual-filler` /
 * `professional-filler`, `enduit-particuliers` / `enduit-professionnels`) before the pattern
 * below: one pattern for every locale, or one per locale. French patterns are the ones the
 * legacy redirects point to (`categorie`, `dossier`, `actualites`...; `product` stays as they
 * have it). Order matters: the first entry that matches wins, so the CMS catch-all is last.
 * `sitemap` says how the sitemaps list the route (they list screens in this order).
 * Adding a route is adding an entry here and its page module under `src/shared/pages/<page>/`;
 * tests/routing/route-table.test.ts walks this table and names what a new entry still lacks.
 */
export default [
  { name: 'home', path: '/', page: 'home', index: true, sitemap: 'screen' },
  { name: 'contact', path: '/contact', page: 'contact', sitemap: 'screen' },
  { name: 'confirmation', path: '/confirmation', page: 'confirmation', personal: true, sitemap: false },
  {
    name: 'results',
    path: { en: '/results/:search', fr: '/resultats/:search' },
    page: 'results',
    params: { search: 'text' },
    tail: { filters: 10, page: true },
    sitemap: false,
  },
  {
    name: 'choice-guide',
    path: { en: '/choice-guide/:caracteristics', fr: '/guide-de-choix/:caracteristics' },
    page: 'choice-guide',
    params: { caracteristics: 'characteristics' },
    tail: { filters: 10, page: true },
    sitemap: false,
  },
  { name: 'colorimetry', path: { en: '/colorimetry', fr: '/colorimetrie' }, page: 'colorimetry', sitemap: 'screen' },
  { name: 'formations', path: '/formations', page: 'formations', sitemap: 'screen' },
  {
    name: 'folder',
    path: { en: '/folder/*slug', fr: '/dossier/*slug' },
    page: 'folder',
    params: { slug: 'slug' },
    tail: { filters: 1, keys: ['TYPES'] },
    entity: 'folder',
    sitemap: 'entities',
  },
  { name: 'faq', path: { en: '/faq', fr: '/foire-aux-questions' }, page: 'faq', tail: { filters: 1, keys: ['TAGS'] }, sitemap: 'screen' },
  {
    name: 'carrier-unsolicited-application',
    path: { en: '/carrier/unsolicited-application', fr: '/carrieres/candidature-spontanee' },
    page: 'unsolicited-application',
    sitemap: false,
  },
  { name: 'carrier', path: { en: '/carrier', fr: '/carrieres' }, page: 'carrier', tail: { filters: 4, page: true }, sitemap: 'screen' },
  { name: 'news', path: { en: '/news', fr: '/actualites' }, page: 'news', tail: { filters: 0, page: true }, sitemap: 'screen' },
  { name: 'sitemap', path: { en: '/sitemap', fr: '/plan-du-site' }, page: 'sitemap', sitemap: 'screen' },
  { name: 'preview', path: { en: '/preview/:id', fr: '/apercu/:id' }, page: 'preview', params: { id: 'id' }, personal: true, sitemap: false },
  { name: 'product', path: '/product/*slug', page: 'product', params: { slug: 'slug' }, entity: 'product', sitemap: 'entities' },
  {
    name: 'category',
    path: { en: '/category{/*slug}', fr: '/categorie{/*slug}' },
    page: 'category',
    params: { slug: 'slug' },
    tail: { filters: 10, page: true },
    entity: 'category',
    sitemap: 'screen-and-entities',
  },
  { name: 'comparator', path: { en: '/comparator', fr: '/comparateur' }, page: 'comparator', sitemap: false },
  { name: 'favorites', path: { en: '/favorites', fr: '/favoris' }, page: 'favorites', sitemap: false },
  { name: 'quantity-calculator', path: { en: '/quantity-calculator', fr: '/calculateur-de-quantite' }, page: 'quantity-calculator', sitemap: 'screen' },
  // Document libraries (decision 194): four filters, RANGE, PRODUCT, TYPES and LANG, which the page checks (any other key is
  // its 404), and pages; the words searched go in `?q=`.
  { name: 'downloads', path: { en: '/downloads', fr: '/telechargements' }, page: 'downloads', tail: { filters: 4, page: true }, sitemap: 'screen' },
  {
    name: 'technical-documentation',
    path: { en: '/technical-documentation', fr: '/documentation-technique' },
    page: 'technical-documentation',
    tail: { filters: 4, page: true },
    sitemap: 'screen',
  },
  { name: 'start-worksite', path: { en: '/start-worksite', fr: '/demarrage-chantier' }, page: 'start-worksite', sitemap: 'screen' },
  { name: 'store-locator', path: { en: '/store-locator', fr: '/ou-trouver-nos-produits' }, page: 'store-locator', sitemap: 'screen' },
  { name: 'distributors', path: { en: '/distributors', fr: '/vous-etes-distributeurs' }, page: 'distributors', sitemap: 'screen' },
  {
    name: 'landing-confirmation',
    path: { en: '/landing/:slug/confirmation', fr: '/operation/:slug/confirmation' },
    page: 'landing-confirmation',
    params: { slug: 'slug' },
    personal: true,
    layout: 'landing',
    sitemap: false,
  },
  { name: 'landing', path: { en: '/landing/:slug', fr: '/operation/:slug' }, page: 'landing', params: { slug: 'slug' }, layout: 'landing', sitemap: false },
  { name: 'login', path: { en: '/login', fr: '/connexion' }, page: 'login', personal: true, sitemap: false },
  { name: 'signup', path: { en: '/signup', fr: '/inscription' }, page: 'signup', personal: true, sitemap: false },
  { name: 'account', path: { en: '/account', fr: '/mon-compte' }, page: 'account', guard: true, sitemap: false },
  { name: 'my-orders', path: { en: '/account/orders', fr: '/mon-compte/commandes' }, page: 'my-orders', guard: true, sitemap: false },
  { name: 'my-addresses', path: { en: '/account/addresses', fr: '/mon-compte/adresses' }, page: 'my-addresses', guard: true, sitemap: false },
  // The worker's stand-in for a page it never kept, precached in both languages (decision 171).
  { name: 'offline', path: { en: '/offline', fr: '/hors-ligne' }, page: 'offline', sitemap: false },
  { name: 'cms-page', path: '/*slug', page: 'cms-page', params: { slug: 'slug' }, entity: 'page', sitemap: 'entities' },
] as const satisfies readonly RouteDefinition[];
