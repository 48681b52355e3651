import type { RouteDefinition } from './src/shared/routing/types.ts';

/**
 * The site's one route table. Every path also accepts the locale prefix (none for the default
 * locale, `/fr` for French) and the optional target segment (`individual-filler` /
 * `professional-filler`, `enduit-particuliers` / `enduit-professionnels`) before the pattern
 * below: one pattern for every locale, or one per locale. French patterns are the ones the
 * legacy redirects point to (`categorie`, `dossier`, `actualites`...; `product` stays as they
 * have it). Order matters: the first entry that matches wins, so the CMS catch-all is last.
 * Adding a route is adding an entry here and its page module under `src/shared/pages/<page>/`.
 */
export default [
  { name: 'home', path: '/', page: 'home', index: true },
  { name: 'contact', path: '/contact', page: 'contact' },
  { name: 'confirmation', path: '/confirmation', page: 'confirmation' },
  {
    name: 'results',
    path: { en: '/results/:search', fr: '/resultats/:search' },
    page: 'results',
    params: { search: 'text' },
    tail: { filters: 10, page: true },
  },
  {
    name: 'choice-guide',
    path: { en: '/choice-guide/:caracteristics', fr: '/guide-de-choix/:caracteristics' },
    page: 'choice-guide',
    params: { caracteristics: 'characteristics' },
    tail: { filters: 10, page: true },
  },
  { name: 'colorimetry', path: { en: '/colorimetry', fr: '/colorimetrie' }, page: 'colorimetry' },
  { name: 'formations', path: '/formations', page: 'formations' },
  {
    name: 'folder',
    path: { en: '/folder/*slug', fr: '/dossier/*slug' },
    page: 'folder',
    params: { slug: 'slug' },
    tail: { filters: 1, keys: ['TYPES'] },
    entity: 'folder',
  },
  { name: 'faq', path: { en: '/faq', fr: '/foire-aux-questions' }, page: 'faq', tail: { filters: 1, keys: ['TAGS'] } },
  {
    name: 'carrier-unsolicited-application',
    path: { en: '/carrier/unsolicited-application', fr: '/carrieres/candidature-spontanee' },
    page: 'unsolicited-application',
  },
  { name: 'carrier', path: { en: '/carrier', fr: '/carrieres' }, page: 'carrier', tail: { filters: 4, page: true } },
  { name: 'news', path: { en: '/news', fr: '/actualites' }, page: 'news', tail: { filters: 0, page: true } },
  { name: 'sitemap', path: { en: '/sitemap', fr: '/plan-du-site' }, page: 'sitemap' },
  { name: 'preview', path: { en: '/preview/:id', fr: '/apercu/:id' }, page: 'preview', params: { id: 'id' } },
  { name: 'product', path: '/product/*slug', page: 'product', params: { slug: 'slug' }, entity: 'product' },
  {
    name: 'category',
    path: { en: '/category{/*slug}', fr: '/categorie{/*slug}' },
    page: 'category',
    params: { slug: 'slug' },
    tail: { filters: 10, page: true },
    entity: 'category',
  },
  { name: 'comparator', path: { en: '/comparator', fr: '/comparateur' }, page: 'comparator' },
  { name: 'favorites', path: { en: '/favorites', fr: '/favoris' }, page: 'favorites' },
  { name: 'quantity-calculator', path: { en: '/quantity-calculator', fr: '/calculateur-de-quantite' }, page: 'quantity-calculator' },
  { name: 'downloads', path: { en: '/downloads', fr: '/telechargements' }, page: 'downloads' },
  {
    name: 'technical-documentation',
    path: { en: '/technical-documentation', fr: '/documentation-technique' },
    page: 'technical-documentation',
    tail: { filters: 1, keys: ['TYPES'] },
  },
  { name: 'start-worksite', path: { en: '/start-worksite', fr: '/demarrage-chantier' }, page: 'start-worksite' },
  { name: 'store-locator', path: { en: '/store-locator', fr: '/ou-trouver-nos-produits' }, page: 'store-locator' },
  { name: 'distributors', path: { en: '/distributors', fr: '/vous-etes-distributeurs' }, page: 'distributors' },
  {
    name: 'landing-confirmation',
    path: { en: '/landing/:slug/confirmation', fr: '/operation/:slug/confirmation' },
    page: 'landing-confirmation',
    params: { slug: 'slug' },
    layout: 'landing',
  },
  { name: 'landing', path: { en: '/landing/:slug', fr: '/operation/:slug' }, page: 'landing', params: { slug: 'slug' }, layout: 'landing' },
  { name: 'login', path: { en: '/login', fr: '/connexion' }, page: 'login' },
  { name: 'signup', path: { en: '/signup', fr: '/inscription' }, page: 'signup' },
  { name: 'account', path: { en: '/account', fr: '/mon-compte' }, page: 'account', guard: true },
  { name: 'my-orders', path: { en: '/account/orders', fr: '/mon-compte/commandes' }, page: 'my-orders', guard: true },
  { name: 'my-addresses', path: { en: '/account/addresses', fr: '/mon-compte/adresses' }, page: 'my-addresses', guard: true },
  { name: 'cms-page', path: '/*slug', page: 'cms-page', params: { slug: 'slug' }, entity: 'page' },
] as const satisfies readonly RouteDefinition[];
