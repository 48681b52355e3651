import type { Address, Order, OrderLine, OrderSummary } from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';
import type { PricedCart } from './cart-store.ts';

interface OrderRow {
  id: number;
  number: string;
  canal: string;
  status: string;
  created_at: string;
  carrier: string;
  payment: string;
  shipping_cost: number;
  discount_amount: number;
  total_with_tax: number;
  shipping_address: string;
  billing_address: string;
  items_count: number;
}

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

const ORDER_COLUMNS = `o.*, (SELECT coalesce(sum(quantity), 0) FROM order_line WHERE order_id = o.id) AS items_count`;

export class OrderStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Called inside the caller's transaction, with the cart closed in the same commit. */
  create(order: NewOrder): number {
    const { cart } = order.priced;
    const discount = Math.round((cart.amount.ttc - cart.discounted_amount) * 100) / 100;
    const result = this.#db
      .prepare(
        `INSERT INTO customer_order (number, customer_id, site_id, sales_plan_id, canal, status, created_at, carrier, payment,
           shipping_cost, discount_amount, total_with_tax, shipping_address, billing_address)
         VALUES ('pending', ?, ?, ?, 'web', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        order.customerId,
        order.siteId,
        order.priced.plan.id,
        order.payment === 'card' ? 'paid' : 'awaiting_payment',
        order.now.toISOString(),
        order.carrier,
        order.payment,
        order.shippingCost,
        discount,
        Math.round((cart.discounted_amount + order.shippingCost) * 100) / 100,
        JSON.stringify(order.shippingAddress),
        JSON.stringify(order.billingAddress),
      );
    const id = Number(result.lastInsertRowid);
    this.#db.prepare('UPDATE customer_order SET number = ? WHERE id = ?').run(`WEB-${String(id).padStart(6, '0')}`, id);
    const line = this.#db.prepare(
      'INSERT INTO order_line (order_id, item_id, product_id, name, reference, quantity, price_with_tax) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const entry of cart.list) line.run(id, entry.element_id, entry.product_id, entry.name, entry.reference, entry.quantity, entry.price_with_tax);
    return id;
  }

  list(customerId: number): OrderSummary[] {
    const rows = this.#db.prepare(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE customer_id = ? ORDER BY id DESC`).all(customerId) as OrderRow[];
    return rows.map((row) => this.#summary(row));
  }

  get(customerId: number, id: number): Order | undefined {
    const row = this.#db.prepare(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE customer_id = ? AND id = ?`).get(customerId, id) as OrderRow | undefined;
    if (row === undefined) return undefined;
    const lines = this.#db
      .prepare('SELECT id, item_id AS element_id, product_id, name, reference, quantity, price_with_tax FROM order_line WHERE order_id = ? ORDER BY id')
      .all(id) as OrderLine[];
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

  #summary(row: OrderRow): OrderSummary {
    return { id: row.id, number: row.number, canal: row.canal, date: row.created_at, items_count: row.items_count, status: row.status, total_with_tax: row.total_with_tax };
  }
}
