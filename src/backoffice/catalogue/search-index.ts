/**
 * The full-text index behind the search, one per engine (decision 188): SQLite's FTS5 table, or
 * PostgreSQL's weighted `tsvector` documents. Both index the same documents (search-documents.ts)
 * and answer the same planned query (search-query.ts), each in its own syntax; one suite
 * (tests/backoffice/search-relevance.test.ts) holds their answers to the same bar.
 */
import type { SearchGroupName } from '../../shared/kernel/api/contract.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import type { SearchDocument } from './search-documents.ts';
import type { PlannedQuery, QuerySyntax } from './search-query.ts';

/** Where a search looks: one site's language, one plan (and what every plan sees), one group or all. */
export interface SearchScope {
  readonly siteId: number;
  readonly planId: number;
  readonly lang: string;
  readonly kind: SearchGroupName | null;
}

/** A document with the row it is kept in: the writer numbers rows, so that it can name them again to take them out. */
export interface IndexedDocument extends SearchDocument {
  readonly row: number;
}

export interface SearchIndex {
  /** How this index writes a query: what `planQuery` is given. */
  readonly syntax: QuerySyntax;
  /** Replaces every document, within the caller's transaction. */
  replace(transaction: BackofficeQueries, documents: readonly IndexedDocument[]): Promise<void>;
  /**
   * Takes documents out, as they were written (SQLite's contentless table needs their words to
   * take them out), and adds others, within the caller's transaction.
   */
  update(transaction: BackofficeQueries, removed: readonly IndexedDocument[], added: readonly IndexedDocument[]): Promise<void>;
  /** How many documents of each kind the fullest form of the query finds in the scope. */
  totals(scope: SearchScope, planned: PlannedQuery): Promise<Map<SearchGroupName, number>>;
  /**
   * The ids found in the scope, best first: found as typed, then as the start of a word, then
   * corrected or through a synonym; within each, by the field that matched (name, codes, traits,
   * text), then by id. `limit` null for all.
   */
  ranked(scope: SearchScope, planned: PlannedQuery, limit: number | null, offset: number): Promise<number[]>;
}
