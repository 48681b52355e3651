import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { PART, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  const signup = {
    firstname: 'Omar',
    lastname: 'Hassan',
    email: 'omar@example.com',
    password: 'long-enough-1',
    password_confirmation: 'long-enough-1',
    accept_terms: true,
  };
  const address = { label: 'Home', firstname: 'Omar', lastname: 'Hassan', address: '12 quai Perrache', zipcode: '69002', city: 'Lyon', country_iso: 'FR', phone: null };

  describe('customer account', () => {
    it('signs up, logs in with a token, reads and updates the profile, manages addresses', async () => {
      const session = await t.client.call('POST /auth/signup', { body: signup });
      expect(session.user.email).toBe('omar@example.com');
      expect((await failure(t.client.call('POST /auth/signup', { body: signup }))).errors).toHaveProperty('email');
      expect((await failure(t.client.call('POST /auth/signup', { body: { ...signup, email: 'x@example.com', password_confirmation: 'other' } }))).errors).toEqual({
        password_confirmation: 'This field must be identical to the Password field',
      });
      expect((await failure(t.client.call('POST /auth/login', { body: { username: 'omar@example.com', password: 'wrong-password' } }))).errors).toEqual({ message: 'User not found' });
      const { token } = await t.client.call('POST /auth/login', { body: { username: 'OMAR@example.com', password: 'long-enough-1' } });

      expect((await failure(t.client.call('GET /profile'))).status).toBe(401);
      expect((await t.client.call('GET /profile', { token })).firstname).toBe('Omar');
      expect((await t.client.call('PUT /profile', { token, body: { company: 'Hassan & Sons' } })).company).toBe('Hassan & Sons');

      const created = await t.client.call('POST /address', { token, body: address });
      const updated = await t.client.call('PUT /address', { token, body: { ...created, city: 'Villeurbanne', zipcode: '69100' } });
      expect(updated.city).toBe('Villeurbanne');
      expect((await t.client.call('GET /address', { token })).items).toHaveLength(1);
      expect((await failure(t.client.call('POST /address', { token, body: { ...address, country_iso: 'ZZ', city: '' } }))).errors).toHaveProperty('city');
      await t.client.call('DELETE /address', { token, query: { id: created.id } });
      expect((await t.client.call('GET /address', { token })).total).toBe(0);
    });
  });

  describe('a professional signup', () => {
    it('keeps the SIRET and the country, and refuses a bad SIRET or a country the site does not list', async () => {
      const professional = { ...signup, email: 'pro@example.com', company: 'Enduits Hassan', siret: '73282932000074', country_iso: 'lb' };
      const session = await t.client.call('POST /auth/signup', { body: professional });
      expect(session.user).toMatchObject({ company: 'Enduits Hassan', siret: '73282932000074', country_iso: 'LB' });
      expect(await t.client.call('GET /profile', { token: session.token })).toMatchObject({ siret: '73282932000074', country_iso: 'LB' });
      expect((await t.client.call('POST /auth/signup', { body: { ...signup, email: 'plain@example.com' } })).user).toMatchObject({ siret: null, country_iso: null });
      expect((await failure(t.client.call('POST /auth/signup', { body: { ...professional, email: 'bad@example.com', siret: '73282932000075' } }))).errors).toEqual({
        siret: 'The SIRET number is invalid.',
      });
      expect((await failure(t.client.call('POST /auth/signup', { body: { ...professional, email: 'far@example.com', country_iso: 'ZZ' } }))).errors).toEqual({
        country_iso: 'Please fill in the country field.',
      });
    });
  });

  describe('cart, discounts, shipping and orders', () => {
    it('adds, prices, discounts, estimates shipping, removes, and orders a cart', async () => {
      const product = await t.client.call('GET /product/:id', { path: { id: 'crack-and-hole-filler-paste' }, query: { saleplan_id: PART } });
      const [small, large] = product.items;
      const query = { saleplan_id: PART };
      const added = await t.client.call('POST /cart', { query, body: { list: [{ element_id: small!.id, element_type: 'product', quantity: 2 }] } });
      expect(added.cart.amount.ttc).toBeCloseTo(small!.price_with_tax * 2, 2);
      expect(Date.parse(added.token_validity) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
      const token = added.token;
      const more = await t.client.call('POST /cart', { query, body: { cart_token: token, list: [{ element_id: small!.id, element_type: 'product', quantity: 1 }, { element_id: large!.id, element_type: 'product', quantity: 1 }] } });
      expect(more.token).toBe(token);
      expect(more.cart.list.map((line) => line.quantity)).toEqual([3, 1]);

      const discounted = await t.client.call('POST /cart/discount', { query, body: { cart_token: token, code: 'welcome10' } });
      expect(discounted.cart.discounts.cart_discount).toMatchObject({ code: 'WELCOME10', amount: 10, unit: '%' });
      expect(discounted.cart.discounted_amount).toBeCloseTo(discounted.cart.amount.ttc * 0.9, 2);
      expect((await failure(t.client.call('POST /cart/discount', { query, body: { cart_token: token, code: 'PRO15' } }))).status).toBe(422);
      const free = await t.client.call('POST /cart/discount', { query, body: { cart_token: token, code: 'FREETUBE' } });
      expect(free.cart.list.some((line) => line.price_with_tax === 0)).toBe(true);
      expect((await t.client.call('DELETE /cart/discount', { query: { ...query, cart_token: token } })).cart.discounts).toEqual({});

      const shipping = await t.client.call('GET /cart/shipping', { query: { ...query, cart_token: token } });
      expect(Object.keys(shipping).sort()).toEqual(['express', 'pickup', 'standard']);
      expect(shipping.pickup).toBe(0);

      const removed = await t.client.call('DELETE /cart/product', { query: { ...query, cart_token: token, element_id: large!.id } });
      expect(removed.cart.list).toHaveLength(1);
      expect((await t.client.call('GET /cart', { query: { ...query, cart_token: token } })).cart.list[0]!.quantity).toBe(3);

      const proOnlyItem = (await t.client.call('GET /product/:id', { path: { id: 'airless-spray-smoothing' } })).items[0]!;
      expect((await failure(t.client.call('POST /cart', { query, body: { cart_token: token, list: [{ element_id: proOnlyItem.id, element_type: 'product', quantity: 1 }] } }))).status).toBe(422);

      const session = await t.client.call('POST /auth/signup', { body: { ...signup, email: 'buyer@example.com' } });
      const home = await t.client.call('POST /address', { token: session.token, body: address });
      const orderBody = { cart_token: token, carrier: 'standard', shipping_address_id: home.id, billing_address_id: home.id, payment: 'card' as const, accept_terms: true };
      expect((await failure(t.client.call('POST /order', { query, token: session.token, body: { ...orderBody, accept_terms: false } }))).errors).toEqual({
        accept_terms: 'You must accept the general conditions of sale.',
      });
      const order = await t.client.call('POST /order', { query, token: session.token, body: orderBody });
      expect(order).toMatchObject({ number: expect.stringMatching(/^WEB-\d{6}$/), status: 'paid', items_count: 3, list: [{ element_id: small!.id, quantity: 3 }] });
      expect((await t.client.call('GET /order', { token: session.token })).items.map((entry) => entry.id)).toEqual([order.id]);
      expect((await t.client.call('GET /order/:id', { path: { id: order.id }, token: session.token })).list).toHaveLength(1);
      expect((await failure(t.client.call('GET /cart', { query: { ...query, cart_token: token } }))).status).toBe(404);
      const other = await t.client.call('POST /auth/signup', { body: { ...signup, email: 'other@example.com' } });
      expect((await failure(t.client.call('GET /order/:id', { path: { id: order.id }, token: other.token }))).status).toBe(404);
    });

    it('orders a cart once when two orders for it arrive together, and adds to a cart from many requests at once', async () => {
      const product = await t.client.call('GET /product/:id', { path: { id: 'crack-and-hole-filler-paste' }, query: { saleplan_id: PART } });
      const item = product.items[0]!;
      const query = { saleplan_id: PART };
      const { token } = await t.client.call('POST /cart', { query, body: { list: [{ element_id: item.id, element_type: 'product', quantity: 1 }] } });
      // Ten additions racing: each one's quantity is counted, none lost.
      await Promise.all(Array.from({ length: 10 }, () => t.client.call('POST /cart', { query, body: { cart_token: token, list: [{ element_id: item.id, element_type: 'product', quantity: 2 }] } })));
      expect((await t.client.call('GET /cart', { query: { ...query, cart_token: token } })).cart.list).toMatchObject([{ element_id: item.id, quantity: 21 }]);

      const session = await t.client.call('POST /auth/signup', { body: { ...signup, email: 'racer@example.com' } });
      const home = await t.client.call('POST /address', { token: session.token, body: address });
      const orderBody = { cart_token: token, carrier: 'standard', shipping_address_id: home.id, billing_address_id: home.id, payment: 'card' as const, accept_terms: true };
      const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => t.client.call('POST /order', { query, token: session.token, body: orderBody })));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) if (outcome.status === 'rejected') expect((await failure(Promise.reject(outcome.reason))).status).toBe(404);
      expect((await t.client.call('GET /order', { token: session.token })).items).toHaveLength(1);
    });
  });
});
