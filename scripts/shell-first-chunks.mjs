/**
 * esbuild plugin for the client build: every module loaded with `import()` (page modules, lazy
 * modal contents...) gets an extra `import` of the client's start module, whose static imports
 * are everything the entry loads first.
 *
 * Why: esbuild puts a module shared by several entry points (the entry and each dynamically
 * imported module count as entry points) in a chunk per distinct set of importers, so the
 * first load was some thirty small chunks, each compressed alone (about 7 KB gzip lost). A lazy
 * module only ever runs after the entry, so declaring that it depends on the entry's whole graph
 * changes nothing at run time (those modules are already evaluated, and the start module has no
 * side effect on import) and lets esbuild keep the first load in one shared chunk. A module
 * loaded statically before anything imports it dynamically is left as it is: that only costs
 * chunks, never correctness (the page-weight test watches the result).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export function shellFirstChunksPlugin({ root, startModule }) {
  const start = path.join(root, startModule);
  const lazyModules = new Set();
  // `import(\`./${page}/page.tsx\`)` is expanded by esbuild itself, without asking plugins.
  const pageModule = /[\\/]src[\\/]shared[\\/]pages[\\/][^\\/]+[\\/]page\.tsx$/;
  return {
    name: 'shell-first-chunks',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'shell-first-chunks') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'shell-first-chunks',
        });
        if (resolved.errors.length === 0 && resolved.path.startsWith(path.join(root, 'src') + path.sep)) lazyModules.add(resolved.path);
        return resolved;
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!lazyModules.has(args.path) && !pageModule.test(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\nimport ${JSON.stringify(start)};\n`, loader: path.extname(args.path).slice(1), resolveDir: path.dirname(args.path) };
      });
    },
  };
}
