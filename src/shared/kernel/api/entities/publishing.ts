/** What editors publish through the back office's write API (decision 187), and the events it records. */
import type { PageType } from './content.ts';
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

export type PageBlockInput = ParagraphInput | PushInput;

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
