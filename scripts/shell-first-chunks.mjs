/**
 * esbuild plugin for the client build: every module of the site's that another of its modules
 * outside `src/client/` loads with `import()` (the islands' modules, lazy modal contents...) gets
 * an extra `import` of the islands' runtime, whose static imports are everything an island needs
 * first (React, effector, the runtime), and so does what the runtime itself loads so (the saved
 * lists' persistence); the client's other lazy modules (the runtime itself, the screen swap, the
 * link prefetcher, what starts when idle), which must load without React, get one of the islands'
 * starter, the entry's whole graph.
 *
 * Why: esbuild puts a module shared by several entry points (the entry and each dynamically
 * imported module count as entry points) in a chunk per distinct set of importers, so what the
 * islands share would be some thirty small chunks, each compressed alone (about 7 KB gzip lost).
 * An island's module only ever runs with the runtime, so declaring that it depends on the
 * runtime's whole graph changes nothing at run time (the runtime has no side effect on import
 * but its first step's yield) and lets esbuild keep React and the runtime in one shared chunk;
 * the same goes for the starter, whose small modules the other lazy modules share. A module
 * loaded statically before anything imports it dynamically is left as it is: that only costs
 * chunks, never correctness (the page-weight test watches the result).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export function shellFirstChunksPlugin({ root, starter, runtime }) {
  const starterPath = path.join(root, starter);
  const runtimePath = path.join(root, runtime);
  const clientSources = path.join(root, 'src', 'client') + path.sep;
  const sources = path.join(root, 'src') + path.sep;
  /** Each lazy module, and what it is made to import: the runtime wins over the starter. */
  const lazyModules = new Map();
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
        if (resolved.errors.length === 0 && resolved.path.startsWith(sources) && lazyModules.get(resolved.path) !== runtimePath) {
          lazyModules.set(resolved.path, args.importer.startsWith(clientSources) && args.importer !== runtimePath ? starterPath : runtimePath);
        }
        return resolved;
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const start = lazyModules.get(args.path);
        if (!start) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\nimport ${JSON.stringify(start)};\n`, loader: path.extname(args.path).slice(1), resolveDir: path.dirname(args.path) };
      });
    },
  };
}
