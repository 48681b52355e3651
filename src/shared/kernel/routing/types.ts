import type { ParamKind } from './params.ts';

/** Entity types the back office resolves through `GET /url/entity` (spec §7). */
export const entityTypes = ['page', 'product', 'category', 'folder'] as const;
export type EntityType = (typeof entityTypes)[number];

/** A pattern shared by every locale, or a pattern per locale code: `{ en: '/news', fr: '/actualites' }`. */
export type LocalizedPath = string | Readonly<Record<string, string>>;

export type LayoutName = 'default' | 'landing';

/** One entry of `routes.ts`. */
export interface RouteDefinition {
  /** Stable name code refers to; the compiled route name carries the locale (`product___en`). */
  readonly name: string;
  /**
   * path-to-regexp pattern of the route's own part, after the locale prefix and the optional
   * target segment, which every route accepts (decisions §1). `*slug` spans several segments.
   * One pattern for every locale, or one per configured locale code (the same params in each).
   */
  readonly path: LocalizedPath;
  /** Folder of the page module under `src/shared/pages/` (view, loader and meta), loaded lazily. */
  readonly page: string;
  /** The grammar of each path parameter. */
  readonly params?: Readonly<Record<string, ParamKind>>;
  /** Filter segments (`__KEY__value`) and page segment (`_p__N`) the route accepts after its path. */
  readonly tail?: TailDefinition;
  /** Entity type of the `/url/entity` look-up that decides whether the page exists. */
  readonly entity?: EntityType;
  readonly layout?: LayoutName;
  /**
   * How the browser resumes the page (decision 199): `islands` hydrates only its interactive
   * parts, each a root of its own, and the page's own view ships no code and no state; unset, the
   * whole document hydrates (pages whose views have not been cut into islands yet).
   */
  readonly hydration?: 'islands';
  /** Protected page: without the login-token cookie the visitor is sent home (spec §2 "Guard"). */
  readonly guard?: boolean;
  /**
   * A one-off or personal page (sign-in forms, the confirmation after a form, a draft's preview):
   * never prepared ahead by speculation, never kept by the offline worker, never stored by a shared
   * cache. Guarded pages are personal without saying it (`isPersonalRoute`).
   */
  readonly personal?: boolean;
  /** The index route: the pro target omits its segment there (decisions §1). */
  readonly index?: boolean;
  /** How the sitemaps list the route; every entry says it, so a new route cannot be forgotten there. */
  readonly sitemap: SitemapListing;
}

/**
 * How the sitemaps (the HTML page and `/sitemap.xml`) list a route: `'screen'` lists the route
 * itself, built without params; `'entities'` lists every back-office entity of its `entity` type
 * at its URL; `'screen-and-entities'` both (the catalogue's index and its categories); `false`
 * neither (searches, accounts, confirmations, previews, landings).
 */
export type SitemapListing = false | 'screen' | 'entities' | 'screen-and-entities';

export interface TailDefinition {
  /** How many filter segments at most (10 on listings, 4 on the job list). */
  readonly filters: number;
  /** When set, the only filter keys accepted (e.g. TYPES on folders). */
  readonly keys?: readonly string[];
  /** Whether a page segment is accepted. */
  readonly page?: boolean;
}
