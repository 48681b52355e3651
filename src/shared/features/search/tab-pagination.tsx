import { FormattedMessage, useIntl } from 'react-intl';
import { pageWindow } from '../../catalogue/pagination.tsx';
import { HrefLink } from './href-link.tsx';

interface TabPaginationProps {
  readonly page: number;
  readonly pageCount: number;
  /** The path of a page number with the tab's hash, so paging stays on the tab. */
  readonly hrefOf: (page: number) => string;
}

/** Page links of a results tab other than the default one: the route's page segment plus the hash. */
export function TabPagination({ page, pageCount, hrefOf }: TabPaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'listing.pagination' })}>
      <ul>
        {page > 1 && (
          <li>
            <HrefLink href={hrefOf(page - 1)} rel="prev">
              <FormattedMessage id="listing.previous" />
            </HrefLink>
          </li>
        )}
        {pageWindow(page, pageCount).map((number, index) => (
          <li key={number === 'gap' ? `gap-${index}` : number}>
            {number === 'gap' ? (
              <span aria-hidden="true">…</span>
            ) : (
              <HrefLink
                href={hrefOf(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'listing.pageNumber' }, { page: number })}
              >
                {number}
              </HrefLink>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <HrefLink href={hrefOf(page + 1)} rel="next">
              <FormattedMessage id="listing.next" />
            </HrefLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
