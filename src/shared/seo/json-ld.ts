/**
 * Builders of the schema.org JSON-LD the pages emit: Organization (home), BreadcrumbList,
 * Product and JobPosting. Values come from the back office; `toScriptJson` makes them safe in a script element.
 */
import type { Product } from '../api/entities/catalogue.ts';
import type { PageSummary } from '../api/entities/content.ts';
import type { Setting } from '../api/entities/site.ts';
import { settingValue } from '../features/app/model.ts';
import type { StructuredDataContext } from './page-seo.ts';

export type JsonLdNode = { readonly '@type': string } & Readonly<Record<string, unknown>>;

const context = 'https://schema.org';

export const socialSettingCodes = ['link_facebook', 'link_youtube', 'link_pinterest', 'link_instagram', 'link_linkedin'] as const;

export function socialLinks(settings: readonly Setting[]): string[] {
  return socialSettingCodes.map((code) => settingValue(settings, code)).filter((url): url is string => Boolean(url));
}

export function withContext(nodes: readonly JsonLdNode[]): unknown {
  return nodes.length === 1 ? { '@context': context, ...nodes[0] } : { '@context': context, '@graph': nodes };
}

export function organizationJsonLd(seo: StructuredDataContext): JsonLdNode {
  const phones = (
    [
      ['phone_lb', 'LB'],
      ['phone_ae', 'AE'],
    ] as const
  )
    .map(([code, area]) => [settingValue(seo.settings, code), area] as const)
    .filter(([phone]) => phone);
  const email = settingValue(seo.settings, 'contact_email');
  return {
    '@type': 'Organization',
    name: seo.organizationName,
    url: seo.absoluteUrl({ name: 'home' }),
    logo: seo.absoluteAsset('/logo.svg'),
    ...(email ? { email } : {}),
    contactPoint: phones.map(([telephone, areaServed]) => ({ '@type': 'ContactPoint', telephone, areaServed, contactType: 'customer service' })),
    sameAs: socialLinks(seo.settings),
  };
}

export function breadcrumbListJsonLd(items: readonly { name: string; url: string | undefined }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

export function productJsonLd(product: Product, seo: StructuredDataContext): JsonLdNode {
  const prices = product.items.map((item) => item.price_with_tax);
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
    ...(prices.length > 0 && seo.currency
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: seo.currency.code,
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: prices.length,
          },
        }
      : {}),
  };
}

/** The back office's contract labels that name a schema.org employment type; others are left out. */
const employmentTypes: Readonly<Record<string, string>> = { permanent: 'FULL_TIME', 'fixed-term': 'TEMPORARY', 'part-time': 'PART_TIME', internship: 'INTERN' };

export function jobPostingJsonLd(page: PageSummary, job: NonNullable<PageSummary['job']>, seo: StructuredDataContext): JsonLdNode {
  const employmentType = employmentTypes[job.contract.toLowerCase()];
  return {
    '@type': 'JobPosting',
    title: page.title,
    description: page.extract,
    datePosted: page.published_at.slice(0, 10),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: seo.organizationName, sameAs: seo.absoluteUrl({ name: 'home' }), logo: seo.absoluteAsset('/logo.svg') },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
    occupationalCategory: job.department,
    url: seo.absoluteUrl({ name: 'cms-page', params: { slug: page.slug } }),
  };
}
