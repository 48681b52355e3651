import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $salesPlan } from '../../src/shared/features/app/model.ts';
import {
  $comparedCount,
  $comparedIds,
  compareLimitChanged,
  compareLimits,
  compareRefused,
  productCompareToggled,
} from '../../src/shared/features/comparator/model.ts';
import { $favoriteIds, $hasFavorites, favoriteToggled } from '../../src/shared/features/favorites/model.ts';
import { dismissToastLaterFx } from '../../src/shared/features/toast/model.ts';

const plan = (id: number, target: 'pro' | 'part') => ({ id, target, label: target, currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 });

describe('comparator', () => {
  test('toggling adds then removes', async () => {
    const scope = fork();
    await allSettled(productCompareToggled, { scope, params: 7 });
    await allSettled(productCompareToggled, { scope, params: 8 });
    expect(scope.getState($comparedIds)).toEqual([7, 8]);
    await allSettled(productCompareToggled, { scope, params: 7 });
    expect(scope.getState($comparedIds)).toEqual([8]);
    expect(scope.getState($comparedCount)).toBe(1);
  });

  test.each([
    ['desktop', compareLimits.desktop],
    ['mobile', compareLimits.mobile],
  ] as const)('on %s, adding beyond %i is refused with the limit', async (_device, limit) => {
    const refusals: number[] = [];
    // The refusal's toast would keep the scope busy for its 3 s on screen; it leaves at once here.
    const scope = fork({ handlers: [[dismissToastLaterFx, (id: number) => id]] });
    compareRefused.watch((refusedAt) => refusals.push(refusedAt));
    await allSettled(compareLimitChanged, { scope, params: limit });
    for (let id = 1; id <= limit + 1; id += 1) await allSettled(productCompareToggled, { scope, params: id });
    expect(scope.getState($comparedIds)).toHaveLength(limit);
    expect(scope.getState($comparedIds)).not.toContain(limit + 1);
    expect(refusals).toEqual([limit]);
    // Removing one makes room again.
    await allSettled(productCompareToggled, { scope, params: 1 });
    await allSettled(productCompareToggled, { scope, params: limit + 1 });
    expect(scope.getState($comparedIds)).toContain(limit + 1);
  });

  test('resets when the sales plan changes, not when it is first set or set again', async () => {
    const scope = fork();
    await allSettled($salesPlan, { scope, params: plan(1, 'pro') });
    await allSettled(productCompareToggled, { scope, params: 3 });
    await allSettled($salesPlan, { scope, params: plan(1, 'pro') });
    expect(scope.getState($comparedIds)).toEqual([3]);
    await allSettled($salesPlan, { scope, params: plan(2, 'part') });
    expect(scope.getState($comparedIds)).toEqual([]);
  });
});

describe('favourites', () => {
  test('toggle adds if absent, removes if present, never duplicates', async () => {
    const scope = fork();
    expect(scope.getState($hasFavorites)).toBe(false);
    await allSettled(favoriteToggled, { scope, params: 4 });
    await allSettled(favoriteToggled, { scope, params: 5 });
    expect(scope.getState($favoriteIds)).toEqual([4, 5]);
    expect(scope.getState($hasFavorites)).toBe(true);
    await allSettled(favoriteToggled, { scope, params: 4 });
    expect(scope.getState($favoriteIds)).toEqual([5]);
  });
});
