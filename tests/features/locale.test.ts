import { allSettled } from 'effector';
import { expect, test } from 'vitest';
import routes from '../../routes.ts';
import type { LocaleConfig } from '../../src/shared/kernel/config/locales.ts';
import { $preferredLocale, localeChosen, pathInLocale } from '../../src/shared/features/locale/model.ts';
import { cookieString, cookieValue } from '../../src/shared/features/persistence/cookie-text.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { scriptedApi } from './support/scripted-api.ts';
import { testScope } from './support/scope.ts';

const english: LocaleConfig = { code: 'en', iso: 'en-GB', label: 'English', default: true, targetSegments: { part: 'individual-filler', pro: 'professional-filler' } };
const french: LocaleConfig = { code: 'fr', iso: 'fr-FR', label: 'Français', default: false, targetSegments: { part: 'enduit-particuliers', pro: 'enduit-professionnels' } };
const router = createRouter(routes, [english, french]);

test('choosing a locale remembers it in the persisted slice; the cookie is the head script\'s (locale-choice-script.test.ts)', async () => {
  const { scope, cookiesWritten } = testScope(scriptedApi({}));
  await allSettled(localeChosen, { scope, params: 'fr' });
  expect(scope.getState($preferredLocale)).toBe('fr');
  expect(cookiesWritten).toEqual([]);
});

test('the cookie is for the whole site, SameSite=Lax, Secure on https only', () => {
  const cookie = { name: 'i18n_redirected', value: 'fr', maxAgeSeconds: 365 * 86_400 };
  expect(cookieString(cookie, false)).toBe('i18n_redirected=fr; Path=/; Max-Age=31536000; SameSite=Lax');
  expect(cookieString(cookie, true)).toBe('i18n_redirected=fr; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  expect(cookieString({ name: 'login_token', value: 'a b;c', maxAgeSeconds: -5 }, false)).toBe('login_token=a%20b%3Bc; Path=/; Max-Age=0; SameSite=Lax');
});

test('a cookie is read back by name from document.cookie', () => {
  expect(cookieValue('a=1; login_token=x%20y; b=2', 'login_token')).toBe('x y');
  expect(cookieValue('xlogin_token=1; login_token_old=2', 'login_token')).toBeUndefined();
  expect(cookieValue('login_token=%E0%A4%A', 'login_token')).toBeUndefined();
  expect(cookieValue('', 'login_token')).toBeUndefined();
});

test('the same page in the chosen locale keeps params, filters, page and audience, in that locale\'s words', () => {
  const category = router.match('/individual-filler/category/smoothing/__APPLICATION__interior/_p__2')!;
  expect(pathInLocale(router, category, 'fr')).toBe('/fr/enduit-particuliers/categorie/smoothing/__APPLICATION__interior/_p__2');
  const frenchProduct = router.match('/fr/enduit-professionnels/product/fine-finish')!;
  expect(pathInLocale(router, frenchProduct, 'en')).toBe('/professional-filler/product/fine-finish');
  expect(pathInLocale(router, router.match('/')!, 'fr')).toBe('/fr');
  expect(pathInLocale(router, router.match('/fr/enduit-particuliers/actualites/_p__2')!, 'en')).toBe('/individual-filler/news/_p__2');
});

test('an entity\'s page in another locale takes its slug there, and has none without a translation', () => {
  const slugs = { en: 'filling/rapid-filler-1h-paste', fr: 'reboucher/rebouchage-express' };
  const product = router.match('/fr/enduit-particuliers/product/reboucher/rebouchage-express')!;
  expect(pathInLocale(router, product, 'en', slugs)).toBe('/individual-filler/product/filling/rapid-filler-1h-paste');
  const category = router.match('/professional-filler/category/wood-compounds/__FORM__paste')!;
  expect(pathInLocale(router, category, 'fr', { en: 'wood-compounds', fr: 'enduits-bois' })).toBe('/fr/enduit-professionnels/categorie/enduits-bois/__FORM__paste');
  expect(pathInLocale(router, category, 'fr', { en: 'wood-compounds' })).toBeUndefined();
});

test('no redirect is needed for the current locale, nor possible to an unknown one', () => {
  const match = router.match('/contact')!;
  expect(pathInLocale(router, match, 'en')).toBeUndefined();
  expect(pathInLocale(router, match, 'de')).toBeUndefined();
});
