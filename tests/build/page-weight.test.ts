/**
 * Page weight budgets of issue #9 on the real client build (`npm test` builds first; run
 * `node build.mjs` before running this file alone): home first-load JavaScript, every route's
 * CSS, and the barcode library kept to the scan modal's lazily loaded chunks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import routes from '../../routes.ts';
import {
  barcodeImporters,
  barcodeLibrary,
  barcodeLibraryImporters,
  budgets,
  firstLoadOutputs,
  firstLoadScripts,
  measureRoutes,
  measureWithIslandRuntime,
  outputsContaining,
  pageStylesheets,
  readClientBuild,
  type Metafile,
} from '../../scripts/page-weight.mjs';
import { loadAssetManifest } from '../../src/server/assets/asset-manifest.ts';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const build = readClientBuild(clientDir);
const rows = measureRoutes(build, routes);

describe('the built client', () => {
  test('measures what the server makes the browser fetch: its module starter, and the script and preloads it adds', () => {
    const starterUrl = loadAssetManifest(clientDir).moduleStarter;
    const starter = readFileSync(path.join(clientDir, starterUrl), 'utf8');
    const started = new Set([starterUrl, ...[...starter.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((found) => found[1]!).filter((url) => !url.includes('intl-tables'))]);
    expect(new Set(firstLoadScripts(build.manifest))).toEqual(started);
  });

  test('every route loads at most 10 KB of gzip JavaScript first, without React', () => {
    for (const row of rows) {
      // The starter alone is about 5 KB gzip: a result far below it means the measure broke.
      expect(row.js.gzip, row.route).toBeGreaterThan(2 * 1000);
      expect(row.js.gzip, row.route).toBeLessThanOrEqual(budgets.firstLoadJavaScript);
    }
    expect(outputsContaining(build.metafile, /(^|\/)node_modules\/react-dom\//).filter((chunk) => firstLoadOutputs(build.metafile).has(chunk))).toEqual([]);
  });

  test('the first island to wake adds the islands’ runtime: at most 120 KB of gzip JavaScript with the first load, React included', () => {
    const withRuntime = measureWithIslandRuntime(build);
    // React DOM alone is about 60 KB gzip: a result far below it means the measure broke.
    expect(withRuntime.gzip).toBeGreaterThan(60 * 1000);
    expect(withRuntime.gzip).toBeLessThanOrEqual(budgets.withIslandRuntime);
  });

  test('every route gets at most 30 KB of gzip CSS', () => {
    for (const row of rows) {
      expect(row.css.gzip, row.route).toBeGreaterThan(1000);
      expect(row.css.gzip, row.route).toBeLessThanOrEqual(budgets.css);
    }
  });

  test('the typeface counts with the CSS (its faces are in the inlined styles) and its font files with neither', () => {
    const inlined = readFileSync(path.join(clientDir, build.manifest.inlineStylesheet), 'utf8');
    expect(inlined).toContain('@font-face{font-family:Archivo Variable');
    expect(pageStylesheets(build.manifest)).toContain(build.manifest.inlineStylesheet);
    expect(build.manifest.fontPreload).toMatch(/\.woff2$/);
    expect(firstLoadScripts(build.manifest).filter((url) => !url.endsWith('.js'))).toEqual([]);
  });

  test('the barcode library is only in chunks the scan modal loads on demand', () => {
    const barcodeChunks = outputsContaining(build.metafile, barcodeLibrary);
    expect(barcodeChunks.length).toBeGreaterThan(0);
    const firstLoad = firstLoadOutputs(build.metafile);
    expect(barcodeChunks.filter((chunk) => firstLoad.has(chunk))).toEqual([]);
    const importers = barcodeLibraryImporters(build.metafile);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((importer) => !importer.startsWith(barcodeImporters))).toEqual([]);
  });
});

describe('the barcode checks', () => {
  // The islands' start pulling the library in statically, as a careless import would make esbuild do.
  const output = (imports: readonly [string, string][], inputs: readonly string[], entryPoint?: string) => ({
    ...(entryPoint ? { entryPoint } : {}),
    imports: imports.map(([path, kind]) => ({ path, kind })),
    inputs: Object.fromEntries(inputs.map((input) => [input, {}])),
  });
  const leaky: Metafile = {
    inputs: {
      'src/client/islands/start-islands.ts': { imports: [{ path: 'node_modules/@zxing/browser/esm/index.js', kind: 'import-statement' }] },
      'node_modules/@zxing/browser/esm/index.js': { imports: [] },
    },
    outputs: {
      'dist/client/assets/entry-A.js': output([['dist/client/assets/chunk-R.js', 'import-statement']], ['src/client/entry.ts'], 'src/client/entry.ts'),
      'dist/client/assets/chunk-R.js': output([['dist/client/assets/chunk-Z.js', 'import-statement']], ['node_modules/react/index.js', 'src/client/islands/start-islands.ts']),
      'dist/client/assets/chunk-Z.js': output([], ['node_modules/@zxing/browser/esm/index.js']),
    },
  };

  test('see a first-load chunk that loads the library statically', () => {
    expect(firstLoadOutputs(leaky).has('dist/client/assets/chunk-Z.js')).toBe(true);
    expect(outputsContaining(leaky, barcodeLibrary)).toEqual(['dist/client/assets/chunk-Z.js']);
  });

  test('see an importer outside the scan modal', () => {
    expect(barcodeLibraryImporters(leaky)).toEqual(['src/client/islands/start-islands.ts']);
  });
});
