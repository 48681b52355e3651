/**
 * Sites, their plans and their settings on both engines (decision 186): the directory loaded at
 * start finds a site by its URL or one of its hosts, falls back to the default site, and knows
 * each plan's site; a setting is read in a language where it is translated, in its base values
 * elsewhere, and the back office's own reads take the base values.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SiteDirectory } from '../../src/backoffice/settings/site-directory.ts';
import { SettingStore } from '../../src/backoffice/settings/setting-store.ts';
import { bothEngines, SITE_ID, type EngineUnderTest } from '../support/both-engines.ts';

const SISTER_ID = 2;

describe.each(bothEngines)('on %s', (_name, start) => {
  let engine: EngineUnderTest;
  beforeAll(async () => {
    engine = await start();
    const { queries } = engine.databases[0];
    await queries.updateTable('site').set({ url: 'https://www.example.com', hosts: '["example.lb"]', is_default: 0, languages: '[{"code":"en","default":true},{"code":"fr"}]' }).where('id', '=', SITE_ID).execute();
    await queries.insertInto('site').values({ id: SISTER_ID, iso: 'AE', url: 'https://sister.example', label: 'Sister', languages: '[{"code":"en","default":true}]', is_default: 1 }).execute();
    await queries
      .insertInto('sales_plan')
      .values([
        { id: 17, site_id: SITE_ID, target: 'pro', label: 'Professionals', currency_code: 'GBP', currency_symbol: '£', tax_rate: 0.2 },
        { id: 18, site_id: SITE_ID, target: 'part', label: 'Individuals', currency_code: 'GBP', currency_symbol: '£', tax_rate: 0.2 },
      ])
      .execute();
    await queries
      .insertInto('setting')
      .values([
        { site_id: SITE_ID, code: 'phone', vals: '["+961 1 000 000"]' },
        { site_id: SITE_ID, code: 'tagline', vals: '["Fillers since 1951"]' },
      ])
      .execute();
    await queries.insertInto('setting_translation').values({ site_id: SITE_ID, code: 'tagline', lang: 'fr', vals: '["Enduits depuis 1951"]' }).execute();
  }, 60_000);
  afterAll(() => engine?.close());

  test('the directory finds a site by URL or host, else the default one, and each plan with its site', async () => {
    const sites = await SiteDirectory.load(engine.databases[1].queries);
    expect(sites.all().map((site) => site.id)).toEqual([SITE_ID, SISTER_ID]);
    expect(sites.byUrl('https://WWW.example.com/some/page').id).toBe(SITE_ID);
    expect(sites.byUrl('example.lb:8443').id).toBe(SITE_ID);
    expect(sites.byUrl('unknown.host').id).toBe(SISTER_ID);
    expect(sites.byId(SITE_ID)!.salesplan).toEqual([
      { id: 17, target: 'pro', label: 'Professionals', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 },
      { id: 18, target: 'part', label: 'Individuals', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 },
    ]);
    expect(sites.planById(18)?.site.id).toBe(SITE_ID);
    expect(sites.planById(99)).toBeUndefined();
  });

  test('settings come in a language where translated, in their base values elsewhere', async () => {
    const settings = new SettingStore(engine.databases[1]);
    expect(await settings.all(SITE_ID, 'fr')).toEqual([
      { code: 'phone', values: ['+961 1 000 000'] },
      { code: 'tagline', values: ['Enduits depuis 1951'] },
    ]);
    expect(await settings.all(SITE_ID, 'en')).toEqual([
      { code: 'phone', values: ['+961 1 000 000'] },
      { code: 'tagline', values: ['Fillers since 1951'] },
    ]);
    expect(await settings.values(SITE_ID, 'tagline')).toEqual(['Fillers since 1951']);
    expect(await settings.values(SITE_ID, 'no-such-setting')).toEqual([]);
  });
});
