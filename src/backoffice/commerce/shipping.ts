import type { BackofficeQueries } from '../db/schema.ts';
import type { PricedCart } from './cart-store.ts';

/** Cost per carrier code: a base plus a price per kg, free above the carrier's threshold. */
export async function shippingCosts(reader: BackofficeQueries, siteId: number, priced: PricedCart): Promise<Map<string, number>> {
  const carriers = await reader.selectFrom('carrier').select(['code', 'base_cost', 'cost_per_kg', 'free_from']).where('site_id', '=', siteId).orderBy('base_cost').execute();
  const costs = new Map<string, number>();
  for (const carrier of carriers) {
    const free = carrier.free_from !== null && priced.cart.discounted_amount >= carrier.free_from;
    costs.set(carrier.code, free ? 0 : Math.round((carrier.base_cost + carrier.cost_per_kg * priced.weightKg) * 100) / 100);
  }
  return costs;
}
