import { randomBytes } from 'node:crypto';
import type { Cart, CartDiscounts, CartLine, CartLineInput, CartSession, SalesPlan } from '../../shared/kernel/api/contract.ts';
import type { ProductRepository } from '../catalogue/product-repository.ts';
import type { Db } from '../db/open-database.ts';
import { invalid, notFound } from '../http/http-error.ts';
import type { SiteDirectory } from '../http/scope.ts';

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

/** Server carts: every change is committed before the answer; prices come from the cart's plan. */
export class CartStore {
  readonly #db: Db;
  readonly #products: ProductRepository;
  readonly #sites: SiteDirectory;

  constructor(db: Db, products: ProductRepository, sites: SiteDirectory) {
    this.#db = db;
    this.#products = products;
    this.#sites = sites;
  }

  /** Adds quantities to the cart named by `token`, or to a new cart when it is absent or expired. */
  add(scope: CartScope, plan: SalesPlan, token: string | undefined, list: CartLineInput[], now: Date): CartSession {
    return this.#db.transaction(() => {
      const existing = token === undefined ? undefined : this.#find(scope.siteId, token, now);
      const row = existing ?? this.#create(scope.siteId, plan, now);
      const cartPlan = this.#sites.planById(row.sales_plan_id)!.plan;
      const errors: Record<string, string> = {};
      list.forEach((line, index) => {
        if (line.element_type !== 'product') errors[`list.${index}.element_type`] = "The element_type must be 'product'.";
        else if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) errors[`list.${index}.quantity`] = 'The quantity must have a value of 1 or greater.';
        else if (this.#products.pricedItem(cartPlan, line.element_id, scope.lang) === undefined) errors[`list.${index}.element_id`] = 'This product is not sold in this sales plan.';
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const upsert = this.#db.prepare(
        `INSERT INTO cart_line (cart_token, item_id, quantity, position)
         VALUES (@token, @item, @quantity, (SELECT count(*) FROM cart_line WHERE cart_token = @token))
         ON CONFLICT (cart_token, item_id) DO UPDATE SET quantity = min(${MAX_QUANTITY}, quantity + excluded.quantity)`,
      );
      for (const line of list) upsert.run({ token: row.token, item: line.element_id, quantity: line.quantity });
      return this.#touch(row, now, scope.lang);
    })();
  }

  get(scope: CartScope, token: string, now: Date): CartSession {
    const row = this.#require(scope.siteId, token, now);
    return this.#session(this.price(row, scope.lang));
  }

  removeItem(scope: CartScope, token: string, itemId: number, now: Date): CartSession {
    return this.#db.transaction(() => {
      const row = this.#require(scope.siteId, token, now);
      const removed = this.#db.prepare('DELETE FROM cart_line WHERE cart_token = ? AND item_id = ?').run(token, itemId).changes;
      if (removed === 0) throw notFound('Cart line');
      return this.#touch(row, now, scope.lang);
    })();
  }

  applyDiscount(scope: CartScope, token: string, code: string, now: Date): CartSession {
    return this.#db.transaction(() => {
      const row = this.#require(scope.siteId, token, now);
      const plan = this.#sites.planById(row.sales_plan_id)!.plan;
      const discount = this.#discount(scope.siteId, code);
      if (discount === undefined || (discount.target !== null && discount.target !== plan.target)) {
        throw invalid({ code: 'This discount code is not valid.' });
      }
      this.#db.prepare('UPDATE cart SET discount_code = ? WHERE token = ?').run(discount.code, token);
      return this.#touch({ ...row, discount_code: discount.code }, now, scope.lang);
    })();
  }

  removeDiscount(scope: CartScope, token: string, now: Date): CartSession {
    return this.#db.transaction(() => {
      const row = this.#require(scope.siteId, token, now);
      this.#db.prepare('UPDATE cart SET discount_code = NULL WHERE token = ?').run(token);
      return this.#touch({ ...row, discount_code: null }, now, scope.lang);
    })();
  }

  /** Marks the cart as ordered: its token no longer answers. */
  close(token: string): void {
    this.#db.prepare('UPDATE cart SET ordered = 1 WHERE token = ?').run(token);
  }

  priced(scope: CartScope, token: string, now: Date): PricedCart {
    return this.price(this.#require(scope.siteId, token, now), scope.lang);
  }

  /** The cart priced in its plan, its lines named in `lang`. */
  price(row: CartRow, lang: string): PricedCart {
    const plan = this.#sites.planById(row.sales_plan_id)!.plan;
    const rows = this.#db.prepare('SELECT item_id, quantity FROM cart_line WHERE cart_token = ? ORDER BY position').all(row.token) as {
      item_id: number;
      quantity: number;
    }[];
    const list: CartLine[] = [];
    let weightKg = 0;
    let net = 0;
    for (const line of rows) {
      const item = this.#products.pricedItem(plan, line.item_id, lang);
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
    const discount = row.discount_code === null ? undefined : this.#discount(row.site_id, row.discount_code);
    if (discount !== undefined && list.length > 0) {
      if (discount.amount > 0) {
        discountAmount = round(Math.min(ttc, discount.unit === '%' ? (ttc * discount.amount) / 100 : discount.amount));
        discounts.cart_discount = { description: discount.description, amount: discount.amount, unit: discount.unit, code: discount.code };
      }
      const free = discount.free_item_id === null ? undefined : this.#products.pricedItem(plan, discount.free_item_id, lang);
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

  #discount(siteId: number, code: string): DiscountRow | undefined {
    return this.#db.prepare('SELECT * FROM discount WHERE site_id = ? AND code = ?').get(siteId, code.trim()) as DiscountRow | undefined;
  }

  #find(siteId: number, token: string, now: Date): CartRow | undefined {
    return this.#db
      .prepare('SELECT token, site_id, sales_plan_id, discount_code, expires_at FROM cart WHERE token = ? AND site_id = ? AND ordered = 0 AND expires_at > ?')
      .get(token, siteId, now.toISOString()) as CartRow | undefined;
  }

  #require(siteId: number, token: string, now: Date): CartRow {
    const row = this.#find(siteId, token, now);
    if (row === undefined) throw notFound('Cart');
    return row;
  }

  #create(siteId: number, plan: SalesPlan, now: Date): CartRow {
    const row: CartRow = { token: randomBytes(24).toString('base64url'), site_id: siteId, sales_plan_id: plan.id, discount_code: null, expires_at: this.#expiry(now) };
    this.#db.prepare('INSERT INTO cart (token, site_id, sales_plan_id, expires_at) VALUES (@token, @site_id, @sales_plan_id, @expires_at)').run(row);
    return row;
  }

  #touch(row: CartRow, now: Date, lang: string): CartSession {
    const expiresAt = this.#expiry(now);
    this.#db.prepare('UPDATE cart SET expires_at = ? WHERE token = ?').run(expiresAt, row.token);
    return this.#session(this.price({ ...row, expires_at: expiresAt }, lang));
  }

  #expiry(now: Date): string {
    return new Date(now.getTime() + CART_VALIDITY_DAYS * 86_400_000).toISOString();
  }

  #session(priced: PricedCart): CartSession {
    return { token: priced.row.token, token_validity: priced.row.expires_at, cart: priced.cart };
  }
}
