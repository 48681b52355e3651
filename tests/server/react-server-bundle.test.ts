/**
 * The server bundle gives React's stream renderer a synchronous request storage instead of
 * node:async_hooks (docs/decisions/027-react-without-async-hooks.md): rendering must work the
 * same and must never start an AsyncLocalStorage, which would turn async hooks on for the
 * whole process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, expect, test, vi } from 'vitest';
import { reactServerWithoutAsyncHooks } from '../../scripts/react-server-without-async-hooks.mjs';
import { AsyncLocalStorage as RequestStorage } from '../../src/server/render/request-storage.ts';

const root = join(import.meta.dirname, '../..');
// Inside the project, so that the bundle's external packages resolve from its node_modules.
const outdir = mkdtempSync(join(root, 'dist-test-react-server-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const entry = `
import { renderToPipeableStream } from 'react-dom/server';
import { createElement, Suspense, use } from 'react';
const later = new Promise((resolve) => setTimeout(() => resolve('streamed later'), 20));
function Late() { return createElement('p', null, use(later)); }
export function render(stream) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      createElement('main', null, createElement('h1', null, 'shell'), createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Late))),
      { onShellReady: () => pipe(stream), onAllReady: resolve, onShellError: reject },
    );
  });
}`;

async function bundle(name: string, plugins: import('esbuild').Plugin[]): Promise<{ render(stream: PassThrough): Promise<void> }> {
  const outfile = join(outdir, `${name}.mjs`);
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'js' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    // No define: the renderer's build (production or development) follows NODE_ENV at run time,
    // as the external react it must match does.
    logLevel: 'silent',
    plugins,
  });
  return import(pathToFileURL(outfile).href);
}

async function renderWith(module: { render(stream: PassThrough): Promise<void> }): Promise<string> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await module.render(stream);
  await new Promise((resolve) => setImmediate(resolve));
  return Buffer.concat(chunks).toString('utf8');
}

test('the bundled renderer streams a page and never runs an AsyncLocalStorage', async () => {
  const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
  const html = await renderWith(await bundle('without-async-hooks', [reactServerWithoutAsyncHooks(root)]));
  expect(html).toContain('<h1>shell</h1>');
  expect(html).toContain('streamed later');
  expect(run).not.toHaveBeenCalled();
});

test('without the plugin React does run one (what the plugin is for)', async () => {
  const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
  const html = await renderWith(await bundle('with-async-hooks', []));
  expect(html).toContain('streamed later');
  expect(run).toHaveBeenCalled();
});

test('the synchronous storage holds its store for the call only, through nesting and throws', () => {
  const storage = new RequestStorage<string>();
  expect(storage.getStore()).toBeUndefined();
  const seen = storage.run('outer', (suffix: string) => {
    const inner = storage.run('inner', () => storage.getStore());
    return `${storage.getStore()}${suffix}/${inner}`;
  }, '!');
  expect(seen).toBe('outer!/inner');
  expect(() =>
    storage.run('failing', () => {
      throw new Error('render failed');
    }),
  ).toThrow('render failed');
  expect(storage.getStore()).toBeUndefined();
});
