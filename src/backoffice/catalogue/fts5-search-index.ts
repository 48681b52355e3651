/**
 * The search on SQLite: an FTS5 table without a copy of the text (migration 7), one column per
 * field, and a `scope` column of tokens naming each row's site, plan and language ("s9p18fr") and
 * the same followed by its kind ("s9p18frproducts"), so FTS5 itself skips the rows of other
 * languages and plans. What each row is comes from `search_entry`, on the same rowid.
 */
import { sql } from 'kysely';
import type { SearchGroupName } from '../../shared/kernel/api/contract.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { EVERY_PLAN } from './search-documents.ts';
import type { IndexedDocument, SearchIndex, SearchScope } from './search-index.ts';
import { FTS5_SYNTAX, type PlannedQuery } from './search-query.ts';

/** Weights of the index's columns in bm25 (scope, title, codes, traits, body): name > reference > characteristics > description. */
const COLUMN_WEIGHTS = sql.raw('0, 10, 5, 2, 1');

/** Rows per INSERT, below SQLite's 32,766 parameters. */
const ROWS_PER_INSERT = 1000;

function scopeToken(siteId: number, planId: number, lang: string): string {
  return `s${siteId}p${planId}${lang.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}

/** A document's scope column: its site, plan and language, alone and followed by its kind. */
function scopeOf(document: IndexedDocument): string {
  const scope = scopeToken(document.siteId, document.planId, document.lang);
  return `${scope} ${scope}${document.kind}`;
}

/** Typed words match the text columns only; the scope tokens keep the rows of one site, plan (or every plan), language and kind. */
function scoped(expression: string, scope: SearchScope): string {
  const tokens = [scope.planId, EVERY_PLAN].map((planId) => `"${scopeToken(scope.siteId, planId, scope.lang)}${scope.kind ?? ''}"`).join(' OR ');
  return `{title codes traits body} : (${expression}) AND scope : (${tokens})`;
}

export class Fts5SearchIndex implements SearchIndex {
  readonly syntax = FTS5_SYNTAX;
  readonly #queries: BackofficeQueries;

  constructor(queries: BackofficeQueries) {
    this.#queries = queries;
  }

  async replace(transaction: BackofficeQueries, documents: readonly IndexedDocument[]): Promise<void> {
    await sql`INSERT INTO search_index (search_index) VALUES ('delete-all')`.execute(transaction);
    await sql`DELETE FROM search_entry`.execute(transaction);
    await this.#insert(transaction, documents);
  }

  async update(transaction: BackofficeQueries, removed: readonly IndexedDocument[], added: readonly IndexedDocument[]): Promise<void> {
    for (let start = 0; start < removed.length; start += ROWS_PER_INSERT) {
      const batch = removed.slice(start, start + ROWS_PER_INSERT);
      await sql`INSERT INTO search_index (search_index, rowid, scope, title, codes, traits, body) VALUES ${sql.join(batch.map((document) => sql`('delete', ${document.row}, ${scopeOf(document)}, ${document.title}, ${document.codes}, ${document.traits}, ${document.body})`))}`.execute(transaction);
      await sql`DELETE FROM search_entry WHERE id IN (${sql.join(batch.map((document) => document.row))})`.execute(transaction);
    }
    await this.#insert(transaction, added);
  }

  async #insert(transaction: BackofficeQueries, documents: readonly IndexedDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += ROWS_PER_INSERT) {
      const batch = documents.slice(start, start + ROWS_PER_INSERT);
      await sql`INSERT INTO search_entry (id, kind, ref_id) VALUES ${sql.join(batch.map((document) => sql`(${document.row}, ${document.kind}, ${document.refId})`))}`.execute(transaction);
      const rows = batch.map((document) => sql`(${document.row}, ${scopeOf(document)}, ${document.title}, ${document.codes}, ${document.traits}, ${document.body})`);
      await sql`INSERT INTO search_index (rowid, scope, title, codes, traits, body) VALUES ${sql.join(rows)}`.execute(transaction);
    }
  }

  async totals(scope: SearchScope, planned: PlannedQuery): Promise<Map<SearchGroupName, number>> {
    const { rows } = await sql<{ kind: SearchGroupName; total: number }>`
      SELECT entry.kind, count(*) AS total
      FROM search_index CROSS JOIN search_entry AS entry ON entry.id = search_index.rowid
      WHERE search_index MATCH ${scoped(planned.full, scope)}
      GROUP BY entry.kind`.execute(this.#queries);
    return new Map(rows.map((row) => [row.kind, row.total]));
  }

  async ranked(scope: SearchScope, planned: PlannedQuery, limit: number | null, offset: number): Promise<number[]> {
    const { rows } = await sql<{ ref_id: number }>`
      SELECT entry.ref_id
      FROM search_index CROSS JOIN search_entry AS entry ON entry.id = search_index.rowid
      WHERE search_index MATCH ${scoped(planned.full, scope)}
      ORDER BY CASE
        WHEN search_index.rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH ${scoped(planned.exact, scope)}) THEN 0
        WHEN search_index.rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH ${scoped(planned.prefix, scope)}) THEN 1
        ELSE 2 END,
      bm25(search_index, ${COLUMN_WEIGHTS}), entry.ref_id
      LIMIT ${limit ?? -1} OFFSET ${offset}`.execute(this.#queries);
    return rows.map((row) => row.ref_id);
  }
}
