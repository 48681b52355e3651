import { describe, expect, it } from 'vitest';
import { PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  describe('CMS pages', () => {
    it('answers a page by slug or id, made of paragraph and push blocks', async () => {
      const page = await t.client.call('GET /page/:slug', { path: { slug: 'about-us' } });
      expect(new Set(page.blocks.map((block) => block.type))).toEqual(new Set(['paragraph', 'push']));
      expect((await t.client.call('GET /page/:slug', { path: { slug: page.id } })).slug).toBe('about-us');
      for (const slug of ['our-commitments', 'our-history', 'legal-notice', 'advice']) {
        expect((await t.client.call('GET /page/:slug', { path: { slug } })).title).toBeTruthy();
      }
    });

    it('searches a timeline’s milestones with its page', async () => {
      const found = await t.client.call('GET /search', { query: { text: 'Villeurbanne', tab: 'pages' } });
      expect(found.pages.items.map((item) => item.slug)).toEqual(['our-history']);
    });

    it('lists news and job offers by type, with paging', async () => {
      const news = await t.client.call('GET /page', { query: { type: 'actualite', perPage: 4 } });
      expect(news.total).toBeGreaterThan(4);
      expect(news.items).toHaveLength(4);
      expect(news.items.every((page) => page.type.technical_name === 'actualite')).toBe(true);
      const jobs = await t.client.call('GET /page', { query: { type: 'job' } });
      expect(jobs.items[0]!.job).toMatchObject({ contract: expect.any(String), location: expect.any(String) });
    });

    it('keeps audience-specific pages to their audience', async () => {
      const part = await t.client.call('GET /page', { query: { saleplan_id: PART, perPage: 100 } });
      const pro = await t.client.call('GET /page', { query: { saleplan_id: PRO, perPage: 100 } });
      expect(part.items.some((page) => page.slug === 'technical-service')).toBe(false);
      expect(pro.items.some((page) => page.slug === 'technical-service')).toBe(true);
    });
  });

  describe('reference resources', () => {
    it('answers folders with their types, filtered by type', async () => {
      const folder = await t.client.call('GET /folder/:id', { path: { id: 'diy-videos' }, query: { types: ['video'], saleplan_id: PART } });
      expect(folder.items.length).toBeGreaterThan(0);
      expect(folder.items.every((item) => item.type === 'video')).toBe(true);
      const worksheets = await t.client.call('GET /folder', { query: { types: ['worksheet'] } });
      expect(worksheets.items.every((entry) => entry.types.includes('worksheet'))).toBe(true);
    });

    it('answers FAQ entries filtered by tag, and the tags', async () => {
      const tags = await t.client.call('GET /tags');
      expect(tags.items.map((tag) => tag.slug)).toContain('drying');
      const drying = await t.client.call('GET /faq', { query: { tags: ['drying'] } });
      expect(drying.total).toBeGreaterThan(0);
      expect(drying.items.every((entry) => entry.tags.some((tag) => tag.slug === 'drying'))).toBe(true);
    });

    it('answers stores and distributors in Lebanon and the UAE, nearest first around a point', async () => {
      const distributors = await t.client.call('GET /store-locator', { query: { type: 'distributor' } });
      expect(new Set(distributors.items.map((store) => store.country_iso))).toEqual(new Set(['LB', 'AE']));
      const nearBeirut = await t.client.call('GET /store-locator', { query: { lat: 33.89, lng: 35.5, radius_km: 50 } });
      expect(nearBeirut.items[0]!.city).toBe('Beirut');
      expect(nearBeirut.items.every((store) => store.country_iso === 'LB' && store.distance_km! <= 50)).toBe(true);
    });

    it('answers shades, documents by section and type, machines, sliders, testimonies and form lists', async () => {
      expect((await t.client.call('GET /teinte', { query: { family: 'blues' } })).items.every((shade) => shade.family === 'blues')).toBe(true);
      const technical = await t.client.call('GET /notice', { query: { section: 'technical_documentation', types: ['technical_sheet'] } });
      expect(technical.total).toBeGreaterThan(20);
      expect(technical.items[0]!.url).toMatch(/^\/media\/sheet\//);
      expect((await t.client.call('GET /notice', { query: { section: 'downloads' } })).total).toBeGreaterThan(0);
      const machines = await t.client.call('GET /machine');
      expect((await t.client.call('GET /machine/:id', { path: { id: machines.items[0]!.slug } })).id).toBe(machines.items[0]!.id);
      expect((await t.client.call('GET /slider', { query: { saleplan_id: PART } })).items.every((slider) => slider.target !== 'pro')).toBe(true);
      expect((await t.client.call('GET /testimony')).total).toBeGreaterThan(0);
      expect((await t.client.call('GET /civility')).items.map((civility) => civility.code)).toEqual(['mr', 'mrs', 'mx']);
      expect((await t.client.call('GET /country')).items.map((country) => country.iso)).toEqual(expect.arrayContaining(['LB', 'AE']));
      expect((await t.client.call('GET /city', { query: { country_iso: 'lb', text: 'zahle' } })).items.map((city) => city.name)).toEqual(['Zahlé']);
    });

    it('answers training sessions, closing registration 15 days before', async () => {
      const sessions = await t.client.call('GET /training');
      expect(sessions.total).toBe(4);
      for (const session of sessions.items) {
        const days = (Date.parse(session.starts_at) - Date.parse(session.registration_closes_at)) / 86_400_000;
        expect(days).toBe(15);
        expect(session.open).toBe(Date.parse(session.registration_closes_at) > Date.now());
      }
      expect(sessions.items.some((session) => !session.open)).toBe(true);
    });

    it('answers landing pages including a contest, and the contest’s stores', async () => {
      const contest = await t.client.call('GET /landing', { query: { technical_name: 'spring-contest' } });
      expect(contest).toMatchObject({ is_contest: true, rules: expect.any(String) });
      expect(contest).not.toHaveProperty('storeIds');
      const stores = await t.client.call('GET /landing/store', { query: { landing_id: contest.id } });
      expect(stores.total).toBe(6);
    });
  });
});
