/**
 * Load balancers' probes are answered before the edge: no IP allow-list, host
 * canonicalisation or legacy rule can turn them away, even one that names them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

let backoffice: FakeBackoffice;
let site: TestSite;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'health-before-edge-'));
  const csv = join(directory, 'redirects.csv');
  writeFileSync(csv, 'from,to,code\n/healthz,/fr,301\n/readyz,/fr,301\n/presse,/fr/enduit-particuliers/actualites,301\n');
  backoffice = await startFakeBackoffice();
  site = await startTestSite({
    BACKOFFICE_URL: backoffice.url,
    REDIRECTS_CSV: csv,
    IP_ALLOWLIST: '10.0.0.0/8',
    CANONICAL_HOST: 'www.example.com',
    ALTERNATE_HOSTS: 'example.com',
  });
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** node:http rather than fetch, which will not send another Host. */
function get(path: string, host = 'www.example.com'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${site.url}${path}`, { headers: { host }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

test.each([
  ['/healthz', 'www.example.com'],
  ['/healthz?probe=1', 'www.example.com'],
  ['/healthz', 'example.com'],
  ['/readyz', 'example.com'],
])('%s on %s is answered to a client outside the allow-list, despite a rule naming it', async (path, host) => {
  const answer = await get(path, host);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/json');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(JSON.parse(answer.body).status).toMatch(/^(ok|ready)$/);
});

test.each(['/healthz/', '/healthzz', '/presse', '/'])('%s is still refused to that client', async (path) => {
  const answer = await get(path);
  expect(answer.status).toBe(401);
  expect(answer.body).toBe('You are not allowed to access this application');
});
