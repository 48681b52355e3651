/** Editorial content: CMS pages, folders, FAQ, documents and the small reference lists. */
import type { CategoryRef } from './catalogue.ts';
import type { LocalizedSlugs, Picture, Push, Target } from './site.ts';

export interface ParagraphBlock {
  type: 'paragraph';
  titre: string | null;
  text: string;
  visuel: Picture | null;
}

export interface PushBlock extends Omit<Push, 'id'> {
  type: 'push';
}

/** A dated step of a story ("Our history"): its year and what happened then. */
export interface Milestone {
  year: number;
  title: string;
  text: string;
}

/** Dated milestones, earliest first. */
export interface TimelineBlock {
  type: 'timeline';
  titre: string | null;
  milestones: Milestone[];
}

export type PageBlock = ParagraphBlock | PushBlock | TimelineBlock;

/** cms = editorial page, actualite = news, job = job offer, landing = landing content. */
export type PageType = 'cms' | 'actualite' | 'job' | 'advice';

export interface PageSummary {
  id: number;
  slug: string;
  title: string;
  type: { technical_name: PageType; label: string };
  /** null = shown to both audiences. */
  target: Target | null;
  extract: string;
  cover: Picture | null;
  published_at: string;
  tags: string[];
  /** Job offers only. */
  job?: { contract: string; location: string; department: string };
}

export interface Page extends PageSummary {
  blocks: PageBlock[];
  meta: { title: string; description: string };
  /** Through /url/entity: the slug per language of the site (language switcher, hreflang). */
  slugs?: LocalizedSlugs;
}

export type FolderItemType = 'video' | 'worksheet';

export interface FolderItem {
  id: number;
  type: FolderItemType;
  title: string;
  description: string;
  cover: Picture;
  /** Video id on the video host (video), or the worksheet PDF path (worksheet). */
  video_id: string | null;
  url: string | null;
}

export interface Folder {
  id: number;
  slug: string;
  name: string;
  description: string;
  target: Target | null;
  cover: Picture;
  types: FolderItemType[];
  items: FolderItem[];
  /** Through /url/entity: the slug per language of the site (language switcher, hreflang). */
  slugs?: LocalizedSlugs;
}

export interface Tag {
  id: number;
  slug: string;
  label: string;
}

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  target: Target | null;
  tags: Tag[];
}

export interface Slider {
  id: number;
  title: string;
  text: string;
  visuel: Picture;
  link: string | null;
  label_link: string | null;
  target: Target | null;
}

export interface Testimony {
  id: number;
  author: string;
  role: string;
  text: string;
  rating: number;
  target: Target | null;
}

export interface Machine {
  id: number;
  slug: string;
  name: string;
  description: string;
  cover: Picture;
}

/** A colorimetry shade. */
export interface Teinte {
  id: number;
  code: string;
  name: string;
  hex: string;
  family: string;
}

export interface City {
  id: number;
  name: string;
  country_iso: string;
}

export interface Civility {
  id: number;
  code: string;
  label: string;
}

export interface Country {
  iso: string;
  name: string;
}

export interface StoreLocation {
  id: number;
  type: 'store' | 'distributor';
  /** Whom the place mostly serves: DIY stores and retailers (part), builders' merchants and distributors (pro). */
  audience: Target;
  name: string;
  address: string;
  city: string;
  country_iso: string;
  phone: string;
  email: string | null;
  lat: number;
  lng: number;
  opening_hours: string;
  /** Present when the list is asked around a point. */
  distance_km?: number;
}

export type NoticeSection = 'downloads' | 'technical_documentation';

/** The product a document is about, as the request's plan sells it, in the request's language. */
export interface NoticeProduct {
  id: number;
  /** The product route's slug. */
  slug: string;
  name: string;
}

/** A downloadable document (downloads page and technical documentation). */
export interface Notice {
  id: number;
  section: NoticeSection;
  type: { technical_name: string; label: string };
  title: string;
  description: string;
  url: string;
  /** The file's size in bytes as served; null when the back office cannot tell (a file held elsewhere). */
  size_bytes: number | null;
  target: Target | null;
  /** The language the document is written in (ISO 639-1), whatever the language of the list. */
  language: string;
  /** The product it is about; null for a document about none, or about one the plan does not sell. */
  product: NoticeProduct | null;
  /** The ranges (top-level categories of the plan) of that product; empty without one. */
  ranges: CategoryRef[];
  /** Its first page as a picture; null for a document the back office does not hold (an external address). */
  cover: Picture | null;
}

export interface TrainingSession {
  id: number;
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  /** Registration closes 15 days before the session. */
  registration_closes_at: string;
  open: boolean;
  /** Most participants one registration may name. */
  max_participants: number;
  /** The session takes place with at least this many participants. */
  min_registrations: number;
  capacity: number;
  seats_left: number;
}

export interface Landing {
  id: number;
  technical_name: string;
  title: string;
  is_contest: boolean;
  starts_at: string;
  ends_at: string;
  visuel: Picture;
  blocks: PageBlock[];
  rules: string | null;
}

export type UrlEntityType = 'page' | 'cms_page' | 'product' | 'category' | 'folder';

export interface UrlEntry {
  entity_type: Exclude<UrlEntityType, 'page'>;
  id: number;
  slug: string;
  /** The slug per language of the site, e.g. { en: 'our-history', fr: 'notre-histoire-2' }. */
  slugs?: LocalizedSlugs;
  target: Target | null;
  /** The last modification of the entity in the request's language. */
  updated_at: string;
}

export interface SitemapEntry extends UrlEntry {
  label: string;
}
