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
  // The drain window is what the test's checks below take place in: long enough for a loaded
  // machine to answer two requests; every wait before it is for a state, not a time.
  const site = await spawnSite({ BACKOFFICE_URL: backoffice.url, DRAIN_DELAY_MS: '3000', SHUTDOWN_TIMEOUT_MS: '8000' });
  const entityCalls = () => backoffice.requests.filter((line) => line.startsWith('GET /url/entity')).length;
  const callsBefore = entityCalls();
  const inFlight = fetch(`${site.url}/product/fine-finish`).then(async (response) => ({ status: response.status, body: await response.text() }));
  // In flight: the page waits on the back office, which answers it in 1.5 s.
  await expect.poll(entityCalls).toBeGreaterThan(callsBefore);
  site.process.kill('SIGTERM');
  await expect.poll(() => site.output.join('')).toContain('SIGTERM received: draining');

  const ready = await fetch(`${site.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'draining' });
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);

  const finished = await inFlight;
  expect(finished.status).toBe(200);
  expect(finished.body).toContain('<h1 id="page-heading">Fine Finish</h1>');
  expect(finished.body.trimEnd().endsWith('</html>')).toBe(true);

  expect(await site.exited).toBe(0);
  await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
});

test('a bad configuration stops the start with a message naming the variable', async () => {
  await expect(spawnSite({ BACKOFFICE_URL: backoffice.url, PORT: 'eighty' })).rejects.toThrow(/exited with 1:\nInvalid PORT="eighty"/);
});
