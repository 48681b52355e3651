import type { PageBlock } from '../../../shared/kernel/api/contract.ts';

/**
 * A card leading to a product a page mentions, in the page's language: its name and what it is
 * for, no picture (the page's own pictures are the ones it shows).
 */
export function productPushBlock(product: { readonly name: string; readonly extract: string; readonly slug: string }, seeTheProduct: string): PageBlock {
  return {
    type: 'push',
    titre: product.name,
    text: product.extract,
    label: product.name,
    visuel: null,
    link: null,
    slug: `product/${product.slug}`,
    label_link: seeTheProduct,
    element: { url: `/product/${product.slug}` },
  };
}
