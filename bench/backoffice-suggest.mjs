/**
 * Search-suggest latency of the embedded back office on the demo data.
 *
 * Starts the back office CLI (bundled with esbuild) over a fresh data dir and a bare node:http
 * ceiling server, both as child processes; measures the server time of the suggest handler
 * (its Server-Timing header, sequential requests) and, with autocannon, throughput and latency
 * against the ceiling. Usage: node bench/backoffice-suggest.mjs [seconds]
 */
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 5);
const bundle = join(root, 'node_modules/.cache/backoffice-bench/main.mjs');
const texts = ['fac', 'smoo', 'fill', 'wood', 'renov', 'plast', 'joint', 'exter', 'damp', 'airl'];

await build({ entryPoints: [join(root, 'src/backoffice/main.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: bundle, logLevel: 'silent' });

async function startChild(args, env, pattern) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  for await (const chunk of child.stdout) {
    output += chunk;
    const match = pattern.exec(output);
    if (match) return { child, url: match[1] };
  }
  throw new Error(`child exited: ${output}`);
}

const ceilingSource = `
  const http = require('node:http');
  const body = JSON.stringify({ data: { total: 0, products: { total: 0, items: [] } } });
  http.createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end(body); })
    .listen(0, '127.0.0.1', function () { console.log('ceiling listening on http://127.0.0.1:' + this.address().port); });`;

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
const backoffice = await startChild([bundle], { BACKOFFICE_PORT: '0', DATA_DIR: dataDir }, /backoffice listening on (\S+)/);
const ceiling = await startChild(['-e', ceilingSource], {}, /ceiling listening on (\S+)/);
const suggestPath = (text) => `/api/v1/search?type=Suggest&language=en&text=${text}&site_id=9&lang=en&sales_plan_id=17&saleplan_id=17`;

try {
  // Server time: what the handler spends (FTS5 query and hydration), without the network.
  const durations = [];
  for (let round = 0; round < 2000; round++) {
    const response = await fetch(`${backoffice.url.replace('/api/v1', '')}${suggestPath(texts[round % texts.length])}`);
    await response.arrayBuffer();
    if (round >= 200) durations.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing'))[1]));
  }
  durations.sort((a, b) => a - b);
  const percentile = (p) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))];

  const run = (url, requests) =>
    autocannon({ url, connections: 10, duration: seconds, requests });
  const origin = backoffice.url.replace('/api/v1', '');
  const suggest = await run(origin, texts.map((text) => ({ method: 'GET', path: suggestPath(text) })));
  const bare = await run(ceiling.url, [{ method: 'GET', path: '/' }]);

  const results = {
    serverTimeMs: { p50: percentile(50), p90: percentile(90), p99: percentile(99) },
    suggest: { requestsPerSec: suggest.requests.average, latencyP50Ms: suggest.latency.p50, latencyP99Ms: suggest.latency.p99, errors: suggest.errors + suggest.non2xx },
    ceiling: { requestsPerSec: bare.requests.average, latencyP50Ms: bare.latency.p50 },
    throughputRatio: Number((suggest.requests.average / bare.requests.average).toFixed(3)),
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  backoffice.child.kill('SIGTERM');
  ceiling.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
