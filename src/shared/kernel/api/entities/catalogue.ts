/** Categories, products, filters, search and scan results. */
import type { LocalizedSlugs, Picture, Target } from './site.ts';

/** What a plan asks for a product: the lowest and highest prices of its packs, excluding and including tax (0 when it sells none). */
export interface PlanPrices {
  min: number;
  min_with_tax: number;
  max: number;
  max_with_tax: number;
}

export interface CategoryRef {
  id: number;
  slug: string;
  name: string;
}

export interface Category extends CategoryRef {
  description: string;
  sales_plan_id: number;
  target: Target;
  parent_id: number | null;
  position: number;
  cover: Picture | null;
  products_count: number;
  /** Present when asked with depth >= 1. */
  childs?: Category[];
  /** Present when asked with parents=1: the chain from the root down to the direct parent. */
  parents?: CategoryRef[];
  /** Through /url/entity: the slug per language of the site (language switcher, hreflang). */
  slugs?: LocalizedSlugs;
}

export interface Caracteristic {
  technical_name: string;
  label: string;
  /** Human-readable value ("Plaster, Concrete" or "0.3"). */
  value: string;
  /** Machine values: option codes, or a single number as a string. */
  values: string[];
  unit: string | null;
}

export interface Picto {
  title: string;
  url: string;
  webp: string;
}

export interface MediaFile {
  /** FICHES_QCE for the technical sheet. */
  title: string;
  url: string;
  type: 'pdf';
  /** The file's size in bytes as served; null when the back office cannot tell (a file held elsewhere). */
  size_bytes: number | null;
}

export interface ProductMedias {
  visuel: (Picture & { large: Picture })[];
  PICTO: Picto[];
  AMBIANCE: Picture[];
  MEDIA: MediaFile[];
}

/** A sellable variant ("item") of a product: one pack size. */
export interface ProductItem {
  id: number;
  reference: string;
  ean13: string;
  gtin14: string;
  pack_size: number;
  pack_unit: 'kg';
  label: string;
  price: number;
  price_with_tax: number;
}

export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  reference: string;
  extract: string;
  promoted: boolean;
  categories: CategoryRef[];
  category_name: string | null;
  cover: Picture;
  medias: ProductMedias;
  caracteristics: Record<string, Caracteristic>;
  price: PlanPrices;
  /** Sales plan ids the product is sold in. */
  exist_in: number[];
}

/** The step of the work a product takes when it is used with another one. */
export type CompanionRole = 'primer' | 'filler' | 'finish';

/** A product to use together with another one (its card's facts), in the sales plan asked. */
export interface CompanionProduct extends Pick<ProductSummary, 'id' | 'slug' | 'name' | 'reference' | 'category_name' | 'cover' | 'caracteristics' | 'price'> {
  role: CompanionRole;
}

export interface Product extends ProductSummary {
  description: string;
  /** The variants sold in the plan; the `pack_sizes` characteristic lists exactly their sizes. */
  items: ProductItem[];
  /** Products to use with this one (primer, filler, finish), sold in the same plan, in the order of the work. */
  use_with: CompanionProduct[];
  /** Present when asked with parents=1 through /url/entity. */
  parents?: CategoryRef[];
  /**
   * Through /url/entity: the slug per language of the site (language switcher, hreflang). A
   * translated slug is `{category}/{product}`, e.g. { en: 'fine-finish-smoothing-powder',
   * fr: 'lisser-en-finition/lissage-fin-poudre' }.
   */
  slugs?: LocalizedSlugs;
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  perPage: number;
}

export type ProductOrder = 'position' | 'name_asc' | 'name_desc' | 'price_asc' | 'price_desc' | 'newest';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

export interface ChoiceFilter {
  technical_name: string;
  label: string;
  type: 'choice';
  position: number;
  data: FilterOption[];
}

export interface RangeFilter {
  technical_name: 'price';
  label: string;
  type: 'range';
  position: number;
  data: { min: number; max: number };
}

export type ProductFilter = ChoiceFilter | RangeFilter;

export interface ScanResult {
  product?: Product;
  item?: ProductItem;
  error?: string;
}

export interface SearchItem {
  id: number;
  slug: string;
  name: string;
  title: string;
  reference: string | null;
  content: string | null;
  category_name: string | null;
  cover: Picture | null;
  medias: { url: string } | ProductMedias | null;
}

export interface SearchGroup {
  total: number;
  items: SearchItem[];
}

/** Everyday words visitors search with, and the catalogue's words they also find (decision 150). */
export interface SearchSynonyms {
  lang: string;
  /** A word or phrase as visitors type it ("placo", "salle de bain"). */
  term: string;
  /**
   * The language the term is written in when it is another than `lang`: a word of the other
   * language the site's visitors read ("enduit" on the English pages), explained with the results.
   */
  term_lang: string | null;
  /** What it also finds, each alternative a word or phrase of the catalogue; empty once removed. */
  expansions: string[];
}

export type SearchGroupName = 'products' | 'categories' | 'pages' | 'fqces';

export interface SearchResult {
  total: number;
  products: SearchGroup;
  categories: SearchGroup;
  pages: SearchGroup;
  fqces: SearchGroup;
  /** The text with its misspelt words corrected, when the search corrected some ("did you mean"). */
  corrected: string | null;
  /** The words of another language the search read in this one, with what it read them as ("enduit": "filler"). */
  translated: SearchTranslation[];
}

/** A word of another language the search read as words of the page's. */
export interface SearchTranslation {
  /** As the visitor typed it. */
  word: string;
  /** The language it is written in. */
  lang: string;
  /** The page language's words it was read as. */
  meanings: string[];
}
