import { randomBytes } from 'node:crypto';
import type { Cart, CartDiscounts, CartLine, CartLineInput, CartSession, SalesPlan } from '../../shared/kernel/api/contract.ts';
import { sql } from 'kysely';
import type { ProductRepository } from '../catalogue/product-repository.ts';
import type { BackofficeQueries } from '../db/schema.ts';
import { invalid, notFound } from '../refusal.ts';
import type { SiteDirectory } from '../settings/site-directory.ts';

/** A cart token is valid 3 days after its last change (spec §9). */
export const CART_VALIDITY_DAYS = 3;
const MAX_QUANTITY = 999;

interface CartRow {
  token: string;
  site_id: number;
  sales_plan_id: number;
  discount_code: string | null;
  expires_at: string;
}

interface DiscountRow {
  code: string;
  description: string;
  amount: number;
  unit: '%' | 'currency';
  free_item_id: number | null;
  target: 'pro' | 'part' | null;
}

/** The site a cart belongs to and the language its lines are named in. */
export interface CartScope {
  siteId: number;
  lang: string;
}

export interface PricedCart {
  row: CartRow;
  plan: SalesPlan;
  cart: Cart;
  weightKg: number;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Server carts: every change is committed before the answer; prices come from the cart's plan.
 * A change runs in one transaction, and everything it reads runs in that transaction too (on
 * SQLite's one connection, a read outside it would wait for it to end).
 */
export class CartStore {
  readonly #queries: BackofficeQueries;
  readonly #products: ProductRepository;
  readonly #sites: SiteDirectory;

  constructor(queries: BackofficeQueries, products: ProductRepository, sites: SiteDirectory) {
    this.#queries = queries;
    this.#products = products;
    this.#sites = sites;
  }

  /** Adds quantities to the cart named by `token`, or to a new cart when it is absent or expired. */
  add(scope: CartScope, plan: SalesPlan, token: string | undefined, list: CartLineInput[], now: Date): Promise<CartSession> {
    return this.#queries.transaction().execute(async (transaction) => {
      const existing = token === undefined ? undefined : await this.#find(transaction, scope.siteId, token, now);
      const row = existing ?? (await this.#create(transaction, scope.siteId, plan, now));
      const cartPlan = this.#sites.planById(row.sales_plan_id)!.plan;
      const errors: Record<string, string> = {};
      for (const [index, line] of list.entries()) {
        if (line.element_type !== 'product') errors[`list.${index}.element_type`] = "The element_type must be 'product'.";
        else if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) errors[`list.${index}.quantity`] = 'The quantity must have a value of 1 or greater.';
        else if ((await this.#products.pricedItem(cartPlan, line.element_id, scope.lang, transaction)) === undefined) errors[`list.${index}.element_id`] = 'This product is not sold in this sales plan.';
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);
      for (const line of list) {
        await transaction
          .insertInto('cart_line')
          .values((eb) => ({
            cart_token: row.token,
            item_id: line.element_id,
            quantity: line.quantity,
            position: eb.selectFrom('cart_line').select((count) => count.fn.countAll<number>().as('lines')).where('cart_token', '=', row.token),
          }))
          .onConflict((conflict) =>
            conflict.columns(['cart_token', 'item_id']).doUpdateSet({
              // The stored row by its table's name, the new one as `excluded`: the same on both engines.
              quantity: sql<number>`CASE WHEN cart_line.quantity + excluded.quantity > ${MAX_QUANTITY} THEN ${MAX_QUANTITY} ELSE cart_line.quantity + excluded.quantity END`,
            }),
          )
          .execute();
      }
      return this.#touch(transaction, row, now, scope.lang);
    });
  }

  async get(scope: CartScope, token: string, now: Date): Promise<CartSession> {
    const row = await this.#require(this.#queries, scope.siteId, token, now);
    return this.#session(await this.price(this.#queries, row, scope.lang));
  }

  removeItem(scope: CartScope, token: string, itemId: number, now: Date): Promise<CartSession> {
    return this.#queries.transaction().execute(async (transaction) => {
      const row = await this.#require(transaction, scope.siteId, token, now);
      const removed = await transaction.deleteFrom('cart_line').where('cart_token', '=', token).where('item_id', '=', itemId).executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw notFound('Cart line');
      return this.#touch(transaction, row, now, scope.lang);
    });
  }

  applyDiscount(scope: CartScope, token: string, code: string, now: Date): Promise<CartSession> {
    return this.#queries.transaction().execute(async (transaction) => {
      const row = await this.#require(transaction, scope.siteId, token, now);
      const plan = this.#sites.planById(row.sales_plan_id)!.plan;
      const discount = await this.#discount(transaction, scope.siteId, code);
      if (discount === undefined || (discount.target !== null && discount.target !== plan.target)) {
        throw invalid({ code: 'This discount code is not valid.' });
      }
      await transaction.updateTable('cart').set({ discount_code: discount.code }).where('token', '=', token).execute();
      return this.#touch(transaction, { ...row, discount_code: discount.code }, now, scope.lang);
    });
  }

  removeDiscount(scope: CartScope, token: string, now: Date): Promise<CartSession> {
    return this.#queries.transaction().execute(async (transaction) => {
      const row = await this.#require(transaction, scope.siteId, token, now);
      await transaction.updateTable('cart').set({ discount_code: null }).where('token', '=', token).execute();
      return this.#touch(transaction, { ...row, discount_code: null }, now, scope.lang);
    });
  }

  /**
   * Marks the cart as ordered, in the order's transaction: its token no longer answers. Only one
   * of two orders racing for one cart closes it; the other is answered as for a cart that is gone.
   */
  async close(transaction: BackofficeQueries, siteId: number, token: string): Promise<void> {
    const closed = await transaction.updateTable('cart').set({ ordered: 1 }).where('token', '=', token).where('site_id', '=', siteId).where('ordered', '=', 0).executeTakeFirst();
    if (closed.numUpdatedRows === 0n) throw notFound('Cart');
  }

  async priced(reader: BackofficeQueries, scope: CartScope, token: string, now: Date): Promise<PricedCart> {
    return this.price(reader, await this.#require(reader, scope.siteId, token, now), scope.lang);
  }

  /** The cart priced in its plan, its lines named in `lang`. */
  async price(reader: BackofficeQueries, row: CartRow, lang: string): Promise<PricedCart> {
    const plan = this.#sites.planById(row.sales_plan_id)!.plan;
    const rows = await reader.selectFrom('cart_line').select(['item_id', 'quantity']).where('cart_token', '=', row.token).orderBy('position').orderBy('item_id').execute();
    const list: CartLine[] = [];
    let weightKg = 0;
    let net = 0;
    for (const line of rows) {
      const item = await this.#products.pricedItem(plan, line.item_id, lang, reader);
      if (item === undefined) continue;
      net += item.price * line.quantity;
      weightKg += item.pack_size * line.quantity;
      list.push({
        id: line.item_id,
        element_id: line.item_id,
        element_type: 'product',
        product_id: item.product_id,
        name: `${item.name} ${item.label}`,
        reference: item.reference,
        quantity: line.quantity,
        price: item.price,
        price_with_tax: item.price_with_tax,
        total_with_tax: round(item.price_with_tax * line.quantity),
        weight_kg: item.pack_size,
      });
    }
    const ttc = round(list.reduce((sum, line) => sum + line.total_with_tax, 0));
    const discounts: CartDiscounts = {};
    let discountAmount = 0;
    const discount = row.discount_code === null ? undefined : await this.#discount(reader, row.site_id, row.discount_code);
    if (discount !== undefined && list.length > 0) {
      if (discount.amount > 0) {
        discountAmount = round(Math.min(ttc, discount.unit === '%' ? (ttc * discount.amount) / 100 : discount.amount));
        discounts.cart_discount = { description: discount.description, amount: discount.amount, unit: discount.unit, code: discount.code };
      }
      const free = discount.free_item_id === null ? undefined : await this.#products.pricedItem(plan, discount.free_item_id, lang, reader);
      if (free !== undefined) {
        discounts.free_product = { description: discount.description, code: discount.code };
        list.push({
          id: free.id,
          element_id: free.id,
          element_type: 'product',
          product_id: free.product_id,
          name: `${free.name} ${free.label}`,
          reference: free.reference,
          quantity: 1,
          price: 0,
          price_with_tax: 0,
          total_with_tax: 0,
          weight_kg: free.pack_size,
        });
        weightKg += free.pack_size;
      }
    }
    return {
      row,
      plan,
      weightKg,
      cart: { list, amount: { ttc, tax: round(ttc - net) }, discounted_amount: round(ttc - discountAmount), discounts },
    };
  }

  async #discount(reader: BackofficeQueries, siteId: number, code: string): Promise<DiscountRow | undefined> {
    const row = await reader.selectFrom('discount').selectAll().where('site_id', '=', siteId).where('code', '=', code.trim()).executeTakeFirst();
    return row as DiscountRow | undefined;
  }

  #find(reader: BackofficeQueries, siteId: number, token: string, now: Date): Promise<CartRow | undefined> {
    return reader
      .selectFrom('cart')
      .select(['token', 'site_id', 'sales_plan_id', 'discount_code', 'expires_at'])
      .where('token', '=', token)
      .where('site_id', '=', siteId)
      .where('ordered', '=', 0)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
  }

  async #require(reader: BackofficeQueries, siteId: number, token: string, now: Date): Promise<CartRow> {
    const row = await this.#find(reader, siteId, token, now);
    if (row === undefined) throw notFound('Cart');
    return row;
  }

  async #create(transaction: BackofficeQueries, siteId: number, plan: SalesPlan, now: Date): Promise<CartRow> {
    const row: CartRow = { token: randomBytes(24).toString('base64url'), site_id: siteId, sales_plan_id: plan.id, discount_code: null, expires_at: this.#expiry(now) };
    await transaction.insertInto('cart').values({ token: row.token, site_id: row.site_id, sales_plan_id: row.sales_plan_id, expires_at: row.expires_at }).execute();
    return row;
  }

  async #touch(transaction: BackofficeQueries, row: CartRow, now: Date, lang: string): Promise<CartSession> {
    const expiresAt = this.#expiry(now);
    await transaction.updateTable('cart').set({ expires_at: expiresAt }).where('token', '=', row.token).execute();
    return this.#session(await this.price(transaction, { ...row, expires_at: expiresAt }, lang));
  }

  #expiry(now: Date): string {
    return new Date(now.getTime() + CART_VALIDITY_DAYS * 86_400_000).toISOString();
  }

  #session(priced: PricedCart): CartSession {
    return { token: priced.row.token, token_validity: priced.row.expires_at, cart: priced.cart };
  }
}
