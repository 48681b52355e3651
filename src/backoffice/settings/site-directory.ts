import { DEFAULT_SITE_ID, type Language, type SalesPlan, type Site } from '../../shared/kernel/api/contract.ts';
import type { BackofficeQueries } from '../db/schema.ts';

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
}

function hostOf(url: string): string | null {
  try {
    return new URL(url.includes('://') ? url : `http://${url}`).host.toLowerCase();
  } catch {
    return null;
  }
}
