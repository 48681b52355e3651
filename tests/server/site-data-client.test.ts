/** The site's data client against the real embedded back office. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBackoffice } from '../../src/backoffice/server.ts';
import { createSiteDataClients, type SiteDataClients } from '../../src/server/backoffice/site-data-client.ts';
import { startFakeBackoffice } from '../support/fake-backoffice.ts';

let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let dataDir: string;
let clients: SiteDataClients;
let plans: { pro: number; part: number };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bo-'));
  backoffice = await startBackoffice({ dataDir, port: 0 });
  clients = createSiteDataClients({ baseUrl: backoffice.url, timeoutMs: 5000 });
  const [site] = await clients.forRequest({ lang: 'en', salesPlanId: undefined, token: undefined }).client.call('GET /site', { query: { url: 'http://127.0.0.1' } });
  plans = {
    pro: site!.salesplan.find((plan) => plan.target === 'pro')!.id,
    part: site!.salesplan.find((plan) => plan.target === 'part')!.id,
  };
});
afterAll(async () => {
  await backoffice?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the sales-plan fallback', () => {
  test('a product sold to individuals only, asked as a professional, switches to their plan and retries once', async () => {
    const request = clients.forRequest({ lang: 'en', salesPlanId: plans.pro, token: undefined });
    const [product] = await request.client.call('GET /url/entity', { query: { entity_type: 'product', slug: 'crack-and-hole-filler-paste' } });
    expect(product).toMatchObject({ slug: 'crack-and-hole-filler-paste' });
    expect(request.switchedPlanId()).toBe(plans.part);
  });

  test('a product of the current plan does not switch', async () => {
    const request = clients.forRequest({ lang: 'en', salesPlanId: plans.pro, token: undefined });
    await request.client.call('GET /url/entity', { query: { entity_type: 'product', slug: 'airless-spray-smoothing' } });
    expect(request.switchedPlanId()).toBeUndefined();
  });

  test('other failures are not retried and keep their status', async () => {
    const request = clients.forRequest({ lang: 'en', salesPlanId: plans.pro, token: undefined });
    await expect(request.client.call('GET /product/:id', { path: { id: 999999 } })).rejects.toMatchObject({ status: 404 });
    expect(request.switchedPlanId()).toBeUndefined();
  });
});

test('every call carries site_id, lang, sales_plan_id and saleplan_id', async () => {
  const fake = await startFakeBackoffice();
  try {
    const request = createSiteDataClients({ baseUrl: fake.url, timeoutMs: 2000 }).forRequest({ lang: 'en', salesPlanId: 2, token: undefined });
    await request.client.call('GET /product', { query: { perPage: 1 } });
    expect(fake.requests.at(-1)).toMatch(/^GET \/product\?site_id=9&lang=en&sales_plan_id=2&saleplan_id=2&perPage=1$/);
  } finally {
    await fake.close();
  }
});

test('customer calls carry the visitor’s token; public ones do not', async () => {
  const fake = await startFakeBackoffice();
  try {
    const request = createSiteDataClients({ baseUrl: fake.url, timeoutMs: 2000 }).forRequest({ lang: 'en', salesPlanId: 1, token: 'secret-token' });
    await request.client.call('GET /profile').catch(() => undefined);
    await request.client.call('GET /product').catch(() => undefined);
    expect(fake.authorizations).toEqual(['Bearer secret-token', undefined]);
  } finally {
    await fake.close();
  }
});

test('settings and menus are served from memory while fresh, and stale values while the back office is down', async () => {
  const fake = await startFakeBackoffice();
  const request = createSiteDataClients({ baseUrl: fake.url, timeoutMs: 500, cacheTtlMs: 0 }).forRequest({ lang: 'en', salesPlanId: 1, token: undefined });
  const first = await request.client.call('GET /menu');
  await fake.close();
  // Stale at once (TTL 0): answered from memory while the refresh fails in the background.
  expect(await request.client.call('GET /menu')).toEqual(first);
  await expect(request.client.call('GET /product')).rejects.toBeInstanceOf(Error);
});

test('catalogue answers are shared for their TTL, per URL; customer and cart calls never are', async () => {
  const fake = await startFakeBackoffice();
  try {
    const clients = createSiteDataClients({ baseUrl: fake.url, timeoutMs: 2000, catalogueCacheTtlMs: 60_000 });
    const visitor = (token: string | undefined) => clients.forRequest({ lang: 'en', salesPlanId: 1, token }).client;
    const calls = (path: string) => fake.requests.filter((line) => line.startsWith(`GET ${path}?`)).length;
    await visitor(undefined).call('GET /product', { query: { perPage: 2 } });
    await visitor('a-token').call('GET /product', { query: { perPage: 2 } });
    expect(calls('/product')).toBe(1);
    await visitor(undefined).call('GET /product', { query: { perPage: 3 } });
    await clients.forRequest({ lang: 'fr', salesPlanId: 1, token: undefined }).client.call('GET /product', { query: { perPage: 2 } });
    expect(calls('/product')).toBe(3);
    for (const token of ['a-token', 'a-token']) {
      await visitor(token).call('GET /profile').catch(() => undefined);
      await visitor(token).call('GET /cart', { query: { cart_token: 'cart-1' } }).catch(() => undefined);
    }
    expect(calls('/profile')).toBe(2);
    expect(calls('/cart')).toBe(2);
  } finally {
    await fake.close();
  }
});

test('a read marked as layout data is kept like the menus: answered from memory while the back office is down', async () => {
  const fake = await startFakeBackoffice();
  const client = createSiteDataClients({ baseUrl: fake.url, timeoutMs: 500, cacheTtlMs: 0 }).forRequest({ lang: 'en', salesPlanId: 1, token: undefined }).client;
  const first = await client.call('GET /product', { query: { promoted: 1, perPage: 5 }, layoutData: true });
  await fake.close();
  expect(await client.call('GET /product', { query: { promoted: 1, perPage: 5 }, layoutData: true })).toEqual(first);
  await expect(client.call('GET /product', { query: { promoted: 1, perPage: 5 } })).rejects.toBeInstanceOf(Error);
});
