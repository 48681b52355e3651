import type { Address, Order, OrderSummary } from '../../shared/kernel/api/contract.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import type { PricedCart } from './cart-store.ts';

export interface NewOrder {
  customerId: number;
  siteId: number;
  priced: PricedCart;
  carrier: string;
  shippingCost: number;
  payment: 'card' | 'transfer';
  shippingAddress: Address;
  billingAddress: Address;
  now: Date;
}

export class OrderStore {
  readonly #queries: BackofficeQueries;

  constructor(queries: BackofficeQueries) {
    this.#queries = queries;
  }

  /**
   * Called inside the caller's transaction, with the cart closed in the same commit. The number
   * is made from the id the database gives, so two back offices never give one number twice.
   */
  async create(transaction: BackofficeQueries, order: NewOrder): Promise<number> {
    const { cart } = order.priced;
    const discount = Math.round((cart.amount.ttc - cart.discounted_amount) * 100) / 100;
    const { id } = await transaction
      .insertInto('customer_order')
      .values({
        number: 'pending',
        customer_id: order.customerId,
        site_id: order.siteId,
        sales_plan_id: order.priced.plan.id,
        canal: 'web',
        status: order.payment === 'card' ? 'paid' : 'awaiting_payment',
        created_at: order.now.toISOString(),
        carrier: order.carrier,
        payment: order.payment,
        shipping_cost: order.shippingCost,
        discount_amount: discount,
        total_with_tax: Math.round((cart.discounted_amount + order.shippingCost) * 100) / 100,
        shipping_address: JSON.stringify(order.shippingAddress),
        billing_address: JSON.stringify(order.billingAddress),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await transaction.updateTable('customer_order').set({ number: `WEB-${String(id).padStart(6, '0')}` }).where('id', '=', id).execute();
    if (cart.list.length > 0) {
      await transaction
        .insertInto('order_line')
        .values(cart.list.map((entry) => ({ order_id: id, item_id: entry.element_id, product_id: entry.product_id, name: entry.name, reference: entry.reference, quantity: entry.quantity, price_with_tax: entry.price_with_tax })))
        .execute();
    }
    return id;
  }

  async list(customerId: number, reader: BackofficeQueries = this.#queries): Promise<OrderSummary[]> {
    const rows = await this.#orders(reader).where('o.customer_id', '=', customerId).orderBy('o.id', 'desc').execute();
    return rows.map((row) => this.#summary(row));
  }

  async get(customerId: number, id: number, reader: BackofficeQueries = this.#queries): Promise<Order | undefined> {
    const row = await this.#orders(reader).where('o.customer_id', '=', customerId).where('o.id', '=', id).executeTakeFirst();
    if (row === undefined) return undefined;
    const lines = await reader
      .selectFrom('order_line')
      .select(['id', 'item_id as element_id', 'product_id', 'name', 'reference', 'quantity', 'price_with_tax'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    return {
      ...this.#summary(row),
      carrier: row.carrier,
      shipping_cost: row.shipping_cost,
      discount_amount: row.discount_amount,
      payment: row.payment,
      shipping_address: JSON.parse(row.shipping_address) as Address,
      billing_address: JSON.parse(row.billing_address) as Address,
      list: lines,
    };
  }

  /** Orders with how many packs each holds. */
  #orders(reader: BackofficeQueries) {
    return reader
      .selectFrom('customer_order as o')
      .selectAll('o')
      .select((eb) =>
        eb
          .selectFrom('order_line')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('quantity'), inner.lit(0)).as('count'))
          .whereRef('order_line.order_id', '=', 'o.id')
          .as('items_count'),
      );
  }

  #summary(row: { id: number; number: string; canal: string; created_at: string; items_count: number | null; status: string; total_with_tax: number }): OrderSummary {
    return { id: row.id, number: row.number, canal: row.canal, date: row.created_at, items_count: Number(row.items_count ?? 0), status: row.status, total_with_tax: row.total_with_tax };
  }
}
