/** Builds dist/ when it is missing or older than the sources (shared by `npm start` and `npm run size`). */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtMarker = path.join(root, 'dist/client/manifest.json');
const sources = ['src', 'routes.ts', 'build.mjs', 'package-lock.json'].map((entry) => path.join(root, entry));

function newestSource(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

export function ensureBuild() {
  const stale =
    !existsSync(builtMarker) ||
    !existsSync(path.join(root, 'dist/server/index.js')) ||
    Math.max(...sources.map(newestSource)) > statSync(builtMarker).mtimeMs;
  if (stale) execFileSync(process.execPath, [path.join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
}
