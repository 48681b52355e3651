import type { Migration } from './migration.ts';

export const commerceSchema: Migration = {
  version: 3,
  name: 'commerce',
  sql: `
CREATE TABLE customer (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES site(id),
  email TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  civility TEXT,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  phone TEXT,
  company TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (site_id, email)
) STRICT;

CREATE TABLE auth_token (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  expires_at TEXT NOT NULL
) STRICT;

CREATE TABLE address (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  label TEXT NOT NULL,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  address TEXT NOT NULL,
  zipcode TEXT NOT NULL,
  city TEXT NOT NULL,
  country_iso TEXT NOT NULL,
  phone TEXT
) STRICT;
CREATE INDEX address_by_customer ON address (customer_id);

CREATE TABLE discount (
  code TEXT NOT NULL COLLATE NOCASE,
  site_id INTEGER NOT NULL REFERENCES site(id),
  description TEXT NOT NULL,
  amount REAL NOT NULL,
  unit TEXT NOT NULL CHECK (unit IN ('%', 'currency')),
  free_item_id INTEGER REFERENCES product_item(id),
  target TEXT CHECK (target IN ('pro', 'part')),
  PRIMARY KEY (site_id, code)
) STRICT;

CREATE TABLE carrier (
  code TEXT NOT NULL,
  site_id INTEGER NOT NULL REFERENCES site(id),
  label TEXT NOT NULL,
  base_cost REAL NOT NULL,
  cost_per_kg REAL NOT NULL,
  free_from REAL,
  PRIMARY KEY (site_id, code)
) STRICT;

CREATE TABLE cart (
  token TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES site(id),
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  discount_code TEXT,
  expires_at TEXT NOT NULL,
  ordered INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE cart_line (
  cart_token TEXT NOT NULL REFERENCES cart(token),
  item_id INTEGER NOT NULL REFERENCES product_item(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (cart_token, item_id)
) STRICT;

CREATE TABLE customer_order (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  site_id INTEGER NOT NULL REFERENCES site(id),
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  canal TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  carrier TEXT NOT NULL,
  payment TEXT NOT NULL,
  shipping_cost REAL NOT NULL,
  discount_amount REAL NOT NULL,
  total_with_tax REAL NOT NULL,
  shipping_address TEXT NOT NULL,
  billing_address TEXT NOT NULL
) STRICT;
CREATE INDEX order_by_customer ON customer_order (customer_id, id);

CREATE TABLE order_line (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES customer_order(id),
  item_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  reference TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  price_with_tax REAL NOT NULL
) STRICT;
CREATE INDEX order_line_by_order ON order_line (order_id);
`,
};
