/** schema.org Product of a product page, with its offers as the visitor's audience pays them, in its plan's currency. */
import type { Product } from '../api/entities/catalogue.ts';
import { packPrice } from '../format/price.ts';
import type { JsonLdNode, StructuredDataContext } from './json-ld.ts';

export function productJsonLd(product: Product, seo: StructuredDataContext): JsonLdNode {
  const { currency, target } = seo;
  // The packs' prices by the same rule as the pack selector shows them (price.ts).
  const offers = product.items.flatMap((item) => {
    const price = packPrice(target, item);
    return price ? [{ item, price }] : [];
  });
  const amounts = offers.map(({ price }) => price.amount);
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
    ...(offers.length > 0 && currency
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: currency.code,
            lowPrice: Math.min(...amounts).toFixed(2),
            highPrice: Math.max(...amounts).toFixed(2),
            offerCount: offers.length,
            // One offer per pack: the same packs as the pack selector and the characteristics.
            offers: offers.map(({ item, price }) => ({
              '@type': 'Offer',
              name: item.label,
              sku: item.reference,
              gtin13: item.ean13,
              price: price.amount.toFixed(2),
              priceCurrency: currency.code,
              priceSpecification: {
                '@type': 'PriceSpecification',
                price: price.amount.toFixed(2),
                priceCurrency: currency.code,
                valueAddedTaxIncluded: price.taxIncluded,
              },
            })),
          },
        }
      : {}),
  };
}
