import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';

export type LogLine = (line: string) => void;

/** The access log's writer, and its end: what waits is written, then the output is closed (unless it is stdout or stderr). */
export type AccessLog = LogLine & { readonly close: () => Promise<void> };

/** One line per answered request: method, path, status and milliseconds. */
export function logAccess(req: IncomingMessage, res: ServerResponse, write: LogLine): void {
  const started = performance.now();
  res.once('finish', () => {
    const path = (req.url ?? '').split('?', 1)[0];
    write(`${req.method} ${path} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
  });
}

/** Lines are gathered until this many bytes (or the flush interval) and written in one call... */
const BATCH_BYTES = 3 * 1024;
/** ...of at most PIPE_BUF, which the kernel writes to a pipe whole, never interleaved with another process's. */
const WRITE_BYTES = 4096;
/** Lines waiting are written at least this often, so a quiet site's log stays current. */
const FLUSH_INTERVAL_MS = 1000;
/** When the output cannot keep up (a stalled pipe), lines beyond this many bytes are dropped, not queued. */
const BUFFER_LIMIT_BYTES = 1024 * 1024;

/**
 * The access log as a well-kept logger writes it (pino's asynchronous destination): a request
 * only appends its line to a buffer; the buffer goes out in one asynchronous write per 3 KB or
 * per second, never on the answer's path. Each write is at most PIPE_BUF (4 KB), so workers
 * sharing one pipe never interleave inside a line. The buffer is bounded: while the output is
 * stalled, further lines are dropped and counted, and the count is logged once it drains. Lines
 * still waiting when the process exits are written synchronously by pino's exit hook.
 */
export function createAccessLog(fd: number = process.stdout.fd): AccessLog {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: BATCH_BYTES,
    maxWrite: WRITE_BYTES,
    maxLength: BUFFER_LIMIT_BYTES,
    periodicFlush: FLUSH_INTERVAL_MS,
  });
  let dropped = 0;
  destination.on('drop', () => {
    dropped += 1;
  });
  // An output that fails (EPIPE once the pipe's reader is gone, EBADF once the descriptor is
  // closed) stops the log, not the site: unheard, the destination's error would end the process.
  let failed = false;
  destination.on('error', (error: NodeJS.ErrnoException) => {
    if (failed) return;
    failed = true;
    process.stderr.write(`access log: its output failed (${error.code ?? error.message}); no more lines are written\n`);
    // Its periodic flush would go on writing to the failed output every second.
    destination.destroy();
  });
  const write = (line: string) => {
    if (failed) return;
    const droppedBefore = dropped;
    const notice = droppedBefore > 0 ? `access log: ${droppedBefore} lines dropped (the output could not keep up)\n` : '';
    destination.write(`${notice}${line}\n`);
    // A drop is reported synchronously by write(): unchanged means this line (and the notice) went in.
    if (dropped === droppedBefore) dropped = 0;
  };
  const close = () =>
    new Promise<void>((resolve) => {
      if (failed) return resolve();
      destination.once('close', () => resolve());
      destination.end();
    });
  return Object.assign(write, { close });
}
