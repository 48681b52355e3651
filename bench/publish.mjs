/**
 * `npm run bench:publish` (issue 33, decision 191): how soon a publish is fresh on every site
 * process and through nginx. PostgreSQL, a back office, three site processes keeping pages and
 * catalogue answers for ten minutes (only a publish event refreshes them), nginx in front: the
 * multi-node test's setup (tests/support/several-machines.ts).
 *
 * - Lag: 100 publishes of one product through the write API, one at a time; from the moment the
 *   write is sent, each origin is asked for the English product page every 5 ms until it shows
 *   the new name. A publish's lag is its slowest origin's. Then 100 more, timing the French page
 *   the same way (apart, so that each round asks as much of the machine as the English one).
 *   Printed for each language: p50, p90, p99, max (ms).
 * - Stale answers 5 s after a publish: 10 publishes, then 10 with a site process killed during
 *   the publish and started again; 5 s after each, every origin is asked twice. Printed: stale
 *   answers out of those asked.
 *
 * The promise: p50 ≤ 150 ms, p99 ≤ 1 s, zero stale answers after 5 s.
 */
import { cpus, loadavg } from 'node:os';
import { bundleBackoffice } from './demo-backoffice.mjs';

const { startPostgresCluster, startSeveralMachines, ADMIN_TOKEN, publishedProduct } = await bundleBackoffice(
  'publish',
  `export { startPostgresCluster } from './tests/support/postgres-cluster.ts';
   export { startSeveralMachines, ADMIN_TOKEN, publishedProduct } from './tests/support/several-machines.ts';`,
);

const loadAtStart = loadavg();
const PUBLISHES = 100;
const STALE_ROUNDS = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = await startPostgresCluster();
const machines = await startSeveralMachines({
  databaseUrl: cluster.url,
  siteProcesses: 3,
  siteEnvironment: { RENDER_CACHE_TTL_MS: '600000', RENDER_CACHE_STALE_MS: '600000', CATALOGUE_CACHE_TTL_MS: '300000' },
});
const origins = () => [...machines.sites.map((site) => site.url), machines.nginx.origin];

let version = 0;
async function publish() {
  version += 1;
  await machines.backoffice.client.call('PUT /admin/product/:id', { path: { id: publishedProduct.id }, token: ADMIN_TOKEN, body: publishedProduct.publication(version) });
  return version;
}
/** The product's page in each language, and the name it shows for a version. */
const ENGLISH = { path: publishedProduct.englishPage, name: publishedProduct.englishName };
const FRENCH = { path: publishedProduct.frenchPage, name: publishedProduct.frenchName };

async function shows(origin, expected, page = ENGLISH) {
  const body = await (await fetch(`${origin}${page.path}`)).text();
  return body.includes(`>${page.name(expected)}<`);
}
/** Milliseconds from `since` until `origin` shows `expected` on `page` (polled every 5 ms, at most 10 s). */
async function freshAfter(origin, expected, since, page) {
  while (performance.now() - since < 10_000) {
    if (await shows(origin, expected, page)) return performance.now() - since;
    await sleep(5);
  }
  return Number.POSITIVE_INFINITY;
}
/** Until every origin keeps the current version of `page` (answers it from its render cache). */
async function kept(page = ENGLISH) {
  for (const origin of origins()) while (!(await shows(origin, version, page))) await sleep(20);
  for (const site of machines.sites) while ((await fetch(`${site.url}${page.path}`)).headers.get('x-render-cache') !== 'hit') await sleep(20);
}
/** PUBLISHES publishes, each timed until every origin shows it on `page`: p50, p90, p99, max (ms). */
async function freshEverywhere(page) {
  await kept(page);
  const lags = [];
  for (let round = 0; round < PUBLISHES; round += 1) {
    const since = performance.now();
    const expected = version + 1;
    const [, ...each] = await Promise.all([publish(), ...origins().map((origin) => freshAfter(origin, expected, since, page))]);
    lags.push(Math.max(...each));
    await kept(page);
  }
  lags.sort((a, b) => a - b);
  const at = (quantile) => Number(lags[Math.min(lags.length - 1, Math.floor(quantile * lags.length))].toFixed(1));
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

try {
  await publish();
  const english = await freshEverywhere(ENGLISH);
  const french = await freshEverywhere(FRENCH);

  const staleAfterFiveSeconds = async (restart) => {
    let stale = 0;
    let asked = 0;
    for (let round = 0; round < STALE_ROUNDS; round += 1) {
      await kept();
      const restarting = restart ? machines.killSite(1) : Promise.resolve();
      const expected = await publish();
      const published = performance.now();
      await restarting;
      if (restart) await machines.startSiteAgain(1);
      await sleep(Math.max(0, 5000 - (performance.now() - published)));
      for (const origin of origins()) {
        for (let answer = 0; answer < 2; answer += 1) {
          asked += 1;
          if (!(await shows(origin, expected))) stale += 1;
        }
      }
    }
    return { stale, asked };
  };
  const withoutRestart = await staleAfterFiveSeconds(false);
  const withRestart = await staleAfterFiveSeconds(true);

  console.log(
    JSON.stringify(
      {
        machine: { cpus: cpus().length, loadavgAtStart: loadAtStart.map((load) => Number(load.toFixed(2))), loadavgAtEnd: loadavg().map((load) => Number(load.toFixed(2))) },
        origins: origins().length,
        publishes: PUBLISHES,
        freshEverywhereMs: { english, french },
        staleAfter5s: { withoutRestart, withRestart },
      },
      null,
      2,
    ),
  );
} finally {
  await machines.stop();
  await cluster.stop();
}
