/** The client build's manifest (written by build.mjs, read by the server). URLs are absolute paths. */
export interface AssetManifest {
  /** The client entry module, loaded by `<script type="module">`. */
  readonly entry: string;
  /** Chunks the entry imports statically. */
  readonly entryImports: readonly string[];
  /** The worker that builds the Intl locale tables off the main thread (decision 175). */
  readonly intlTablesWorker: string;
  /** Stylesheets linked at the end of the body. */
  readonly stylesheets: readonly string[];
  /** The critical stylesheet (critical.css), whose text the server inlines in the head. */
  readonly inlineStylesheet: string;
  /** The font file every page's head preloads: the typeface's latin subset (decision 130). */
  readonly fontPreload: string;
  /** Per locale code with a translation: its catalogue's chunk (only pages in that locale load it). */
  readonly translations: Readonly<Record<string, ManifestChunk>>;
}

/** A lazily loaded chunk and the chunks it imports statically. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports: readonly string[];
}
