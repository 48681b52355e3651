/**
 * Page weight of the client build (issue #9): for every route, the JavaScript the browser fetches
 * before the page is interactive and the CSS it needs, both gzip-compressed as the server sends
 * them. Read by `npm run size` (the table) and tests/build/page-weight.test.ts (the budgets).
 *
 * First-load JavaScript of a route is exactly what the server's document makes the browser fetch:
 * the module starter (its async script), the entry module it adds and the entry's static imports
 * (the `<link rel="modulepreload">` set it adds), deduplicated: the islands' starter. Beside it, what the first
 * island to wake adds: the islands' runtime and its static imports (React, effector).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** 1 KB = 1,000 bytes: the stricter reading of the kilobytes. */
export const kilobyte = 1000;

export const budgets = {
  /** First-load JavaScript of every route: the islands' starter, without React. */
  firstLoadJavaScript: 10 * kilobyte,
  /** The first load and the islands' runtime the first island to wake loads, React included (issue #9's home budget). */
  withIslandRuntime: 120 * kilobyte,
  /** All CSS a route gets: the inline critical styles and the linked stylesheets. */
  css: 30 * kilobyte,
};

/** The barcode library: it may only load with the scan modal, never with a page. */
export const barcodeLibrary = /(^|\/)node_modules\/@zxing\//;
/** The only source folder allowed to import the barcode library (dynamically, from the camera view). */
export const barcodeImporters = 'src/shared/features/scan-modal/';

/** Reads what build.mjs wrote to dist/client: the manifest the server uses and esbuild's metafile. */
export function readClientBuild(clientDir) {
  const read = (name) => JSON.parse(readFileSync(path.join(clientDir, name), 'utf8'));
  return { clientDir, manifest: read('manifest.json'), metafile: read('metafile.json') };
}

/**
 * Client asset URLs (`/assets/x.js`) the browser fetches first on any page: the module starter,
 * the islands' entry and its imports (decision 199); each island's module loads when it wakes.
 */
export function firstLoadScripts(manifest) {
  return [...new Set([manifest.moduleStarter, manifest.entry, ...manifest.entryImports])];
}

/** Stylesheets of every page: the one inlined in the head (if any) and the linked ones. */
export function pageStylesheets(manifest) {
  return [...(manifest.inlineStylesheet ? [manifest.inlineStylesheet] : []), ...manifest.stylesheets];
}

/** The islands' runtime's module (an entry point of esbuild's, loaded with `import()`). */
const islandRuntimeModule = 'src/client/islands/island-runtime.tsx';

/** One row per route: first-load JS and CSS, raw and gzip bytes, and the budgets it breaks. */
export function measureRoutes(build, routes) {
  const { total } = sizesOf(build);
  const css = total(pageStylesheets(build.manifest));
  return routes.map((route) => {
    const scripts = firstLoadScripts(build.manifest);
    const js = { files: scripts.length, ...total(scripts) };
    const overBudget = [];
    if (js.gzip > budgets.firstLoadJavaScript) overBudget.push('js');
    if (css.gzip > budgets.css) overBudget.push('css');
    return { route: route.name, page: route.page, js, css, overBudget };
  });
}

/** The first load and what the islands' runtime adds to it when the first island wakes: files, raw and gzip bytes. */
export function measureWithIslandRuntime(build) {
  const runtime = Object.entries(build.metafile.outputs)
    .filter(([, output]) => output.entryPoint === islandRuntimeModule)
    .flatMap(([file]) => [...staticClosure(build.metafile, file)])
    .map((file) => `/${path.posix.relative('dist/client', file)}`);
  if (runtime.length === 0) throw new Error(`no output of ${islandRuntimeModule} in the metafile`);
  const scripts = [...new Set([...firstLoadScripts(build.manifest), ...runtime])];
  return { files: scripts.length, ...sizesOf(build).total(scripts) };
}

function sizesOf(build) {
  const sizes = new Map();
  const sizeOf = (url) => {
    let size = sizes.get(url);
    if (!size) {
      const bytes = readFileSync(path.join(build.clientDir, url));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      sizes.set(url, size);
    }
    return size;
  };
  const total = (urls) => urls.map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
  return { total };
}

/** Output files esbuild put any of the matching inputs in. */
export function outputsContaining(metafile, inputPattern) {
  return Object.entries(metafile.outputs)
    .filter(([file, output]) => !file.endsWith('.map') && Object.keys(output.inputs).some((input) => inputPattern.test(input)))
    .map(([file]) => file);
}

/** The output files one output loads before running: itself and its static imports, transitively. */
export function staticClosure(metafile, file) {
  const seen = new Set([file]);
  const pending = [file];
  while (pending.length > 0) {
    for (const imported of metafile.outputs[pending.pop()]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
        seen.add(imported.path);
        pending.push(imported.path);
      }
    }
  }
  return seen;
}

/** Output files of the entry and its static imports: what a first load runs. */
export function firstLoadOutputs(metafile) {
  const roots = Object.entries(metafile.outputs)
    .filter(([, output]) => output.entryPoint === 'src/client/entry.ts')
    .map(([file]) => file);
  return new Set(roots.flatMap((file) => [...staticClosure(metafile, file)]));
}

/** Source files outside node_modules that import the barcode library, statically or not. */
export function barcodeLibraryImporters(metafile) {
  return Object.entries(metafile.inputs)
    .filter(([input, info]) => !input.includes('node_modules/') && info.imports.some((imported) => barcodeLibrary.test(imported.path)))
    .map(([input]) => input);
}

/** The per-route table printed by `npm run size`. */
export function formatTable(rows) {
  const kb = (bytes) => (bytes / kilobyte).toFixed(1);
  const header = ['route', 'page', 'files', 'JS raw KB', 'JS gzip KB', 'CSS gzip KB', ''];
  const lines = rows.map((row) => [
    row.route,
    row.page,
    String(row.js.files),
    kb(row.js.raw),
    kb(row.js.gzip),
    kb(row.css.gzip),
    row.overBudget.length > 0 ? `OVER BUDGET (${row.overBudget.join(', ')})` : '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const numeric = new Set([2, 3, 4, 5]);
  const format = (line) =>
    line
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}
