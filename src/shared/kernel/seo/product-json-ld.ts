/** schema.org Product of a product page, with its offers in the visitor's plan's currency. */
import type { Product } from '../api/entities/catalogue.ts';
import type { JsonLdNode, StructuredDataContext } from './json-ld.ts';

export function productJsonLd(product: Product, seo: StructuredDataContext): JsonLdNode {
  const prices = product.items.map((item) => item.price_with_tax);
  const { currency } = seo;
  const images = [...product.medias.visuel.map((visual) => visual.large.url), ...product.medias.AMBIANCE.map((picture) => picture.url)];
  return {
    '@type': 'Product',
    name: product.name,
    description: product.extract,
    sku: product.reference,
    ...(product.items[0] ? { gtin13: product.items[0].ean13 } : {}),
    image: (images.length > 0 ? images : [product.cover.url]).map((path) => seo.absoluteAsset(path)),
    url: seo.absoluteUrl({ name: 'product', params: { slug: product.slug } }),
    brand: { '@type': 'Brand', name: seo.organizationName },
    ...(product.category_name ? { category: product.category_name } : {}),
    ...(prices.length > 0 && currency
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: currency.code,
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: prices.length,
            // One offer per pack: the same packs as the pack selector and the characteristics.
            offers: product.items.map((item) => ({
              '@type': 'Offer',
              name: item.label,
              sku: item.reference,
              gtin13: item.ean13,
              price: item.price_with_tax.toFixed(2),
              priceCurrency: currency.code,
            })),
          },
        }
      : {}),
  };
}
