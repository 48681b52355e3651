/** The hostile URLs of hostile-requests.test.ts meet every pair of hostile values at least once. */
import { expect, test } from 'vitest';
import { hostileCombinations, hostileTargets, hostileValueCounts } from '../support/hostile-urls.ts';

test('every pair of prefix, route base, segment and query is met, and every two segments in a row', () => {
  const met = new Set<string>();
  for (const { prefix, base, segments, query } of hostileCombinations()) {
    const values = [`p${prefix}`, `b${base}`, `q${query}`, ...segments.map((segment) => `s${segment}`)];
    for (const one of values) for (const other of values) if (one < other) met.add(`${one} ${other}`);
  }
  const { prefixes, bases, segments, queries } = hostileValueCounts;
  const kinds: Array<[string, number]> = [['p', prefixes], ['b', bases], ['q', queries], ['s', segments]];
  const missing: string[] = [];
  for (const [kind, count] of kinds) {
    for (const [otherKind, otherCount] of kinds) {
      for (let one = 0; one < count; one += 1) {
        for (let other = 0; other < otherCount; other += 1) {
          const pair = [`${kind}${one}`, `${otherKind}${other}`].sort();
          // Two values of one kind meet only as two segments in a row.
          if ((kind === otherKind && (kind !== 's' || one === other)) || met.has(pair.join(' '))) continue;
          missing.push(pair.join(' '));
        }
      }
    }
  }
  expect(missing).toEqual([]);
  expect(hostileTargets().length).toBeLessThan(2_500);
});
