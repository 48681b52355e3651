/**
 * The app state every page starts from: what `appStarted` and `thirdPartiesConfigured` settle
 * (site, plan, settings, menus, sister sites, footer products, third-party keys). It depends on
 * the site, the locale, the audience and WebP support only, and is built from back-office answers
 * the data client shares anyway, so it is settled once in a scope of its own and shared, as
 * serialized store values, for the catalogue answers' sharing time: each page forks its scope from
 * those values instead of running the same effects again (docs/decisions/125).
 */
import { createHash } from 'node:crypto';
import { allSettled, fork, serialize } from 'effector';
import type { Site } from '../../shared/kernel/api/entities/site.ts';
import { toScriptJson } from '../../shared/kernel/data/script-json.ts';
import { islandStoreValues } from './island-state.ts';
import { $api, appStarted } from '../../shared/features/app/model.ts';
import { thirdPartiesConfigured, type ThirdPartyConfig } from '../../shared/features/consent/third-parties.ts';
import type { Target } from '../../shared/kernel/routing/target.ts';
import type { RequestClient, RequestContext } from '../backoffice/site-data-client.ts';
import { MicroCache } from '../backoffice/micro-cache.ts';

export interface AppStateInput {
  /** Unknown when the back office could not say: the page then starts with third parties only. */
  readonly site: Site | undefined;
  readonly salesPlanId: number | undefined;
  readonly locale: string;
  readonly target: Target;
  readonly supportsWebp: boolean;
}

/** Serialized store values, by sid: what `fork({ values })` takes. */
export type AppStateValues = Readonly<Record<string, unknown>>;

export interface SettledAppState {
  readonly values: AppStateValues;
  /** What islands read of the values (decision 199) as JSON safe in a script, written once: every page of the key sends it. */
  readonly json: string;
  /** A digest of all the values, static parts' included: what the layout the page shows is rendered from (a page's ETag). */
  readonly digest: string;
  /** The slugs the back-office answers it was settled from name (menus, footer products…). */
  readonly slugs: ReadonlySet<string>;
}

export type AppState = (input: AppStateInput) => Promise<SettledAppState>;

export interface AppStateOptions {
  readonly thirdParties: ThirdPartyConfig;
  /** Where settled states are shared (createAppStateCache). */
  readonly shared: MicroCache;
  readonly dataClient: (context: RequestContext) => RequestClient;
}

/** The settled states kept at most: a handful of keys (sites × locales × audiences × WebP support), each weighing its JSON. */
export const APP_STATE_CACHE_BOUNDS = { entries: 64, bytes: 8 * 1024 * 1024 } as const;

/** Settled states shared for `ttlMs` (0 settles one for every page); invalidated by the slugs they name. */
export function createAppStateCache(ttlMs: number): MicroCache {
  return new MicroCache(ttlMs, APP_STATE_CACHE_BOUNDS, {
    slugsOf: (state) => (state as SettledAppState).slugs,
    sizeOf: (state) => (state as SettledAppState).json.length,
  });
}

export function createAppState(options: AppStateOptions): AppState {
  return (input) => options.shared.get(appStateKey(input), () => settleAppState(input, options));
}

function appStateKey({ site, salesPlanId, locale, target, supportsWebp }: AppStateInput): string {
  return [site?.id ?? 'no-site', salesPlanId ?? 'no-plan', locale, target, supportsWebp ? 'webp' : 'no-webp'].join(' ');
}

async function settleAppState(input: AppStateInput, options: AppStateOptions): Promise<SettledAppState> {
  // No visitor's token: the layout is the same for everyone (the contract's layout calls take none).
  const slugs = new Set<string>();
  const api = options.dataClient({ lang: input.locale, salesPlanId: input.salesPlanId, token: undefined, reads: slugs }).client;
  const scope = fork({ values: [[$api, api]] });
  const { site, locale, target, supportsWebp } = input;
  await Promise.all([
    site ? allSettled(appStarted, { scope, params: { site, locale, target, supportsWebp } }) : undefined,
    allSettled(thirdPartiesConfigured, { scope, params: options.thirdParties }),
  ]);
  const values = serialize(scope);
  return { values, json: toScriptJson(islandStoreValues(values)), digest: createHash('sha1').update(JSON.stringify(values)).digest('base64url'), slugs };
}
