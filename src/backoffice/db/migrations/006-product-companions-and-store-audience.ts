import type { Migration } from './migration.ts';

/**
 * Products to use together (a primer, a filler, a finish), per sales plan, in the order of the
 * work; and the audience of each store. Stores are documents: rows seeded before the audience
 * existed get one from their type (a distributor serves professionals, a store consumers), which
 * the seed's own rows refine on a fresh database.
 */
export const productCompanionsAndStoreAudience: Migration = {
  version: 6,
  name: 'product-companions-and-store-audience',
  sql: `
CREATE TABLE product_companion (
  product_id INTEGER NOT NULL REFERENCES product(id),
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  companion_id INTEGER NOT NULL REFERENCES product(id),
  role TEXT NOT NULL CHECK (role IN ('primer', 'filler', 'finish')),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, sales_plan_id, companion_id),
  CHECK (companion_id <> product_id)
) STRICT, WITHOUT ROWID;

UPDATE content SET body = json_set(body, '$.audience', CASE kind WHEN 'distributor' THEN 'pro' ELSE 'part' END)
  WHERE resource = 'store-locator' AND json_extract(body, '$.audience') IS NULL;
UPDATE content_translation SET body = json_set(body, '$.audience', CASE json_extract(body, '$.type') WHEN 'distributor' THEN 'pro' ELSE 'part' END)
  WHERE resource = 'store-locator' AND json_extract(body, '$.audience') IS NULL;
`,
};
