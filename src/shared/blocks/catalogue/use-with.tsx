import { FormattedMessage } from 'react-intl';
import type { CompanionProduct } from '../../kernel/api/entities/catalogue.ts';
import { ProductCard } from './product-card.tsx';

/** The products to use with this one, from the back office, each under the step it takes. */
export function UseWith({ companions }: { readonly companions: readonly CompanionProduct[] }) {
  if (companions.length === 0) return null;
  return (
    <section className="product__section" aria-labelledby="use-with-heading">
      <h2 id="use-with-heading">
        <FormattedMessage id="product.useWith" />
      </h2>
      <ul className="product-grid use-with">
        {companions.map((companion) => (
          <li key={companion.id}>
            <p className="use-with__role">
              <FormattedMessage id="product.useWith.role" values={{ role: companion.role }} />
            </p>
            <ProductCard product={companion} />
          </li>
        ))}
      </ul>
      <span className="parsed-end" hidden />
    </section>
  );
}
