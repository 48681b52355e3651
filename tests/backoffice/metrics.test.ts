/**
 * The back office's `/metrics` (decision 192): refused without its admin token and absent without
 * one configured; with it, after a short mixed load (catalogue reads, a publish, refusals, an
 * unknown path), its requests are counted by contract endpoint and status with their latency,
 * beside the process's own metrics, and never by raw path.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBackoffice } from '../../src/backoffice/server.ts';
import { freshSeededDataDir } from '../support/seeded-data-dir.ts';
import { ADMIN_TOKEN, PRO, startTestBackoffice, type TestBackoffice } from './start-test-backoffice.ts';
import { sampleTotal } from '../support/metrics-text.ts';

let t: TestBackoffice;
beforeAll(async () => {
  t = await startTestBackoffice();
}, 60_000);
afterAll(() => t?.stop());

const scrape = async () => {
  const response = await fetch(`${t.origin}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.text();
};

test('refused without the token, or with another', async () => {
  expect((await fetch(`${t.origin}/metrics`)).status).toBe(401);
  const wrong = await fetch(`${t.origin}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
  expect(wrong.status).toBe(401);
  expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
  const posted = await fetch(`${t.origin}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(posted.status).toBe(405);
  expect(posted.headers.get('allow')).toBe('GET, HEAD');
});

test('after a mixed load, requests are counted by contract endpoint and status, with their latency', async () => {
  const { items: products } = await t.client.call('GET /product', { query: { saleplan_id: PRO, perPage: 2 } });
  expect(products.length).toBe(2);
  await t.client.call('GET /product/:id', { path: { id: products[0]!.id }, query: { saleplan_id: PRO } });
  await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' }, query: { saleplan_id: PRO } });
  const [page] = (await t.client.call('GET /page', { query: { perPage: 1 } })).items;
  await t.client.call('DELETE /admin/page/:id', { path: { id: page!.id }, token: ADMIN_TOKEN });
  expect((await fetch(`${t.backoffice.url}/admin/page/${page!.id}`, { method: 'DELETE' })).status).toBe(401);
  expect((await fetch(`${t.backoffice.url}/no-such-endpoint-${Date.now()}`)).status).toBe(404);
  expect((await fetch(`${t.origin}/health`)).status).toBe(200);
  expect((await fetch(`${t.origin}/metrics`)).status).toBe(401);

  const text = await scrape();
  expect(sampleTotal(text, 'backoffice_http_requests_total', 'endpoint="GET /product",status="200"')).toBe(1);
  expect(sampleTotal(text, 'backoffice_http_requests_total', 'endpoint="GET /product/:id",status="200"')).toBe(2);
  expect(sampleTotal(text, 'backoffice_http_requests_total', 'endpoint="DELETE /admin/page/:id",status="200"')).toBe(1);
  expect(sampleTotal(text, 'backoffice_http_requests_total', 'endpoint="DELETE /admin/page/:id",status="401"')).toBe(1);
  expect(sampleTotal(text, 'backoffice_http_requests_total', 'endpoint="unmatched",status="404"')).toBe(1);
  expect(sampleTotal(text, 'backoffice_http_requests_total', 'endpoint="health",status="200"')).toBe(1);
  expect(sampleTotal(text, 'backoffice_http_requests_total', 'endpoint="metrics",status="401"')).toBeGreaterThanOrEqual(1);
  expect(sampleTotal(text, 'backoffice_http_request_duration_seconds_count', 'endpoint="GET /product/:id"')).toBe(2);
  expect(sampleTotal(text, 'backoffice_http_request_duration_seconds_sum', 'endpoint="GET /product/:id"')).toBeGreaterThan(0);
  for (const family of ['nodejs_eventloop_lag_max_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) expect(sampleTotal(text, family), family).toBeGreaterThan(0);
  // Contract names only: no id, slug or unknown path is a label.
  expect(text).not.toContain('no-such-endpoint');
  expect(text).not.toContain(`/product/${products[0]!.id}`);
  expect(text).not.toContain('fine-finish');
  expect(text).not.toContain(`/admin/page/${page!.id}`);
});

test('without a configured token, /metrics does not exist', async () => {
  const dataDir = freshSeededDataDir('backoffice-metrics-closed-');
  const closed = await startBackoffice({ dataDir, port: 0 });
  try {
    expect((await fetch(`${closed.url.replace(/\/api\/v1$/, '')}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(404);
  } finally {
    await closed.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
