/**
 * The site's process on an exception nothing caught: it logs it and exits 1, to be replaced (by
 * the cluster primary, or the supervisor with WORKERS=1). Its access-log lines, written in
 * batches, are not lost on the way out.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { spawnSite } from '../support/spawn-site.ts';

const throwOnSignal = fileURLToPath(new URL('../support/throw-on-sigusr2.mjs', import.meta.url));

let backoffice: FakeBackoffice;
beforeAll(async () => {
  backoffice = await startFakeBackoffice();
});
afterAll(() => backoffice?.close());

const get = (url: string) => fetch(url, { headers: { connection: 'close' } });

test('an uncaught exception is logged and ends the process with code 1, its access-log lines written', { timeout: 60_000 }, async () => {
  const site = await spawnSite({ BACKOFFICE_URL: backoffice.url, ACCESS_LOG: 'on', NODE_OPTIONS: `--import=${throwOnSignal}` });
  for (let index = 0; index < 3; index += 1) expect((await get(`${site.url}/healthz`)).status).toBe(200);
  site.process.kill('SIGUSR2');
  expect(await site.exited).toBe(1);
  const output = site.output.join('');
  expect(output).toMatch(/uncaught exception, exiting: Error: a bug nothing caught\n\s+at /);
  // Three lines a second's flush had not yet written: the exit writes them.
  expect(output.match(/^GET \/healthz 200 \d+\.\dms$/gm)).toHaveLength(3);
});

test('SIGTERM writes the access-log lines still waiting before the process exits 0', { timeout: 60_000 }, async () => {
  const site = await spawnSite({ BACKOFFICE_URL: backoffice.url, ACCESS_LOG: 'on', DRAIN_DELAY_MS: '0' });
  for (let index = 0; index < 3; index += 1) expect((await get(`${site.url}/healthz?probe=${index}`)).status).toBe(200);
  site.process.kill('SIGTERM');
  expect(await site.exited).toBe(0);
  expect(site.output.join('').match(/^GET \/healthz 200 \d+\.\dms$/gm)).toHaveLength(3);
});

test('with WORKERS=2 a worker ended by an uncaught exception is replaced by the primary', { timeout: 60_000 }, async () => {
  const site = await spawnSite({ BACKOFFICE_URL: backoffice.url, WORKERS: '2', DRAIN_DELAY_MS: '0', NODE_OPTIONS: `--import=${throwOnSignal}` });
  const workerPids = () =>
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(site.process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  const [crashing] = workerPids();
  process.kill(crashing!, 'SIGUSR2');
  await expect.poll(() => site.output.join(''), { timeout: 15_000 }).toMatch(new RegExp(`worker ${crashing} exited \\(1\\): starting another`));
  await expect.poll(() => workerPids().filter((pid) => pid !== crashing).length, { timeout: 15_000 }).toBe(2);
  expect((await get(`${site.url}/healthz`)).status).toBe(200);
  site.process.kill('SIGTERM');
  expect(await site.exited).toBe(0);
});
