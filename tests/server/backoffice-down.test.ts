/** With the back office gone, the process stays up: liveness 200, readiness 503, pages an error page. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

let site: TestSite;

beforeAll(async () => {
  const backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url, BACKOFFICE_TIMEOUT_MS: '500' });
  await backoffice.close();
});
afterAll(() => site?.close());

test('liveness stays 200 and readiness turns 503', async () => {
  expect((await site.get('/healthz')).status).toBe(200);
  const ready = await site.get('/readyz');
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'backoffice_unreachable' });
});

test('a page answers the error page with a 5xx status, and the process keeps serving', async () => {
  const response = await site.get('/product/fine-finish');
  expect(response.status).toBeGreaterThanOrEqual(500);
  const html = await response.text();
  expect(html).toContain('An error has occurred');
  expect((await site.get('/healthz')).status).toBe(200);
});

test('the API gateway answers 502 in the error envelope', async () => {
  const response = await site.get('/api/v1/product?perPage=1');
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ errors: { status: 'backoffice_unavailable' } });
});
