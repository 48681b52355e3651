import type { MenuLink } from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';
import type { FrenchDocument } from './fr/types.ts';
import { FRENCH } from './seed-french-catalogue.ts';
import { seededMediaRefresher } from './seeded-media.ts';
import { DEMO_SITE_ID } from './sites.ts';

/** The French editorial content (written in seed/fr/), keyed like the English seed it translates. */
export interface FrenchContent {
  /** By content resource ('page', 'folder', 'faq', 'store-locator', …), then by the English document's id. */
  documents: Partial<Record<string, Record<number, FrenchDocument<object>>>>;
  /** Items of each menu, by menu code (menu_pro, menu_footer_part, …). */
  menus: Record<string, MenuLink[]>;
  /** Values of the textual settings, by code. */
  settings: Record<string, string[]>;
}

/**
 * Inserts the French translations (insert only, like the rest of the seed). A French body is laid
 * over the stored English document, keeping the English document's fields only: what the seed
 * computes (publication dates, session dates) stays the English row's, and a field the French
 * seed leaves out reads in English rather than missing. With `refreshMedia`, stored translations
 * get the media fields of the seed's (see seeded-media.ts).
 */
export function seedFrenchContent(db: Db, content: FrenchContent, now: Date, refreshMedia: boolean): void {
  const english = db.prepare('SELECT body FROM content WHERE resource = ? AND id = ?').pluck();
  const document = db.prepare(
    'INSERT INTO content_translation (resource, id, lang, slug, body, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const refreshDocument = seededMediaRefresher(db, 'content_translation', 'body', ['resource', 'id', 'lang']);
  for (const [resource, documents] of Object.entries(content.documents)) {
    for (const [id, french] of Object.entries(documents ?? {})) {
      const stored = english.get(resource, Number(id)) as string | undefined;
      if (stored === undefined) throw new Error(`French ${resource} ${id} translates no English document`);
      const body = JSON.parse(stored) as Record<string, unknown>;
      const translated = Object.fromEntries(Object.entries(french.body).filter(([key]) => key in body && key !== 'id'));
      document.run(resource, Number(id), FRENCH, french.slug ?? null, JSON.stringify({ ...body, ...translated }), now.toISOString());
      if (refreshMedia) refreshDocument({ ...body, ...translated }, resource, Number(id), FRENCH);
    }
  }

  const menuId = db.prepare('SELECT id FROM menu WHERE code = ?').pluck();
  const menu = db.prepare('INSERT INTO menu_translation (menu_id, lang, items) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const refreshMenu = seededMediaRefresher(db, 'menu_translation', 'items', ['menu_id', 'lang']);
  for (const [code, items] of Object.entries(content.menus)) {
    const id = menuId.get(code) as number | undefined;
    if (id === undefined) throw new Error(`French menu ${code} translates no English menu`);
    menu.run(id, FRENCH, JSON.stringify(items));
    if (refreshMedia) refreshMenu(items, id, FRENCH);
  }

  const setting = db.prepare('INSERT INTO setting_translation (site_id, code, lang, vals) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  for (const [code, values] of Object.entries(content.settings)) setting.run(DEMO_SITE_ID, code, FRENCH, JSON.stringify(values));
}
