import { DEFAULT_LANG, DEFAULT_SITE_ID, type Language, type SalesPlan, type Site } from '../../shared/kernel/api/contract.ts';
import type { PlanContext } from '../catalogue/product-criteria.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { badRequest } from './http-error.ts';
import type { QueryReader } from './query-reader.ts';

/** The site, sales plan and language a request is answered for (common params of spec §7). */
export interface Scope {
  site: Site;
  /** null only for sister sites, which have no catalogue here. */
  plan: SalesPlan | null;
  lang: string;
}

/** Sites and plans change only with a migration or a seed: loaded once per process. */
export class SiteDirectory {
  readonly #sites = new Map<number, Site>();
  readonly #hosts = new Map<string, number>();
  #defaultSiteId = DEFAULT_SITE_ID;

  static async load(queries: BackofficeQueries): Promise<SiteDirectory> {
    const [sites, plans] = await Promise.all([
      queries.selectFrom('site').selectAll().orderBy('id').execute(),
      queries.selectFrom('sales_plan').selectAll().orderBy('id').execute(),
    ]);
    const directory = new SiteDirectory();
    for (const row of sites) {
      directory.#sites.set(row.id, {
        id: row.id,
        iso: row.iso,
        url: row.url,
        label: row.label,
        languages: JSON.parse(row.languages) as Language[],
        salesplan: plans
          .filter((plan) => plan.site_id === row.id)
          .map((plan) => ({
            id: plan.id,
            target: plan.target as SalesPlan['target'],
            label: plan.label,
            currency: { code: plan.currency_code, symbol: plan.currency_symbol },
            tax_rate: plan.tax_rate,
          })),
      });
      for (const host of [new URL(row.url).host, ...(JSON.parse(row.hosts) as string[])]) directory.#hosts.set(host.toLowerCase(), row.id);
      if (row.is_default === 1) directory.#defaultSiteId = row.id;
    }
    return directory;
  }

  all(): Site[] {
    return [...this.#sites.values()];
  }

  byId(id: number): Site | undefined {
    return this.#sites.get(id);
  }

  /**
   * The site serving a forwarded host. An unknown host (a demo on any machine name) gets the
   * default site, so the site always boots.
   */
  byUrl(url: string): Site {
    const host = hostOf(url);
    const id = (host === null ? undefined : (this.#hosts.get(host) ?? this.#hosts.get(host.replace(/:\d+$/, '')))) ?? this.#defaultSiteId;
    return this.#sites.get(id)!;
  }

  planById(id: number): { site: Site; plan: SalesPlan } | undefined {
    for (const site of this.#sites.values()) {
      const plan = site.salesplan.find((candidate) => candidate.id === id);
      if (plan !== undefined) return { site, plan };
    }
    return undefined;
  }

  resolve(query: QueryReader): Scope {
    const siteId = query.int('site_id', { min: 1 }) ?? DEFAULT_SITE_ID;
    const site = this.#sites.get(siteId);
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
}

function hostOf(url: string): string | null {
  try {
    return new URL(url.includes('://') ? url : `http://${url}`).host.toLowerCase();
  } catch {
    return null;
  }
}

export function requirePlan(scope: Scope): SalesPlan {
  if (scope.plan === null) throw badRequest('sales_plan_id', 'This site has no sales plan');
  return scope.plan;
}

/** What catalogue reads need: the site, its plan (required) and the language. */
export function planContext(scope: Scope): PlanContext {
  return { siteId: scope.site.id, plan: requirePlan(scope), lang: scope.lang };
}
