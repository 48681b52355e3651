/**
 * A PostgreSQL cluster of a test's own: Debian's server (`postgresql`, which `npm test` installs
 * as it installs Chromium), `initdb` in a temporary folder, `postgres` on a free loopback port
 * with its socket in that folder, stopped and removed after. PostgreSQL refuses to run as root:
 * run as root (CI), both run as the `postgres` system user the Debian package creates, through
 * `setpriv`, which executes the server in place (the pid spawned is the server's, so a signal
 * reaches it).
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface PostgresCluster {
  /** `postgres://app@127.0.0.1:PORT/app`: a superuser of its own, trusted on loopback. */
  readonly url: string;
  stop(): Promise<void>;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';
const USER = 'app';
/** Durability off: a test's cluster is thrown away, and fsyncs cost seconds on a busy disk. */
const TEST_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/** The newest installed server's bin folder, or undefined when Debian's `postgresql` is not installed. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => /^\d+$/.test(version) && existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(POSTGRES_ROOT, versions[0], 'bin');
}

/** As root, the command runs as the `postgres` user; otherwise as whoever runs the tests. */
function asServerUser(command: string, args: readonly string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]] : [command, [...args]];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (bin === undefined) throw new Error(`PostgreSQL is not installed (no ${POSTGRES_ROOT}/*/bin/initdb): apt-get install postgresql, or run npm test, which installs it`);
  const folder = mkdtempSync(path.join(tmpdir(), 'postgres-'));
  const dataDir = path.join(folder, 'data');
  if (process.getuid?.() === 0) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(folder, uid!, gid!);
  }
  const [initdb, initdbArgs] = asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', USER, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  execFileSync(initdb, initdbArgs, { stdio: 'pipe' });

  const port = await freePort();
  const [postgres, postgresArgs] = asServerUser(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    ...TEST_SETTINGS.flatMap((setting) => ['-c', setting]),
  ]);
  const server = spawn(postgres, postgresArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: server.stderr! }).on('line', (line) => {
      output.push(line);
      if (line.includes('database system is ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`postgres exited (${code}) before accepting connections:\n${output.join('\n')}`)));
  });
  await ready;
  // The database the URL names, as initdb leaves only `postgres`.
  const [createdb, createdbArgs] = asServerUser(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', USER, USER]);
  execFileSync(createdb, createdbArgs, { stdio: 'pipe' });

  return {
    url: `postgres://${USER}@127.0.0.1:${port}/${USER}`,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = once(server, 'exit');
        // Fast shutdown: open sessions are ended, nothing is waited for.
        server.kill('SIGINT');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
