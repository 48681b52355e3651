/**
 * `node bench/compare-builds.mjs --baseline <dir>`: the same pages rendered by two builds of the
 * site, render cache off, each over its own back office, with autocannon runs interleaved round
 * by round so that both see the same machine. `<dir>` holds another build's `dist/` (e.g. a
 * worktree of the previous release after `node build.mjs`). Reports req/s and the site's CPU
 * per request for each build and their ratio: a change's cost per page, whatever the noise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { run, summarise } from './lib/measure.mjs';
import { pinLoadGenerator, startBuild } from './lib/server-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string' },
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
  },
});
if (!options.baseline) throw new Error('--baseline <dir> names the directory holding the other build (its dist/)');
const builds = { baseline: resolve(options.baseline), current: ROOT };
const pages = ['/', '/professional-filler/category/smoothing-compounds', '/professional-filler/product/fine-finish-smoothing-powder', '/professional-filler/results/filler'];

const workDir = mkdtempSync(join(tmpdir(), 'bench-compare-'));
const running = [];
try {
  const cpu = pinLoadGenerator();
  console.log(`load average ${loadavg()[0].toFixed(1)}; ${cpu === undefined ? 'not pinned' : 'autocannon on CPU 0, servers on CPU 1'}; ${options.rounds} interleaved rounds of ${options.duration} s per page`);
  const sites = {};
  for (const [name, dir] of Object.entries(builds)) {
    const site = await startBuild({ name, dir, dataDir: join(workDir, name), siteEnv: { RENDER_CACHE_MAX_BYTES: '0' }, cpu, running });
    sites[name] = site;
  }
  const connections = Number(options.connections);
  console.log('| page | baseline req/s | current req/s | ratio | baseline µs CPU/req | current µs CPU/req | CPU ratio |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const path of pages) {
    const runs = { baseline: [], current: [] };
    for (const site of Object.values(sites)) await run(site, { path, expectStatus: 200 }, 2, connections);
    for (let round = 0; round < Number(options.rounds); round++) {
      const order = round % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline'];
      for (const name of order) runs[name].push(await run(sites[name], { path, expectStatus: 200 }, Number(options.duration), connections));
    }
    const [baseline, current] = [summarise(runs.baseline, connections), summarise(runs.current, connections)];
    console.log(
      `| \`${path}\` | ${baseline.reqPerSec.toFixed(0)} | ${current.reqPerSec.toFixed(0)} | ${(current.reqPerSec / baseline.reqPerSec).toFixed(2)} | ${baseline.cpuMicros.toFixed(0)} | ${current.cpuMicros.toFixed(0)} | ${(current.cpuMicros / baseline.cpuMicros).toFixed(2)} |`,
    );
  }
} finally {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(workDir, { recursive: true, force: true });
}
