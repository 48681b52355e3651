/** The results page of a misspelt search shows the corrected search's results and links to it (issue 21). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

const correctionOf = (html: string) => /<p class="results__correction">(.*?)<\/p>/s.exec(html)?.[1];
const productNamesOf = (html: string) => [...html.matchAll(/class="product-card__link"[^>]*>(.*?)<\/a>/gs)].map(([, name]) => name!.replace(/<[^>]+>/g, ''));

describe('"did you mean" on the results page', () => {
  test.each([
    { path: '/results/smothing', link: '/results/smoothing', words: 'Did you mean', product: /Smoothing/ },
    { path: '/fr/resultats/lisage', link: '/resultats/lissage', words: 'Vouliez-vous dire', product: /Lissage/ },
    { path: '/fr/resultats/carelage', link: '/resultats/carrelage', words: 'Vouliez-vous dire', product: /Carrelage/ },
  ])('$path links to the results of …$link and lists its products', async ({ path, link, words, product }) => {
    const response = await site.get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const correction = correctionOf(html);
    expect(correction).toContain(words);
    expect(correction, correction).toContain(`${link}"`);
    expect(productNamesOf(html).some((name) => product.test(name))).toBe(true);
  });

  test('is absent when the search needed no correction, and nothing close finds nothing', async () => {
    expect(correctionOf(await (await site.get('/results/smoothing')).text())).toBeUndefined();
    const nonsense = await (await site.get('/results/xqzw')).text();
    expect(correctionOf(nonsense)).toBeUndefined();
    expect(productNamesOf(nonsense)).toEqual([]);
  });
});
