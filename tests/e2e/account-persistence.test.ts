/**
 * Persisted client state in a browser (issue 8, spec §3): the cart survives a reload, applied
 * after hydration without any mismatch; a corrupt entry is dropped, never fatal.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

/**
 * Loads a page and waits until it is hydrated: the islands' starter says so once the runtime, if it
 * started (an account page's islands wake when idle), has restored the saved lists (start-islands.ts).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${fixture.site.url}${path}`);
  await waitForHydration(page);
}

test('the cart survives a reload; a corrupt entry is dropped', async () => {
  const context = await fixture.browser.newContext();
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  const api = `${fixture.site.url}/api/v1`;
  const signup = await page.request.post(`${api}/auth/signup`, {
    data: { firstname: 'Sam', lastname: 'Render', email: 'sam@example.com', password: 'Trowel-and-Float-9', password_confirmation: 'Trowel-and-Float-9', accept_terms: true },
  });
  const { token } = (await signup.json()).data;
  await context.addCookies([{ name: 'login_token', value: token, url: fixture.site.url }]);
  const [first] = (await (await page.request.get(`${api}/product?perPage=1`)).json()).data.items;
  const product = (await (await page.request.get(`${api}/product/${first.slug}`)).json()).data;
  const address = (
    await (
      await page.request.post(`${api}/address`, {
        data: { label: 'Home', firstname: 'Sam', lastname: 'Render', address: '3 Rue du Mortier', zipcode: '13001', city: 'Marseille', country_iso: 'FR', phone: null },
      })
    ).json()
  ).data;
  const cart = (await (await page.request.post(`${api}/cart`, { data: { list: [{ element_id: product.items[0].id, element_type: 'product', quantity: 3 }] } })).json()).data;
  await page.request.post(`${api}/order`, {
    data: { cart_token: cart.token, carrier: 'pickup', shipping_address_id: address.id, billing_address_id: address.id, payment: 'transfer', accept_terms: true },
  });

  await open(page, '/professional-filler/account');
  expect(await page.locator('.cart-summary').textContent()).toContain('Your cart is empty.');
  await open(page, '/professional-filler/account/orders');
  await page.getByRole('button', { name: /^Order WEB-\d+ again$/ }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fpc:cart') ?? '')).toContain('"cart_token"');

  // A fresh load renders the server's empty cart, then restores the saved one after hydration:
  // the account page's islands wake when the browser is idle, later on a busy machine.
  await open(page, '/professional-filler/account');
  await expect.poll(() => page.locator('.cart-summary__count').textContent(), { timeout: 15_000 }).toBe('3 items');

  await page.evaluate(() => localStorage.setItem('fpc:cart', '{"version":1,"value":{"products":"corrupt'));
  await open(page, '/professional-filler/account');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fpc:cart')), { timeout: 15_000 }).toBeNull();
  expect(await page.locator('.cart-summary').textContent()).toContain('Your cart is empty.');
  expect(problems).toEqual([]);
  await context.close();
});
