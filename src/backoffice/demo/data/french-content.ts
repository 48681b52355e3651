import type { MenuLink } from '../../../shared/kernel/api/contract.ts';
import { contentSeeds, type SeededContentResource, type SeedDocument } from './content-seeds.ts';
import { frenchContent } from './fr/index.ts';
import type { FrenchDocument } from './fr/types.ts';

export const FRENCH = 'fr';

/** The French editorial content (written in fr/), keyed like the English seed it translates. */
export interface FrenchContent {
  /** By content resource ('page', 'folder', 'faq', 'store-locator', …), then by the English document's id. */
  documents: Partial<Record<string, Record<number, FrenchDocument<object>>>>;
  /** Items of each menu, by menu code (menu_pro, menu_footer_part, …). */
  menus: Record<string, MenuLink[]>;
  /** Values of the textual settings, by code. */
  settings: Record<string, string[]>;
}

/** The French editorial content: each content resource's French documents (content-seeds.ts), menus and settings by code. */
export const frenchEditorialContent: FrenchContent = {
  documents: Object.fromEntries(Object.entries(contentSeeds).map(([resource, seed]) => [resource, seed.french])),
  // fr/ keys menus by `{target}:{code}`; the code alone names a menu (menu_pro, menu_part, …).
  menus: Object.fromEntries(Object.entries(frenchContent.menus).map(([key, items]) => [key.slice(key.indexOf(':') + 1), items])),
  settings: Object.fromEntries(Object.entries(frenchContent.settings).flatMap(([code, values]) => (values === undefined ? [] : [[code, values]]))),
};

/**
 * The French translations of a resource's documents, by id. A French body is laid over the English
 * document, keeping the English document's fields only: what the seed computes (publication
 * dates, session dates) stays the English one's, and a field the French seed leaves out reads in
 * English rather than missing.
 */
export function translatedDocuments(resource: SeededContentResource, documents: readonly SeedDocument[]): Map<number, { slug: string | null; body: object }> {
  const english = new Map(documents.map((document) => [document.id, document.body as Record<string, unknown>]));
  const translations = new Map<number, { slug: string | null; body: object }>();
  for (const [id, french] of Object.entries(frenchEditorialContent.documents[resource] ?? {})) {
    const body = english.get(Number(id));
    if (body === undefined) throw new Error(`French ${resource} ${id} translates no English document`);
    const translated = Object.fromEntries(Object.entries(french.body).filter(([key]) => key in body && key !== 'id'));
    translations.set(Number(id), { slug: french.slug ?? null, body: { ...body, ...translated } });
  }
  return translations;
}
