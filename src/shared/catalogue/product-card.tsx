import type { ProductSummary } from '../api/entities/catalogue.ts';
import { Link } from '../app/link.tsx';

/** A product in a listing: its 240×240 visual, name and reference, linking to its page. */
export function ProductCard({ product }: { readonly product: ProductSummary }) {
  return (
    <article className="product-card">
      <Link to={{ name: 'product', params: { slug: product.slug } }} className="product-card__link">
        <picture>
          <source srcSet={product.cover.webp} type="image/webp" />
          <img src={product.cover.url} alt={product.cover.alt} width={240} height={240} loading="lazy" />
        </picture>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <p className="product-card__reference">{product.reference}</p>
    </article>
  );
}

export function ProductGrid({ products }: { readonly products: readonly ProductSummary[] }) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
