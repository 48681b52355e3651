/**
 * One suite for the contract's matcher, run against both of its users: the back office's HTTP
 * handler (every entry) and the site's gateway (every entry but the operators' admin calls).
 * First the two matchers as each side compiles them, over every entry of the contract; then the
 * same questions asked over HTTP of a real back office and of a real site in front of it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backofficeRoutes } from '../../src/backoffice/http/api-handler.ts';
import { gatewayRoutes } from '../../src/server/gateway/contract-routes.ts';
import { contract, type EndpointName } from '../../src/shared/kernel/api/contract.ts';
import type { ContractMatcher } from '../../src/shared/kernel/api/contract-matcher.ts';
import { startTestBackoffice, type TestBackoffice } from '../backoffice/start-test-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const names = Object.keys(contract) as EndpointName[];
const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

interface Side {
  readonly side: string;
  readonly match: ContractMatcher;
  /** The entries this side answers; the others are unknown to it. */
  readonly serves: (name: EndpointName) => boolean;
}

const sides: Side[] = [
  { side: 'the back office', match: backofficeRoutes, serves: () => true },
  { side: 'the gateway', match: gatewayRoutes, serves: (name) => contract[name].auth !== 'admin' },
];

/** The entry's path with each `:param` replaced by a value of its own ("id-7", "slug-7"…). */
function concretePath(name: EndpointName, value: (param: string) => string = (param) => `${param}-7`): string {
  return contract[name].path.replace(/:([a-z_]+)/g, (_, param: string) => value(param));
}

describe.each(sides)('the contract matcher of $side', ({ match, serves }) => {
  test('matches every entry it serves on its method and path, with its params, and no other', () => {
    for (const name of names) {
      const { method } = contract[name];
      const found = match(method, concretePath(name));
      if (!serves(name)) {
        expect(found.kind, name).not.toBe('endpoint');
        continue;
      }
      const params = Object.fromEntries([...contract[name].path.matchAll(/:([a-z_]+)/g)].map(([, param]) => [param!, `${param}-7`]));
      expect(found, name).toEqual({ kind: 'endpoint', name, params });
    }
  });

  test('answers a served path asked with another method with the methods it takes', () => {
    for (const name of names.filter(serves)) {
      const path = concretePath(name);
      const taken = names.filter((other) => serves(other) && match(contract[other].method, path).kind === 'endpoint');
      for (const method of methods.filter((candidate) => !taken.some((other) => contract[other].method === candidate))) {
        const found = match(method, path);
        expect(found.kind, `${method} ${path}`).toBe('wrong-method');
        if (found.kind !== 'wrong-method') continue;
        const expected = taken.map((other) => contract[other].method);
        expect([...found.allowed].sort(), `${method} ${path}`).toEqual([...new Set([...expected, ...(expected.includes('GET') ? ['HEAD'] : [])])].sort());
      }
    }
  });

  test('answers HEAD as GET', () => {
    expect(match('HEAD', '/product/12')).toEqual({ kind: 'endpoint', name: 'GET /product/:id', params: { id: '12' } });
  });

  test('knows no path outside the contract', () => {
    for (const path of ['', '/', 'product', '/nope', '/product/12/extra', '/products', '/PRODUCT', '/cart/product/12', '/api/v1/product', '/landing/store/3']) {
      expect(match('GET', path), path).toEqual({ kind: 'unknown' });
    }
  });

  test('reads ids and slugs as one decoded segment each', () => {
    expect(match('GET', '/product/12')).toEqual({ kind: 'endpoint', name: 'GET /product/:id', params: { id: '12' } });
    expect(match('GET', '/page/about-us')).toEqual({ kind: 'endpoint', name: 'GET /page/:slug', params: { slug: 'about-us' } });
    expect(match('GET', '/page/%C3%A0-propos')).toEqual({ kind: 'endpoint', name: 'GET /page/:slug', params: { slug: 'à-propos' } });
    // An encoded slash stays inside the param: it never reaches another path.
    expect(match('GET', '/page/a%2Fb')).toEqual({ kind: 'endpoint', name: 'GET /page/:slug', params: { slug: 'a/b' } });
    expect(match('GET', '/page/..%2Fadmin')).toEqual({ kind: 'endpoint', name: 'GET /page/:slug', params: { slug: '../admin' } });
    // A malformed escape, or an empty id, is no path of the contract.
    expect(match('GET', '/page/%E0%A4%A')).toEqual({ kind: 'unknown' });
    expect(match('GET', '/product//')).toEqual({ kind: 'unknown' });
    expect(match('GET', '/product//12')).toEqual({ kind: 'unknown' });
  });

  test('prefers literal segments to params', () => {
    expect(match('GET', '/product/scan/03400000000011')).toEqual({ kind: 'endpoint', name: 'GET /product/scan/:code', params: { code: '03400000000011' } });
    expect(match('GET', '/landing/store')).toEqual({ kind: 'endpoint', name: 'GET /landing/store', params: {} });
    expect(match('GET', '/url/entity')).toEqual({ kind: 'endpoint', name: 'GET /url/entity', params: {} });
  });

  test('accepts one trailing slash', () => {
    expect(match('GET', '/product/')).toEqual({ kind: 'endpoint', name: 'GET /product', params: {} });
    expect(match('GET', '/product/12/')).toEqual({ kind: 'endpoint', name: 'GET /product/:id', params: { id: '12' } });
  });
});

describe('the admin entries', () => {
  test('are the back office’s only: the gateway does not know their paths', () => {
    const admin = names.filter((name) => contract[name].auth === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    for (const name of admin) {
      expect(backofficeRoutes(contract[name].method, contract[name].path).kind, name).toBe('endpoint');
      expect(gatewayRoutes(contract[name].method, contract[name].path), name).toEqual({ kind: 'unknown' });
    }
  });
});

// Over HTTP: the two servers turn the same matches into the same statuses.
let backoffice: TestBackoffice;
let site: TestSite;
beforeAll(async () => {
  backoffice = await startTestBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.backoffice.url });
});
afterAll(async () => {
  await site?.close();
  await backoffice?.stop();
});

const servers = [
  { side: 'the back office', base: () => backoffice.backoffice.url },
  { side: 'the gateway', base: () => `${site.url}/api/v1` },
];

describe.each(servers)('$side over HTTP', ({ base }) => {
  test('answers an unknown path 404 and a known path asked with another method 405 with Allow', async () => {
    for (const path of ['/nope', '/product/12/extra', '/page/%E0%A4%A']) {
      expect((await fetch(`${base()}${path}`)).status, path).toBe(404);
    }
    const wrong = await fetch(`${base()}/setting`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(Object.keys((await wrong.json()) as object)).toEqual(['errors']);
  });

  test('answers a product by id and by slug, HEAD as GET, and a missing id 404', async () => {
    const [product] = (await (await fetch(`${base()}/product?perPage=1`)).json()).data.items as { id: number; slug: string }[];
    expect((await (await fetch(`${base()}/product/${product!.id}`)).json()).data.id).toBe(product!.id);
    expect((await (await fetch(`${base()}/product/${product!.slug}/`)).json()).data.id).toBe(product!.id);
    expect((await fetch(`${base()}/product/${product!.id}`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${base()}/product/999999`)).status).toBe(404);
  });
});
