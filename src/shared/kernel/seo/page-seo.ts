/**
 * What a page module's `meta` may say beyond its title and description: the breadcrumb trail,
 * the picture and type shown when the page is shared, the audience its content belongs to
 * (for the canonical URL) and its structured data. Every field is optional, so a `PageMeta`
 * is a `PageSeo` with nothing more to say.
 */
import { createContext, use } from 'react';
import type { LocalizedSlugs, Picture } from '../api/entities/site.ts';
import type { RouteLocation } from '../routing/router.ts';
import type { Target } from '../routing/target.ts';
import type { JsonLdNode, StructuredDataContext } from './json-ld.ts';

export interface Crumb {
  readonly label: string;
  /** Absent on the current page (the last crumb). */
  readonly to?: RouteLocation;
}

export interface PageMeta {
  readonly title: string;
  readonly description?: string;
  /** Whether search engines may index the page (false for searches, accounts, previews). */
  readonly indexable?: boolean;
}

export interface PageSeo extends PageMeta {
  /** The trail after Home (and "Our coatings" on catalogue pages), ending with the page itself. */
  readonly breadcrumb?: readonly Crumb[];
  /** The picture shown when the page is shared (Open Graph). */
  readonly image?: Picture;
  readonly openGraphType?: 'website' | 'product' | 'article';
  /** The one audience the content is meant for, if only one: its canonical URL keeps that audience. */
  readonly audience?: Target | null;
  /** The sales plans a product is sold in: one sold to individuals only is canonical under their segment. */
  readonly salesPlanIds?: readonly number[];
  /**
   * The page's entity's slug in each locale it is translated into: the same page in another
   * language (alternates, language switcher) has that slug, and no alternate where it has none.
   */
  readonly slugs?: LocalizedSlugs;
  readonly structuredData?: (context: StructuredDataContext) => readonly JsonLdNode[];
}

export interface PageSeoState {
  readonly seo: PageSeo;
  /** The full breadcrumb trail, or undefined where none is shown (home). */
  readonly breadcrumb: readonly Crumb[] | undefined;
}

export const PageSeoContext = createContext<PageSeoState>({ seo: { title: '' }, breadcrumb: undefined });

/** The current page's SEO description and breadcrumb, provided by the document to the layout. */
export function usePageSeo(): PageSeoState {
  return use(PageSeoContext);
}
