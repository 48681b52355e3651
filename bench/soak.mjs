// npm run soak -- [--duration 60] [--connections 50] [--warmup 30] [--sample 2] [--growth-mb 32] [--pin]
//                  [--node-options "<the site's NODE_OPTIONS>"]
//                  [--url http://host:port --pid <the site's pid>]  (a site already running)
// (or SOAK_DURATION, SOAK_CONNECTIONS, SOAK_WARMUP, SOAK_SAMPLE, SOAK_GROWTH_MB, SOAK_NODE_OPTIONS in the environment)
//
// The built site (dist/server/index.js, embedded back office on a fresh data dir) under a long
// mixed load: autocannon cycles every connection through pages (home, category, product,
// results, a CMS page, for both audiences), legacy redirects (rows of redirects.csv) and
// `/api/v1` reads. Every answer is checked against the status its request must get. The site's
// RSS is sampled every few seconds; after a warm-up run (not judged on memory), the measured run
// must end with its RSS within the tolerance of where it started (medians of its first and last
// quarters). Exit 1 on any error, timeout, unexpected status or growth beyond the tolerance; a
// summary is printed either way. The site runs with the V8 heap bounds README.md recommends
// (docs/decisions/123); `--node-options ""` soaks it without them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, pinLoadGenerator, startServer } from './lib/server-process.mjs';
import { RECOMMENDED_NODE_OPTIONS } from './lib/site-heap.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.SOAK_DURATION ?? '60' },
    connections: { type: 'string', default: process.env.SOAK_CONNECTIONS ?? '50' },
    warmup: { type: 'string', default: process.env.SOAK_WARMUP ?? '30' },
    sample: { type: 'string', default: process.env.SOAK_SAMPLE ?? '2' },
    'growth-mb': { type: 'string', default: process.env.SOAK_GROWTH_MB ?? '32' },
    'node-options': { type: 'string', default: process.env.SOAK_NODE_OPTIONS ?? RECOMMENDED_NODE_OPTIONS },
    pin: { type: 'boolean', default: false },
    url: { type: 'string' },
    pid: { type: 'string' },
  },
});
if ((options.url === undefined) !== (options.pid === undefined)) throw new Error('--url and --pid go together');
const duration = Number(options.duration);
const connections = Number(options.connections);
const warmup = Number(options.warmup);
const sampleSeconds = Number(options.sample);
const growthToleranceMb = Number(options['growth-mb']);
for (const [name, value] of Object.entries({ duration, connections, warmup, sample: sampleSeconds, 'growth-mb': growthToleranceMb })) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
}

const workDir = mkdtempSync(join(tmpdir(), 'soak-'));
let site;
let failed;
try {
  failed = await main();
} finally {
  await site?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function main() {
  const cpu = options.pin ? pinLoadGenerator() : undefined;
  const target = options.url === undefined ? await startSite(cpu) : { url: options.url.replace(/\/$/, ''), pid: Number(options.pid) };
  const mix = await requestMix(target.url);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average at start ${loadavg().map((value) => value.toFixed(2)).join(' ')}; ${cpu === undefined ? 'processes not pinned' : 'autocannon on CPU 0, site on CPU 1'}`;
  console.log(`${machine}`);
  console.log(`mix of ${mix.length} requests per connection cycle: ${count(mix, 'page')} pages, ${count(mix, 'redirect')} redirects, ${count(mix, 'api')} API reads`);
  console.log(`warm-up ${warmup} s, then ${duration} s at ${connections} connections; RSS every ${sampleSeconds} s; growth tolerance ${growthToleranceMb} MB`);
  if (options.url === undefined) console.log(`site's NODE_OPTIONS: ${options['node-options'] || '(none)'}`);
  console.log('');

  const warm = warmup > 0 ? await load(target, mix, warmup, []) : undefined;
  const samples = [];
  const measured = await load(target, mix, duration, samples);
  const verdict = judge([warm, measured].filter(Boolean), samples);
  printSummary(measured, warm, samples, verdict);
  return verdict.failures.length > 0;
}

async function startSite(cpu) {
  site = await startServer({
    name: 'site',
    cwd: ROOT,
    args: [join(ROOT, 'dist/server/index.js')],
    env: { HOST: '127.0.0.1', PORT: String(await freePort()), ACCESS_LOG: 'off', DATA_DIR: join(workDir, 'data'), NODE_OPTIONS: options['node-options'] },
    ready: /site listening on (http:\/\/\S+)/,
    cpu,
  });
  return site;
}

function count(mix, kind) {
  return mix.filter((entry) => entry.kind === kind).length;
}

/** Pages of the demo catalogue, rows of redirects.csv spread over the file, and API reads. */
async function requestMix(origin) {
  const api = async (path) => (await (await fetch(`${origin}/api/v1${path}`)).json()).data;
  const [categories, products] = await Promise.all([api('/category?depth=0'), api('/product?perPage=3&page=1')]);
  const category = categories.items[0].slug;
  const product = products.items[0].slug;
  const pages = [
    '/',
    '/individual-filler',
    `/professional-filler/category/${category}`,
    `/professional-filler/product/${product}`,
    `/individual-filler/product/${products.items[1].slug}`,
    '/professional-filler/results/filler',
    '/professional-filler/about-us',
    '/contact',
  ].map((path) => ({ kind: 'page', path, status: 200 }));

  const rows = readFileSync(join(ROOT, 'redirects.csv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split(','));
  const step = Math.max(1, Math.floor(rows.length / 12));
  const redirects = rows.filter((_, index) => index % step === 0).slice(0, 12).map(([from, , code]) => ({ kind: 'redirect', path: from, status: Number(code) }));

  const reads = [
    '/api/v1/product?perPage=12&page=1',
    `/api/v1/category?depth=0`,
    '/api/v1/menu',
    '/api/v1/search?type=Suggest&text=fil',
    `/api/v1/url/entity?entity_type=product&slug=${product}`,
  ].map((path) => ({ kind: 'api', path, status: 200 }));

  // Interleaved, so each connection's cycle is a mix rather than a block of each kind.
  const mix = [];
  for (let index = 0; mix.length < pages.length + redirects.length + reads.length; index++) {
    for (const list of [pages, redirects, reads]) if (index < list.length) mix.push(list[index]);
  }
  return mix;
}

/** One autocannon run over the mix; counts answers whose status is not their request's. */
async function load(target, mix, seconds, samples) {
  const unexpected = new Map();
  const sampler = setInterval(() => samples.push(rssMegabytes(target.pid)), sampleSeconds * 1000);
  if (samples.length === 0 && seconds > 0) samples.push(rssMegabytes(target.pid));
  try {
    const result = await autocannon({
      url: target.url,
      connections,
      duration: seconds,
      timeout: 20,
      requests: mix.map((entry) => ({
        method: 'GET',
        path: entry.path,
        onResponse: (status) => {
          if (status === entry.status) return;
          const key = `${entry.path} → ${status} (expected ${entry.status})`;
          unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
        },
      })),
    });
    return { seconds, result, unexpected };
  } finally {
    clearInterval(sampler);
    if (samples.length > 0) samples.push(rssMegabytes(target.pid));
  }
}

/** NaN once the process is gone (the judge fails the soak then). */
function rssMegabytes(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
  } catch {
    return Number.NaN;
  }
}

/**
 * RSS growth over the measured run: the median of its last quarter of samples against the median
 * of its first quarter (medians, so that one sample taken just before a garbage collection does
 * not decide). The warm-up run before it lets the heap reach its working size first.
 */
function judge(runs, samples) {
  const failures = [];
  for (const { result, unexpected, seconds } of runs) {
    const label = `${seconds} s run`;
    if (result.errors > 0) failures.push(`${label}: ${result.errors} connection errors`);
    if (result.timeouts > 0) failures.push(`${label}: ${result.timeouts} timeouts`);
    const wrong = [...unexpected.values()].reduce((sum, value) => sum + value, 0);
    if (wrong > 0) failures.push(`${label}: ${wrong} answers with an unexpected status`);
    if (result.requests.total === 0) failures.push(`${label}: no request completed`);
  }
  if (samples.some(Number.isNaN)) failures.push("the site's process disappeared during the run");
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
  const start = median(samples.slice(0, quarter));
  const end = median(samples.slice(-quarter));
  const growthMb = end - start;
  if (growthMb > growthToleranceMb) failures.push(`RSS grew ${growthMb} MB during the measured run (tolerance ${growthToleranceMb} MB)`);
  return { failures, rss: { startMb: start, endMb: end, growthMb, peakMb: Math.max(...samples) } };
}

function printSummary(measured, warm, samples, verdict) {
  const { result, unexpected } = measured;
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${status}: ${count}`).join(', ');
  const lines = [
    `requests: ${result.requests.total} in ${result.duration.toFixed(0)} s (${(result.requests.total / result.duration).toFixed(0)} req/s)${warm ? `, after ${warm.result.requests.total} in the warm-up` : ''}`,
    `statuses: ${statuses}`,
    `latency ms: p50 ${result.latency.p50}, p97.5 ${result.latency.p97_5}, p99 ${result.latency.p99}, max ${result.latency.max}`,
    `errors: ${result.errors}, timeouts: ${result.timeouts}, unexpected statuses: ${[...unexpected.values()].reduce((sum, value) => sum + value, 0)}`,
    ...[...(warm?.unexpected ?? new Map()), ...unexpected].slice(0, 10).map(([key, value]) => `  ${value} × ${key}`),
    `RSS MB (every ${sampleSeconds} s): ${samples.join(' ')}`,
    `RSS start ${verdict.rss.startMb} MB, end ${verdict.rss.endMb} MB, growth ${verdict.rss.growthMb} MB (tolerance ${growthToleranceMb} MB), peak ${verdict.rss.peakMb} MB`,
    verdict.failures.length === 0 ? 'soak passed' : `soak FAILED:\n${verdict.failures.map((failure) => `  - ${failure}`).join('\n')}`,
  ];
  console.log(lines.join('\n'));
}
