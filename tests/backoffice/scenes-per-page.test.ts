/**
 * The demo's scenes page by page (issue 34, decision 197): no page of the demo shows one scene
 * composition twice, whatever the visuals' names (two names of one subject are two variations of
 * one drawing, the same composition to a visitor), and no two ranges share a composition. Pages
 * are read from the back office's API in both languages and for both audiences, as the site
 * reads them: the home page (its slides, ranges, promotions and latest news), the range index,
 * each folder and each content page, with the menu's promo blocks on every one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Picture } from '../../src/shared/kernel/api/contract.ts';
import { sceneSubjectOf } from '../../src/backoffice/demo/scenes.ts';
import { PART, PRO, startTestBackoffice, type TestBackoffice } from './start-test-backoffice.ts';

let t: TestBackoffice;
beforeAll(async () => {
  t = await startTestBackoffice();
});
afterAll(() => t?.stop());

const AUDIENCES = [
  ['pro', PRO],
  ['part', PART],
] as const;
const LANGUAGES = ['en', 'fr'] as const;

/** What a picture shows: the composition its scene is drawn from, or for any other picture its own path. */
function compositionOf(picture: Pick<Picture, 'url'>): string {
  const scene = /^\/media\/visual\/([a-z0-9-]+)\.png$/.exec(picture.url)?.[1];
  return (scene === undefined ? null : sceneSubjectOf(scene)) ?? picture.url;
}

/** The compositions shown more than once among `pictures`, each with the pictures that show it. */
function repeated(pictures: readonly (Pick<Picture, 'url'> | null | undefined)[]): Record<string, string[]> {
  const byComposition = new Map<string, string[]>();
  for (const picture of pictures) {
    if (!picture) continue;
    const composition = compositionOf(picture);
    byComposition.set(composition, [...(byComposition.get(composition) ?? []), picture.url]);
  }
  return Object.fromEntries([...byComposition].filter(([, urls]) => urls.length > 1));
}

describe.each(LANGUAGES)('in %s', (lang) => {
  describe.each(AUDIENCES)('for %s', (target, plan) => {
    const query = { saleplan_id: plan, lang };
    /** The promo block of each menu panel: its first push, with its picture, on every page. */
    const megaMenu = async () => {
      const menus = await t.client.call('GET /menu', { query });
      const main = menus.items.find((menu) => menu.code === `menu_${target}`)!;
      return { promos: main.items.map((item) => item.pushes[0]?.visuel), promotions: main.items.flatMap((item) => item.pushes.slice(1).map((push) => push.visuel)) };
    };

    it('the home page shows each composition once: slides, ranges, promotions, news and the menu', async () => {
      const [slides, ranges, news, menu] = await Promise.all([
        t.client.call('GET /slider', { query }),
        t.client.call('GET /category', { query: { ...query, depth: 0 } }),
        t.client.call('GET /page', { query: { ...query, type: 'actualite', perPage: 3, page: 1 } }),
        megaMenu(),
      ]);
      expect(slides.items.length).toBeGreaterThan(1);
      expect(menu.promotions.length, 'the home page has promotions of its own').toBeGreaterThan(0);
      const shown = [...slides.items.map((slide) => slide.visuel), ...ranges.items.map((range) => range.cover), ...menu.promotions, ...news.items.map((article) => article.cover), ...menu.promos];
      expect(shown.filter(Boolean).length).toBeGreaterThan(10);
      expect(repeated(shown)).toEqual({});
    });

    it('the range index shows each composition once', async () => {
      const [ranges, menu] = await Promise.all([t.client.call('GET /category', { query: { ...query, depth: 0 } }), megaMenu()]);
      expect(repeated([...ranges.items.map((range) => range.cover), ...menu.promos])).toEqual({});
    });

    it('each folder shows each composition once', async () => {
      const [folders, menu] = await Promise.all([t.client.call('GET /folder', { query }), megaMenu()]);
      expect(folders.items.length).toBeGreaterThan(1);
      for (const { slug } of folders.items) {
        const folder = await t.client.call('GET /folder/:id', { path: { id: slug }, query });
        expect(repeated([...folder.items.map((item) => item.cover), ...menu.promos]), slug).toEqual({});
      }
    });

    it('each content page shows each composition once', async () => {
      const [pages, menu] = await Promise.all([t.client.call('GET /page', { query: { ...query, perPage: 100 } }), megaMenu()]);
      expect(pages.total).toBeLessThanOrEqual(100);
      let withPictures = 0;
      for (const { slug } of pages.items) {
        const page = await t.client.call('GET /page/:slug', { path: { slug }, query });
        const blocks = page.blocks.map((block) => ('visuel' in block ? block.visuel : null));
        if (blocks.some(Boolean)) withPictures++;
        expect(repeated([...blocks, ...menu.promos]), slug).toEqual({});
      }
      expect(withPictures).toBeGreaterThan(3);
    });
  });
});

it('gives no two ranges one composition, in either audience', async () => {
  const covers = (await Promise.all(AUDIENCES.map(async ([, plan]) => (await t.client.call('GET /category', { query: { saleplan_id: plan, depth: 2 } })).items))).flat();
  const ranges = covers.flatMap((range) => [range, ...(range.childs ?? [])]);
  expect(ranges.length).toBeGreaterThan(20);
  expect(ranges.every((range) => range.cover !== null)).toBe(true);
  expect(repeated(ranges.map((range) => range.cover))).toEqual({});
});
