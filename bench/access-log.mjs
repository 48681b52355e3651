// node bench/access-log.mjs [--lines 200000] [--rounds 5]
//
// What the access log costs a request, apart from everything else a request costs: a child
// process writes one access line per simulated request to its stdout (a pipe this process reads
// and discards, as a supervisor's would), either as main did before (process.stdout.write per
// line: one write(2) per request) or with src/server/access-log.ts (pino's asynchronous
// destination, batched). Reports the child's CPU time per line (user + system, from
// process.cpuUsage()), the two ways taking turns. See the "Access log" section of bench/README.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { lines: { type: 'string', default: '200000' }, rounds: { type: 'string', default: '5' }, module: { type: 'string' } },
});
const lines = Number(options.lines);

if (positionals[0] === 'child') {
  const mode = positionals[1];
  const write = mode === 'per-line' ? (line) => process.stdout.write(`${line}\n`) : (await import(options.module)).default.createAccessLog();
  const before = process.cpuUsage();
  for (let index = 0; index < lines; index += 1) write(`GET /particuliers/reboucher-${index % 100} 301 0.${index % 10}ms`);
  // Batched lines still waiting are written by the exit hook: their cost counts too.
  process.once('exit', () => {
    const used = process.cpuUsage(before);
    process.stderr.write(`${JSON.stringify({ mode, microsPerLine: (used.user + used.system) / lines })}\n`);
  });
} else {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-access-log-'));
  try {
    await build({ entryPoints: [join(ROOT, 'src/server/access-log.ts')], outfile: join(workDir, 'access-log.cjs'), bundle: true, platform: 'node', format: 'cjs', logLevel: 'warning' });
    // Bundled with pino: the bundle lives outside the repository, where no node_modules is.
    const module = pathToFileURL(join(workDir, 'access-log.cjs')).href;
    const results = { 'per-line': [], batched: [] };
    console.log(`machine: ${availableParallelism()} CPUs; Node ${process.version}; load average at start ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    for (let round = 0; round < Number(options.rounds); round += 1) {
      for (const mode of round % 2 === 0 ? ['per-line', 'batched'] : ['batched', 'per-line']) results[mode].push(await runChild(mode, module));
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    for (const [mode, values] of Object.entries(results)) console.log(`${mode}: median ${median(values).toFixed(2)} µs CPU per line (runs: ${values.map((value) => value.toFixed(2)).join(', ')})`);
    console.log(`batched / per-line: ${(median(results.batched) / median(results['per-line'])).toFixed(2)}`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function runChild(mode, module) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'child', mode, '--lines', String(lines), '--module', module], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.resume();
    let report = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => (report += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(report.trim().split('\n').at(-1)).microsPerLine) : reject(new Error(`${mode} exited with ${code}: ${report}`))));
  });
}
