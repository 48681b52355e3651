/**
 * V8's compile hint on the real client build (`npm test` builds first; run `node build.mjs`
 * before running this file alone): the first load's chunks and the islands' runtime's start with
 * it, nothing else does, and their source maps still point at the right source lines (decision 172).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { staticClosure, type Metafile } from '../../scripts/page-weight.mjs';
import { loadAssetManifest } from '../../src/server/assets/asset-manifest.ts';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const served = loadAssetManifest(clientDir);
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as { entry: string; entryImports: string[] };
const firstLoad = [manifest.entry, ...manifest.entryImports];
const metafile = JSON.parse(readFileSync(path.join(clientDir, 'metafile.json'), 'utf8')) as Metafile;
const [runtimeOutput] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/client/islands/island-runtime.tsx')!;
const runtime = [...staticClosure(metafile, runtimeOutput)].map((file) => `/${path.posix.relative('dist/client', file)}`);
const hinted = [...new Set([...firstLoad, ...runtime])];
const hint = '//# allFunctionsCalledOnLoad\n';
const read = (url: string) => readFileSync(path.join(clientDir, url), 'utf8');

describe('the compile hint', () => {
  test("heads every script of the first load, as the server lists them, and of the islands' runtime", () => {
    // The starter every page names loads the entry and preloads its chunks.
    const starter = read(served.moduleStarter);
    for (const url of firstLoad) expect(starter, url).toContain(JSON.stringify(url));
    expect(runtime.length).toBeGreaterThan(1);
    for (const url of hinted) expect(read(url).startsWith(hint), url).toBe(true);
    expect(read(firstLoad[0]!).indexOf(hint, 1)).toBe(-1);
  });

  test('is not given to the chunks loaded later (islands, lazy tools)', () => {
    const later = readdirSync(path.join(clientDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/assets/${file}`)
      .filter((url) => !hinted.includes(url));
    expect(later.length).toBeGreaterThan(20);
    for (const url of later) expect(read(url).startsWith(hint), url).toBe(false);
  });

  test('leaves a source map without mappings empty (source-map readers such as Lighthouse expect a source for any line)', () => {
    for (const url of hinted) {
      const map = JSON.parse(read(`${url}.map`)) as { sources: string[]; mappings: string };
      if (map.sources.length === 0) expect(map.mappings, url).toBe('');
      else expect(map.mappings.startsWith(';'), url).toBe(true);
    }
  });

  test('leaves the source maps pointing at the source line of each piece of code', () => {
    // A string written once in the client's start module: where the build put it must map back to its line there.
    const needle = 'has unreadable props: it stays as served';
    const sourceFile = path.resolve(import.meta.dirname, '../../src/client/islands/start-islands.ts');
    const sourceLine = readFileSync(sourceFile, 'utf8').split('\n').findIndex((line) => line.includes(needle));
    expect(sourceLine).toBeGreaterThan(0);
    const url = firstLoad.find((candidate) => read(candidate).includes(needle));
    expect(url).toBeDefined();
    const lines = read(url!).split('\n');
    const line = lines.findIndex((text) => text.includes(needle));
    expect(line).toBeGreaterThan(0); // below the hint's line
    const map = new SourceMap(JSON.parse(read(`${url}.map`)));
    const entry = map.findEntry(line, lines[line]!.indexOf(needle));
    expect('originalSource' in entry && entry.originalSource).toMatch(/src\/client\/islands\/start-islands\.ts$/);
    expect('originalLine' in entry && entry.originalLine).toBe(sourceLine);
  });
});
