import { parseQuery, pathSegments } from './match-key.ts';
import { withMarketing, type RedirectEntry, type RedirectTable, type RedirectTarget } from './redirect-rule.ts';

/**
 * The same matching as the trie over one flat Map keyed by the whole normalised path (plus
 * query). Used as the benchmark's ceiling and as the second implementation the shared test
 * suite runs against. Keys cannot collide: normalised segments never contain "/" or "?".
 */
export class MapRedirectTable implements RedirectTable {
  #targets = new Map<string, RedirectTarget>();

  constructor(entries: Iterable<RedirectEntry>) {
    for (const { segments, query, target } of entries) {
      const key = keyOf(segments, query);
      if (this.#targets.has(key)) throw new Error(`duplicate redirect for ${key}`);
      this.#targets.set(key, target);
    }
  }

  get size(): number {
    return this.#targets.size;
  }

  lookup(pathname: string, search: string): RedirectTarget | undefined {
    const segments = pathSegments(pathname);
    if (segments === undefined) return undefined;
    const path = keyOf(segments, '');
    const query = parseQuery(search);
    const target = (query.key === '' ? undefined : this.#targets.get(`${path}?${query.key}`)) ?? this.#targets.get(path);
    return target && withMarketing(target, query.marketing);
  }
}

function keyOf(segments: readonly string[], query: string): string {
  const path = `/${segments.join('/')}`;
  return query === '' ? path : `${path}?${query}`;
}
