import { describe, expect, test } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { NOT_AVAILABLE_IN_SALEPLAN } from '../../src/shared/kernel/api/contract.ts';
import { fallbackPlanOf, withPlanFallback } from '../../src/shared/kernel/api/plan-fallback.ts';
import { scriptedApi } from './support/scripted-api.ts';

const unavailable = (existIn: unknown) => new ApiError(400, { status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: existIn }, 'GET /product/:id');
const product = { id: 8, slug: 'tub-filler', name: 'Tub Filler' } as never;

describe('the plan a failed call falls back to', () => {
  test('is the first plan the entity exists in', () => {
    expect(fallbackPlanOf(unavailable([2, 3]), 1)).toBe(2);
    expect(fallbackPlanOf(unavailable([2]), undefined)).toBe(2);
  });

  test('is none when the first plan is the current one, or none is named', () => {
    expect(fallbackPlanOf(unavailable([1, 2]), 1)).toBeUndefined();
    expect(fallbackPlanOf(unavailable([]), 1)).toBeUndefined();
    expect(fallbackPlanOf(unavailable('2'), 1)).toBeUndefined();
    expect(fallbackPlanOf(unavailable(['2']), 1)).toBeUndefined();
  });

  test('is none for any other failure', () => {
    expect(fallbackPlanOf(new ApiError(400, { status: 'bad_request', exist_in: [2] }, 'GET /product'), 1)).toBeUndefined();
    expect(fallbackPlanOf(new ApiError(404, { status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: [2] }, 'GET /product'), 1)).toBeUndefined();
    expect(fallbackPlanOf(new Error('network'), 1)).toBeUndefined();
    expect(fallbackPlanOf({ status: 400, errors: { status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: [2] } }, 1)).toBeUndefined();
  });
});

describe('a client with the fallback', () => {
  test('switches to the plan that has the entity and retries once with its params replaced', async () => {
    let plan = 1;
    const switches: number[] = [];
    const api = scriptedApi({ 'GET /product/:id': (request) => (request?.query?.sales_plan_id === 2 ? product : unavailable([2])) });
    const client = withPlanFallback(api, { currentPlanId: () => plan, planSwitched: (next) => { switches.push(next); plan = next; } });
    await expect(client.call('GET /product/:id', { path: { id: 8 }, query: { sales_plan_id: 1, saleplan_id: 1 } })).resolves.toBe(product);
    expect(switches).toEqual([2]);
    expect(api.calls.map((call) => call.request)).toEqual([
      { path: { id: 8 }, query: { sales_plan_id: 1, saleplan_id: 1 } },
      { path: { id: 8 }, query: { sales_plan_id: 2, saleplan_id: 2 } },
    ]);
  });

  test('retries only once: a second refusal is the caller’s error', async () => {
    const switches: number[] = [];
    const api = scriptedApi({ 'GET /product/:id': unavailable([2]) });
    const client = withPlanFallback(api, { currentPlanId: () => 1, planSwitched: (next) => switches.push(next) });
    const failure = await client.call('GET /product/:id', { path: { id: 8 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect(api.calls).toHaveLength(2);
    expect(switches).toEqual([2]);
  });

  test('does not switch or retry when the plan is already the one named, nor on other failures', async () => {
    const switches: number[] = [];
    for (const answer of [unavailable([1]), new ApiError(500, {}, 'GET /product/:id')]) {
      const api = scriptedApi({ 'GET /product/:id': answer });
      const client = withPlanFallback(api, { currentPlanId: () => 1, planSwitched: (next) => switches.push(next) });
      await expect(client.call('GET /product/:id', { path: { id: 8 } })).rejects.toBe(answer);
      expect(api.calls).toHaveLength(1);
    }
    expect(switches).toEqual([]);
  });

  test('leaves successful calls and URLs alone', async () => {
    const api = scriptedApi({ 'GET /product/:id': product });
    const client = withPlanFallback(api, { currentPlanId: () => 1, planSwitched: () => { throw new Error('no switch expected'); } });
    await expect(client.call('GET /product/:id', { path: { id: 8 } })).resolves.toBe(product);
    expect(client.url('GET /product/:id', { path: { id: 8 } })).toBe(api.url('GET /product/:id', { path: { id: 8 } }));
  });
});
