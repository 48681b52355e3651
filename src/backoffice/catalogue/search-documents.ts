/**
 * What the search indexes, read from the catalogue and content tables the same way on both
 * engines (decision 188): one document per thing, language of its site and plan, in that language
 * where translated (else the base text, as reads fall back). A product's name, its codes
 * (reference, pack references, EANs), its traits (categories, characteristics) and its extract are
 * separate fields, ranked in that order. Words are stored as search-text.ts compares them; the
 * words of each language, with the form they are most often written in, are the vocabulary of the
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

/** One indexed thing in one language, its fields as written: what the vocabulary learns from. */
export type SourceDocument = SearchDocument;

export interface SearchTerm {
  readonly lang: string;
  readonly term: string;
  readonly surface: string;
  readonly occurrences: number;
}

/** Texts of one row before they are indexed. */
type Fields = Omit<SourceDocument, 'lang'>;

/** The kinds of document a product is indexed as: itself and its technical sheet. */
export const PRODUCT_KINDS: readonly SearchGroupName[] = ['products', 'fqces'];

/** A document as the index keeps it: each field's words folded, spelled one way and stemmed. */
export function indexedDocument(source: SourceDocument): SearchDocument {
  const { lang } = source;
  return { ...source, title: indexedText(source.title, lang), codes: indexedText(source.codes, lang), traits: indexedText(source.traits, lang), body: indexedText(source.body, lang) };
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

/**
 * What the index holds, as written: every document of every site in each of its languages; or,
 * given a product, that product's documents alone (none when it is withdrawn).
 */
export async function searchSources(queries: BackofficeQueries, product?: number): Promise<SourceDocument[]> {
  const documents: SourceDocument[] = [];
  let sitesQuery = queries.selectFrom('site').select(['id', 'languages']).orderBy('id');
  if (product !== undefined) sitesQuery = sitesQuery.where('id', 'in', queries.selectFrom('product').select('site_id').where('id', '=', product));
  for (const site of await sitesQuery.execute()) {
    for (const { code: lang } of JSON.parse(site.languages) as { code: string }[]) {
      for (const fields of await siteFields(queries, site.id, lang, product)) documents.push({ ...fields, lang });
    }
  }
  return documents;
}

/** A site's documents in one language; given a product, that product's alone. */
async function siteFields(queries: BackofficeQueries, siteId: number, lang: string, product: number | undefined): Promise<Fields[]> {
  // A product's documents name its categories but are none of theirs, nor a page's.
  const unlessOneProduct = <Row>(rows: () => Promise<Row[]>): Promise<Row[]> => (product === undefined ? rows() : Promise.resolve([]));
  const [products, items, categoryNames, traits, categories, pages, plans] = await Promise.all([
    queries
      .selectFrom('product as p')
      .innerJoin('product_plan as pp', 'pp.product_id', 'p.id')
      .leftJoin('product_translation as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .select((eb) => ['p.id', 'pp.sales_plan_id', 'p.reference', eb.fn.coalesce('t.name', 'p.name').as('name'), eb.fn.coalesce('t.extract', 'p.extract').as('extract')])
      .where('p.site_id', '=', siteId)
      .$if(product !== undefined, (query) => query.where('p.id', '=', product!))
      .orderBy('p.id')
      .orderBy('pp.sales_plan_id')
      .execute(),
    queries
      .selectFrom('product_item as pi')
      .innerJoin('product as p', 'p.id', 'pi.product_id')
      .select(['pi.product_id', 'pi.reference', 'pi.ean13'])
      .where('p.site_id', '=', siteId)
      .$if(product !== undefined, (query) => query.where('p.id', '=', product!))
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
      .$if(product !== undefined, (query) => query.where('p.id', '=', product!))
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
      .$if(product !== undefined, (query) => query.where('p.id', '=', product!))
      .where('pc.value', '<>', 'no')
      .orderBy('pc.product_id')
      .orderBy('k.position')
      .orderBy('o.position')
      .execute(),
    unlessOneProduct(() =>
      queries
        .selectFrom('category as c')
        .innerJoin('sales_plan as sp', 'sp.id', 'c.sales_plan_id')
        .leftJoin('category_translation as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang))
        .select((eb) => ['c.id', 'c.sales_plan_id', eb.fn.coalesce('t.name', 'c.name').as('name'), eb.fn.coalesce('t.description', 'c.description').as('description')])
        .where('sp.site_id', '=', siteId)
        .orderBy('c.id')
        .execute(),
    ),
    unlessOneProduct(() =>
      queries
        .selectFrom('content as c')
        .leftJoin('content_translation as t', (join) => join.onRef('t.resource', '=', 'c.resource').onRef('t.id', '=', 'c.id').on('t.lang', '=', lang))
        .select((eb) => ['c.id', 'c.target', eb.fn.coalesce('t.body', 'c.body').as('body')])
        .where('c.resource', '=', 'page')
        .where('c.site_id', '=', siteId)
        .orderBy('c.id')
        .execute(),
    ),
    unlessOneProduct(() => queries.selectFrom('sales_plan').select(['id', 'target']).where('site_id', '=', siteId).execute()),
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

/**
 * Each language's indexed words, counted, each with the form it is most often written in (the
 * first in alphabetical order among equals): documents are counted in and out, so that the
 * vocabulary after one product's documents are replaced is the one a rebuild would read.
 */
export class Vocabulary {
  /** Language, then term, then each form it is written in and how often. */
  readonly #byLang = new Map<string, Map<string, Map<string, number>>>();

  /** Counts a document's words in (1) or out (-1); returns the terms it holds. */
  count(document: SourceDocument, by: 1 | -1): string[] {
    let known = this.#byLang.get(document.lang);
    if (known === undefined) this.#byLang.set(document.lang, (known = new Map()));
    const terms: string[] = [];
    for (const [term, surface] of wordsOf(document)) {
      let surfaces = known.get(term);
      if (surfaces === undefined) known.set(term, (surfaces = new Map()));
      const occurrences = (surfaces.get(surface) ?? 0) + by;
      if (occurrences > 0) surfaces.set(surface, occurrences);
      else surfaces.delete(surface);
      if (surfaces.size === 0) known.delete(term);
      terms.push(term);
    }
    return terms;
  }

  /** A term of a language as `search_term` keeps it; undefined when no document holds it. */
  term(lang: string, term: string): SearchTerm | undefined {
    const surfaces = this.#byLang.get(lang)?.get(term);
    if (surfaces === undefined) return undefined;
    let surface = '';
    let mostOften = 0;
    let occurrences = 0;
    for (const [written, count] of surfaces) {
      occurrences += count;
      if (count > mostOften || (count === mostOften && written < surface)) {
        surface = written;
        mostOften = count;
      }
    }
    return { lang, term, surface, occurrences };
  }

  terms(): SearchTerm[] {
    return [...this.#byLang].flatMap(([lang, known]) => [...known.keys()].map((term) => this.term(lang, term)!));
  }
}

/** A document's words: each indexed term with the form it is written in (lower case), compounds also joined. */
function* wordsOf(document: SourceDocument): Generator<[term: string, surface: string]> {
  for (const text of [document.title, document.codes, document.traits, document.body]) {
    for (const chunk of text.toLowerCase().split(WORD_GROUP_SEPARATOR)) {
      const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== '');
      for (const part of parts) yield [stem(fold(part), document.lang), part];
      if (parts.length > 1) yield [stem(fold(parts.join('')), document.lang), parts.join('-')];
    }
  }
}
