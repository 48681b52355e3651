import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../../features/app/link.tsx';
import { $comparedCount } from '../../features/comparator/model.ts';
import { $hasFavorites } from '../../features/favorites/model.ts';
import { HeartIcon } from '../../features/favorites/heart-icon.tsx';

/** The bottom toolbar of small screens (spec §2): compare with its count, favourites, contact. */
export function MobileToolbar() {
  const intl = useIntl();
  const [comparedCount, hasFavorites] = useUnit([$comparedCount, $hasFavorites]);
  return (
    <nav className="mobile-toolbar" aria-label={intl.formatMessage({ id: 'a11y.toolbar' })}>
      <Link to={{ name: 'comparator' }} className="mobile-toolbar__item">
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="icon">
          <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <FormattedMessage id="toolbar.compare" />
        <span className="badge" aria-hidden="true">
          {comparedCount}
        </span>
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="toolbar.compareCount" values={{ count: comparedCount }} />
        </span>
      </Link>
      <Link to={{ name: 'favorites' }} className="mobile-toolbar__item" data-filled={hasFavorites || undefined}>
        <HeartIcon filled={hasFavorites} />
        <FormattedMessage id="toolbar.favorites" />
      </Link>
      <Link to={{ name: 'contact' }} className="mobile-toolbar__item">
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="icon">
          <path d="M3 6h18v12H3zM3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <FormattedMessage id="toolbar.contact" />
      </Link>
    </nav>
  );
}
