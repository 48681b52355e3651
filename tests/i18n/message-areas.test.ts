/**
 * Message areas load in parts: the shell's with the client entry and on every page the server
 * renders, the others with the page modules and islands that export them (`messages`). A missing
 * area would show a message id and break hydration, so this checks, on the client build's module
 * graph (run `node build.mjs` first) and on the app root's (the layout and the error pages,
 * rendered by the server alone), that every message id the code names is loaded wherever that
 * code can run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, test } from 'vitest';
import routes from '../../routes.ts';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';
import { englishShellMessages } from '../../src/shared/kernel/i18n/en/shell.ts';
import { loadPageModule } from '../../src/shared/pages/load-page-module.ts';
import { islands, type IslandDefinition, type IslandName } from '../../src/shared/app/islands.ts';

const root = path.resolve(import.meta.dirname, '../..');
type ModuleGraph = Record<string, { imports: { path: string; kind: string }[] }>;
const clientGraph = (JSON.parse(readFileSync(path.join(root, 'dist/client/metafile.json'), 'utf8')) as { inputs: ModuleGraph }).inputs;
// The server renders the app root for every page; the client build holds only its islands.
const { metafile: appRootBuild } = await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['src/shared/app/app-root.tsx'],
  bundle: true,
  write: false,
  metafile: true,
  packages: 'external',
  jsx: 'automatic',
  outdir: 'unwritten',
  logLevel: 'silent',
});
const appRootGraph: ModuleGraph = appRootBuild.inputs;
const knownIds = Object.keys(englishMessages);
const pageModule = /^src\/shared\/pages\/[^/]+\/page\.tsx$/;

/**
 * Message ids a source text names: any quoted string that is an id, and every id a template
 * literal can build (`error.${kind}.heading` names all the `error.*.heading` ids).
 */
export function namedMessageIds(source: string, ids: readonly string[]): Set<string> {
  const known = new Set(ids);
  const named = new Set<string>();
  for (const [, literal] of source.matchAll(/['"`]([\w.-]+)['"`]/g)) if (known.has(literal!)) named.add(literal!);
  // Templates that start like an id (`error.${kind}...`), not paths like `${path}.${index}`.
  for (const [template] of source.matchAll(/`[\w-]+\.[\w.-]*(?:\$\{[^}`]*\}[\w.-]*)+`/g)) {
    const pattern = new RegExp(`^${template.slice(1, -1).split(/\$\{[^}`]*\}/).map((part) => part.replace(/\./g, '\\.')).join('[\\w-]+')}$`);
    for (const id of ids) if (pattern.test(id)) named.add(id);
  }
  return named;
}

const isArea = (file: string) => /^src\/shared\/kernel\/i18n\/en\/[a-z-]+\.ts$/.test(file) && !/\/(index|shell)\.ts$/.test(file);

/** Source files a module runs with (static imports), and the modules it loads lazily. */
function staticClosure(start: string, known: ReadonlySet<string>, graph: ModuleGraph = clientGraph) {
  const files = new Set([start]);
  const lazy = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    for (const imported of graph[pending.pop()!]?.imports ?? []) {
      if (!imported.path.startsWith('src/') || known.has(imported.path)) continue;
      if (imported.kind === 'dynamic-import') lazy.add(imported.path);
      else if (!files.has(imported.path)) {
        files.add(imported.path);
        pending.push(imported.path);
      }
    }
  }
  return { files: [...files], lazy: [...lazy].filter((file) => !files.has(file)) };
}

/** The ids a lazily loaded part is shown with besides its parent's: the area it exports as `messages` (lazyWithMessages provides it). */
async function partIds(file: string): Promise<string[]> {
  const module = (await import(path.join(root, file))) as { messages?: object };
  return Object.keys(module.messages ?? {});
}

function missingIds(files: readonly string[], loaded: ReadonlySet<string>): string[] {
  return files
    .filter((file) => !file.startsWith('src/shared/kernel/i18n/'))
    .flatMap((file) =>
      [...namedMessageIds(readFileSync(path.join(root, file), 'utf8'), knownIds)].filter((id) => !loaded.has(id)).map((id) => `${id} (${file})`),
    );
}

const shell = staticClosure('src/client/entry.ts', new Set());
const appRoot = staticClosure('src/shared/app/app-root.tsx', new Set(), appRootGraph);
const shellIds = new Set(Object.keys(englishShellMessages));

/**
 * Modules loaded lazily from a root: they run with the messages of the part that loaded them,
 * plus the area they export as `messages`, which `lazyWithMessages` provides above their
 * component. An area a part only imports is not counted: read outside its provider (a
 * `useIntl()` above it), its ids showed raw.
 */
async function missingInLazyModules(lazy: readonly string[], inherited: ReadonlySet<string>, seen = new Set<string>()): Promise<string[]> {
  const missing: string[] = [];
  for (const root of lazy) {
    if (seen.has(root) || pageModule.test(root)) continue;
    seen.add(root);
    const closure = staticClosure(root, new Set(shell.files));
    const loaded = new Set([...inherited, ...(await partIds(root))]);
    missing.push(...missingIds(closure.files, loaded), ...(await missingInLazyModules(closure.lazy, loaded, seen)));
  }
  return missing;
}

/** Each island's module, as the registry imports it (src/shared/app/islands.ts). */
function islandModuleFiles(): Map<string, string> {
  const source = readFileSync(path.join(root, 'src/shared/app/islands.ts'), 'utf8');
  const files = new Map<string, string>();
  // The layout's everyday islands share one module (layoutIslands): each is checked with all of it.
  const layoutIslands = /const layoutIslands = \(\) => import\('([^']+)'\)/.exec(source)![1]!;
  for (const [, name, file] of source.matchAll(/'?([\w-]+)'?: \{\s*wake: '[\w-]+',(?:\s*idleWhen: [^\n]+,)?\s*load: \(\) => (?:import\('([^']+)'\)|layoutIslands\(\))/g)) {
    files.set(name!, path.posix.join('src/shared/app', file ?? layoutIslands));
  }
  return files;
}

describe('message areas', () => {
  test('the shell has every message the entry, the layout and the error pages name', async () => {
    expect(missingIds(shell.files, shellIds)).toEqual([]);
    expect(appRoot.files).toContain('src/shared/layout/default-layout.tsx');
    expect(missingIds(appRoot.files, shellIds)).toEqual([]);
    expect(appRoot.files.filter(isArea).sort()).toEqual(
      ['errors', 'feedback', 'layout', 'search'].map((area) => `src/shared/kernel/i18n/en/${area}.ts`),
    );
    // The islands' modules run with their own areas too: each is checked below.
    const islandFiles = new Set(islandModuleFiles().values());
    expect(await missingInLazyModules(shell.lazy.filter((file) => !islandFiles.has(file)), shellIds)).toEqual([]);
  });

  test.each([...new Set(routes.map((route) => route.page))])('the %s page loads every message its code names', async (page) => {
    const module = await loadPageModule(page);
    const loaded = new Set([...shellIds, ...Object.keys(module.messages ?? {})]);
    const closure = staticClosure(`src/shared/pages/${page}/page.tsx`, new Set(shell.files));
    expect(missingIds(closure.files, loaded)).toEqual([]);
    expect(await missingInLazyModules(closure.lazy, loaded)).toEqual([]);
  });

  // An island runs with the shell's messages and the areas its entry declares (decision 199).
  const islandModules = islandModuleFiles();
  test.each(Object.keys(islands) as IslandName[])('the %s island loads every message its code names', async (name) => {
    const definition: IslandDefinition = islands[name];
    const loaded = new Set([...shellIds, ...Object.keys((await definition.messages?.()) ?? {})]);
    // The build adds an import of the islands' runtime to each island's module (scripts/shell-first-chunks.mjs): run before it, not with it.
    const closure = staticClosure(islandModules.get(name)!, new Set(['src/client/islands/island-runtime.tsx']));
    expect(missingIds(closure.files, loaded)).toEqual([]);
    expect(await missingInLazyModules(closure.lazy, loaded)).toEqual([]);
  });

  test('the scan finds quoted ids and the ids a template builds', () => {
    const ids = ['error.404.heading', 'error.500.heading', 'error.backHome', 'home.title'];
    const source = 'intl.formatMessage({ id: "home.title" }); <FormattedMessage id={`error.${kind}.heading`} />';
    expect([...namedMessageIds(source, ids)].sort()).toEqual(['error.404.heading', 'error.500.heading', 'home.title']);
  });
});
