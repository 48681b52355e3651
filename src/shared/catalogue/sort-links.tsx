import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductOrder } from '../api/contract.ts';
import { Link } from '../app/link.tsx';
import type { RouteLocation } from '../routing/router.ts';
import type { Filter } from '../routing/segments.ts';
import { productOrders, sortOf, withSort } from './filter-segments.ts';

interface SortLinksProps {
  readonly filters: readonly Filter[];
  readonly locationOf: (filters: readonly Filter[]) => RouteLocation;
}

/** The listing's sort orders, as links (the ORDER segment). */
export function SortLinks({ filters, locationOf }: SortLinksProps) {
  const intl = useIntl();
  const current = sortOf(filters);
  return (
    <nav className="sort-links" aria-label={intl.formatMessage({ id: 'listing.sort' })}>
      <span className="sort-links__label">
        <FormattedMessage id="listing.sort" />
      </span>
      <ul>
        {productOrders.map((order: ProductOrder) => (
          <li key={order}>
            <Link to={locationOf(withSort(filters, order))} rel="nofollow" aria-current={order === current ? 'true' : undefined}>
              <FormattedMessage id={`listing.order.${order}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
