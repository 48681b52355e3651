import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { $salesPlan } from '../../features/app/model.ts';
import { formatPrice, type AudiencePrice } from '../../kernel/format/price.ts';

/**
 * A price with its VAT label, "From" when the packs differ: the same words on the cards, the
 * product page's packs and the comparator (`audiencePrice` decides the amount and the label).
 */
export function AudiencePriceText({ price }: { readonly price: AudiencePrice }) {
  const intl = useIntl();
  const salesPlan = useUnit($salesPlan);
  const amount = formatPrice(price.amount, { locale: intl.locale, forceDecimals: true, currencySymbol: salesPlan?.currency.symbol });
  return (
    <FormattedMessage
      id="price.audience"
      values={{ from: price.from ? 'yes' : 'no', amount: <strong className="price__amount">{amount}</strong>, tax: price.taxIncluded ? 'included' : 'excluded' }}
    />
  );
}
