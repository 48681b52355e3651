/**
 * Publishing a page through the back office's write API (decision 187), with the admin token:
 * created whole with its French translation, read at once in both languages, replaced, withdrawn;
 * each a publish event in the log, in order. A body that fails its schema is refused with every
 * field's message and stores nothing; so is a translation in a language the site does not have.
 */
import { expect, test } from 'vitest';
import type { ApiError } from '../../src/shared/kernel/api/client.ts';
import type { PagePublication, PageText } from '../../src/shared/kernel/api/contract.ts';
import { ADMIN_TOKEN, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  const failure = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error as ApiError);
  const ID = 9001;

  const english: PageText = {
    slug: 'site-visits',
    title: 'Site visits',
    type: 'actualite',
    type_label: 'News',
    extract: 'Our technicians come to your site.',
    cover: { name: 'news-site-visits', alt: 'A technician on a site' },
    tags: ['renovation'],
    blocks: [
      { type: 'paragraph', titre: 'On your site', text: 'Book a visit of a technician.', visuel: null },
      { type: 'push', titre: 'Contact us', text: null, label_link: 'Write to us', url: '/contact', visuel: { name: 'push-contact', alt: 'Our team' } },
      { type: 'timeline', titre: 'Our visits', milestones: [{ year: 2024, title: 'First visits', text: 'Ten sites in Beirut.' }, { year: 2026, title: 'Every week', text: 'A technician a day.' }] },
    ],
    meta: { title: 'Site visits', description: 'Our technicians come to your site.' },
  };
  const french: PageText = {
    ...english,
    slug: 'visites-de-chantier',
    title: 'Visites de chantier',
    type_label: 'Actualité',
    extract: 'Nos techniciens viennent sur votre chantier.',
    blocks: [{ type: 'paragraph', titre: 'Sur votre chantier', text: 'Réservez la visite d’un technicien.', visuel: null }],
    meta: { title: 'Visites de chantier', description: 'Nos techniciens viennent sur votre chantier.' },
  };
  const publication: PagePublication = { target: 'pro', published_at: '2026-11-20', page: english, translations: [{ lang: 'fr', ...french }] };

  /** `token` null: sent without one. */
  const publish = (body: unknown, id: number | string = ID, token: string | null = ADMIN_TOKEN) =>
    t.client.call('PUT /admin/page/:id', { path: { id }, ...(token === null ? {} : { token }), body: body as PagePublication });
  const events = async () => t.client.call('GET /admin/publish-events', { token: ADMIN_TOKEN, query: { after: 0, perPage: 500 } });

  test('a page published with its translation is read at once in both languages, with its pictures and links', async () => {
    const before = (await events()).length;
    const event = await publish(publication);
    expect(event).toMatchObject({ entity_type: 'page', entity_id: ID, action: 'published', slugs: { en: 'site-visits', fr: 'visites-de-chantier' } });

    const page = await t.client.call('GET /page/:slug', { path: { slug: 'site-visits' } });
    expect(page).toMatchObject({ id: ID, title: 'Site visits', target: 'pro', type: { technical_name: 'actualite', label: 'News' }, published_at: '2026-11-20T00:00:00.000Z', tags: ['renovation'] });
    expect(page.cover?.url).toBe('/media/visual/news-site-visits.png');
    expect(page.blocks[1]).toMatchObject({ type: 'push', titre: 'Contact us', label_link: 'Write to us', element: { url: '/contact' } });
    expect(page.blocks[2]).toEqual(english.blocks[2]);
    const frenchPage = await t.client.call('GET /page/:slug', { path: { slug: 'visites-de-chantier' }, query: { lang: 'fr' } });
    expect(frenchPage).toMatchObject({ id: ID, title: 'Visites de chantier', type: { label: 'Actualité' } });
    // Listed with the news of its audience.
    const news = await t.client.call('GET /page', { query: { type: 'actualite', perPage: 100, saleplan_id: 17 } });
    expect(news.items.map((item) => item.id)).toContain(ID);

    // Replaced whole: the French translation left out goes.
    await publish({ ...publication, page: { ...english, title: 'Site visits, 2027' }, translations: [] });
    expect((await t.client.call('GET /page/:slug', { path: { slug: 'site-visits' } })).title).toBe('Site visits, 2027');
    expect((await failure(t.client.call('GET /page/:slug', { path: { slug: 'visites-de-chantier' }, query: { lang: 'fr' } })))?.status).toBe(404);

    const withdrawn = await t.client.call('DELETE /admin/page/:id', { path: { id: ID }, token: ADMIN_TOKEN });
    expect(withdrawn).toMatchObject({ action: 'withdrawn', slugs: { en: 'site-visits' } });
    expect((await failure(t.client.call('GET /page/:slug', { path: { slug: 'site-visits' } })))?.status).toBe(404);
    expect((await failure(t.client.call('DELETE /admin/page/:id', { path: { id: ID }, token: ADMIN_TOKEN })))?.status).toBe(404);

    const log = (await events()).slice(before);
    expect(log.map((entry) => [entry.entity_id, entry.action])).toEqual([
      [ID, 'published'],
      [ID, 'published'],
      [ID, 'withdrawn'],
    ]);
    expect(await t.client.call('GET /admin/publish-events', { token: ADMIN_TOKEN, query: { after: log.at(-1)!.id } })).toEqual([]);
  });

  test('a body that fails its schema, a translation in a language the site lacks or of another type, a slug another page has: 422, nothing stored', async () => {
    const before = (await events()).length;
    const wrong = await failure(publish({ ...publication, target: 'everyone', page: { ...english, blocks: [{ type: 'video' }] } }));
    expect(wrong?.status).toBe(422);
    expect(wrong?.errors).toEqual({ target: 'The audience field is invalid.', 'page.blocks.0.type': 'The block field is invalid.' });

    const translations = await failure(publish({ ...publication, translations: [{ lang: 'de', ...french }, { lang: 'fr', ...french, type: 'job' }] }));
    expect(translations?.errors).toEqual({ 'translations.0.lang': 'Translations are in fr on this site', 'translations.1.type': 'A translation has its page’s type' });

    const taken = await failure(publish({ ...publication, page: { ...english, slug: 'about-us' }, translations: [] }));
    expect(taken?.status).toBe(422);
    expect(Object.keys(taken?.errors ?? {})).toEqual(['slug']);

    expect((await failure(publish(publication, 'not-a-number')))?.status).toBe(404);
    expect((await failure(publish(publication, ID, null)))?.status).toBe(401);
    expect((await failure(t.client.call('GET /page/:slug', { path: { slug: 'site-visits' } })))?.status).toBe(404);
    expect((await events()).length).toBe(before);
  });
});
