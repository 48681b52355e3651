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
  /** Modules to preload for a page in a locale: the entry's imports, its locale's translation and its imports. */
  modulePreloads(localeCode: string): readonly string[];
  /** The inline script that starts those modules, the entry and the Intl tables' worker after the first paint (decisions 169, 175), written once per locale. */
  moduleStarter(localeCode: string): string;
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
  const modulePreloads = remembered((localeCode: string): readonly string[] => [...new Set([...manifest.entryImports, ...withImports(manifest.translations[localeCode])])]);
  return {
    entry: manifest.entry,
    stylesheets: manifest.stylesheets,
    fontPreload: manifest.fontPreload,
    inlineStyles: withAbsoluteUrls(withoutSourceMapComment(inlineStyles), manifest.inlineStylesheet),
    modulePreloads,
    moduleStarter: remembered((localeCode: string) => modulesAfterFirstPaint(manifest.entry, modulePreloads(localeCode), manifest.intlTablesWorker)),
  };
}

/** A locale's answer, worked out on its first request and kept: one per configured locale. */
function remembered<T>(answer: (localeCode: string) => T): (localeCode: string) => T {
  const kept = new Map<string, T>();
  return (localeCode) => {
    if (!kept.has(localeCode)) kept.set(localeCode, answer(localeCode));
    return kept.get(localeCode)!;
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
