import type { Category, CategoryRef, SalesPlan } from '../../shared/kernel/api/contract.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { visual } from '../media/visuals.ts';

interface CategoryRow {
  id: number;
  sales_plan_id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  description: string;
  position: number;
  color: string;
  updated_at: string;
}

type CategoryText = Pick<CategoryRow, 'slug' | 'name' | 'description' | 'updated_at'>;

/** Where a slug is looked up: French slugs are unique per plan only. */
export interface CategoryScope {
  planId: number;
  lang: string;
}

/** Categories are few and static between seeds: kept in memory with their product counts, loaded once per process. */
export class CategoryRepository {
  readonly #rows: CategoryRow[];
  readonly #byId = new Map<number, CategoryRow>();
  readonly #bySlug = new Map<string, CategoryRow>();
  /** lang → category id → its text in that language. */
  readonly #translations = new Map<string, Map<number, CategoryText>>();
  /** `lang plan slug` → category. */
  readonly #byTranslatedSlug = new Map<string, CategoryRow>();
  readonly #planOfTarget = new Map<number, SalesPlan['target']>();
  /** Category id → the products of its plan in it or its descendants. */
  readonly #productCounts = new Map<number, number>();

  static async load(queries: BackofficeQueries): Promise<CategoryRepository> {
    const [rows, translations, plans, placements] = await Promise.all([
      queries.selectFrom('category').selectAll().orderBy('position').execute(),
      queries.selectFrom('category_translation').selectAll().execute(),
      queries.selectFrom('sales_plan').select(['id', 'target']).execute(),
      // Which product each category holds, for the plans that sell it.
      queries
        .selectFrom('product_category as pc')
        .innerJoin('product_plan as pp', 'pp.product_id', 'pc.product_id')
        .select(['pc.category_id', 'pc.product_id', 'pp.sales_plan_id'])
        .execute(),
    ]);
    // A category stored before modification dates were kept has none: its sitemap entry then has no lastmod.
    const repository = new CategoryRepository(rows.map((row) => ({ ...row, updated_at: row.updated_at ?? '' })));
    for (const { category_id, lang, sales_plan_id, ...text } of translations) {
      const row = repository.#byId.get(category_id);
      if (row === undefined) continue;
      const texts = repository.#translations.get(lang) ?? new Map<number, CategoryText>();
      texts.set(category_id, text);
      repository.#translations.set(lang, texts);
      repository.#byTranslatedSlug.set(translatedKey(lang, sales_plan_id, text.slug), row);
    }
    for (const plan of plans) repository.#planOfTarget.set(plan.id, plan.target as SalesPlan['target']);
    for (const row of repository.#rows) {
      const within = new Set(repository.withDescendants(row.id));
      const products = new Set(placements.filter((placement) => placement.sales_plan_id === row.sales_plan_id && within.has(placement.category_id)).map((placement) => placement.product_id));
      repository.#productCounts.set(row.id, products.size);
    }
    return repository;
  }

  private constructor(rows: CategoryRow[]) {
    this.#rows = rows;
    for (const row of rows) {
      this.#byId.set(row.id, row);
      this.#bySlug.set(row.slug, row);
    }
  }

  /** Top-level categories of a plan (or the children of one), with `depth` levels of childs. */
  list(plan: SalesPlan, options: { depth: number; parentId: number | null }, lang: string): Category[] {
    return this.#rows
      .filter((row) => row.sales_plan_id === plan.id && row.parent_id === options.parentId)
      .map((row) => this.#toCategory(row, options.depth, lang));
  }

  /**
   * By id, or by slug in the scope's language (the base slug still answers when the language has
   * no such slug). Base slugs are unique site-wide; the caller checks the plan of what it finds.
   */
  find(idOrSlug: string, scope: CategoryScope): CategoryRow | undefined {
    if (/^\d+$/.test(idOrSlug)) return this.#byId.get(Number(idOrSlug));
    return this.#byTranslatedSlug.get(translatedKey(scope.lang, scope.planId, idOrSlug)) ?? this.#bySlug.get(idOrSlug);
  }

  get(row: CategoryRow, options: { depth: number; parents: boolean }, lang: string): Category {
    const category = this.#toCategory(row, options.depth, lang);
    return options.parents ? { ...category, parents: this.parentsOf(row.id, lang) } : category;
  }

  /** The chain from the root down to the direct parent. */
  parentsOf(id: number, lang: string): CategoryRef[] {
    const chain: CategoryRef[] = [];
    let current = this.#byId.get(id);
    while (current?.parent_id != null) {
      current = this.#byId.get(current.parent_id);
      if (current !== undefined) chain.unshift(this.ref(current, lang));
    }
    return chain;
  }

  /** The top-level category holding this one (itself when it is one): its range. */
  rangeOf(id: number, lang: string): CategoryRef | undefined {
    let row = this.#byId.get(id);
    while (row?.parent_id != null) row = this.#byId.get(row.parent_id);
    return row === undefined ? undefined : this.ref(row, lang);
  }

  ref(row: CategoryRow, lang: string): CategoryRef {
    const text = this.text(row, lang);
    return { id: row.id, slug: text.slug, name: text.name };
  }

  /** The category's slug, name, description and modification date in a language, else the base ones. */
  text(row: CategoryRow, lang: string): CategoryText {
    return this.#translations.get(lang)?.get(row.id) ?? row;
  }

  /** The category's slug per language it has one in (the base language included). */
  slugsOf(row: CategoryRow): Map<string, string> {
    const slugs = new Map([[BASE_LANG, row.slug]]);
    for (const [lang, texts] of this.#translations) {
      const text = texts.get(row.id);
      if (text !== undefined) slugs.set(lang, text.slug);
    }
    return slugs;
  }

  /** The plan's categories in position order, for the sitemap. */
  ofPlan(planId: number): CategoryRow[] {
    return this.#rows.filter((row) => row.sales_plan_id === planId);
  }

  /** A category and all its descendants: what "products of this category" means. */
  withDescendants(id: number): number[] {
    const ids = [id];
    for (let index = 0; index < ids.length; index++) {
      for (const row of this.#rows) if (row.parent_id === ids[index]) ids.push(row.id);
    }
    return ids;
  }

  #toCategory(row: CategoryRow, depth: number, lang: string): Category {
    const text = this.text(row, lang);
    const category: Category = {
      id: row.id,
      slug: text.slug,
      name: text.name,
      description: text.description,
      sales_plan_id: row.sales_plan_id,
      target: this.#planOfTarget.get(row.sales_plan_id) ?? 'pro',
      parent_id: row.parent_id,
      position: row.position,
      // Pictures are drawn once, under the base slug, whatever the language.
      cover: visual(`category-${row.slug}`, text.name),
      products_count: this.#productCounts.get(row.id) ?? 0,
    };
    if (depth >= 1) {
      category.childs = this.#rows.filter((child) => child.parent_id === row.id).map((child) => this.#toCategory(child, depth - 1, lang));
    }
    return category;
  }
}

function translatedKey(lang: string, planId: number, slug: string): string {
  return `${lang} ${planId} ${slug}`;
}

export type { CategoryRow };
