/** The checkout's state (spec §3 "Order state") and its steps. */

export const orderSteps = ['cart', 'delivery', 'payment', 'confirmation'] as const;
export type OrderStep = (typeof orderSteps)[number];

export type PaymentMethod = 'card' | 'transfer';

export interface OrderState {
  /** The placed order's id, once placed. */
  readonly orderId: number | null;
  /** Index in `orderSteps`; 0 is the cart. */
  readonly step: number;
  /** The carrier's code. */
  readonly selectedCarrier: string | null;
  readonly selectedShippingAddress: number | null;
  readonly selectedBillingAddress: number | null;
  /** The pick-up point chosen with a relay carrier. */
  readonly selectedRelay: string | null;
  readonly paymentBy: PaymentMethod | null;
  readonly phone: string | null;
}

export const initialOrder: OrderState = {
  orderId: null,
  step: 0,
  selectedCarrier: null,
  selectedShippingAddress: null,
  selectedBillingAddress: null,
  selectedRelay: null,
  paymentBy: null,
  phone: null,
};

export function stepIndex(step: OrderStep): number {
  return orderSteps.indexOf(step);
}

export function isOrderStep(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < orderSteps.length;
}
