/**
 * The server reads the client build's manifest once at start: a build it cannot serve (no
 * manifest, or no module starter, which every page names) is a clear start-up error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { loadAssetManifest } from '../../src/server/assets/asset-manifest.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function clientBuild(manifest: Record<string, unknown>, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  for (const [url, text] of Object.entries(files)) writeFileSync(path.join(dir, url), text);
  return dir;
}

const manifest = {
  entry: '/assets/entry-A.js',
  entryImports: [],
  moduleStarter: '/assets/start-after-first-paint-B.js',
  intlTablesWorker: '/assets/intl-tables-C.js',
  stylesheets: ['/assets/site-D.css'],
  inlineStylesheet: '/assets/critical-E.css',
  fontPreload: '/assets/font-F.woff2',
};

test('reads the starter, the stylesheets and the inlined styles of a whole build', () => {
  const dir = clientBuild(manifest, { '/assets/critical-E.css': 'a{color:red}\n/*# sourceMappingURL=critical-E.css.map */', '/assets/start-after-first-paint-B.js': '' });
  expect(loadAssetManifest(dir)).toEqual({
    stylesheets: ['/assets/site-D.css'],
    fontPreload: '/assets/font-F.woff2',
    inlineStyles: 'a{color:red}',
    moduleStarter: '/assets/start-after-first-paint-B.js',
  });
});

test('refuses a build whose module starter is missing or unnamed, naming the build', () => {
  const withoutFile = clientBuild(manifest, { '/assets/critical-E.css': 'a{}' });
  expect(() => loadAssetManifest(withoutFile)).toThrow(/cannot read the client build .*no module starter at \/assets\/start-after-first-paint-B\.js/);
  const unnamed = clientBuild({ ...manifest, moduleStarter: undefined }, { '/assets/critical-E.css': 'a{}' });
  expect(() => loadAssetManifest(unnamed)).toThrow(/no module starter/);
});

test('refuses a missing build', () => {
  expect(() => loadAssetManifest(path.join(tmpdir(), 'no-such-client-build'))).toThrow(/cannot read the client build .*run "npm run build"/);
});
