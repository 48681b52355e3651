/**
 * The PageRequest (docs/decisions/163): the only request facts a page may know, read by the server
 * in one place, and the render cache's key derived from all of them.
 * Checked by `tsc --noEmit` too: each @ts-expect-error fails the typecheck if its line compiles.
 */
import { expect, test } from 'vitest';
import routes from '../../routes.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import type { PostedForm } from '../../src/shared/blocks/forms/posted-form.ts';
import type { PageLoader } from '../../src/shared/pages/page-module.ts';
import type { PageRequest } from '../../src/shared/pages/page-request.ts';
import { pageRequestKey } from '../../src/shared/pages/page-request-key.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { readPageRequest } from '../../src/server/render/page-request.ts';

const router = createRouter(routes, configuredLocales);

// A loader reads the request through its PageRequest only: a header or a cookie is not there.
// @ts-expect-error a header is no field of the PageRequest
export const readsAHeader: PageLoader<unknown> = async ({ request }) => request.headers;
// @ts-expect-error a cookie is no field of the PageRequest
export const readsACookie: PageLoader<unknown> = async ({ request }) => request.cookies.get('cart_token');
// @ts-expect-error the login token stays with the data calls: the page knows signed in or not
export const readsTheToken: PageLoader<unknown> = async ({ request }) => request.token;
// @ts-expect-error a loader gets no HTTP request besides
export const readsTheHttpRequest: PageLoader<unknown> = async ({ req }) => req;
export const readsItsFacts: PageLoader<unknown> = async ({ request }) => [request.path, request.query, request.supportsWebp, request.signedIn];

const anonymous: PageRequest = {
  path: '/professional-filler/contact',
  query: '',
  preferredLocale: undefined,
  supportsWebp: false,
  crawler: false,
  signedIn: false,
  postedForm: undefined,
};
const posted: PostedForm = { url: '/professional-filler/contact', endpoint: 'POST /contact', values: {}, errors: {} };

/**
 * For each field, a visitor whose request differs from another's in that field alone. Typed
 * against every key of PageRequest: a new field fails the typecheck until it has its case here.
 */
const differingIn = {
  path: { path: '/individual-filler/contact' },
  query: { query: '?page=2' },
  preferredLocale: { path: '/', preferredLocale: 'fr' },
  supportsWebp: { supportsWebp: true },
  crawler: { crawler: true },
  signedIn: { signedIn: true },
  postedForm: { postedForm: posted },
} satisfies { readonly [Field in keyof PageRequest]-?: Partial<PageRequest> & Pick<PageRequest, Field> };

test.each(Object.entries(differingIn))('two visitors differing in %s alone never share a kept page', (field, difference) => {
  // The same two visitors, differing in this field only (the root for the language, the one place it is read).
  const one: PageRequest = { ...anonymous, ...difference, [field]: anonymous[field as keyof PageRequest] };
  const other: PageRequest = { ...anonymous, ...difference };
  expect(Object.keys(other).filter((name) => other[name as keyof PageRequest] !== one[name as keyof PageRequest])).toEqual([field]);
  const keys = [pageRequestKey(one, router), pageRequestKey(other, router)];
  expect(keys[0]).toBeDefined();
  expect(keys[1]).not.toBe(keys[0]);
});

test('the same request facts are the same key, whoever asks', () => {
  expect(pageRequestKey({ ...anonymous }, router)).toBe(pageRequestKey(anonymous, router));
  expect(pageRequestKey({ ...anonymous, path: '/' }, router)).toBeDefined();
});

test('no key for a personal request, a redirect the address decides, or a path no route has', () => {
  expect(pageRequestKey({ ...anonymous, signedIn: true }, router)).toBeUndefined();
  expect(pageRequestKey({ ...anonymous, postedForm: posted }, router)).toBeUndefined();
  expect(pageRequestKey({ ...anonymous, path: '/', preferredLocale: 'fr' }, router)).toBeUndefined();
  expect(pageRequestKey({ ...anonymous, path: '/professional-filler' }, router)).toBeUndefined();
  expect(pageRequestKey({ ...anonymous, path: '/account' }, router)).toBeUndefined();
  expect(pageRequestKey({ ...anonymous, path: '/%ZZ' }, router)).toBeUndefined();
});

test('the server reads each fact from its one header or cookie, and nothing else of the request', () => {
  const read = (url: string, headers: Record<string, string> = {}) => readPageRequest(url, headers, router.locales);
  expect(read('/professional-filler/contact?page=2').page).toEqual({ ...anonymous, query: '?page=2' });
  expect(read('/contact', { accept: 'text/html,image/webp' }).page.supportsWebp).toBe(true);
  expect(read('/contact', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }).page.crawler).toBe(true);
  expect(read('/contact', { cookie: 'login_token=abc' })).toMatchObject({ page: { signedIn: true }, token: 'abc', personal: true });
  expect(read('/contact', { cookie: 'login_token=' })).toMatchObject({ page: { signedIn: false }, token: undefined, personal: true });
  expect(read('/contact', { cookie: 'cart_token=abc' })).toMatchObject({ page: { signedIn: false }, token: undefined, personal: true });
  // The language is read on the root only, from the stored choice first.
  expect(read('/', { 'accept-language': 'fr-FR,fr;q=0.9' }).page.preferredLocale).toBe('fr');
  // A stored choice of the default language is no preference to send the visitor to.
  expect(read('/', { 'accept-language': 'fr', cookie: 'i18n_redirected=en' }).page.preferredLocale).toBeUndefined();
  expect(read('/contact', { 'accept-language': 'fr', cookie: 'i18n_redirected=fr' }).page.preferredLocale).toBeUndefined();
  // What does not reach a page does not change its request.
  const plain = read('/contact').page;
  const noise = { cookie: 'cookie_consent=all; other=1', 'accept-encoding': 'br', 'if-none-match': 'W/"x"', referer: 'https://elsewhere.example', 'x-forwarded-for': '10.0.0.1' };
  expect(read('/contact', noise).page).toEqual(plain);
});
