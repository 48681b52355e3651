/** Carts, lines and orders as the back office answers them. */
import type { Cart, CartLine, CartSession, Order, OrderLine } from '../../../src/shared/kernel/api/entities/commerce.ts';

export function cartLine(id: number, quantity: number, priceWithTax: number): CartLine {
  return {
    id,
    element_id: id,
    element_type: 'product',
    product_id: id * 10,
    name: `Product ${id}`,
    reference: `REF-${id}`,
    quantity,
    price: Math.round((priceWithTax / 1.2) * 100) / 100,
    price_with_tax: priceWithTax,
    total_with_tax: Math.round(priceWithTax * quantity * 100) / 100,
    weight_kg: 5,
  };
}

export function serverCart(list: CartLine[], discounts: Cart['discounts'] = {}, discount = 0): Cart {
  const ttc = Math.round(list.reduce((sum, line) => sum + line.total_with_tax, 0) * 100) / 100;
  return { list, amount: { ttc, tax: Math.round((ttc / 6) * 100) / 100 }, discounted_amount: Math.round((ttc - discount) * 100) / 100, discounts };
}

export function session(token: string, cart: Cart): CartSession {
  return { token, token_validity: '2030-01-01T00:00:00.000Z', cart };
}

export function orderLine(elementId: number, quantity: number, priceWithTax: number): OrderLine {
  return { id: elementId, element_id: elementId, product_id: elementId * 10, name: `Product ${elementId}`, reference: `REF-${elementId}`, quantity, price_with_tax: priceWithTax };
}

export function order(id: number, list: OrderLine[]): Order {
  const address = { id: 1, label: 'Home', firstname: 'Jane', lastname: 'Doe', address: '1 Main St', zipcode: '75001', city: 'Paris', country_iso: 'FR', phone: null };
  return {
    id,
    number: `WEB-${String(id).padStart(6, '0')}`,
    canal: 'web',
    date: '2026-01-02T10:00:00.000Z',
    items_count: list.reduce((count, line) => count + line.quantity, 0),
    status: 'paid',
    total_with_tax: 100,
    carrier: 'standard',
    shipping_cost: 6.9,
    discount_amount: 0,
    payment: 'card',
    shipping_address: address,
    billing_address: address,
    list,
  };
}
