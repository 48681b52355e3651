/** The path grammar of decisions §1: what matches, what is a 404, and what the builders emit. */
import { describe, expect, test } from 'vitest';
import routes from '../../routes.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { decodeCharacteristics, encodeCharacteristics } from '../../src/shared/kernel/routing/characteristics.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { validateRouteTable } from '../../src/shared/kernel/routing/validate-route-table.ts';
import type { RouteDefinition } from '../../src/shared/kernel/routing/types.ts';

const router = createRouter(routes, configuredLocales);
const tenFilters = Array.from({ length: 10 }, (_, index) => `__K${index}__v`).join('/');

describe('paths that match no route are 404s, never errors', () => {
  test.each([
    ['an eleventh filter segment', `/category/smoothing/${tenFilters}/__EXTRA__v`],
    ['a fifth filter on the job list', '/carrier/__A__a/__B__b/__C__c/__D__d/__E__e'],
    ['a lowercase filter key', '/category/smoothing/__types__video'],
    ['an uppercase filter value', '/category/smoothing/__TYPES__Video'],
    ['an empty filter value', '/category/smoothing/__TYPES__'],
    ['a trailing comma in values', '/category/smoothing/__TYPES__a,'],
    ['a filter key ending in an underscore', '/category/smoothing/__TYPES___x'],
    ['a repeated filter key', '/category/smoothing/__TYPES__a/__TYPES__b'],
    ['a filter after the page segment', '/category/smoothing/_p__2/__TYPES__a'],
    ['page zero', '/category/smoothing/_p__0'],
    ['a page with a leading zero', '/category/smoothing/_p__02'],
    ['a page beyond six digits', '/category/smoothing/_p__1234567'],
    ['a page that is not a number', '/category/smoothing/_p__two'],
    ['two page segments', '/category/smoothing/_p__2/_p__3'],
    ['a filter key the route does not take', '/folder/realiser/__TAGS__video'],
    ['two filters where one is allowed', '/folder/realiser/__TYPES__video/__SORT__new'],
    ['a page segment where none is taken', '/folder/realiser/_p__2'],
    ['filters on a route without any', '/contact/__TYPES__video'],
    ['an uppercase slug', '/product/Fine-Finish'],
    ['a slug with an underscore', '/product/fine_finish'],
    ['a slug with a dot', '/product/fine.finish'],
    ['a dot segment', '/product/..'],
    ['an encoded dot segment', '/product/%2e%2e'],
    ['bad percent-encoding', '/product/%E0%A4%A'],
    ['a double slash', '//contact'],
    ['an empty segment', '/category//smoothing'],
    ['an undecodable choice-guide parameter', '/choice-guide/%%%'],
    ['a choice-guide parameter that is not JSON', `/choice-guide/${btoa('not json')}`],
    ['a choice-guide parameter that is an array', `/choice-guide/${btoa('["a"]')}`],
    ['a choice-guide parameter with non-list values', `/choice-guide/${btoa('{"a":"b"}')}`],
    ['an empty search term', '/results/%20'],
    ['a search term with control characters', '/results/a%00b'],
    ['the default locale as a prefix', '/en/contact/__X__y'],
    ['a relative path', 'contact'],
  ])('%s: %s', (_label, path) => {
    expect(router.match(path)).toBeUndefined();
  });

  test('what fits no specific route but is a valid slug goes to the CMS catch-all (the back office says 404)', () => {
    expect(router.match('/preview/12a')).toMatchObject({ name: 'cms-page___en', params: { slug: 'preview/12a' } });
    expect(router.match('/individual-filler/individual-filler/contact')).toMatchObject({
      name: 'cms-page___en',
      target: 'part',
      params: { slug: 'individual-filler/contact' },
    });
  });

  test('ten filter segments and a page are accepted on listings', () => {
    const match = router.match(`/results/plaster/${tenFilters}/_p__9`);
    expect(match?.filters).toHaveLength(10);
    expect(match?.page).toBe(9);
  });

  test('a path of thousands of segments is answered quickly with no match', () => {
    expect(router.match(`/${'a/'.repeat(5000)}_x`)).toBeUndefined();
  });
});

describe('the path builder', () => {
  test('always emits the current target segment, except on the pro index route', () => {
    expect(router.buildPath({ name: 'home' }, { locale: 'en', target: 'pro' })).toBe('/');
    expect(router.buildPath({ name: 'home' }, { locale: 'en', target: 'part' })).toBe('/individual-filler');
    expect(router.buildPath({ name: 'contact' }, { locale: 'en', target: 'pro' })).toBe('/professional-filler/contact');
    expect(router.buildPath({ name: 'contact' }, { locale: 'en', target: 'part' })).toBe('/individual-filler/contact');
  });

  test('accepts localized names and writes filters before the page', () => {
    const path = router.buildPath(
      { name: 'category___en', params: { slug: 'smoothing/fine' }, filters: [{ key: 'FORM', values: ['powder', 'paste'] }], page: 2 },
      { locale: 'en', target: 'part' },
    );
    expect(path).toBe('/individual-filler/category/smoothing/fine/__FORM__powder,paste/_p__2');
  });

  test('leaves out page 1 and empty filters', () => {
    expect(router.buildPath({ name: 'news', page: 1 }, { locale: 'en', target: 'pro' })).toBe('/professional-filler/news');
    expect(router.buildPath({ name: 'faq', filters: [{ key: 'TAGS', values: [] }] }, { locale: 'en', target: 'pro' })).toBe('/professional-filler/faq');
  });

  test('encodes free text', () => {
    expect(router.buildPath({ name: 'results', params: { search: 'joint & crack/repair' } }, { locale: 'en', target: 'pro' })).toBe(
      '/professional-filler/results/joint%20%26%20crack%2Frepair',
    );
  });

  test('refuses unknown routes, locales and invalid values', () => {
    // @ts-expect-error A name that is not in routes.ts fails the type check before it can fail here.
    expect(() => router.buildPath({ name: 'nope' }, { locale: 'en', target: 'pro' })).toThrow(/No route named "nope"/);
    expect(() => router.buildPath({ name: 'home' }, { locale: 'xx', target: 'pro' })).toThrow(/No configured locale "xx"/);
    expect(() => router.buildPath({ name: 'product', params: { slug: 'Bad Slug' } }, { locale: 'en', target: 'pro' })).toThrow(/not a valid slug/);
    expect(() => router.buildPath({ name: 'faq', filters: [{ key: 'tags', values: ['x'] }] }, { locale: 'en', target: 'pro' })).toThrow(/Invalid filter/);
  });
});

describe('canonical links', () => {
  test.each([
    ['/', '/'],
    ['/individual-filler', '/'],
    ['/individual-filler/contact', '/professional-filler/contact'],
    ['/contact', '/professional-filler/contact'],
    ['/individual-filler/category/smoothing/__FORM__powder/__SUPPORT__wood/_p__3', '/professional-filler/category/smoothing/_p__3'],
    ['/results/plaster/__FORM__powder', '/professional-filler/results/plaster'],
    ['/folder/realiser/__TYPES__video', '/professional-filler/folder/realiser'],
  ])('%s → %s', (path, canonical) => {
    expect(router.canonicalPath(router.match(path)!)).toBe(canonical);
  });
});

describe('French, the second locale', () => {
  test('prefixes its paths, translates the target segment and its route paths', () => {
    expect(router.match('/fr/enduit-particuliers/product/reboucher/rebouchage-express')).toMatchObject({
      name: 'product___fr',
      target: 'part',
      params: { slug: 'reboucher/rebouchage-express' },
    });
    expect(router.match('/fr/enduit-professionnels/categorie/enduits-de-lissage/_p__2')).toMatchObject({ name: 'category___fr', target: 'pro', page: 2 });
    expect(router.match('/fr')).toMatchObject({ name: 'home___fr', target: 'pro', hasTargetSegment: false });
    expect(router.match('/contact')).toMatchObject({ name: 'contact___en' });
    // Another locale's words mean nothing here: the path is a CMS slug.
    expect(router.match('/fr/individual-filler/contact')).toMatchObject({ name: 'cms-page___fr', params: { slug: 'individual-filler/contact' } });
    expect(router.match('/fr/enduit-particuliers/category/reboucher')).toMatchObject({ name: 'cms-page___fr' });
    expect(router.match('/individual-filler/categorie/reboucher')).toMatchObject({ name: 'cms-page___en' });
  });

  test('builds and canonicalises in that locale, with its own words', () => {
    expect(router.buildPath({ name: 'home' }, { locale: 'fr', target: 'pro' })).toBe('/fr');
    expect(router.buildPath({ name: 'home' }, { locale: 'fr', target: 'part' })).toBe('/fr/enduit-particuliers');
    expect(router.buildPath({ name: 'news' }, { locale: 'fr', target: 'pro' })).toBe('/fr/enduit-professionnels/actualites');
    expect(router.buildPath({ name: 'news___en' }, { locale: 'fr', target: 'part' })).toBe('/individual-filler/news');
    expect(router.canonicalPath(router.match('/fr/enduit-particuliers/categorie/a/__X__y')!)).toBe('/fr/enduit-professionnels/categorie/a');
  });
});

describe('the table is validated at start, naming the bad entry', () => {
  const home: RouteDefinition = { name: 'home', path: '/', page: 'home', index: true, sitemap: 'screen' };
  test.each<[string, RouteDefinition[], RegExp]>([
    ['a duplicate name', [home, { name: 'home', path: '/x', page: 'x', sitemap: false }], /entry #2 "home": name is used by an earlier entry/],
    ['a bad pattern', [home, { name: 'broken', path: '/a/{b', page: 'x', sitemap: false }], /entry #2 "broken": path "\/a\/\{b" does not parse/],
    ['a param without a kind', [home, { name: 'item', path: '/item/:id', page: 'x', sitemap: false }], /entry #2 "item": path has the param "id", which has no kind/],
    ['a kind for a missing param', [home, { name: 'item', path: '/item', page: 'x', params: { id: 'id' }, sitemap: false }], /entry #2 "item": path lacks the param "id"/],
    ['a locale without a path', [home, { name: 'item', path: { en: '/item' }, page: 'x', sitemap: false }], /entry #2 "item": path has no pattern for the locale "fr"/],
    ['a path for no locale', [home, { name: 'item', path: { en: '/item', fr: '/article', de: '/artikel' }, page: 'x', sitemap: false }], /entry #2 "item": path names the locale "de", which is not configured/],
    ['a locale whose path lacks a param', [home, { name: 'item', path: { en: '/item/:id', fr: '/article' }, page: 'x', params: { id: 'id' }, sitemap: false }], /entry #2 "item": path for "fr" lacks the param "id"/],
    ['a bad pattern in one locale', [home, { name: 'item', path: { en: '/item', fr: 'article' }, page: 'x', sitemap: false }], /entry #2 "item": path for "fr" must start with "\/"/],
    ['an unknown kind', [home, { name: 'item', path: '/item/:id', page: 'x', params: { id: 'uuid' as never }, sitemap: false }], /unknown kind "uuid"/],
    ['a path without a slash', [home, { name: 'item', path: 'item', page: 'x', sitemap: false }], /entry #2 "item": path must start with "\/"/],
    ['a bad page folder', [home, { name: 'item', path: '/item', page: '../x', sitemap: false }], /entry #2 "item": page must name a folder/],
    ['too many filters', [home, { name: 'item', path: '/item', page: 'x', tail: { filters: 11 }, sitemap: false }], /tail.filters must be a whole number from 0 to 10/],
    ['a bad name', [home, { name: 'Item', path: '/item', page: 'x', sitemap: false }], /entry #2 "Item": name must be lowercase/],
    ['no index route', [{ name: 'item', path: '/item', page: 'x', sitemap: false }], /no index route/],
    ['an unknown sitemap listing', [home, { name: 'item', path: '/item', page: 'x', sitemap: true as never }], /entry #2 "item": sitemap must be one of false, "screen"/],
    ['a screen listing that needs a param', [home, { name: 'item', path: '/item/:id', page: 'x', params: { id: 'id' }, sitemap: 'screen' }], /entry #2 "item": path is listed in the sitemap as a screen, but cannot be built without the param "id"/],
    ['an entity listing without an entity', [home, { name: 'item', path: '/item/:slug', page: 'x', params: { slug: 'slug' }, sitemap: 'entities' }], /entry #2 "item": lists its entities in the sitemap, but names no entity type/],
    [
      'two routes listing one entity type',
      [home, ...['one', 'two'].map((name): RouteDefinition => ({ name, path: `/${name}/:slug`, page: 'x', params: { slug: 'slug' }, entity: 'product', sitemap: 'entities' }))],
      /entry #3 "two": lists the entity type "product" in the sitemap, as an earlier entry does/,
    ],
  ])('%s', (_label, table, message) => {
    expect(() => validateRouteTable(table, configuredLocales)).toThrow(message);
  });

  test('locales need exactly one default and distinct target segments', () => {
    expect(() => validateRouteTable(routes, [])).toThrow(/exactly one default locale/);
    expect(() => validateRouteTable(routes, [{ ...configuredLocales[0]!, targetSegments: { pro: 'x', part: 'x' } }])).toThrow(/one segment for both targets/);
    expect(() => validateRouteTable(routes, [...configuredLocales, configuredLocales[1]!])).toThrow(/locale "fr" is configured twice/);
  });

  test('the real table and locales pass', () => {
    expect(() => validateRouteTable(routes, configuredLocales)).not.toThrow();
  });
});

describe('choice-guide characteristics', () => {
  test('round-trip through base64url, and base64 is accepted too', () => {
    const chosen = { support: ['plâtre', 'wood'], form: ['powder'] };
    expect(decodeCharacteristics(encodeCharacteristics(chosen))).toEqual(chosen);
    expect(decodeCharacteristics(btoa(JSON.stringify({ a: ['b'] })))).toEqual({ a: ['b'] });
  });

  test('an object cannot smuggle a prototype', () => {
    const decoded = decodeCharacteristics(btoa('{"__proto__":["x"]}'));
    expect(Object.getPrototypeOf(decoded)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('the match of a path is worked out once', () => {
  test('the same path gives the very same match, and a path it does not know the same answer as the first time', () => {
    const memo = createRouter(routes, configuredLocales);
    const first = memo.match('/professional-filler/category/smoothing-compounds');
    expect(first).toMatchObject({ name: 'category___en', params: { slug: 'smoothing-compounds' } });
    expect(memo.match('/professional-filler/category/smoothing-compounds')).toBe(first);
    expect(memo.match('/no//such')).toBeUndefined();
    expect(memo.match('/no//such')).toBeUndefined();
  });

  test('past its bound, older paths are matched again, with the same result', () => {
    const memo = createRouter(routes, configuredLocales);
    const product = memo.match('/professional-filler/product/fine-finish-smoothing-powder');
    // Thousands of other paths (a crawl of unknown addresses) push it out; nothing breaks.
    for (let index = 0; index < 3000; index++) memo.match(`/professional-filler/product/product-${index}`);
    const again = memo.match('/professional-filler/product/fine-finish-smoothing-powder');
    expect(again).not.toBe(product);
    expect(again).toEqual(product);
    expect(memo.match('/professional-filler/product/product-2999')?.params).toEqual({ slug: 'product-2999' });
  });
});

test('an outsized path is matched each time, never kept', () => {
  const memo = createRouter(routes, configuredLocales);
  const long = `/professional-filler/product/${'a'.repeat(600)}`;
  const first = memo.match(long);
  expect(first?.params).toEqual({ slug: 'a'.repeat(600) });
  expect(memo.match(long)).not.toBe(first);
  expect(memo.match(long)).toEqual(first);
});
