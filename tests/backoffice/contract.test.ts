import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, endpointRoute, type EndpointName } from '../../src/shared/kernel/api/contract.ts';
import { describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  const names = Object.keys(contract) as EndpointName[];

  describe('the contract, from both sides', () => {
    it('names every endpoint by its method and path, which the browser client reads from the name', () => {
      for (const name of names) expect(endpointRoute(name), name).toEqual({ method: contract[name].method, path: contract[name].path });
    });

    it('is served in full: every endpoint answers on its method and path (never "Unknown endpoint" or 405)', async () => {
      for (const name of names) {
        const { method, path } = contract[name];
        const response = await fetch(`${t.backoffice.url}${path.replace(/:[a-z_]+/g, '1')}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(method === 'POST' || method === 'PUT' ? { body: '{}' } : {}),
        });
        const payload = (await response.json()) as { data?: unknown; errors?: { message?: string } };
        expect(response.status, name).not.toBe(405);
        expect(payload.errors?.message, name).not.toBe('Unknown endpoint');
        expect('data' in payload || 'errors' in payload, name).toBe(true);
      }
    });

    it('has every endpoint driven through the typed client by an integration test', () => {
      const sources = readdirSync(import.meta.dirname)
        .filter((file) => file.endsWith('.test.ts') && file !== 'contract.test.ts')
        .map((file) => readFileSync(`${import.meta.dirname}/${file}`, 'utf8'))
        .join('\n');
      const untested = names.filter((name) => !sources.includes(`call('${name}'`));
      expect(untested).toEqual([]);
    });

    it('answers the envelope and the declared status, and errors as { errors } with a real status', async () => {
      const ok = await fetch(`${t.backoffice.url}/setting`);
      expect(ok.status).toBe(contract['GET /setting'].status);
      expect(Object.keys((await ok.json()) as object)).toEqual(['data']);
      const created = await fetch(`${t.backoffice.url}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstname: 'A', lastname: 'B', email: 'a@example.com', message: 'm' }),
      });
      expect(created.status).toBe(201);
      const missing = await fetch(`${t.backoffice.url}/page/does-not-exist`);
      expect(missing.status).toBe(404);
      expect(Object.keys((await missing.json()) as object)).toEqual(['errors']);
      const wrongMethod = await fetch(`${t.backoffice.url}/setting`, { method: 'DELETE' });
      expect(wrongMethod.status).toBe(405);
    });

    it('carries slugs, one per language of the site, on /url/entity answers and /url and /sitemap entries', async () => {
      const [site] = await t.client.call('GET /site', { query: { url: 'localhost' } });
      const languages = site!.languages.map((language) => language.code);
      const [category] = await t.client.call('GET /url/entity', { query: { entity_type: 'category', slug: 'filling', saleplan_id: 18 } });
      const slugs: Record<string, string> | undefined = category!.slugs;
      expect(Object.keys(slugs ?? {})).toEqual(languages);
      const [entry] = await t.client.call('GET /url', { query: { entity_type: 'product' } });
      expect(Object.keys(entry!.slugs ?? {})).toEqual(languages);
      const sitemap = await t.client.call('GET /sitemap', { query: { lang: 'fr' } });
      expect(sitemap.items.every((item) => Object.keys(item.slugs ?? {}).join() === languages.join())).toBe(true);
    });
  });
});
