/**
 * Builds the site with esbuild: the client (ESM, code-split per page, content-hashed, minified,
 * with a manifest the server reads to emit the page's module scripts and preloads) and the
 * server and back-office bundles for Node (each with the media pool's worker beside it). `--watch`
 * rebuilds on change and restarts the server.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import postcss from 'postcss';
import customProperties from 'postcss-custom-properties';
import pruneVar from 'postcss-prune-var';
import { reactServerWithoutAsyncHooks } from './scripts/react-server-without-async-hooks.mjs';
import { noParserAlias, precompiledMessagesPlugin } from './scripts/precompiled-messages.mjs';
import { shellFirstChunksPlugin } from './scripts/shell-first-chunks.mjs';
import { storeMapGeometryPlugin } from './scripts/store-map-geometry.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const dist = path.join(root, 'dist');
const clientOut = path.join(dist, 'client');
const watch = process.argv.includes('--watch');
// Development builds (`--watch`, or BUILD_MODE=development) keep React's detailed warnings.
const mode = watch || process.env.BUILD_MODE === 'development' ? 'development' : 'production';

const clientOptions = {
  absWorkingDir: root,
  entryPoints: {
    entry: 'src/client/entry.ts',
    'intl-tables': 'src/client/intl-tables-worker.ts',
    site: 'src/client/styles/site.css',
    critical: 'src/client/styles/critical.css',
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  minify: mode === 'production',
  sourcemap: 'linked',
  jsx: 'automatic',
  outdir: path.join(clientOut, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  // The typeface's files (fonts.css): copied to assets/ with a content hash, like every asset.
  loader: { '.woff2': 'file' },
  metafile: true,
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  legalComments: 'none',
  alias: {
    ...noParserAlias,
    'use-sync-external-store/shim/index.js': './src/client/react-sync-external-store.ts',
    'use-sync-external-store/shim/with-selector.js': 'use-sync-external-store/with-selector.js',
  },
  plugins: [
    precompiledMessagesPlugin(),
    storeMapGeometryPlugin(),
    // Every island module runs after the islands' runtime, every lazy module of the client's after
    // the starter: what they share with those stays in their chunks.
    shellFirstChunksPlugin({ root, starter: 'src/client/islands/start-islands.ts', runtime: 'src/client/islands/island-runtime.tsx' }),
    manifestPlugin(),
  ],
};

/**
 * The media pool's worker (decision 180) is written beside the back office's bundle: the pool
 * starts it from its own directory. The site holds no back office: it starts the back office's
 * bundle as a process of its own (decision 185).
 */
const mediaWorker = 'src/backoffice/media/media-worker.ts';

const serverOptions = {
  absWorkingDir: root,
  entryPoints: {
    'server/site': 'src/server/index.ts',
    'backoffice/main': 'src/backoffice/main.ts',
    'backoffice/copy-to-postgres': 'src/backoffice/copy-to-postgres-main.ts',
    'backoffice/import': 'src/backoffice/import-main.ts',
    'backoffice/media-worker': mediaWorker,
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  jsx: 'automatic',
  outdir: dist,
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  logOverride: { 'empty-glob': 'silent' },
  plugins: [reactServerWithoutAsyncHooks(root), storeMapGeometryPlugin()],
};

/**
 * Writes dist/client/manifest.json after every client build, and its metafile
 * (dist/client/metafile.json, not served) for `npm run size` and the page-weight test.
 */
function manifestPlugin() {
  return {
    name: 'manifest',
    setup(build) {
      build.onEnd(async (result) => {
        const { metafile } = result;
        if (!metafile) return;
        const manifest = manifestOf(metafile, 'src/client/entry.ts');
        // What runs as a page starts, and what runs as its first island wakes.
        const startChunks = [...new Set([manifest.entry, ...manifest.entryImports, ...loadedWith(metafile, 'src/client/islands/island-runtime.tsx')])];
        const [moduleStarter] = await Promise.all([
          buildModuleStarter(manifest),
          markCompiledOnLoad(startChunks),
          writeInlinedTokensAsValues(manifest.inlineStylesheet),
        ]);
        manifest.moduleStarter = moduleStarter;
        await Promise.all([
          writeFile(path.join(clientOut, 'metafile.json'), JSON.stringify(metafile)),
          writeFile(path.join(clientOut, 'manifest.json'), JSON.stringify(manifest, null, 2)),
          buildServiceWorkers([...precacheOf(metafile, manifest, startChunks), moduleStarter].sort()),
        ]);
      });
    },
  };
}

/**
 * The inlined styles (critical.css) write each design token they read as its value and define
 * none: every page carries them, and the header's rules read 48 of the 80 tokens, whose
 * definitions cost more than the values (postcss-custom-properties, then postcss-prune-var drops
 * the definitions no rule reads any more). site.css imports tokens.css whole, so everything below
 * the header still reads the tokens. A token a media query redefines (the reduced-motion
 * durations) would be written with its first value: the build stops if the inlined rules read
 * one. A custom property set on elements (`--menu-color`) is no token: the library leaves it be.
 * A rule left empty goes too.
 */
async function writeInlinedTokensAsValues(url) {
  const file = path.join(clientOut, url);
  const [css, map] = await Promise.all([readFile(file, 'utf8'), readFile(`${file}.map`, 'utf8')]);
  const withoutRedefinedTokens = {
    postcssPlugin: 'without-redefined-tokens',
    Once(root) {
      const tokens = new Set();
      const elsewhere = new Set();
      root.walkDecls(/^--/, (declaration) => {
        const rule = declaration.parent;
        (rule.type === 'rule' && rule.selector === ':root' && rule.parent.type === 'root' ? tokens : elsewhere).add(declaration.prop);
      });
      const redefined = new Set([...tokens].filter((token) => elsewhere.has(token)));
      root.walkDecls((declaration) => {
        for (const [, token] of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) {
          if (redefined.has(token)) throw new Error(`${url}: ${declaration.parent.selector ?? 'a rule'} reads ${token}, which is redefined past :root: the inlined styles write tokens as values`);
        }
      });
    },
  };
  const withoutEmptyRules = {
    postcssPlugin: 'without-empty-rules',
    OnceExit(root) {
      // A walker's callback returning false stops the walk: these return nothing.
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
      root.walkAtRules((rule) => {
        if (rule.nodes?.length === 0) rule.remove();
      });
    },
  };
  // Two passes: postcss-prune-var counts the reads as the file starts, before any is substituted.
  const options = (prev) => ({ from: file, to: file, map: { prev, inline: false, annotation: true } });
  const substituted = await postcss([withoutRedefinedTokens, customProperties({ preserve: false })]).process(css, options(map));
  const written = await postcss([pruneVar(), withoutEmptyRules]).process(substituted.css, options(substituted.map.toString()));
  await Promise.all([writeFile(file, written.css), writeFile(`${file}.map`, written.map.toString())]);
}

/**
 * V8's explicit compile hint: a file that starts with this comment is compiled whole, functions
 * included, on the background thread that streams it, instead of each function on the main
 * thread at its first call. Given to the first load's chunks (the islands' starter) and the
 * islands' runtime's (React DOM, effector, the runtime), whose functions nearly all run as the
 * page starts or its first island wakes: measured on Lighthouse's phone with the whole-page
 * client, their evaluation task went from 35–53 ms to about 24 ms (bench/README.md, decision 172).
 */
const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint at the head of these output files (site URLs), and shifts their source maps by its line. */
async function markCompiledOnLoad(urls) {
  await Promise.all(
    urls.map(async (url) => {
      const file = path.join(clientOut, url);
      const code = await readFile(file, 'utf8');
      // A watch rebuild leaves an unchanged chunk as it was written, hint included.
      if (code.startsWith(compileHint)) return;
      await writeFile(file, compileHint + code);
      // A map without mappings (esbuild's runtime chunk has no source) stays empty: source-map
      // readers such as Lighthouse's expect a source for any line.
      const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
      if (map.mappings) await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }),
  );
}

/** The one font file the head preloads: the typeface's latin subset, which every page's text uses (decision 130). */
const preloadedFont = /node_modules\/@fontsource-variable\/archivo\/files\/archivo-latin-wght-normal\.woff2$/;

/** The URL the site serves an output file of the client build at (`dist/client/assets/x.js` → `/assets/x.js`). */
function assetUrl(file) {
  return `/${path.relative(clientOut, path.join(root, file)).split(path.sep).join('/')}`;
}

/** The manifest of the client build: its entry (`entryPoint`), the Intl tables' worker, the stylesheets and the preloaded font. */
/** The output files an output imports statically, transitively. */
function staticImports(outputs, file, seen = new Set()) {
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
      seen.add(imported.path);
      staticImports(outputs, imported.path, seen);
    }
  }
  return seen;
}

/** The URLs of an entry point's output (a module loaded with `import()` is one) and of its static imports. */
function loadedWith(metafile, entryPoint) {
  const [file] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint) ?? [];
  if (!file) throw new Error(`the client build has no output for ${entryPoint}`);
  return [file, ...staticImports(metafile.outputs, file)].map(assetUrl);
}

function manifestOf(metafile, entryPoint) {
  const outputs = metafile.outputs;
  const manifest = { entry: '', entryImports: [], moduleStarter: '', intlTablesWorker: '', stylesheets: [], inlineStylesheet: '', fontPreload: '' };
  for (const [file, output] of Object.entries(outputs)) {
    if (file.endsWith('.map')) continue;
    if (output.entryPoint === entryPoint) {
      manifest.entry = assetUrl(file);
      manifest.entryImports = [...staticImports(outputs, file)].map(assetUrl);
    } else if (output.entryPoint === 'src/client/intl-tables-worker.ts') {
      manifest.intlTablesWorker = assetUrl(file);
    } else if (output.entryPoint === 'src/client/styles/critical.css') {
      manifest.inlineStylesheet = assetUrl(file);
    } else if (file.endsWith('.css')) {
      manifest.stylesheets.push(assetUrl(file));
    } else if (Object.keys(output.inputs).some((input) => preloadedFont.test(input))) {
      manifest.fontPreload = assetUrl(file);
    }
  }
  return manifest;
}

/**
 * The offline worker's precache (decision 171): every JS, CSS and font file of the build, so a
 * kept page works with its build's code offline, but the inlined critical CSS (never fetched)
 * and the large chunks only a lazily loaded tool needs (the barcode scanner's decoder, 440 KB),
 * which the worker keeps once a visitor uses them; the start's (the first load and the islands'
 * runtime, React DOM's chunk included) always.
 */
const precacheMaxBytes = 150_000;

function precacheOf(metafile, manifest, startChunks) {
  const start = new Set(startChunks);
  return Object.entries(metafile.outputs)
    .filter(([file]) => !file.endsWith('.map'))
    .map(([file, output]) => ({ url: assetUrl(file), bytes: output.bytes }))
    .filter(({ url, bytes }) => url !== manifest.inlineStylesheet && (bytes <= precacheMaxBytes || start.has(url)))
    .map(({ url }) => url)
    .sort();
}

/**
 * The script every page names to start its modules after the first paint
 * (src/client/start-after-first-paint.ts, decision 169), built once the client build has named the
 * entry and its chunks, which it names: one small classic script, its name hashed like the rest.
 */
async function buildModuleStarter(manifest) {
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { 'start-after-first-paint': 'src/client/start-after-first-paint.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: clientOptions.target,
    minify: mode === 'production',
    sourcemap: 'linked',
    outdir: path.join(clientOut, 'assets'),
    entryNames: '[name]-[hash]',
    metafile: true,
    define: {
      MODULES_AFTER_FIRST_PAINT: JSON.stringify({ entry: manifest.entry, preloads: manifest.entryImports, intlTablesWorker: manifest.intlTablesWorker }),
    },
    legalComments: 'none',
  });
  const [file] = Object.keys(metafile.outputs).filter((output) => !output.endsWith('.map'));
  return assetUrl(file);
}

/**
 * `dist/client/sw.js`, the offline worker, one file with no chunk, and `sw-off.js`, its kill
 * switch. The build's id is the hash of its precache list (content-hashed names): written into
 * the worker, it makes every build with new assets a new worker, whose caches are named by it.
 */
async function buildServiceWorkers(precache) {
  const id = createHash('sha256').update(precache.join('\n')).digest('base64url').slice(0, 12);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { sw: 'src/worker/service-worker.ts', 'sw-off': 'src/worker/kill-switch.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: clientOptions.target,
    minify: mode === 'production',
    outdir: clientOut,
    define: { OFFLINE_BUILD: JSON.stringify({ id, precache }), 'process.env.NODE_ENV': JSON.stringify(mode) },
    banner: { js: `// offline worker of build ${id}` },
    legalComments: 'none',
  });
}

/**
 * `dist/server/index.js` sets NODE_ENV before anything loads React (whose entry picks its
 * production or development build when first imported), then starts the site.
 */
async function writeServerLauncher() {
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(
    path.join(dist, 'server/index.js'),
    `process.env.NODE_ENV ??= ${JSON.stringify(mode)};\nprocess.setSourceMapsEnabled(true);\nawait import('./site.js');\n`,
  );
}

async function copyStatic() {
  await mkdir(clientOut, { recursive: true });
  await cp(path.join(root, 'src/client/static'), path.join(clientOut, 'static'), { recursive: true });
}

if (!watch) {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  await Promise.all([copyStatic(), writeServerLauncher()]);
  await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
} else {
  await Promise.all([copyStatic(), writeServerLauncher()]);
  // The builds finish together on a change: restart once, after the old server has exited.
  let server;
  let pending;
  const start = () => {
    server = spawn(process.execPath, ['dist/server/index.js'], { cwd: root, stdio: 'inherit', env: { DRAIN_DELAY_MS: '0', ...process.env } });
  };
  const restart = () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      const previous = server;
      if (!previous || previous.exitCode !== null) return start();
      previous.once('exit', start);
      previous.kill('SIGTERM');
    }, 50);
  };
  // The server reads the client manifest at start, so either build restarts it.
  const restartPlugin = { name: 'restart', setup: (build) => build.onEnd((result) => result.errors.length === 0 && restart()) };
  const client = await esbuild.context({ ...clientOptions, plugins: [...clientOptions.plugins, restartPlugin] });
  const node = await esbuild.context({ ...serverOptions, plugins: [...serverOptions.plugins, restartPlugin] });
  await Promise.all([client.watch(), node.watch()]);
  console.log('watching for changes');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await Promise.all([client.dispose(), node.dispose()]);
      server?.kill('SIGTERM');
      process.exit(0);
    });
  }
}
