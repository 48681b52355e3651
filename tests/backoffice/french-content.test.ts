import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeClient, type BackofficeClient } from '../../src/shared/api/client.ts';
import type { Page } from '../../src/shared/api/contract.ts';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { openDatabase } from '../../src/backoffice/db/open-database.ts';
import { rebuildSearchIndex } from '../../src/backoffice/catalogue/search-index.ts';
import { pages } from '../../src/backoffice/seed/pages.ts';
import { seedDatabase } from '../../src/backoffice/seed/seed-database.ts';
import { seedFrenchContent, type FrenchContent } from '../../src/backoffice/seed/seed-french-content.ts';
import { startBackoffice, type RunningBackoffice } from '../../src/backoffice/server.ts';
import { PART } from './start-test-backoffice.ts';

const history = pages.find((page) => page.slug === 'our-history')!;

/** A small French content of the shape seed/fr/ exports, to test the mechanism on its own. */
const french: FrenchContent = {
  documents: {
    page: {
      [history.id]: {
        slug: 'notre-histoire-test',
        body: { ...history, slug: 'notre-histoire-test', title: 'Notre histoire', extract: 'De l’atelier de plâtrier au fabricant international.', publishedDaysAgo: 1 },
      },
    },
  },
  menus: { menu_footer_part: [] },
  settings: { selling_points_part: ['Les conseils de nos experts'] },
};

let dataDir: string;
let backoffice: RunningBackoffice;
let client: BackofficeClient;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backoffice-french-content-'));
  const db = openDatabase(dataDir);
  migrate(db);
  seedDatabase(db);
  db.transaction(() => {
    seedFrenchContent(db, french, new Date('2025-11-02T10:00:00.000Z'));
    rebuildSearchIndex(db);
  })();
  db.close();
  backoffice = await startBackoffice({ dataDir, port: 0 });
  client = createBackofficeClient({ baseUrl: backoffice.url });
});
afterAll(async () => {
  await backoffice.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('French editorial content', () => {
  it('reads a translated document in French by its French slug, keeping the fields the seed computes', async () => {
    const english = await client.call('GET /page/:slug', { path: { slug: 'our-history' } });
    const page = await client.call('GET /page/:slug', { path: { slug: 'notre-histoire-test' }, query: { lang: 'fr' } });
    expect(page).toMatchObject({ id: english.id, title: 'Notre histoire', slug: 'notre-histoire-test', published_at: english.published_at });
    expect(page).not.toHaveProperty('publishedDaysAgo');
    const [entity] = await client.call('GET /url/entity', { query: { slug: 'notre-histoire-test', lang: 'fr' } });
    expect((entity as Page).slugs).toEqual({ en: 'our-history', fr: 'notre-histoire-test' });
    const missing = await client.call('GET /page/:slug', { path: { slug: 'our-history' }, query: { lang: 'fr' } }).catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ status: 404 });
  });

  it('falls back to English for an untranslated document, and lists French where translated', async () => {
    const list = await client.call('GET /page', { query: { lang: 'fr', perPage: 100 } });
    expect(list.items.find((page) => page.id === history.id)!.title).toBe('Notre histoire');
    const legal = await client.call('GET /page/:slug', { path: { slug: 'legal-notice' }, query: { lang: 'fr' } });
    expect(legal.slug).toBe('legal-notice');
  });

  it('dates the French entry of the sitemap by its translation', async () => {
    const sitemap = await client.call('GET /sitemap', { query: { lang: 'fr', saleplan_id: PART } });
    expect(sitemap.items.find((entry) => entry.entity_type === 'cms_page' && entry.id === history.id)).toMatchObject({
      slug: 'notre-histoire-test',
      updated_at: '2025-11-02T10:00:00.000Z',
    });
  });

  it('translates menus and textual settings, and searches French pages in French only', async () => {
    const menus = await client.call('GET /menu', { query: { lang: 'fr', saleplan_id: PART, code: 'menu_footer_part' } });
    expect(menus.items[0]!.items).toEqual([]);
    const settings = await client.call('GET /setting', { query: { lang: 'fr', code: 'selling_points_part' } });
    expect(settings[0]!.values).toEqual(['Les conseils de nos experts']);
    const found = await client.call('GET /search', { query: { text: 'histoire', lang: 'fr', tab: 'pages', saleplan_id: PART } });
    expect(found.pages.items.map((item) => item.slug)).toEqual(['notre-histoire-test']);
    expect((await client.call('GET /search', { query: { text: 'histoire', tab: 'pages', saleplan_id: PART } })).pages.total).toBe(0);
  });
});
