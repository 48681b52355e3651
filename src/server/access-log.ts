import type { IncomingMessage, ServerResponse } from 'node:http';

export type LogLine = (line: string) => void;

/** One line per answered request: method, path, status and milliseconds. */
export function logAccess(req: IncomingMessage, res: ServerResponse, write: LogLine): void {
  const started = performance.now();
  res.once('finish', () => {
    const path = (req.url ?? '').split('?', 1)[0];
    write(`${req.method} ${path} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
  });
}
