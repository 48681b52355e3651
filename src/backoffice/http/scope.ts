import { DEFAULT_LANG, DEFAULT_SITE_ID, type SalesPlan, type Site } from '../../shared/kernel/api/contract.ts';
import type { PlanContext } from '../catalogue/product-criteria.ts';
import type { SiteDirectory } from '../settings/site-directory.ts';
import { badRequest } from './http-error.ts';
import type { QueryReader } from './query-reader.ts';

/** The site, sales plan and language a request is answered for (common params of spec §7). */
export interface Scope {
  site: Site;
  /** null only for sister sites, which have no catalogue here. */
  plan: SalesPlan | null;
  lang: string;
}

/** The scope a request names (site_id, lang, sales_plan_id), refused with a 400 naming the unknown one. */
export function resolveScope(sites: SiteDirectory, query: QueryReader): Scope {
  const siteId = query.int('site_id', { min: 1 }) ?? DEFAULT_SITE_ID;
  const site = sites.byId(siteId);
  if (site === undefined) throw badRequest('site_id', 'Unknown site');
  const lang = query.string('lang') ?? site.languages.find((language) => language.default)?.code ?? DEFAULT_LANG;
  if (!site.languages.some((language) => language.code === lang)) throw badRequest('lang', 'Language not available on this site');
  const requestedPlan = query.int('saleplan_id', { min: 1 }) ?? query.int('sales_plan_id', { min: 1 });
  if (requestedPlan === null) {
    return { site, lang, plan: site.salesplan.find((plan) => plan.target === 'pro') ?? site.salesplan[0] ?? null };
  }
  const plan = site.salesplan.find((candidate) => candidate.id === requestedPlan);
  if (plan === undefined) throw badRequest('sales_plan_id', 'Unknown sales plan for this site');
  return { site, lang, plan };
}

export function requirePlan(scope: Scope): SalesPlan {
  if (scope.plan === null) throw badRequest('sales_plan_id', 'This site has no sales plan');
  return scope.plan;
}

/** What catalogue reads need: the site, its plan (required) and the language. */
export function planContext(scope: Scope): PlanContext {
  return { siteId: scope.site.id, plan: requirePlan(scope), lang: scope.lang };
}
