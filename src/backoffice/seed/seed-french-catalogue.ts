import type { Db } from '../db/open-database.ts';
import { caracteristics } from './caracteristics.ts';
import { frenchCaracteristics } from './caracteristics-fr.ts';
import { categories } from './categories.ts';
import { frenchCategories } from './categories-fr.ts';
import { frenchProducts } from './products-fr.ts';

export const FRENCH = 'fr';
/** When the French catalogue was written: the modification date of its translation rows. */
export const FRENCH_CATALOGUE_TRANSLATED_AT = '2025-10-06T09:00:00.000Z';

/**
 * The French translations of categories, characteristics and products (insert only, like the rest
 * of the seed; with `refreshMedia`, a product translation's medias become the seed's).
 */
export function seedFrenchCatalogue(db: Db, refreshMedia: boolean): void {
  const caracteristic = db.prepare('INSERT INTO caracteristic_translation (technical_name, lang, label) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const option = db.prepare(
    'INSERT INTO caracteristic_option_translation (technical_name, value, lang, label) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  for (const entry of caracteristics) {
    const french = frenchCaracteristics[entry.technicalName];
    if (french === undefined) throw new Error(`Characteristic ${entry.technicalName} has no French label`);
    caracteristic.run(entry.technicalName, FRENCH, french.label);
    for (const [value] of entry.options) {
      const label = french.options?.[value];
      if (label === undefined) throw new Error(`Option ${entry.technicalName}=${value} has no French label`);
      option.run(entry.technicalName, value, FRENCH, label);
    }
  }

  const category = db.prepare(
    `INSERT INTO category_translation (category_id, lang, sales_plan_id, slug, name, description, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  for (const entry of categories) {
    const french = frenchCategories[entry.slug]!;
    category.run(entry.id, FRENCH, entry.planId, french.slug, french.name, french.description, FRENCH_CATALOGUE_TRANSLATED_AT);
  }

  const product = db.prepare(
    `INSERT INTO product_translation (product_id, lang, slug, name, extract, description, medias, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const medias = db.prepare('UPDATE product_translation SET medias = ? WHERE product_id = ? AND lang = ?');
  for (const [id, french] of frenchProducts) {
    product.run(id, FRENCH, french.slug, french.name, french.extract, french.description, JSON.stringify(french.medias), FRENCH_CATALOGUE_TRANSLATED_AT);
    if (refreshMedia) medias.run(JSON.stringify(french.medias), id, FRENCH);
  }
}
