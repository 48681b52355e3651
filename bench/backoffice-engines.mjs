/**
 * The same read mix against the back office on each engine (issue 32): a product listing of a
 * category, a product, a search suggestion and a category, cycled, from 10 connections, for
 * `seconds` each (default 10), after a warm-up. The back office runs as its own process (the
 * built dist/backoffice/main.js, as `npm start` runs it): over a freshly seeded SQLite data
 * folder, then over a PostgreSQL database of a cluster of the bench's own, seeded with the same
 * demo (tests/support/postgres-cluster.ts: durability off, as for the tests). Prints req/s and
 * latency percentiles side by side. Usage: node build.mjs && node bench/backoffice-engines.mjs [seconds]
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleBackoffice } from './demo-backoffice.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 10);
const { startPostgresCluster } = await bundleBackoffice('backoffice-engines', `export { startPostgresCluster } from './tests/support/postgres-cluster.ts';`);

const PART = 18;
const requests = [
  `/api/v1/product?saleplan_id=${PART}&categories=filling&perPage=12`,
  `/api/v1/product/fine-finish-smoothing-powder?saleplan_id=${PART}`,
  `/api/v1/search?type=Suggest&text=smoo&lang=en&saleplan_id=${PART}`,
  `/api/v1/category/filling?saleplan_id=${PART}`,
  `/api/v1/product?saleplan_id=${PART}&perPage=12&orderBy=price_asc`,
  `/api/v1/product/crack-and-hole-filler-paste?saleplan_id=${PART}&lang=fr`,
  `/api/v1/search?type=Suggest&text=enduit&lang=fr&saleplan_id=${PART}`,
  `/api/v1/category/finish-smoothing?saleplan_id=${PART}`,
].map((path) => ({ method: 'GET', path }));

async function startBackoffice(env) {
  const child = spawn(process.execPath, [join(root, 'dist/backoffice/main.js')], { cwd: root, env: { ...process.env, BACKOFFICE_PORT: '0', NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  for await (const chunk of child.stdout) {
    output += chunk;
    const match = /backoffice listening on (\S+)/.exec(output);
    if (match) return { child, origin: match[1].replace('/api/v1', '') };
  }
  throw new Error(`the back office ended: ${output}`);
}

async function measure(name, env) {
  const { child, origin } = await startBackoffice(env);
  try {
    for (const request of requests) {
      const response = await fetch(`${origin}${request.path}`);
      if (!response.ok) throw new Error(`${name}: ${request.path} answered ${response.status}`);
      await response.arrayBuffer();
    }
    await autocannon({ url: origin, connections: 10, duration: 3, requests });
    const result = await autocannon({ url: origin, connections: 10, duration: seconds, requests });
    return {
      engine: name,
      requestsPerSec: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
      errors: result.errors + result.non2xx,
    };
  } finally {
    // Ended before its database's cluster stops: its connections close first.
    await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'engines-bench-'));
const cluster = await startPostgresCluster();
try {
  const sqlite = await measure('SQLite', { DATA_DIR: dataDir });
  const postgres = await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: cluster.url });
  console.log(
    JSON.stringify(
      {
        machine: `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load ${loadavg().map((value) => value.toFixed(2)).join(' ')}`,
        seconds,
        results: [sqlite, postgres],
        postgresToSqlite: Number((postgres.requestsPerSec / sqlite.requestsPerSec).toFixed(2)),
      },
      null,
      2,
    ),
  );
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
