import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetManifest, ManifestChunk } from '../../shared/app/asset-manifest.ts';
import { modulesAfterFirstPaint } from './modules-after-first-paint.ts';

export interface PageAssets {
  readonly entry: string;
  readonly stylesheets: readonly string[];
  /** The text of the critical stylesheet, read once at start, inlined in every page's head. */
  readonly inlineStyles: string;
  /** The font file the head preloads (the typeface's latin subset). */
  readonly fontPreload: string;
  /** Modules to preload for a page: the entry's imports, the page chunk, its locale's translation and their imports. */
  modulePreloads(page: string | undefined, localeCode: string): readonly string[];
  /** The inline script that starts those modules, the entry and the Intl tables' worker after the first paint (decisions 169, 175), written once per page and locale. */
  moduleStarter(page: string | undefined, localeCode: string): string;
  /** The same for a page cut into islands (decision 199): the islands' entry, its imports and its locale's translation. */
  islandsStarter(localeCode: string): string;
}

/** Reads the manifest once at start; a missing build is a clear start-up error. */
export function loadAssetManifest(clientDir: string): PageAssets {
  const file = path.join(clientDir, 'manifest.json');
  let manifest: AssetManifest;
  let inlineStyles: string;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
    inlineStyles = readFileSync(path.join(clientDir, manifest.inlineStylesheet), 'utf8');
  } catch (error) {
    throw new Error(`cannot read the client build ${clientDir} (run "npm run build"): ${(error as Error).message}`, { cause: error });
  }
  const withImports = (chunk: ManifestChunk | undefined) => (chunk ? [chunk.file, ...chunk.imports] : []);
  const modulePreloads = remembered((page: string | undefined, localeCode: string): readonly string[] => {
    const chunks = [page === undefined ? undefined : manifest.pages[page], manifest.translations[localeCode]];
    return [...new Set([...manifest.entryImports, ...chunks.flatMap(withImports)])];
  });
  const islandsStarter = remembered((_page: string | undefined, localeCode: string) => {
    const { islands } = manifest;
    const preloads = [...new Set([...islands.entryImports, ...withImports(islands.translations[localeCode])])];
    return modulesAfterFirstPaint(islands.entry, preloads, manifest.intlTablesWorker);
  });
  return {
    entry: manifest.entry,
    stylesheets: manifest.stylesheets,
    fontPreload: manifest.fontPreload,
    inlineStyles: withAbsoluteUrls(withoutSourceMapComment(inlineStyles), manifest.inlineStylesheet),
    modulePreloads,
    islandsStarter: (localeCode) => islandsStarter(undefined, localeCode),
    moduleStarter: remembered((page: string | undefined, localeCode: string) => modulesAfterFirstPaint(manifest.entry, modulePreloads(page, localeCode), manifest.intlTablesWorker)),
  };
}

/** A page's and locale's answer, worked out on its first request and kept: a build has a few dozen. */
function remembered<T>(answer: (page: string | undefined, localeCode: string) => T): (page: string | undefined, localeCode: string) => T {
  const kept = new Map<string, T>();
  return (page, localeCode) => {
    const key = `${page ?? ''} ${localeCode}`;
    if (!kept.has(key)) kept.set(key, answer(page, localeCode));
    return kept.get(key)!;
  };
}

/** The inlined copy has no source map of its own to point at. */
function withoutSourceMapComment(css: string): string {
  return css.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
}

/** The inlined copy is read in pages at any path: its relative URLs (the font files) are made absolute, as from its own file. */
function withAbsoluteUrls(css: string, stylesheetUrl: string): string {
  return css.replace(/url\((["']?)\.\/([^"')]+)\1\)/g, (_match, quote: string, file: string) => `url(${quote}${path.posix.join(path.posix.dirname(stylesheetUrl), file)}${quote})`);
}
