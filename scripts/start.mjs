/**
 * `npm start`: builds when the build is missing or older than the sources, then starts the
 * site (which starts its embedded back office when BACKOFFICE_URL is unset).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtMarker = path.join(root, 'dist/client/manifest.json');

function newestSource(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

const sources = ['src', 'routes.ts', 'build.mjs', 'package-lock.json'].map((entry) => path.join(root, entry));
const stale = !existsSync(builtMarker) || !existsSync(path.join(root, 'dist/server/index.js')) || Math.max(...sources.map(newestSource)) > statSync(builtMarker).mtimeMs;
if (stale) execFileSync(process.execPath, [path.join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });

await import(path.join(root, 'dist/server/index.js'));
