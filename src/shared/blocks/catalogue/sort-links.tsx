import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductOrder } from '../../kernel/api/contract.ts';
import { Link } from '../../features/app/link.tsx';
import type { ListingLocation } from '../../features/listing-filters/filters-button.tsx';
import type { Filter } from '../../kernel/routing/segments.ts';
import { productOrders, sortOf, withSort } from '../../kernel/routing/filter-segments.ts';

interface SortLinksProps {
  readonly filters: readonly Filter[];
  readonly listing: ListingLocation;
}

/**
 * The listing's sort orders, as links (the ORDER segment), in a disclosure that names the current
 * one: one line on a phone, and it opens without scripts. A new order closes it (a new key). An
 * island (decision 199): leaving it or Escape closes it.
 */
export function SortLinks({ filters, listing }: SortLinksProps) {
  const intl = useIntl();
  const current = sortOf(filters);
  return (
    <details
      key={current}
      className="sort-links"
      // Leaving it (Tab or a tap elsewhere that takes the focus) closes it, as Escape does.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && event.currentTarget.open) {
          event.currentTarget.open = false;
          event.currentTarget.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="sort-links__summary">
        <svg className="sort-links__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sort-links__label">
          <FormattedMessage id="listing.sort" />
        </span>{' '}
        <FormattedMessage id={`listing.order.${current}`} />
      </summary>
      <nav aria-label={intl.formatMessage({ id: 'listing.sort' })}>
        <ul>
          {productOrders.map((order: ProductOrder) => (
            <li key={order}>
              <Link to={{ ...listing, filters: withSort(filters, order) }} rel="nofollow" aria-current={order === current ? 'true' : undefined}>
                <FormattedMessage id={`listing.order.${order}`} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
