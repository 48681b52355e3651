/** Customer accounts, addresses, carts, orders and form submissions. */

export interface Customer {
  id: number;
  email: string;
  civility: string | null;
  firstname: string;
  lastname: string;
  phone: string | null;
  company: string | null;
  siret: string | null;
  country_iso: string | null;
  created_at: string;
}

export interface AuthSession {
  token: string;
  expires_at: string;
  user: Customer;
}

export interface Address {
  id: number;
  label: string;
  firstname: string;
  lastname: string;
  address: string;
  zipcode: string;
  city: string;
  country_iso: string;
  phone: string | null;
}

export interface CartLine {
  id: number;
  element_id: number;
  element_type: 'product';
  product_id: number;
  name: string;
  reference: string;
  quantity: number;
  price: number;
  price_with_tax: number;
  total_with_tax: number;
  weight_kg: number;
}

export interface CartDiscounts {
  cart_discount?: { description: string; amount: number; unit: '%' | 'currency'; code: string };
  free_product?: { description: string; code: string };
}

export interface Cart {
  list: CartLine[];
  amount: { ttc: number; tax: number };
  discounted_amount: number;
  discounts: CartDiscounts;
}

export interface CartSession {
  token: string;
  token_validity: string;
  cart: Cart;
}

export interface CartLineInput {
  element_id: number;
  element_type: 'product';
  quantity: number;
}

export interface OrderLine {
  id: number;
  element_id: number;
  product_id: number;
  name: string;
  reference: string;
  quantity: number;
  price_with_tax: number;
}

export interface OrderSummary {
  id: number;
  number: string;
  canal: string;
  date: string;
  items_count: number;
  status: string;
  total_with_tax: number;
}

export interface Order extends OrderSummary {
  carrier: string;
  shipping_cost: number;
  discount_amount: number;
  payment: string;
  shipping_address: Address;
  billing_address: Address;
  list: OrderLine[];
}

export interface SubmissionReceipt {
  id: number;
  created_at: string;
}

/** What the back office stores a form's submission under, one per form endpoint. */
export const submissionResources = ['contact', 'construction-starts', 'application', 'training-inscription', 'wishlist', 'landing'] as const;
export type SubmissionResource = (typeof submissionResources)[number];

export interface StoredSubmission extends SubmissionReceipt {
  resource: SubmissionResource;
  site_id: number;
  body: Record<string, unknown>;
}
