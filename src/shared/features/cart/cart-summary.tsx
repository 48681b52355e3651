import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../kernel/format/price.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { $salesPlan } from '../app/model.ts';
import { FreeShippingNotice } from './free-shipping-notice.tsx';
import { $cart, $cartItemsCount } from './model.ts';

/**
 * The visitor's cart in brief (there is no cart screen, spec §1): its lines, total, discount,
 * shipping estimate and the amount from which delivery is free. Restored after hydration, so the
 * server shows it empty.
 */
export function CartSummary() {
  const [cart, count, plan] = useUnit([$cart, $cartItemsCount, $salesPlan]);
  const { locale } = useIntl();
  const price = (amount: number) => formatPrice(amount, { locale, forceDecimals: true, currencySymbol: plan?.currency.symbol });
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">
        <FormattedMessage id="account.cart" />
      </h2>
      {cart.products.length === 0 ? (
        <FormattedMessage id="account.cart.empty" tagName="p" />
      ) : (
        <>
          <p className="cart-summary__count">
            <FormattedMessage id="account.cart.items" values={{ count }} />
          </p>
          <ul className="cart-summary__lines">
            {cart.products.map((line) => (
              <li key={line.id}>
                <span>
                  {line.quantity} × <TitleWithMarks title={line.name} />
                </span>{' '}
                <span>{price(line.total_with_tax)}</span>
              </li>
            ))}
          </ul>
          <dl className="cart-summary__totals">
            {cart.discountAmount > 0 && (
              <div>
                <dt>
                  <FormattedMessage id="account.cart.discount" /> {cart.discountCode}
                </dt>
                <dd>−{price(cart.discountAmount)}</dd>
              </div>
            )}
            <div>
              <dt>
                <FormattedMessage id="account.cart.total" />
              </dt>
              <dd>{price(cart.allTotalWithTaxes - cart.discountAmount)}</dd>
            </div>
            {cart.shippingCosts !== null && (
              <div>
                <dt>
                  <FormattedMessage id="account.cart.shipping" />
                </dt>
                <dd>{price(cart.shippingCosts)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
      <FreeShippingNotice />
    </section>
  );
}
