/**
 * Builders of the schema.org JSON-LD every page may emit: Organization (home) and BreadcrumbList;
 * Product and JobPosting have their own modules, loaded with the pages that emit them. Values come
 * from the back office; `toScriptJson` makes them safe in a script element.
 */
import type { Currency, Setting, Site, Target } from '../api/entities/site.ts';
import type { RouteLocation } from '../routing/router.ts';
import { settingValue } from '../data/settings.ts';

export interface StructuredDataContext {
  /** Absolute canonical URL of a route location. */
  absoluteUrl(location: RouteLocation): string;
  /** Absolute URL of a site path or media path. */
  absoluteAsset(path: string): string;
  readonly site: Site | null;
  readonly settings: readonly Setting[];
  readonly currency: Currency | undefined;
  /** The visitor's audience, whose plan the prices are of and who pays them with or without VAT. */
  readonly target: Target;
  readonly organizationName: string;
}

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
