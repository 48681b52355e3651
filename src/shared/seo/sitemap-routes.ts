/**
 * The site's own screens worth listing in the sitemaps (HTML and XML), beside the back office's
 * entities: every screen without a parameter that is public and meant for search engines.
 */
import type { SitemapEntry } from '../api/entities/content.ts';

export const sitemapRouteNames = [
  'home',
  'category',
  'news',
  'faq',
  'contact',
  'store-locator',
  'distributors',
  'quantity-calculator',
  'colorimetry',
  'formations',
  'downloads',
  'technical-documentation',
  'start-worksite',
  'carrier',
  'sitemap',
] as const;

/** The route that shows each kind of back-office entity. */
export const entityRouteNames: Readonly<Record<SitemapEntry['entity_type'], string>> = {
  cms_page: 'cms-page',
  category: 'category',
  product: 'product',
  folder: 'folder',
};
