import type { Db } from '../db/open-database.ts';

/** Plan 0: visible in every sales plan of the site. */
export const EVERY_PLAN = 0;

interface PageRow {
  id: number;
  site_id: number;
  target: 'pro' | 'part' | null;
  body: string;
}

/** The full-text index is derived data: rebuilt from the catalogue and content tables. */
export function rebuildSearchIndex(db: Db): void {
  db.exec('DELETE FROM search_index');
  db.exec(`
    INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, title, body)
    SELECT 'products', p.id, p.site_id, pp.sales_plan_id, p.name || ' ' || p.reference,
           p.extract || ' ' || COALESCE((SELECT group_concat(c.name, ' ') FROM product_category pc
             JOIN category c ON c.id = pc.category_id AND c.sales_plan_id = pp.sales_plan_id WHERE pc.product_id = p.id), '')
    FROM product p JOIN product_plan pp ON pp.product_id = p.id;

    INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, title, body)
    SELECT 'fqces', p.id, p.site_id, pp.sales_plan_id, p.name || ' technical sheet', p.reference
    FROM product p JOIN product_plan pp ON pp.product_id = p.id;

    INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, title, body)
    SELECT 'categories', c.id, sp.site_id, c.sales_plan_id, c.name, c.description
    FROM category c JOIN sales_plan sp ON sp.id = c.sales_plan_id;
  `);
  const planIds = new Map<string, number>();
  for (const row of db.prepare('SELECT id, site_id, target FROM sales_plan').all() as { id: number; site_id: number; target: string }[]) {
    planIds.set(`${row.site_id}:${row.target}`, row.id);
  }
  const insert = db.prepare(
    "INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, title, body) VALUES ('pages', ?, ?, ?, ?, ?)",
  );
  for (const row of db.prepare("SELECT id, site_id, target, body FROM content WHERE resource = 'page'").all() as PageRow[]) {
    const page = JSON.parse(row.body) as { title: string; extract: string; blocks: { titre?: string | null; text?: string | null }[] };
    const text = [page.extract, ...page.blocks.flatMap((block) => [block.titre ?? '', block.text ?? ''])].join(' ');
    const planId = row.target === null ? EVERY_PLAN : (planIds.get(`${row.site_id}:${row.target}`) ?? EVERY_PLAN);
    insert.run(row.id, row.site_id, planId, page.title, text);
  }
}
