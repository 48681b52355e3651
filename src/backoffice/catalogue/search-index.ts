import type { Db } from '../db/open-database.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { indexedText } from './fts-query.ts';

/** Plan 0: visible in every sales plan of the site. */
export const EVERY_PLAN = 0;

const SHEET_TITLES: Record<string, (productName: string) => string> = {
  en: (productName) => `${productName} technical sheet`,
  fr: (productName) => `Fiche technique ${productName}`,
};

/** The title of a product's technical sheet in a language (in the base language for any other). */
export function sheetTitle(productName: string, lang: string): string {
  return (SHEET_TITLES[lang] ?? SHEET_TITLES[BASE_LANG]!)(productName);
}

interface IndexRow {
  kind: 'products' | 'fqces' | 'categories' | 'pages';
  ref_id: number;
  site_id: number;
  sales_plan_id: number;
  title: string;
  body: string;
}

interface PageRow {
  id: number;
  site_id: number;
  target: 'pro' | 'part' | null;
  body: string;
}

/**
 * The full-text index is derived data: rebuilt from the catalogue and content tables, one row
 * per thing, language of its site and plan, in that language where translated (else the base
 * text, as reads fall back). Words are indexed in their singular form (see fts-query.ts).
 */
export function rebuildSearchIndex(db: Db): void {
  db.exec('DELETE FROM search_index');
  const insert = db.prepare(
    'INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, lang, title, body) VALUES (@kind, @ref_id, @site_id, @sales_plan_id, @lang, @title, @body)',
  );
  const products = db.prepare(`
    SELECT p.id AS ref_id, p.site_id, pp.sales_plan_id, COALESCE(t.name, p.name) AS name, p.reference,
      COALESCE(t.extract, p.extract) AS extract,
      COALESCE((SELECT group_concat(COALESCE(ct.name, c.name), ' ') FROM product_category pc
        JOIN category c ON c.id = pc.category_id AND c.sales_plan_id = pp.sales_plan_id
        LEFT JOIN category_translation ct ON ct.category_id = c.id AND ct.lang = @lang
        WHERE pc.product_id = p.id), '') AS categories
    FROM product p JOIN product_plan pp ON pp.product_id = p.id
    LEFT JOIN product_translation t ON t.product_id = p.id AND t.lang = @lang
    WHERE p.site_id = @site`);
  const categories = db.prepare(`
    SELECT 'categories' AS kind, c.id AS ref_id, sp.site_id, c.sales_plan_id, COALESCE(t.name, c.name) AS title, COALESCE(t.description, c.description) AS body
    FROM category c JOIN sales_plan sp ON sp.id = c.sales_plan_id
    LEFT JOIN category_translation t ON t.category_id = c.id AND t.lang = @lang
    WHERE sp.site_id = @site`);
  const pages = db.prepare(`
    SELECT c.id, c.site_id, c.target, COALESCE(t.body, c.body) AS body
    FROM content c LEFT JOIN content_translation t ON t.resource = c.resource AND t.id = c.id AND t.lang = @lang
    WHERE c.resource = 'page' AND c.site_id = @site`);
  const planOf = db.prepare('SELECT id FROM sales_plan WHERE site_id = ? AND target = ?').pluck();
  const put = (lang: string, row: IndexRow) => insert.run({ ...row, lang, title: indexedText(row.title), body: indexedText(row.body) });

  for (const site of db.prepare('SELECT id, languages FROM site').all() as { id: number; languages: string }[]) {
    for (const { code: lang } of JSON.parse(site.languages) as { code: string }[]) {
      const scope = { site: site.id, lang };
      for (const product of products.all(scope) as (Omit<IndexRow, 'kind' | 'title' | 'body'> & { name: string; reference: string; extract: string; categories: string })[]) {
        const { name, reference, extract, categories: categoryNames, ...where } = product;
        put(lang, { kind: 'products', ...where, title: `${name} ${reference}`, body: `${extract} ${categoryNames}` });
        put(lang, { kind: 'fqces', ...where, title: sheetTitle(name, lang), body: reference });
      }
      for (const row of categories.all(scope) as IndexRow[]) put(lang, row);
      for (const row of pages.all(scope) as PageRow[]) {
        const page = JSON.parse(row.body) as { title: string; extract: string; blocks: { titre?: string | null; text?: string | null }[] };
        const text = [page.extract, ...page.blocks.flatMap((block) => [block.titre ?? '', block.text ?? ''])].join(' ');
        const planId = row.target === null ? EVERY_PLAN : ((planOf.get(row.site_id, row.target) as number | undefined) ?? EVERY_PLAN);
        put(lang, { kind: 'pages', ref_id: row.id, site_id: row.site_id, sales_plan_id: planId, title: page.title, body: text });
      }
    }
  }
}
