/** Discount codes and carriers of the demo shop. */
import { measureSpacing } from './typography.ts';

export interface SeedDiscount {
  code: string;
  description: string;
  amount: number;
  unit: '%' | 'currency';
  /** A free item reference added to the cart with the discount. */
  freeItemReference?: string;
  target?: 'pro' | 'part';
}

export const discounts: SeedDiscount[] = (
  [
    { code: 'WELCOME10', description: '10 % off your first order', amount: 10, unit: '%' },
    { code: 'PRO15', description: '15 % off for professional accounts', amount: 15, unit: '%', target: 'pro' },
    { code: 'SPRING5', description: '£5 off your order', amount: 5, unit: 'currency', target: 'part' },
    { code: 'FREETUBE', description: 'A free Ready-to-Use Filler with your order', amount: 0, unit: 'currency', freeItemReference: 'TUB-R-015', target: 'part' },
  ] satisfies SeedDiscount[]
).map((discount) => ({ ...discount, description: measureSpacing(discount.description) }));

export interface SeedCarrier {
  code: string;
  label: string;
  baseCost: number;
  costPerKg: number;
  freeFrom: number | null;
}

export const carriers: SeedCarrier[] = (
  [
    { code: 'standard', label: 'Standard delivery (3–5 days)', baseCost: 6.9, costPerKg: 0.12, freeFrom: 150 },
    { code: 'express', label: 'Express delivery (24–48 h)', baseCost: 14.9, costPerKg: 0.2, freeFrom: null },
    { code: 'pickup', label: 'Pick up in store', baseCost: 0, costPerKg: 0, freeFrom: null },
  ] satisfies SeedCarrier[]
).map((carrier) => ({ ...carrier, label: measureSpacing(carrier.label) }));
