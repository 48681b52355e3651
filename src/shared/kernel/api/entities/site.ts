/** Sites, sales plans, settings and menus: what every page render needs. */

export type Target = 'pro' | 'part';

export interface Currency {
  code: string;
  symbol: string;
}

export interface SalesPlan {
  id: number;
  target: Target;
  label: string;
  currency: Currency;
  tax_rate: number;
}

export interface Language {
  code: string;
  iso: string;
  label: string;
  default: boolean;
}

export interface Site {
  id: number;
  /** Country code of the site in the sister-site network (lb, ae, fr, ...). */
  iso: string;
  url: string;
  label: string;
  languages: Language[];
  salesplan: SalesPlan[];
}

/** A setting's first value is the one used; some settings (selling points) use them all. */
export interface Setting {
  code: string;
  values: string[];
}

/**
 * A back-office picture. `url` (PNG), `webp` and `avif` are the same picture at `width` x
 * `height`; each is also offered at every width of `widths` by adding `?w=<width>` (the height
 * keeps the ratio). A browser picks among them through `srcset` (decision 140).
 */
export interface Picture {
  url: string;
  webp: string;
  avif: string;
  alt: string;
  title: string;
  width: number;
  height: number;
  /** Ascending, at least three, and including `width`. */
  widths: number[];
}

export interface Push {
  id: number;
  titre: string;
  text: string | null;
  label: string | null;
  visuel: Picture | null;
  link: string | null;
  slug: string | null;
  label_link: string | null;
  element: { url: string } | null;
}

export type MenuLinkType = 'cms_page' | 'category' | 'product' | 'route' | 'external_url' | 'no_destination';

export interface MenuLink {
  id: number;
  /** Named route (contact, news, ...) or a special code: guide_de_choix, top_produit. */
  code: string | null;
  type: MenuLinkType;
  slug: string | null;
  external_url: string | null;
  label: string;
  cover: Picture | null;
  /** The part before the first underscore is a hex colour, e.g. "f39200_orange". */
  color: string | null;
  extract: string | null;
  childs: MenuLink[];
  pushes: Push[];
}

export interface Menu {
  id: number;
  code: string;
  sales_plan_id: number;
  items: MenuLink[];
}

/** An entity's slug per language code of the site (`{ en: 'wood', fr: 'bois' }`). */
export type LocalizedSlugs = Readonly<Record<string, string>>;
