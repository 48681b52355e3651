import type { ProductPage, ProductSummary } from '../api/entities/catalogue.ts';
import { Link } from '../app/link.tsx';
import { Picture, pictureSizes } from './picture.tsx';
import { TitleWithMarks } from '../format/registered-mark.tsx';

/** What a card shows: loaders keep only this, since loader data is written into the page. */
export type ProductCardData = Pick<ProductSummary, 'id' | 'slug' | 'name' | 'reference' | 'category_name' | 'cover'>;

export interface ProductCardPage {
  readonly items: readonly ProductCardData[];
  readonly total: number;
}

export function toProductCards(page: ProductPage): ProductCardPage {
  return {
    items: page.items.map(({ id, slug, name, reference, category_name, cover }) => ({ id, slug, name, reference, category_name, cover })),
    total: page.total,
  };
}

interface ProductCardProps {
  readonly product: ProductCardData;
  /** Cards of the first row are above the fold: their visuals load at once. */
  readonly eager?: boolean;
}

/** A product in a listing: its 240×240 visual, name, range and reference, linking to its page. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  return (
    <article className="product-card">
      <Picture picture={product.cover} alt="" {...pictureSizes.card} eager={eager} className="product-card__visual" />
      {product.category_name && <p className="product-card__range">{product.category_name}</p>}
      <h3 className="product-card__name">
        <Link to={{ name: 'product', params: { slug: product.slug } }} className="product-card__link">
          <TitleWithMarks title={product.name} />
        </Link>
      </h3>
      <p className="product-card__reference">{product.reference}</p>
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 0 }: { readonly products: readonly ProductCardData[]; readonly eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
