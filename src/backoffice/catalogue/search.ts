import type {
  Category,
  Page,
  ProductSummary,
  SalesPlan,
  SearchGroup,
  SearchGroupName,
  SearchItem,
  SearchResult,
  SearchSynonyms,
} from '../../shared/kernel/api/contract.ts';
import type { BackofficeDatabase } from '../db/database.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import type { ContentStore } from '../content/content-store.ts';
import type { CategoryRepository } from './category-repository.ts';
import type { PlanContext } from './product-criteria.ts';
import type { ProductRepository } from './product-repository.ts';
import { sheetTitle } from './search-documents.ts';
import type { SearchIndex, SearchScope } from './search-index.ts';
import { rebuildSearchIndex, reindexProduct, searchIndexOf, type IndexedCatalogue } from './search-indexing.ts';
import { SearchVocabulary, planQuery, synonymExpansions, type PlannedQuery, type SynonymExpansions } from './search-query.ts';

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

/** What a language searches with: its index words and its synonyms, read once and kept. */
interface LanguageTools {
  vocabulary: SearchVocabulary;
  expansions: SynonymExpansions;
}

/**
 * Search, forgiving (decision 150), over the engine's index (decision 188): totals per group,
 * items ranked by how the text matched (as typed, as the start of a word, corrected or through a
 * synonym), then by the field that matched, then by id; hydrated from the catalogue.
 */
export class SearchService {
  readonly #queries: BackofficeQueries;
  readonly #index: SearchIndex;
  readonly #sources: SearchSources;
  readonly #languages = new Map<string, Promise<LanguageTools>>();
  /** What this back office wrote to the index last, to update it in place; none before its first writing. */
  #written: IndexedCatalogue | undefined;

  constructor(database: BackofficeDatabase, sources: SearchSources) {
    this.#queries = database.queries;
    this.#index = searchIndexOf(database.engine, database.queries);
    this.#sources = sources;
  }

  /** Indexes the catalogue and content again, whole; the next search reads the new vocabulary. */
  async rebuild(): Promise<void> {
    this.#written = undefined;
    this.#written = await rebuildSearchIndex(this.#queries, this.#index);
    this.forgetWords();
  }

  /**
   * Indexes one product again as it now is (published, changed or withdrawn): its documents
   * alone when this back office wrote the index last, else everything.
   */
  async productChanged(productId: number): Promise<void> {
    const written = this.#written;
    this.#written = undefined;
    const updated = written && (await reindexProduct(this.#queries, this.#index, written, productId));
    if (updated === undefined) return this.rebuild();
    this.#written = updated;
    this.forgetWords();
  }

  /** The next search reads the vocabulary and synonyms again: another back office changed the index. */
  forgetWords(): void {
    this.#languages.clear();
  }

  /** The typed text planned for the index of a language, with its correction; null when it holds no word. */
  async plan(lang: string, text: string): Promise<PlannedQuery | null> {
    const tools = await this.#tools(lang);
    return planQuery(text, lang, tools.vocabulary, tools.expansions, this.#index.syntax);
  }

  /** The plan's products a typed text finds, in the search's order, for a listing to keep; null when the text holds no word. */
  async productsFound(context: PlanContext, text: string): Promise<number[] | null> {
    const planned = await this.plan(context.lang, text);
    if (planned === null) return null;
    return [...new Set(await this.#index.ranked(scopeOf(context, 'products'), planned, null, 0))];
  }

  /** Every synonym, by language and term. */
  async synonyms(): Promise<SearchSynonyms[]> {
    const rows = await this.#queries.selectFrom('search_synonym').select(['lang', 'term', 'term_lang', 'expansion']).orderBy('lang').orderBy('term').orderBy('expansion').execute();
    const byTerm = new Map<string, SearchSynonyms>();
    for (const row of rows) {
      const key = `${row.lang} ${row.term}`;
      const entry = byTerm.get(key) ?? { lang: row.lang, term: row.term, term_lang: row.term_lang, expansions: [] };
      entry.expansions.push(row.expansion);
      byTerm.set(key, entry);
    }
    return [...byTerm.values()];
  }

  /**
   * Replaces what a term finds in a language (nothing removes it), the term a word of `termLang`
   * when given; the next search reads the synonyms again.
   */
  async replaceSynonyms(lang: string, term: string, expansions: readonly string[], termLang?: string): Promise<SearchSynonyms> {
    const tidy = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
    const stored = { lang, term: tidy(term), term_lang: termLang ?? null, expansions: [...new Set(expansions.map(tidy))].sort() };
    await this.#queries.transaction().execute(async (transaction) => {
      await transaction.deleteFrom('search_synonym').where('lang', '=', lang).where('term', '=', stored.term).execute();
      if (stored.expansions.length > 0) {
        await transaction
          .insertInto('search_synonym')
          .values(stored.expansions.map((expansion) => ({ lang, term: stored.term, term_lang: stored.term_lang, expansion })))
          .execute();
      }
    });
    this.#languages.delete(lang);
    return stored;
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const empty = (): SearchGroup => ({ total: 0, items: [] });
    const result: SearchResult = { total: 0, products: empty(), categories: empty(), pages: empty(), fqces: empty(), corrected: null, translated: [] };
    const planned = await this.plan(request.lang, request.text);
    if (planned === null) return result;
    const context: PlanContext = { siteId: request.siteId, plan: request.plan, lang: request.lang };
    for (const [kind, total] of await this.#index.totals(scopeOf(context, null), planned)) {
      result[kind].total = total;
      result.total += total;
    }
    if (result.total > 0) {
      result.corrected = planned.corrected;
      result.translated = planned.translated;
    }
    const found = new Map<SearchGroupName, number[]>();
    for (const group of GROUPS) {
      if (result[group].total === 0 || (request.tab !== null && request.tab !== group)) continue;
      found.set(group, await this.#index.ranked(scopeOf(context, group), planned, request.perGroup, request.offset));
    }
    // Products and their technical sheets are mostly the same products: read once.
    const productIds = [...new Set([...(found.get('products') ?? []), ...(found.get('fqces') ?? [])])];
    const summaries = new Map((await this.#sources.products.summaries(context, productIds)).map((summary) => [summary.id, summary]));
    for (const [group, ids] of found) result[group].items = await this.#hydrate(group, request, ids, summaries);
    return result;
  }

  /** A language's words and synonyms, read once (and again after a rebuild or a change of synonyms); concurrent first searches share one read. */
  #tools(lang: string): Promise<LanguageTools> {
    let tools = this.#languages.get(lang);
    if (tools === undefined) {
      tools = this.#readTools(lang);
      this.#languages.set(lang, tools);
      tools.catch(() => this.#languages.delete(lang));
    }
    return tools;
  }

  async #readTools(lang: string): Promise<LanguageTools> {
    const [terms, synonyms] = await Promise.all([
      this.#queries.selectFrom('search_term').select(['term', 'surface', 'occurrences']).where('lang', '=', lang).execute(),
      this.#queries.selectFrom('search_synonym').select(['term', 'term_lang', 'expansion']).where('lang', '=', lang).orderBy('term').orderBy('expansion').execute(),
    ]);
    return { vocabulary: new SearchVocabulary(terms), expansions: synonymExpansions(synonyms, lang) };
  }

  async #hydrate(group: SearchGroupName, request: SearchRequest, ids: number[], summaries: ReadonlyMap<number, ProductSummary>): Promise<SearchItem[]> {
    const products = () => ids.flatMap((id) => summaries.get(id) ?? []);
    switch (group) {
      case 'products':
        return products().map((product) => ({
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
        return products().map((product) => {
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

function scopeOf(context: PlanContext, kind: SearchGroupName | null): SearchScope {
  return { siteId: context.siteId, planId: context.plan.id, lang: context.lang, kind };
}
