import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Setting } from '../../kernel/api/entities/site.ts';
import { $salesPlan, $settings } from '../app/model.ts';
import { settingValue } from '../../kernel/data/settings.ts';
import { formatPrice, priceAmount } from '../../kernel/format/price.ts';

/** The back-office setting holding the order amount from which delivery is free. */
export const FREE_SHIPPING_SETTING = 'free_shipping_threshold';

/** The free-shipping amount, or undefined when the back office sets none (or not a positive amount). */
export function freeShippingThreshold(settings: readonly Setting[]): number | undefined {
  const value = settingValue(settings, FREE_SHIPPING_SETTING);
  const amount = value === undefined ? undefined : priceAmount(value);
  return amount !== undefined && amount > 0 ? amount : undefined;
}

/**
 * "Free delivery from 150 £" (spec §9), in the current sales plan's currency; nothing without an
 * amount. Shown with the cart, the one place of the site where delivery is paid for.
 */
export function FreeShippingNotice() {
  const [settings, salesPlan] = useUnit([$settings, $salesPlan]);
  const { locale } = useIntl();
  const threshold = freeShippingThreshold(settings);
  if (threshold === undefined) return null;
  const amount = formatPrice(threshold, { locale, currencySymbol: salesPlan?.currency.symbol });
  return (
    <p className="cart-summary__free-shipping">
      <FormattedMessage id="account.cart.freeShipping" values={{ amount }} />
    </p>
  );
}
