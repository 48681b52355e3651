import { FormattedMessage } from 'react-intl';
import type { CompanionProduct } from '../../kernel/api/entities/catalogue.ts';
import { ProductGrid } from './product-card.tsx';

/**
 * The products to use with this one, from the back office: the listings' product cards, in the
 * same grid, each labelled with the step it takes (read with its link).
 */
export function UseWith({ companions }: { readonly companions: readonly CompanionProduct[] }) {
  if (companions.length === 0) return null;
  return (
    <section className="product__section" aria-labelledby="use-with-heading">
      <h2 id="use-with-heading">
        <FormattedMessage id="product.useWith" />
      </h2>
      <ProductGrid products={companions} labelOf={(companion) => <FormattedMessage id="product.useWith.role" values={{ role: companion.role }} />} />
    </section>
  );
}
