import { useId, type CSSProperties, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '../../features/app/link.tsx';
import { $target } from '../../features/app/model.ts';
import { CompareToggle } from '../../features/comparator/compare-toggle.tsx';
import { FavoriteToggle } from '../../features/favorites/favorite-toggle.tsx';
import { audiencePrice } from '../../kernel/format/price.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { cardCharacteristicsFor } from '../../kernel/data/audience-characteristics.ts';
import { Picture } from '../../features/app/picture.tsx';
import type { ProductCardData } from '../../kernel/data/product-card-data.ts';
import { AudiencePriceText } from './audience-price.tsx';
import { Island } from '../../kernel/ui/island.tsx';

interface ProductCardProps {
  readonly product: ProductCardData;
  /** Its visual is the page's priority picture (the first card of a listing). */
  readonly priority?: boolean;
  /** What the product is to this page (a companion's step): the card's first line of text, and its link's description. */
  readonly label?: ReactNode;
}

/**
 * A product in any listing: its visual, range, name, reference, what tells it apart, its price
 * as the audience pays it, and its compare and favourite switches. The name's link covers the
 * whole card; the switches are buttons beside it, above that cover, never inside the link.
 */
export function ProductCard({ product, priority, label }: ProductCardProps) {
  const labelId = useId();
  const target = useUnit($target);
  const traits = cardCharacteristicsFor(target, product.caracteristics);
  const price = audiencePrice(target, product.price);
  return (
    <article className="product-card">
      <Picture picture={product.cover} alt="" slot="card" priority={priority} className="product-card__visual" />
      {label && (
        <p className="product-card__label" id={labelId}>
          {label}
        </p>
      )}
      {product.category_name && <p className="product-card__range">{product.category_name}</p>}
      <h3 className="product-card__name">
        <Link to={{ name: 'product', params: { slug: product.slug } }} className="product-card__link" aria-describedby={label ? labelId : undefined}>
          <TitleWithMarks title={product.name} />
        </Link>
      </h3>
      <p className="product-card__reference">{product.reference}</p>
      {traits.length > 0 && (
        <dl className="product-card__traits">
          {traits.map((trait) => (
            <div key={trait.technical_name} className="product-card__trait">
              <dt>{trait.label}</dt>
              <dd>{trait.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {price && (
        <p className="product-card__price">
          <AudiencePriceText price={price} />
        </p>
      )}
      <Island name="card-actions" component={ProductCardActions} props={{ productId: product.id, name: product.name }} />
    </article>
  );
}

/** A card's switches, its island: compare and favourite, named after the product. */
export function ProductCardActions({ productId, name }: { readonly productId: number; readonly name: string }) {
  return (
    <div className="product-card__actions">
      <CompareToggle productId={productId} name={name} />
      <FavoriteToggle productId={productId} name={name} />
    </div>
  );
}

/** The widest grid the cards fit (13 rem each) and the narrower ones the layout steps down to. */
const gridWidths = [5, 4, 3] as const;

/**
 * How many columns a grid of `count` cards uses where `widest` fit: of that and one fewer, the
 * one that fills its last row best without leaving a card alone on it; two fewer only when
 * both would leave one alone.
 */
export function gridColumns(count: number, widest: number): number {
  if (count <= widest) return widest;
  const emptyPlaces = (columns: number) => (columns - (count % columns)) % columns;
  const leavesOneAlone = (columns: number) => count % columns === 1;
  const fitting = [widest, widest - 1].filter((columns) => columns === widest || columns >= 3).filter((columns) => !leavesOneAlone(columns));
  if (fitting.length > 0) return fitting.reduce((best, columns) => (emptyPlaces(columns) < emptyPlaces(best) ? columns : best));
  const narrower = widest - 2;
  return narrower >= 3 && !leavesOneAlone(narrower) ? narrower : widest;
}

interface ProductGridProps<Product extends ProductCardData> {
  readonly products: readonly Product[];
  readonly priority?: boolean;
  /** Each card's label (see ProductCard). */
  readonly labelOf?: (product: Product) => ReactNode;
}

/**
 * Product cards in rows of equal height. The columns are decided here from the count, for each
 * width the grid may have (its container picks one in CSS), so the server renders them right.
 */
export function ProductGrid<Product extends ProductCardData>({ products, priority, labelOf }: ProductGridProps<Product>) {
  const columns = Object.fromEntries(gridWidths.map((widest) => [`--columns-${widest}`, gridColumns(products.length, widest)])) as CSSProperties;
  return (
    <div className="product-grid-box">
      <ul className="product-grid" style={columns}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={priority && index === 0} label={labelOf?.(product)} />
          </li>
        ))}
      </ul>
      <span className="parsed-end" hidden />
    </div>
  );
}
