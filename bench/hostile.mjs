// npm run bench:hostile -- [--probe-ms 15] [--shapes 1000] [--slow 50] [--slow-seconds 5] [--rss-cap-mb 400] [--write-readme]
//
// Issue 31's hostile requests against the built site (dist/server/index.js and the back office's
// process it starts beside itself, decision 185, over a fresh DATA_DIR) and, beside it, a bare node:http ceiling (bench/lib/ceiling-server.ts, which
// answers at once without reading a body): what a Node process on this machine does at best for
// the same probes. For each scenario a probe asks `/healthz` every --probe-ms (sequentially, so a
// stalled event loop shows as one long probe), from 300 ms before the hostile requests until 300 ms
// after their last answer; the hostile requests' own times and statuses are recorded, and the
// site's RSS (VmRSS from /proc) before and after, at once and settled: after a full garbage
// collection asked through the site's inspector (opened on loopback for the bench only), so
// garbage the collector has not come to yet is not counted as growth; memory the site keeps is.
// The back office's process is shown beside it, at once and once the media threads a scenario
// started there have stopped again (it renders the sheets); the RSS target is the site's. Before measuring, the site serves the pages and listings the scenarios hit once, as a
// site in service has: a first render's module loading is not the hostile request's cost.
// Targets (issue 31): `/healthz` p99 ≤ 50 ms, settled RSS
// growth ≤ 20 MB, each hostile request answered with a 4xx within 100 ms (a form body over the
// field bound), or below 500 within 100 ms (a filter shape: a valid query). The cold sheets are
// valid requests on a site whose DATA_DIR has no rendered media yet: only the probe and RSS
// targets apply. A scenario that takes the site's RSS more than --rss-cap-mb above where it began
// is stopped there (the machine is shared) and fails. Prints a table; exits 1 when a target is
// missed. See the "bench:hostile" section of bench/README.md and docs/decisions/182.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { writeReadmeSection } from './lib/readme-section.mjs';
import { freePort, startServer } from './lib/server-process.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { probeP99Ms: 50, rssGrowthMb: 20, answerMs: 100 };

const { values: options } = parseArgs({
  options: {
    'probe-ms': { type: 'string', default: '15' },
    shapes: { type: 'string', default: '1000' },
    slow: { type: 'string', default: '50' },
    'slow-seconds': { type: 'string', default: '5' },
    'rss-cap-mb': { type: 'string', default: '400' },
    'write-readme': { type: 'boolean', default: false },
  },
});
const probeMs = Number(options['probe-ms']);
const shapeCount = Number(options.shapes);
const slowCount = Number(options.slow);
const slowSeconds = Number(options['slow-seconds']);
const rssCapMb = Number(options['rss-cap-mb']);

const workDir = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
const servers = [];
let failed;
try {
  failed = await main();
} finally {
  for (const server of servers) await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function main() {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average at start ${load} (/proc/loadavg)`;
  console.log(machine);

  const sheets = await sheetUrls();
  console.log(`${sheets.length} technical sheets found on a first site, asked cold of the measured one`);
  const site = await startSite('site', join(workDir, 'data'), { inspect: true });
  const ceiling = await startCeiling();

  const rows = [];
  const run = async (scenario) => {
    for (const [role, server] of [['site', site], ['ceiling', ceiling]]) {
      if (role === 'ceiling' && scenario.siteOnly) continue;
      const row = await measure(server, scenario);
      rows.push({ role, ...row });
      console.log(`${row.name} (${role}): ${summary(row)}`);
    }
  };

  // First, while no sheet has been rendered in this DATA_DIR.
  await run({
    name: `${sheets.length} cold technical sheets`,
    siteOnly: true,
    kind: 'valid',
    requests: () => sheets.map((url) => ({ method: 'GET', path: url })),
    concurrency: sheets.length,
  });
  // As a site in service: what the scenarios below hit has been served once (listing products after the cold sheets: it may typeset them).
  const threadsBeforeWarmUp = threadCount(backofficePid(site));
  for (const path of ['/contact', '/api/v1/product', '/api/v1/product?caracteristics={"k0":["v"]}']) await send(site.url, { method: 'GET', path });
  await idleBackofficeRssMb(site, threadsBeforeWarmUp);
  for (const fields of [20_000, 30_000]) {
    const body = `${'a=1&'.repeat(fields - 1)}a=1`;
    for (const path of ['/api/v1/contact?lang=en', '/contact']) {
      await run({ name: `${fields.toLocaleString('en')} urlencoded fields to ${path.split('?')[0]}`, kind: 'refused', requests: () => [{ method: 'POST', path, contentType: 'application/x-www-form-urlencoded', body }] });
    }
  }
  const boundary = 'bench7MA4YWxkTrZu0gW';
  const parts = `${`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n`.repeat(20_000)}--${boundary}--\r\n`;
  await run({ name: '20,000 multipart parts to /api/v1/contact', kind: 'refused', requests: () => [{ method: 'POST', path: '/api/v1/contact?lang=en', contentType: `multipart/form-data; boundary=${boundary}`, body: parts }] });
  await run({ name: `${slowCount} slow connections for ${slowSeconds} s`, kind: 'slow', slow: true });
  await run({
    name: `${shapeCount.toLocaleString('en')} distinct characteristic shapes`,
    kind: 'valid-fast',
    requests: () =>
      Array.from({ length: shapeCount }, (_, index) => ({
        method: 'GET',
        // Unencoded JSON punctuation, as a browser may send it: 1,000 keys fit in the request line.
        path: `/api/v1/product?caracteristics={${Array.from({ length: index + 1 }, (_, key) => `"k${key}":["v"]`).join(',')}}`,
      })),
    concurrency: 1,
  });

  const failures = rows.filter((row) => row.role === 'site').flatMap((row) => row.failures.map((failure) => `${row.name}: ${failure}`));
  const table = renderTable(rows);
  console.log(`\n${table}\n`);
  console.log(failures.length === 0 ? 'every target met' : `missed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  if (options['write-readme']) {
    writeReadmeSection(join(ROOT, 'bench/README.md'), {
      heading: 'bench:hostile (issue 31)',
      id: 'hostile',
      intro: 'See the comment at the top of bench/hostile.mjs for the method.',
      content: `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine}.\n\n${table}`,
    });
  }
  return failures.length > 0;
}

async function startSite(name, dataDir, { inspect = false } = {}) {
  const inspectorPort = inspect ? await freePort() : undefined;
  const server = await startServer({
    name,
    cwd: ROOT,
    args: [...(inspect ? [`--inspect=127.0.0.1:${inspectorPort}`] : []), join(ROOT, 'dist/server/index.js')],
    env: { HOST: '127.0.0.1', PORT: String(await freePort()), ACCESS_LOG: 'off', DATA_DIR: dataDir },
    ready: /site listening on (http:\/\/\S+)/,
  });
  servers.push(server);
  return Object.assign(server, { inspectorPort });
}

/** The server's RSS once what it does not keep is gone: a full garbage collection (CDP HeapProfiler.collectGarbage through its inspector, when it has one). */
async function settledRssMb(server) {
  if (server.inspectorPort !== undefined) await collectGarbage(server.inspectorPort);
  return rssMb(server.pid);
}

/** The back office's process the site started (decision 185), or undefined for a server without one. */
function backofficePid(server) {
  const [child] = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return child;
}

/** The back office's RSS once it runs no more threads than `threads` (the media pool's stop after their idle time), waiting up to a minute. */
async function idleBackofficeRssMb(server, threads) {
  const pid = backofficePid(server);
  if (pid === undefined) return Number.NaN;
  for (const until = performance.now() + 60_000; threadCount(pid) > threads && performance.now() < until; ) await sleep(500);
  return rssMb(pid);
}

async function collectGarbage(inspectorPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  // WebSocket is global from Node 22; on Node 20 the npm script passes --experimental-websocket.
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
    socket.addEventListener('message', (event) => {
      if (JSON.parse(event.data).id === 1) resolve();
    });
    socket.addEventListener('error', () => reject(new Error('the site\'s inspector did not answer')));
  });
  socket.close();
}

function threadCount(pid) {
  return Number(/Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}

async function startCeiling() {
  await build({ entryPoints: { ceiling: join(ROOT, 'bench/lib/ceiling-server.ts') }, outdir: workDir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
  const server = await startServer({ name: 'ceiling', cwd: ROOT, args: [join(workDir, 'ceiling.mjs')], env: { PORT: String(await freePort()) }, ready: /ceiling listening on (http:\/\/\S+)/ });
  servers.push(server);
  return server;
}

/** The sheets' URLs, read from a first site over its own DATA_DIR (listing them renders them there). */
async function sheetUrls() {
  const first = await startSite('site (finding the sheets)', join(workDir, 'first-data'));
  try {
    // Listing the notices renders every sheet; on a busy machine the gateway may give up first (502): ask again.
    let data;
    for (let attempt = 0; data === undefined && attempt < 5; attempt += 1) ({ data } = await (await fetch(`${first.url}/api/v1/notice`)).json());
    if (data === undefined) throw new Error('the first site never listed its notices');
    const products = await (await fetch(`${first.url}/api/v1/product?perPage=50`)).json();
    const urls = new Set(data.items.map((notice) => notice.url).filter((url) => url.endsWith('.pdf')));
    for (const product of products.data.items) for (const media of product.medias?.MEDIA ?? []) urls.add(media.url);
    return [...urls].slice(0, 20).map((url) => new URL(url, first.url).pathname);
  } finally {
    await first.stop();
    servers.splice(servers.indexOf(first), 1);
  }
}

function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
}

/** One HTTP request on its own connection: its status and time, or the error that ended it. */
function send(origin, { method, path, contentType, body }) {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = contentType ? { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } : {};
    const req = request({ hostname, port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      res.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, ms: performance.now() - started }));
    });
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, ms: performance.now() - started }));
    req.end(body);
  });
}

/** `count` connections that send a request's head a byte at a time for `seconds`, then go. */
async function slowConnections(origin, count, seconds) {
  const { hostname, port } = new URL(origin);
  const head = `POST /api/v1/contact HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nX-Padding: ${'x'.repeat(4000)}`;
  const until = performance.now() + seconds * 1000;
  const closedByServer = { count: 0 };
  await Promise.all(
    Array.from({ length: count }, async () => {
      const socket = connect(Number(port), hostname);
      let closed = false;
      socket.on('close', () => {
        if (performance.now() < until) closedByServer.count += 1;
        closed = true;
      });
      socket.on('error', () => {});
      for (let index = 0; !closed && performance.now() < until && index < head.length; index += 1) {
        socket.write(head[index]);
        await sleep(100);
      }
      socket.destroy();
    }),
  );
  return [{ status: `${closedByServer.count} closed by the server`, ms: seconds * 1000 }];
}

function percentile(values, fraction) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function measure(server, scenario) {
  // Settled before the probe starts and after it ends: the collection asked for pauses the site.
  const backoffice = backofficePid(server);
  const backofficeThreadsBefore = backoffice === undefined ? 0 : threadCount(backoffice);
  const backofficeBefore = backoffice === undefined ? Number.NaN : rssMb(backoffice);
  const settledBefore = await settledRssMb(server);
  const probes = [];
  let probing = true;
  const probeLoop = (async () => {
    while (probing) {
      const { status, ms } = await send(server.url, { method: 'GET', path: '/healthz' });
      probes.push({ status, ms });
      await sleep(probeMs);
    }
  })();
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;
  let stoppedAtCap = false;
  await sleep(300);
  let answers;
  if (scenario.slow) {
    answers = await slowConnections(server.url, slowCount, slowSeconds);
  } else {
    const queue = scenario.requests();
    answers = [];
    await Promise.all(
      Array.from({ length: scenario.concurrency ?? 1 }, async () => {
        for (let next = queue.shift(); next !== undefined && !stoppedAtCap; next = queue.shift()) {
          answers.push(await send(server.url, next));
          rssPeak = Math.max(rssPeak, rssMb(server.pid));
          if (rssPeak - rssBefore > rssCapMb) stoppedAtCap = true;
        }
      }),
    );
  }
  await sleep(300);
  probing = false;
  await probeLoop;
  const rssAfter = rssMb(server.pid);
  const backofficeAtOnce = backoffice === undefined ? Number.NaN : rssMb(backoffice);
  const settledAfter = await settledRssMb(server);
  const backofficeIdle = await idleBackofficeRssMb(server, backofficeThreadsBefore);
  const probeTimes = probes.map((probe) => probe.ms);
  const row = {
    name: scenario.name,
    requests: answers.length,
    statuses: countStatuses(answers),
    answerP50: percentile(answers.map((answer) => answer.ms), 0.5),
    answerMax: Math.max(...answers.map((answer) => answer.ms)),
    probes: probes.length,
    probeP99: percentile(probeTimes, 0.99),
    probeMax: Math.max(...probeTimes),
    failedProbes: probes.filter((probe) => probe.status !== 200).length,
    rssBefore,
    rssAfter,
    settledBefore,
    settledAfter,
    backofficeBefore,
    backofficeAtOnce,
    backofficeIdle,
    stoppedAtCap,
    failures: [],
  };
  if (row.probeP99 > TARGETS.probeP99Ms) row.failures.push(`/healthz p99 ${row.probeP99.toFixed(0)} ms > ${TARGETS.probeP99Ms} ms`);
  if (row.failedProbes > 0) row.failures.push(`${row.failedProbes} /healthz probes failed`);
  if (settledAfter - settledBefore > TARGETS.rssGrowthMb) row.failures.push(`settled RSS grew ${(settledAfter - settledBefore).toFixed(0)} MB > ${TARGETS.rssGrowthMb} MB`);
  if (stoppedAtCap) row.failures.push(`stopped after ${answers.length} requests: RSS ${rssCapMb} MB above where it began`);
  if (scenario.kind === 'refused' || scenario.kind === 'valid-fast') {
    const wrong = answers.filter((answer) => (scenario.kind === 'refused' ? answer.status < 400 || answer.status >= 500 : answer.status === 0 || answer.status >= 500));
    if (wrong.length > 0) row.failures.push(`${wrong.length} answers ${scenario.kind === 'refused' ? 'not a 4xx' : 'a 5xx or none'} (${countStatuses(wrong)})`);
    if (row.answerMax > TARGETS.answerMs) row.failures.push(`slowest answer ${row.answerMax.toFixed(0)} ms > ${TARGETS.answerMs} ms`);
  }
  if (scenario.kind === 'valid' && answers.some((answer) => answer.status !== 200)) row.failures.push(`not every sheet answered 200 (${row.statuses})`);
  return row;
}

function countStatuses(answers) {
  const counts = new Map();
  for (const { status, error } of answers) counts.set(error ?? status, (counts.get(error ?? status) ?? 0) + 1);
  return [...counts].map(([status, count]) => (count === 1 ? String(status) : `${status} ×${count}`)).join(', ');
}

function summary(row) {
  return `${row.requests} requests (${row.statuses}), answer p50 ${row.answerP50.toFixed(0)} ms / max ${row.answerMax.toFixed(0)} ms; /healthz p99 ${row.probeP99.toFixed(0)} ms (max ${row.probeMax.toFixed(0)} ms, ${row.probes} probes); RSS ${row.rssBefore.toFixed(0)} → ${row.rssAfter.toFixed(0)} MB, settled ${row.settledBefore.toFixed(0)} → ${row.settledAfter.toFixed(0)} MB${Number.isNaN(row.backofficeBefore) ? '' : `; back office ${row.backofficeBefore.toFixed(0)} → ${row.backofficeAtOnce.toFixed(0)} MB, idle ${row.backofficeIdle.toFixed(0)} MB`}`;
}

function signed(megabytes) {
  return `${megabytes >= 0 ? '+' : ''}${megabytes.toFixed(0)}`;
}

function renderTable(rows) {
  const mark = (ok) => (ok ? 'pass' : '**fail**');
  const lines = [
    '| scenario | server | answers (status) | answer p50 / max ms | `/healthz` p99 / max ms (probes) | RSS before → at once MB | settled RSS before → after MB | back office RSS before → at once → idle MB | p99 ≤ 50 ms | settled RSS ≤ +20 MB | answered as targeted |',
    '|---|---|---|---:|---:|---:|---:|---:|---|---|---|',
  ];
  for (const row of rows) {
    const growth = row.settledAfter - row.settledBefore;
    const atOnce = row.rssAfter - row.rssBefore;
    const answerTarget = row.failures.filter((failure) => /answer|sheet|stopped/.test(failure)).length === 0;
    lines.push(
      `| ${row.name} | ${row.role} | ${row.requests} (${row.statuses}) | ${row.answerP50.toFixed(0)} / ${row.answerMax.toFixed(0)} | ${row.probeP99.toFixed(0)} / ${row.probeMax.toFixed(0)} (${row.probes}) | ${row.rssBefore.toFixed(0)} → ${row.rssAfter.toFixed(0)} (${signed(atOnce)}) | ${row.settledBefore.toFixed(0)} → ${row.settledAfter.toFixed(0)} (${signed(growth)}) | ${Number.isNaN(row.backofficeBefore) ? '—' : `${row.backofficeBefore.toFixed(0)} → ${row.backofficeAtOnce.toFixed(0)} → ${row.backofficeIdle.toFixed(0)}`} | ${mark(row.probeP99 <= TARGETS.probeP99Ms)} | ${mark(growth <= TARGETS.rssGrowthMb)} | ${row.role === 'ceiling' ? '—' : mark(answerTarget)} |`,
    );
  }
  return lines.join('\n');
}
