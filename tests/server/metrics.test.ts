/**
 * `/metrics` and `/rum` on the real site with its own back office (decision 192): refused without
 * the operators' token and absent without one configured; with it, after a short mixed load (pages
 * rendered and kept, one answered stale, API calls, a publish through the back office, beacons,
 * and pages asked for while the back office is down), every family an operator graphs has counts,
 * labelled by route names and endpoints, never by raw paths. Beacons that are not one are refused
 * and count nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { childProcesses } from '../support/child-processes.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { sampleTotal } from '../support/metrics-text.ts';

const SITE_TOKEN = 'operators-metrics-token-0123456789';
const BACKOFFICE_TOKEN = 'backoffice-metrics-token-0123456789';
/** How long a kept page is fresh, then stale; the render cache ages pages by the test's clock. */
const FRESH_MS = 10_000;
const STALE_MS = 60_000;

let dataDir: string;
let site: TestSite;
let now = Date.now();
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-'));
  site = await startTestSite(
    {
      DATA_DIR: dataDir,
      SITE_ADMIN_TOKEN: SITE_TOKEN,
      BACKOFFICE_ADMIN_TOKEN: BACKOFFICE_TOKEN,
      BACKOFFICE_TIMEOUT_MS: '30000',
      RENDER_CACHE_TTL_MS: String(FRESH_MS),
      RENDER_CACHE_STALE_MS: String(STALE_MS),
    },
    { clock: () => now },
  );
}, 60_000);
afterAll(async () => {
  await site?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const scrape = async () => {
  const response = await site.get('/metrics', { headers: { authorization: `Bearer ${SITE_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
};

/** The render cache's word on a page: `hit`, `stale`, or none (rendered). */
async function renderCacheState(page: string): Promise<string | null> {
  const response = await site.get(page);
  await response.arrayBuffer();
  return response.headers.get('x-render-cache');
}

const beacon = (body: unknown, type = 'application/json') => site.get('/rum', { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

test('refused without the token, or with another', async () => {
  expect((await site.get('/metrics')).status).toBe(401);
  expect((await site.get('/metrics', { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);
  expect((await site.get('/metrics', { method: 'POST', headers: { authorization: `Bearer ${SITE_TOKEN}` } })).status).toBe(405);
});

test('after a mixed load, every family has counts, by route name and endpoint', { timeout: 60_000 }, async () => {
  for (const page of ['/', '/product/fine-finish-smoothing-powder', '/fr/enduit-professionnels/product/reboucher/rebouchage-gros-trous', '/contact', '/no/such/page']) {
    for (let visit = 0; visit < 3; visit += 1) await (await site.get(page)).text();
  }
  await (await site.get('/api/v1/product?saleplan_id=17&perPage=3')).text();
  await (await site.get(`/no-such-path-${Date.now()}`)).text();
  // A publish through the site's own back office: the site hears it.
  const backoffice = createBackofficeClient({ baseUrl: site.backofficeUrl });
  const [page] = (await backoffice.call('GET /page', { query: { perPage: 1 } })).items;
  expect(page).toBeDefined();
  await backoffice.call('DELETE /admin/page/:id', { path: { id: page!.id }, token: BACKOFFICE_TOKEN });
  expect((await beacon({ page: 'product', audience: 'pro', device: 'phone', vitals: [{ name: 'LCP', value: 1800 }, { name: 'CLS', value: 0.02 }, { name: 'INP', value: 120 }, { name: 'TTFB', value: 300 }] })).status).toBe(204);
  // A kept page asked for past its fresh time, within its stale one: answered as kept, refreshed behind.
  await expect.poll(() => renderCacheState('/contact')).toBe('hit');
  now += FRESH_MS + 1;
  expect(await renderCacheState('/contact')).toBe('stale');

  const text = await scrape();
  expect(sampleTotal(text, 'site_http_requests_total', 'route="home"')).toBeGreaterThanOrEqual(3);
  expect(sampleTotal(text, 'site_http_requests_total', 'route="product",status="200"')).toBeGreaterThanOrEqual(6);
  expect(sampleTotal(text, 'site_http_requests_total', 'route="api"')).toBeGreaterThanOrEqual(1);
  expect(sampleTotal(text, 'site_http_requests_total', 'status="404"')).toBeGreaterThanOrEqual(1);
  expect(sampleTotal(text, 'site_http_request_duration_seconds_count', 'route="product"')).toBeGreaterThanOrEqual(6);
  expect(sampleTotal(text, 'site_render_cache_lookups_total', 'result="hit"')).toBeGreaterThan(0);
  expect(sampleTotal(text, 'site_render_cache_lookups_total', 'result="miss"')).toBeGreaterThan(0);
  expect(sampleTotal(text, 'site_render_cache_lookups_total', 'result="stale"')).toBeGreaterThan(0);
  expect(sampleTotal(text, 'site_backoffice_calls_total', 'endpoint="GET /url/entity",outcome="ok"')).toBeGreaterThan(0);
  // The 404 page's look-up is refused, not failed: a back office that answers is not an error.
  expect(sampleTotal(text, 'site_backoffice_calls_total', 'outcome="refused"')).toBeGreaterThan(0);
  expect(sampleTotal(text, 'site_backoffice_calls_total', 'outcome="failed"')).toBe(0);
  expect(sampleTotal(text, 'site_backoffice_call_duration_seconds_count')).toBeGreaterThan(0);
  expect(sampleTotal(text, 'site_publish_events_total')).toBe(1);
  expect(sampleTotal(text, 'site_publish_event_lag_seconds_count')).toBe(1);
  expect(sampleTotal(text, 'site_web_vitals_lcp_seconds_count', 'page="product",audience="pro",device="phone"')).toBe(1);
  expect(sampleTotal(text, 'site_web_vitals_cls_count')).toBe(1);
  expect(sampleTotal(text, 'site_web_vitals_inp_seconds_count')).toBe(1);
  expect(sampleTotal(text, 'site_web_vitals_ttfb_seconds_count')).toBe(1);
  // The event loop's delay as measured since start (the lag gauge itself is read at the scrape).
  for (const family of ['nodejs_eventloop_lag_max_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) expect(sampleTotal(text, family), family).toBeGreaterThan(0);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  // Route names only: no raw path is a label.
  expect(text).not.toContain('no-such-path');
  expect(text).not.toContain('fine-finish');

  // The back office killed: pages not kept, asked for before it is started again, are 503s, and
  // the calls they made are counted failed (no connection).
  const [backofficeProcess] = childProcesses(process.pid).filter((child) => /backoffice\/main/.test(child.command));
  expect(backofficeProcess).toBeDefined();
  process.kill(backofficeProcess!.pid, 'SIGKILL');
  const unreachable = `unreachable-${Date.now()}`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20 && !statuses.includes(503); attempt += 1) {
    const response = await site.get(`/results/${unreachable}-${attempt}`);
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  expect(statuses).toContain(503);
  await expect.poll(async () => (await site.get('/readyz')).status, { timeout: 30_000 }).toBe(200);
  const afterFailure = await scrape();
  expect(sampleTotal(afterFailure, 'site_backoffice_calls_total', 'outcome="failed"')).toBeGreaterThan(0);
  expect(sampleTotal(afterFailure, 'site_http_requests_total', 'status="503"')).toBeGreaterThan(0);
  expect(afterFailure).not.toContain(unreachable);
});

test('a beacon that is not one is refused and counts nothing', async () => {
  const before = sampleTotal(await scrape(), 'site_web_vitals_lcp_seconds_count');
  const valid = { page: 'home', audience: 'part', device: 'desktop', vitals: [{ name: 'LCP', value: 900 }] };
  for (const body of [
    'not json',
    [],
    { ...valid, page: '/fr/some/path' },
    { ...valid, page: '__proto__' },
    { ...valid, audience: 'admin' },
    { ...valid, device: 'fridge' },
    { ...valid, vitals: [] },
    { ...valid, vitals: [{ name: 'FID', value: 10 }] },
    { ...valid, vitals: [{ name: 'LCP', value: -1 }] },
    { ...valid, vitals: [{ name: 'LCP', value: 1e9 }] },
    { ...valid, vitals: [{ name: 'LCP', value: '900' }] },
    { ...valid, vitals: [{ name: 'LCP', value: 900 }, { name: 'LCP', value: 901 }] },
  ]) {
    expect((await beacon(body)).status, JSON.stringify(body)).toBe(400);
  }
  expect((await beacon({ ...valid, padding: 'x'.repeat(2000) })).status).toBe(413);
  // Without a length, streamed: refused once past the bound, not read to its end.
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
    },
  });
  const streamed = await site.get('/rum', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
  expect(streamed.status).toBe(413);
  expect((await site.get('/rum')).status).toBe(405);
  expect(sampleTotal(await scrape(), 'site_web_vitals_lcp_seconds_count')).toBe(before);
});

test('without a configured token, /metrics does not exist', async () => {
  const closedDir = mkdtempSync(path.join(tmpdir(), 'metrics-closed-'));
  const closed = await startTestSite({ DATA_DIR: closedDir });
  try {
    expect((await closed.get('/metrics', { headers: { authorization: `Bearer ${SITE_TOKEN}` } })).status).toBe(404);
  } finally {
    await closed.close();
    rmSync(closedDir, { recursive: true, force: true });
  }
});
