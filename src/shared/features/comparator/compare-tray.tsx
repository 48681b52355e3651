import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../app/link.tsx';
import { Picture } from '../app/picture.tsx';
import { findingMessages } from '../../kernel/i18n/en/finding.ts';
import { compareTrayProducts } from './compare-tray-products.ts';
import { $compareLimit, $comparedIds, comparatorCleared } from './model.ts';

/** The area the tray shows, provided above it by its slot (lazyWithMessages). */
export const messages = findingMessages;

/**
 * The compare tray (loaded with the first product chosen for comparison): the chosen products'
 * thumbnails in as many places as the limit allows, their count, the way to the comparator and
 * a button that empties the list. Docked at the bottom of the screen, above the phone toolbar.
 */
export default function CompareTray() {
  const intl = useIntl();
  const [ids, products, limit, opened, closed, clear] = useUnit([
    $comparedIds,
    compareTrayProducts.$products,
    $compareLimit,
    compareTrayProducts.pageOpened,
    compareTrayProducts.pageClosed,
    comparatorCleared,
  ]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  const freeSlots = Math.max(0, limit - ids.length);
  return (
    <section className="compare-tray" aria-label={intl.formatMessage({ id: 'compareTray.label' })}>
      <div className="compare-tray__inner">
        <ul className="compare-tray__slots">
          {ids.map((id) => {
            const product = products.find((candidate) => candidate.id === id);
            return (
              <li key={id} className="compare-tray__slot">
                {product && <Picture picture={product.cover} alt={product.name} slot="thumbnail" />}
              </li>
            );
          })}
          {Array.from({ length: freeSlots }, (_, index) => (
            <li key={`free-${index}`} className="compare-tray__slot compare-tray__slot--free">
              <span className="visually-hidden">
                <FormattedMessage id="compareTray.freeSlot" />
              </span>
            </li>
          ))}
        </ul>
        <p className="compare-tray__count" role="status">
          <FormattedMessage id="compareTray.count" values={{ count: ids.length, limit }} />
        </p>
        <button type="button" className="button button--secondary compare-tray__clear" onClick={() => clear()}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="icon">
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="compare-tray__clear-label">
            <FormattedMessage id="compareTray.clear" />
          </span>
        </button>
        <Link to={{ name: 'comparator' }} className="button compare-tray__go">
          <FormattedMessage id="compare.button" />
        </Link>
      </div>
    </section>
  );
}
