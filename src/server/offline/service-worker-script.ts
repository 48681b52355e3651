/**
 * `GET /sw.js`: the worksite offline mode's service worker (decision 171), scope `/`. The build
 * writes two: `sw.js`, whose bytes name the build (so a new build installs a new worker), and
 * `sw-off.js`, the kill switch, a worker that deletes the offline caches and unregisters itself,
 * served instead while `SERVICE_WORKER=off`. Read once at start; never stored by anyone
 * (`no-cache`): the browser must see a new build's worker on its next check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

export function serviceWorkerScript(clientDir: string, enabled: boolean): RequestHandler {
  const file = path.join(clientDir, enabled ? 'sw.js' : 'sw-off.js');
  let script: string;
  try {
    script = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the service worker ${file} (run "npm run build"): ${(error as Error).message}`, { cause: error });
  }
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.send(script);
  };
}
