import type { CartLineInput } from '../../shared/api/contract.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { CartStore } from '../commerce/cart-store.ts';
import type { OrderStore } from '../commerce/order-store.ts';
import { shippingCosts } from '../commerce/shipping.ts';
import { BodyReader } from '../http/body-reader.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { invalid, notFound } from '../http/http-error.ts';
import { requirePlan } from '../http/scope.ts';
import type { Services } from '../services.ts';

type Names =
  | 'POST /cart'
  | 'GET /cart'
  | 'DELETE /cart/product'
  | 'GET /cart/shipping'
  | 'POST /cart/discount'
  | 'DELETE /cart/discount'
  | 'POST /order'
  | 'GET /order'
  | 'GET /order/:id';

const MAX_LINES = 100;

export function cartRoutes(services: Services, carts: CartStore, orders: OrderStore, accounts: AccountStore): HandlerGroup<Names> {
  return {
    'POST /cart': ({ body, scope }) => {
      const form = new BodyReader(body);
      const token = form.string('cart_token', { max: 100 });
      const list = form.raw('list');
      const valid = Array.isArray(list) && list.length > 0 && list.length <= MAX_LINES && list.every((line) => typeof line === 'object' && line !== null && Number.isInteger(line.element_id));
      if (!valid) form.error('list', 'Please fill in the list field.');
      form.done();
      return carts.add(scope.site.id, requirePlan(scope), token, list as CartLineInput[], services.now());
    },
    'GET /cart': ({ query, scope }) => carts.get(scope.site.id, query.requiredString('cart_token'), services.now()),
    'DELETE /cart/product': ({ query, scope }) =>
      carts.removeItem(scope.site.id, query.requiredString('cart_token'), query.requiredInt('element_id', { min: 1 }), services.now()),
    'GET /cart/shipping': ({ query, scope }) =>
      shippingCosts(services.db, scope.site.id, carts.priced(scope.site.id, query.requiredString('cart_token'), services.now())),
    'POST /cart/discount': ({ body, scope }) => {
      const form = new BodyReader(body);
      const token = form.string('cart_token', { required: true, max: 100 });
      const code = form.string('code', { required: true, max: 50 });
      form.done();
      return carts.applyDiscount(scope.site.id, token, code, services.now());
    },
    'DELETE /cart/discount': ({ query, scope }) => carts.removeDiscount(scope.site.id, query.requiredString('cart_token'), services.now()),
    'POST /order': ({ body, scope, customer }) => {
      const form = new BodyReader(body);
      const token = form.string('cart_token', { required: true, max: 100 });
      const carrier = form.string('carrier', { max: 50 });
      if (carrier === undefined) form.error('carrier', 'Please choose a delivery method.');
      const shippingId = form.int('shipping_address_id');
      const billingId = form.int('billing_address_id');
      const shippingAddress = shippingId === undefined ? undefined : accounts.address(customer!.id, shippingId);
      const billingAddress = billingId === undefined ? undefined : accounts.address(customer!.id, billingId);
      if (shippingAddress === undefined) form.error('shipping_address_id', 'Please select a delivery address.');
      if (billingAddress === undefined) form.error('billing_address_id', 'Please select a billing address.');
      const payment = form.raw('payment');
      if (payment !== 'card' && payment !== 'transfer') form.error('payment', 'Please select a payment method.');
      if (form.raw('accept_terms') !== true) form.error('accept_terms', 'You must accept the general conditions of sale.');
      form.done();
      const now = services.now();
      return services.db.transaction(() => {
        const priced = carts.priced(scope.site.id, token, now);
        if (priced.cart.list.length === 0) throw invalid({ cart_token: 'The cart is empty.' });
        const costs = shippingCosts(services.db, scope.site.id, priced);
        const shippingCost = costs[carrier!];
        if (shippingCost === undefined) throw invalid({ carrier: 'Please choose a delivery method.' });
        const id = orders.create({
          customerId: customer!.id,
          siteId: scope.site.id,
          priced,
          carrier: carrier!,
          shippingCost,
          payment: payment as 'card' | 'transfer',
          shippingAddress: shippingAddress!,
          billingAddress: billingAddress!,
          now,
        });
        carts.close(token);
        return orders.get(customer!.id, id)!;
      })();
    },
    'GET /order': ({ customer }) => {
      const items = orders.list(customer!.id);
      return { items, total: items.length };
    },
    'GET /order/:id': ({ params, customer }) => {
      const order = /^\d+$/.test(params.id!) ? orders.get(customer!.id, Number(params.id)) : undefined;
      if (order === undefined) throw notFound('Order');
      return order;
    },
  };
}
