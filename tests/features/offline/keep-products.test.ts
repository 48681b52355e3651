// Fetching and confirming what is kept needs the worker: tests/e2e/offline.test.ts.
import { expect, test } from 'vitest';
import { sameSitePath } from '../../../src/shared/features/offline/keep-products.ts';

const here = 'http://127.0.0.1:3000';
const pageUrl = `${here}/favorites`;
const siteOrigins = [here, 'https://www.example.com'];

test("a kept page's links become paths on this site when they are this site's: relative, this origin or the canonical one", () => {
  expect(sameSitePath('/media/sheet/en/fine-finish.pdf', pageUrl, siteOrigins)).toBe('/media/sheet/en/fine-finish.pdf');
  expect(sameSitePath(`${here}/media/sheet/en/fine-finish.pdf?v=2#page=3`, pageUrl, siteOrigins)).toBe('/media/sheet/en/fine-finish.pdf?v=2');
  // The alternates name the canonical origin.
  expect(sameSitePath('https://www.example.com/fr/enduit-professionnel/produit/fine', pageUrl, siteOrigins)).toBe('/fr/enduit-professionnel/produit/fine');
});

test('a file on another origin (a sheet on a CDN) is skipped, not turned into a wrong path here', () => {
  expect(sameSitePath('https://cdn.example.net/media/sheet/en/fine-finish.pdf', pageUrl, siteOrigins)).toBeUndefined();
  expect(sameSitePath('//cdn.example.net/fine-finish.pdf', pageUrl, siteOrigins)).toBeUndefined();
  expect(sameSitePath('https://www.example.com:8443/fine-finish.pdf', pageUrl, siteOrigins)).toBeUndefined();
  expect(sameSitePath('mailto:sales@example.com', pageUrl, siteOrigins)).toBeUndefined();
  expect(sameSitePath(null, pageUrl, siteOrigins)).toBeUndefined();
  expect(sameSitePath('', pageUrl, siteOrigins)).toBeUndefined();
});
