/**
 * Hostile request targets: broken percent-encoding, overlong paths and segments, null bytes,
 * traversal, huge query strings, and the site's own grammar bent out of shape; and the seeded
 * generator the fuzz suite replays a failure with.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const prefixes = ['', '/individual-filler', '/professional-filler', '/fr', '/en', '/api/v1', '/media', '/assets'];
const bases = [
  '/product/', '/category/', '/results/', '/choice-guide/', '/folder/', '/faq/', '/carrier/', '/preview/', '/landing/',
  '/account/', '/', '/news/', '/technical-documentation/', '/api/v1/product/', '/api/v1/url/entity', '/media/',
];
/** Path segments that break decoders, matchers and look-ups; the fuzz suite draws from them too. */
export const hostileSegments = [
  '%', '%E0%A4%A', '%zz', '%00', '%2e%2e', '..', '../..', '%2F..%2F', '__', '__A__', '__TYPES__', '__TYPES__Ä', '_p__',
  '_p__0', '_p__-1', '_p__99999999999', '%C0%AE', '%EF%BF%BF', '%F0%9F%92%A9', "'", '"', '<script>', '%3Cscript%3E',
  '%27%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'constructor', '__proto__', 'prototype', '%u0000', '%%32%65', '\\',
  '%5C', '..%5C..%5C', 'a'.repeat(300), '%ff%fe', 'eyJfX3Byb3RvX18iOnsiYSI6WyJiIl19', 'W10=', 'bnVsbA', '////',
];
export const hostileQueries = [
  '', '?', '?a', '?a=%', '?utm_source=x&gclid=y', '?page=1', '?page=%00', '?__proto__[x]=1', '?constructor[prototype][x]=1',
  `?q=${'x'.repeat(4000)}`, `?${'a=1&'.repeat(800)}`, '?perPage=-1', '?perPage=100000000', '?caracteristics={', '?price=[',
  '?site_id=abc', '?sales_plan_id=9999', '?text=%E0%A4%A', '?categories=,,,', '?ids=1e309',
];

/** One hostile URL as indexes into the lists above: its prefix, route base, segments and query. */
export interface HostileCombination {
  readonly prefix: number;
  readonly base: number;
  readonly segments: readonly number[];
  readonly query: number;
}

export const hostileValueCounts = { prefixes: prefixes.length, bases: bases.length, segments: hostileSegments.length, queries: hostileQueries.length } as const;

/**
 * Combinations that meet every hostile value with every other at least once, deterministically:
 * each segment under each route base (the prefixes and queries turning through them), then the
 * segment–query and prefix–query pairs that left out, and each pair of segments in a row (in one
 * order). tests/reliability/hostile-urls.test.ts checks that every pair is met.
 */
export function hostileCombinations(): HostileCombination[] {
  const combinations: HostileCombination[] = [];
  const met = new Set<string>();
  const add = (prefix: number, base: number, segments: readonly number[], query: number) => {
    const combination = { prefix: prefix % prefixes.length, base: base % bases.length, segments: segments.map((segment) => segment % hostileSegments.length), query: query % hostileQueries.length };
    combinations.push(combination);
    met.add(`sq${combination.segments[0]}:${combination.query}`).add(`pq${combination.prefix}:${combination.query}`);
  };
  bases.forEach((_, base) => hostileSegments.forEach((_, segment) => add(base + segment, base, [segment], base * hostileSegments.length + segment)));
  hostileSegments.forEach((_, segment) => hostileQueries.forEach((_, query) => {
    if (!met.has(`sq${segment}:${query}`)) add(segment + query, segment + query, [segment], query);
  }));
  prefixes.forEach((_, prefix) => hostileQueries.forEach((_, query) => {
    if (!met.has(`pq${prefix}:${query}`)) add(prefix, prefix + query, [prefix * query], query);
  }));
  hostileSegments.forEach((_, first) => hostileSegments.forEach((_, second) => {
    if (first < second) add(first + second, first * 7 + second, [first, second], first + 3 * second);
  }));
  return combinations;
}

/**
 * The request targets: the combinations above, and each prefix and base with thousands of
 * segments and with one overlong segment. Every pair of values is met, where 10,000 random draws
 * met most of them by chance; random combinations beyond pairs are the fuzz suite's
 * (tests/reliability/fuzz.test.ts), on a new seed each run.
 */
export function hostileTargets(): string[] {
  const targets = hostileCombinations().map(
    ({ prefix, base, segments, query }) => prefixes[prefix]! + bases[base]! + segments.map((segment) => hostileSegments[segment]!).join('/') + hostileQueries[query]!,
  );
  prefixes.forEach((prefix) => bases.forEach((base) => targets.push(`${prefix}${base}x${'/x'.repeat(1500)}`, `${prefix}${base}${'y'.repeat(6000)}`)));
  return targets;
}
