/**
 * A product page's own quantity calculator: loaded apart from the page (its code and the
 * calculator's texts are not in the page's first load), rendered by the server all the same.
 */
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import type { CalculatorProduct } from './calculator-product.ts';
import { emptyInputs } from './calculator-query.ts';
import { QuantityCalculator } from './quantity-calculator.tsx';

/** The area the calculator shows, provided above it by the product page (lazyWithMessages). */
export const messages = servicesMessages;

export default function ProductQuantity({ product, action }: { readonly product: CalculatorProduct; readonly action: string }) {
  return <QuantityCalculator products={[product]} initial={{ ...emptyInputs, product: product.slug }} action={action} embedded />;
}
