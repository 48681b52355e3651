import { parseQuery, pathSegments } from './match-key.ts';
import { withMarketing, type RedirectEntry, type RedirectTable, type RedirectTarget } from './redirect-rule.ts';

/**
 * One node per path segment, modelled on Hono's trie-router node. Legacy rules are literal
 * paths (no parameters, no wildcards), so each node only needs a null-prototype map of static
 * children: a look-up walks as many nodes as the request has segments, however many rules exist.
 */
class TrieNode {
  #children: Record<string, TrieNode> = Object.create(null);
  /** The rule for this exact path when it names no query. */
  #target: RedirectTarget | undefined;
  /** Rules for this path that name a query (`/videos?page=2`), keyed by canonical query. */
  #queryTargets: Map<string, RedirectTarget> | undefined;

  /**
   * Stores the rule under the node `segments` lead to from this one, from `depth` on. Returns
   * false, storing nothing, when a rule with the same path and query already exists.
   */
  insert(segments: readonly string[], query: string, target: RedirectTarget, depth = 0): boolean {
    if (depth === segments.length) return this.#store(query, target);
    const child = (this.#children[segments[depth]!] ??= new TrieNode());
    return child.insert(segments, query, target, depth + 1);
  }

  /** The node `segments` lead to from this one, from `depth` on (one call per segment). */
  find(segments: readonly string[], depth = 0): TrieNode | undefined {
    if (depth === segments.length) return this;
    return this.#children[segments[depth]!]?.find(segments, depth + 1);
  }

  /**
   * A query that names no rule of this path falls back to the path's query-less rule, so
   * unknown tracking parameters never break an old link, while a query rule (`page=2`) only
   * ever answers its own query.
   */
  targetFor(query: string): RedirectTarget | undefined {
    if (query === '') return this.#target;
    return this.#queryTargets?.get(query) ?? this.#target;
  }

  #store(query: string, target: RedirectTarget): boolean {
    if (query === '') {
      if (this.#target !== undefined) return false;
      this.#target = target;
      return true;
    }
    this.#queryTargets ??= new Map();
    if (this.#queryTargets.has(query)) return false;
    this.#queryTargets.set(query, target);
    return true;
  }
}

export class TrieRedirectTable implements RedirectTable {
  #root = new TrieNode();
  #size = 0;

  constructor(entries: Iterable<RedirectEntry>) {
    for (const { segments, query, target } of entries) {
      if (!this.#root.insert(segments, query, target)) {
        throw new Error(`duplicate redirect for /${segments.join('/')}${query ? `?${query}` : ''}`);
      }
      this.#size++;
    }
  }

  get size(): number {
    return this.#size;
  }

  lookup(pathname: string, search: string): RedirectTarget | undefined {
    const segments = pathSegments(pathname);
    if (segments === undefined) return undefined;
    const node = this.#root.find(segments);
    if (node === undefined) return undefined;
    const query = parseQuery(search);
    const target = node.targetFor(query.key);
    return target && withMarketing(target, query.marketing);
  }
}
