// Starts a server as a child process and reads its CPU time from /proc, so the figures are
// the server's own and not the load generator's, which shares the machine.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * On a machine with two CPUs or more, keep the load generator on CPU 0 and the servers on CPU 1
 * so they never fight over one core. Returns the servers' CPU, or undefined when not pinned.
 */
export function pinLoadGenerator() {
  if (availableParallelism() < 2) return undefined;
  try {
    execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
    return 1;
  } catch {
    return undefined;
  }
}

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Resolves once the child prints a line matching `ready` (its first group is the URL). With
 * `cpu`, the child is pinned to that CPU by taskset, which execs node: the pid stays node's.
 */
export async function startServer({ name, args, env, ready, cwd, cpu, timeoutMs = 60_000 }) {
  const [command, commandArgs] = cpu === undefined ? [process.execPath, args] : ['taskset', ['-c', String(cpu), process.execPath, ...args]];
  const child = spawn(command, commandArgs, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = await new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => fail(new Error(`${name} did not report ready within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n--- ${name} stderr ---\n${stderr}`));
    };
    child.once('exit', (code) => fail(new Error(`${name} exited with code ${code} before it was ready`)));
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
      const match = ready.exec(stdout);
      if (match === null) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve(match[1]);
    });
  });
  return {
    name,
    url: url.replace(/\/$/, ''),
    pid: child.pid,
    cpuSeconds: () => cpuSeconds(child.pid),
    stop: () =>
      new Promise((resolve) => {
        // Gone already: exited, or ended by a signal (exitCode is null then).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** User + system CPU time of a process, from fields 14 and 15 of /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * One build of the site as the comparisons run it (compare-builds.mjs, islands-compare.mjs): its
 * own back office over a fresh demo in `dataDir`, and its site pointed at it. `siteEnv` adds to
 * the site's environment (the render cache's setting); both processes go in `running`.
 */
export async function startBuild({ name, dir, dataDir, siteEnv, cpu, running }) {
  const backoffice = await startServer({
    name: `${name} back office`,
    cwd: dir,
    args: [join(dir, 'dist/backoffice/main.js')],
    env: { BACKOFFICE_PORT: String(await freePort()), DATA_DIR: dataDir },
    ready: /backoffice listening on (http:\/\/\S+)/,
    cpu,
  });
  running.push(backoffice);
  const site = await startServer({
    name,
    cwd: dir,
    args: [join(dir, 'dist/server/index.js')],
    env: { HOST: '127.0.0.1', ACCESS_LOG: 'off', PORT: String(await freePort()), BACKOFFICE_URL: backoffice.url, ...siteEnv },
    ready: /site listening on (http:\/\/\S+)/,
    cpu,
  });
  running.push(site);
  return site;
}
