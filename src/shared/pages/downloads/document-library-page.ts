/**
 * What the downloads and the technical documentation have in common: a section of the back
 * office's documents, read as a library (blocks/documents, decision 194).
 */
import type { NoticeSection } from '../../kernel/api/entities/content.ts';
import { PageResponse } from '../../kernel/data/page-response.ts';
import type { RouteMatch } from '../../kernel/routing/router.ts';
import type { DocumentLibraryData } from '../../blocks/documents/document-library-view.tsx';
import { filterDocuments, inLanguageFirst, libraryOptions, pageOf, readLibraryRequest, SEARCHABLE_FROM } from '../../blocks/documents/document-library.ts';
import type { LoaderArgs } from '../page-module.ts';

/** One call for the whole section (kept by the catalogue cache), then the address's filters, words and page. */
export async function loadDocumentLibrary(section: NoticeSection, { api, match, request }: LoaderArgs): Promise<DocumentLibraryData> {
  const all = inLanguageFirst((await api.call('GET /notice', { query: { section } })).items, match.locale.code);
  const options = libraryOptions(all, match.locale.code);
  const read = readLibraryRequest({ path: request.path, query: request.query, filters: match.filters, page: match.page }, options);
  if (read.kind === 'not-found') throw PageResponse.notFound();
  if (read.kind === 'redirect') throw PageResponse.redirect(read.location, 303);
  const { filters, text, page } = read.query;
  const matching = filterDocuments(all, read.query);
  const { items, pageCount } = pageOf(matching, page);
  if (page > pageCount) throw PageResponse.notFound();
  const searching = filters.length > 0 || text !== '';
  return { documents: items, total: matching.length, page, pageCount, filters, text, options: all.length >= SEARCHABLE_FROM || searching ? options : null };
}

/** A page of the library chosen by filters or words is a search, not a page to index. */
export function searchIsNotIndexed(match: RouteMatch, data: DocumentLibraryData | undefined): { indexable?: false } {
  return match.filters.length > 0 || (data?.text ?? '') !== '' ? { indexable: false } : {};
}
