import type { Migration } from './migration.ts';

export const catalogueSchema: Migration = {
  version: 1,
  name: 'catalogue',
  sql: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

CREATE TABLE site (
  id INTEGER PRIMARY KEY,
  iso TEXT NOT NULL,
  url TEXT NOT NULL,
  label TEXT NOT NULL,
  hosts TEXT NOT NULL DEFAULT '[]',
  languages TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE sales_plan (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES site(id),
  target TEXT NOT NULL CHECK (target IN ('pro', 'part')),
  label TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  currency_symbol TEXT NOT NULL,
  tax_rate REAL NOT NULL
) STRICT;

CREATE TABLE setting (
  site_id INTEGER NOT NULL REFERENCES site(id),
  code TEXT NOT NULL,
  vals TEXT NOT NULL,
  PRIMARY KEY (site_id, code)
) STRICT;

CREATE TABLE menu (
  id INTEGER PRIMARY KEY,
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  code TEXT NOT NULL,
  items TEXT NOT NULL,
  UNIQUE (sales_plan_id, code)
) STRICT;

CREATE TABLE category (
  id INTEGER PRIMARY KEY,
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  parent_id INTEGER REFERENCES category(id),
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  position INTEGER NOT NULL,
  color TEXT NOT NULL
) STRICT;

CREATE TABLE caracteristic (
  technical_name TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  unit TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('choice', 'number')),
  filterable INTEGER NOT NULL,
  position INTEGER NOT NULL
) STRICT;

CREATE TABLE caracteristic_option (
  technical_name TEXT NOT NULL REFERENCES caracteristic(technical_name),
  value TEXT NOT NULL,
  label TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (technical_name, value)
) STRICT;

CREATE TABLE product (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES site(id),
  slug TEXT NOT NULL UNIQUE,
  reference TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  extract TEXT NOT NULL,
  description TEXT NOT NULL,
  color TEXT NOT NULL,
  form TEXT NOT NULL,
  medias TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE product_plan (
  product_id INTEGER NOT NULL REFERENCES product(id),
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  promoted INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, sales_plan_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX product_plan_by_plan ON product_plan (sales_plan_id, product_id);

CREATE TABLE product_category (
  product_id INTEGER NOT NULL REFERENCES product(id),
  category_id INTEGER NOT NULL REFERENCES category(id),
  PRIMARY KEY (product_id, category_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX product_category_by_category ON product_category (category_id, product_id);

CREATE TABLE product_caracteristic (
  product_id INTEGER NOT NULL REFERENCES product(id),
  technical_name TEXT NOT NULL REFERENCES caracteristic(technical_name),
  value TEXT NOT NULL,
  PRIMARY KEY (product_id, technical_name, value)
) STRICT, WITHOUT ROWID;
CREATE INDEX product_caracteristic_by_value ON product_caracteristic (technical_name, value, product_id);

CREATE TABLE product_item (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(id),
  reference TEXT NOT NULL UNIQUE,
  ean13 TEXT NOT NULL UNIQUE,
  gtin14 TEXT NOT NULL UNIQUE,
  pack_size REAL NOT NULL,
  position INTEGER NOT NULL
) STRICT;
CREATE INDEX product_item_by_product ON product_item (product_id);

CREATE TABLE item_price (
  item_id INTEGER NOT NULL REFERENCES product_item(id),
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  price REAL NOT NULL,
  PRIMARY KEY (item_id, sales_plan_id)
) STRICT, WITHOUT ROWID;

-- One row per searchable thing and plan it is visible in (0 = every plan of the site).
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  site_id UNINDEXED,
  sales_plan_id UNINDEXED,
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
`,
};
