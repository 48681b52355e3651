import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Notice } from '../../kernel/api/entities/content.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../../kernel/api/query-limits.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import { Link } from '../../features/app/link.tsx';
import { useHref, usePage } from '../../features/app/router-context.tsx';
import { Pagination } from '../catalogue/pagination.tsx';
import { DocumentCard, languageName } from './document-card.tsx';
import { libraryFields, offeredFilters, searchField, searchSuffix, type LibraryFilterKey, type LibraryOptions } from './document-library.ts';

/** A document library's page as its loader gives it. */
export interface DocumentLibraryData {
  /** The documents of the page on view. */
  readonly documents: readonly Notice[];
  /** How many documents the search and filters keep, over every page. */
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** The filters the address chose, each checked against the options. */
  readonly filters: readonly Filter[];
  /** The searched words; '' for none. */
  readonly text: string;
  /** The filter form's options; null for a list too short to need a form. */
  readonly options: LibraryOptions | null;
}

type LibraryRoute = 'downloads' | 'technical-documentation';

const filterMessages: Readonly<Record<LibraryFilterKey, { readonly label: string; readonly all: string }>> = {
  RANGE: { label: 'documents.filter.range', all: 'documents.filter.range.all' },
  PRODUCT: { label: 'documents.filter.product', all: 'documents.filter.product.all' },
  TYPES: { label: 'documents.filter.type', all: 'documents.filter.type.all' },
  LANG: { label: 'documents.filter.language', all: 'documents.filter.language.all' },
};

interface SearchFormProps {
  readonly route: LibraryRoute;
  readonly options: LibraryOptions;
  readonly filters: readonly Filter[];
  readonly text: string;
}

/**
 * The search field and the filters as one GET form: without JavaScript the browser sends its
 * fields as a query, which the server answers with the library's address (document-library.ts);
 * with it, the list changes in place, as a listing's filter links do: the browser's client sends
 * the form and swaps in the screen the redirect names (src/client/islands/screen-swap.ts). The form
 * is a static part: it ships no code of its own.
 */
function SearchForm({ route, options, filters, text }: SearchFormProps) {
  const intl = useIntl();
  const id = useId();
  const href = useHref();
  const offered = offeredFilters(options, filters);
  const chosen = (key: LibraryFilterKey) => filters.find((filter) => filter.key === key)?.values ?? [];
  const labelOf = (key: LibraryFilterKey, value: string) => {
    const label = options[key].find((option) => option.value === value)?.label ?? value;
    return key === 'LANG' ? languageName(intl, label) : label;
  };

  return (
    <form role="search" method="get" action={href({ name: route })} className="library-search" aria-label={intl.formatMessage({ id: 'documents.search.region' })}>
      <div className="field library-search__text">
        <label htmlFor={`${id}-${searchField}`} className="field__label">
          <FormattedMessage id="documents.search.field" />
        </label>
        <input id={`${id}-${searchField}`} type="search" name={searchField} defaultValue={text} maxLength={SEARCH_TEXT_MAX_LENGTH} autoComplete="off" enterKeyHint="search" />
      </div>
      {offered.map((key) => {
        const values = chosen(key);
        const several = values.length > 1 ? values.join(',') : null;
        return (
          <div key={key} className="field library-search__filter">
            <label htmlFor={`${id}-${key}`} className="field__label">
              <FormattedMessage id={filterMessages[key].label} />
            </label>
            <select id={`${id}-${key}`} name={libraryFields[key]} defaultValue={several ?? values[0] ?? ''}>
              <option value="">{intl.formatMessage({ id: filterMessages[key].all })}</option>
              {/* An address may choose several values of one filter (a link of decision 074): they stay one choice here. */}
              {several !== null && <option value={several}>{intl.formatList(values.map((value) => labelOf(key, value)))}</option>}
              {options[key].map((option) => (
                <option key={option.value} value={option.value}>
                  {labelOf(key, option.value)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div className="library-search__actions">
        <button type="submit" className="button">
          <FormattedMessage id="documents.search.submit" />
        </button>
        {(filters.length > 0 || text !== '') && (
          <Link to={{ name: route }} className="button button--tertiary">
            <FormattedMessage id="documents.search.clear" />
          </Link>
        )}
      </div>
    </form>
  );
}

/**
 * A section's documents as a grid of cards, with the search form (for a list long enough to need
 * one), the count, an empty state and pages. The same for the downloads and the technical
 * documentation.
 */
export function DocumentLibrary({ route, data }: { readonly route: LibraryRoute; readonly data: DocumentLibraryData }) {
  const { documents, total, page, pageCount, filters, text, options } = data;
  const { url } = usePage();
  const countId = useId();
  return (
    <>
      {/* Its fields start from the address again after each navigation. */}
      {options && <SearchForm key={url} route={route} options={options} filters={filters} text={text} />}
      <p id={countId} className="library__count" role="status">
        <FormattedMessage id={text === '' ? 'documents.count' : 'documents.count.search'} values={{ count: total, text }} />
      </p>
      {total === 0 ? (
        <div className="library__empty">
          <p className="library__empty-title">
            <FormattedMessage id="documents.empty.title" />
          </p>
          <p>
            <FormattedMessage id="documents.empty.hint" />
          </p>
          <Link to={{ name: route }} className="button">
            <FormattedMessage id="documents.empty.all" />
          </Link>
        </div>
      ) : (
        <ul className="document-grid" aria-labelledby={countId}>
          {documents.map((document) => (
            <DocumentCard key={document.id} document={document} />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} locationOf={(number) => ({ name: route, filters, page: number })} search={searchSuffix(text)} />
    </>
  );
}
