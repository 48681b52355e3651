/**
 * Every entry of routes.ts in every configured locale: a path it must match, with the params,
 * filters and page it must read, and the round trip through the path builder. A route (or a
 * locale) added without cases here fails.
 */
import { describe, expect, test } from 'vitest';
import routes from '../../routes.ts';
import { configuredLocales } from '../../src/shared/config/locales.ts';
import { encodeCharacteristics } from '../../src/shared/routing/characteristics.ts';
import { createRouter } from '../../src/shared/routing/router.ts';

const router = createRouter(routes, configuredLocales);
const guide = encodeCharacteristics({ support: ['plaster'], form: ['powder'] });

/** route name → [path, expected params, expected filters, expected page] */
const englishCases: Record<string, readonly [string, Record<string, string>, Record<string, string[]>?, number?][]> = {
  home: [['/', {}]],
  contact: [['/contact', {}]],
  confirmation: [['/confirmation', {}]],
  results: [
    ['/results/fine%20filler', { search: 'fine filler' }],
    ['/results/plaster/__TYPES__powder/__SUPPORT__wood,metal/_p__3', { search: 'plaster' }, { TYPES: ['powder'], SUPPORT: ['wood', 'metal'] }, 3],
  ],
  'choice-guide': [[`/choice-guide/${guide}/_p__2`, { caracteristics: guide }, {}, 2]],
  colorimetry: [['/colorimetry', {}]],
  formations: [['/formations', {}]],
  folder: [
    ['/folder/realiser', { slug: 'realiser' }],
    ['/folder/advice/realiser/__TYPES__video', { slug: 'advice/realiser' }, { TYPES: ['video'] }],
  ],
  faq: [
    ['/faq', {}],
    ['/faq/__TAGS__outdoor', {}, { TAGS: ['outdoor'] }],
  ],
  'carrier-unsolicited-application': [['/carrier/unsolicited-application', {}]],
  carrier: [['/carrier/__CONTRACT__permanent/__CITY__beirut/__DEPARTMENT__sales/__LEVEL__senior', {}, { CONTRACT: ['permanent'], CITY: ['beirut'], DEPARTMENT: ['sales'], LEVEL: ['senior'] }]],
  news: [['/news/_p__2', {}, {}, 2]],
  sitemap: [['/sitemap', {}]],
  preview: [['/preview/42', { id: '42' }]],
  product: [
    ['/product/fine-finish-powder', { slug: 'fine-finish-powder' }],
    ['/product/smoothing%2Ffine-finish', { slug: 'smoothing/fine-finish' }],
  ],
  category: [
    ['/category', {}],
    ['/category/smoothing/__FORM__powder/_p__4', { slug: 'smoothing' }, { FORM: ['powder'] }, 4],
  ],
  comparator: [['/comparator', {}]],
  favorites: [['/favorites', {}]],
  'quantity-calculator': [['/quantity-calculator', {}]],
  downloads: [['/downloads', {}]],
  'technical-documentation': [['/technical-documentation/__TYPES__safety-data-sheet', {}, { TYPES: ['safety-data-sheet'] }]],
  'start-worksite': [['/start-worksite', {}]],
  'store-locator': [['/store-locator', {}]],
  distributors: [['/distributors', {}]],
  'landing-confirmation': [['/landing/summer-contest/confirmation', { slug: 'summer-contest' }]],
  landing: [['/landing/summer-contest', { slug: 'summer-contest' }]],
  login: [['/login', {}]],
  signup: [['/signup', {}]],
  account: [['/account', {}]],
  'my-orders': [['/account/orders', {}]],
  'my-addresses': [['/account/addresses', {}]],
  'cms-page': [
    ['/about-us', { slug: 'about-us' }],
    ['/company/our-history', { slug: 'company/our-history' }],
  ],
};

/** The same routes in French, under `/fr` and the French target segments (legacy destinations). */
const frenchCases: typeof englishCases = {
  home: [['/', {}]],
  contact: [['/contact', {}]],
  confirmation: [['/confirmation', {}]],
  results: [['/resultats/enduit%20de%20lissage/__TYPES__poudre/_p__2', { search: 'enduit de lissage' }, { TYPES: ['poudre'] }, 2]],
  'choice-guide': [[`/guide-de-choix/${guide}`, { caracteristics: guide }]],
  colorimetry: [['/colorimetrie', {}]],
  formations: [['/formations', {}]],
  folder: [
    ['/dossier/realiser', { slug: 'realiser' }],
    ['/dossier/realiser/__TYPES__worksheet', { slug: 'realiser' }, { TYPES: ['worksheet'] }],
  ],
  faq: [['/foire-aux-questions/__TAGS__plaques-de-platre', {}, { TAGS: ['plaques-de-platre'] }]],
  'carrier-unsolicited-application': [['/carrieres/candidature-spontanee', {}]],
  carrier: [['/carrieres', {}]],
  news: [['/actualites', {}]],
  sitemap: [['/plan-du-site', {}]],
  preview: [['/apercu/42', { id: '42' }]],
  product: [['/product/reboucher/rebouchage-express', { slug: 'reboucher/rebouchage-express' }]],
  category: [
    ['/categorie/reboucher', { slug: 'reboucher' }],
    ['/categorie/enduits-de-lissage/_p__2', { slug: 'enduits-de-lissage' }, {}, 2],
  ],
  comparator: [['/comparateur', {}]],
  favorites: [['/favoris', {}]],
  'quantity-calculator': [['/calculateur-de-quantite', {}]],
  downloads: [['/telechargements', {}]],
  'technical-documentation': [['/documentation-technique', {}]],
  'start-worksite': [['/demarrage-chantier', {}]],
  'store-locator': [['/ou-trouver-nos-produits', {}]],
  distributors: [['/vous-etes-distributeurs', {}]],
  'landing-confirmation': [['/operation/jeu-concours/confirmation', { slug: 'jeu-concours' }]],
  landing: [['/operation/jeu-concours', { slug: 'jeu-concours' }]],
  login: [['/connexion', {}]],
  signup: [['/inscription', {}]],
  account: [['/mon-compte', {}]],
  'my-orders': [['/mon-compte/commandes', {}]],
  'my-addresses': [['/mon-compte/adresses', {}]],
  'cms-page': [
    ['/mentions-legales', { slug: 'mentions-legales' }],
    ['/bien-preparer-ses-murs-avant-peinture', { slug: 'bien-preparer-ses-murs-avant-peinture' }],
  ],
};

const localesUnderTest = [
  { code: 'en', cases: englishCases, prefixes: [['', 'pro'], ['/professional-filler', 'pro'], ['/individual-filler', 'part']] },
  { code: 'fr', cases: frenchCases, prefixes: [['/fr', 'pro'], ['/fr/enduit-professionnels', 'pro'], ['/fr/enduit-particuliers', 'part']] },
] as const;

test('every configured locale is under test', () => {
  expect(localesUnderTest.map((locale) => locale.code)).toEqual(configuredLocales.map((locale) => locale.code));
});

describe.each(localesUnderTest)('in $code', ({ code, cases, prefixes }) => {
  test('every route of the table has cases', () => {
    expect(Object.keys(cases).sort()).toEqual(routes.map((route) => route.name).sort());
  });

  describe.each(routes.map((route) => route.name))('route %s', (name) => {
    test.each(cases[name] ?? [])('%s matches with its params, filters and page', (path, params, filters = {}, page) => {
      for (const [prefix, target] of prefixes) {
        const fullPath = `${prefix}${path === '/' ? '' : path}` || '/';
        const match = router.match(fullPath);
        expect(match?.name, fullPath).toBe(`${name}___${code}`);
        expect(match?.target).toBe(target);
        expect(match?.params).toEqual(params);
        expect(Object.fromEntries(match!.filters.map((filter) => [filter.key, filter.values]))).toEqual(filters);
        expect(match?.page).toBe(page);
      }
    });

    test.each(cases[name] ?? [])('%s round-trips through the path builder', (path) => {
      for (const target of ['pro', 'part'] as const) {
        const match = router.match(`${prefixes[0][0]}${path === '/' ? '' : path}` || '/')!;
        const built = router.buildPath(
          { name: match.name, params: match.params, filters: match.filters, ...(match.page ? { page: match.page } : {}) },
          { locale: code, target },
        );
        const again = router.match(built);
        expect(again?.name, built).toBe(match.name);
        expect(again?.target).toBe(target);
        expect(again?.params).toEqual(match.params);
        expect(again?.filters).toEqual(match.filters);
        expect(again?.page).toBe(match.page);
      }
    });
  });
});
