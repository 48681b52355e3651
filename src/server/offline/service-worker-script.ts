/**
 * `GET /sw.js`: the worksite offline mode's service worker (decision 171), scope `/`. The build
 * writes two: `sw.js`, whose bytes name the build (so a new build installs a new worker), and
 * `sw-off.js`, the kill switch, a worker that deletes the offline caches and unregisters itself,
 * served instead while `SERVICE_WORKER=off`. Read once at start; stored by no one without asking
 * (`no-cache`): the browser must see a new build's worker on its next check. ETags are off
 * app-wide (app.ts), so the script carries its own, a strong one computed once from its bytes:
 * a check that finds the same worker is a 304, not the whole script again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { matchesEtag } from '../render/cache-policy.ts';

export function serviceWorkerScript(clientDir: string, enabled: boolean): RequestHandler {
  const file = path.join(clientDir, enabled ? 'sw.js' : 'sw-off.js');
  let script: string;
  try {
    script = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the service worker ${file} (run "npm run build"): ${(error as Error).message}`, { cause: error });
  }
  const etag = `"${createHash('sha256').update(script).digest('base64url')}"`;
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag);
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.send(script);
  };
}
