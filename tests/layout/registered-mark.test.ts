/**
 * The registered mark (spec §5) over real pages of the demo catalogue, whose "Rapid Filler® 1h"
 * carries one: a superscript in every title the page shows (heading, breadcrumb, cards, the
 * footer's top products), plain text where only text may go (title, meta, structured data),
 * and left out of the slug.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

const page = async (path: string) => {
  const response = await site.get(path);
  expect(response.status).toBe(200);
  return response.text();
};
const marked = 'Rapid Filler<sup>®</sup> 1h Powder';

test('the product page: heading and breadcrumb with a superscript, meta title and structured data in plain text', async () => {
  const html = await page('/product/rapid-filler-1h-powder');
  expect(html).toContain(`<h1 id="page-heading">${marked}</h1>`);
  expect(html).toContain(`<span aria-current="page">${marked}</span>`);
  expect(html).toContain('<title>Rapid Filler® 1h Powder</title>');
  expect(html).toContain('"@type":"Product","name":"Rapid Filler® 1h Powder"');
  expect(html).not.toMatch(/<title>[^<]*<sup>|content="[^"]*<sup>/);
});

test('listing cards and the footer’s top products', async () => {
  const html = await page('/category/filling-compounds');
  expect(html).toMatch(new RegExp(`class="product-card__link" href="/professional-filler/product/rapid-filler-1h-powder">${marked}</a>`));
  const footer = html.slice(html.indexOf('<footer'));
  // The name is one element beside the picture: the link's flex gap stays out of it.
  expect(footer).toMatch(new RegExp(`class="top-products__link"[^>]*>.*?</picture><span>${marked}</span></a>`));
});

test('search results show it on their cards too', async () => {
  const html = await page('/results/rapid');
  expect(html).toContain(`href="/professional-filler/product/rapid-filler-1h-powder">${marked}</a></h3>`);
});
