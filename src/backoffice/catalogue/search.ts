import type Database from 'better-sqlite3';
import type {
  Category,
  Page,
  SalesPlan,
  SearchGroup,
  SearchGroupName,
  SearchItem,
  SearchResult,
  SearchSynonyms,
} from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';
import type { ContentStore } from '../content/content-store.ts';
import type { CategoryRepository } from './category-repository.ts';
import type { PlanContext } from './product-criteria.ts';
import type { ProductRepository } from './product-repository.ts';
import { EVERY_PLAN, scopeToken, sheetTitle } from './search-index.ts';
import { FTS5_SYNTAX, SearchVocabulary, planQuery, synonymExpansions, type PlannedQuery, type ScopedQuery, type SynonymExpansions, type SynonymRow } from './search-query.ts';

const GROUPS: readonly SearchGroupName[] = ['products', 'categories', 'pages', 'fqces'];

export interface SearchRequest {
  siteId: number;
  plan: SalesPlan;
  /** Only this language's index rows are searched. */
  lang: string;
  text: string;
  /** Items returned per group: all groups for suggestions, only `tab` for full results. */
  perGroup: number;
  offset: number;
  tab: SearchGroupName | null;
}

export interface SearchSources {
  products: ProductRepository;
  categories: CategoryRepository;
  content: ContentStore;
}

/** Weights of the index's columns in bm25 (scope, title, codes, traits, body): name > reference > characteristics > description. */
const COLUMN_WEIGHTS = '0, 10, 5, 2, 1';

/** Typed words only match text columns; the scope tokens keep the rows of one site, plan (or every plan) and language. */
function scoped(planned: PlannedQuery, context: PlanContext, kind: SearchGroupName | ''): ScopedQuery {
  const tokens = [context.plan.id, EVERY_PLAN].map((planId) => `"${scopeToken({ siteId: context.siteId, planId, lang: context.lang })}${kind}"`).join(' OR ');
  const within = (expression: string) => `{title codes traits body} : (${expression}) AND scope : (${tokens})`;
  return { full: within(planned.full), exact: within(planned.exact), prefix: within(planned.prefix) };
}

/** What a language searches with: its index words and its synonyms, read once and kept. */
interface LanguageTools {
  vocabulary: SearchVocabulary;
  expansions: SynonymExpansions;
}

/**
 * Search over the FTS5 index, forgiving (decision 150): totals per group, items ranked by how
 * the text matched (as typed, as the start of a word, corrected or through a synonym), then by
 * the column that matched, then by id; hydrated from the catalogue.
 */
export class SearchService {
  readonly #db: Db;
  readonly #totals: Database.Statement;
  readonly #ranked: Database.Statement;
  readonly #sources: SearchSources;
  readonly #languages = new Map<string, LanguageTools>();

  constructor(db: Db, sources: SearchSources) {
    this.#db = db;
    this.#sources = sources;
    const matches = 'FROM search_index CROSS JOIN search_entry AS entry ON entry.id = search_index.rowid WHERE search_index MATCH @full';
    this.#totals = db.prepare(`SELECT entry.kind, count(*) AS total ${matches} GROUP BY entry.kind`);
    this.#ranked = db
      .prepare(
        `SELECT entry.ref_id ${matches}
         ORDER BY CASE
           WHEN search_index.rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH @exact) THEN 0
           WHEN search_index.rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH @prefix) THEN 1
           ELSE 2 END,
         bm25(search_index, ${COLUMN_WEIGHTS}), entry.ref_id
         LIMIT @limit OFFSET @offset`,
      )
      .pluck();
  }

  /** The typed text planned for the index of a language, with its correction; null when it holds no word. */
  plan(lang: string, text: string): PlannedQuery | null {
    const tools = this.#tools(lang);
    return planQuery(text, lang, tools.vocabulary, tools.expansions, FTS5_SYNTAX);
  }

  /** The plan's products a typed text finds, in the search's order, for a listing to keep; null when the text holds no word. */
  async productsFound(context: PlanContext, text: string): Promise<number[] | null> {
    const planned = this.plan(context.lang, text);
    if (planned === null) return null;
    return [...new Set(this.#ranked.all({ ...scoped(planned, context, 'products'), limit: -1, offset: 0 }) as number[])];
  }

  /** Every synonym, by language and term. */
  synonyms(): SearchSynonyms[] {
    const rows = this.#db.prepare('SELECT lang, term, expansion FROM search_synonym ORDER BY lang, term, expansion').all() as (SynonymRow & { lang: string })[];
    const byTerm = new Map<string, SearchSynonyms>();
    for (const row of rows) {
      const key = `${row.lang} ${row.term}`;
      const entry = byTerm.get(key) ?? { lang: row.lang, term: row.term, expansions: [] };
      entry.expansions.push(row.expansion);
      byTerm.set(key, entry);
    }
    return [...byTerm.values()];
  }

  /** Replaces what a term finds in a language (nothing removes it); the next search reads the synonyms again. */
  replaceSynonyms(lang: string, term: string, expansions: readonly string[]): SearchSynonyms {
    const tidy = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
    const stored = { lang, term: tidy(term), expansions: [...new Set(expansions.map(tidy))].sort() };
    this.#db.transaction(() => {
      this.#db.prepare('DELETE FROM search_synonym WHERE lang = ? AND term = ?').run(lang, stored.term);
      const insert = this.#db.prepare('INSERT INTO search_synonym (lang, term, expansion) VALUES (?, ?, ?)');
      for (const expansion of stored.expansions) insert.run(lang, stored.term, expansion);
    })();
    this.#languages.delete(lang);
    return stored;
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const empty = (): SearchGroup => ({ total: 0, items: [] });
    const result: SearchResult = { total: 0, products: empty(), categories: empty(), pages: empty(), fqces: empty(), corrected: null };
    const planned = this.plan(request.lang, request.text);
    if (planned === null) return result;
    const context: PlanContext = { siteId: request.siteId, plan: request.plan, lang: request.lang };
    for (const row of this.#totals.all({ full: scoped(planned, context, '').full }) as { kind: SearchGroupName; total: number }[]) {
      result[row.kind].total = row.total;
      result.total += row.total;
    }
    if (result.total > 0) result.corrected = planned.corrected;
    for (const group of GROUPS) {
      if (result[group].total === 0 || (request.tab !== null && request.tab !== group)) continue;
      const ids = this.#ranked.all({ ...scoped(planned, context, group), limit: request.perGroup, offset: request.offset }) as number[];
      result[group].items = await this.#hydrate(group, request, ids);
    }
    return result;
  }

  #tools(lang: string): LanguageTools {
    let tools = this.#languages.get(lang);
    if (tools === undefined) {
      const terms = this.#db.prepare('SELECT term, surface, occurrences FROM search_term WHERE lang = ?').all(lang) as { term: string; surface: string; occurrences: number }[];
      const synonyms = this.#db.prepare('SELECT term, expansion FROM search_synonym WHERE lang = ? ORDER BY term, expansion').all(lang) as SynonymRow[];
      tools = { vocabulary: new SearchVocabulary(terms), expansions: synonymExpansions(synonyms, lang) };
      this.#languages.set(lang, tools);
    }
    return tools;
  }

  async #hydrate(group: SearchGroupName, request: SearchRequest, ids: number[]): Promise<SearchItem[]> {
    const context = { siteId: request.siteId, plan: request.plan, lang: request.lang };
    switch (group) {
      case 'products':
        return (await this.#sources.products.summaries(context, ids)).map((product) => ({
          id: product.id,
          slug: product.slug,
          name: product.name,
          title: product.name,
          reference: product.reference,
          content: product.extract,
          category_name: product.category_name,
          cover: product.cover,
          medias: product.medias,
        }));
      case 'fqces':
        return (await this.#sources.products.summaries(context, ids)).map((product) => {
          const sheet = product.medias.MEDIA.find((media) => media.title === 'FICHES_QCE');
          return {
            id: product.id,
            slug: product.slug,
            name: sheetTitle(product.name, request.lang),
            title: sheetTitle(product.name, request.lang),
            reference: product.reference,
            content: null,
            category_name: product.category_name,
            cover: product.cover,
            medias: sheet === undefined ? null : { url: sheet.url },
          };
        });
      case 'categories':
        return ids.flatMap((id) => {
          const row = this.#sources.categories.find(String(id), { planId: request.plan.id, lang: request.lang });
          if (row === undefined) return [];
          const category: Category = this.#sources.categories.get(row, { depth: 0, parents: false }, request.lang);
          return [{ id, slug: category.slug, name: category.name, title: category.name, reference: null, content: category.description, category_name: null, cover: category.cover, medias: null }];
        });
      case 'pages': {
        const pages = await Promise.all(ids.map(async (id) => ({ id, page: (await this.#sources.content.get<Page>('page', request.siteId, String(id), request.lang))?.body })));
        return pages.flatMap(({ id, page }) =>
          page === undefined ? [] : [{ id, slug: page.slug, name: page.title, title: page.title, reference: null, content: page.extract, category_name: null, cover: page.cover, medias: null }],
        );
      }
    }
  }
}

