/**
 * What the demo writes as rows, for want of a publishing path: the sites and their plans, settings,
 * menus, characteristics, search synonyms, the content resources the write API does not publish
 * (folders, FAQ, sliders, reference lists, stores, notices, trainings, landings), carriers and
 * discounts, and the products' companions. Each insert keeps a row already there (ON CONFLICT DO
 * NOTHING), so that a seed stopped half-way completes on the next start.
 */
import type { Insertable } from 'kysely';
import type { BackofficeQueries, BackofficeSchema } from '../db/schema.ts';
import { caracteristics } from './data/caracteristics.ts';
import { frenchCaracteristics } from './data/caracteristics-fr.ts';
import { companionsOf } from './data/companions.ts';
import { carriers, discounts } from './data/commerce.ts';
import { contentSeeds, type SeededContentResource } from './data/content-seeds.ts';
import { frenchEditorialContent, FRENCH, translatedDocuments } from './data/french-content.ts';
import { menus } from './data/menus.ts';
import { products } from './data/products.ts';
import { searchSynonyms } from './data/search-synonyms.ts';
import { tradeWordSynonyms } from './data/search-translations.ts';
import { settings } from './data/settings.ts';
import { CURRENCY, DEMO_SITE_ID, PART_PLAN_ID, PRO_PLAN_ID, TAX_RATE, sites } from './data/sites.ts';

/** Rows per INSERT: far below both engines' parameter limits for these tables. */
const ROWS_PER_INSERT = 500;
const planOf = { pro: PRO_PLAN_ID, part: PART_PLAN_ID } as const;

/** The content the write API publishes (pages) goes through the content store; these are rows. */
export const PUBLISHED_RESOURCES: ReadonlySet<SeededContentResource> = new Set(['page']);

async function insertKeeping<Table extends keyof BackofficeSchema>(queries: BackofficeQueries, table: Table, rows: readonly Insertable<BackofficeSchema[Table]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await queries
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT) as never)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Sites, plans, settings, menus, characteristics and synonyms: what the catalogue and the pages read before anything is published. */
export async function writeConfiguration(queries: BackofficeQueries): Promise<void> {
  await insertKeeping(
    queries,
    'site',
    sites.map((site) => ({ id: site.id, iso: site.iso, url: site.url, label: site.label, hosts: JSON.stringify(site.hosts), languages: JSON.stringify(site.languages), is_default: site.isDefault ? 1 : 0 })),
  );
  await insertKeeping(
    queries,
    'sales_plan',
    sites.flatMap((site) => site.plans.map((plan) => ({ id: plan.id, site_id: site.id, target: plan.target, label: plan.label, currency_code: CURRENCY.code, currency_symbol: CURRENCY.symbol, tax_rate: TAX_RATE }))),
  );
  await insertKeeping(queries, 'setting', Object.entries(settings).map(([code, values]) => ({ site_id: DEMO_SITE_ID, code, vals: JSON.stringify(values) })));
  await insertKeeping(
    queries,
    'setting_translation',
    Object.entries(frenchEditorialContent.settings).map(([code, values]) => ({ site_id: DEMO_SITE_ID, code, lang: FRENCH, vals: JSON.stringify(values) })),
  );
  const menuIds = new Map<string, number>();
  menus.forEach((menu, index) => menuIds.set(menu.code, menuIds.get(menu.code) ?? index + 1));
  await insertKeeping(queries, 'menu', menus.map((menu, index) => ({ id: index + 1, sales_plan_id: menu.planId, code: menu.code, items: JSON.stringify(menu.items) })));
  await insertKeeping(
    queries,
    'menu_translation',
    Object.entries(frenchEditorialContent.menus).map(([code, items]) => {
      const id = menuIds.get(code);
      if (id === undefined) throw new Error(`French menu ${code} translates no English menu`);
      return { menu_id: id, lang: FRENCH, items: JSON.stringify(items) };
    }),
  );

  await insertKeeping(
    queries,
    'caracteristic',
    caracteristics.map((entry, position) => ({ technical_name: entry.technicalName, label: entry.label, unit: entry.unit, kind: entry.kind, filterable: entry.filterable ? 1 : 0, position })),
  );
  await insertKeeping(
    queries,
    'caracteristic_option',
    caracteristics.flatMap((entry) => entry.options.map(([value, label], position) => ({ technical_name: entry.technicalName, value, label, position }))),
  );
  const frenchOf = (technicalName: string) => {
    const french = frenchCaracteristics[technicalName];
    if (french === undefined) throw new Error(`Characteristic ${technicalName} has no French label`);
    return french;
  };
  await insertKeeping(queries, 'caracteristic_translation', caracteristics.map((entry) => ({ technical_name: entry.technicalName, lang: FRENCH, label: frenchOf(entry.technicalName).label })));
  await insertKeeping(
    queries,
    'caracteristic_option_translation',
    caracteristics.flatMap((entry) =>
      entry.options.map(([value]) => {
        const label = frenchOf(entry.technicalName).options?.[value];
        if (label === undefined) throw new Error(`Option ${entry.technicalName}=${value} has no French label`);
        return { technical_name: entry.technicalName, value, lang: FRENCH, label };
      }),
    ),
  );
  await insertKeeping(
    queries,
    'search_synonym',
    [
      ...Object.entries(searchSynonyms).flatMap(([lang, synonyms]) => Object.entries(synonyms).flatMap(([term, expansions]) => expansions.map((expansion) => ({ lang, term, expansion })))),
      ...tradeWordSynonyms(),
    ],
  );
}

/** The content resources without a publishing path, with their French translations; `now` dates what the demo computes (sessions, contests). */
export async function writeContentRows(queries: BackofficeQueries, now: Date): Promise<void> {
  for (const [resource, seed] of Object.entries(contentSeeds) as [SeededContentResource, (typeof contentSeeds)[SeededContentResource]][]) {
    if (PUBLISHED_RESOURCES.has(resource)) continue;
    const documents = seed.documents(now);
    await insertKeeping(
      queries,
      'content',
      documents.map((row, position) => ({
        resource,
        id: row.id,
        site_id: DEMO_SITE_ID,
        target: row.target ?? null,
        slug: row.slug ?? null,
        kind: row.kind ?? null,
        position,
        body: JSON.stringify(row.body),
        updated_at: row.updatedAt ?? now.toISOString(),
      })),
    );
    const updatedAt = new Map(documents.map((row) => [row.id, row.updatedAt ?? now.toISOString()]));
    await insertKeeping(
      queries,
      'content_translation',
      [...translatedDocuments(resource, documents)].map(([id, french]) => ({ resource, id, lang: FRENCH, slug: french.slug, body: JSON.stringify(french.body), updated_at: updatedAt.get(id)! })),
    );
  }
}

/** Carriers, discounts (one gives a pack away: written once the packs are) and the products' companions. */
export async function writeCommerceRows(queries: BackofficeQueries): Promise<void> {
  await insertKeeping(
    queries,
    'carrier',
    carriers.map((entry) => ({ code: entry.code, site_id: DEMO_SITE_ID, label: entry.label, base_cost: entry.baseCost, cost_per_kg: entry.costPerKg, free_from: entry.freeFrom })),
  );
  const references = discounts.flatMap((entry) => (entry.freeItemReference === undefined ? [] : [entry.freeItemReference]));
  const items = references.length === 0 ? [] : await queries.selectFrom('product_item').select(['id', 'reference']).where('reference', 'in', references).execute();
  await insertKeeping(
    queries,
    'discount',
    discounts.map((entry) => {
      const freeItem = entry.freeItemReference === undefined ? null : items.find((item) => item.reference === entry.freeItemReference);
      if (freeItem === undefined) throw new Error(`Discount ${entry.code} names unknown item ${entry.freeItemReference}`);
      return { code: entry.code, site_id: DEMO_SITE_ID, description: entry.description, amount: entry.amount, unit: entry.unit, free_item_id: freeItem?.id ?? null, target: entry.target ?? null };
    }),
  );
  await insertKeeping(
    queries,
    'product_companion',
    companionsOf(products).map((entry, position) => ({ product_id: entry.productId, sales_plan_id: planOf[entry.target], companion_id: entry.companionId, role: entry.role, position })),
  );
}
