import { ProductCard, type ProductCardData } from '../../catalogue/product-card.tsx';
import { FavoriteToggle } from '../favorites/favorite-toggle.tsx';
import { CompareToggle } from './compare-toggle.tsx';

/** Product cards of a finding listing, each with its compare and favourite switches. */
export function ListingProductGrid({ products, eagerCount = 0 }: { readonly products: readonly ProductCardData[]; readonly eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
          <div className="product-card__actions">
            <CompareToggle productId={product.id} name={product.name} />
            <FavoriteToggle productId={product.id} name={product.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
