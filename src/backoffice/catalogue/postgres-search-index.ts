/**
 * The search on PostgreSQL (migration 10): a table of documents, each one thing in one language
 * of one plan, its fields in one `tsvector` weighted A (name), B (codes), C (traits) and D (text),
 * under a GIN index. The words are already in the index's form (folded, spelled one way, stemmed:
 * search-text.ts), the same as FTS5 holds and as the query planner writes them, so the `simple`
 * configuration takes them as they are (decision 188).
 */
import { sql } from 'kysely';
import type { SearchGroupName } from '../../shared/kernel/api/contract.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { EVERY_PLAN } from './search-documents.ts';
import type { IndexedDocument, SearchIndex, SearchScope } from './search-index.ts';
import type { PlannedQuery, QuerySyntax } from './search-query.ts';

/** PostgreSQL's tsquery: terms are folded to `[a-z0-9]`, so quoting them is enough. */
export const TSQUERY_SYNTAX: QuerySyntax = { word: (term) => `'${term}'`, start: (term) => `'${term}':*`, and: ' & ', or: ' | ' };

/** ts_rank's weights for D, C, B, A: text 1, traits 2, codes 5, name 10, as FTS5's bm25 columns. */
const FIELD_WEIGHTS = sql.raw(`'{0.1, 0.2, 0.5, 1.0}'::float4[]`);

/** Rows per INSERT: 10 parameters a row, far below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 1000;

export class PostgresSearchIndex implements SearchIndex {
  readonly syntax = TSQUERY_SYNTAX;
  readonly #queries: BackofficeQueries;

  constructor(queries: BackofficeQueries) {
    this.#queries = queries;
  }

  async replace(transaction: BackofficeQueries, documents: readonly IndexedDocument[]): Promise<void> {
    await sql`DELETE FROM search_document`.execute(transaction);
    await this.#insert(transaction, documents);
  }

  async update(transaction: BackofficeQueries, removed: readonly IndexedDocument[], added: readonly IndexedDocument[]): Promise<void> {
    if (removed.length > 0) await sql`DELETE FROM search_document WHERE id IN (${sql.join(removed.map((document) => document.row))})`.execute(transaction);
    await this.#insert(transaction, added);
  }

  /** The documents in the rows the writer numbered them (the identity gives ids to rows added otherwise). */
  async #insert(transaction: BackofficeQueries, documents: readonly IndexedDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += ROWS_PER_INSERT) {
      const rows = documents.slice(start, start + ROWS_PER_INSERT).map(
        (document) =>
          sql`(${document.row}, ${document.kind}, ${document.refId}, ${document.siteId}, ${document.planId}, ${document.lang},
            setweight(to_tsvector('simple', ${document.title}), 'A') || setweight(to_tsvector('simple', ${document.codes}), 'B')
            || setweight(to_tsvector('simple', ${document.traits}), 'C') || setweight(to_tsvector('simple', ${document.body}), 'D'))`,
      );
      await sql`INSERT INTO search_document (id, kind, ref_id, site_id, sales_plan_id, lang, words) OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows)}`.execute(transaction);
    }
  }

  async totals(scope: SearchScope, planned: PlannedQuery): Promise<Map<SearchGroupName, number>> {
    const { rows } = await sql<{ kind: SearchGroupName; total: number }>`
      SELECT kind, count(*) AS total FROM search_document
      WHERE ${inScope(scope)} AND words @@ to_tsquery('simple', ${planned.full})
      GROUP BY kind`.execute(this.#queries);
    return new Map(rows.map((row) => [row.kind, row.total]));
  }

  async ranked(scope: SearchScope, planned: PlannedQuery, limit: number | null, offset: number): Promise<number[]> {
    const { rows } = await sql<{ ref_id: number }>`
      SELECT ref_id FROM search_document, to_tsquery('simple', ${planned.full}) AS found
      WHERE ${inScope(scope)} AND words @@ found
      ORDER BY CASE
        WHEN words @@ to_tsquery('simple', ${planned.exact}) THEN 0
        WHEN words @@ to_tsquery('simple', ${planned.prefix}) THEN 1
        ELSE 2 END,
      ts_rank(${FIELD_WEIGHTS}, words, found, 1) DESC, ref_id
      LIMIT ${limit} OFFSET ${offset}`.execute(this.#queries);
    return rows.map((row) => row.ref_id);
  }
}

function inScope(scope: SearchScope) {
  const kind = scope.kind === null ? sql`` : sql` AND kind = ${scope.kind}`;
  return sql`site_id = ${scope.siteId} AND lang = ${scope.lang} AND sales_plan_id IN (${scope.planId}, ${EVERY_PLAN})${kind}`;
}
