import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../features/app/link.tsx';
import type { RouteLocation } from '../../kernel/routing/router.ts';

interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  /** The location of a page number (the page segment, decisions §1). */
  readonly locationOf: (page: number) => RouteLocation;
  /** Kept on every page link, e.g. the results tab the pages belong to. */
  readonly hash?: string;
  /** Kept on every page link too: a query the route's path does not carry (a library's searched words). */
  readonly search?: string;
}

/** Page numbers around the current one, with the first and the last always reachable. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    if (number === 1 || number === pageCount || Math.abs(number - page) <= radius) pages.push(number);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({ page, pageCount, locationOf, hash = '', search = '' }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'listing.pagination' })}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={locationOf(page - 1)} search={search} hash={hash} rel="prev">
              <FormattedMessage id="listing.previous" />
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((number, index) => (
          <li key={number === 'gap' ? `gap-${index}` : number}>
            {number === 'gap' ? (
              <span aria-hidden="true">…</span>
            ) : (
              <Link
                to={locationOf(number)}
                search={search} hash={hash}
                aria-current={number === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'listing.pageNumber' }, { page: number })}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={locationOf(page + 1)} search={search} hash={hash} rel="next">
              <FormattedMessage id="listing.next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
