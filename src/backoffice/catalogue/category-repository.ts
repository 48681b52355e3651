import type { Category, CategoryRef, SalesPlan } from '../../shared/api/contract.ts';
import type { Db } from '../db/open-database.ts';
import { visual } from '../seed/pictures.ts';

interface CategoryRow {
  id: number;
  sales_plan_id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  description: string;
  position: number;
  color: string;
}

/** Categories are few and static between seeds: kept in memory, counts come from the database. */
export class CategoryRepository {
  readonly #rows: CategoryRow[];
  readonly #byId = new Map<number, CategoryRow>();
  readonly #bySlug = new Map<string, CategoryRow>();
  readonly #planOfTarget = new Map<number, SalesPlan['target']>();
  readonly #countProducts;

  constructor(db: Db) {
    this.#rows = db.prepare('SELECT * FROM category ORDER BY position').all() as CategoryRow[];
    for (const row of this.#rows) {
      this.#byId.set(row.id, row);
      this.#bySlug.set(row.slug, row);
    }
    for (const plan of db.prepare('SELECT id, target FROM sales_plan').all() as { id: number; target: SalesPlan['target'] }[]) {
      this.#planOfTarget.set(plan.id, plan.target);
    }
    this.#countProducts = db
      .prepare(
        `SELECT count(DISTINCT pc.product_id) FROM product_category pc
         JOIN product_plan pp ON pp.product_id = pc.product_id AND pp.sales_plan_id = ?
         WHERE pc.category_id IN (SELECT value FROM json_each(?))`,
      )
      .pluck();
  }

  /** Top-level categories of a plan (or the children of one), with `depth` levels of childs. */
  list(plan: SalesPlan, options: { depth: number; parentId: number | null }): Category[] {
    return this.#rows
      .filter((row) => row.sales_plan_id === plan.id && row.parent_id === options.parentId)
      .map((row) => this.#toCategory(row, options.depth));
  }

  find(idOrSlug: string): CategoryRow | undefined {
    return /^\d+$/.test(idOrSlug) ? this.#byId.get(Number(idOrSlug)) : this.#bySlug.get(idOrSlug);
  }

  get(row: CategoryRow, options: { depth: number; parents: boolean }): Category {
    const category = this.#toCategory(row, options.depth);
    return options.parents ? { ...category, parents: this.parentsOf(row.id) } : category;
  }

  /** The chain from the root down to the direct parent. */
  parentsOf(id: number): CategoryRef[] {
    const chain: CategoryRef[] = [];
    let current = this.#byId.get(id);
    while (current?.parent_id != null) {
      current = this.#byId.get(current.parent_id);
      if (current !== undefined) chain.unshift(this.ref(current));
    }
    return chain;
  }

  ref(row: CategoryRow): CategoryRef {
    return { id: row.id, slug: row.slug, name: row.name };
  }

  /** A category and all its descendants: what "products of this category" means. */
  withDescendants(id: number): number[] {
    const ids = [id];
    for (let index = 0; index < ids.length; index++) {
      for (const row of this.#rows) if (row.parent_id === ids[index]) ids.push(row.id);
    }
    return ids;
  }

  #toCategory(row: CategoryRow, depth: number): Category {
    const category: Category = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      sales_plan_id: row.sales_plan_id,
      target: this.#planOfTarget.get(row.sales_plan_id) ?? 'pro',
      parent_id: row.parent_id,
      position: row.position,
      cover: visual(`category-${row.slug}`, row.name),
      products_count: this.#countProducts.get(row.sales_plan_id, JSON.stringify(this.withDescendants(row.id))) as number,
    };
    if (depth >= 1) {
      category.childs = this.#rows.filter((child) => child.parent_id === row.id).map((child) => this.#toCategory(child, depth - 1));
    }
    return category;
  }
}

export type { CategoryRow };
