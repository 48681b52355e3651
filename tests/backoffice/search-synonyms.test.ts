import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/shared/kernel/api/client.ts';
import { ADMIN_TOKEN, PART, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  const failure = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error as ApiError);
  const suggestedReferences = async (text: string) =>
    (await t.client.call('GET /search', { query: { type: 'Suggest', text, lang: 'en', saleplan_id: PART } })).products.items.map((item) => item.reference);

  describe('search synonyms, back-office data', () => {
    it('are seeded per language and read only with the admin token', async () => {
      expect((await failure(t.client.call('GET /admin/search-synonyms')))?.status).toBe(401);
      const synonyms = await t.client.call('GET /admin/search-synonyms', { token: ADMIN_TOKEN });
      expect(synonyms).toContainEqual({ lang: 'fr', term: 'placo', term_lang: null, expansions: ['plaque', 'plaquiste'] });
      expect(synonyms).toContainEqual({ lang: 'en', term: 'placo', term_lang: null, expansions: ['drywall', 'plasterboard'] });
      // The trade's words across the two languages, one way each.
      expect(synonyms).toContainEqual({ lang: 'en', term: 'enduit', term_lang: 'fr', expansions: ['compound', 'filler'] });
      expect(synonyms).toContainEqual({ lang: 'fr', term: 'crack', term_lang: 'en', expansions: ['fissure', 'lézarde'] });
    });

    it('are replaced by an operator and used by the next search; none removes a term', async () => {
      expect(await suggestedReferences('gunk')).toEqual([]);
      const put = (expansions: string[]) =>
        t.client.call('PUT /admin/search-synonyms', { token: ADMIN_TOKEN, body: { lang: 'en', term: ' Gunk ', expansions } });
      expect(await put(['Wood  Filler'])).toEqual({ lang: 'en', term: 'gunk', term_lang: null, expansions: ['wood filler'] });
      expect((await suggestedReferences('gunk'))[0]).toMatch(/^WF[NO]-/);
      await put([]);
      expect(await suggestedReferences('gunk')).toEqual([]);
      expect((await t.client.call('GET /admin/search-synonyms', { token: ADMIN_TOKEN })).some((entry) => entry.term === 'gunk')).toBe(false);
    });

    it('may be words of another language, then explained with the results', async () => {
      const search = (text: string) => t.client.call('GET /search', { query: { type: 'Suggest', text, lang: 'en', saleplan_id: PART } });
      expect((await search('spachtelmasse')).products.total).toBe(0);
      const stored = await t.client.call('PUT /admin/search-synonyms', { token: ADMIN_TOKEN, body: { lang: 'en', term: 'Spachtelmasse', term_lang: 'fr', expansions: ['filler'] } });
      expect(stored).toEqual({ lang: 'en', term: 'spachtelmasse', term_lang: 'fr', expansions: ['filler'] });
      const found = await search('spachtelmasse');
      expect(found.products.total).toBeGreaterThan(0);
      expect(found.translated).toEqual([{ word: 'spachtelmasse', lang: 'fr', meanings: ['filler'] }]);
      // The term's own language is no other language: an ordinary synonym.
      await t.client.call('PUT /admin/search-synonyms', { token: ADMIN_TOKEN, body: { lang: 'en', term: 'spachtelmasse', term_lang: 'en', expansions: ['filler'] } });
      expect((await search('spachtelmasse')).translated).toEqual([]);
      await t.client.call('PUT /admin/search-synonyms', { token: ADMIN_TOKEN, body: { lang: 'en', term: 'spachtelmasse', expansions: [] } });
      const unknown = await failure(t.client.call('PUT /admin/search-synonyms', { token: ADMIN_TOKEN, body: { lang: 'en', term: 'spachtel', term_lang: 'de', expansions: ['filler'] } }));
      expect(unknown?.status).toBe(422);
      expect(unknown?.errors).toMatchObject({ term_lang: 'Language not available on this site' });
    });

    it('refuses a language the site does not have, and writes nothing without the token', async () => {
      const unknown = await failure(t.client.call('PUT /admin/search-synonyms', { token: ADMIN_TOKEN, body: { lang: 'de', term: 'spachtel', expansions: ['filler'] } }));
      expect(unknown?.status).toBe(422);
      const anonymous = await failure(t.client.call('PUT /admin/search-synonyms', { body: { lang: 'en', term: 'gunk', expansions: ['filler'] } }));
      expect(anonymous?.status).toBe(401);
    });
  });
});
