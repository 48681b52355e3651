/** The app state pages start from, settled once per site, locale, audience and WebP support, against the real back office. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Site } from '../../src/shared/kernel/api/entities/site.ts';
import { startBackoffice } from '../../src/backoffice/server.ts';
import { createSiteDataClients, type RequestContext, type SiteDataClients } from '../../src/server/backoffice/site-data-client.ts';
import { createAppState, createAppStateCache, type AppStateInput } from '../../src/server/render/app-state.ts';
import { noThirdParties } from '../../src/shared/features/consent/third-parties.ts';
import { islandStoreValues } from '../../src/server/render/island-state.ts';

let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let dataDir: string;
let clients: SiteDataClients;
let site: Site;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'app-state-'));
  backoffice = await startBackoffice({ dataDir, port: 0 });
  clients = createSiteDataClients({ baseUrl: backoffice.url, timeoutMs: 5000 });
  [site] = (await clients.forRequest({ lang: 'en', salesPlanId: undefined, token: undefined }).client.call('GET /site', { query: { url: 'http://127.0.0.1' } })) as [Site];
});
afterAll(async () => {
  await backoffice?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function input(overrides: Partial<AppStateInput> = {}): AppStateInput {
  const target = overrides.target ?? 'pro';
  return { site, salesPlanId: site.salesplan.find((plan) => plan.target === target)!.id, locale: 'en', target, supportsWebp: false, ...overrides };
}

/** The app state over the real data client, with the contexts it asked for. */
function counted(ttlMs: number) {
  const contexts: RequestContext[] = [];
  const appState = createAppState({
    thirdParties: { ...noThirdParties, mapsKey: 'maps-key' },
    shared: createAppStateCache(ttlMs),
    dataClient: (context) => {
      contexts.push(context);
      return clients.forRequest(context);
    },
  });
  return { appState, contexts };
}

describe('the shared app state', () => {
  test('holds what appStarted and thirdPartiesConfigured settle: site, plan, menus, settings, keys', async () => {
    const { values, json } = await counted(10_000).appState(input());
    // Pages send what islands read: the menus, top products and sister sites are static parts'.
    expect(JSON.parse(json)).toEqual(islandStoreValues(values));
    expect(JSON.parse(json)).not.toHaveProperty('app/$menus');
    // Of the settings, only what an island reads (the cart's free delivery).
    expect(JSON.parse(json)['app/$settings'].map((setting: { code: string }) => setting.code)).toEqual(['free_shipping_threshold']);
    expect(values['app/$site']).toMatchObject({ id: site.id });
    expect(values['app/$salesPlan']).toMatchObject({ target: 'pro' });
    expect((values['app/$menus'] as unknown[]).length).toBeGreaterThan(0);
    expect((values['app/$settings'] as unknown[]).length).toBeGreaterThan(0);
    expect(values['consent/$thirdParties']).toMatchObject({ mapsKey: 'maps-key' });
    // The page's own data source is never part of it: each request forks its own.
    expect(values).not.toHaveProperty('app/$api');
  });

  test('is settled once for concurrent and repeated pages of one key, without any visitor token', async () => {
    const { appState, contexts } = counted(10_000);
    const [first, second] = await Promise.all([appState(input()), appState(input())]);
    const third = await appState(input());
    expect(contexts).toEqual([{ lang: 'en', salesPlanId: input().salesPlanId, token: undefined, reads: expect.any(Set) }]);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  test.each([
    ['locale', { locale: 'fr' }, 'app/$locale', 'fr'],
    ['audience', { target: 'part' as const }, 'app/$target', 'part'],
    ['WebP support', { supportsWebp: true }, 'app/$supportsWebp', true],
  ])('a page of another %s gets a state of its own', async (_name, change, sid, expected) => {
    const { appState, contexts } = counted(10_000);
    const base = (await appState(input())).values;
    const other = (await appState(input(change))).values;
    expect(contexts).toHaveLength(2);
    expect(other[sid]).toEqual(expected);
    expect(base[sid] ?? null).not.toEqual(expected);
  });

  test('with a sharing time of 0, every page settles its own', async () => {
    const { appState, contexts } = counted(0);
    await appState(input());
    await appState(input());
    expect(contexts).toHaveLength(2);
  });

  test('without a site (back office down), only the third parties are set', async () => {
    const { values } = await counted(10_000).appState(input({ site: undefined, salesPlanId: undefined }));
    expect(values).not.toHaveProperty('app/$site');
    expect(values['consent/$thirdParties']).toMatchObject({ mapsKey: 'maps-key' });
  });
});
