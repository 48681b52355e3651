/**
 * `npm run size`: builds when needed, then prints every route's first-load JavaScript and CSS
 * (gzip, as the server sends them), then the JavaScript with the islands' runtime, and marks what
 * is over its budget (decision 080). Exits 1 when
 * a budget is broken.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ensureBuild, root } from './ensure-build.mjs';
import { budgets, formatTable, kilobyte, measureRoutes, measureWithIslandRuntime, readClientBuild } from './page-weight.mjs';

/** routes.ts only imports types: stripping them gives a module Node can load as it is. */
async function loadRoutes() {
  const { code } = await esbuild.transform(await readFile(path.join(root, 'routes.ts'), 'utf8'), { loader: 'ts', format: 'esm' });
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;
}

ensureBuild();
const build = readClientBuild(path.join(root, 'dist/client'));
const rows = measureRoutes(build, await loadRoutes());
const withRuntime = measureWithIslandRuntime(build);
console.log(formatTable(rows));
console.log(
  `\nwith the islands' runtime (the first island to wake loads it): ${withRuntime.files} files, ${(withRuntime.raw / kilobyte).toFixed(1)} KB raw, ${(withRuntime.gzip / kilobyte).toFixed(1)} KB gzip` +
    (withRuntime.gzip > budgets.withIslandRuntime ? ' OVER BUDGET' : ''),
);
console.log(
  `\nbudgets: first-load JS ≤ ${budgets.firstLoadJavaScript / kilobyte} KB gzip per route, with the islands' runtime ≤ ${budgets.withIslandRuntime / kilobyte} KB, CSS ≤ ${budgets.css / kilobyte} KB gzip per route (1 KB = ${kilobyte} bytes)`,
);
if (rows.some((row) => row.overBudget.length > 0) || withRuntime.gzip > budgets.withIslandRuntime) process.exitCode = 1;
