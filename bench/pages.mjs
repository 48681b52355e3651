// npm run bench -- [--duration 3] [--rounds 3] [--connections 10] [--pin] [--write-readme]
//
// Page rendering against its ceiling: the built site (dist/server/index.js, embedded back office
// on a fresh data dir) and, in the same run, a bare node:http server rendering the same page
// trees with renderToPipeableStream from data already in memory (bench/lib/render-ceiling-
// server.tsx). Both are driven in turns with autocannon on home, a category, a product and a
// results page: req/s, latency, the server's CPU time per request, and the ratios. Then: the
// site's RSS after one load and after a second, and TTFB / time to last byte of a streamed page
// with a back office that takes 200 ms to answer. Writes bench/results.json.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { reactServerWithoutAsyncHooks } from '../scripts/react-server-without-async-hooks.mjs';
import { run, summarise } from './lib/measure.mjs';
import { writeReadmeSection } from './lib/readme-section.mjs';
import { freePort, pinLoadGenerator, startServer } from './lib/server-process.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_RATIO = 0.6;
const SLOW_BACKOFFICE_MS = 200;

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
    // The same React server setup as the site's bundle (build.mjs), so the ceiling is comparable.
    plugins: [reactServerWithoutAsyncHooks(ROOT)],
  });
  const cpu = options.pin ? pinLoadGenerator() : undefined;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}; ${cpu === undefined ? 'processes not pinned' : 'autocannon on CPU 0, servers on CPU 1'}`;
  console.log(`${machine}\nautocannon ${connections} connections, ${rounds} × ${duration} s per page and server\n`);

  // The back office runs in its own process, as in production: the site's CPU figures are the site's.
  const backoffice = await startBackoffice(join(workDir, 'data'), cpu);
  const site = await start('site', [join(ROOT, 'dist/server/index.js')], { BACKOFFICE_URL: backoffice.url }, cpu);
  const pages = await discoverPages(site.url);
  const ceiling = await start('ceiling', [join(ROOT, 'dist/bench/ceiling.mjs')], { SITE_ORIGIN: site.url, PAGES: JSON.stringify(pages.map((page) => page.path)), NODE_ENV: 'production' }, cpu);

  const rss = [];
  const results = [];
  for (const [index, page] of pages.entries()) {
    for (const server of [site, ceiling]) await run(server, { path: page.path, expectStatus: 200 }, Number(options.warmup), connections);
    const runs = { site: [], ceiling: [] };
    let backofficeCpu = 0;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [site, ceiling] : [ceiling, site];
      for (const server of order) {
        const backofficeBefore = backoffice.cpuSeconds();
        runs[server === site ? 'site' : 'ceiling'].push(await run(server, { path: page.path, expectStatus: 200 }, duration, connections));
        if (server === site) backofficeCpu += backoffice.cpuSeconds() - backofficeBefore;
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
    console.log(`  ${page.name} (${page.path}): site ${measured.site.reqPerSec.toFixed(0)} req/s, ${measured.site.cpuMicros.toFixed(0)} µs CPU/req; ceiling ${measured.ceiling.reqPerSec.toFixed(0)} req/s, ${measured.ceiling.cpuMicros.toFixed(0)} µs CPU/req`);
    if (index === pages.length - 1) rss.push({ site: rssMegabytes(site.pid), backoffice: rssMegabytes(backoffice.pid) });
  }
  for (const page of pages) await run(site, { path: page.path, expectStatus: 200 }, duration, connections);
  rss.push({ site: rssMegabytes(site.pid), backoffice: rssMegabytes(backoffice.pid) });

  const streaming = await measureStreamingWithSlowBackoffice(pages[0].path, cpu);
  const report = formatReport(machine, results, rss, streaming);
  console.log(`\n${report}`);
  writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify({ machine, date: new Date().toISOString(), pages: results, rssMegabytes: rss, streaming }, null, 2));
  if (options['write-readme']) {
    writeReadmeSection(join(ROOT, 'bench/README.md'), {
      heading: 'Pages',
      intro: [
        '`npm run bench` (= `node build.mjs && node bench/pages.mjs`). Options after `--`: `--pin` keeps autocannon on',
        'CPU 0 and the servers on CPU 1; `--duration`, `--rounds`, `--connections`; `--write-readme` refreshes the block',
        'below. The ceiling renders the same page trees with renderToPipeableStream on a bare node:http server, with the',
        'data of each page captured once from the site and kept in memory. The site runs as in production: the back office',
        'in its own process (its CPU is reported apart), catalogue answers shared for CATALOGUE_CACHE_TTL_MS (10 s). The',
        'streaming figure uses a second site with that sharing off, so every view waits on the slow back office for its data.',
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
    const slowSite = await start('site', [join(ROOT, 'dist/server/index.js')], { BACKOFFICE_URL: `http://127.0.0.1:${proxy.address().port}/api/v1`, CATALOGUE_CACHE_TTL_MS: '0' }, cpu);
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

function formatReport(machine, results, rss, streaming) {
  const ratio = (site, ceiling) => (site / ceiling).toFixed(2);
  const lines = [
    `Machine: ${machine}.`,
    '',
    '| page | site req/s | ceiling req/s | ratio (target ≥ 0.60) | site CPU µs/req | ceiling CPU µs/req | back office CPU µs/req | site p50 / p99 ms | ceiling p50 / p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (page) =>
        `| ${page.name} \`${page.path}\` | ${page.site.reqPerSec.toFixed(0)} | ${page.ceiling.reqPerSec.toFixed(0)} | ${ratio(page.site.reqPerSec, page.ceiling.reqPerSec)}${page.site.reqPerSec / page.ceiling.reqPerSec >= TARGET_RATIO ? '' : ' (missed)'} | ${page.site.cpuMicros.toFixed(0)} | ${page.ceiling.cpuMicros.toFixed(0)} | ${page.backofficeCpuMicros.toFixed(0)} | ${page.site.p50} / ${page.site.p99} | ${page.ceiling.p50} / ${page.ceiling.p99} |`,
    ),
    '',
    `Site RSS after one load: ${rss[0].site} MB; after a second: ${rss[1].site} MB (target: under 250 MB and stable). Back office (its own process): ${rss[0].backoffice} MB, then ${rss[1].backoffice} MB.`,
    '',
    `Streamed page \`${streaming.path}\` with a back office answering ${streaming.backofficeDelayMs} ms late: TTFB p50 ${streaming.ttfbP50Ms.toFixed(1)} ms, last byte p50 ${streaming.ttlbP50Ms.toFixed(1)} ms (target: shell TTFB p50 under 15 ms).`,
  ];
  return lines.join('\n');
}
