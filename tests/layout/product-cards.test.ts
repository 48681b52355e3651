/**
 * Product cards are one component everywhere (issue 19): on every page that lists products, as
 * the server sends it, each card has one link, to its product, and compare and favourite
 * switches named after the product; the grids leave no card alone on their last row.
 * The favourites page lists its cards only in the browser: tests/e2e/compare-tray.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gridColumns } from '../../src/shared/blocks/catalogue/product-card.tsx';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

const decode = (text: string) =>
  text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, '')).trim();

interface CardFacts {
  readonly name: string;
  readonly links: readonly string[];
  readonly buttons: readonly { readonly label: string; readonly pressed: string | undefined }[];
  readonly price: string | undefined;
}

function cardsOf(html: string): CardFacts[] {
  return [...html.matchAll(/<article class="product-card">(.*?)<\/article>/gs)].map(([, card]) => ({
    name: textOf(/<a [^>]*class="product-card__link"[^>]*>(.*?)<\/a>/s.exec(card!)?.[1] ?? ''),
    links: [...card!.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href!),
    buttons: [...card!.matchAll(/<button ([^>]*)>/g)].map(([, attributes]) => ({
      label: decode(/aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? ''),
      pressed: /aria-pressed="([^"]*)"/.exec(attributes!)?.[1],
    })),
    price: /<p class="product-card__price">(.*?)<\/p>/s.exec(card!)?.[1],
  }));
}

async function cardsOn(path: string): Promise<{ cards: CardFacts[]; html: string }> {
  const response = await site.get(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { cards: cardsOf(html), html };
}

const guide = btoa(JSON.stringify({ form: ['powder'] }));

describe.each([
  ['home', '/', 'en'],
  ['the consumer home', '/individual-filler', 'en'],
  ['a category', '/category/smoothing-compounds', 'en'],
  ['a French category', '/fr/enduit-professionnels/categorie/enduits-de-lissage', 'fr'],
  ['the results', '/results/filler', 'en'],
  ['a product (same range)', '/product/fine-finish-smoothing-powder', 'en'],
  ['the choice guide results', `/choice-guide/${guide}`, 'en'],
])('product cards on %s', (_page, path, language) => {
  test('each has one link, to its product, and both switches named after it, not pressed before the saved lists are read', async () => {
    const { cards } = await cardsOn(path);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.name).not.toBe('');
      expect(card.links).toHaveLength(1);
      expect(card.links[0]).toMatch(/\/product\//);
      const [compare, favorite] = language === 'fr' ? [`Comparer ${card.name}`, `Ajouter ${card.name} aux favoris`] : [`Compare ${card.name}`, `Add ${card.name} to favourites`];
      expect(card.buttons).toEqual([
        { label: compare, pressed: 'false' },
        { label: favorite, pressed: 'false' },
      ]);
    }
  });
});

describe('what a card tells', () => {
  test('professionals see the price excluding tax, individuals including it, and powder or paste', async () => {
    const pro = await cardsOn('/category/smoothing-compounds');
    expect(pro.cards.every((card) => card.price && /^From .*excl\. VAT$/.test(textOf(card.price)))).toBe(true);
    expect(pro.html).toMatch(/<dt>Form<\/dt><dd>(Powder|Ready-to-use paste)<\/dd>/);
    expect(pro.html).toMatch(/<dt>Finish<\/dt><dd>/);
    const part = await cardsOn('/individual-filler/results/filler');
    expect(part.cards.length).toBeGreaterThan(0);
    expect(part.cards.every((card) => card.price && /^From .*incl\. VAT$/.test(textOf(card.price)))).toBe(true);
    // Individuals are not shown the finish (audience-characteristics.ts).
    expect(part.html).not.toMatch(/<dt>Finish<\/dt>/);
  });
});

describe('product grids', () => {
  test('never leave one card alone on the last row where three, four or five columns fit', () => {
    for (let count = 1; count <= 48; count += 1) {
      for (const widest of [5, 4, 3]) {
        const columns = gridColumns(count, widest);
        expect(columns).toBeLessThanOrEqual(widest);
        if (count > widest && count % columns === 1) {
          // Only when no narrower grid of at least three columns would do better.
          expect([widest, widest - 1, widest - 2].filter((candidate) => candidate >= 3).every((candidate) => count % candidate === 1)).toBe(true);
        }
      }
    }
    // Eight in rows of four rather than five and three; nine as five and four; 21 in threes.
    expect(gridColumns(8, 5)).toBe(4);
    expect(gridColumns(6, 5)).toBe(4);
    expect(gridColumns(9, 5)).toBe(5);
    expect(gridColumns(21, 5)).toBe(3);
    expect(gridColumns(24, 4)).toBe(4);
    expect(gridColumns(3, 5)).toBe(5);
  });

  test('are sent with the columns their count needs', async () => {
    for (const path of ['/', '/product/fine-finish-smoothing-powder', '/category/smoothing-compounds']) {
      const { html } = await cardsOn(path);
      for (const [, style, items] of html.matchAll(/<ul class="product-grid" style="([^"]*)">(.*?)<\/ul>/gs)) {
        const count = [...items!.matchAll(/<li>/g)].length;
        for (const widest of [5, 4, 3]) expect(style).toContain(`--columns-${widest}:${gridColumns(count, widest)}`);
      }
    }
  });
});
