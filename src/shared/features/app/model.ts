/**
 * The application's global state (spec §3 "Settings state"): site, sales plan, settings and
 * menus, forked per request on the server, serialized into the page and resumed on the client.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { BackofficeClient } from '../../kernel/api/client.ts';
import type { Target } from '../../kernel/routing/target.ts';
import type { Menu, SalesPlan, Setting, Site } from '../../kernel/api/entities/site.ts';

export interface AppStartParams {
  readonly site: Site;
  readonly locale: string;
  readonly target: Target;
  readonly supportsWebp: boolean;
}

/** The data source of this scope: the back office on the server, the site gateway in the browser. */
export const $api = createStore<BackofficeClient | null>(null, { sid: 'app/$api', serialize: 'ignore' });

/**
 * The data client an effect attached to `$api` was given: a scope started without one (the
 * server and the browser always set it; a test may not) fails the effect with a clear error.
 */
export function requireDataClient(api: BackofficeClient | null): BackofficeClient {
  if (!api) throw new Error('No data source in this scope');
  return api;
}

export const appStarted = createEvent<AppStartParams>();
export const targetChanged = createEvent<Target>();

export const $site = createStore<Site | null>(null, { sid: 'app/$site' });
export const $locale = createStore('en', { sid: 'app/$locale' });
export const $target = createStore<Target>('pro', { sid: 'app/$target' });
export const $supportsWebp = createStore(false, { sid: 'app/$supportsWebp' });
export const $settings = createStore<readonly Setting[]>([], { sid: 'app/$settings' });
export const $menus = createStore<readonly Menu[]>([], { sid: 'app/$menus' });

export const $salesPlan = createStore<SalesPlan | null>(null, { sid: 'app/$salesPlan' });

export const fetchLayoutFx = attach({
  source: $api,
  effect: async (api, salesPlanId: number) => {
    const client = requireDataClient(api);
    const query = { sales_plan_id: salesPlanId, saleplan_id: salesPlanId };
    const [settings, menus] = await Promise.all([client.call('GET /setting', { query }), client.call('GET /menu', { query })]);
    return { settings, menus: menus.items };
  },
});

sample({ clock: appStarted, fn: (params) => params.site, target: $site });
sample({ clock: appStarted, fn: (params) => params.locale, target: $locale });
sample({ clock: appStarted, fn: (params) => params.supportsWebp, target: $supportsWebp });
sample({ clock: [appStarted.map((params) => params.target), targetChanged], target: $target });
sample({
  source: { site: $site, target: $target },
  fn: ({ site, target }) => site?.salesplan.find((plan) => plan.target === target) ?? null,
  target: $salesPlan,
});

// The plan follows the target; menus and settings are per plan, so they follow the plan.
sample({
  clock: $salesPlan,
  filter: Boolean,
  fn: (plan: SalesPlan) => plan.id,
  target: fetchLayoutFx,
});

sample({ clock: fetchLayoutFx.doneData, fn: (layout) => layout.settings, target: $settings });
sample({ clock: fetchLayoutFx.doneData, fn: (layout) => layout.menus, target: $menus });

