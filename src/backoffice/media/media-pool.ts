/**
 * The media pool (decision 180): worker threads that typeset documents and draw and encode
 * pictures (media-worker.ts), so the thread that answers the API, and in the embedded back
 * office the site's pages too, never does that work. Bounded both ways: `threads` run at once
 * (by default one core less than the machine has, at least one: the rest answer requests) and
 * at most `queue` wait; one more is refused at once (MediaPoolRefusal, answered 503 with
 * Retry-After) rather than held, with its connection, for a file that would come too late.
 * Threads start with the first task and stop after a while idle: a back office that renders
 * nothing (most tests) starts none.
 */
import { Piscina } from 'piscina';
// libvips stays loaded while threads come and go: sharp asks for it to be loaded by the main
// thread too, as glibc unloads a library with the last thread using it and cannot load it again.
import 'sharp';
import type { MediaPoolOptions } from './media-pool-options.ts';
import type { MediaTask } from './media-worker.ts';

/** How long a thread with nothing to do is kept: a visitor's next pictures follow within seconds, and a thread takes its fonts and modules along. */
const IDLE_MS = 30_000;
/** On close, how long the tasks already running may take to finish before their threads are stopped. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * The worker's entry. In a build (dist/, the benches) it is a bundle of its own written beside
 * the bundle holding this module (build.mjs); run from source, as the tests do, this module is a
 * .ts file and the worker compiles its TypeScript as it loads.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = fromSource ? new URL('./media-worker-from-source.mjs', import.meta.url) : new URL('./media-worker.js', import.meta.url);
/**
 * Piscina tries `require` on the entry before `import`. Node 20 requires an ES module
 * synchronously, and requiring the from-source entry (loader hooks, top-level await) once ended
 * the test process (V8: "IsGraphAsync must be used on an instantiated module"). Without
 * require(esm) in its threads, `require` refuses at once and the entry is imported. The built
 * entry, a plain bundle, is left as it is: a thread inherits the process's flags, which may hold
 * V8 options a worker's own `execArgv` may not.
 */
const entryImported = fromSource ? { execArgv: [...process.execArgv, '--no-experimental-require-module'] } : {};

/** A file the pool will not render: `queue` files wait already, or the pool is closing. */
export class MediaPoolRefusal extends Error {
  constructor(reason: string) {
    super(`The media pool refused a file: ${reason}`);
    this.name = 'MediaPoolRefusal';
  }
}

export class MediaPool {
  readonly #pool: Piscina<MediaTask, Uint8Array | null>;
  readonly #queue: number;
  #closing = false;

  constructor(options: MediaPoolOptions) {
    this.#queue = options.queue;
    this.#pool = new Piscina({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.queue,
      idleTimeout: IDLE_MS,
      closeTimeout: CLOSE_TIMEOUT_MS,
      ...entryImported,
    });
    // Piscina reports a close that timed out as an event: logged, as the threads are stopped anyway.
    this.#pool.on('error', (error: unknown) => console.error('backoffice: media pool', error));
  }

  /** The file's bytes, or null when the task names no drawing; MediaPoolRefusal when the queue is full or the pool closes first. */
  async render(task: MediaTask): Promise<Buffer | null> {
    if (this.#closing) throw new MediaPoolRefusal('it is closing');
    // Piscina's maxQueue refuses the same task; checked here to tell it from a failed render.
    if (this.#pool.queueSize >= this.#queue) throw new MediaPoolRefusal(`${this.#queue} files wait already`);
    let bytes: Uint8Array | null;
    try {
      bytes = await this.#pool.run(task);
    } catch (error) {
      // Closing aborts the tasks that wait.
      if (this.#closing) throw new MediaPoolRefusal('it closed before rendering it');
      throw error;
    }
    return bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Refuses what waits, lets what runs finish, then stops the threads. */
  close(): Promise<void> {
    this.#closing = true;
    return this.#pool.close({ force: true });
  }
}
