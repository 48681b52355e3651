import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $cartPending, orderAgainRequested } from './model.ts';

export interface OrderAgainButtonProps {
  readonly orderId: number;
  /** The order's number, which names the button. */
  readonly number: string;
}

/**
 * "Order again" (spec §4): the order's lines go to a new cart. An island of the orders' table
 * (decision 199), woken when idle: it shows whether the cart is busy (shared state).
 */
export function OrderAgainButton({ orderId, number }: OrderAgainButtonProps) {
  const intl = useIntl();
  const [orderAgain, pending] = useUnit([orderAgainRequested, $cartPending]);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={pending}
      aria-label={intl.formatMessage({ id: 'orders.orderAgain.label' }, { number })}
      onClick={() => orderAgain({ orderId })}
    >
      <FormattedMessage id="orders.orderAgain" />
    </button>
  );
}
