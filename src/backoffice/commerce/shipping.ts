import type { Db } from '../db/open-database.ts';
import type { PricedCart } from './cart-store.ts';

interface CarrierRow {
  code: string;
  label: string;
  base_cost: number;
  cost_per_kg: number;
  free_from: number | null;
}

export function carriers(db: Db, siteId: number): CarrierRow[] {
  return db.prepare('SELECT code, label, base_cost, cost_per_kg, free_from FROM carrier WHERE site_id = ? ORDER BY base_cost').all(siteId) as CarrierRow[];
}

/** Cost per carrier code: a base plus a price per kg, free above the carrier's threshold. */
export function shippingCosts(db: Db, siteId: number, priced: PricedCart): Record<string, number> {
  const costs: Record<string, number> = {};
  for (const carrier of carriers(db, siteId)) {
    const free = carrier.free_from !== null && priced.cart.discounted_amount >= carrier.free_from;
    costs[carrier.code] = free ? 0 : Math.round((carrier.base_cost + carrier.cost_per_kg * priced.weightKg) * 100) / 100;
  }
  return costs;
}
