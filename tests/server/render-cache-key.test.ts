/** What the render cache's key reads of a request, and which requests it never keys (docs/decisions/121). */
import type { IncomingMessage } from 'node:http';
import { expect, test } from 'vitest';
import routes from '../../routes.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { pageRequestKey } from '../../src/shared/pages/page-request-key.ts';
import { readPageRequest } from '../../src/server/render/page-request.ts';
import { renderCacheKey } from '../../src/server/render/render-cache-key.ts';

const french = { code: 'fr', iso: 'fr-FR', label: 'Français', default: false, targetSegments: { part: 'enduit-particuliers', pro: 'enduit-professionnels' } };
const router = createRouter(routes, [...configuredLocales, french]);
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers }) as unknown as IncomingMessage;
const key = (url: string, headers: Record<string, string> = {}, method = 'GET') => renderCacheKey(request(url, headers, method), router);

test('reads the locale and audience of the match, WebP support, crawler or person, and the path and query', () => {
  const keys = [
    key('/contact'),
    key('/individual-filler/contact'),
    key('/fr/contact'),
    key('/contact', { accept: 'text/html,image/webp' }),
    key('/contact', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
    key('/contact?page=2'),
  ];
  expect(keys.every((one) => one !== undefined)).toBe(true);
  expect(new Set(keys).size).toBe(keys.length);
  // The locale and the audience are the path's (its prefix and target segment): the key is the request's PageRequest's.
  for (const url of ['/fr/contact', '/individual-filler/contact']) expect(key(url)).toBe(pageRequestKey(readPageRequest(url, {}, router.locales).page, router));
});

test('ignores what does not reach the render: other cookies, encodings, languages away from the root', () => {
  const plain = key('/contact');
  expect(key('/contact', { cookie: 'cookie_consent=all; i18n_redirected=fr' })).toBe(plain);
  expect(key('/contact', { 'accept-encoding': 'br', 'accept-language': 'fr', 'if-none-match': 'W/"x"' })).toBe(plain);
  expect(key('/contact', {}, 'HEAD')).toBe(plain);
});

test('never keys a personal request, a post, a guarded page, or a root visitor sent to their language', () => {
  expect(key('/contact', { cookie: 'login_token=abc' })).toBeUndefined();
  expect(key('/contact', { cookie: 'cart_token=abc' })).toBeUndefined();
  expect(key('/contact', {}, 'POST')).toBeUndefined();
  expect(key('/account')).toBeUndefined();
  expect(key('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).toBeUndefined();
  expect(key('/', { cookie: 'i18n_redirected=fr' })).toBeUndefined();
  expect(key('/', { 'accept-language': 'en-GB' })).toBeDefined();
});

test('never keys what the app answers before its pages: API, media, assets, static files, robots.txt, the sitemap', () => {
  for (const path of ['/api/v1/product?perPage=3', '/media/product/x/en/5kg.webp?w=480', '/assets/entry-ABC.js', '/favicon.svg', '/robots.txt', '/sitemap.xml']) {
    expect(key(path), path).toBeUndefined();
  }
});
