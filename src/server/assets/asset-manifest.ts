import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetManifest } from '../../shared/app/asset-manifest.ts';

export interface PageAssets {
  readonly entry: string;
  readonly stylesheets: readonly string[];
  /** The text of the critical stylesheet, read once at start, inlined in every page's head. */
  readonly inlineStyles: string;
  /** Modules to preload for a page: the entry's imports, the page chunk and its imports. */
  modulePreloads(page: string | undefined): readonly string[];
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
    throw new Error(`cannot read the client build ${clientDir} (run "npm run build"): ${(error as Error).message}`);
  }
  const cache = new Map<string | undefined, readonly string[]>();
  return {
    entry: manifest.entry,
    stylesheets: manifest.stylesheets,
    inlineStyles: withoutSourceMapComment(inlineStyles),
    modulePreloads(page) {
      let preloads = cache.get(page);
      if (!preloads) {
        const chunk = page === undefined ? undefined : manifest.pages[page];
        preloads = [...new Set([...manifest.entryImports, ...(chunk ? [chunk.file, ...chunk.imports] : [])])];
        cache.set(page, preloads);
      }
      return preloads;
    },
  };
}

/** The inlined copy has no source map of its own to point at. */
function withoutSourceMapComment(css: string): string {
  return css.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
}
