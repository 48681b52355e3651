/**
 * Node module hooks that compile TypeScript as it loads, with esbuild's transform (the build's
 * compiler, file by file, types erased): what lets a worker thread started from source run the
 * project's .ts modules, as vitest does for the tests' own thread (the media pool's worker run
 * from source: src/backoffice/media/media-worker-from-source.mjs). Registered with
 * `module.register`; never used by a build.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { code } = await transform(await readFile(path, 'utf8'), { loader: 'ts', format: 'esm', target: 'node20', sourcefile: path, sourcemap: 'inline' });
  return { format: 'module', source: code, shortCircuit: true };
}
