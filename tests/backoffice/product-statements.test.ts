/**
 * Issue 31: a characteristics filter is one statement shape with the map bound as a parameter,
 * so a thousand distinct maps prepare a handful of statements (each kept statement is memory the
 * process never gave back), and the statement map is bounded anyway. The filter keeps its
 * meaning: AND across characteristics, OR across one characteristic's values, and a facet leaves
 * one characteristic out; checked against the same meaning computed from the rows themselves.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaracteristicsQuery } from '../../src/shared/kernel/api/contract.ts';
import { MAX_PREPARED_STATEMENTS, ProductRepository, type PlanContext } from '../../src/backoffice/catalogue/product-repository.ts';
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
  const ids = services.products.matchingIds(context, {});
  for (const id of ids) catalogue.set(id, new Map());
  for (const row of services.products.caracteristicRows(ids)) {
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

function matched(chosen: CaracteristicsQuery, except?: string): number[] {
  return services.products.matchingIds(context, { caracteristics: chosen }, except).sort((a, b) => a - b);
}

describe('the characteristics filter', () => {
  it('prepares a handful of statements for a thousand distinct maps', () => {
    const before = services.products.preparedStatements;
    for (let size = 1; size <= 1000; size++) {
      const chosen: CaracteristicsQuery = {};
      for (let key = 0; key < (size % 30) + 1; key++) chosen[`k${key}_${size}`] = ['v', `w${size}`];
      expect(matched(chosen)).toEqual([]);
      services.products.search(context, { caracteristics: chosen }, 'name_asc', { offset: 0, limit: 12 });
    }
    // matchingIds, search's count and search's page: three texts, whatever the maps held.
    expect(services.products.preparedStatements - before).toBeLessThanOrEqual(3);
  });

  it('keeps its meaning: AND across characteristics, OR within one, and a facet leaving one out', () => {
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
    fc.assert(
      fc.property(chosenMaps, fc.option(fc.constantFrom(...names)), (chosen, except) => {
        expect(matched(chosen, except ?? undefined)).toEqual(expectedIds(chosen, except ?? undefined));
      }),
      { numRuns: 300 },
    );
    // A known case: the exterior pastes are fewer than the exterior products, and than the pastes.
    const exterior = matched({ application_area: ['exterior'] });
    const paste = matched({ form: ['paste'] });
    const both = matched({ application_area: ['exterior'], form: ['paste'] });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((id) => exterior.includes(id) && paste.includes(id))).toBe(true);
    expect(matched({ application_area: ['exterior', 'interior'] }).length).toBeGreaterThanOrEqual(exterior.length);
  });

  it('keeps at most its bound of prepared statements, the least recently used going first', () => {
    const bounded = new ProductRepository(services.db, services.caracteristics, () => null, 4);
    const orders = ['position', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'] as const;
    for (const order of orders) {
      for (const criteria of [{}, { promoted: true }, { caracteristics: { form: ['paste'] } }]) {
        // Twelve and more distinct texts through a repository keeping four: answers as the unbounded one's.
        expect(bounded.search(context, criteria, order, { offset: 0, limit: 5 })).toEqual(services.products.search(context, criteria, order, { offset: 0, limit: 5 }));
        expect(bounded.preparedStatements).toBeLessThanOrEqual(4);
      }
    }
    expect(bounded.preparedStatements).toBe(4);
    expect(MAX_PREPARED_STATEMENTS).toBeGreaterThan(0);
  });
});
