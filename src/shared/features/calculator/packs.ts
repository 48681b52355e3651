/**
 * Whole packs for a quantity (decisions §3: quantities round up to whole packs): the fewest
 * packs of the product's real sizes that cover the need while leaving less than one smallest
 * pack over (38.4 kg of paste: 15 + 10 + 10 + 4 kg, not six tubs for 38.5 kg nor 40 kg in three);
 * among equals, the smaller total. Sizes are counted in tenths of a kilogram (1.5 kg tubs), so the
 * search is exact; for very large needs the largest packs are taken first, which keeps it bounded.
 */
export interface PackCount {
  readonly sizeKg: number;
  readonly count: number;
}

const UNITS_PER_KG = 10;

function toUnits(kg: number): number {
  // 25 × 2 × 0.3 is 15.000000000000002 in floating point: round before taking the ceiling.
  return Math.ceil(Number((kg * UNITS_PER_KG).toFixed(6)));
}

export function packsFor(neededKg: number, packSizesKg: readonly number[]): PackCount[] {
  const sizes = [...new Set(packSizesKg.map((size) => Math.round(size * UNITS_PER_KG)))].filter((size) => size > 0).sort((a, b) => b - a);
  if (sizes.length === 0) throw new RangeError('a product needs at least one pack size');
  const needed = toUnits(neededKg);
  if (needed <= 0) return [];
  const largest = sizes[0]!;
  // Leave a few large packs' worth to the exact search; the rest is large packs for sure.
  const window = largest * 4;
  const bulk = needed > window ? Math.floor((needed - window) / largest) : 0;
  const rest = needed - bulk * largest;

  // fewest[t] = fewest packs summing exactly to t units; last[t] = the pack added to reach t.
  const smallest = sizes[sizes.length - 1]!;
  const limit = rest + smallest - 1;
  const fewest = new Array<number>(limit + 1).fill(Number.POSITIVE_INFINITY);
  const last = new Array<number>(limit + 1).fill(0);
  fewest[0] = 0;
  for (let total = 1; total <= limit; total += 1) {
    for (const size of sizes) {
      if (size <= total && fewest[total - size]! + 1 < fewest[total]!) {
        fewest[total] = fewest[total - size]! + 1;
        last[total] = size;
      }
    }
  }
  // Smallest packs alone reach the window, so it always holds a total.
  let best = -1;
  for (let total = rest; total <= limit; total += 1) {
    if (Number.isFinite(fewest[total]!) && (best === -1 || fewest[total]! < fewest[best]!)) best = total;
  }

  const counts = new Map<number, number>(sizes.map((size) => [size, 0]));
  counts.set(largest, bulk);
  for (let total = best; total > 0; total -= last[total]!) counts.set(last[total]!, counts.get(last[total]!)! + 1);
  return sizes.filter((size) => counts.get(size)! > 0).map((size) => ({ sizeKg: size / UNITS_PER_KG, count: counts.get(size)! }));
}

export function packedKg(packs: readonly PackCount[]): number {
  return Math.round(packs.reduce((sum, pack) => sum + pack.sizeKg * pack.count * UNITS_PER_KG, 0)) / UNITS_PER_KG;
}
