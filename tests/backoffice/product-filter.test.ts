/**
 * The characteristics filter keeps its meaning: AND across characteristics, OR across one
 * characteristic's values, and a facet leaves one characteristic out; checked against the same
 * meaning computed from the rows themselves. Issue 31: distinct maps are answered like
 * any other, and the repository keeps no statement per map (each statement is prepared for its
 * query and dropped; a kept statement per SQL text once grew memory without bound).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaracteristicsQuery } from '../../src/shared/kernel/api/contract.ts';
import type { PlanContext } from '../../src/backoffice/catalogue/product-criteria.ts';
import type { Services } from '../../src/backoffice/services.ts';
import { openSeededServices, type SeededServices } from './start-test-backoffice.ts';

let seeded: SeededServices | undefined;
let services: Services;
let context: PlanContext;
/** Every product of the plan with its characteristics, as the rows say. */
let catalogue: Map<number, Map<string, Set<string>>>;

beforeAll(async () => {
  seeded = await openSeededServices();
  ({ services, proContext: context } = seeded);
  catalogue = new Map();
  const ids = await services.products.matchingIds(context, {});
  for (const id of ids) catalogue.set(id, new Map());
  for (const row of await services.products.caracteristicRows(ids)) {
    const values = catalogue.get(row.product_id)!.get(row.technical_name) ?? new Set<string>();
    values.add(row.value);
    catalogue.get(row.product_id)!.set(row.technical_name, values);
  }
});
afterAll(async () => {
  await seeded?.close();
});

/** The filter's meaning, from the rows: every named characteristic with a value has one of its values. */
function expectedIds(chosen: CaracteristicsQuery, except?: string): number[] {
  return [...catalogue]
    .filter(([, has]) =>
      Object.entries(chosen).every(
        ([name, values]) => name === except || values.length === 0 || values.some((value) => has.get(name)?.has(value) === true),
      ),
    )
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

async function matched(chosen: CaracteristicsQuery, except?: string): Promise<number[]> {
  return (await services.products.matchingIds(context, { caracteristics: chosen }, except)).sort((a, b) => a - b);
}

describe('the characteristics filter', () => {
  it('answers a hundred distinct maps of unknown characteristics with no product', async () => {
    for (let size = 1; size <= 100; size++) {
      const chosen: CaracteristicsQuery = {};
      for (let key = 0; key < (size % 30) + 1; key++) chosen[`k${key}_${size}`] = ['v', `w${size}`];
      expect(await matched(chosen)).toEqual([]);
      expect(await services.products.search(context, { caracteristics: chosen }, 'name_asc', { offset: 0, limit: 12 })).toEqual({ ids: [], total: 0 });
    }
  });

  it('keeps its meaning: AND across characteristics, OR within one, and a facet leaving one out', async () => {
    const names = [...new Set([...catalogue.values()].flatMap((has) => [...has.keys()]))];
    const valuesOf = (name: string) => [...new Set([...catalogue.values()].flatMap((has) => [...(has.get(name) ?? [])]))];
    expect(names.length).toBeGreaterThan(3);
    const chosenMaps = fc
      .uniqueArray(fc.constantFrom(...names, 'unknown_name', '__proto__', 'constructor'), { maxLength: 4 })
      .chain((picked) =>
        fc.tuple(
          ...picked.map((name) => fc.tuple(fc.constant(name), fc.subarray([...valuesOf(name), 'no-such-value'], { maxLength: Math.min(3, valuesOf(name).length + 1) }))),
        ),
      )
      .map((entries) => Object.assign(Object.create(null) as CaracteristicsQuery, Object.fromEntries(entries)));
    await fc.assert(
      fc.asyncProperty(chosenMaps, fc.option(fc.constantFrom(...names)), async (chosen, except) => {
        expect(await matched(chosen, except ?? undefined)).toEqual(expectedIds(chosen, except ?? undefined));
      }),
      { numRuns: 300 },
    );
    // A known case: the exterior pastes are fewer than the exterior products, and than the pastes.
    const exterior = await matched({ application_area: ['exterior'] });
    const paste = await matched({ form: ['paste'] });
    const both = await matched({ application_area: ['exterior'], form: ['paste'] });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((id) => exterior.includes(id) && paste.includes(id))).toBe(true);
    expect((await matched({ application_area: ['exterior', 'interior'] })).length).toBeGreaterThanOrEqual(exterior.length);
  });
});
