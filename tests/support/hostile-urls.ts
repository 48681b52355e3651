/**
 * Generates hostile request targets, deterministically (a seeded generator, so a failure can be
 * replayed): broken percent-encoding, overlong paths and segments, null bytes, traversal, huge
 * query strings, and the site's own grammar bent out of shape.
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

export function hostileTargets(count: number, seed = 20261122): string[] {
  const random = seededRandom(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const targets: string[] = [];
  for (let index = 0; index < count; index += 1) {
    let path = pick(prefixes) + pick(bases);
    const parts = 1 + Math.floor(random() * 4);
    for (let part = 0; part < parts; part += 1) path += (part ? '/' : '') + pick(hostileSegments);
    if (random() < 0.05) path += '/x'.repeat(1500); // thousands of segments
    if (random() < 0.03) path += `/${'y'.repeat(6000)}`; // one overlong segment
    targets.push(path + pick(hostileQueries));
  }
  return targets;
}
