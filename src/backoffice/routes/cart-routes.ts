import { englishValidationTexts } from '../../shared/kernel/i18n/validation/en.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { CartScope, CartStore } from '../commerce/cart-store.ts';
import type { OrderStore } from '../commerce/order-store.ts';
import { shippingCosts } from '../commerce/shipping.ts';
import { BodyReader } from '../http/body-reader.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { invalid, notFound } from '../refusal.ts';
import { requirePlan, type Scope } from '../http/scope.ts';
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

function cartScope(scope: Scope): CartScope {
  return { siteId: scope.site.id, lang: scope.lang };
}

export function cartRoutes(services: Services, carts: CartStore, orders: OrderStore, accounts: AccountStore): HandlerGroup<Names> {
  return {
    'POST /cart': ({ body, scope }) => {
      const { cart_token: token, list } = new BodyReader('POST /cart', body).done();
      return carts.add(cartScope(scope), requirePlan(scope), token, list, services.now());
    },
    'GET /cart': ({ query, scope }) => carts.get(cartScope(scope), query.requiredString('cart_token'), services.now()),
    'DELETE /cart/product': ({ query, scope }) =>
      carts.removeItem(cartScope(scope), query.requiredString('cart_token'), query.requiredInt('element_id', { min: 1 }), services.now()),
    'GET /cart/shipping': async ({ query, scope }) => {
      const priced = await carts.priced(services.database.queries, cartScope(scope), query.requiredString('cart_token'), services.now());
      return Object.fromEntries(await shippingCosts(services.database.queries, scope.site.id, priced));
    },
    'POST /cart/discount': ({ body, scope }) => {
      const { cart_token: token, code } = new BodyReader('POST /cart/discount', body).done();
      return carts.applyDiscount(cartScope(scope), token, code, services.now());
    },
    'DELETE /cart/discount': ({ query, scope }) => carts.removeDiscount(cartScope(scope), query.requiredString('cart_token'), services.now()),
    'POST /order': async ({ body, scope, customer }) => {
      const form = new BodyReader('POST /order', body);
      const owned = async (field: 'shipping_address_id' | 'billing_address_id', message: string) => {
        const id = form.get(field);
        const address = id === undefined ? undefined : await accounts.address(customer!.id, id);
        if (id !== undefined && address === undefined) form.error(field, message);
        return address;
      };
      const shippingAddress = await owned('shipping_address_id', englishValidationTexts.deliveryAddress);
      const billingAddress = await owned('billing_address_id', englishValidationTexts.billingAddress);
      const { cart_token: token, carrier, payment } = form.done();
      const now = services.now();
      return services.database.queries.transaction().execute(async (transaction) => {
        const priced = await carts.priced(transaction, cartScope(scope), token, now);
        if (priced.cart.list.length === 0) throw invalid({ cart_token: 'The cart is empty.' });
        // A conditional write: of two orders racing for one cart, the second finds it closed.
        await carts.close(transaction, scope.site.id, token);
        const shippingCost = (await shippingCosts(transaction, scope.site.id, priced)).get(carrier);
        if (shippingCost === undefined) throw invalid({ carrier: englishValidationTexts.deliveryMethod });
        const id = await orders.create(transaction, {
          customerId: customer!.id,
          siteId: scope.site.id,
          priced,
          carrier,
          shippingCost,
          payment,
          shippingAddress: shippingAddress!,
          billingAddress: billingAddress!,
          now,
        });
        return (await orders.get(customer!.id, id, transaction))!;
      });
    },
    'GET /order': async ({ customer }) => {
      const items = await orders.list(customer!.id);
      return { items, total: items.length };
    },
    'GET /order/:id': async ({ params, customer }) => {
      const order = /^\d+$/.test(params.id!) ? await orders.get(customer!.id, Number(params.id)) : undefined;
      if (order === undefined) throw notFound('Order');
      return order;
    },
  };
}
