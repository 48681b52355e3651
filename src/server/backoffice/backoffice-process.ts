/**
 * With no BACKOFFICE_URL, the site starts its back office as a process of its own beside it, on
 * a loopback port, and talks to it over HTTP exactly as it would to a remote one (decisions §2,
 * decision 185). Its work (the database, search, typesetting, pictures) never runs on the site's
 * event loop, and a fault in it does not take the pages down: when it dies this starts it again
 * on the same port, while the site answers kept pages and `/readyz` says 503 until it is back.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { isBackofficeListening, isBackofficePublished } from '../../shared/kernel/api/backoffice-process.ts';
import type { PublishEventView } from '../../shared/kernel/api/contract.ts';
import type { ServerConfig } from '../config.ts';

export interface BackofficeProcessOptions {
  readonly dataDir: string;
  readonly adminToken: string | undefined;
  readonly mediaPool: { readonly threads: number; readonly queue: number };
  /** The script to run as the back office (BACKOFFICE_ENTRY); its default below otherwise. */
  readonly entry: string | undefined;
  /** Where its output and its restarts are reported, line by line. */
  readonly log: (line: string) => void;
  /** Told the changes committed to the back office's database (their publish events), as it hears of them. */
  readonly onPublished?: (events: readonly PublishEventView[]) => void;
}

export interface BackofficeProcess {
  /** The API base, e.g. http://127.0.0.1:43123/api/v1; the same after a restart. */
  readonly url: string;
  /** Stops restarting it, asks it to stop (it finishes what it answers), and waits for its exit. */
  close(): Promise<void>;
}

/** The first restart waits this long, each next one twice as long up to the most, back to the first once it has run a while. */
const RESTART_DELAY = { firstMs: 100, mostMs: 2000, settledAfterMs: 10_000 } as const;
/** How long a stopped back office may take to finish what it answers before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Its default entry: built, the back office's bundle (dist/backoffice/main.js, beside
 * dist/server/); run from source, its main.ts compiled as it loads. `npm test` has just built the
 * bundle and names it (BACKOFFICE_ENTRY): it starts in 0.7 s where compiling takes 1.5 s, paid by
 * every test that starts a site.
 */
const defaultEntry = import.meta.url.endsWith('.ts') ? new URL('../../backoffice/main-from-source.mjs', import.meta.url) : new URL('../backoffice/main.js', import.meta.url);

/** The back office of a site configured without BACKOFFICE_URL, as the single process or a cluster's primary starts it. */
export function startEmbeddedBackoffice(
  config: Pick<ServerConfig, 'dataDir' | 'backofficeAdminToken' | 'mediaPool' | 'backofficeEntry'>,
  log: (line: string) => void,
  onPublished: (events: readonly PublishEventView[]) => void,
): Promise<BackofficeProcess> {
  return startBackofficeProcess({ dataDir: config.dataDir, adminToken: config.backofficeAdminToken, mediaPool: config.mediaPool, entry: config.backofficeEntry, log, onPublished });
}

export async function startBackofficeProcess(options: BackofficeProcessOptions): Promise<BackofficeProcess> {
  let child = spawnBackoffice(options, 0);
  const url = await listeningUrl(child);
  const port = new URL(url).port;
  let stopping = false;
  let restartDelayMs: number = RESTART_DELAY.firstMs;

  const supervise = (running: ChildProcess) => {
    const startedAt = Date.now();
    void ended(running).then((reason) => {
      if (stopping) return;
      if (Date.now() - startedAt > RESTART_DELAY.settledAfterMs) restartDelayMs = RESTART_DELAY.firstMs;
      options.log(`back office exited (${reason}): starting it again in ${restartDelayMs} ms`);
      const delay = restartDelayMs;
      restartDelayMs = Math.min(restartDelayMs * 2, RESTART_DELAY.mostMs);
      setTimeout(() => {
        if (stopping) return;
        child = spawnBackoffice(options, Number(port));
        supervise(child);
        listeningUrl(child).then(
          () => options.log(`back office back on ${url}`),
          // Its exit is what supervise() answers.
          () => undefined,
        );
      }, delay).unref();
    });
  };
  supervise(child);

  return {
    url,
    async close() {
      stopping = true;
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(killer);
    },
  };
}

function spawnBackoffice(options: BackofficeProcessOptions, port: number): ChildProcess {
  const child = fork(options.entry ?? defaultEntry, [], {
    env: {
      ...process.env,
      BACKOFFICE_HOST: '127.0.0.1',
      BACKOFFICE_PORT: String(port),
      DATA_DIR: options.dataDir,
      BACKOFFICE_ADMIN_TOKEN: options.adminToken ?? '',
      MEDIA_THREADS: String(options.mediaPool.threads),
      MEDIA_QUEUE: String(options.mediaPool.queue),
    },
    // Not the flags of whoever runs the site (a test runner's loaders): the back office's own.
    execArgv: process.execArgv.filter((flag) => flag === '--enable-source-maps'),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => options.log(`backoffice: ${line}`));
  }
  child.on('message', (message: unknown) => {
    if (isBackofficePublished(message)) options.onPublished?.(message.events);
  });
  return child;
}

/**
 * Resolves, once, with why the process ended: its exit code or signal, or the error that kept it
 * from starting at all (no memory, no such program), after which no 'exit' comes.
 */
function ended(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(String(signal ?? code)));
    child.on('error', (error) => {
      if (child.pid === undefined) resolve(error.message);
    });
  });
}

/** Resolves with the URL the process announces, rejects if it ends first. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isBackofficeListening(message)) return;
      child.off('message', onMessage);
      resolve(message.url);
    };
    child.on('message', onMessage);
    void ended(child).then((reason) => {
      child.off('message', onMessage);
      reject(new Error(`the back office stopped before listening (${reason})`));
    });
  });
}
