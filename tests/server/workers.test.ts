/**
 * WORKERS=n: several processes behind one port, a dead worker replaced, one clean drain; an
 * invalidation, asked of one worker or told by the back office beside them, reaches every worker.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBackofficeClient } from '../../src/shared/kernel/api/client.ts';
import type { PageText } from '../../src/shared/kernel/api/contract.ts';
import { freshSeededDataDir } from '../support/seeded-data-dir.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { spawnSite } from '../support/spawn-site.ts';

let backoffice: FakeBackoffice;
beforeAll(async () => {
  backoffice = await startFakeBackoffice();
});
afterAll(() => backoffice?.close());

// A fresh connection per request: a pooled one to the killed worker would just be dead.
const get = (url: string) => fetch(url, { headers: { connection: 'close' } });

function workerPids(primary: number): number[] {
  const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' });
  return out.split('\n').map((line) => Number(line.trim())).filter((pid) => pid > 0);
}

test('two workers serve one port, a killed worker is replaced, SIGTERM drains them all', { timeout: 60_000 }, async () => {
  const site = await spawnSite({ BACKOFFICE_URL: backoffice.url, WORKERS: '2', DRAIN_DELAY_MS: '0' });
  expect(site.output.join('')).toMatch(/site listening on http:\/\/127\.0\.0\.1:\d+ \(2 workers\)/);
  const pids = workerPids(site.process.pid!);
  expect(pids).toHaveLength(2);
  for (let index = 0; index < 10; index += 1) expect((await get(`${site.url}/contact`)).status).toBe(200);

  process.kill(pids[0]!, 'SIGKILL');
  await expect.poll(() => workerPids(site.process.pid!).filter((pid) => pid !== pids[0]).length, { timeout: 15_000 }).toBe(2);
  for (let index = 0; index < 10; index += 1) expect((await get(`${site.url}/healthz`)).status).toBe(200);

  site.process.kill('SIGTERM');
  expect(await site.exited).toBe(0);
  await expect(get(`${site.url}/healthz`)).rejects.toThrow();
});

test('a cache invalidation asked of one worker reaches every worker through the primary', { timeout: 60_000 }, async () => {
  const token = 'operators-only-token-0123456789';
  const site = await spawnSite({ BACKOFFICE_URL: backoffice.url, WORKERS: '2', DRAIN_DELAY_MS: '0', SITE_ADMIN_TOKEN: token, RENDER_CACHE_TTL_MS: '600000' });
  try {
    // Fresh connections go to both workers in turn: each keeps the page.
    for (let index = 0; index < 10; index += 1) expect((await get(`${site.url}/contact`)).status).toBe(200);
    const response = await fetch(`${site.url}/admin/cache/invalidate`, {
      method: 'POST',
      headers: { connection: 'close', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { processes: { pid: number; dropped: { pages: number } }[]; dropped: { pages: number }; unanswered: number } };
    expect(data.unanswered).toBe(0);
    expect(data.processes.map((process) => process.pid).sort()).toEqual(workerPids(site.process.pid!).sort());
    for (const process of data.processes) expect(process.dropped.pages).toBe(1);
    expect(data.dropped.pages).toBe(2);
  } finally {
    site.process.kill('SIGTERM');
    await site.exited;
  }
});

test('a page published through the back office beside the workers shows in every worker', { timeout: 90_000 }, async () => {
  const token = 'publishing-token-0123456789';
  const dataDir = freshSeededDataDir('workers-publish-', { sharedMedia: true });
  const site = await spawnSite({ WORKERS: '2', DRAIN_DELAY_MS: '0', DATA_DIR: dataDir, BACKOFFICE_ADMIN_TOKEN: token, RENDER_CACHE_TTL_MS: '600000', CATALOGUE_CACHE_TTL_MS: '300000' });
  try {
    await expect.poll(() => /back office process beside it on (\S+)/.exec(site.output.join(''))?.[1]).toBeDefined();
    const backoffice = createBackofficeClient({ baseUrl: /back office process beside it on (\S+)/.exec(site.output.join(''))![1]! });
    const page = (title: string): PageText => ({
      slug: 'site-visits', title, type: 'actualite', type_label: 'News', extract: 'Our technicians come to your site.', cover: null,
      blocks: [{ type: 'paragraph', titre: null, text: 'Book a visit.', visuel: null }], meta: { title, description: 'Site visits' },
    });
    // Ten fresh connections reach both workers in turn: the same heading from each of them.
    const headings = async () => {
      const seen = new Set<string>();
      for (let index = 0; index < 10; index += 1) {
        const html = await (await get(`${site.url}/professional-filler/site-visits`)).text();
        seen.add(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? 'none');
      }
      return [...seen];
    };
    await backoffice.call('PUT /admin/page/:id', { path: { id: 9001 }, token, body: { target: 'pro', page: page('Site visits') } });
    await expect.poll(headings).toEqual(['Site visits']);
    // Both workers keep it now for ten minutes: only the back office's word changes it.
    await backoffice.call('PUT /admin/page/:id', { path: { id: 9001 }, token, body: { target: 'pro', page: page('Site visits in 2027') } });
    await expect.poll(headings).toEqual(['Site visits in 2027']);
  } finally {
    site.process.kill('SIGTERM');
    await site.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a worker that cannot start stops the primary instead of looping', { timeout: 60_000 }, async () => {
  await expect(spawnSite({ BACKOFFICE_URL: backoffice.url, WORKERS: '2', REDIRECTS_CSV: '/no/such/file.csv' })).rejects.toThrow(/exited with 1/);
});
