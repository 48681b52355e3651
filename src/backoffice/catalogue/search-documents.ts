/**
 * What the search indexes, read from the catalogue and content tables the same way on both
 * engines (decision 188): one document per thing, language of its site and plan, in that language
 * where translated (else the base text, as reads fall back). A product's name, its codes
 * (reference, pack references, EANs), its traits (categories, characteristics) and its extract are
 * separate fields, ranked in that order. Words are stored as search-text.ts compares them; the
 * words of each language, with the form they were first read in, are the vocabulary of the
 * spelling corrections (`search_term`).
 */
import type { BackofficeQueries } from '../db/schema.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { WORD_GROUP_SEPARATOR, fold, indexedText, stem } from './search-text.ts';
import { ownValue } from '../../shared/kernel/data/own-value.ts';
import type { Page, PageBlock, SearchGroupName } from '../../shared/kernel/api/contract.ts';

/** Plan 0: visible in every sales plan of the site. */
export const EVERY_PLAN = 0;

const SHEET_TITLES: Record<string, (productName: string) => string> = {
  en: (productName) => `${productName} technical sheet`,
  fr: (productName) => `Fiche technique ${productName}`,
};

/** The title of a product's technical sheet in a language (in the base language for any other). */
export function sheetTitle(productName: string, lang: string): string {
  return (ownValue(SHEET_TITLES, lang) ?? SHEET_TITLES[BASE_LANG]!)(productName);
}

/** One indexed thing in one language, its fields in the index's form (`indexedText`). */
export interface SearchDocument {
  readonly kind: SearchGroupName;
  readonly refId: number;
  readonly siteId: number;
  readonly planId: number;
  readonly lang: string;
  readonly title: string;
  readonly codes: string;
  readonly traits: string;
  readonly body: string;
}

export interface SearchTerm {
  readonly lang: string;
  readonly term: string;
  readonly surface: string;
  readonly occurrences: number;
}

export interface SearchCorpus {
  readonly documents: SearchDocument[];
  readonly terms: SearchTerm[];
}

/** Texts of one row before they are indexed. */
interface Fields {
  kind: SearchGroupName;
  refId: number;
  siteId: number;
  planId: number;
  title: string;
  codes: string;
  traits: string;
  body: string;
}

/** Values grouped by a key, in the order read. */
function groupBy<Row, Value>(rows: readonly Row[], key: (row: Row) => number, value: (row: Row) => Value): Map<number, Value[]> {
  const groups = new Map<number, Value[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group === undefined) groups.set(key(row), [value(row)]);
    else group.push(value(row));
  }
  return groups;
}

/** Every document of every site in each of its languages, and each language's words. */
export async function searchCorpus(queries: BackofficeQueries): Promise<SearchCorpus> {
  const documents: SearchDocument[] = [];
  const vocabulary = new Vocabulary();
  const sites = await queries.selectFrom('site').select(['id', 'languages']).orderBy('id').execute();
  for (const site of sites) {
    for (const { code: lang } of JSON.parse(site.languages) as { code: string }[]) {
      for (const fields of await siteFields(queries, site.id, lang)) {
        for (const text of [fields.title, fields.codes, fields.traits, fields.body]) vocabulary.learn(lang, text);
        documents.push({
          ...fields,
          lang,
          title: indexedText(fields.title, lang),
          codes: indexedText(fields.codes, lang),
          traits: indexedText(fields.traits, lang),
          body: indexedText(fields.body, lang),
        });
      }
    }
  }
  return { documents, terms: vocabulary.terms() };
}

async function siteFields(queries: BackofficeQueries, siteId: number, lang: string): Promise<Fields[]> {
  const [products, items, categoryNames, traits, categories, pages, plans] = await Promise.all([
    queries
      .selectFrom('product as p')
      .innerJoin('product_plan as pp', 'pp.product_id', 'p.id')
      .leftJoin('product_translation as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .select((eb) => ['p.id', 'pp.sales_plan_id', 'p.reference', eb.fn.coalesce('t.name', 'p.name').as('name'), eb.fn.coalesce('t.extract', 'p.extract').as('extract')])
      .where('p.site_id', '=', siteId)
      .orderBy('p.id')
      .orderBy('pp.sales_plan_id')
      .execute(),
    queries
      .selectFrom('product_item as pi')
      .innerJoin('product as p', 'p.id', 'pi.product_id')
      .select(['pi.product_id', 'pi.reference', 'pi.ean13'])
      .where('p.site_id', '=', siteId)
      .orderBy('pi.product_id')
      .orderBy('pi.id')
      .execute(),
    queries
      .selectFrom('product_category as pc')
      .innerJoin('category as c', 'c.id', 'pc.category_id')
      .innerJoin('product as p', 'p.id', 'pc.product_id')
      .leftJoin('category_translation as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang))
      .select((eb) => ['pc.product_id', 'c.sales_plan_id', eb.fn.coalesce('ct.name', 'c.name').as('name')])
      .where('p.site_id', '=', siteId)
      .orderBy('pc.product_id')
      .orderBy('c.id')
      .execute(),
    queries
      .selectFrom('product_caracteristic as pc')
      .innerJoin('product as p', 'p.id', 'pc.product_id')
      .innerJoin('caracteristic as k', (join) => join.onRef('k.technical_name', '=', 'pc.technical_name').on('k.kind', '=', 'choice'))
      .innerJoin('caracteristic_option as o', (join) => join.onRef('o.technical_name', '=', 'pc.technical_name').onRef('o.value', '=', 'pc.value'))
      .leftJoin('caracteristic_translation as kt', (join) => join.onRef('kt.technical_name', '=', 'k.technical_name').on('kt.lang', '=', lang))
      .leftJoin('caracteristic_option_translation as ot', (join) =>
        join.onRef('ot.technical_name', '=', 'o.technical_name').onRef('ot.value', '=', 'o.value').on('ot.lang', '=', lang),
      )
      .select(['pc.product_id', 'pc.value', 'k.label as name', 'kt.label as translatedName', 'o.label as option', 'ot.label as translatedOption'])
      .where('p.site_id', '=', siteId)
      .where('pc.value', '<>', 'no')
      .orderBy('pc.product_id')
      .orderBy('k.position')
      .orderBy('o.position')
      .execute(),
    queries
      .selectFrom('category as c')
      .innerJoin('sales_plan as sp', 'sp.id', 'c.sales_plan_id')
      .leftJoin('category_translation as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang))
      .select((eb) => ['c.id', 'c.sales_plan_id', eb.fn.coalesce('t.name', 'c.name').as('name'), eb.fn.coalesce('t.description', 'c.description').as('description')])
      .where('sp.site_id', '=', siteId)
      .orderBy('c.id')
      .execute(),
    queries
      .selectFrom('content as c')
      .leftJoin('content_translation as t', (join) => join.onRef('t.resource', '=', 'c.resource').onRef('t.id', '=', 'c.id').on('t.lang', '=', lang))
      .select((eb) => ['c.id', 'c.target', eb.fn.coalesce('t.body', 'c.body').as('body')])
      .where('c.resource', '=', 'page')
      .where('c.site_id', '=', siteId)
      .orderBy('c.id')
      .execute(),
    queries.selectFrom('sales_plan').select(['id', 'target']).where('site_id', '=', siteId).execute(),
  ]);
  const codesOf = groupBy(items, (row) => row.product_id, (row) => `${row.reference} ${row.ean13}`);
  const categoriesOf = groupBy(categoryNames, (row) => row.product_id, (row) => row);
  const traitsOf = groupBy(traits, (row) => row.product_id, (row) => (row.value === 'yes' ? (row.translatedName ?? row.name) : (row.translatedOption ?? row.option)));
  const fields: Fields[] = [];
  for (const product of products) {
    const where = { refId: product.id, siteId, planId: product.sales_plan_id };
    const codes = [product.reference, ...(codesOf.get(product.id) ?? [])].join(' ');
    const inPlan = (categoriesOf.get(product.id) ?? []).filter((row) => row.sales_plan_id === product.sales_plan_id).map((row) => row.name);
    fields.push({ kind: 'products', ...where, title: product.name, codes, traits: [...inPlan, ...(traitsOf.get(product.id) ?? [])].join(' '), body: product.extract });
    fields.push({ kind: 'fqces', ...where, title: sheetTitle(product.name, lang), codes, traits: '', body: '' });
  }
  for (const category of categories) {
    fields.push({ kind: 'categories', refId: category.id, siteId, planId: category.sales_plan_id, title: category.name, codes: '', traits: '', body: category.description });
  }
  const planOf = new Map(plans.map((plan) => [plan.target, plan.id]));
  for (const row of pages) {
    const page = JSON.parse(row.body) as Pick<Page, 'title' | 'extract' | 'blocks'>;
    const text = [page.extract, ...page.blocks.flatMap(blockTexts)].join(' ');
    const planId = row.target === null ? EVERY_PLAN : (planOf.get(row.target) ?? EVERY_PLAN);
    fields.push({ kind: 'pages', refId: row.id, siteId, planId, title: page.title, codes: '', traits: '', body: text });
  }
  return fields;
}

/** What a page's block says: its heading and text, a timeline's milestones. */
function blockTexts(block: PageBlock): string[] {
  if (block.type === 'timeline') return [block.titre ?? '', ...block.milestones.flatMap((milestone) => [milestone.title, milestone.text])];
  return [block.titre ?? '', block.text ?? ''];
}

/** Each language's indexed words, counted, with the form each was first read in. */
class Vocabulary {
  readonly #byLang = new Map<string, Map<string, { surface: string; occurrences: number }>>();

  learn(lang: string, text: string): void {
    let known = this.#byLang.get(lang);
    if (known === undefined) this.#byLang.set(lang, (known = new Map()));
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
  }

  terms(): SearchTerm[] {
    return [...this.#byLang].flatMap(([lang, known]) => [...known].map(([term, { surface, occurrences }]) => ({ lang, term, surface, occurrences })));
  }
}
