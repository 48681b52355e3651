/** What the document head needs from the server, sent to the client unchanged for hydration. */
export interface DocumentConfig {
  /** Absolute origin of the canonical site, e.g. `https://www.example.com`. */
  readonly siteUrl: string;
  /** Hashed stylesheet URLs. */
  readonly stylesheets: readonly string[];
  /** Hashed module URLs to preload: the client entry's imports and the page's chunk. */
  readonly modulePreloads: readonly string[];
}
