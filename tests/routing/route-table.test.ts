/**
 * The route table, walked entry by entry: every route in every configured locale is reached by
 * a path the builder makes from sample values of its params' grammars, has the messages its
 * page's meta names in every locale's catalogue, and declares how the sitemaps list it (a
 * screen has its sitemap label in every locale). Adding a route is its entry and its page folder;
 * this test names what either still lacks. The hand-written cases below pin the grammar on
 * real paths (filters, pages, encoded slugs, legacy French destinations); a new route needs none.
 */
import { describe, expect, test } from 'vitest';
import routes from '../../routes.ts';
import type { SitemapEntry } from '../../src/shared/kernel/api/entities/content.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import type { MessageCatalogue } from '../../src/shared/kernel/i18n/translation-types.ts';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';
import { loadTranslation, translationOf } from '../../src/shared/kernel/i18n/translations.ts';
import { loadPageModule } from '../../src/shared/pages/load-page-module.ts';
import { encodeCharacteristics } from '../../src/shared/kernel/routing/characteristics.ts';
import type { ParamKind } from '../../src/shared/kernel/routing/params.ts';
import type { NamedRoute, RouteName } from '../../src/shared/kernel/routing/route-name.ts';
import { createRouter, type RouteLocation } from '../../src/shared/kernel/routing/router.ts';
import type { SitemapListing } from '../../src/shared/kernel/routing/types.ts';
import { entityRouteName, sitemapScreens } from '../../src/shared/kernel/seo/sitemap-routes.ts';

const router = createRouter(routes, configuredLocales);
const guide = encodeCharacteristics({ support: ['plaster'], form: ['powder'] });

/** route name → [path, expected params, expected filters, expected page] */
const englishCases: Partial<Record<RouteName, readonly [string, Record<string, string>, Record<string, string[]>?, number?][]>> = {
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
  downloads: [
    ['/downloads', {}],
    ['/downloads/__TYPES__brochure,catalogue/_p__2', {}, { TYPES: ['brochure', 'catalogue'] }, 2],
  ],
  'technical-documentation': [
    ['/technical-documentation/__TYPES__safety-data-sheet', {}, { TYPES: ['safety-data-sheet'] }],
    ['/technical-documentation/__RANGE__exterior-compounds/__PRODUCT__deep-fill-filler/__TYPES__technical-sheet/__LANG__en/_p__3', {}, { RANGE: ['exterior-compounds'], PRODUCT: ['deep-fill-filler'], TYPES: ['technical-sheet'], LANG: ['en'] }, 3],
  ],
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
  describe.each(Object.keys(cases) as RouteName[])('route %s', (name) => {
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

/** A value of each param grammar; a new kind fails the type check here until it has one. */
const sampleParams: Readonly<Record<ParamKind, string>> = {
  slug: 'sample-slug',
  id: '42',
  text: 'sample term',
  characteristics: encodeCharacteristics({ support: ['plaster'] }),
};

/** A location of the route with every param, a filter and a page where it takes them. */
function sampleLocation(route: NamedRoute): RouteLocation {
  const params = Object.fromEntries(Object.entries(route.params ?? {}).map(([name, kind]) => [name, sampleParams[kind]]));
  const { tail } = route;
  return {
    name: route.name,
    params,
    ...(tail && tail.filters > 0 ? { filters: [{ key: tail.keys?.[0] ?? 'SAMPLE', values: ['sample'] }] } : {}),
    ...(tail?.page ? { page: 2 } : {}),
  };
}

/** Each configured locale's catalogue as it is, without the English a missing message would fall back to. */
async function catalogueOf(code: string): Promise<MessageCatalogue | undefined> {
  if (code === 'en') return englishMessages;
  await loadTranslation(code);
  return translationOf(code)?.messages;
}

/**
 * The message ids a page's meta names (`id: 'screen.x.title'`, or a template such as
 * `id: \`home.title.${target}\``, as a pattern), read from its code as it runs.
 */
function metaMessageIds(meta: (...args: never[]) => unknown): { readonly label: string; readonly matches: (id: string) => boolean }[] {
  return [...String(meta).matchAll(/\bid:\s*(["'`])((?:(?!\1).)+)\1/g)].map(([, quote, id]) => {
    if (quote !== '`' || !id!.includes('${')) return { label: id!, matches: (candidate: string) => candidate === id };
    const pattern = new RegExp(`^${id!.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^()|[\]\\]/g, '\\$&')).join('[\\w-]+')}$`);
    return { label: id!, matches: (candidate: string) => pattern.test(candidate) };
  });
}

const sitemapListings: readonly SitemapListing[] = [false, 'screen', 'entities', 'screen-and-entities'];
const routeEntries = router.routes.map((route) => [route.name, route] as const);

describe.each(routeEntries)('the route %s', (name, route) => {
  test.each(configuredLocales.map((locale) => locale.code))('is reached in %s by the path built from its params', (code) => {
    const location = sampleLocation(route);
    for (const target of ['pro', 'part'] as const) {
      const path = router.buildPath(location, { locale: code, target });
      const match = router.match(path);
      expect(match?.name, `${path} (an earlier entry takes it?)`).toBe(`${name}___${code}`);
      expect(match?.target).toBe(target);
      expect(match?.params).toEqual(location.params);
      expect(match?.filters).toEqual(location.filters ?? []);
      expect(match?.page).toBe(location.page);
    }
  });

  test.each(configuredLocales.map((locale) => locale.code))('has the messages its page’s meta names in the %s catalogue', async (code) => {
    const [catalogue, page] = await Promise.all([catalogueOf(code), loadPageModule(route.page)]);
    expect(catalogue, `no message catalogue for the locale "${code}"`).toBeDefined();
    const ids = Object.keys(catalogue!);
    const missing = metaMessageIds(page.meta).filter((named) => !ids.some(named.matches));
    expect(missing.map((named) => named.label), `src/shared/pages/${route.page}/page.tsx names messages src/shared/kernel/i18n/${code}/ lacks`).toEqual([]);
  });

  test('declares how the sitemaps list it', async () => {
    expect(sitemapListings, `routes.ts: "${name}" needs sitemap: false, 'screen', 'entities' or 'screen-and-entities'`).toContain(route.sitemap);
    if (route.sitemap !== 'screen' && route.sitemap !== 'screen-and-entities') return;
    for (const { code } of configuredLocales) {
      expect(() => router.buildPath({ name }, { locale: code, target: 'pro' }), `a screen is built without params`).not.toThrow();
      expect((await catalogueOf(code))?.[`sitemap.route.${name}`], `the sitemap's label of "${name}" (sitemap.route.${name}) in ${code}`).toBeTypeOf('string');
    }
  });
});

describe('the sitemaps', () => {
  test('list their screens in the table’s order', () => {
    expect(sitemapScreens(router.routes)).toEqual(routes.filter((route) => route.sitemap === 'screen' || route.sitemap === 'screen-and-entities').map((route) => route.name));
    expect(sitemapScreens(router.routes)).toContain('home');
  });

  test('have a route for every kind of entity the back office lists', () => {
    const kinds = { cms_page: 'cms-page', category: 'category', product: 'product', folder: 'folder' } as const satisfies Record<SitemapEntry['entity_type'], RouteName>;
    for (const [kind, name] of Object.entries(kinds)) expect(entityRouteName(router.routes, kind as SitemapEntry['entity_type'])).toBe(name);
  });
});
