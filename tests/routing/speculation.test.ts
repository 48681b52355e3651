/**
 * What the client follows itself and what the speculation rules may prepare (decision 170). The
 * rules' URL patterns are checked by the browser's own URLPattern in tests/e2e/speculation.test.ts.
 */
import { expect, test } from 'vitest';
import routes from '../../routes.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { isSameScreen } from '../../src/shared/kernel/routing/same-screen.ts';
import type { RouteDefinition } from '../../src/shared/kernel/routing/types.ts';
import { speculationRules } from '../../src/shared/kernel/routing/speculation-rules.ts';

test('another filter, page, sort, query or fragment of the screen on view is the same screen', () => {
  const listing = '/professional-filler/category/smoothing';
  expect(isSameScreen(listing, '/professional-filler/category/smoothing/__FORM__powder')).toBe(true);
  expect(isSameScreen(listing, '/professional-filler/category/smoothing/__FORM__powder/_p__2')).toBe(true);
  expect(isSameScreen(listing, '/professional-filler/category/smoothing/_p__2')).toBe(true);
  expect(isSameScreen(listing, '/professional-filler/category/smoothing?x=1#top')).toBe(true);
  expect(isSameScreen(`${listing}/__FORM__powder?sort=1`, listing)).toBe(true);
});

test('another page, category, product, language or audience is a document navigation', () => {
  const listing = '/professional-filler/category/smoothing';
  for (const href of [
    '/professional-filler/category/renovation',
    '/professional-filler/category/smoothing-compounds',
    '/professional-filler/category',
    '/professional-filler/product/fine-finish',
    '/individual-filler/category/smoothing',
    '/fr/enduit-professionnels/categorie/smoothing',
    '/',
    'https://example.org/professional-filler/category/smoothing',
    '//example.org/professional-filler/category/smoothing',
  ]) {
    expect(isSameScreen(listing, href), href).toBe(false);
  }
  expect(isSameScreen('/product/fine-finish', '/product/multi-filler')).toBe(false);
  expect(isSameScreen('/product/fine-finish', '/product/fine-finish#REF-5')).toBe(true);
});

test('the rule set is one line of JSON naming every personal route in every locale', () => {
  const text = speculationRules(routes, configuredLocales);
  expect(text).not.toContain('\n');
  const rules = JSON.parse(text) as { prerender: { where: { and: { not?: { href_matches?: string[] } }[] }; eagerness: string }[]; prefetch: unknown[] };
  expect(rules.prerender[0]!.eagerness).toBe('moderate');
  const never = rules.prerender[0]!.where.and[1]!.not!.href_matches!;
  expect(never).toEqual(
    expect.arrayContaining([
      '{/(individual-filler|professional-filler)}?/account',
      '/fr{/(enduit-particuliers|enduit-professionnels)}?/mon-compte',
      '{/(individual-filler|professional-filler)}?/landing/:slug/confirmation',
      '/fr{/(enduit-particuliers|enduit-professionnels)}?/connexion',
      '{/(individual-filler|professional-filler)}?/preview/:id',
    ]),
  );
  expect(never.some((pattern) => pattern.includes('/product'))).toBe(false);
});

test('a route path with markup or quotes in it is carried as data and reads back the same', () => {
  const hostile = '/closing</script><img src=x>&amp"';
  const withHostile: RouteDefinition[] = [...routes, { name: 'hostile-test', path: hostile, page: 'login', personal: true, sitemap: false }];
  const text = speculationRules(withHostile, configuredLocales.slice(0, 1));
  const never = (JSON.parse(text) as { prerender: { where: { and: { not?: { href_matches?: string[] } }[] } }[] }).prerender[0]!.where.and[1]!.not!.href_matches!;
  expect(never.some((pattern) => pattern.endsWith('/closing</script><img src=x>&amp"'))).toBe(true);
});
