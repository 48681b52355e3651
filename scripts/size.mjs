/**
 * `npm run size`: builds when needed, then prints every route's first-load JavaScript and CSS
 * (gzip, as the server sends them) and marks the rows over the issue #9 budgets. Exits 1 when
 * a budget is broken.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ensureBuild, root } from './ensure-build.mjs';
import { budgets, formatTable, kilobyte, measureRoutes, readClientBuild } from './page-weight.mjs';

/** routes.ts only imports types: stripping them gives a module Node can load as it is. */
async function loadRoutes() {
  const { code } = await esbuild.transform(await readFile(path.join(root, 'routes.ts'), 'utf8'), { loader: 'ts', format: 'esm' });
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;
}

ensureBuild();
const rows = measureRoutes(readClientBuild(path.join(root, 'dist/client')), await loadRoutes());
console.log(formatTable(rows));
console.log(
  `\nbudgets: home first-load JS ≤ ${budgets.homeJavaScript / kilobyte} KB gzip, CSS ≤ ${budgets.css / kilobyte} KB gzip per route (1 KB = ${kilobyte} bytes)`,
);
if (rows.some((row) => row.overBudget.length > 0)) process.exitCode = 1;
