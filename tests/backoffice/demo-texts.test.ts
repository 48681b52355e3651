/**
 * The demo's texts read as a maker's would (issue 34): product summaries that say what each
 * product is for rather than repeat its name, in both languages; French set in French spacing.
 */
import { describe, expect, it } from 'vitest';
import { productLines } from '../../src/backoffice/demo/data/product-lines.ts';
import { frenchProductLines } from '../../src/backoffice/demo/data/product-lines-fr.ts';
import { frenchProducts } from '../../src/backoffice/demo/data/products-fr.ts';
import { products } from '../../src/backoffice/demo/data/products.ts';

/** An ordinary space where French wants a no-break one: before : ; ! ? » and after «. */
const FRENCH_SPACING_FAULT = / [:;!?»]|« /;

describe('product summaries', () => {
  const summaries = products.map((product) => {
    const code = product.reference.slice(0, product.reference.indexOf('-'));
    const french = frenchProducts.get(product.id)!;
    return {
      product: product.reference,
      english: { summary: product.extract, names: [product.name, productLines.find((line) => line.code === code)!.name] },
      french: { summary: french.extract, names: [french.name, frenchProductLines[code]!.name] },
    };
  });

  it('never name their product, in either language', () => {
    for (const { product, english, french } of summaries) {
      for (const { summary, names } of [english, french]) {
        for (const name of names) expect(summary.toLowerCase(), `${product}: ${summary}`).not.toContain(name.toLowerCase());
      }
    }
  });

  it('are a sentence that fits a search result’s description, each line its own', () => {
    for (const { product, english, french } of summaries) {
      for (const { summary } of [english, french]) {
        expect(summary.length, `${product}: ${summary}`).toBeGreaterThanOrEqual(60);
        expect(summary.length, `${product}: ${summary}`).toBeLessThanOrEqual(160);
        expect(summary, product).toMatch(/\.$/);
      }
    }
    for (const language of ['english', 'french'] as const) {
      const byLine = new Map(summaries.map((entry) => [entry.product.slice(0, 3), entry[language].summary]));
      expect(new Set(byLine.values()).size, language).toBe(byLine.size);
    }
  });

  it('are set in French spacing in French, as the French descriptions are', () => {
    for (const product of products) {
      const french = frenchProducts.get(product.id)!;
      expect(french.extract, product.reference).not.toMatch(FRENCH_SPACING_FAULT);
      expect(french.description, product.reference).not.toMatch(FRENCH_SPACING_FAULT);
    }
  });
});
