/**
 * Walks the content resources' descriptors (decision 165): each one's reads are contract entries
 * that both the back office and the gateway match, it has a seed with French translations that the
 * back office answers in French, and the site caches each read as its descriptor says.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { backofficeRoutes } from '../../src/backoffice/http/api-handler.ts';
import { contentSeeds } from '../../src/backoffice/demo/data/content-seeds.ts';
import { createSiteDataClients } from '../../src/server/backoffice/site-data-client.ts';
import { gatewayRoutes } from '../../src/server/gateway/contract-routes.ts';
import { contentCachePolicies, contentEndpointRoles, contentResources, type ContentResourceName } from '../../src/shared/kernel/api/content-resources.ts';
import { contract, type EndpointName } from '../../src/shared/kernel/api/contract.ts';
import { describeOnEachEngine } from './start-test-backoffice.ts';

const resources = Object.keys(contentResources) as ContentResourceName[];
const roles = [...contentEndpointRoles()];

describeOnEachEngine((t) => {

  async function read(path: string, lang: string): Promise<{ status: number; data: unknown }> {
    const response = await fetch(`${t.backoffice.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
    return { status: response.status, data: ((await response.json()) as { data?: unknown }).data };
  }

  describe.each(resources)('the content resource %s', (resource) => {
    const descriptor = contentResources[resource];
    const names = roles.filter(([, role]) => role.resource === resource).map(([name]) => name);

    test('has its list, and its item when it names a param, in the contract, matched by the back office and the gateway', () => {
      const expected = [`GET ${descriptor.path}`, ...(descriptor.item === null ? [] : [`GET ${descriptor.path}/:${descriptor.item}`])];
      expect(names).toEqual(expected);
      for (const name of names) {
        expect(contract[name], name).toMatchObject({ method: 'GET', path: name.slice(4), auth: 'none', status: 200 });
        const path = contract[name].path.replace(/:[a-z]+/, '1');
        expect(backofficeRoutes('GET', path), name).toMatchObject({ kind: 'endpoint', name });
        expect(gatewayRoutes('GET', path), name).toMatchObject({ kind: 'endpoint', name });
      }
    });

    test('has a seed whose every document has a French translation', () => {
      const documents = contentSeeds[resource].documents(new Date());
      expect(documents.length).toBeGreaterThan(0);
      const untranslated = documents.filter((document) => contentSeeds[resource].french[document.id] === undefined).map((document) => document.id);
      expect(untranslated).toEqual([]);
    });

    test('is answered in English and in French, the same documents in each', async () => {
      const english = await read(descriptor.path, 'en');
      const french = await read(descriptor.path, 'fr');
      expect([english.status, french.status]).toEqual([200, 200]);
      const ids = (data: unknown) => (data as { items: { id: number }[] }).items.map((item) => item.id);
      expect(ids(english.data).length).toBeGreaterThan(0);
      expect(ids(french.data)).toEqual(ids(english.data));
      expect(JSON.stringify(french.data)).not.toBe(JSON.stringify(english.data));
      if (descriptor.item !== null) {
        const first = ids(english.data)[0]!;
        const one = await read(`${descriptor.path}/${first}`, 'fr');
        expect(one.status).toBe(200);
        expect(one.data).toMatchObject({ id: first });
        expect((await read(`${descriptor.path}/999999`, 'fr')).status).toBe(404);
      }
      // The first list of documents writes every sheet it announces the size of, in each language.
    }, 90_000);
  });

  test('the site caches each content read as its descriptor says: catalogue ones once per TTL, never ones every time', async () => {
    const policies = contentCachePolicies();
    expect(Object.keys(policies).sort()).toEqual(roles.map(([name]) => name).sort());
    // A counting proxy in front of the real back office.
    const asked: string[] = [];
    const proxy = createServer(async (request, response) => {
      asked.push(request.url!.split('?')[0]!);
      const upstream = await fetch(`${t.origin}${request.url}`);
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/v1`;
      const { client } = createSiteDataClients({ baseUrl, timeoutMs: 30_000, catalogueCacheTtlMs: 60_000 }).forRequest({ lang: 'fr', salesPlanId: undefined, token: undefined });
      for (const [name, { resource, read }] of roles) {
        // An item read asks for the resource's first seeded document, a list for every document.
        const id = contentSeeds[resource].documents(new Date())[0]!.id;
        const param = contentResources[resource].item;
        const path = read === 'item' ? `${contentResources[resource].path}/${id}` : contentResources[resource].path;
        const call = () => client.call(name as EndpointName, (read === 'item' ? { path: { [param!]: id } } : {}) as never);
        await call();
        await call();
        const cache = policies[name];
        expect(asked.filter((url) => url === `/api/v1${path}`).length, name).toBe(cache === 'catalogue' ? 1 : 2);
      }
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 90_000);
});
