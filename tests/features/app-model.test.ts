import { allSettled, fork, serialize } from 'effector';
import { describe, expect, test } from 'vitest';
import type { Site } from '../../src/shared/kernel/api/entities/site.ts';
import type { BackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { $api, $menus, $salesPlan, $settings, $site, $target, appStarted, targetChanged } from '../../src/shared/features/app/model.ts';
import { settingValue } from '../../src/shared/kernel/data/settings.ts';

const site = {
  id: 9,
  iso: 'lb',
  url: 'https://www.example.com',
  label: 'Demo',
  languages: [],
  salesplan: [
    { id: 1, target: 'pro', label: 'Pro', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 },
    { id: 2, target: 'part', label: 'Part', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 },
  ],
} as Site;

function recordingApi(calls: string[]): BackofficeClient {
  return {
    url: () => 'unused',
    call: (async (name: string, request?: { query?: { sales_plan_id?: number } }) => {
      const plan = request?.query?.sales_plan_id;
      calls.push(`${name.slice(4)}?plan=${plan}`);
      const target = plan === 2 ? 'part' : 'pro';
      return name === 'GET /menu' ? { items: [{ code: `menu_${target}`, items: [] }], total: 1 } : [{ code: 'phone_lb', values: ['+961', '+962'] }];
    }) as BackofficeClient['call'],
  };
}

describe('the app model', () => {
  test('starting the app selects the plan of the target and loads its settings and menus', async () => {
    const calls: string[] = [];
    const scope = fork({ values: [[$api, recordingApi(calls)]] });
    await allSettled(appStarted, { scope, params: { site, locale: 'en', target: 'part', supportsWebp: true } });
    expect(scope.getState($salesPlan)?.id).toBe(2);
    expect(scope.getState($menus).map((menu) => menu.code)).toEqual(['menu_part']);
    expect(settingValue(scope.getState($settings), 'phone_lb')).toBe('+961');
    expect(calls.sort()).toEqual(['/menu?plan=2', '/setting?plan=2']);
  });

  test('a target change switches the plan and reloads the plan’s menus', async () => {
    const calls: string[] = [];
    const scope = fork({ values: [[$api, recordingApi(calls)]] });
    await allSettled(appStarted, { scope, params: { site, locale: 'en', target: 'pro', supportsWebp: false } });
    await allSettled(targetChanged, { scope, params: 'part' });
    expect(scope.getState($target)).toBe('part');
    expect(scope.getState($salesPlan)?.id).toBe(2);
    expect(scope.getState($menus)[0]?.code).toBe('menu_part');
    await allSettled(targetChanged, { scope, params: 'part' });
    expect(calls.filter((call) => call.startsWith('/menu'))).toEqual(['/menu?plan=1', '/menu?plan=2']);
  });

  test('serializes every changed store by sid and resumes from it, leaving the data source out', async () => {
    const scope = fork({ values: [[$api, recordingApi([])]] });
    await allSettled(appStarted, { scope, params: { site, locale: 'en', target: 'part', supportsWebp: true } });
    const values = serialize(scope);
    expect(Object.keys(values).sort()).toEqual(['app/$locale', 'app/$menus', 'app/$salesPlan', 'app/$settings', 'app/$site', 'app/$supportsWebp', 'app/$target']);
    const resumed = fork({ values: JSON.parse(JSON.stringify(values)) });
    expect(resumed.getState($site)).toEqual(site);
    expect(resumed.getState($salesPlan)?.id).toBe(2);
    expect(resumed.getState($api)).toBeNull();
  });
});
