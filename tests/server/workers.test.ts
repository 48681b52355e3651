/** WORKERS=n: several processes behind one port, a dead worker replaced, one clean drain. */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
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

test('a worker that cannot start stops the primary instead of looping', { timeout: 60_000 }, async () => {
  await expect(spawnSite({ BACKOFFICE_URL: backoffice.url, WORKERS: '2', REDIRECTS_CSV: '/no/such/file.csv' })).rejects.toThrow(/exited with 1/);
});
