/**
 * A product page's own quantity calculator: loaded apart from the page (its code and the
 * calculator's texts are not in the page's first load), rendered by the server all the same.
 */
import { servicesMessages } from '../../i18n/en/services.ts';
import { WithMessages } from '../../i18n/with-messages.tsx';
import type { CalculatorProduct } from './calculator-product.ts';
import { emptyInputs } from './calculator-query.ts';
import { QuantityCalculator } from './quantity-calculator.tsx';

export function ProductQuantity({ product, action }: { readonly product: CalculatorProduct; readonly action: string }) {
  return (
    <WithMessages messages={servicesMessages}>
      <QuantityCalculator products={[product]} initial={{ ...emptyInputs, product: product.slug }} action={action} embedded />
    </WithMessages>
  );
}
