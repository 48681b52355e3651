/**
 * Issue 32, decision 185: with no BACKOFFICE_URL the built site (as `npm start` runs it) is two
 * processes, the site's and its back office's. Killed, the back office is started again on the same
 * port while the site answers `/healthz` and the pages it keeps, and `/readyz` 503 until it is
 * back; the site's end is the back office's end, however the site ends.
 */
import { readFileSync, rmSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { childProcesses } from '../support/child-processes.ts';
import { freshSeededDataDir } from '../support/seeded-data-dir.ts';
import { spawnSite, type SpawnedSite } from '../support/spawn-site.ts';

let site: SpawnedSite | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (site?.process.exitCode === null) {
    site.process.kill('SIGTERM');
    await site.exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function startSite(): Promise<SpawnedSite> {
  dataDir = freshSeededDataDir('site-data-', { sharedMedia: true });
  site = await spawnSite({ DATA_DIR: dataDir, DRAIN_DELAY_MS: '0', BACKOFFICE_TIMEOUT_MS: '30000' });
  return site;
}

function isRunning(pid: number): boolean {
  try {
    // A process that ended but was not reaped yet (its parent gone) is a zombie: state Z.
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const get = (url: string) => fetch(url, { headers: { connection: 'close' } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the site keeps its probe of the back office for `/readyz` (src/server/health.ts). */
const READINESS_PROBE_KEPT_MS = 1000;

test('the site and its back office are two processes; the back office killed is started again while the site answers its kept pages and /healthz, and /readyz 503 until it is back', { timeout: 120_000 }, async () => {
  const { url, process: siteProcess, output } = await startSite();
  const [backoffice, ...others] = childProcesses(siteProcess.pid!);
  expect(others).toEqual([]);
  expect(backoffice!.command).toMatch(/dist\/backoffice\/main\.js/);
  await expect.poll(() => output.join('')).toMatch(/back office process beside it on http:\/\/127\.0\.0\.1:\d+\/api\/v1/);

  // Rendered once, the page is kept: it needs the back office no more while kept.
  expect((await get(`${url}/`)).status).toBe(200);
  expect((await get(`${url}/readyz`)).status).toBe(200);
  // The site keeps its probe of the back office a second: past it, the first /readyz after the kill probes afresh.
  await sleep(READINESS_PROBE_KEPT_MS + 100);

  process.kill(backoffice!.pid, 'SIGKILL');
  await expect.poll(() => isRunning(backoffice!.pid)).toBe(false);
  const answers = new Set<string>();
  let ready = false;
  while (!ready) {
    for (const path of ['/healthz', '/']) answers.add(`${path} ${(await get(`${url}${path}`)).status}`);
    const readiness = (await get(`${url}/readyz`)).status;
    answers.add(`/readyz ${readiness}`);
    ready = readiness === 200;
  }
  expect([...answers].sort()).toEqual(['/ 200', '/healthz 200', '/readyz 200', '/readyz 503']);
  const [restarted] = childProcesses(siteProcess.pid!);
  expect(restarted!.command).toMatch(/dist\/backoffice\/main\.js/);
  expect(restarted!.pid).not.toBe(backoffice!.pid);
  expect(output.join('')).toMatch(/back office exited \(SIGKILL\): starting it again in 100 ms/);
  await expect.poll(() => output.join('')).toMatch(/back office back on http:\/\/127\.0\.0\.1:\d+\/api\/v1/);
  // A page the site did not keep: rendered from the back office started again.
  expect((await get(`${url}/contact`)).status).toBe(200);
});

test('SIGTERM stops the site and then its back office; a site killed outright takes its back office with it', { timeout: 120_000 }, async () => {
  const first = await startSite();
  const [firstBackoffice] = childProcesses(first.process.pid!);
  first.process.kill('SIGTERM');
  expect(await first.exited, first.output.join('')).toBe(0);
  await expect.poll(() => isRunning(firstBackoffice!.pid)).toBe(false);

  rmSync(dataDir!, { recursive: true, force: true });
  const second = await startSite();
  const [secondBackoffice] = childProcesses(second.process.pid!);
  second.process.kill('SIGKILL');
  await second.exited;
  await expect.poll(() => isRunning(secondBackoffice!.pid)).toBe(false);
});
