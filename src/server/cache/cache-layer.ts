/** One cache of the site process as the admin invalidation sees it (docs/decisions/162). */
export interface CacheLayer {
  /**
   * Drops every entry that names one of these slugs (named-slugs.ts) and every entry still
   * loading (it may hold what was read before the change); answers how many went.
   */
  dropNaming(slugs: ReadonlySet<string>): number;
  /** Drops everything; answers how many entries went. */
  dropAll(): number;
}

export function namesAny(named: ReadonlySet<string>, slugs: ReadonlySet<string>): boolean {
  for (const slug of slugs) if (named.has(slug)) return true;
  return false;
}
