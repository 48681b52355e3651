/**
 * The site on several machines, on loopback (decision 191): PostgreSQL, a back office over it,
 * three site processes (one of them a cluster of two workers) that keep pages and catalogue answers for ten minutes (only a publish
 * event can refresh them), and nginx in front. A product published through the write API shows
 * on every process and through nginx, in English and French, well within the promise's 5 s;
 * also when a process restarts during the publish, and when a publish was made while the
 * processes could not hear it. A process killed under load costs no answer through nginx; the
 * back office restarted under load leaves kept pages answering, and readiness says so.
 */
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emptyPostgresDatabase } from '../support/both-engines.ts';
import { ADMIN_TOKEN, publishedProduct, startSeveralMachines, type SeveralMachines } from '../support/several-machines.ts';

const SITE_ADMIN_TOKEN = 'several-machines-site-token-0123456789';
const ENGLISH_PAGE = publishedProduct.englishPage;
const FRENCH_PAGE = publishedProduct.frenchPage;
/** The promise's bound for stale answers; fresh answers come within a second (bench:publish). */
const PROMISE_MS = 5000;

let databaseUrl: string;
let machines: SeveralMachines;
let version = 0;

beforeAll(async () => {
  databaseUrl = await emptyPostgresDatabase();
  machines = await startSeveralMachines({
    databaseUrl,
    siteProcesses: 3,
    // The first a cluster of two workers: its primary hears the events and tells each worker.
    siteWorkers: [2, 1, 1],
    siteEnvironment: { RENDER_CACHE_TTL_MS: '600000', RENDER_CACHE_STALE_MS: '600000', CATALOGUE_CACHE_TTL_MS: '300000', SITE_ADMIN_TOKEN },
  });
  await publish();
}, 180_000);

afterAll(async () => {
  await machines?.stop();
});

async function publish(): Promise<number> {
  version += 1;
  await machines.backoffice.client.call('PUT /admin/product/:id', { path: { id: publishedProduct.id }, token: ADMIN_TOKEN, body: publishedProduct.publication(version) });
  return version;
}

/** The origins a visitor may reach: each site process and nginx. */
const origins = () => [...machines.sites.map((site) => site.url), machines.nginx.origin];

async function nameOn(origin: string, page: string): Promise<string | undefined> {
  const response = await fetch(`${origin}${page}`, { signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  return /<h1[^>]*>([^<]*)</.exec(body)?.[1];
}

/** The names of four answers in a row: a cluster's workers, and nginx's upstreams, each answer some of them. */
async function namesOn(origin: string, page: string): Promise<string> {
  const names: (string | undefined)[] = [];
  for (let answer = 0; answer < 4; answer += 1) names.push(await nameOn(origin, page));
  return names.join(' | ');
}

/** Until every origin shows `version` on both pages, in every answer. */
async function freshEverywhere(expected: number): Promise<void> {
  const four = (name: string) => Array.from({ length: 4 }, () => name).join(' | ');
  for (const origin of origins()) {
    await expect.poll(() => namesOn(origin, ENGLISH_PAGE), { timeout: PROMISE_MS, interval: 20 }).toBe(four(publishedProduct.englishName(expected)));
    await expect.poll(() => namesOn(origin, FRENCH_PAGE), { timeout: PROMISE_MS, interval: 20 }).toBe(four(publishedProduct.frenchName(expected)));
  }
}

/** Where an answer came from, on a connection of its own: a cluster hands each connection to its next worker. */
function renderCacheOnNewConnection(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.headers['x-render-cache'])));
      })
      .on('error', reject);
  });
}

/**
 * Until every worker of each site process answers both pages from its render cache: only a
 * publish event can refresh them then. Four new connections in a row reach both of a cluster's workers.
 */
async function keptEverywhere(): Promise<void> {
  for (const site of machines.sites) {
    for (const page of [ENGLISH_PAGE, FRENCH_PAGE]) {
      const fourInARow = async () => (await Promise.all(Array.from({ length: 4 }, () => renderCacheOnNewConnection(`${site.url}${page}`)))).join(' ');
      await expect.poll(fourInARow, { timeout: 30_000 }).toBe('hit hit hit hit');
    }
  }
}

test('a product published through the write API shows on every site process and through nginx, in English and French', { timeout: 120_000 }, async () => {
  await freshEverywhere(version);
  await keptEverywhere();
  for (let round = 0; round < 3; round += 1) {
    const published = await publish();
    await freshEverywhere(published);
    await keptEverywhere();
  }
});

test('a site process restarted during a publish answers fresh, as do the others', { timeout: 120_000 }, async () => {
  await keptEverywhere();
  await machines.killSite(1);
  const published = await publish();
  await machines.startSiteAgain(1);
  await freshEverywhere(published);
});

test('a publish the site processes did not hear (their connection lost meanwhile) is not kept for ever: listening again drops what they kept', { timeout: 120_000 }, async () => {
  await freshEverywhere(version);
  await keptEverywhere();
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // The publish is committed without its notification, and every listening connection is cut.
    await admin.query('ALTER TABLE publish_event DISABLE TRIGGER publish_event_announced');
    const published = await publish();
    await admin.query('ALTER TABLE publish_event ENABLE TRIGGER publish_event_announced');
    const listeners = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'catalogue-site'");
    expect(listeners.rowCount).toBe(machines.sites.length);
    await freshEverywhere(published);
  } finally {
    await admin.end();
  }
});

test('a site process killed under load costs no answer through nginx: it asks the next one', { timeout: 120_000 }, async () => {
  let stopped = false;
  let answered = 0;
  const failures: string[] = [];
  const client = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${machines.nginx.origin}${ENGLISH_PAGE}`, { signal: AbortSignal.timeout(15_000) });
        const body = await response.text();
        if (response.status !== 200 || !body.trimEnd().endsWith('</html>')) failures.push(`${response.status}: ${body.length} characters`);
        else answered += 1;
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, client));
  await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
  await machines.killSite(2);
  const atKill = answered;
  await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThanOrEqual(atKill + 30);
  stopped = true;
  await load;
  await machines.startSiteAgain(2);
  expect(failures).toEqual([]);
});

test('the back office restarted under load: kept pages keep answering through nginx, readiness goes 503 and back to 200', { timeout: 120_000 }, async () => {
  await keptEverywhere();
  let stopped = false;
  let answered = 0;
  const failures: string[] = [];
  const client = async () => {
    while (!stopped) {
      for (const page of [ENGLISH_PAGE, FRENCH_PAGE]) {
        try {
          const response = await fetch(`${machines.nginx.origin}${page}`, { signal: AbortSignal.timeout(15_000) });
          const body = await response.text();
          if (response.status !== 200 || !body.includes(`${version}</h1>`)) failures.push(`${response.status}: ${body.length} characters`);
          else answered += 1;
        } catch (error) {
          failures.push(String(error));
        }
      }
    }
  };
  const load = Promise.all(Array.from({ length: 4 }, client));
  await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
  await machines.killBackoffice();
  for (const site of machines.sites) await expect.poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 30_000 }).toBe(503);
  const whileDown = answered;
  await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThanOrEqual(whileDown + 20);
  await machines.startBackofficeAgain();
  for (const site of machines.sites) await expect.poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
  stopped = true;
  await load;
  expect(failures).toEqual([]);
  const published = await publish();
  await freshEverywhere(published);
});

test('a cluster’s /metrics sums its workers and adds the publish events its primary heard', { timeout: 60_000 }, async () => {
  const scrape = async () => (await fetch(`${machines.sites[0]!.url}/metrics`, { headers: { authorization: `Bearer ${SITE_ADMIN_TOKEN}` } })).text();
  const total = (text: string, family: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${family}{`) || line.startsWith(`${family} `))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  const before = await scrape();
  for (let visit = 0; visit < 10; visit += 1) await (await fetch(`${machines.sites[0]!.url}${ENGLISH_PAGE}`)).text();
  await publish();
  await expect.poll(async () => total(await scrape(), 'site_publish_events_total'), { timeout: PROMISE_MS }).toBeGreaterThan(total(before, 'site_publish_events_total'));
  const after = await scrape();
  // Ten page views, and the scrapes themselves: answered by either worker, counted once each.
  expect(total(after, 'site_http_requests_total') - total(before, 'site_http_requests_total')).toBeGreaterThanOrEqual(10);
  expect(total(after, 'site_publish_event_lag_seconds_count')).toBeGreaterThan(0);
  expect(total(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
});

