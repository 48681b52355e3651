// npm run bench:redirects -- [--edge-only] [--duration 3] [--rounds 4] [--connections 10] [--access-log on|off] [--pin] [--write-readme]
//
// Starts the site (dist/server/index.js, or with --edge-only a node:http stand-in running the
// real edge) and the ceiling (a bare node:http server answering the same rules from a Map),
// each once with redirects.csv and once with 10,000 rules, and drives the four with autocannon
// in turns: a rule near the start of the file, one near the end, a path no rule matches (a
// page) and /healthz. Reports req/s, latency, the server's CPU time per request (from
// /proc/<pid>/stat) and the ratios to the ceiling. See the "Redirects" section of bench/README.md.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { run as runOnce, summarise as summariseRuns } from './lib/measure.mjs';
import { freePort, pinLoadGenerator, startServer } from './lib/server-process.mjs';
import { writeReadmeSection } from './lib/readme-section.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SITE_ENTRY = join(ROOT, 'dist/server/index.js');
const PAGE_PATH = '/contact';
const LARGE_RULE_COUNT = 10_000;
const TARGETS = { throughput: 0.85, cpu: 1.2, largeTable: 0.9 };

const { values: options } = parseArgs({
  options: {
    'edge-only': { type: 'boolean', default: false },
    duration: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10' },
    // On by default, as operators run the site: the log is part of what a request costs.
    'access-log': { type: 'string', default: 'on' },
    'write-readme': { type: 'boolean', default: false },
    pin: { type: 'boolean', default: false },
  },
});
const duration = Number(options.duration);
const warmup = Number(options.warmup);
const rounds = Number(options.rounds);
const connections = Number(options.connections);
const accessLog = options['access-log'];
if (accessLog !== 'on' && accessLog !== 'off') throw new Error(`--access-log takes on or off, not ${accessLog}`);

const workDir = mkdtempSync(join(tmpdir(), 'bench-redirects-'));
try {
  await main();
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

async function main() {
  await build({
    entryPoints: {
      'edge-only': join(ROOT, 'bench/lib/edge-only-server.ts'),
      ceiling: join(ROOT, 'bench/lib/ceiling-server.ts'),
      'rule-sets': join(ROOT, 'bench/lib/rule-sets.ts'),
    },
    outdir: workDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const { readRules, writeGeneratedRules } = await import(pathToFileURL(join(workDir, 'rule-sets.mjs')).href);

  const useSite = existsSync(SITE_ENTRY) && !options['edge-only'];
  const site = useSite
    ? { label: 'site (dist/server/index.js)', entry: SITE_ENTRY }
    : { label: 'edge-only stand-in (bench/lib/edge-only-server.ts)', entry: join(workDir, 'edge-only.mjs') };
  if (!useSite && !options['edge-only']) console.log('dist/server/index.js not found: measuring the edge-only stand-in.');

  const realCsv = join(ROOT, 'redirects.csv');
  const largeCsv = join(workDir, `redirects-${LARGE_RULE_COUNT}.csv`);
  writeGeneratedRules(realCsv, LARGE_RULE_COUNT, largeCsv);

  const serverCpu = options.pin ? pinLoadGenerator() : undefined;
  const machine = `${describeMachine()}; ${serverCpu === undefined ? 'processes not pinned' : 'autocannon pinned to CPU 0, servers to CPU 1'}`;
  console.log(`${machine}\nserver: ${site.label}, ACCESS_LOG=${accessLog}; autocannon ${connections} connections, ${rounds} × ${duration} s per probe and server\n`);

  const ruleSets = [realCsv, largeCsv].map((csv) => {
    const rules = readRules(csv);
    const name = csv === realCsv ? `redirects.csv (${rules.length} rules)` : `${rules.length.toLocaleString('en')} rules (real + generated)`;
    return { name, csv, probes: probesFor(rules) };
  });
  const results = await measure(site, ruleSets, serverCpu);

  const report = formatReport(machine, site.label, results);
  console.log(`\n${report}`);
  if (options['write-readme']) {
    writeReadmeSection(join(ROOT, 'bench/README.md'), {
      heading: 'Redirects',
      intro: [
        '`npm run bench:redirects` (= `node bench/redirects.mjs`). Options after `--`: `--edge-only` measures the real',
        'edge on a bare node:http stand-in instead of `dist/server/index.js`; `--pin` keeps autocannon on CPU 0 and the',
        'servers on CPU 1; `--duration`, `--rounds`, `--connections`; `--access-log off` measures the site without its',
        'access log (on by default, as operators run it); `--write-readme` refreshes the block below.',
        'Method: docs/decisions/025-redirect-benchmark-method.md.',
      ].join('\n'),
      id: 'bench:redirects',
      content: report,
    });
    console.log('bench/README.md updated.');
  }
}

function probesFor(rules) {
  const first = rules[0];
  const last = rules.at(-1);
  return [
    { name: 'rule near the start', path: first.from, status: first.status, location: first.to, redirect: true },
    { name: 'rule near the end', path: last.from, status: last.status, location: last.to, redirect: true },
    { name: 'no rule, a page', path: PAGE_PATH, status: undefined, redirect: false },
    { name: '/healthz', path: '/healthz', status: 200, redirect: false, health: true },
  ];
}

/**
 * All four servers (site and ceiling, for each rule set) run side by side and every probe
 * visits them in an order rotated each round, so a noisy neighbour or a frequency change
 * hits all of them alike instead of skewing one comparison.
 */
async function measure(site, ruleSets, cpu) {
  const servers = [];
  try {
    for (const ruleSet of ruleSets) {
      const env = { HOST: '127.0.0.1', ACCESS_LOG: accessLog, NODE_ENV: 'production', REDIRECTS_CSV: ruleSet.csv };
      for (const role of ['site', 'ceiling']) {
        const entry = role === 'site' ? site.entry : join(workDir, 'ceiling.mjs');
        const ready = new RegExp(`${role} listening on (http://\\S+)`);
        const server = await startServer({ name: `${role}, ${ruleSet.name}`, cwd: ROOT, args: [entry], env: { ...env, PORT: String(await freePort()) }, ready, cpu });
        servers.push({ role, ruleSet, server });
      }
    }
    const probeCount = ruleSets[0].probes.length;
    for (let index = 0; index < probeCount; index++) {
      for (const { role, ruleSet, server } of servers) await checkAnswer(server, role, ruleSet.probes[index]);
    }
    for (let index = 0; index < probeCount; index++) {
      for (const { ruleSet, server } of servers) await run(server, ruleSet.probes[index], warmup);
    }
    const runs = new Map(servers.map((entry) => [entry, []]));
    for (let index = 0; index < probeCount; index++) {
      for (const entry of servers) runs.set(entry, []);
      for (let round = 0; round < rounds; round++) {
        for (let turn = 0; turn < servers.length; turn++) {
          const entry = servers[(turn + round) % servers.length];
          runs.get(entry).push(await run(entry.server, entry.ruleSet.probes[index], duration));
        }
      }
      for (const ruleSet of ruleSets) {
        const probe = ruleSet.probes[index];
        for (const entry of servers.filter((candidate) => candidate.ruleSet === ruleSet)) probe[entry.role] = summariseRuns(runs.get(entry), connections);
        console.log(`  ${ruleSet.name}, ${probe.name} (${probe.path}): site ${probe.site.reqPerSec.toFixed(0)} req/s, ${probe.site.cpuMicros.toFixed(1)} µs CPU/req; ceiling ${probe.ceiling.reqPerSec.toFixed(0)} req/s, ${probe.ceiling.cpuMicros.toFixed(1)} µs CPU/req`);
      }
    }
    return ruleSets;
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
  }
}

/** Site and ceiling must give a probe the same answer, or comparing them means nothing. */
async function checkAnswer(server, role, probe) {
  const response = await fetch(server.url + probe.path, { redirect: 'manual' });
  await response.arrayBuffer();
  const location = response.headers.get('location') ?? undefined;
  const expectedStatus = probe.status ?? (role === 'ceiling' ? 200 : response.status);
  if (response.status !== expectedStatus || (probe.redirect && location !== probe.location)) {
    throw new Error(`${server.name} answered ${probe.path} with ${response.status} ${location ?? ''}, expected ${expectedStatus} ${probe.location ?? ''}`);
  }
  // Same answers on both sides, security headers included (docs/decisions/025).
  if ((probe.redirect || probe.health) && (response.headers.get('x-frame-options') !== 'SAMEORIGIN' || response.headers.get('x-content-type-options') !== 'nosniff')) {
    throw new Error(`${server.name} answered ${probe.path} without the security headers`);
  }
  if (role === 'site' && !probe.redirect && !probe.health && response.status >= 400) {
    console.warn(`  note: ${server.name} answers ${probe.path} with ${response.status}; measured as it is.`);
  }
}


function latency({ meanMicros, p50, p99 }) {
  return `${meanMicros.toFixed(0)}, ${p50} / ${p99}`;
}

function describeMachine() {
  const cpuModel = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? 'unknown CPU';
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  return `machine: ${availableParallelism()} CPUs (nproc), ${cpuModel}; Node ${process.version}; load average at start ${load}`;
}

function formatReport(machine, siteLabel, results) {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}. ${machine}.`,
    `Server under test: ${siteLabel}, ACCESS_LOG=${accessLog}. Load: autocannon, ${connections} connections, ${rounds} runs of ${duration} s per probe and server, the four servers taking turns in a rotating order (median run reported; CPU summed over all runs), after ${warmup} s warm-up.`,
    '',
  ];
  for (const { name, probes } of results) {
    lines.push(`### ${name}`, '');
    lines.push('| probe | site req/s | ceiling req/s | ratio | site mean µs, p50 / p99 ms | ceiling mean µs, p50 / p99 ms | site µs CPU/req | ceiling µs CPU/req | CPU ratio | target met |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const probe of probes) {
      const throughput = probe.site.reqPerSec / probe.ceiling.reqPerSec;
      const cpu = probe.site.cpuMicros / probe.ceiling.cpuMicros;
      const judged = probe.redirect || probe.health;
      const met = judged ? (throughput >= TARGETS.throughput && cpu <= TARGETS.cpu ? 'yes' : 'no') : 'n/a (page)';
      lines.push(
        `| ${probe.name} (\`${probe.path}\`) | ${probe.site.reqPerSec.toFixed(0)} | ${probe.ceiling.reqPerSec.toFixed(0)} | ${throughput.toFixed(2)} | ${latency(probe.site)} | ${latency(probe.ceiling)} | ${probe.site.cpuMicros.toFixed(1)} | ${probe.ceiling.cpuMicros.toFixed(1)} | ${cpu.toFixed(2)} | ${met} |`,
      );
    }
    lines.push('');
  }
  const [real, large] = results;
  lines.push(`### ${large.name} against ${real.name}`, '');
  lines.push(
    '| probe | site req/s, real file | site req/s, large file | ratio | site µs CPU/req, real / large | CPU ratio | target met (≥ 0.90) |',
    '|---|---:|---:|---:|---:|---:|---|',
  );
  real.probes.forEach((probe, index) => {
    const other = large.probes[index];
    const ratio = other.site.reqPerSec / probe.site.reqPerSec;
    const cpu = other.site.cpuMicros / probe.site.cpuMicros;
    lines.push(
      `| ${probe.name} | ${probe.site.reqPerSec.toFixed(0)} | ${other.site.reqPerSec.toFixed(0)} | ${ratio.toFixed(2)} | ${probe.site.cpuMicros.toFixed(1)} / ${other.site.cpuMicros.toFixed(1)} | ${cpu.toFixed(2)} | ${ratio >= TARGETS.largeTable ? 'yes' : 'no'} |`,
    );
  });
  lines.push(
    '',
    `Targets: redirects and /healthz at ≥ ${TARGETS.throughput} of the ceiling's req/s and ≤ ${TARGETS.cpu} × its CPU per request.`,
    "Mean latency is connections ÷ req/s (Little's law); autocannon's p50 / p99 are whole milliseconds.",
  );
  return lines.join('\n');
}

function run(server, probe, seconds) {
  return runOnce(server, { path: probe.path, expectStatus: probe.status }, seconds, connections);
}
