import type { ReactNode } from 'react';
import { Link } from '../../app/link.tsx';
import { calculatorQuery } from './calculator-query.ts';

/** A link to the quantity calculator with the product already chosen (for product pages). */
export function CalculatorLink({ productSlug, className, children }: { readonly productSlug: string; readonly className?: string; readonly children: ReactNode }) {
  return (
    <Link to={{ name: 'quantity-calculator' }} search={calculatorQuery(productSlug)} {...(className ? { className } : {})}>
      {children}
    </Link>
  );
}
