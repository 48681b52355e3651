/**
 * Which index an engine searches (decision 188), and writing it (decision 200): the index is
 * derived data, read whole from the catalogue and content by a rebuild; a product published
 * replaces that product's documents alone, and the words of the vocabulary they change.
 *
 * Updating in place needs what was written last: the documents (a contentless FTS5 table takes a
 * row out only given its words) and the vocabulary's counts. A back office keeps them as an
 * `IndexedCatalogue`, good for the version of the index it wrote; when the version in the
 * database is another (an import, another back office), it rebuilds instead.
 */
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import type { Engine } from '../db/database.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { Fts5SearchIndex } from './fts5-search-index.ts';
import { PostgresSearchIndex } from './postgres-search-index.ts';
import { PRODUCT_KINDS, Vocabulary, indexedDocument, searchSources, type SearchTerm, type SourceDocument } from './search-documents.ts';
import type { IndexedDocument, SearchIndex } from './search-index.ts';

/** Rows per INSERT of the vocabulary: 4 parameters a row, below both engines' limits. */
const TERMS_PER_INSERT = 1000;

export function searchIndexOf(engine: Engine, queries: BackofficeQueries): SearchIndex {
  return engine === 'postgres' ? new PostgresSearchIndex(queries) : new Fts5SearchIndex(queries);
}

/** A document as written, in the row it was given. */
interface WrittenDocument {
  readonly source: SourceDocument;
  readonly row: number;
}

/** What one writer put in the index: good while the index's version is `version`. */
export interface IndexedCatalogue {
  readonly version: number;
  /** Each product's documents, by product id; the other kinds are only ever rebuilt. */
  readonly products: ReadonlyMap<number, readonly WrittenDocument[]>;
  readonly vocabulary: Vocabulary;
  readonly lastRow: number;
}

const indexed = ({ source, row }: WrittenDocument): IndexedDocument => ({ ...indexedDocument(source), row });

/**
 * Adds one to the index's version, first in the transaction: the row's lock makes writers of the
 * index take turns on both engines, so that the later one's documents are kept whole.
 */
async function nextVersion(transaction: BackofficeQueries): Promise<number> {
  const { rows } = await sql<{ version: number }>`UPDATE search_version SET version = version + 1 WHERE id = 1 RETURNING version`.execute(transaction);
  return Number(rows[0]!.version);
}

/** Every document and the vocabulary of the corrections, replaced in one transaction. */
export async function rebuildSearchIndex(queries: BackofficeQueries, index: SearchIndex): Promise<IndexedCatalogue> {
  const sources = await searchSources(queries);
  const written = sources.map((source, position) => ({ source, row: position + 1 }));
  const vocabulary = new Vocabulary();
  for (const source of sources) vocabulary.count(source, 1);
  const terms = vocabulary.terms();
  const version = await queries.transaction().execute(async (transaction) => {
    const version = await nextVersion(transaction);
    await index.replace(transaction, written.map(indexed));
    await transaction.deleteFrom('search_term').execute();
    for (let start = 0; start < terms.length; start += TERMS_PER_INSERT) {
      await transaction.insertInto('search_term').values(terms.slice(start, start + TERMS_PER_INSERT)).execute();
    }
    return version;
  });
  const products = new Map<number, WrittenDocument[]>();
  for (const document of written) {
    if (!PRODUCT_KINDS.includes(document.source.kind)) continue;
    const ofProduct = products.get(document.source.refId);
    if (ofProduct === undefined) products.set(document.source.refId, [document]);
    else ofProduct.push(document);
  }
  return { version, products, vocabulary, lastRow: written.length };
}

/**
 * One product's documents replaced as it now is (none when withdrawn) and the vocabulary's words
 * they change; `undefined` when the index is not the one `catalogue` describes (nothing written:
 * the caller rebuilds). The catalogue given is spent: its vocabulary is the returned one's.
 */
export async function reindexProduct(queries: BackofficeQueries, index: SearchIndex, catalogue: IndexedCatalogue, productId: number): Promise<IndexedCatalogue | undefined> {
  const sources = await searchSources(queries, productId);
  const removed = catalogue.products.get(productId) ?? [];
  // A publication sent again as it was writes nothing: FTS5 would store its documents' words in a
  // new segment each time, an index growing with every identical save.
  if (isDeepStrictEqual(sources, removed.map(({ source }) => source))) return catalogue;
  const added = sources.map((source, position) => ({ source, row: catalogue.lastRow + position + 1 }));
  const { vocabulary } = catalogue;
  const touched = new Map<string, Set<string>>();
  const count = (documents: readonly WrittenDocument[], by: 1 | -1) => {
    for (const { source } of documents) {
      let terms = touched.get(source.lang);
      if (terms === undefined) touched.set(source.lang, (terms = new Set()));
      for (const term of vocabulary.count(source, by)) terms.add(term);
    }
  };
  count(removed, -1);
  count(added, 1);
  const changed: SearchTerm[] = [];
  const gone: { lang: string; term: string }[] = [];
  for (const [lang, terms] of touched) {
    for (const term of terms) {
      const now = vocabulary.term(lang, term);
      if (now === undefined) gone.push({ lang, term });
      else changed.push(now);
    }
  }
  const version = await queries.transaction().execute(async (transaction) => {
    const version = await nextVersion(transaction);
    if (version !== catalogue.version + 1) return undefined;
    await index.update(transaction, removed.map(indexed), added.map(indexed));
    for (const { lang, term } of gone) await transaction.deleteFrom('search_term').where('lang', '=', lang).where('term', '=', term).execute();
    for (let start = 0; start < changed.length; start += TERMS_PER_INSERT) {
      await transaction
        .insertInto('search_term')
        .values(changed.slice(start, start + TERMS_PER_INSERT))
        .onConflict((conflict) => conflict.columns(['lang', 'term']).doUpdateSet((eb) => ({ surface: eb.ref('excluded.surface'), occurrences: eb.ref('excluded.occurrences') })))
        .execute();
    }
    return version;
  });
  if (version === undefined) return undefined;
  const products = new Map(catalogue.products);
  if (added.length > 0) products.set(productId, added);
  else products.delete(productId);
  return { version, products, vocabulary, lastRow: catalogue.lastRow + added.length };
}
