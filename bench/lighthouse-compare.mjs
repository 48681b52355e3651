/**
 * `node bench/lighthouse-compare.mjs --baseline <dir> [--page /path] [--runs 8]`: Lighthouse
 * (mobile, simulated throttling) on one page of two builds of the site, each with its own
 * embedded back office, their runs interleaved on one Chromium so that both see the same
 * machine. `<dir>` holds another build's `dist/` (a worktree of the previous commit after
 * `node build.mjs`). One run of 3 moves by ±60 ms of blocking time on the shared two-core VM:
 * a change's effect on it only shows against the other build in the same minutes.
 *
 * Per build: Lighthouse's total blocking time (Lantern's simulation) and the blocking time the
 * observed trace itself gives, every main-thread task after the first contentful paint counted
 * at 4 × its length (Lighthouse's CPU slowdown) minus 50 ms, which Lantern's windows do not move.
 *
 * `--cpu-slowdown N` stands for a phone N / 4 times slower than Lighthouse's (its simulated
 * throttling and the observed count both scale the host's tasks by N): when both builds sit at
 * Lighthouse's floor on a quiet host, their blocking times are too near zero for a ratio.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { launchChromium } from './lib/lighthouse-chromium.mjs';
import { freePort, startServer } from './lib/server-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string' },
    page: { type: 'string', default: '/' },
    runs: { type: 'string', default: '8' },
    'cpu-slowdown': { type: 'string', default: String(throttling.mobileSlow4G.cpuSlowdownMultiplier) },
  },
});
if (!options.baseline) throw new Error('--baseline <dir> names the directory holding the other build (its dist/)');
const builds = { baseline: resolve(options.baseline), current: ROOT };
const runs = Math.max(1, Number(options.runs) || 8);
const cpuSlowdown = Number(options['cpu-slowdown']);
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Error('--cpu-slowdown takes a number from 1 to 20');

/** What a run measured; undefined for a run Lighthouse could not record (it is left out). */
async function audit(port, url) {
  const flags = { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error', throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };
  const { lhr, artifacts } = await lighthouse(url, flags);
  if (lhr.runtimeError) return undefined;
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) throw new Error('Lighthouse did not take the CPU slowdown');
  const events = artifacts.Trace.traceEvents;
  const parse = events.find((event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(url));
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse?.pid);
  if (!parse || !paint) return undefined;
  const observed = events
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.name === 'RunTask' && event.ts > paint.ts)
    .reduce((sum, task) => sum + Math.max(0, (cpuSlowdown * task.dur) / 1000 - 50), 0);
  return {
    tbt: lhr.audits['total-blocking-time'].numericValue,
    observed,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    performance: lhr.categories.performance.score * 100,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ms = (value) => `${Math.round(value)} ms`;

const workDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-compare-'));
const running = [];
let chrome;
try {
  const sites = {};
  for (const [name, dir] of Object.entries(builds)) {
    const site = await startServer({
      name,
      cwd: dir,
      args: [join(dir, 'dist/server/index.js')],
      env: { HOST: '127.0.0.1', ACCESS_LOG: 'off', PORT: String(await freePort()), DATA_DIR: join(workDir, name) },
      ready: /site listening on (http:\/\/\S+)/,
    });
    running.push(site);
    sites[name] = site;
  }
  mkdirSync(join(workDir, 'chromium'));
  chrome = await launchChromium(join(workDir, 'chromium'));
  console.log(`load average ${loadavg()[0].toFixed(1)}; ${options.page}, ${runs} interleaved Lighthouse runs per build, CPU slowdown ${cpuSlowdown} ×\n`);
  // One unmeasured run each: the render caches, the demo back office's pictures, Chromium's own start.
  for (const site of Object.values(sites)) await audit(chrome.port, site.url + options.page);
  const results = { baseline: [], current: [] };
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline'];
    for (const name of order) {
      const result = await audit(chrome.port, sites[name].url + options.page);
      if (result) results[name].push(result);
    }
  }
  console.log(
    '| build | runs | TBT median | TBT mean | observed median | observed mean | LCP median | CLS median | CLS max | performance median |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [name, list] of Object.entries(results)) {
    if (list.length === 0) {
      console.log(`| ${name} | 0 | | | | | | | | |`);
      continue;
    }
    const of = (key) => list.map((result) => result[key]);
    const cls = (value) => value.toFixed(3);
    console.log(
      `| ${name} | ${list.length} | ${ms(median(of('tbt')))} | ${ms(mean(of('tbt')))} | ${ms(median(of('observed')))} | ${ms(mean(of('observed')))} | ${ms(median(of('lcp')))} | ${cls(median(of('cls')))} | ${cls(Math.max(...of('cls')))} | ${Math.round(median(of('performance')))} |`,
    );
  }
} finally {
  await chrome?.kill();
  await Promise.all(running.map((server) => server.stop()));
  rmSync(workDir, { recursive: true, force: true });
}
