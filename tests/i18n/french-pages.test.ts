/**
 * French pages are French on the server and in the browser: the server renders them with the
 * French catalogue and preloads its chunk, which the browser loads before hydrating; English
 * pages never get that chunk. Needs the client build (`node build.mjs`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AssetManifest } from '../../src/shared/app/asset-manifest.ts';
import { messagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';
import { frenchTranslation } from '../../src/shared/kernel/i18n/fr/index.ts';
import { loadTranslation, translationOf } from '../../src/shared/kernel/i18n/translations.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist/client/manifest.json'), 'utf8')) as AssetManifest;

test('a locale’s translation is loaded once, and English has none to load', async () => {
  await loadTranslation('en');
  expect(translationOf('en')).toBeUndefined();
  await loadTranslation('fr');
  const loaded = translationOf('fr');
  expect(loaded).toBe(frenchTranslation);
  await loadTranslation('fr');
  expect(translationOf('fr')).toBe(loaded);
  expect(messagesFor('fr')['a11y.skipToContent']).toBe('Aller au contenu principal');
});

test('the client build keeps the French catalogue out of the first load: the islands’ runtime loads it', () => {
  const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
  const firstLoad = [manifest.entry, ...manifest.entryImports].map((url) => readFileSync(path.join(clientDir, url), 'utf8'));
  expect(firstLoad.length).toBeGreaterThan(0);
  for (const code of firstLoad) expect(code).not.toContain('Aller au contenu principal');
});

describe('a site configured with French', () => {
  let backoffice: FakeBackoffice;
  let site: TestSite;
  beforeAll(async () => {
    backoffice = await startFakeBackoffice();
    site = await startTestSite({ BACKOFFICE_URL: backoffice.url });
  });
  afterAll(async () => {
    await site?.close();
    await backoffice?.close();
  });

  test('serves French pages in French', async () => {
    const response = await site.get('/fr/enduit-particuliers/contact');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('Aller au contenu principal');
    expect(html).toContain('Nous contacter');
    expect(html).not.toContain('Skip to main content');
  });

  test('serves English pages in English', async () => {
    const html = await (await site.get('/individual-filler/contact')).text();
    expect(html).toContain('Skip to main content');
    expect(html).not.toContain('Aller au contenu principal');
  });
});
