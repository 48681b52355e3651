import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetManifest } from '../../shared/app/asset-manifest.ts';

export interface PageAssets {
  readonly stylesheets: readonly string[];
  /** The text of the critical stylesheet, read once at start, inlined in every page's head. */
  readonly inlineStyles: string;
  /** The font file the head preloads (the typeface's latin subset). */
  readonly fontPreload: string;
  /** The URL of the script that starts the entry and preloads its chunks after the first paint (decision 169): every page names it. */
  readonly moduleStarter: string;
}

/** Reads the manifest once at start; a missing build is a clear start-up error. */
export function loadAssetManifest(clientDir: string): PageAssets {
  const file = path.join(clientDir, 'manifest.json');
  let manifest: AssetManifest;
  let inlineStyles: string;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
    inlineStyles = readFileSync(path.join(clientDir, manifest.inlineStylesheet), 'utf8');
    // Every page names it: a build without it would serve pages that never start.
    if (!manifest.moduleStarter || !existsSync(path.join(clientDir, manifest.moduleStarter))) throw new Error(`no module starter at ${manifest.moduleStarter}`);
  } catch (error) {
    throw new Error(`cannot read the client build ${clientDir} (run "npm run build"): ${(error as Error).message}`, { cause: error });
  }
  return {
    stylesheets: manifest.stylesheets,
    fontPreload: manifest.fontPreload,
    inlineStyles: withAbsoluteUrls(withoutSourceMapComment(inlineStyles), manifest.inlineStylesheet),
    moduleStarter: manifest.moduleStarter,
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
