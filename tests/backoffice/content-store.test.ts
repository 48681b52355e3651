/**
 * Editorial documents on both engines (decision 186): listed for an audience (its own and both)
 * and by kind, in order, paged with their total; read in a language where translated, in the
 * base one elsewhere; found by id, by their slug in the language asked, with their slug in every
 * language.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ContentStore } from '../../src/backoffice/content/content-store.ts';
import { bothEngines, SITE_ID, type EngineUnderTest } from '../support/both-engines.ts';

interface Article {
  readonly title: string;
}

const document = (id: number, slug: string | null, target: string | null, kind: string | null, position: number, title: string) => ({
  resource: 'page',
  id,
  site_id: SITE_ID,
  target,
  slug,
  kind,
  position,
  body: JSON.stringify({ title }),
  updated_at: `2026-11-0${id}T10:00:00.000Z`,
});

describe.each(bothEngines)('on %s', (_name, start) => {
  let engine: EngineUnderTest;
  let content: ContentStore;
  beforeAll(async () => {
    engine = await start();
    const { queries } = engine.databases[0];
    await queries
      .insertInto('content')
      .values([
        document(1, 'our-history', null, 'cms', 2, 'Our history'),
        document(2, 'pro-news', 'pro', 'news', 1, 'News for professionals'),
        document(3, 'diy-news', 'part', 'news', 3, 'News for individuals'),
        document(4, null, null, 'cms', 4, 'Untitled'),
      ])
      .execute();
    await queries.insertInto('content_translation').values({ resource: 'page', id: 1, lang: 'fr', slug: 'notre-histoire', body: JSON.stringify({ title: 'Notre histoire' }), updated_at: '2026-11-20T10:00:00.000Z' }).execute();
    content = new ContentStore(engine.databases[1]);
  }, 60_000);
  afterAll(() => engine?.close());

  test('lists the documents of an audience and of both, by kind, in order, paged with their total', async () => {
    const titles = async (query: Parameters<ContentStore['list']>[1]) => {
      const { items, total } = await content.list<Article>('page', query);
      return { titles: items.map((item) => item.title), total };
    };
    expect(await titles({ siteId: SITE_ID })).toEqual({ titles: ['News for professionals', 'Our history', 'News for individuals', 'Untitled'], total: 4 });
    expect(await titles({ siteId: SITE_ID, target: 'pro' })).toEqual({ titles: ['News for professionals', 'Our history', 'Untitled'], total: 3 });
    expect(await titles({ siteId: SITE_ID, kinds: ['news'] })).toEqual({ titles: ['News for professionals', 'News for individuals'], total: 2 });
    expect(await titles({ siteId: SITE_ID, limit: 2, offset: 1 })).toEqual({ titles: ['Our history', 'News for individuals'], total: 4 });
    expect(await titles({ siteId: SITE_ID, lang: 'fr', kinds: ['cms'] })).toEqual({ titles: ['Notre histoire', 'Untitled'], total: 2 });
    expect(await titles({ siteId: SITE_ID + 1 })).toEqual({ titles: [], total: 0 });
  });

  test('reads a document by id or slug in a language, a translated one by its translated slug only', async () => {
    expect(await content.get<Article>('page', SITE_ID, '1', 'fr')).toEqual({ id: 1, body: { title: 'Notre histoire' }, target: null, updatedAt: '2026-11-20T10:00:00.000Z' });
    expect((await content.get<Article>('page', SITE_ID, '1'))?.body.title).toBe('Our history');
    expect((await content.get<Article>('page', SITE_ID, 'notre-histoire', 'fr'))?.id).toBe(1);
    expect(await content.get('page', SITE_ID, 'our-history', 'fr')).toBeUndefined();
    expect((await content.get<Article>('page', SITE_ID, 'pro-news', 'fr'))?.body.title).toBe('News for professionals');
    expect(await content.get('page', SITE_ID, 'no-such-page')).toBeUndefined();
  });

  test('gives a document’s slug in every language it has one in', async () => {
    expect(Object.fromEntries(await content.slugsOf('page', 1))).toEqual({ en: 'our-history', fr: 'notre-histoire' });
    expect(Object.fromEntries(await content.slugsOf('page', 4))).toEqual({});
  });
});
