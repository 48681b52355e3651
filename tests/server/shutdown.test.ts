/** SIGTERM on the built server: readiness turns 503, in-flight responses finish, the process exits 0. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { spawnSite } from '../support/spawn-site.ts';

let backoffice: FakeBackoffice;

beforeAll(async () => {
  backoffice = await startFakeBackoffice({ delays: { '/url/entity': 1500 } });
});
afterAll(() => backoffice?.close());

test('draining finishes the request in flight and exits 0', async () => {
  const site = await spawnSite({ BACKOFFICE_URL: backoffice.url, DRAIN_DELAY_MS: '400', SHUTDOWN_TIMEOUT_MS: '8000' });
  const inFlight = fetch(`${site.url}/product/fine-finish`).then(async (response) => ({ status: response.status, body: await response.text() }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  site.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));

  const ready = await fetch(`${site.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'draining' });
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);

  const finished = await inFlight;
  expect(finished.status).toBe(200);
  expect(finished.body).toContain('<h1 id="page-heading">Fine Finish</h1>');
  expect(finished.body.trimEnd().endsWith('</html>')).toBe(true);

  await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
  expect(await site.exited).toBe(0);
  expect(site.output.join('')).toContain('SIGTERM received: draining');
});

test('a bad configuration stops the start with a message naming the variable', async () => {
  await expect(spawnSite({ BACKOFFICE_URL: backoffice.url, PORT: 'eighty' })).rejects.toThrow(/exited with 1:\nInvalid PORT="eighty"/);
});
