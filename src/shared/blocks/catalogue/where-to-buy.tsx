import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../../features/app/link.tsx';
import { $target } from '../../features/app/model.ts';

/**
 * A product page's one main action: where the visitor's audience buys it. The store locator
 * follows the target segment of the link, so it lists the places serving that audience first:
 * DIY stores for consumers, builders' merchants and distributors for professionals.
 */
export function WhereToBuy() {
  const target = useUnit($target);
  return (
    <Link to={{ name: 'store-locator' }} className="button product__buy">
      <FormattedMessage id={target === 'part' ? 'product.whereToBuy' : 'product.findDistributor'} />
    </Link>
  );
}
