import type { Db } from '../db/open-database.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { WORD_GROUP_SEPARATOR, fold, indexedText, stem } from './search-text.ts';
import { ownValue } from '../../shared/kernel/data/own-value.ts';

/** Plan 0: visible in every sales plan of the site. */
export const EVERY_PLAN = 0;

/**
 * The token of the `scope` column naming a row's site, plan and language ("s9p18fr"); the same
 * followed by the row's kind names its group too ("s9p18frproducts").
 */
export function scopeToken(scope: { siteId: number; planId: number; lang: string }): string {
  return `s${scope.siteId}p${scope.planId}${scope.lang.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}

const SHEET_TITLES: Record<string, (productName: string) => string> = {
  en: (productName) => `${productName} technical sheet`,
  fr: (productName) => `Fiche technique ${productName}`,
};

/** The title of a product's technical sheet in a language (in the base language for any other). */
export function sheetTitle(productName: string, lang: string): string {
  return (ownValue(SHEET_TITLES, lang) ?? SHEET_TITLES[BASE_LANG]!)(productName);
}

interface IndexRow {
  kind: 'products' | 'fqces' | 'categories' | 'pages';
  ref_id: number;
  site_id: number;
  sales_plan_id: number;
  title: string;
  codes: string;
  traits: string;
  body: string;
}

interface PageRow {
  id: number;
  site_id: number;
  target: 'pro' | 'part' | null;
  body: string;
}

/** A product's searchable text per plan, in the language @lang, for the site @site: what the index holds of it (also read by bench/search-engines.mjs, to index the same text elsewhere). */
export const PRODUCT_SEARCH_ROWS = `
  SELECT p.id AS ref_id, p.site_id, pp.sales_plan_id, COALESCE(t.name, p.name) AS name, p.reference,
    COALESCE(t.extract, p.extract) AS extract,
    (SELECT group_concat(pi.reference || ' ' || pi.ean13, ' ') FROM product_item pi WHERE pi.product_id = p.id) AS items,
    COALESCE((SELECT group_concat(COALESCE(ct.name, c.name), ' ') FROM product_category pc
      JOIN category c ON c.id = pc.category_id AND c.sales_plan_id = pp.sales_plan_id
      LEFT JOIN category_translation ct ON ct.category_id = c.id AND ct.lang = @lang
      WHERE pc.product_id = p.id), '') AS categories,
    COALESCE((SELECT group_concat(CASE WHEN pc.value = 'yes' THEN COALESCE(kt.label, k.label) ELSE COALESCE(ot.label, o.label) END, ' ')
      FROM product_caracteristic pc
      JOIN caracteristic k ON k.technical_name = pc.technical_name AND k.kind = 'choice'
      JOIN caracteristic_option o ON o.technical_name = pc.technical_name AND o.value = pc.value
      LEFT JOIN caracteristic_translation kt ON kt.technical_name = k.technical_name AND kt.lang = @lang
      LEFT JOIN caracteristic_option_translation ot ON ot.technical_name = o.technical_name AND ot.value = o.value AND ot.lang = @lang
      WHERE pc.product_id = p.id AND pc.value <> 'no'), '') AS caracteristics
  FROM product p JOIN product_plan pp ON pp.product_id = p.id
  LEFT JOIN product_translation t ON t.product_id = p.id AND t.lang = @lang
  WHERE p.site_id = @site`;

/**
 * The full-text index is derived data: rebuilt from the catalogue and content tables, one row
 * per thing, language of its site and plan, in that language where translated (else the base
 * text, as reads fall back). A product's name, its codes (reference, pack references, EANs), its
 * traits (categories, characteristics) and its extract go in separate columns, ranked in that
 * order. Words are stored as search-text.ts compares them; the words of each language, with the
 * form they were first read in, fill `search_term` for the spelling corrections.
 */
export function rebuildSearchIndex(db: Db): void {
  db.exec("INSERT INTO search_index (search_index) VALUES ('delete-all'); DELETE FROM search_entry; DELETE FROM search_term");
  const insertEntry = db.prepare('INSERT INTO search_entry (kind, ref_id) VALUES (?, ?)');
  const insert = db.prepare('INSERT INTO search_index (rowid, scope, title, codes, traits, body) VALUES (@id, @scope, @title, @codes, @traits, @body)');
  const products = db.prepare(PRODUCT_SEARCH_ROWS);
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
  const insertTerm = db.prepare('INSERT INTO search_term (lang, term, surface, occurrences) VALUES (?, ?, ?, ?)');
  const terms = new Map<string, Map<string, { surface: string; occurrences: number }>>();
  const learn = (lang: string, text: string) => {
    const known = terms.get(lang) ?? new Map<string, { surface: string; occurrences: number }>();
    terms.set(lang, known);
    const add = (term: string, surface: string) => {
      const entry = known.get(term);
      if (entry === undefined) known.set(term, { surface, occurrences: 1 });
      else entry.occurrences++;
    };
    for (const chunk of text.toLowerCase().split(WORD_GROUP_SEPARATOR)) {
      const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== '');
      for (const part of parts) add(stem(fold(part), lang), part);
      if (parts.length > 1) add(stem(fold(parts.join('')), lang), parts.join('-'));
    }
  };
  const put = (lang: string, row: IndexRow) => {
    for (const text of [row.title, row.codes, row.traits, row.body]) learn(lang, text);
    const scope = scopeToken({ siteId: row.site_id, planId: row.sales_plan_id, lang });
    insert.run({
      id: insertEntry.run(row.kind, row.ref_id).lastInsertRowid,
      scope: `${scope} ${scope}${row.kind}`,
      title: indexedText(row.title, lang),
      codes: indexedText(row.codes, lang),
      traits: indexedText(row.traits, lang),
      body: indexedText(row.body, lang),
    });
  };

  for (const site of db.prepare('SELECT id, languages FROM site').all() as { id: number; languages: string }[]) {
    for (const { code: lang } of JSON.parse(site.languages) as { code: string }[]) {
      const scope = { site: site.id, lang };
      type ProductRow = Pick<IndexRow, 'ref_id' | 'site_id' | 'sales_plan_id'> & {
        name: string;
        reference: string;
        extract: string;
        items: string | null;
        categories: string;
        caracteristics: string;
      };
      for (const product of products.all(scope) as ProductRow[]) {
        const { name, reference, extract, items, categories: categoryNames, caracteristics, ...where } = product;
        const codes = `${reference} ${items ?? ''}`;
        put(lang, { kind: 'products', ...where, title: name, codes, traits: `${categoryNames} ${caracteristics}`, body: extract });
        put(lang, { kind: 'fqces', ...where, title: sheetTitle(name, lang), codes, traits: '', body: '' });
      }
      for (const row of categories.all(scope) as Omit<IndexRow, 'codes' | 'traits'>[]) put(lang, { ...row, codes: '', traits: '' });
      for (const row of pages.all(scope) as PageRow[]) {
        const page = JSON.parse(row.body) as { title: string; extract: string; blocks: { titre?: string | null; text?: string | null }[] };
        const text = [page.extract, ...page.blocks.flatMap((block) => [block.titre ?? '', block.text ?? ''])].join(' ');
        const planId = row.target === null ? EVERY_PLAN : ((planOf.get(row.site_id, row.target) as number | undefined) ?? EVERY_PLAN);
        put(lang, { kind: 'pages', ref_id: row.id, site_id: row.site_id, sales_plan_id: planId, title: page.title, codes: '', traits: '', body: text });
      }
    }
  }
  for (const [lang, known] of terms) {
    for (const [term, { surface, occurrences }] of known) insertTerm.run(lang, term, surface, occurrences);
  }
}
