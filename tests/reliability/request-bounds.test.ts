/**
 * Issue 31's reproductions against the real site and its embedded back office: words every
 * object inherits are searched like any other (they were a 500), a page beyond the back office's
 * bound is the site's 404 (it was a 500), and a characteristics map beyond the bounds is a 400
 * naming the bound, with nothing kept from it (each distinct map kept a prepared statement).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CARACTERISTIC_VALUES_MAX, CARACTERISTICS_MAX, PAGE_MAX } from '../../src/shared/kernel/api/query-limits.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;

beforeAll(async () => {
  // Catalogue answers shared, so a refusal that were kept would show in the caches' counts.
  site = await startEmbeddedSite({ CATALOGUE_CACHE_TTL_MS: '300000' });
}, 120_000);
afterAll(async () => {
  await site?.close();
});

describe('words every object inherits', () => {
  test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('%s is searched like any word', async (word) => {
    const text = encodeURIComponent(word);
    const suggest = await site.get(`/api/v1/search?text=${text}&type=Suggest`);
    expect(suggest.status).toBe(200);
    expect((await suggest.json()) as { data: { products: { items: unknown[] } } }).toMatchObject({ data: { products: { items: expect.any(Array) } } });
    const products = await site.get(`/api/v1/product?text=${text}`);
    expect(products.status).toBe(200);
    expect((await products.json()) as object).toMatchObject({ data: { items: expect.any(Array), total: expect.any(Number) } });
    const filters = await site.get(`/api/v1/filters-products?text=${text}`);
    expect(filters.status).toBe(200);
    expect((await filters.json()) as object).toMatchObject({ data: { price: { type: 'range' } } });
    const page = await site.get(`/results/${text}`);
    // A segment starting with an underscore is a filter or page segment in the path grammar.
    expect(page.status).toBe(word.startsWith('_') ? 404 : 200);
    expect(await page.text()).toContain('<h1');
  });

  test('a characteristic named by one filters like an unknown one', async () => {
    const answer = await site.get(`/api/v1/product?caracteristics=${encodeURIComponent('{"constructor":["x"],"__proto__":["y"]}')}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { items: [], total: 0 } });
  });
});

describe('pages beyond the bound', () => {
  test.each(['/news', '/fr/actualites', '/category/smoothing'])('%s/_p__ past the bound is a 404, the last page in bounds is no error', async (listing) => {
    const beyond = await site.get(`${listing}/_p__${PAGE_MAX + 1}`);
    expect(beyond.status).toBe(404);
    // Past the last article, yet within the bound: the listing's own answer, never a 500.
    const last = await site.get(`${listing}/_p__${PAGE_MAX}`);
    expect(last.status).toBeLessThan(500);
  });
});

describe('a characteristics map beyond the bounds', () => {
  test('a listing whose filter segments go past them is a 404', async () => {
    const values = Array.from({ length: CARACTERISTIC_VALUES_MAX + 1 }, (_, index) => `v${index}`).join(',');
    expect((await site.get(`/category/smoothing/__FORM__${values}`)).status).toBe(404);
    expect((await site.get(`/results/plaster/__FORM__${values}`)).status).toBe(404);
  });

  test('300 keys is a 400 naming the bound, from the site and from the back office, and nothing is kept', async () => {
    await site.invalidateCaches({ all: true });
    const map = JSON.stringify(Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`k${index}`, ['v']])));
    for (const path of [`/api/v1/product?caracteristics=${encodeURIComponent(map)}`, `/api/v1/filters-products?caracteristics=${encodeURIComponent(map)}`]) {
      const throughSite = await site.get(path);
      expect(throughSite.status).toBe(400);
      expect(JSON.stringify(await throughSite.json())).toContain(`at most ${CARACTERISTICS_MAX} characteristics`);
      const direct = await fetch(`${site.backofficeUrl}${path.slice('/api/v1'.length)}`);
      expect(direct.status).toBe(400);
      await direct.body?.cancel();
    }
    const dropped = await site.invalidateCaches({ all: true });
    expect(dropped).toMatchObject({ catalogue: 0, pages: 0 });
  });
});
