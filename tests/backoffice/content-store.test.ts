/**
 * Editorial documents on both engines (decision 186): listed for an audience (its own and both)
 * and by kind, in order, paged with their total; read in a language where translated, in the
 * base one elsewhere; found by id, by their slug in the language asked, with their slug in every
 * language. Published whole (created, replaced, withdrawn) with the publish event in the same
 * transaction (decision 187); a slug another document has is refused, and of two back offices
 * racing for one, one wins.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ContentStore, type PublishedDocument } from '../../src/backoffice/content/content-store.ts';
import { Refusal } from '../../src/backoffice/refusal.ts';
import { PublishEventLog } from '../../src/backoffice/publishing/publish-events.ts';
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
    content = new ContentStore(engine.databases[1].queries);
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

  const published = (id: number, slug: string, title: string, french?: { slug: string; title: string }): PublishedDocument => ({
    id,
    target: 'pro',
    slug,
    kind: 'cms',
    position: 10 + id,
    body: { title },
    translations: new Map(french === undefined ? [] : [['fr', { slug: french.slug, body: { title: french.title } }]]),
  });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof Refusal ? { status: error.status, errors: error.errors } : Promise.reject(error)),
    );

  test('publishes a document whole with its translations, replaces it, withdraws it: each with its event, in order', async () => {
    const log = new PublishEventLog(engine.databases[0]);
    const [last] = (await log.after(0, 1000)).slice(-1);
    const after = last?.id ?? 0;
    const created = await content.publish('page', SITE_ID, published(20, 'site-visits', 'Site visits', { slug: 'visites-de-chantier', title: 'Visites de chantier' }), new Date('2026-11-28T09:00:00Z'));
    expect(created).toMatchObject({ siteId: SITE_ID, entityType: 'page', entityId: 20, action: 'published', publishedAt: '2026-11-28T09:00:00.000Z' });
    expect(Object.fromEntries(created.slugs)).toEqual({ en: 'site-visits', fr: 'visites-de-chantier' });
    // The other back office reads what this one committed.
    const other = new ContentStore(engine.databases[0].queries);
    expect((await other.get<Article>('page', SITE_ID, 'visites-de-chantier', 'fr'))?.body.title).toBe('Visites de chantier');
    expect((await other.list<Article>('page', { siteId: SITE_ID, target: 'pro', kinds: ['cms'] })).items.map((item) => item.title)).toContain('Site visits');

    // Replaced whole: its French translation, absent from the new version, goes.
    await content.publish('page', SITE_ID, published(20, 'site-visits-2027', 'Site visits 2027'), new Date('2026-11-28T10:00:00Z'));
    expect(await other.get('page', SITE_ID, 'visites-de-chantier', 'fr')).toBeUndefined();
    expect(await other.get<Article>('page', SITE_ID, '20', 'fr')).toEqual({ id: 20, body: { title: 'Site visits 2027' }, target: 'pro', updatedAt: '2026-11-28T10:00:00.000Z' });

    const withdrawn = await content.withdraw('page', SITE_ID, 20, new Date('2026-11-28T11:00:00Z'));
    expect(withdrawn).toMatchObject({ entityId: 20, action: 'withdrawn' });
    expect(Object.fromEntries(withdrawn!.slugs)).toEqual({ en: 'site-visits-2027' });
    expect(await other.get('page', SITE_ID, '20')).toBeUndefined();
    expect(await content.withdraw('page', SITE_ID, 20, new Date())).toBeUndefined();

    const events = await log.after(after, 10);
    expect(events.map((event) => [event.entityId, event.action, event.publishedAt])).toEqual([
      [20, 'published', '2026-11-28T09:00:00.000Z'],
      [20, 'published', '2026-11-28T10:00:00.000Z'],
      [20, 'withdrawn', '2026-11-28T11:00:00.000Z'],
    ]);
    expect(await log.after(events.at(-1)!.id, 10)).toEqual([]);
  });

  test('refuses a slug another document has, in the base language or a translation, and stores nothing of the refused version', async () => {
    const log = new PublishEventLog(engine.databases[0]);
    const before = (await log.after(0, 1000)).length;
    expect(await refusal(content.publish('page', SITE_ID, published(30, 'pro-news', 'Copy'), new Date()))).toEqual({ status: 422, errors: { slug: 'Document 2 has this slug.' } });
    expect(await refusal(content.publish('page', SITE_ID, published(30, 'a-copy', 'Copy', { slug: 'notre-histoire', title: 'Copie' }), new Date()))).toEqual({
      status: 422,
      errors: { 'translations.fr.slug': 'Document 1 has this slug in this language.' },
    });
    expect(await content.get('page', SITE_ID, '30')).toBeUndefined();
    expect((await log.after(0, 1000)).length).toBe(before);
  });

  test('of two back offices publishing two documents with one slug at once, one wins and the other is refused', async () => {
    const first = new ContentStore(engine.databases[0].queries);
    const second = new ContentStore(engine.databases[1].queries);
    const outcomes = await Promise.all([
      refusal(first.publish('page', SITE_ID, published(41, 'open-day', 'Open day (first)'), new Date())),
      refusal(second.publish('page', SITE_ID, published(42, 'open-day', 'Open day (second)'), new Date())),
    ]);
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome !== undefined)).toMatchObject({ status: 422 });
    expect((await first.list<Article>('page', { siteId: SITE_ID })).items.filter((item) => item.title.startsWith('Open day'))).toHaveLength(1);
  });
});
