import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { $comparedIds, productCompareToggled } from '../../features/comparator/model.ts';
import { $favoriteIds, favoriteToggled } from '../../features/favorites/model.ts';
import { HeartIcon } from '../../features/favorites/heart-icon.tsx';
import { Island } from '../../kernel/ui/island.tsx';

/**
 * The product page's secondary actions: add to (or remove from) the comparator and the
 * favourites (an island), then the page's own (quantity, technical sheet) given as children.
 */
export function ProductActions({ productId, children }: { readonly productId: number; readonly children?: ReactNode }) {
  return (
    <div className="product-actions">
      <Island name="product-switches" component={ProductSwitches} props={{ productId }} />
      {children}
    </div>
  );
}

/** The product page's compare and favourite switches. */
export function ProductSwitches({ productId }: { readonly productId: number }) {
  const [comparedIds, favoriteIds, toggleCompare, toggleFavorite] = useUnit([$comparedIds, $favoriteIds, productCompareToggled, favoriteToggled]);
  const compared = comparedIds.includes(productId);
  const favorite = favoriteIds.includes(productId);
  return (
    <>
      <button type="button" className="button button--secondary" aria-pressed={compared} onClick={() => toggleCompare(productId)}>
        <FormattedMessage id={compared ? 'product.compared' : 'product.compare'} />
      </button>
      <button type="button" className="button button--secondary" aria-pressed={favorite} onClick={() => toggleFavorite(productId)}>
        <HeartIcon filled={favorite} />
        <FormattedMessage id={favorite ? 'product.favorite' : 'product.addFavorite'} />
      </button>
    </>
  );
}
