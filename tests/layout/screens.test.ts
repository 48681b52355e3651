/**
 * Screens and layout rules the page-type tests leave out (spec §2, §9): the distributors and
 * downloads screens (document cards), the landing layout (logo only) and the push visuals' 370×300 size.
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
  expect(response.status, path).toBe(200);
  return response.text();
};

test('the distributors screen lists the distributors', async () => {
  const html = await page('/distributors');
  expect(html).toContain('<h1 id="page-heading">Become a distributor</h1>');
  expect(html.match(/class="store-card__name"/g)?.length).toBeGreaterThan(0);
});

test('the downloads screen shows its documents as cards, each with its type and count', async () => {
  const html = await page('/downloads');
  expect(html).toContain('<h1 id="page-heading">Downloads</h1>');
  expect(html.match(/<li class="document-card">/g)?.length).toBeGreaterThan(0);
  expect(html).toMatch(/class="document-card__type">[A-Z]/);
  expect(html).toMatch(/class="library__count" role="status">[1-9]\d*(<!-- -->)? documents?</);
});

test('a landing page has the landing layout: the logo, no header menus and no footer', async () => {
  const html = await page('/individual-filler/landing/spring-contest');
  const body = html.slice(html.indexOf('<body'));
  expect(body).toContain('/logo.svg');
  expect(body).not.toContain('class="site-header"');
  expect(body).not.toContain('<footer');
  expect(body).not.toContain('class="main-menu');
});

test('push visuals are 370×300 (spec §9)', async () => {
  const html = await page('/');
  const pushes = [...html.matchAll(/<article class="push-card[^"]*">.*?<\/article>/gs)].map(([card]) => card);
  expect(pushes.length).toBeGreaterThan(0);
  for (const card of pushes) expect(card).toMatch(/<img [^>]*width="370" height="300"/);
});
