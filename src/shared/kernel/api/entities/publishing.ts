/** What editors publish through the back office's write API (decision 187), and the events it records. */
import type { PageType, TimelineBlock } from './content.ts';
import type { Target } from './site.ts';

/** A picture of the back office's media library, drawn by its name (a visual), with its text for those who cannot see it. */
export interface VisualReference {
  name: string;
  alt: string;
}

export interface ParagraphInput {
  type: 'paragraph';
  titre: string | null;
  text: string;
  visuel: VisualReference | null;
}

/** A card leading to a page of the site (its path, from the site's root). */
export interface PushInput {
  type: 'push';
  titre: string;
  text: string | null;
  label_link: string;
  url: string;
  visuel: VisualReference | null;
}

/** A timeline is published as it is read: it names no picture nor link to resolve. */
export type PageBlockInput = ParagraphInput | PushInput | TimelineBlock;

/** A page's texts in one language: what its reader sees there. */
export interface PageText {
  slug: string;
  title: string;
  type: PageType;
  /** How the page's type is named in this language ("News", "Actualité"). */
  type_label: string;
  extract: string;
  cover: VisualReference | null;
  /** The tags' slugs; none when absent. */
  tags?: string[];
  blocks: PageBlockInput[];
  meta: { title: string; description: string };
}

/** A translation of a page: its language and its texts there. */
export interface PageTranslation extends PageText {
  lang: string;
}

/** A page as an editor publishes it: whole, in the site's base language and its translations. */
export interface PagePublication {
  /** The audience that sees it; null for both. */
  target: Target | null;
  /** When it shows as published (ISO date); now when absent. */
  published_at?: string;
  /** Its place in the lists of pages; after the others when absent. */
  position?: number;
  page: PageText;
  translations?: PageTranslation[];
}

/** A committed change, as the write API answers it and the event log lists it. */
export interface PublishEventView {
  id: number;
  entity_type: string;
  entity_id: number;
  action: 'published' | 'withdrawn';
  /** The entity's slug in every language it has one in. */
  slugs: Record<string, string>;
  published_at: string;
}

/** A product's texts in one language. */
export interface ProductText {
  slug: string;
  name: string;
  extract: string;
  description: string;
}

/** A translation of a product: its language and its texts there. */
export interface ProductTranslation extends ProductText {
  lang: string;
}

/** A pack of a product: its code, barcode, weight, and price excluding tax in each plan that sells it (null: not sold there). */
export interface ProductVariantInput {
  id: number;
  reference: string;
  ean13: string;
  /** Kilograms. */
  pack_size: number;
  price_pro: number | null;
  price_part: number | null;
}

/** A characteristic of the product (its technical name) and its values: option values, `yes` or `no`, or a number. */
export interface ProductCaracteristicInput {
  name: string;
  values: string[];
}

/**
 * A product as an editor publishes it (PUT /admin/product/:id): whole, in the site's base
 * language and its translations. A plan sells it when it lists it in one of its categories.
 */
export interface ProductPublication {
  reference: string;
  /** Its colour on the packshots, six hexadecimal digits. */
  color: string;
  form: 'powder' | 'paste';
  product: ProductText;
  translations?: ProductTranslation[];
  /** The slugs of the categories it is listed in, in the professionals' plan and in the individuals' (none: the plan does not sell it). */
  categories_pro?: string[];
  categories_part?: string[];
  /** The plans whose home page shows it first. */
  promoted?: ('pro' | 'part')[];
  caracteristics: ProductCaracteristicInput[];
  variants: ProductVariantInput[];
}

/** A category's texts in one language: its slug, name and description. */
export interface CategoryText {
  slug: string;
  name: string;
  description: string;
}

/** A translation of a category: its language and its texts there. */
export interface CategoryTranslation extends CategoryText {
  lang: string;
}

/**
 * A category as an editor publishes it (PUT /admin/category/:id): in one audience's plan, under a
 * parent of that plan or at its top, whole with its translations. Products are listed in it by
 * their own publications.
 */
export interface CategoryPublication {
  target: 'pro' | 'part';
  /** The slug of its parent in the same plan; null or absent: a top-level category. */
  parent?: string | null;
  /** Its place among its siblings (absent: after them, or where it was). */
  position?: number;
  /** Its colour on the site, six hexadecimal digits. */
  color: string;
  category: CategoryText;
  translations?: CategoryTranslation[];
}
