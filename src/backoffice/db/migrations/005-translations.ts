import type { Migration } from './migration.ts';

/**
 * A second language: base rows keep the default language (English), translation tables hold the
 * others, one row per entity and language. Category slugs are unique per plan and language only
 * (the two French plans both have "solutions-specialisees"). Modification dates are added for
 * the sitemap; the seed fills them on existing rows. The search index gains a language column:
 * FTS5 tables cannot be altered, so it is recreated, and the seed refills it.
 */
export const translations: Migration = {
  version: 5,
  name: 'translations',
  sql: `
ALTER TABLE product ADD COLUMN updated_at TEXT;
ALTER TABLE category ADD COLUMN updated_at TEXT;
ALTER TABLE content ADD COLUMN updated_at TEXT;

CREATE TABLE product_translation (
  product_id INTEGER NOT NULL REFERENCES product(id),
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  extract TEXT NOT NULL,
  description TEXT NOT NULL,
  medias TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (product_id, lang),
  UNIQUE (lang, slug)
) STRICT;

CREATE TABLE category_translation (
  category_id INTEGER NOT NULL REFERENCES category(id),
  lang TEXT NOT NULL,
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (category_id, lang),
  UNIQUE (sales_plan_id, lang, slug)
) STRICT;

CREATE TABLE caracteristic_translation (
  technical_name TEXT NOT NULL REFERENCES caracteristic(technical_name),
  lang TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (technical_name, lang)
) STRICT;

CREATE TABLE caracteristic_option_translation (
  technical_name TEXT NOT NULL,
  value TEXT NOT NULL,
  lang TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (technical_name, value, lang),
  FOREIGN KEY (technical_name, value) REFERENCES caracteristic_option(technical_name, value)
) STRICT;

CREATE TABLE content_translation (
  resource TEXT NOT NULL,
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  slug TEXT,
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (resource, id, lang),
  FOREIGN KEY (resource, id) REFERENCES content(resource, id)
) STRICT;
CREATE UNIQUE INDEX content_translation_by_slug ON content_translation (resource, lang, slug) WHERE slug IS NOT NULL;

CREATE TABLE menu_translation (
  menu_id INTEGER NOT NULL REFERENCES menu(id),
  lang TEXT NOT NULL,
  items TEXT NOT NULL,
  PRIMARY KEY (menu_id, lang)
) STRICT;

CREATE TABLE setting_translation (
  site_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  lang TEXT NOT NULL,
  vals TEXT NOT NULL,
  PRIMARY KEY (site_id, code, lang),
  FOREIGN KEY (site_id, code) REFERENCES setting(site_id, code)
) STRICT;

DROP TABLE search_index;
-- One row per searchable thing, language and plan it is visible in (0 = every plan of the site).
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  site_id UNINDEXED,
  sales_plan_id UNINDEXED,
  lang UNINDEXED,
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
`,
};
