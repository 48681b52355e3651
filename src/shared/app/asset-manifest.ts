/** The client build's manifest (written by build.mjs, read by the server). URLs are absolute paths. */
export interface AssetManifest {
  /** The client entry module, loaded by `<script type="module">`. */
  readonly entry: string;
  /** Chunks the entry imports statically. */
  readonly entryImports: readonly string[];
  /** The script every page names to start the entry and preload its chunks after the first paint (decision 169). */
  readonly moduleStarter: string;
  /** The worker that builds the Intl locale tables off the main thread (decision 175). */
  readonly intlTablesWorker: string;
  /** Stylesheets linked at the end of the body. */
  readonly stylesheets: readonly string[];
  /** The critical stylesheet (critical.css), whose text the server inlines in the head. */
  readonly inlineStylesheet: string;
  /** The font file every page's head preloads: the typeface's latin subset (decision 130). */
  readonly fontPreload: string;
}

/** The attribute the module starter gives the entry's script: the Intl tables' worker, which the islands' runtime starts. */
export const intlTablesWorkerAttribute = 'data-intl-tables-worker';
