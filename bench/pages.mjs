// npm run bench -- [--duration 3] [--rounds 3] [--connections 10] [--pin] [--write-readme]
//
// 1. Page rendering against its ceiling: the built site (dist/server/index.js) with its render
//    cache off and, in the same run, a bare node:http server rendering the same page trees with
//    renderToPipeableStream from data already in memory (bench/lib/render-ceiling-server.tsx).
//    Both are driven in turns with autocannon on home, a category, a product and a results page.
// 2. The site as it runs (render cache on): each page against `/healthz` of the same site, in
//    the same rounds; a burst of 100 concurrent requests for a cold page (how many renders).
// 3. The same pages through nginx (deploy/nginx-site.conf) over two site processes.
// Then the cached site's RSS after one load and after a second, and TTFB / time to last byte of
// a streamed page with a back office that takes 200 ms to answer. Writes bench/results.json.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { reactServerWithoutAsyncHooks } from '../scripts/react-server-without-async-hooks.mjs';
import { storeMapGeometryPlugin } from '../scripts/store-map-geometry.mjs';
import { run, summarise } from './lib/measure.mjs';
import { writeReadmeSection } from './lib/readme-section.mjs';
import { nginxBinary, startNginx } from './lib/nginx.mjs';
import { freePort, pinLoadGenerator, startServer } from './lib/server-process.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_RATIO = 0.7;
const CACHED_TARGET_RATIO = 0.5;
const BURST = 100;
// What browsers and nginx send: kept pages are answered with their brotli copy.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };
const SLOW_BACKOFFICE_MS = 200;
// page-handler.tsx's wholePageWithinMs: a page whose data comes within it goes out whole.
const SHELL_WAITS_FOR_DATA_MS = 50;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    pin: { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
  },
});
const duration = Number(options.duration);
const rounds = Number(options.rounds);
const connections = Number(options.connections);

const workDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
const running = [];
try {
  await main();
} finally {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(workDir, { recursive: true, force: true });
}

async function main() {
  await build({
    entryPoints: { ceiling: join(ROOT, 'bench/lib/render-ceiling-server.tsx') },
    // Inside the project, so the bundle's external packages resolve from its node_modules.
    outdir: join(ROOT, 'dist/bench'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    // The same plugins as the site's server bundle (build.mjs), so the ceiling is comparable: React's
    // server setup, and the store map's geometry evaluated at build time (without it, the bundle
    // would import Natural Earth's JSON from world-atlas at run time, without its import attribute,
    // which esbuild drops for target node20 — and Node refuses a JSON module without it).
    plugins: [reactServerWithoutAsyncHooks(ROOT), storeMapGeometryPlugin()],
  });
  const cpu = options.pin ? pinLoadGenerator() : undefined;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}; ${cpu === undefined ? 'processes not pinned' : 'autocannon on CPU 0, servers on CPU 1'}`;
  console.log(`${machine}\nautocannon ${connections} connections, ${rounds} × ${duration} s per page and server\n`);

  // The back office runs in its own process, as in production: the site's CPU figures are the site's.
  const backoffice = await startBackoffice(join(workDir, 'data'), cpu);
  const uncached = await start('site', [join(ROOT, 'dist/server/index.js')], { BACKOFFICE_URL: backoffice.url, RENDER_CACHE_MAX_BYTES: '0' }, cpu);
  const pages = await discoverPages(uncached.url);
  const ceiling = await start('ceiling', [join(ROOT, 'dist/bench/ceiling.mjs')], { SITE_ORIGIN: uncached.url, BACKOFFICE_URL: backoffice.url, PAGES: JSON.stringify(pages.map((page) => page.path)), NODE_ENV: 'production' }, cpu);

  const results = [];
  for (const page of pages) {
    for (const server of [uncached, ceiling]) await run(server, { path: page.path, expectStatus: 200 }, Number(options.warmup), connections);
    const runs = { site: [], ceiling: [] };
    let backofficeCpu = 0;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [uncached, ceiling] : [ceiling, uncached];
      for (const server of order) {
        const backofficeBefore = backoffice.cpuSeconds();
        runs[server === uncached ? 'site' : 'ceiling'].push(await run(server, { path: page.path, expectStatus: 200 }, duration, connections));
        if (server === uncached) backofficeCpu += backoffice.cpuSeconds() - backofficeBefore;
      }
    }
    const siteRequests = runs.site.reduce((sum, one) => sum + one.requests, 0);
    const measured = {
      ...page,
      site: summarise(runs.site, connections),
      ceiling: summarise(runs.ceiling, connections),
      backofficeCpuMicros: (backofficeCpu / siteRequests) * 1e6,
    };
    results.push(measured);
    console.log(`  ${page.name} (${page.path}), render cache off: site ${measured.site.reqPerSec.toFixed(0)} req/s, ${measured.site.cpuMicros.toFixed(0)} µs CPU/req; ceiling ${measured.ceiling.reqPerSec.toFixed(0)} req/s, ${measured.ceiling.cpuMicros.toFixed(0)} µs CPU/req`);
  }
  await Promise.all([uncached.stop(), ceiling.stop()]);

  const site = await start('site', [join(ROOT, 'dist/server/index.js')], { BACKOFFICE_URL: backoffice.url }, cpu);
  const burst = await coldBurst(site.url, pages[0].path);
  console.log(`  burst of ${BURST} concurrent requests for a cold page: ${burst.renders} render(s)`);
  const rss = [];
  const cached = await keptPages(site, pages, cpu);
  rss.push({ site: rssMegabytes(site.pid), backoffice: rssMegabytes(backoffice.pid) });
  for (const page of pages) await run(site, { path: page.path, expectStatus: 200, headers: BROWSER_HEADERS }, duration, connections);
  rss.push({ site: rssMegabytes(site.pid), backoffice: rssMegabytes(backoffice.pid) });

  const proxied = await throughNginx(site, backoffice, pages, cpu);

  const streaming = await measureStreamingWithSlowBackoffice(pages[0].path, cpu);
  const report = formatReport(machine, { results, cached, burst, proxied, rss, streaming });
  console.log(`\n${report}`);
  writeFileSync(
    join(ROOT, 'bench/results.json'),
    JSON.stringify({ machine, date: new Date().toISOString(), pages: results, cached, burst, proxied, rssMegabytes: rss, streaming }, null, 2),
  );
  if (options['write-readme']) {
    writeReadmeSection(join(ROOT, 'bench/README.md'), {
      heading: 'Pages',
      intro: [
        '`npm run bench` (= `node build.mjs && node bench/pages.mjs`). Options after `--`: `--pin` keeps autocannon on',
        'CPU 0 and the servers on CPU 1; `--duration`, `--rounds`, `--connections`; `--write-readme` refreshes the block',
        'below. The ceiling renders the same page trees with renderToPipeableStream on a bare node:http server, with the',
        'data of each page captured once from the site and kept in memory; it is compared with the site with its render',
        'cache off (RENDER_CACHE_MAX_BYTES=0), so every view is rendered. The site runs as in production: the back office',
        'in its own process (its CPU is reported apart), catalogue answers shared for CATALOGUE_CACHE_TTL_MS (10 s). Then',
        'the site with its render cache on: every page against `/healthz` of the same process in the same rounds (all',
        'with `Accept-Encoding: br, gzip`, as browsers and nginx send it; autocannon counts bodies in bytes and keeps no',
        'text of them, decision 124), and the same through nginx over two site',
        'processes. The streaming figure uses a site with both caches off, so every view waits on the slow back office.',
      ].join('\n'),
      id: 'bench:pages',
      content: report,
    });
  }
}

async function start(name, args, env, cpu) {
  const server = await startServer({
    name,
    cwd: ROOT,
    args,
    env: { HOST: '127.0.0.1', ACCESS_LOG: 'off', PORT: String(await freePort()), ...env },
    ready: new RegExp(`${name === 'ceiling' ? 'ceiling' : 'site'} listening on (http://\\S+)`),
    cpu,
  });
  running.push(server);
  return server;
}

/** A real category, product and search term from the demo catalogue. */
async function discoverPages(origin) {
  const api = async (path) => (await (await fetch(`${origin}/api/v1${path}`)).json()).data;
  const categories = await api('/category?depth=0');
  const products = await api('/product?perPage=1&page=1');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/professional-filler/category/${categories.items[0].slug}` },
    { name: 'product', path: `/professional-filler/product/${products.items[0].slug}` },
    { name: 'results', path: '/professional-filler/results/filler' },
  ];
}

function rssMegabytes(pid) {
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kilobytes / 1024);
}

/**
 * Each probe on each server, in the same rounds and a rotating order: per server, its probes'
 * summaries (`/healthz` first). Kept pages are asked as browsers and nginx ask: brotli or gzip.
 */
async function inRounds(servers, pages) {
  const probes = [{ name: 'healthz', path: '/healthz' }, ...pages];
  const turns = probes.flatMap((probe) => servers.map((server) => ({ probe, server })));
  for (const { probe, server } of turns) await run(server, { path: probe.path, expectStatus: 200, headers: BROWSER_HEADERS }, Number(options.warmup), connections);
  const runs = new Map(turns.map((turn) => [turn, []]));
  for (let round = 0; round < rounds; round++) {
    const shift = round % turns.length;
    for (const turn of [...turns.slice(shift), ...turns.slice(0, shift)]) {
      runs.get(turn).push(await run(turn.server, { path: turn.probe.path, expectStatus: 200, headers: BROWSER_HEADERS }, duration, connections));
    }
  }
  return servers.map((server) =>
    turns
      .filter((turn) => turn.server === server)
      .map((turn) => {
        const measured = { ...turn.probe, ...summarise(runs.get(turn), connections) };
        console.log(`  ${server.name} ${measured.name}: ${measured.reqPerSec.toFixed(0)} req/s, ${measured.cpuMicros.toFixed(1)} µs CPU/req, p99 ${measured.p99} ms`);
        return measured;
      }),
  );
}

/** Kept pages against `/healthz` of the same site and against a bare server sending the same bytes. */
async function keptPages(site, pages, cpu) {
  // Kept before the bare server copies their bytes.
  for (const page of pages) for (let view = 0; view < 3; view++) await (await fetch(`${site.url}${page.path}`)).arrayBuffer();
  const sameBytes = await start('ceiling', [join(ROOT, 'bench/lib/same-bytes-server.mjs')], { SITE_ORIGIN: site.url, PAGES: JSON.stringify(pages.map((page) => page.path)) }, cpu);
  try {
    const [fromSite, fromBareServer] = await inRounds([site, sameBytes], pages);
    return fromSite.map((probe, index) => ({ ...probe, sameBytes: fromBareServer[index] }));
  } finally {
    await sameBytes.stop();
  }
}

/** 100 concurrent requests for a page no one asked for yet: the answers not taken from the cache are its renders. */
async function coldBurst(origin, path) {
  const target = `${origin}${path}${path.includes('?') ? '&' : '?'}burst=${Date.now()}`;
  const responses = await Promise.all(Array.from({ length: BURST }, () => fetch(target)));
  await Promise.all(responses.map((response) => response.arrayBuffer()));
  const statuses = new Set(responses.map((response) => response.status));
  return { path, requests: BURST, statuses: [...statuses], renders: responses.filter((response) => response.headers.get('x-render-cache') === null).length };
}

/** The same probes through nginx over two site processes (the measured one and a second). */
async function throughNginx(site, backoffice, pages, cpu) {
  if (!existsSync(nginxBinary)) {
    console.log(`  ${nginxBinary} is missing: no figures through nginx`);
    return undefined;
  }
  const second = await start('site', [join(ROOT, 'dist/server/index.js')], { BACKOFFICE_URL: backoffice.url }, cpu);
  const nginx = await startNginx([new URL(site.url).host, new URL(second.url).host]);
  try {
    // nginx's own CPU is its workers', not counted here: req/s and latency only.
    const [throughNginx] = await inRounds([{ name: 'nginx', url: nginx.origin, cpuSeconds: () => 0 }], pages);
    return throughNginx;
  } finally {
    nginx.stop();
    await second.stop();
  }
}

async function startBackoffice(dataDir, cpu) {
  const backoffice = await startServer({
    name: 'backoffice',
    cwd: ROOT,
    args: [join(ROOT, 'dist/backoffice/main.js')],
    env: { BACKOFFICE_PORT: String(await freePort()), DATA_DIR: dataDir },
    ready: /backoffice listening on (http:\/\/\S+)/,
    cpu,
  });
  running.push(backoffice);
  return backoffice;
}

/**
 * A second site whose back office answers every call 200 ms late, through a delaying proxy, with
 * no sharing of catalogue answers: every page view waits on the back office for its data, and
 * only streaming keeps the shell from waiting too.
 */
async function measureStreamingWithSlowBackoffice(path, cpu) {
  const backoffice = await startBackoffice(join(workDir, 'slow-data'));
  const target = new URL(backoffice.url);
  const proxy = createServer((req, res) => {
    setTimeout(() => {
      const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    }, SLOW_BACKOFFICE_MS);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const slowSite = await start(
      'site',
      [join(ROOT, 'dist/server/index.js')],
      { BACKOFFICE_URL: `http://127.0.0.1:${proxy.address().port}/api/v1`, CATALOGUE_CACHE_TTL_MS: '0', RENDER_CACHE_MAX_BYTES: '0' },
      cpu,
    );
    await timedRequest(slowSite.url + path); // fills the site's cache of site, settings and menus
    const samples = [];
    for (let index = 0; index < 20; index++) samples.push(await timedRequest(slowSite.url + path));
    const p50 = (key) => samples.map((sample) => sample[key]).sort((a, b) => a - b)[samples.length >> 1];
    return { path, backofficeDelayMs: SLOW_BACKOFFICE_MS, ttfbP50Ms: p50('ttfb'), ttlbP50Ms: p50('ttlb') };
  } finally {
    proxy.close();
  }
}

function timedRequest(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let ttfb;
      res.once('data', () => (ttfb = performance.now() - started));
      res.on('data', () => undefined);
      res.on('end', () => resolve({ ttfb, ttlb: performance.now() - started }));
    })
      .on('error', reject)
      .end();
  });
}

function formatReport(machine, { results, cached, burst, proxied, rss, streaming }) {
  const ratio = (site, ceiling) => (site / ceiling).toFixed(2);
  const healthz = (probes) => probes.find((probe) => probe.path === '/healthz');
  const againstHealth = (probes, withCeiling) => [
    `| probe | req/s | ratio to /healthz (target ≥ ${CACHED_TARGET_RATIO.toFixed(2)}) |${withCeiling ? ' bare server, same bytes: req/s | ratio to it | site CPU µs/req | CPU ratio to /healthz |' : ''} p50 / p99 ms |`,
    `| --- | ---: | ---: |${withCeiling ? ' ---: | ---: | ---: | ---: |' : ''} ---: |`,
    ...probes.map((probe) => {
      const health = healthz(probes);
      const share = probe.reqPerSec / health.reqPerSec;
      const target = probe === health ? '' : `${share.toFixed(2)}${share >= CACHED_TARGET_RATIO ? '' : ' (missed)'}`;
      const ceiling = withCeiling
        ? ` ${probe.sameBytes.reqPerSec.toFixed(0)} | ${ratio(probe.reqPerSec, probe.sameBytes.reqPerSec)} | ${probe.cpuMicros.toFixed(1)} | ${(probe.cpuMicros / health.cpuMicros).toFixed(1)} |`
        : '';
      return `| ${probe.name} \`${probe.path}\` | ${probe.reqPerSec.toFixed(0)} | ${target} |${ceiling} ${probe.p50} / ${probe.p99} |`;
    }),
  ];
  const lines = [
    `Machine: ${machine}.`,
    '',
    '### Render cache off: the site against the in-process render ceiling',
    '',
    `| page | site req/s | ceiling req/s | ratio (target ≥ ${TARGET_RATIO.toFixed(2)}) | site CPU µs/req | ceiling CPU µs/req | back office CPU µs/req | site p50 / p99 ms | ceiling p50 / p99 ms |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (page) =>
        `| ${page.name} \`${page.path}\` | ${page.site.reqPerSec.toFixed(0)} | ${page.ceiling.reqPerSec.toFixed(0)} | ${ratio(page.site.reqPerSec, page.ceiling.reqPerSec)}${page.site.reqPerSec / page.ceiling.reqPerSec >= TARGET_RATIO ? '' : ' (missed)'} | ${page.site.cpuMicros.toFixed(0)} | ${page.ceiling.cpuMicros.toFixed(0)} | ${page.backofficeCpuMicros.toFixed(0)} | ${page.site.p50} / ${page.site.p99} | ${page.ceiling.p50} / ${page.ceiling.p99} |`,
    ),
    '',
    '### Render cache on: kept pages against `/healthz` of the same site and a bare server sending the same bytes, same rounds',
    '',
    ...againstHealth(cached, true),
    '',
    `Burst of ${burst.requests} concurrent requests for a cold page (\`${burst.path}\` with a new query): ${burst.renders} render(s), statuses ${burst.statuses.join(', ')}.`,
    '',
    ...(proxied
      ? ['### Through nginx over two site processes (render cache on), same probes', '', ...againstHealth(proxied, false), '']
      : ['nginx is not installed: no figures through it.', '']),
    `Site RSS (render cache on, its bound counted) after one load: ${rss[0].site} MB; after a second: ${rss[1].site} MB (target: under 200 MB and flat). Back office (its own process): ${rss[0].backoffice} MB, then ${rss[1].backoffice} MB.`,
    '',
    `Streamed page \`${streaming.path}\` with a back office answering ${streaming.backofficeDelayMs} ms late (both caches off): TTFB p50 ${streaming.ttfbP50Ms.toFixed(1)} ms, last byte p50 ${streaming.ttlbP50Ms.toFixed(1)} ms. The shell waits ${SHELL_WAITS_FOR_DATA_MS} ms for its page's data (decision 121), then goes out alone: ${(streaming.ttfbP50Ms - SHELL_WAITS_FOR_DATA_MS).toFixed(1)} ms after that wait (target: under 15 ms).`,
  ];
  return lines.join('\n');
}
