/**
 * Which index an engine searches (decision 188), and rebuilding it: the index is derived data,
 * read again whole from the catalogue and content after the rows it comes from change.
 */
import type { Engine } from '../db/database.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { Fts5SearchIndex } from './fts5-search-index.ts';
import { PostgresSearchIndex } from './postgres-search-index.ts';
import { searchCorpus } from './search-documents.ts';
import type { SearchIndex } from './search-index.ts';

/** Rows per INSERT of the vocabulary: 4 parameters a row, below both engines' limits. */
const TERMS_PER_INSERT = 1000;

export function searchIndexOf(engine: Engine, queries: BackofficeQueries): SearchIndex {
  return engine === 'postgres' ? new PostgresSearchIndex(queries) : new Fts5SearchIndex(queries);
}

/** Every document and the vocabulary of the corrections, replaced in one transaction. */
export async function rebuildSearchIndex(queries: BackofficeQueries, index: SearchIndex): Promise<void> {
  const corpus = await searchCorpus(queries);
  await queries.transaction().execute(async (transaction) => {
    await index.replace(transaction, corpus.documents);
    await transaction.deleteFrom('search_term').execute();
    for (let start = 0; start < corpus.terms.length; start += TERMS_PER_INSERT) {
      await transaction.insertInto('search_term').values(corpus.terms.slice(start, start + TERMS_PER_INSERT)).execute();
    }
  });
}
