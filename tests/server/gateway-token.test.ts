/**
 * The visitor's login token through the `/api/v1` gateway: forwarded to the contract's customer
 * endpoints only, as the server's own data client does, so public reads (the products the offline
 * worker keeps) answer the same for every visitor.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

let backoffice: FakeBackoffice;
let site: TestSite;
beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url, RENDER_CACHE_MAX_BYTES: '0' });
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
});

/** What the back office received as Authorization for one call through the gateway. */
async function authorizationOf(path: string): Promise<string | undefined> {
  const before = backoffice.requests.length;
  const response = await site.get(`/api/v1${path}`, { headers: { cookie: 'login_token=secret-token' } });
  await response.arrayBuffer();
  const index = backoffice.requests.findIndex((request, at) => at >= before && request.startsWith(`GET ${path.split('?', 1)[0]}`));
  expect(index, path).toBeGreaterThanOrEqual(0);
  return backoffice.authorizations[index];
}

test('a customer call carries the token; public reads, the kept product reads included, do not', async () => {
  expect(await authorizationOf('/profile')).toBe('Bearer secret-token');
  expect(await authorizationOf('/product?ids=1,2')).toBeUndefined();
  expect(await authorizationOf('/product?perPage=2')).toBeUndefined();
  expect(await authorizationOf('/menu')).toBeUndefined();
});
