/**
 * With the back office gone, the process stays up: liveness 200, readiness 503, pages the error
 * page with a 503 or what the site still has cached, the API gateway a clean 502. When the back office comes
 * back, the same process is ready again without a restart.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

let site: TestSite;
let backofficePort: number;
let revived: FakeBackoffice | undefined;

beforeAll(async () => {
  const backoffice = await startFakeBackoffice({ settings: { phone_lb: '+961 1 234 567' } });
  backofficePort = Number(new URL(backoffice.url).port);
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url, BACKOFFICE_TIMEOUT_MS: '500' });
  // A visit before the outage fills the site's cache of site, settings and menus.
  expect((await site.get('/contact')).status).toBe(200);
  await backoffice.close();
});
afterAll(async () => {
  await site?.close();
  await revived?.close();
});

test('liveness stays 200 and readiness turns 503', async () => {
  expect((await site.get('/healthz')).status).toBe(200);
  const ready = await site.get('/readyz');
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'backoffice_unreachable' });
});

test('a page answers the error page with a 503 and when to ask again (a proxy tries another site process), and the process keeps serving', async () => {
  const response = await site.get('/product/fine-finish');
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('cache-control')).toMatch(/no-store|no-cache|private/);
  const html = await response.text();
  expect(html).toContain('An error has occurred');
  expect((await site.get('/healthz')).status).toBe(200);
});

test('a page that needs only cached data is served from the stale copy', async () => {
  const response = await site.get('/contact');
  expect(response.status).toBe(200);
  // The header's phone number comes from the settings cached before the outage.
  expect(await response.text()).toContain('+961 1 234 567');
});

test('a burst of 50 concurrent pages during the outage: every one answered, the process still up', async () => {
  const paths = ['/product/fine-finish', '/category/smoothing', '/', '/contact', '/about-us'];
  const answers = await Promise.all(
    Array.from({ length: 50 }, async (_, index) => {
      const response = await site.get(paths[index % paths.length]!, { signal: AbortSignal.timeout(15_000) });
      return { status: response.status, body: await response.text() };
    }),
  );
  for (const answer of answers) {
    expect([200, 503]).toContain(answer.status);
    expect(answer.body.trimEnd().endsWith('</html>')).toBe(true);
    if (answer.status !== 200) expect(answer.body).toContain('An error has occurred');
  }
  expect((await site.get('/healthz')).status).toBe(200);
});

test('the API gateway answers 502 in the error envelope', async () => {
  const response = await site.get('/api/v1/product?perPage=1');
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ errors: { status: 'backoffice_unavailable' } });
});

test('when the back office comes back, the same process is ready and serves pages again', { timeout: 20_000 }, async () => {
  revived = await startFakeBackoffice({ port: backofficePort });
  await expect.poll(async () => (await site.get('/readyz')).status, { timeout: 10_000, interval: 250 }).toBe(200);
  const response = await site.get('/product/fine-finish');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<h1 id="page-heading">Fine Finish</h1>');
});
