var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __glob = (map) => (path4) => {
  var fn = map[path4];
  if (fn) return fn();
  throw new Error("Module not found in bundle: " + path4);
};
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/shared/api/contract.ts
function endpoint(method, path4, options = {}) {
  return { method, path: path4, auth: options.auth ?? "none", status: options.status ?? (method === "POST" ? 201 : 200) };
}
var API_PREFIX, DEFAULT_SITE_ID, DEFAULT_LANG, SEARCH_SUGGEST_MIN_LENGTH, SEARCH_SUGGEST_ITEMS_PER_GROUP, BARCODE_LENGTH, NOT_AVAILABLE_IN_SALEPLAN, customer, answersOk, contract;
var init_contract = __esm({
  "src/shared/api/contract.ts"() {
    "use strict";
    API_PREFIX = "/api/v1";
    DEFAULT_SITE_ID = 9;
    DEFAULT_LANG = "en";
    SEARCH_SUGGEST_MIN_LENGTH = 3;
    SEARCH_SUGGEST_ITEMS_PER_GROUP = 3;
    BARCODE_LENGTH = 14;
    NOT_AVAILABLE_IN_SALEPLAN = "not_available_in_this_saleplan";
    customer = { auth: "customer" };
    answersOk = { status: 200 };
    contract = {
      // Site, settings, navigation
      "GET /site": endpoint("GET", "/site"),
      "GET /site/:id": endpoint("GET", "/site/:id"),
      "GET /setting": endpoint("GET", "/setting"),
      "GET /menu": endpoint("GET", "/menu"),
      "GET /category": endpoint("GET", "/category"),
      "GET /category/:id": endpoint("GET", "/category/:id"),
      "GET /url": endpoint("GET", "/url"),
      "GET /url/entity": endpoint("GET", "/url/entity"),
      "GET /sitemap": endpoint("GET", "/sitemap"),
      // Catalogue
      "GET /product": endpoint("GET", "/product"),
      "GET /product/:id": endpoint("GET", "/product/:id"),
      "GET /product/scan/:code": endpoint("GET", "/product/scan/:code"),
      "GET /filters-products": endpoint("GET", "/filters-products"),
      "GET /search": endpoint("GET", "/search"),
      // Content
      "GET /page": endpoint("GET", "/page"),
      "GET /page/:slug": endpoint("GET", "/page/:slug"),
      "GET /folder": endpoint("GET", "/folder"),
      "GET /folder/:id": endpoint("GET", "/folder/:id"),
      "GET /faq": endpoint("GET", "/faq"),
      "GET /tags": endpoint("GET", "/tags"),
      "GET /slider": endpoint("GET", "/slider"),
      "GET /testimony": endpoint("GET", "/testimony"),
      "GET /machine": endpoint("GET", "/machine"),
      "GET /machine/:id": endpoint("GET", "/machine/:id"),
      "GET /teinte": endpoint("GET", "/teinte"),
      "GET /city": endpoint("GET", "/city"),
      "GET /civility": endpoint("GET", "/civility"),
      "GET /country": endpoint("GET", "/country"),
      "GET /store-locator": endpoint("GET", "/store-locator"),
      "GET /notice": endpoint("GET", "/notice"),
      "GET /training": endpoint("GET", "/training"),
      "GET /landing": endpoint("GET", "/landing"),
      "GET /landing/store": endpoint("GET", "/landing/store"),
      // Forms: committed before the 201 answer
      "POST /contact": endpoint("POST", "/contact"),
      "POST /construction-starts": endpoint("POST", "/construction-starts"),
      "POST /application": endpoint("POST", "/application"),
      "POST /training-inscription": endpoint("POST", "/training-inscription"),
      "POST /wishlist/send": endpoint("POST", "/wishlist/send"),
      "POST /landing/data": endpoint("POST", "/landing/data"),
      // Customer account
      "POST /auth/signup": endpoint("POST", "/auth/signup"),
      "POST /auth/login": endpoint("POST", "/auth/login", answersOk),
      "GET /profile": endpoint("GET", "/profile", customer),
      "PUT /profile": endpoint("PUT", "/profile", customer),
      "GET /address": endpoint("GET", "/address", customer),
      "POST /address": endpoint("POST", "/address", customer),
      "PUT /address": endpoint("PUT", "/address", customer),
      "DELETE /address": endpoint("DELETE", "/address", customer),
      // Cart and orders
      "POST /cart": endpoint("POST", "/cart", answersOk),
      "GET /cart": endpoint("GET", "/cart"),
      "DELETE /cart/product": endpoint("DELETE", "/cart/product"),
      "GET /cart/shipping": endpoint("GET", "/cart/shipping"),
      "POST /cart/discount": endpoint("POST", "/cart/discount", answersOk),
      "DELETE /cart/discount": endpoint("DELETE", "/cart/discount"),
      "POST /order": endpoint("POST", "/order", customer),
      "GET /order": endpoint("GET", "/order", customer),
      "GET /order/:id": endpoint("GET", "/order/:id", customer),
      // Operators only: never forwarded by the site
      "GET /admin/submissions": endpoint(
        "GET",
        "/admin/submissions",
        { auth: "admin" }
      )
    };
  }
});

// src/backoffice/accounts/passwords.ts
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
function hashPassword(password) {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("base64")}$${scryptSync(password, salt, KEY_LENGTH).toString("base64")}`;
}
function verifyPassword(password, stored) {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || salt === void 0 || hash === void 0) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = scryptSync(password, Buffer.from(salt, "base64"), expected.length);
  return timingSafeEqual(actual, expected);
}
var KEY_LENGTH;
var init_passwords = __esm({
  "src/backoffice/accounts/passwords.ts"() {
    "use strict";
    KEY_LENGTH = 32;
  }
});

// src/backoffice/accounts/account-store.ts
import { createHash, randomBytes as randomBytes2 } from "node:crypto";
function tokenHash(token) {
  return createHash("sha256").update(token).digest("hex");
}
function toCustomer(row) {
  const { site_id: _site, password_hash: _hash, ...customer2 } = row;
  return customer2;
}
var TOKEN_DAYS, AccountStore;
var init_account_store = __esm({
  "src/backoffice/accounts/account-store.ts"() {
    "use strict";
    init_passwords();
    TOKEN_DAYS = 30;
    AccountStore = class {
      #db;
      #byEmail;
      #byId;
      #byToken;
      #insertToken;
      #addresses;
      #address;
      constructor(db) {
        this.#db = db;
        this.#byEmail = db.prepare("SELECT * FROM customer WHERE site_id = ? AND email = ?");
        this.#byId = db.prepare("SELECT * FROM customer WHERE id = ?");
        this.#byToken = db.prepare(
          "SELECT c.* FROM auth_token t JOIN customer c ON c.id = t.customer_id WHERE t.token_hash = ? AND t.expires_at > ? AND c.site_id = ?"
        );
        this.#insertToken = db.prepare("INSERT INTO auth_token (token_hash, customer_id, expires_at) VALUES (?, ?, ?)");
        this.#addresses = db.prepare("SELECT id, label, firstname, lastname, address, zipcode, city, country_iso, phone FROM address WHERE customer_id = ? ORDER BY id");
        this.#address = db.prepare("SELECT id, label, firstname, lastname, address, zipcode, city, country_iso, phone FROM address WHERE customer_id = ? AND id = ?");
      }
      emailTaken(siteId, email2) {
        return this.#byEmail.get(siteId, email2) !== void 0;
      }
      signup(siteId, fields, now2) {
        return this.#db.transaction(() => {
          const result = this.#db.prepare(
            "INSERT INTO customer (site_id, email, password_hash, civility, firstname, lastname, phone, company, siret, country_iso, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
          ).run(
            siteId,
            fields.email,
            hashPassword(fields.password),
            fields.civility,
            fields.firstname,
            fields.lastname,
            fields.phone,
            fields.company,
            fields.siret,
            fields.country_iso,
            now2.toISOString()
          );
          return this.#session(Number(result.lastInsertRowid), now2);
        })();
      }
      login(siteId, email2, password, now2) {
        const row = this.#byEmail.get(siteId, email2);
        if (row === void 0 || !verifyPassword(password, row.password_hash)) return null;
        return this.#session(row.id, now2);
      }
      customerForToken(siteId, token, now2) {
        const row = this.#byToken.get(tokenHash(token), now2.toISOString(), siteId);
        return row === void 0 ? null : toCustomer(row);
      }
      updateProfile(customerId, changes) {
        const columns = ["civility", "firstname", "lastname", "phone", "company"].filter((column) => changes[column] !== void 0);
        if (columns.length > 0) {
          this.#db.prepare(`UPDATE customer SET ${columns.map((column) => `${column} = @${column}`).join(", ")} WHERE id = @id`).run({ ...Object.fromEntries(columns.map((column) => [column, changes[column]])), id: customerId });
        }
        return toCustomer(this.#byId.get(customerId));
      }
      addresses(customerId) {
        return this.#addresses.all(customerId);
      }
      address(customerId, id2) {
        return this.#address.get(customerId, id2);
      }
      addAddress(customerId, input) {
        const result = this.#db.prepare(
          "INSERT INTO address (customer_id, label, firstname, lastname, address, zipcode, city, country_iso, phone) VALUES (@customer, @label, @firstname, @lastname, @address, @zipcode, @city, @country_iso, @phone)"
        ).run({ customer: customerId, ...input });
        return this.address(customerId, Number(result.lastInsertRowid));
      }
      updateAddress(customerId, address) {
        const result = this.#db.prepare(
          "UPDATE address SET label = @label, firstname = @firstname, lastname = @lastname, address = @address, zipcode = @zipcode, city = @city, country_iso = @country_iso, phone = @phone WHERE id = @id AND customer_id = @customer"
        ).run({ ...address, customer: customerId });
        return result.changes === 0 ? void 0 : this.address(customerId, address.id);
      }
      deleteAddress(customerId, id2) {
        return this.#db.prepare("DELETE FROM address WHERE id = ? AND customer_id = ?").run(id2, customerId).changes > 0;
      }
      #session(customerId, now2) {
        const token = randomBytes2(32).toString("base64url");
        const expiresAt = new Date(now2.getTime() + TOKEN_DAYS * 864e5).toISOString();
        this.#insertToken.run(tokenHash(token), customerId, expiresAt);
        return { token, expires_at: expiresAt, user: toCustomer(this.#byId.get(customerId)) };
      }
    };
  }
});

// src/backoffice/db/migrations/001-catalogue.ts
var catalogueSchema;
var init_catalogue = __esm({
  "src/backoffice/db/migrations/001-catalogue.ts"() {
    "use strict";
    catalogueSchema = {
      version: 1,
      name: "catalogue",
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
`
    };
  }
});

// src/backoffice/db/migrations/002-content.ts
var contentSchema;
var init_content = __esm({
  "src/backoffice/db/migrations/002-content.ts"() {
    "use strict";
    contentSchema = {
      version: 2,
      name: "content",
      sql: `
CREATE TABLE content (
  resource TEXT NOT NULL,
  id INTEGER NOT NULL,
  site_id INTEGER NOT NULL REFERENCES site(id),
  target TEXT CHECK (target IN ('pro', 'part')),
  slug TEXT,
  kind TEXT,
  position INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (resource, id)
) STRICT;
CREATE INDEX content_by_site ON content (resource, site_id, position);
CREATE UNIQUE INDEX content_by_slug ON content (resource, site_id, slug) WHERE slug IS NOT NULL;

CREATE TABLE submission (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_id INTEGER NOT NULL,
  resource TEXT NOT NULL,
  created_at TEXT NOT NULL,
  body TEXT NOT NULL
) STRICT;
CREATE INDEX submission_by_resource ON submission (resource, id);
`
    };
  }
});

// src/backoffice/db/migrations/003-commerce.ts
var commerceSchema;
var init_commerce = __esm({
  "src/backoffice/db/migrations/003-commerce.ts"() {
    "use strict";
    commerceSchema = {
      version: 3,
      name: "commerce",
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
`
    };
  }
});

// src/backoffice/db/migrations/004-customer-siret-country.ts
var customerSiretAndCountry;
var init_customer_siret_country = __esm({
  "src/backoffice/db/migrations/004-customer-siret-country.ts"() {
    "use strict";
    customerSiretAndCountry = {
      version: 4,
      name: "customer siret and country",
      sql: `
ALTER TABLE customer ADD COLUMN siret TEXT;
ALTER TABLE customer ADD COLUMN country_iso TEXT;
`
    };
  }
});

// src/backoffice/db/migrations/index.ts
var migrations;
var init_migrations = __esm({
  "src/backoffice/db/migrations/index.ts"() {
    "use strict";
    init_catalogue();
    init_content();
    init_commerce();
    init_customer_siret_country();
    migrations = [catalogueSchema, contentSchema, commerceSchema, customerSiretAndCountry];
  }
});

// src/backoffice/db/migrate.ts
function migrate(db, list3 = migrations) {
  const current2 = db.pragma("user_version", { simple: true });
  const applied = [];
  for (const migration of [...list3].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current2) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}
var init_migrate = __esm({
  "src/backoffice/db/migrate.ts"() {
    "use strict";
    init_migrations();
  }
});

// src/backoffice/db/open-database.ts
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
function openDatabase(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}
var DATABASE_FILE;
var init_open_database = __esm({
  "src/backoffice/db/open-database.ts"() {
    "use strict";
    DATABASE_FILE = "backoffice.sqlite";
  }
});

// src/backoffice/http/http-error.ts
function notFound(what) {
  return new HttpError(404, { message: `${what} not found` });
}
function badRequest(field, message) {
  return new HttpError(400, { [field]: message });
}
function invalid(errors) {
  return new HttpError(422, errors);
}
var HttpError;
var init_http_error = __esm({
  "src/backoffice/http/http-error.ts"() {
    "use strict";
    HttpError = class extends Error {
      status;
      errors;
      constructor(status, errors) {
        super(`HTTP ${status}`);
        this.status = status;
        this.errors = errors;
      }
    };
  }
});

// src/backoffice/http/json-body.ts
async function readJsonBody(request2, limit) {
  const type = request2.headers["content-type"] ?? "";
  const declared = Number(request2.headers["content-length"] ?? 0);
  if (declared > limit) throw new HttpError(413, { message: "Request body too large" });
  const chunks = [];
  let size = 0;
  for await (const chunk3 of request2) {
    size += chunk3.length;
    if (size > limit) throw new HttpError(413, { message: "Request body too large" });
    chunks.push(chunk3);
  }
  if (size === 0) return {};
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, { message: "Send the body as application/json" });
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, { message: "The body is not valid JSON" });
  }
}
var DEFAULT_BODY_LIMIT;
var init_json_body = __esm({
  "src/backoffice/http/json-body.ts"() {
    "use strict";
    init_http_error();
    DEFAULT_BODY_LIMIT = 1024 * 1024;
  }
});

// src/shared/api/query-codec.ts
function encodeQuery(query) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const encoded = encodeValue(value);
    if (encoded !== null) params.set(name, encoded);
  }
  return params;
}
function encodeValue(value) {
  if (value === void 0 || value === null) return null;
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(String).join(",");
  return JSON.stringify(value);
}
function decodeList(raw) {
  if (raw === null) return [];
  return raw.split(",").map((part2) => part2.trim()).filter((part2) => part2 !== "");
}
var init_query_codec = __esm({
  "src/shared/api/query-codec.ts"() {
    "use strict";
  }
});

// src/backoffice/http/query-reader.ts
var QueryReader;
var init_query_reader = __esm({
  "src/backoffice/http/query-reader.ts"() {
    "use strict";
    init_query_codec();
    init_http_error();
    QueryReader = class {
      #params;
      constructor(params) {
        this.#params = params;
      }
      has(name) {
        return this.#params.has(name) && this.#params.get(name) !== "";
      }
      string(name) {
        const value = this.#params.get(name);
        return value === null || value === "" ? null : value;
      }
      requiredString(name) {
        const value = this.string(name);
        if (value === null) throw badRequest(name, `The ${name} param is required`);
        return value;
      }
      int(name, bounds = {}) {
        const raw = this.string(name);
        if (raw === null) return null;
        if (!/^-?\d{1,15}$/.test(raw)) throw badRequest(name, `The ${name} param must be an integer`);
        const value = Number(raw);
        if (bounds.min !== void 0 && value < bounds.min || bounds.max !== void 0 && value > bounds.max) {
          throw badRequest(name, `The ${name} param is out of range`);
        }
        return value;
      }
      requiredInt(name, bounds = {}) {
        const value = this.int(name, bounds);
        if (value === null) throw badRequest(name, `The ${name} param is required`);
        return value;
      }
      number(name) {
        const raw = this.string(name);
        if (raw === null) return null;
        const value = Number(raw);
        if (!Number.isFinite(value)) throw badRequest(name, `The ${name} param must be a number`);
        return value;
      }
      flag(name) {
        const raw = this.string(name);
        if (raw === null || raw === "0" || raw === "false") return false;
        if (raw === "1" || raw === "true") return true;
        throw badRequest(name, `The ${name} param must be 0 or 1`);
      }
      list(name) {
        return decodeList(this.string(name));
      }
      oneOf(name, allowed) {
        const raw = this.string(name);
        if (raw === null) return null;
        if (!allowed.includes(raw)) throw badRequest(name, `The ${name} param must be one of ${allowed.join(", ")}`);
        return raw;
      }
      json(name) {
        const raw = this.string(name);
        if (raw === null) return null;
        try {
          return JSON.parse(raw);
        } catch {
          throw badRequest(name, `The ${name} param must be JSON`);
        }
      }
      paging(defaultPerPage, maxPerPage = 100) {
        const page3 = this.int("page", { min: 1, max: 1e5 }) ?? 1;
        const perPage = this.int("perPage", { min: 1, max: maxPerPage }) ?? defaultPerPage;
        return { page: page3, perPage, offset: (page3 - 1) * perPage };
      }
    };
  }
});

// src/backoffice/http/router.ts
function specificity(segments) {
  return segments.reduce((score, segment) => score * 2 + (segment.startsWith(":") ? 0 : 1), 1);
}
function matchSegments(template, parts) {
  if (template.length !== parts.length) return null;
  const params = /* @__PURE__ */ Object.create(null);
  for (let index = 0; index < template.length; index++) {
    const expected = template[index];
    const actual = parts[index];
    if (expected.startsWith(":")) {
      let decoded;
      try {
        decoded = decodeURIComponent(actual);
      } catch {
        return null;
      }
      params[expected.slice(1)] = decoded;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
var Router;
var init_router = __esm({
  "src/backoffice/http/router.ts"() {
    "use strict";
    Router = class {
      #routes = [];
      add(method, path4, value) {
        this.#routes.push({ method, segments: path4.split("/").filter(Boolean), value });
        this.#routes.sort((a, b) => specificity(b.segments) - specificity(a.segments));
      }
      /** `pathname` is the raw path: each segment is decoded after splitting, so %2F stays inside a param. */
      match(method, pathname) {
        const parts = pathname.split("/").filter(Boolean);
        const allowed = [];
        for (const route2 of this.#routes) {
          const params = matchSegments(route2.segments, parts);
          if (params === null) continue;
          if (route2.method === method) return { value: route2.value, params };
          allowed.push(route2.method);
        }
        return allowed.length > 0 ? { allowed } : null;
      }
    };
  }
});

// src/backoffice/http/api-handler.ts
import { timingSafeEqual as timingSafeEqual2 } from "node:crypto";
function createApiHandler(services, accounts, handlers) {
  const router = new Router();
  for (const name of Object.keys(contract)) {
    const endpoint2 = contract[name];
    router.add(endpoint2.method, endpoint2.path, { name, handler: handlers[name] });
  }
  function bearer(request2) {
    const header = request2.headers.authorization ?? "";
    const match3 = /^Bearer\s+(\S+)$/i.exec(header);
    return match3?.[1] ?? null;
  }
  function isAdmin(token) {
    if (services.adminToken === null || token === null) return false;
    const expected = Buffer.from(services.adminToken);
    const actual = Buffer.from(token);
    return actual.length === expected.length && timingSafeEqual2(actual, expected);
  }
  return async function handleApi(request2, response, path4, search) {
    const match3 = router.match(request2.method ?? "GET", path4);
    if (match3 === null) throw new HttpError(404, { message: "Unknown endpoint" });
    if ("allowed" in match3) {
      response.setHeader("allow", match3.allowed.join(", "));
      throw new HttpError(405, { message: "Method not allowed" });
    }
    const { name, handler } = match3.value;
    const endpoint2 = contract[name];
    const query = new QueryReader(new URLSearchParams(search));
    const scope = services.sites.resolve(query);
    const token = bearer(request2);
    let customer2 = null;
    if (endpoint2.auth === "customer") {
      customer2 = token === null ? null : accounts.customerForToken(scope.site.id, token, services.now());
      if (customer2 === null) throw new HttpError(401, { message: "Please log in" });
    } else if (endpoint2.auth === "admin" && !isAdmin(token)) {
      throw new HttpError(401, { message: "Admin token required" });
    }
    const body = endpoint2.method === "POST" || endpoint2.method === "PUT" ? await readJsonBody(request2, BODY_LIMITS[name] ?? DEFAULT_BODY_LIMIT) : {};
    const started = performance.now();
    const data = await handler({ params: match3.params, query, body, scope, customer: customer2 });
    response.setHeader("server-timing", `app;dur=${(performance.now() - started).toFixed(3)}`);
    response.statusCode = endpoint2.status;
    response.setHeader("cache-control", endpoint2.auth === "none" && endpoint2.method === "GET" ? "no-cache" : "no-store");
    sendJson(response, { data });
  };
}
function sendJson(response, payload) {
  const body = JSON.stringify(payload);
  response.setHeader("content-type", "application/json; charset=utf-8");
  response.setHeader("content-length", Buffer.byteLength(body));
  response.end(body);
}
var BODY_LIMITS;
var init_api_handler = __esm({
  "src/backoffice/http/api-handler.ts"() {
    "use strict";
    init_contract();
    init_http_error();
    init_json_body();
    init_query_reader();
    init_router();
    BODY_LIMITS = { "POST /application": 8 * 1024 * 1024 };
  }
});

// src/backoffice/media/pdf.ts
function encodeText(text3) {
  const latin1 = [...text3].map((char) => replacements[char] ?? (char.charCodeAt(0) <= 255 ? char : "?")).join("");
  return latin1.replace(/[\\()]/g, (char) => `\\${char}`);
}
function color([r, g, b]) {
  return `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;
}
function wrap(text3, size, width) {
  const perLine = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines = [];
  let line = "";
  for (const word of text3.split(/\s+/)) {
    if (line !== "" && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}
function writePdf(pages2, title) {
  const objects = [];
  const add = (body) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  const firstPage = 5;
  add(`<< /Type /Pages /Kids [${pages2.map((_, index) => `${firstPage + index * 2} 0 R`).join(" ")}] /Count ${pages2.length} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  pages2.forEach((page3, index) => {
    const content = Buffer.from(page3.content(), "latin1");
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`
    );
    add(`<< /Length ${content.length} >>
stream
${content.toString("latin1")}
endstream`);
  });
  add(`<< /Title (${encodeText(title)}) /Producer (Wallfiller demo back office) >>`);
  const info = objects.length;
  let output = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, "latin1"));
    output += `${index + 1} 0 obj
${body}
endobj
`;
  });
  const xref = Buffer.byteLength(output, "latin1");
  output += `xref
0 ${objects.length + 1}
0000000000 65535 f 
`;
  for (const offset of offsets) output += `${String(offset).padStart(10, "0")} 00000 n 
`;
  output += `trailer
<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>
startxref
${xref}
%%EOF
`;
  return Buffer.from(output, "latin1");
}
var A4, replacements, PdfPage;
var init_pdf = __esm({
  "src/backoffice/media/pdf.ts"() {
    "use strict";
    A4 = { width: 595, height: 842 };
    replacements = { "\u2019": "'", "\u2018": "'", "\u201C": '"', "\u201D": '"', "\u2013": "-", "\u2014": "-", "\u2026": "...", "\u2264": "<=", "\u2265": ">=" };
    PdfPage = class {
      #operations = [];
      text(x, y, text3, options = {}) {
        const font = options.bold ? "F2" : "F1";
        this.#operations.push(`BT ${color(options.color ?? [30, 30, 30])} rg /${font} ${options.size ?? 10} Tf ${x} ${A4.height - y} Td (${encodeText(text3)}) Tj ET`);
      }
      rect(x, y, width, height, fill) {
        this.#operations.push(`${color(fill)} rg ${x} ${A4.height - y - height} ${width} ${height} re f`);
      }
      content() {
        return this.#operations.join("\n");
      }
    };
  }
});

// src/backoffice/media/documents.ts
function rgb(hex) {
  const value = Number.parseInt(hex, 16);
  return [value >> 16 & 255, value >> 8 & 255, value & 255];
}
function technicalSheet(product) {
  const page3 = new PdfPage();
  page3.rect(0, 0, 595, 110, rgb(product.color));
  page3.text(MARGIN, 45, "TECHNICAL SHEET", { size: 10, bold: true, color: [255, 255, 255] });
  page3.text(MARGIN, 75, product.name, { size: 22, bold: true, color: [255, 255, 255] });
  page3.text(MARGIN, 97, `Reference ${product.reference}`, { size: 11, color: [255, 255, 255] });
  let y = 145;
  page3.text(MARGIN, y, "Description", { size: 13, bold: true });
  y += 20;
  for (const line of wrap(product.description, 10, WIDTH)) {
    page3.text(MARGIN, y, line);
    y += 14;
  }
  y += 16;
  page3.text(MARGIN, y, "Characteristics", { size: 13, bold: true });
  y += 8;
  for (const [index, caracteristic] of Object.values(product.caracteristics).entries()) {
    y += 18;
    if (index % 2 === 0) page3.rect(MARGIN - 4, y - 13, WIDTH + 8, 18, [242, 244, 247]);
    page3.text(MARGIN, y, caracteristic.label, { bold: true });
    page3.text(MARGIN + 200, y, `${caracteristic.value}${caracteristic.unit === null ? "" : ` ${caracteristic.unit}`}`);
  }
  y += 36;
  page3.text(MARGIN, y, "Packaging", { size: 13, bold: true });
  y += 22;
  page3.text(MARGIN, y, "Reference", { bold: true });
  page3.text(MARGIN + 160, y, "EAN-13", { bold: true });
  page3.text(MARGIN + 320, y, "Pack", { bold: true });
  for (const item of product.items) {
    y += 16;
    page3.text(MARGIN, y, item.reference);
    page3.text(MARGIN + 160, y, item.ean13);
    page3.text(MARGIN + 320, y, `${item.pack_size} kg`);
  }
  page3.text(MARGIN, 800, "Apply between 5 and 30 \xB0C on a clean, sound and dry support. Keep away from frost. Demo document.", { size: 8, color: [110, 110, 110] });
  return writePdf([page3], `${product.name} technical sheet`);
}
function genericDocument(kind, slug2) {
  const title = slug2.replace(/^sds-/, "Safety data sheet: ").replace(/-/g, " ").replace(/^\w/, (char) => char.toUpperCase());
  const page3 = new PdfPage();
  page3.rect(0, 0, 595, 90, [31, 95, 139]);
  page3.text(MARGIN, 40, kind.toUpperCase(), { size: 10, bold: true, color: [255, 255, 255] });
  page3.text(MARGIN, 70, title, { size: 20, bold: true, color: [255, 255, 255] });
  const body = [
    "This document belongs to the demonstration catalogue of a maker of wall fillers and plasters.",
    "Prepare the support: it must be clean, sound, dry and free of dust. Open cracks and remove loose material.",
    "Apply in thin coats and respect the drying times given on each product sheet before sanding or painting.",
    "Store products away from frost and heat. Close opened packs tightly."
  ];
  let y = 130;
  for (const paragraph2 of body) {
    for (const line of wrap(paragraph2, 11, WIDTH)) {
      page3.text(MARGIN, y, line, { size: 11 });
      y += 16;
    }
    y += 10;
  }
  return writePdf([page3], title);
}
var MARGIN, WIDTH;
var init_documents = __esm({
  "src/backoffice/media/documents.ts"() {
    "use strict";
    init_pdf();
    MARGIN = 50;
    WIDTH = 495;
  }
});

// src/backoffice/media/raster.ts
function hexColor(hex, alpha = 255) {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [value >> 16 & 255, value >> 8 & 255, value & 255, alpha];
}
function mix(a, b, ratio) {
  const at = (index) => Math.round(a[index] + (b[index] - a[index]) * ratio);
  return [at(0), at(1), at(2), at(3)];
}
var Raster;
var init_raster = __esm({
  "src/backoffice/media/raster.ts"() {
    "use strict";
    Raster = class {
      width;
      height;
      pixels;
      constructor(width, height, background) {
        this.width = width;
        this.height = height;
        this.pixels = new Uint8Array(width * height * 4);
        this.rect(0, 0, width, height, background);
      }
      #set(x, y, color2) {
        if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
        const offset = (y * this.width + x) * 4;
        const alpha = color2[3] / 255;
        for (let channel = 0; channel < 3; channel++) {
          this.pixels[offset + channel] = Math.round(color2[channel] * alpha + this.pixels[offset + channel] * (1 - alpha));
        }
        this.pixels[offset + 3] = Math.max(this.pixels[offset + 3], color2[3]);
      }
      rect(x, y, width, height, color2) {
        const x0 = Math.max(0, Math.round(x));
        const y0 = Math.max(0, Math.round(y));
        const x1 = Math.min(this.width, Math.round(x + width));
        const y1 = Math.min(this.height, Math.round(y + height));
        for (let row = y0; row < y1; row++) for (let column = x0; column < x1; column++) this.#set(column, row, color2);
      }
      /** Horizontal bands from `top` to `bottom` colour: banded so it stays cheap to compress. */
      gradient(x, y, width, height, top, bottom, bands = 12) {
        for (let band = 0; band < bands; band++) {
          const y0 = y + height * band / bands;
          this.rect(x, y0, width, height / bands + 1, mix(top, bottom, band / (bands - 1)));
        }
      }
      ellipse(cx, cy, rx, ry, color2) {
        for (let row = Math.floor(cy - ry); row <= Math.ceil(cy + ry); row++) {
          const dy = (row + 0.5 - cy) / ry;
          if (Math.abs(dy) > 1) continue;
          const half = rx * Math.sqrt(1 - dy * dy);
          this.rect(cx - half, row, half * 2, 1, color2);
        }
      }
      roundRect(x, y, width, height, radius, color2) {
        const r = Math.min(radius, width / 2, height / 2);
        for (let row = Math.floor(y); row < Math.ceil(y + height); row++) {
          const fromTop = row + 0.5 - y;
          const fromBottom = y + height - (row + 0.5);
          const edge = Math.min(fromTop, fromBottom);
          const inset = edge >= r ? 0 : r - Math.sqrt(Math.max(0, r * r - (r - edge) ** 2));
          this.rect(x + inset, row, width - inset * 2, 1, color2);
        }
      }
      /** A trapezoid narrowing from `bottomWidth` to `topWidth`, centred on cx (buckets, bags). */
      trapezoid(cx, top, bottom, topWidth, bottomWidth, color2) {
        for (let row = Math.floor(top); row < Math.ceil(bottom); row++) {
          const ratio = (row - top) / Math.max(1, bottom - top);
          const width = topWidth + (bottomWidth - topWidth) * ratio;
          this.rect(cx - width / 2, row, width, 1, color2);
        }
      }
    };
  }
});

// src/backoffice/media/drawings.ts
import { createHash as createHash2 } from "node:crypto";
function drawPackshot(size, colorHex, form) {
  const color2 = hexColor(colorHex);
  const raster = new Raster(size, size, [246, 247, 249, 255]);
  const unit = size / 240;
  raster.ellipse(size / 2, size * 0.86, size * 0.3, size * 0.04, [210, 214, 220, 255]);
  if (form === "powder") {
    raster.trapezoid(size / 2, size * 0.16, size * 0.86, size * 0.44, size * 0.5, mix(color2, WHITE, 0.1));
    raster.rect(size * 0.28, size * 0.12, size * 0.44, size * 0.06, mix(color2, INK, 0.25));
    raster.rect(size * 0.31, size * 0.36, size * 0.38, size * 0.26, WHITE);
    raster.rect(size * 0.31, size * 0.36, size * 0.38, 6 * unit, color2);
  } else {
    raster.trapezoid(size / 2, size * 0.3, size * 0.86, size * 0.52, size * 0.44, mix(color2, WHITE, 0.05));
    raster.roundRect(size * 0.22, size * 0.24, size * 0.56, size * 0.08, 4 * unit, mix(color2, INK, 0.3));
    raster.rect(size * 0.3, size * 0.44, size * 0.4, size * 0.24, WHITE);
    raster.rect(size * 0.3, size * 0.44, size * 0.4, 6 * unit, color2);
  }
  for (let line = 0; line < 3; line++) {
    raster.rect(size * 0.35, size * (form === "powder" ? 0.44 : 0.52) + line * 9 * unit, size * (0.3 - line * 0.07), 4 * unit, [150, 158, 170, 255]);
  }
  return raster;
}
function drawScene(width, height, name) {
  const hash = createHash2("sha256").update(name).digest();
  const hue = hash[0] / 255 * 360;
  const wall2 = hsl(hue, 0.25, 0.86);
  const accent = hsl((hue + 150) % 360, 0.45, 0.5);
  const raster = new Raster(width, height, wall2);
  raster.gradient(0, 0, width, height * 0.72, mix(wall2, WHITE, 0.4), wall2);
  raster.rect(0, height * 0.72, width, height * 0.28, hsl(hue, 0.2, 0.62));
  raster.rect(0, height * 0.72, width, height * 0.02, hsl(hue, 0.2, 0.5));
  const frames = 1 + hash[1] % 3;
  for (let index = 0; index < frames; index++) {
    const frameWidth = width * 0.16;
    const x = width * (0.12 + index * 0.26) + hash[2 + index] % 20;
    raster.rect(x, height * 0.2, frameWidth, height * 0.26, mix(accent, WHITE, 0.2 * index));
    raster.rect(x + 6, height * 0.2 + 6, frameWidth - 12, height * 0.26 - 12, mix(accent, WHITE, 0.55));
  }
  raster.ellipse(width * 0.82, height * 0.62, width * 0.09, height * 0.11, mix(accent, INK, 0.2));
  raster.rect(width * 0.7, height * 0.6, width * 0.24, height * 0.14, mix(accent, INK, 0.35));
  return raster;
}
function drawPicto(size, code) {
  const shape = pictoShapes[code];
  if (shape === void 0) return null;
  const raster = new Raster(size, size, [255, 255, 255, 0]);
  raster.ellipse(size / 2, size / 2, size / 2, size / 2, [232, 241, 250, 255]);
  shape(raster, size, hexColor("1f5f8b"));
  return raster;
}
function hsl(hue, saturation, lightness) {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(hue / 60 % 2 - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] = hue < 60 ? [chroma, x, 0] : hue < 120 ? [x, chroma, 0] : hue < 180 ? [0, chroma, x] : hue < 240 ? [0, x, chroma] : hue < 300 ? [x, 0, chroma] : [chroma, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255), 255];
}
var WHITE, INK, pictoShapes, PICTO_CODES;
var init_drawings = __esm({
  "src/backoffice/media/drawings.ts"() {
    "use strict";
    init_raster();
    WHITE = [255, 255, 255, 255];
    INK = [40, 48, 60, 255];
    pictoShapes = {
      interior: (raster, size, color2) => {
        raster.trapezoid(size / 2, size * 0.18, size * 0.45, size * 0.05, size * 0.7, color2);
        raster.rect(size * 0.22, size * 0.45, size * 0.56, size * 0.37, color2);
        raster.rect(size * 0.43, size * 0.6, size * 0.14, size * 0.22, WHITE);
      },
      exterior: (raster, size, color2) => {
        raster.ellipse(size / 2, size / 2, size * 0.2, size * 0.2, color2);
        for (let ray = 0; ray < 4; ray++) {
          raster.rect(size * 0.47, size * (0.08 + ray * 0), size * 0.06, size * 0.14, color2);
        }
        raster.rect(size * 0.47, size * 0.78, size * 0.06, size * 0.14, color2);
        raster.rect(size * 0.08, size * 0.47, size * 0.14, size * 0.06, color2);
        raster.rect(size * 0.78, size * 0.47, size * 0.14, size * 0.06, color2);
      },
      powder: (raster, size, color2) => raster.trapezoid(size / 2, size * 0.2, size * 0.82, size * 0.4, size * 0.56, color2),
      paste: (raster, size, color2) => {
        raster.trapezoid(size / 2, size * 0.3, size * 0.82, size * 0.6, size * 0.46, color2);
        raster.rect(size * 0.18, size * 0.22, size * 0.64, size * 0.08, color2);
      },
      sandable: (raster, size, color2) => {
        raster.roundRect(size * 0.18, size * 0.34, size * 0.64, size * 0.3, size * 0.06, color2);
        for (let dot = 0; dot < 5; dot++) raster.rect(size * (0.24 + dot * 0.11), size * 0.7, size * 0.05, size * 0.05, color2);
      },
      damp_rooms: (raster, size, color2) => {
        raster.trapezoid(size / 2, size * 0.14, size * 0.56, size * 0.02, size * 0.4, color2);
        raster.ellipse(size / 2, size * 0.6, size * 0.2, size * 0.2, color2);
      },
      fast_drying: (raster, size, color2) => {
        raster.ellipse(size / 2, size / 2, size * 0.34, size * 0.34, color2);
        raster.ellipse(size / 2, size / 2, size * 0.27, size * 0.27, WHITE);
        raster.rect(size * 0.48, size * 0.26, size * 0.05, size * 0.26, color2);
        raster.rect(size * 0.48, size * 0.48, size * 0.2, size * 0.05, color2);
      }
    };
    PICTO_CODES = Object.keys(pictoShapes);
  }
});

// src/backoffice/media/media-catalog.ts
function referencedMedia(db) {
  const paths = /* @__PURE__ */ new Set();
  const collect = (text3) => {
    for (const match3 of text3.matchAll(MEDIA_PATH)) paths.add(match3[1]);
  };
  for (const sql of ["SELECT body FROM content", "SELECT items FROM menu", "SELECT medias FROM product"]) {
    for (const text3 of db.prepare(sql).pluck().all()) collect(text3);
  }
  for (const slug2 of db.prepare("SELECT slug FROM category").pluck().all()) {
    paths.add(`visual/category-${slug2}.png`);
    paths.add(`visual/category-${slug2}.webp`);
  }
  for (const path4 of [...paths]) {
    if (path4.endsWith(".png")) paths.add(path4.replace(/\.png$/, ".webp"));
    if (path4.endsWith(".webp")) paths.add(path4.replace(/\.webp$/, ".png"));
  }
  return paths;
}
var MEDIA_PATH;
var init_media_catalog = __esm({
  "src/backoffice/media/media-catalog.ts"() {
    "use strict";
    MEDIA_PATH = /\/media\/([a-z0-9][a-z0-9/._-]*)/g;
  }
});

// src/backoffice/media/png.ts
import { crc32, deflateSync } from "node:zlib";
function chunk(type, data) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([header.subarray(4), data])), 0);
  return Buffer.concat([header, data, crc]);
}
function encodePng(raster) {
  const { width, height, pixels } = raster;
  const stride = width * 4;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    const out = row * (stride + 1);
    filtered[out] = 2;
    for (let index = 0; index < stride; index++) {
      const above = row === 0 ? 0 : pixels[(row - 1) * stride + index];
      filtered[out + 1 + index] = pixels[row * stride + index] - above & 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(filtered, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}
var SIGNATURE;
var init_png = __esm({
  "src/backoffice/media/png.ts"() {
    "use strict";
    SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  }
});

// src/backoffice/media/bit-writer.ts
var BitWriter;
var init_bit_writer = __esm({
  "src/backoffice/media/bit-writer.ts"() {
    "use strict";
    BitWriter = class {
      #buffer = new Uint8Array(4096);
      #length = 0;
      #current = 0;
      #used = 0;
      write(value, bits) {
        for (let index = 0; index < bits; index++) {
          if (value >>> index & 1) this.#current |= 1 << this.#used;
          if (++this.#used === 8) this.#flushByte();
        }
      }
      #flushByte() {
        if (this.#length === this.#buffer.length) {
          const grown = new Uint8Array(this.#buffer.length * 2);
          grown.set(this.#buffer);
          this.#buffer = grown;
        }
        this.#buffer[this.#length++] = this.#current;
        this.#current = 0;
        this.#used = 0;
      }
      finish() {
        if (this.#used > 0) this.#flushByte();
        return this.#buffer.slice(0, this.#length);
      }
    };
  }
});

// src/backoffice/media/huffman.ts
function codeLengths(frequencies, maxBits) {
  let weights = [...frequencies];
  for (; ; ) {
    const lengths = unlimitedLengths(weights);
    if (Math.max(0, ...lengths) <= maxBits) return lengths;
    weights = weights.map((weight) => weight === 0 ? 0 : Math.max(1, weight >> 1));
  }
}
function unlimitedLengths(frequencies) {
  const lengths = new Array(frequencies.length).fill(0);
  let nodes = [];
  frequencies.forEach((weight, symbol) => {
    if (weight > 0) nodes.push({ weight, symbols: [symbol] });
  });
  if (nodes.length === 1) lengths[nodes[0].symbols[0]] = 1;
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.weight - b.weight);
    const [first, second] = nodes;
    for (const symbol of [...first.symbols, ...second.symbols]) lengths[symbol] += 1;
    nodes = [{ weight: first.weight + second.weight, symbols: [...first.symbols, ...second.symbols] }, ...nodes.slice(2)];
  }
  return lengths;
}
function canonicalCodes(lengths) {
  const maxBits = Math.max(0, ...lengths);
  const count = new Array(maxBits + 1).fill(0);
  for (const length of lengths) if (length > 0) count[length] += 1;
  const next = new Array(maxBits + 1).fill(0);
  let code = 0;
  for (let bits = 1; bits <= maxBits; bits++) {
    code = code + count[bits - 1] << 1;
    next[bits] = code;
  }
  return lengths.map((length) => length === 0 ? 0 : reverseBits(next[length]++, length));
}
function reverseBits(value, bits) {
  let result = 0;
  for (let index = 0; index < bits; index++) result |= (value >> index & 1) << bits - 1 - index;
  return result;
}
var init_huffman = __esm({
  "src/backoffice/media/huffman.ts"() {
    "use strict";
  }
});

// src/backoffice/media/webp.ts
function prefixEncode(value) {
  const distance = value - 1;
  if (distance < 4) return { symbol: distance, extraBits: 0, extra: 0 };
  const highest = 31 - Math.clz32(distance);
  const second = distance >> highest - 1 & 1;
  const extraBits = highest - 1;
  return { symbol: 2 * highest + second, extraBits, extra: distance & (1 << extraBits) - 1 };
}
function tokenize(argb, width) {
  const tokens = [];
  let index = 0;
  while (index < argb.length) {
    const limit = Math.min(MAX_COPY, argb.length - index);
    let left = 0;
    if (index >= 1) while (left < limit && argb[index + left] === argb[index + left - 1]) left++;
    let above = 0;
    if (index >= width) while (above < limit && argb[index + above] === argb[index + above - width]) above++;
    const best = Math.max(left, above);
    if (best >= MIN_COPY) {
      tokens.push({ copy: true, length: best, distanceCode: above >= left ? ABOVE : LEFT });
      index += best;
    } else {
      tokens.push({ copy: false, argb: argb[index] });
      index++;
    }
  }
  return tokens;
}
function buildCode(frequencies) {
  const used = frequencies.filter((frequency) => frequency > 0).length;
  if (used < 2) {
    const spare = frequencies.findIndex((frequency) => frequency === 0);
    frequencies[spare] = 1;
    if (used === 0) frequencies[frequencies.findIndex((frequency) => frequency === 0)] = 1;
  }
  const lengths = codeLengths(frequencies, 15);
  return { lengths, codes: canonicalCodes(lengths) };
}
function writeSymbol(writer, code, symbol) {
  writer.write(code.codes[symbol], code.lengths[symbol]);
}
function writeCode(writer, code) {
  const tokens = [];
  const { lengths } = code;
  for (let index = 0; index < lengths.length; ) {
    if (lengths[index] === 0) {
      let run = 0;
      while (index + run < lengths.length && lengths[index + run] === 0 && run < 138) run++;
      if (run >= 11) tokens.push({ symbol: 18, extraBits: 7, extra: run - 11 });
      else if (run >= 3) tokens.push({ symbol: 17, extraBits: 3, extra: run - 3 });
      else for (let repeat = 0; repeat < run; repeat++) tokens.push({ symbol: 0, extraBits: 0, extra: 0 });
      index += run;
    } else {
      tokens.push({ symbol: lengths[index], extraBits: 0, extra: 0 });
      index++;
    }
  }
  const frequencies = new Array(19).fill(0);
  for (const token of tokens) frequencies[token.symbol] += 1;
  const used = frequencies.filter((frequency) => frequency > 0).length;
  if (used < 2) frequencies[frequencies.findIndex((frequency) => frequency === 0)] = 1;
  const lengthCode = codeLengths(frequencies, 7);
  const lengthCodes = canonicalCodes(lengthCode);
  let count = 19;
  while (count > 4 && lengthCode[CODE_LENGTH_ORDER[count - 1]] === 0) count--;
  writer.write(0, 1);
  writer.write(count - 4, 4);
  for (let index = 0; index < count; index++) writer.write(lengthCode[CODE_LENGTH_ORDER[index]], 3);
  writer.write(0, 1);
  for (const token of tokens) {
    writer.write(lengthCodes[token.symbol], lengthCode[token.symbol]);
    if (token.extraBits > 0) writer.write(token.extra, token.extraBits);
  }
}
function encodeWebpLossless(raster) {
  const { width, height, pixels } = raster;
  const argb = new Uint32Array(width * height);
  let hasAlpha = false;
  for (let index = 0; index < argb.length; index++) {
    const offset = index * 4;
    const alpha2 = pixels[offset + 3];
    if (alpha2 !== 255) hasAlpha = true;
    argb[index] = (alpha2 << 24 | pixels[offset] << 16 | pixels[offset + 1] << 8 | pixels[offset + 2]) >>> 0;
  }
  const tokens = tokenize(argb, width);
  const green = new Array(GREEN_ALPHABET).fill(0);
  const red = new Array(256).fill(0);
  const blue = new Array(256).fill(0);
  const alpha = new Array(256).fill(0);
  const distance = new Array(DISTANCE_ALPHABET).fill(0);
  for (const token of tokens) {
    if (token.copy) {
      green[256 + prefixEncode(token.length).symbol] += 1;
      distance[prefixEncode(token.distanceCode).symbol] += 1;
    } else {
      green[token.argb >>> 8 & 255] += 1;
      red[token.argb >>> 16 & 255] += 1;
      blue[token.argb & 255] += 1;
      alpha[token.argb >>> 24] += 1;
    }
  }
  const codes = [green, red, blue, alpha, distance].map(buildCode);
  const [greenCode, redCode, blueCode, alphaCode, distanceCode] = codes;
  const writer = new BitWriter();
  writer.write(47, 8);
  writer.write(width - 1, 14);
  writer.write(height - 1, 14);
  writer.write(hasAlpha ? 1 : 0, 1);
  writer.write(0, 3);
  writer.write(0, 1);
  writer.write(0, 1);
  writer.write(0, 1);
  for (const code of codes) writeCode(writer, code);
  for (const token of tokens) {
    if (token.copy) {
      const length = prefixEncode(token.length);
      writeSymbol(writer, greenCode, 256 + length.symbol);
      writer.write(length.extra, length.extraBits);
      const distancePrefix = prefixEncode(token.distanceCode);
      writeSymbol(writer, distanceCode, distancePrefix.symbol);
      writer.write(distancePrefix.extra, distancePrefix.extraBits);
    } else {
      writeSymbol(writer, greenCode, token.argb >>> 8 & 255);
      writeSymbol(writer, redCode, token.argb >>> 16 & 255);
      writeSymbol(writer, blueCode, token.argb & 255);
      writeSymbol(writer, alphaCode, token.argb >>> 24);
    }
  }
  const data = Buffer.from(writer.finish());
  const padded = data.length % 2 === 1 ? Buffer.concat([data, Buffer.alloc(1)]) : data;
  const header = Buffer.alloc(20);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(12 + padded.length, 4);
  header.write("WEBPVP8L", 8, "ascii");
  header.writeUInt32LE(data.length, 16);
  return Buffer.concat([header, padded]);
}
var GREEN_ALPHABET, DISTANCE_ALPHABET, MAX_COPY, MIN_COPY, ABOVE, LEFT, CODE_LENGTH_ORDER;
var init_webp = __esm({
  "src/backoffice/media/webp.ts"() {
    "use strict";
    init_bit_writer();
    init_huffman();
    GREEN_ALPHABET = 256 + 24;
    DISTANCE_ALPHABET = 40;
    MAX_COPY = 4096;
    MIN_COPY = 3;
    ABOVE = 1;
    LEFT = 2;
    CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
  }
});

// src/backoffice/media/media-handler.ts
import { mkdirSync as mkdirSync2, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
function createMediaHandler(services) {
  const known = referencedMedia(services.db);
  const root = join2(services.dataDir, "media");
  function image(raster, extension) {
    return extension === "webp" ? encodeWebpLossless(raster) : encodePng(raster);
  }
  function generate(path4) {
    const [kind, ...rest] = path4.split("/");
    const file = rest.join("/");
    const extension = file.slice(file.lastIndexOf(".") + 1);
    const name = file.slice(0, file.lastIndexOf("."));
    switch (kind) {
      case "product": {
        const [slug2, size] = name.split("/");
        const product = services.products.sheet(slug2 ?? "");
        if (product === void 0 || size !== "240" && size !== "480") return null;
        return image(drawPackshot(Number(size), product.color, product.form), extension);
      }
      case "visual":
        return image(drawScene(VISUAL.width, VISUAL.height, name), extension);
      case "picto": {
        const raster = drawPicto(PICTO_SIZE, name);
        return raster === null ? null : image(raster, extension);
      }
      case "sheet": {
        const product = services.products.sheet(name);
        return product === void 0 ? null : technicalSheet(product);
      }
      case "document":
      case "worksheet":
        return genericDocument(kind === "worksheet" ? "Worksheet" : "Document", name);
      default:
        return null;
    }
  }
  function load(path4) {
    const file = join2(root, path4);
    try {
      return readFileSync(file);
    } catch {
      const content = generate(path4);
      if (content === null) return null;
      mkdirSync2(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, content);
      renameSync(temporary, file);
      return content;
    }
  }
  return async function handleMedia(request2, response, path4) {
    if (request2.method !== "GET" && request2.method !== "HEAD") throw new HttpError(405, { message: "Method not allowed" });
    const type = CONTENT_TYPES[path4.slice(path4.lastIndexOf(".") + 1)];
    const content = known.has(path4) && type !== void 0 ? load(path4) : null;
    if (content === null) throw new HttpError(404, { message: "Media not found" });
    response.statusCode = 200;
    response.setHeader("content-type", type);
    response.setHeader("content-length", content.length);
    response.setHeader("cache-control", "public, max-age=86400");
    response.end(request2.method === "HEAD" ? void 0 : content);
  };
}
var CONTENT_TYPES, PICTO_SIZE, VISUAL;
var init_media_handler = __esm({
  "src/backoffice/media/media-handler.ts"() {
    "use strict";
    init_http_error();
    init_documents();
    init_drawings();
    init_media_catalog();
    init_png();
    init_webp();
    CONTENT_TYPES = { png: "image/png", webp: "image/webp", pdf: "application/pdf" };
    PICTO_SIZE = 64;
    VISUAL = { width: 370, height: 300 };
  }
});

// src/backoffice/commerce/cart-store.ts
import { randomBytes as randomBytes3 } from "node:crypto";
function round(value) {
  return Math.round(value * 100) / 100;
}
var CART_VALIDITY_DAYS, MAX_QUANTITY, CartStore;
var init_cart_store = __esm({
  "src/backoffice/commerce/cart-store.ts"() {
    "use strict";
    init_http_error();
    CART_VALIDITY_DAYS = 3;
    MAX_QUANTITY = 999;
    CartStore = class {
      #db;
      #products;
      #sites;
      constructor(db, products2, sites2) {
        this.#db = db;
        this.#products = products2;
        this.#sites = sites2;
      }
      /** Adds quantities to the cart named by `token`, or to a new cart when it is absent or expired. */
      add(siteId, plan, token, list3, now2) {
        return this.#db.transaction(() => {
          const existing = token === void 0 ? void 0 : this.#find(siteId, token, now2);
          const row = existing ?? this.#create(siteId, plan, now2);
          const cartPlan = this.#sites.planById(row.sales_plan_id).plan;
          const errors = {};
          list3.forEach((line, index) => {
            if (line.element_type !== "product") errors[`list.${index}.element_type`] = "The element_type must be 'product'.";
            else if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) errors[`list.${index}.quantity`] = "The quantity must have a value of 1 or greater.";
            else if (this.#products.pricedItem(cartPlan, line.element_id) === void 0) errors[`list.${index}.element_id`] = "This product is not sold in this sales plan.";
          });
          if (Object.keys(errors).length > 0) throw invalid(errors);
          const upsert = this.#db.prepare(
            `INSERT INTO cart_line (cart_token, item_id, quantity, position)
         VALUES (@token, @item, @quantity, (SELECT count(*) FROM cart_line WHERE cart_token = @token))
         ON CONFLICT (cart_token, item_id) DO UPDATE SET quantity = min(${MAX_QUANTITY}, quantity + excluded.quantity)`
          );
          for (const line of list3) upsert.run({ token: row.token, item: line.element_id, quantity: line.quantity });
          return this.#touch(row, now2);
        })();
      }
      get(siteId, token, now2) {
        const row = this.#require(siteId, token, now2);
        return this.#session(this.price(row));
      }
      removeItem(siteId, token, itemId, now2) {
        return this.#db.transaction(() => {
          const row = this.#require(siteId, token, now2);
          const removed = this.#db.prepare("DELETE FROM cart_line WHERE cart_token = ? AND item_id = ?").run(token, itemId).changes;
          if (removed === 0) throw notFound("Cart line");
          return this.#touch(row, now2);
        })();
      }
      applyDiscount(siteId, token, code, now2) {
        return this.#db.transaction(() => {
          const row = this.#require(siteId, token, now2);
          const plan = this.#sites.planById(row.sales_plan_id).plan;
          const discount = this.#discount(siteId, code);
          if (discount === void 0 || discount.target !== null && discount.target !== plan.target) {
            throw invalid({ code: "This discount code is not valid." });
          }
          this.#db.prepare("UPDATE cart SET discount_code = ? WHERE token = ?").run(discount.code, token);
          return this.#touch({ ...row, discount_code: discount.code }, now2);
        })();
      }
      removeDiscount(siteId, token, now2) {
        return this.#db.transaction(() => {
          const row = this.#require(siteId, token, now2);
          this.#db.prepare("UPDATE cart SET discount_code = NULL WHERE token = ?").run(token);
          return this.#touch({ ...row, discount_code: null }, now2);
        })();
      }
      /** Marks the cart as ordered: its token no longer answers. */
      close(token) {
        this.#db.prepare("UPDATE cart SET ordered = 1 WHERE token = ?").run(token);
      }
      priced(siteId, token, now2) {
        return this.price(this.#require(siteId, token, now2));
      }
      price(row) {
        const plan = this.#sites.planById(row.sales_plan_id).plan;
        const rows2 = this.#db.prepare("SELECT item_id, quantity FROM cart_line WHERE cart_token = ? ORDER BY position").all(row.token);
        const list3 = [];
        let weightKg = 0;
        let net = 0;
        for (const line of rows2) {
          const item = this.#products.pricedItem(plan, line.item_id);
          if (item === void 0) continue;
          net += item.price * line.quantity;
          weightKg += item.pack_size * line.quantity;
          list3.push({
            id: line.item_id,
            element_id: line.item_id,
            element_type: "product",
            product_id: item.product_id,
            name: `${item.name} ${item.label}`,
            reference: item.reference,
            quantity: line.quantity,
            price: item.price,
            price_with_tax: item.price_with_tax,
            total_with_tax: round(item.price_with_tax * line.quantity),
            weight_kg: item.pack_size
          });
        }
        const ttc = round(list3.reduce((sum, line) => sum + line.total_with_tax, 0));
        const discounts2 = {};
        let discountAmount = 0;
        const discount = row.discount_code === null ? void 0 : this.#discount(row.site_id, row.discount_code);
        if (discount !== void 0 && list3.length > 0) {
          if (discount.amount > 0) {
            discountAmount = round(Math.min(ttc, discount.unit === "%" ? ttc * discount.amount / 100 : discount.amount));
            discounts2.cart_discount = { description: discount.description, amount: discount.amount, unit: discount.unit, code: discount.code };
          }
          const free = discount.free_item_id === null ? void 0 : this.#products.pricedItem(plan, discount.free_item_id);
          if (free !== void 0) {
            discounts2.free_product = { description: discount.description, code: discount.code };
            list3.push({
              id: free.id,
              element_id: free.id,
              element_type: "product",
              product_id: free.product_id,
              name: `${free.name} ${free.label}`,
              reference: free.reference,
              quantity: 1,
              price: 0,
              price_with_tax: 0,
              total_with_tax: 0,
              weight_kg: free.pack_size
            });
            weightKg += free.pack_size;
          }
        }
        return {
          row,
          plan,
          weightKg,
          cart: { list: list3, amount: { ttc, tax: round(ttc - net) }, discounted_amount: round(ttc - discountAmount), discounts: discounts2 }
        };
      }
      #discount(siteId, code) {
        return this.#db.prepare("SELECT * FROM discount WHERE site_id = ? AND code = ?").get(siteId, code.trim());
      }
      #find(siteId, token, now2) {
        return this.#db.prepare("SELECT token, site_id, sales_plan_id, discount_code, expires_at FROM cart WHERE token = ? AND site_id = ? AND ordered = 0 AND expires_at > ?").get(token, siteId, now2.toISOString());
      }
      #require(siteId, token, now2) {
        const row = this.#find(siteId, token, now2);
        if (row === void 0) throw notFound("Cart");
        return row;
      }
      #create(siteId, plan, now2) {
        const row = { token: randomBytes3(24).toString("base64url"), site_id: siteId, sales_plan_id: plan.id, discount_code: null, expires_at: this.#expiry(now2) };
        this.#db.prepare("INSERT INTO cart (token, site_id, sales_plan_id, expires_at) VALUES (@token, @site_id, @sales_plan_id, @expires_at)").run(row);
        return row;
      }
      #touch(row, now2) {
        const expiresAt = this.#expiry(now2);
        this.#db.prepare("UPDATE cart SET expires_at = ? WHERE token = ?").run(expiresAt, row.token);
        return this.#session(this.price({ ...row, expires_at: expiresAt }));
      }
      #expiry(now2) {
        return new Date(now2.getTime() + CART_VALIDITY_DAYS * 864e5).toISOString();
      }
      #session(priced) {
        return { token: priced.row.token, token_validity: priced.row.expires_at, cart: priced.cart };
      }
    };
  }
});

// src/backoffice/commerce/order-store.ts
var ORDER_COLUMNS, OrderStore;
var init_order_store = __esm({
  "src/backoffice/commerce/order-store.ts"() {
    "use strict";
    ORDER_COLUMNS = `o.*, (SELECT coalesce(sum(quantity), 0) FROM order_line WHERE order_id = o.id) AS items_count`;
    OrderStore = class {
      #db;
      constructor(db) {
        this.#db = db;
      }
      /** Called inside the caller's transaction, with the cart closed in the same commit. */
      create(order) {
        const { cart } = order.priced;
        const discount = Math.round((cart.amount.ttc - cart.discounted_amount) * 100) / 100;
        const result = this.#db.prepare(
          `INSERT INTO customer_order (number, customer_id, site_id, sales_plan_id, canal, status, created_at, carrier, payment,
           shipping_cost, discount_amount, total_with_tax, shipping_address, billing_address)
         VALUES ('pending', ?, ?, ?, 'web', ?, ?, ?, ?, ?, ?, ?, ?, ?)`
        ).run(
          order.customerId,
          order.siteId,
          order.priced.plan.id,
          order.payment === "card" ? "paid" : "awaiting_payment",
          order.now.toISOString(),
          order.carrier,
          order.payment,
          order.shippingCost,
          discount,
          Math.round((cart.discounted_amount + order.shippingCost) * 100) / 100,
          JSON.stringify(order.shippingAddress),
          JSON.stringify(order.billingAddress)
        );
        const id2 = Number(result.lastInsertRowid);
        this.#db.prepare("UPDATE customer_order SET number = ? WHERE id = ?").run(`WEB-${String(id2).padStart(6, "0")}`, id2);
        const line = this.#db.prepare(
          "INSERT INTO order_line (order_id, item_id, product_id, name, reference, quantity, price_with_tax) VALUES (?, ?, ?, ?, ?, ?, ?)"
        );
        for (const entry of cart.list) line.run(id2, entry.element_id, entry.product_id, entry.name, entry.reference, entry.quantity, entry.price_with_tax);
        return id2;
      }
      list(customerId) {
        const rows2 = this.#db.prepare(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE customer_id = ? ORDER BY id DESC`).all(customerId);
        return rows2.map((row) => this.#summary(row));
      }
      get(customerId, id2) {
        const row = this.#db.prepare(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE customer_id = ? AND id = ?`).get(customerId, id2);
        if (row === void 0) return void 0;
        const lines = this.#db.prepare("SELECT id, item_id AS element_id, product_id, name, reference, quantity, price_with_tax FROM order_line WHERE order_id = ? ORDER BY id").all(id2);
        return {
          ...this.#summary(row),
          carrier: row.carrier,
          shipping_cost: row.shipping_cost,
          discount_amount: row.discount_amount,
          payment: row.payment,
          shipping_address: JSON.parse(row.shipping_address),
          billing_address: JSON.parse(row.billing_address),
          list: lines
        };
      }
      #summary(row) {
        return { id: row.id, number: row.number, canal: row.canal, date: row.created_at, items_count: row.items_count, status: row.status, total_with_tax: row.total_with_tax };
      }
    };
  }
});

// src/backoffice/forms/submission-store.ts
var SubmissionStore;
var init_submission_store = __esm({
  "src/backoffice/forms/submission-store.ts"() {
    "use strict";
    SubmissionStore = class {
      #insert;
      #list;
      #count;
      #ofResource;
      constructor(db) {
        this.#insert = db.prepare("INSERT INTO submission (site_id, resource, created_at, body) VALUES (?, ?, ?, ?)");
        this.#list = db.prepare(
          "SELECT * FROM submission WHERE (@resource IS NULL OR resource = @resource) ORDER BY id DESC LIMIT @limit OFFSET @offset"
        );
        this.#count = db.prepare("SELECT count(*) FROM submission WHERE (@resource IS NULL OR resource = @resource)").pluck();
        this.#ofResource = db.prepare("SELECT body FROM submission WHERE site_id = ? AND resource = ?").pluck();
      }
      add(siteId, resource, body, now2) {
        const createdAt = now2.toISOString();
        const result = this.#insert.run(siteId, resource, createdAt, JSON.stringify(body));
        return { id: Number(result.lastInsertRowid), created_at: createdAt };
      }
      list(resource, paging) {
        const rows2 = this.#list.all({ resource, ...paging });
        return {
          items: rows2.map((row) => ({ id: row.id, site_id: row.site_id, resource: row.resource, created_at: row.created_at, body: JSON.parse(row.body) })),
          total: this.#count.get({ resource })
        };
      }
      bodies(siteId, resource) {
        return this.#ofResource.all(siteId, resource).map((body) => JSON.parse(body));
      }
    };
  }
});

// src/shared/validation/messages.ts
function requiredMessage(label) {
  return `Please fill in the ${label} field.`;
}
function minValueMessage(label, min) {
  return `The ${label} must have a value of ${min} or greater.`;
}
function tooLongMessage(label, max) {
  return `The ${label} field must have at most ${max} characters.`;
}
function invalidMessage(label) {
  return `The ${label} field is invalid.`;
}
var EMAIL_MESSAGE, PHONE_MESSAGE, SIRET_MESSAGE, ZIPCODE_MESSAGE, PASSWORD_CONFIRMATION_MESSAGE, FILE_TOO_HEAVY_MESSAGE, MISSING_CREDENTIALS_MESSAGE, DATE_MESSAGE, UNREADABLE_FORM_MESSAGE, DELIVERY_METHOD_MESSAGE, DELIVERY_ADDRESS_MESSAGE, BILLING_ADDRESS_MESSAGE, PAYMENT_METHOD_MESSAGE, SALE_CONDITIONS_MESSAGE;
var init_messages = __esm({
  "src/shared/validation/messages.ts"() {
    "use strict";
    EMAIL_MESSAGE = "Please enter your E-Mail address.";
    PHONE_MESSAGE = "Please enter your phone number.";
    SIRET_MESSAGE = "The SIRET number is invalid.";
    ZIPCODE_MESSAGE = "Please enter a 5-digit zip code.";
    PASSWORD_CONFIRMATION_MESSAGE = "This field must be identical to the Password field";
    FILE_TOO_HEAVY_MESSAGE = "File too heavy";
    MISSING_CREDENTIALS_MESSAGE = "Please enter your email and password";
    DATE_MESSAGE = "Please enter a date as YYYY-MM-DD.";
    UNREADABLE_FORM_MESSAGE = "The form could not be read.";
    DELIVERY_METHOD_MESSAGE = "Please choose a delivery method.";
    DELIVERY_ADDRESS_MESSAGE = "Please select a delivery address.";
    BILLING_ADDRESS_MESSAGE = "Please select a billing address.";
    PAYMENT_METHOD_MESSAGE = "Please select a payment method.";
    SALE_CONDITIONS_MESSAGE = "You must accept the general conditions of sale.";
  }
});

// src/shared/validation/validators.ts
function validateEmail(value) {
  const address = value.trim();
  if (address.length > MAX_EMAIL_LENGTH || !EMAIL.test(address) || !TOP_LEVEL_DOMAIN.test(address)) return EMAIL_MESSAGE;
  const local = address.slice(0, address.lastIndexOf("@"));
  if (local.length > MAX_EMAIL_LOCAL_LENGTH || local.startsWith(".") || local.endsWith(".") || local.includes("..")) return EMAIL_MESSAGE;
  return void 0;
}
function validatePhone(value) {
  return FRENCH_PHONE.test(value.trim()) ? void 0 : PHONE_MESSAGE;
}
function validateSiret(value) {
  const siret = value.trim();
  if (!SIRET.test(siret)) return SIRET_MESSAGE;
  let total = 0;
  for (let index = 0; index < siret.length; index += 1) {
    const fromRight = siret.length - index;
    let digit = siret.charCodeAt(index) - 48;
    if (fromRight % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0 ? void 0 : SIRET_MESSAGE;
}
function isBlank(value) {
  return value === void 0 || value === null || value === false || typeof value === "string" && value.trim() === "" || Array.isArray(value) && value.length === 0;
}
function validateMinValue(value, label, min = 1) {
  return value >= min ? void 0 : minValueMessage(label, min);
}
function validateZipcode(value) {
  return ZIPCODE.test(value.trim()) ? void 0 : ZIPCODE_MESSAGE;
}
function validatePasswordConfirmation(confirmation, password) {
  return confirmation === password ? void 0 : PASSWORD_CONFIRMATION_MESSAGE;
}
function validateFileSize(sizeBytes, maxBytes) {
  return sizeBytes <= maxBytes ? void 0 : FILE_TOO_HEAVY_MESSAGE;
}
var MAX_EMAIL_LENGTH, MAX_EMAIL_LOCAL_LENGTH, EMAIL, TOP_LEVEL_DOMAIN, FRENCH_PHONE, SIRET, ZIPCODE;
var init_validators = __esm({
  "src/shared/validation/validators.ts"() {
    "use strict";
    init_messages();
    MAX_EMAIL_LENGTH = 254;
    MAX_EMAIL_LOCAL_LENGTH = 64;
    EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
    TOP_LEVEL_DOMAIN = /\.[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;
    FRENCH_PHONE = /^(?:\+33|0033|0)[ \u00A0\u202F.-]?[1-9](?:[ \u00A0\u202F.-]?\d{2}){4}$/;
    SIRET = /^\d{14}$/;
    ZIPCODE = /^\d{5}$/;
  }
});

// src/shared/validation/schema.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function ownValue(record, key) {
  const descriptor = Object.getOwnPropertyDescriptor(record, key);
  return descriptor !== void 0 && "value" in descriptor ? descriptor.value : void 0;
}
function childPath(path4, key) {
  return path4 === "" ? key : `${path4}.${key}`;
}
function readObject(schema, record, path4, report) {
  const value = /* @__PURE__ */ Object.create(null);
  for (const key of Object.keys(schema.fields)) {
    const rule2 = schema.fields[key];
    const raw = ownValue(record, key);
    const at = childPath(path4, key);
    if (raw === void 0 && schema.partial) continue;
    if (isBlank(raw) && raw !== false) {
      if (rule2.required) report(at, rule2.missing);
      else if (rule2.nullable) value[key] = null;
      continue;
    }
    const read = rule2.read(raw, at, report);
    if (read !== void 0) value[key] = read;
  }
  schema.check?.(value, report);
  return value;
}
var init_schema = __esm({
  "src/shared/validation/schema.ts"() {
    "use strict";
    init_validators();
  }
});

// src/shared/validation/field-rules.ts
function rule(presence, read) {
  const built = {
    label: presence.label,
    required: presence.required === true,
    nullable: presence.nullable === true,
    missing: presence.missing ?? requiredMessage(presence.label),
    read
  };
  return built;
}
function text(options) {
  const controls = options.multiline ? MULTILINE_CONTROLS : SINGLE_LINE_CONTROLS;
  return rule(options, (raw, path4, report) => {
    if (typeof raw !== "string") return void report(path4, invalidMessage(options.label));
    const value = options.trim === false ? raw : raw.trim();
    if (value.length > options.max) return void report(path4, tooLongMessage(options.label, options.max));
    if (controls.test(value)) return void report(path4, invalidMessage(options.label));
    const message = options.check?.(value);
    if (message !== void 0) return void report(path4, message);
    return options.normalize ? options.normalize(value) : value;
  });
}
function email(options) {
  return text({ label: "e-mail", missing: EMAIL_MESSAGE, ...options, max: MAX_EMAIL_LENGTH, check: validateEmail });
}
function phone(options) {
  return text({ label: "phone", ...options, max: 30, check: validatePhone });
}
function zipcode(options) {
  return text({ label: "zip code", ...options, max: 20, check: validateZipcode });
}
function isCalendarDate(value) {
  const match3 = ISO_DATE.exec(value);
  if (match3 === null) return false;
  const [year, month, day] = [Number(match3[1]), Number(match3[2]), Number(match3[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
function isoDate(options) {
  return text({ ...options, max: 10, check: (value) => isCalendarDate(value) ? void 0 : DATE_MESSAGE });
}
function fromFormText(raw) {
  return typeof raw === "string" && /^[0-9]{1,15}$/.test(raw) ? Number(raw) : raw;
}
function integer(options) {
  return rule(options, (value, path4, report) => {
    const raw = fromFormText(value);
    if (typeof raw !== "number" || !Number.isSafeInteger(raw) || raw > (options.max ?? Number.MAX_SAFE_INTEGER)) {
      return void report(path4, invalidMessage(options.label));
    }
    const message = validateMinValue(raw, options.label, options.min ?? 1);
    if (message !== void 0) return void report(path4, message);
    return raw;
  });
}
function accepted(options) {
  const presence = { ...options, required: true };
  const missing = options.missing ?? requiredMessage(options.label);
  return rule(presence, (raw, path4, report) => raw === true || raw === "on" || raw === "true" ? true : void report(path4, missing));
}
function oneOf(values, options) {
  const invalid2 = options.invalid ?? options.missing ?? invalidMessage(options.label);
  return rule(options, (raw, path4, report) => values.includes(raw) ? raw : void report(path4, invalid2));
}
function list(item, options) {
  return rule(options, (raw, path4, report) => {
    if (!Array.isArray(raw)) return void report(path4, invalidMessage(options.label));
    if (raw.length > options.max) return void report(path4, options.tooMany);
    const values = [];
    let failed2 = false;
    const reportItem = (at, message) => {
      failed2 = true;
      report(at, message);
    };
    for (let index = 0; index < raw.length; index += 1) {
      const element = raw[index];
      const at = `${path4}.${index}`;
      if (isBlank(element) && element !== false) reportItem(at, item.missing);
      else {
        const value = item.read(element, at, reportItem);
        if (value !== void 0) values.push(value);
      }
    }
    return failed2 ? void 0 : values;
  });
}
function object(schema, options) {
  return rule(options, (raw, path4, report) => {
    if (!isRecord(raw)) return void report(path4, invalidMessage(options.label));
    let failed2 = false;
    const value = readObject(schema, raw, path4, (at, message) => {
      failed2 = true;
      report(at, message);
    });
    return failed2 ? void 0 : value;
  });
}
function base64DecodedSize(base64) {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return base64.length / 4 * 3 - padding;
}
function upload(options) {
  return rule(options, (raw, path4, report) => {
    if (!isRecord(raw)) return void report(path4, options.wrongType);
    const filename = Object.getOwnPropertyDescriptor(raw, "filename")?.value;
    const contentType = Object.getOwnPropertyDescriptor(raw, "content_type")?.value;
    const content = Object.getOwnPropertyDescriptor(raw, "content_base64")?.value;
    if (typeof filename !== "string" || filename.trim() === "" || filename.length > MAX_FILENAME_LENGTH || SINGLE_LINE_CONTROLS.test(filename)) {
      return void report(path4, invalidMessage(options.label));
    }
    if (typeof contentType !== "string" || !options.contentTypes.includes(contentType)) return void report(path4, options.wrongType);
    if (typeof content !== "string" || content.length % 4 !== 0) return void report(path4, invalidMessage(options.label));
    const tooHeavy = validateFileSize(base64DecodedSize(content), options.maxBytes);
    if (tooHeavy !== void 0) return void report(path4, tooHeavy);
    if (!BASE64.test(content)) return void report(path4, invalidMessage(options.label));
    return { filename: filename.trim(), content_type: contentType, content_base64: content };
  });
}
var SINGLE_LINE_CONTROLS, MULTILINE_CONTROLS, ISO_DATE, BASE64, MAX_FILENAME_LENGTH;
var init_field_rules = __esm({
  "src/shared/validation/field-rules.ts"() {
    "use strict";
    init_messages();
    init_schema();
    init_validators();
    SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
    MULTILINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
    ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
    BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
    MAX_FILENAME_LENGTH = 255;
  }
});

// src/shared/validation/common-passwords.ts
var COMMON_PASSWORD_CORES;
var init_common_passwords = __esm({
  "src/shared/validation/common-passwords.ts"() {
    "use strict";
    COMMON_PASSWORD_CORES = /* @__PURE__ */ new Set([
      "password",
      "passwort",
      "motdepasse",
      "qwerty",
      "azerty",
      "qwertz",
      "iloveyou",
      "jetaime",
      "admin",
      "administrator",
      "root",
      "welcome",
      "bienvenue",
      "letmein",
      "login",
      "monkey",
      "dragon",
      "master",
      "shadow",
      "sunshine",
      "soleil",
      "princess",
      "princesse",
      "football",
      "baseball",
      "soccer",
      "hockey",
      "superman",
      "batman",
      "trustno",
      "michael",
      "jessica",
      "charlie",
      "ashley",
      "bailey",
      "daniel",
      "thomas",
      "nicolas",
      "julien",
      "camille",
      "marseille",
      "paris",
      "loulou",
      "doudou",
      "chouchou",
      "bonjour",
      "coucou",
      "chocolat",
      "pokemon",
      "starwars",
      "whatever",
      "freedom",
      "secret",
      "hello",
      "flower",
      "cheese",
      "computer",
      "internet",
      "qazwsx",
      "zaqwsx",
      "qwertyuiop",
      "azertyuiop",
      "asdfgh",
      "zxcvbn",
      "abc",
      "abcd",
      "abcdef",
      "access",
      "mustang",
      "jordan",
      "harley",
      "ranger",
      "buster",
      "tigger",
      "summer",
      "winter",
      "spring",
      "autumn",
      "matrix",
      "killer",
      "pepper",
      "ginger",
      "hunter",
      "maggie",
      "cookie",
      "lovely",
      "love",
      "angel",
      "samsung",
      "google",
      "apple",
      "facebook",
      "changeme",
      "default",
      "guest",
      "user",
      "test",
      "demo",
      "qwer",
      "asdf",
      "azer",
      "toto",
      "titi"
    ]);
  }
});

// src/shared/validation/password-strength.ts
function isRun(text3) {
  return text3.length >= MIN_RUN && [...RUNS, ...REVERSED_RUNS].some((run) => run.includes(text3));
}
function isGuessable(password) {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const readable = [...core].map((character) => LOOK_ALIKES[character] ?? character).join("");
  return [lower, core, readable].some((candidate) => COMMON_PASSWORD_CORES.has(candidate) || isRun(candidate));
}
function characterClasses(password) {
  return [new RegExp("\\p{Ll}", "u"), new RegExp("\\p{Lu}", "u"), new RegExp("\\p{Nd}", "u"), /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((pattern) => pattern.test(password)).length;
}
function passwordStrength(password) {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH || new Set(password).size < MIN_DISTINCT_CHARACTERS || isGuessable(password)) return 0;
  const points = [length >= 12, length >= 16, length >= 20, characterClasses(password) >= 3].filter(Boolean).length;
  return Math.min(4, 1 + points);
}
function validatePasswordStrength(password) {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return passwordStrength(password) === 0 ? PASSWORD_TOO_EASY_MESSAGE : void 0;
}
var MIN_PASSWORD_LENGTH, MIN_DISTINCT_CHARACTERS, PASSWORD_TOO_SHORT_MESSAGE, PASSWORD_TOO_EASY_MESSAGE, RUNS, REVERSED_RUNS, MIN_RUN, LOOK_ALIKES;
var init_password_strength = __esm({
  "src/shared/validation/password-strength.ts"() {
    "use strict";
    init_common_passwords();
    MIN_PASSWORD_LENGTH = 8;
    MIN_DISTINCT_CHARACTERS = 5;
    PASSWORD_TOO_SHORT_MESSAGE = `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
    PASSWORD_TOO_EASY_MESSAGE = "This password is too easy to guess.";
    RUNS = ["abcdefghijklmnopqrstuvwxyz", "01234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "azertyuiop", "qsdfghjklm", "wxcvbn", "qwertzuiop"];
    REVERSED_RUNS = RUNS.map((run) => [...run].reverse().join(""));
    MIN_RUN = 4;
    LOOK_ALIKES = Object.assign(/* @__PURE__ */ Object.create(null), {
      "0": "o",
      "1": "i",
      "3": "e",
      "4": "a",
      "5": "s",
      "7": "t",
      "@": "a",
      "$": "s",
      "!": "i"
    });
  }
});

// src/shared/validation/form-schemas.ts
function isFormEndpoint(name) {
  return Object.hasOwn(formSchemas, name);
}
function readFormBody(endpoint2, body) {
  if (!isFormEndpoint(endpoint2)) throw new TypeError(`${String(endpoint2)} takes no form body`);
  const errors = /* @__PURE__ */ Object.create(null);
  const report = (path4, message) => {
    errors[path4] ??= message;
  };
  const unreadable = () => ({ value: /* @__PURE__ */ Object.create(null), errors: Object.assign(/* @__PURE__ */ Object.create(null), { body: UNREADABLE_FORM_MESSAGE }) });
  try {
    if (!isRecord(body)) return unreadable();
    return { value: readObject(formSchemas[endpoint2], body, "", report), errors };
  } catch {
    return unreadable();
  }
}
function validateFormBody(endpoint2, body) {
  const { value, errors } = readFormBody(endpoint2, body);
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}
var MAX_CV_BYTES, CV_CONTENT_TYPES, MAX_TRAINING_PARTICIPANTS, MAX_LIST_LENGTH, NAME_LENGTH, COMPANY_LENGTH, PASSWORD_LENGTH, MESSAGE_LENGTH, civility, firstname, lastname, requiredEmail, requiredPhone, optionalPhone, requiredCompany, optionalCompany, requiredMessageText, jobFunction, cartToken, countryIsoShape, countryIso, addressFields, participant, cartLine, formSchemas;
var init_form_schemas = __esm({
  "src/shared/validation/form-schemas.ts"() {
    "use strict";
    init_field_rules();
    init_messages();
    init_password_strength();
    init_schema();
    init_validators();
    MAX_CV_BYTES = 5 * 1024 * 1024;
    CV_CONTENT_TYPES = [
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    ];
    MAX_TRAINING_PARTICIPANTS = 5;
    MAX_LIST_LENGTH = 100;
    NAME_LENGTH = 100;
    COMPANY_LENGTH = 200;
    PASSWORD_LENGTH = 200;
    MESSAGE_LENGTH = 5e3;
    civility = text({ label: "civility", max: 20 });
    firstname = text({ label: "first name", max: NAME_LENGTH, required: true });
    lastname = text({ label: "last name", max: NAME_LENGTH, required: true });
    requiredEmail = email({ required: true });
    requiredPhone = phone({ required: true });
    optionalPhone = phone({});
    requiredCompany = text({ label: "company name", max: COMPANY_LENGTH, required: true });
    optionalCompany = text({ label: "company name", max: COMPANY_LENGTH });
    requiredMessageText = text({ label: "message", max: MESSAGE_LENGTH, multiline: true, required: true });
    jobFunction = text({ label: "function", max: 200 });
    cartToken = text({ label: "cart", max: 100, required: true });
    countryIsoShape = {
      label: "country",
      max: 2,
      check: (value) => /^[A-Za-z]{2}$/.test(value) ? void 0 : invalidMessage("country"),
      normalize: (value) => value.toUpperCase()
    };
    countryIso = text({ ...countryIsoShape, required: true });
    addressFields = {
      label: text({ label: "address label", max: NAME_LENGTH, required: true }),
      firstname,
      lastname,
      address: text({ label: "address", max: 300, multiline: true, required: true }),
      zipcode: zipcode({ required: true }),
      city: text({ label: "city", max: NAME_LENGTH, required: true }),
      country_iso: countryIso,
      phone: phone({ nullable: true })
    };
    participant = object(
      { fields: { firstname, lastname, function: jobFunction } },
      { label: "participant" }
    );
    cartLine = object(
      {
        fields: {
          element_id: integer({ label: "product", required: true }),
          element_type: oneOf(["product"], { label: "element type", required: true }),
          quantity: integer({ label: "quantity", required: true })
        }
      },
      { label: "product" }
    );
    formSchemas = {
      "POST /contact": {
        fields: {
          civility,
          firstname,
          lastname,
          email: requiredEmail,
          phone: optionalPhone,
          zipcode: zipcode({}),
          company: optionalCompany,
          subject: text({ label: "subject", max: 200 }),
          message: requiredMessageText
        }
      },
      "POST /construction-starts": {
        fields: {
          firstname,
          lastname,
          company: requiredCompany,
          email: requiredEmail,
          phone: requiredPhone,
          address: addressFields.address,
          zipcode: addressFields.zipcode,
          city: addressFields.city,
          start_date: isoDate({ label: "start date", required: true }),
          surface_m2: integer({ label: "surface", max: 1e7 }),
          message: text({ label: "message", max: MESSAGE_LENGTH, multiline: true })
        }
      },
      "POST /application": {
        fields: {
          job_id: integer({ label: "job offer" }),
          civility,
          firstname,
          lastname,
          email: requiredEmail,
          phone: requiredPhone,
          function: jobFunction,
          message: requiredMessageText,
          cv: upload({
            label: "CV",
            contentTypes: CV_CONTENT_TYPES,
            maxBytes: MAX_CV_BYTES,
            wrongType: "Please attach your CV as a PDF or Word file."
          })
        }
      },
      "POST /training-inscription": {
        fields: {
          training_id: integer({ label: "training session", required: true }),
          company: requiredCompany,
          email: requiredEmail,
          phone: requiredPhone,
          participants: list(participant, {
            label: "participants",
            required: true,
            max: MAX_TRAINING_PARTICIPANTS,
            tooMany: `Please name between 1 and ${MAX_TRAINING_PARTICIPANTS} participants.`
          })
        }
      },
      "POST /wishlist/send": {
        fields: {
          email: requiredEmail,
          sender_name: text({ label: "name", max: NAME_LENGTH }),
          message: text({ label: "message", max: 2e3, multiline: true }),
          product_ids: list(integer({ label: "product", required: true }), {
            label: "products",
            required: true,
            max: MAX_LIST_LENGTH,
            tooMany: `Please choose at most ${MAX_LIST_LENGTH} products.`
          })
        }
      },
      "POST /landing/data": {
        fields: {
          landing_id: integer({ label: "contest", required: true }),
          firstname,
          lastname,
          email: requiredEmail,
          phone: optionalPhone,
          store_id: integer({ label: "store" }),
          answer: text({ label: "answer", max: 1e3, multiline: true }),
          accept_rules: accepted({ label: "accept rules" })
        }
      },
      "POST /auth/signup": {
        fields: {
          civility,
          firstname,
          lastname,
          email: requiredEmail,
          password: text({ label: "password", max: PASSWORD_LENGTH, trim: false, required: true, check: validatePasswordStrength }),
          password_confirmation: text({ label: "password confirmation", max: PASSWORD_LENGTH, trim: false, required: true, missing: PASSWORD_CONFIRMATION_MESSAGE }),
          phone: optionalPhone,
          company: optionalCompany,
          siret: text({ label: "SIRET", max: 14, check: validateSiret }),
          country_iso: text(countryIsoShape),
          accept_terms: accepted({ label: "accept terms" })
        },
        check: (value, report) => {
          if (value.password === void 0 || value.password_confirmation === void 0) return;
          const message = validatePasswordConfirmation(value.password_confirmation, value.password);
          if (message !== void 0) report("password_confirmation", message);
        }
      },
      "POST /auth/login": {
        fields: {
          username: text({ label: "e-mail", max: 254, required: true, missing: MISSING_CREDENTIALS_MESSAGE }),
          password: text({ label: "password", max: PASSWORD_LENGTH, trim: false, required: true, missing: MISSING_CREDENTIALS_MESSAGE })
        }
      },
      "PUT /profile": {
        partial: true,
        fields: {
          civility: text({ label: "civility", max: 20, nullable: true }),
          firstname,
          lastname,
          phone: phone({ nullable: true }),
          company: text({ label: "company name", max: COMPANY_LENGTH, nullable: true })
        }
      },
      "POST /address": { fields: addressFields },
      "PUT /address": { fields: { id: integer({ label: "address", required: true }), ...addressFields } },
      "POST /cart": {
        fields: {
          cart_token: text({ label: "cart", max: 100 }),
          list: list(cartLine, {
            label: "products",
            required: true,
            max: MAX_LIST_LENGTH,
            tooMany: `Please add at most ${MAX_LIST_LENGTH} products at once.`
          })
        }
      },
      "POST /cart/discount": {
        fields: { cart_token: cartToken, code: text({ label: "discount code", max: 50, required: true }) }
      },
      "POST /order": {
        fields: {
          cart_token: cartToken,
          carrier: text({ label: "delivery method", max: 50, required: true, missing: DELIVERY_METHOD_MESSAGE }),
          shipping_address_id: integer({ label: "delivery address", required: true, missing: DELIVERY_ADDRESS_MESSAGE }),
          billing_address_id: integer({ label: "billing address", required: true, missing: BILLING_ADDRESS_MESSAGE }),
          payment: oneOf(["card", "transfer"], { label: "payment method", required: true, missing: PAYMENT_METHOD_MESSAGE }),
          accept_terms: accepted({ label: "accept terms", missing: SALE_CONDITIONS_MESSAGE })
        }
      }
    };
  }
});

// src/backoffice/http/body-reader.ts
var BodyReader;
var init_body_reader = __esm({
  "src/backoffice/http/body-reader.ts"() {
    "use strict";
    init_form_schemas();
    init_http_error();
    BodyReader = class {
      #value;
      #errors;
      constructor(endpoint2, body) {
        const reading = readFormBody(endpoint2, body);
        this.#value = reading.value;
        this.#errors = reading.errors;
      }
      /** The field's value when it was sent and valid; undefined otherwise. */
      get(field) {
        return this.#value[field];
      }
      /** Adds a message unless the field already failed. */
      error(field, message) {
        this.#errors[field] ??= message;
      }
      /** The valid body, or the 422 with every message. */
      done() {
        if (Object.keys(this.#errors).length > 0) throw invalid({ ...this.#errors });
        return this.#value;
      }
    };
  }
});

// src/backoffice/routes/account-routes.ts
function accountRoutes(services, accounts) {
  const countries2 = (siteId) => new Set(services.content.list("country", { siteId }).items.map((country) => country.iso));
  function checkCountry(form, siteId) {
    const iso = form.get("country_iso");
    if (iso !== void 0 && !countries2(siteId).has(iso)) form.error("country_iso", "Please fill in the country field.");
  }
  return {
    "POST /auth/signup": ({ body, scope }) => {
      const form = new BodyReader("POST /auth/signup", body);
      const email2 = form.get("email")?.toLowerCase();
      if (email2 !== void 0 && accounts.emailTaken(scope.site.id, email2)) form.error("email", "An account already exists with this e-mail address.");
      checkCountry(form, scope.site.id);
      const signup = form.done();
      const fields = {
        email: signup.email.toLowerCase(),
        password: signup.password,
        civility: signup.civility ?? null,
        firstname: signup.firstname,
        lastname: signup.lastname,
        phone: signup.phone ?? null,
        company: signup.company ?? null,
        siret: signup.siret ?? null,
        country_iso: signup.country_iso ?? null
      };
      return accounts.signup(scope.site.id, fields, services.now());
    },
    "POST /auth/login": ({ body, scope }) => {
      const credentials = new BodyReader("POST /auth/login", body).done();
      const session = accounts.login(scope.site.id, credentials.username.toLowerCase(), credentials.password, services.now());
      if (session === null) throw new HttpError(401, { message: "User not found" });
      return session;
    },
    "GET /profile": ({ customer: customer2 }) => customer2,
    "PUT /profile": ({ body, customer: customer2 }) => accounts.updateProfile(customer2.id, new BodyReader("PUT /profile", body).done()),
    "GET /address": ({ customer: customer2 }) => {
      const items = accounts.addresses(customer2.id);
      return { items, total: items.length };
    },
    "POST /address": ({ body, customer: customer2, scope }) => {
      const form = new BodyReader("POST /address", body);
      checkCountry(form, scope.site.id);
      return accounts.addAddress(customer2.id, form.done());
    },
    "PUT /address": ({ body, customer: customer2, scope }) => {
      const form = new BodyReader("PUT /address", body);
      checkCountry(form, scope.site.id);
      const updated = accounts.updateAddress(customer2.id, form.done());
      if (updated === void 0) throw notFound("Address");
      return updated;
    },
    "DELETE /address": ({ query, customer: customer2 }) => {
      const id2 = query.requiredInt("id", { min: 1 });
      if (!accounts.deleteAddress(customer2.id, id2)) throw notFound("Address");
      return { id: id2 };
    }
  };
}
var init_account_routes = __esm({
  "src/backoffice/routes/account-routes.ts"() {
    "use strict";
    init_body_reader();
    init_http_error();
  }
});

// src/backoffice/routes/admin-routes.ts
function adminRoutes(submissions) {
  return {
    "GET /admin/submissions": ({ query }) => {
      const { perPage, offset } = query.paging(50, 500);
      return submissions.list(query.string("resource"), { limit: perPage, offset });
    }
  };
}
var init_admin_routes = __esm({
  "src/backoffice/routes/admin-routes.ts"() {
    "use strict";
  }
});

// src/backoffice/commerce/shipping.ts
function carriers(db, siteId) {
  return db.prepare("SELECT code, label, base_cost, cost_per_kg, free_from FROM carrier WHERE site_id = ? ORDER BY base_cost").all(siteId);
}
function shippingCosts(db, siteId, priced) {
  const costs = {};
  for (const carrier of carriers(db, siteId)) {
    const free = carrier.free_from !== null && priced.cart.discounted_amount >= carrier.free_from;
    costs[carrier.code] = free ? 0 : Math.round((carrier.base_cost + carrier.cost_per_kg * priced.weightKg) * 100) / 100;
  }
  return costs;
}
var init_shipping = __esm({
  "src/backoffice/commerce/shipping.ts"() {
    "use strict";
  }
});

// src/backoffice/http/scope.ts
function hostOf(url) {
  try {
    return new URL(url.includes("://") ? url : `http://${url}`).host.toLowerCase();
  } catch {
    return null;
  }
}
function requirePlan(scope) {
  if (scope.plan === null) throw badRequest("sales_plan_id", "This site has no sales plan");
  return scope.plan;
}
var SiteDirectory;
var init_scope = __esm({
  "src/backoffice/http/scope.ts"() {
    "use strict";
    init_contract();
    init_http_error();
    SiteDirectory = class {
      #sites = /* @__PURE__ */ new Map();
      #hosts = /* @__PURE__ */ new Map();
      #defaultSiteId;
      constructor(db) {
        const plans = db.prepare("SELECT * FROM sales_plan ORDER BY id").all();
        let defaultSiteId = DEFAULT_SITE_ID;
        for (const row of db.prepare("SELECT * FROM site ORDER BY id").all()) {
          this.#sites.set(row.id, {
            id: row.id,
            iso: row.iso,
            url: row.url,
            label: row.label,
            languages: JSON.parse(row.languages),
            salesplan: plans.filter((plan) => plan.site_id === row.id).map((plan) => ({
              id: plan.id,
              target: plan.target,
              label: plan.label,
              currency: { code: plan.currency_code, symbol: plan.currency_symbol },
              tax_rate: plan.tax_rate
            }))
          });
          for (const host of [new URL(row.url).host, ...JSON.parse(row.hosts)]) this.#hosts.set(host.toLowerCase(), row.id);
          if (row.is_default === 1) defaultSiteId = row.id;
        }
        this.#defaultSiteId = defaultSiteId;
      }
      all() {
        return [...this.#sites.values()];
      }
      byId(id2) {
        return this.#sites.get(id2);
      }
      /**
       * The site serving a forwarded host. An unknown host (a demo on any machine name) gets the
       * default site, so the site always boots.
       */
      byUrl(url) {
        const host = hostOf(url);
        const id2 = (host === null ? void 0 : this.#hosts.get(host) ?? this.#hosts.get(host.replace(/:\d+$/, ""))) ?? this.#defaultSiteId;
        return this.#sites.get(id2);
      }
      planById(id2) {
        for (const site of this.#sites.values()) {
          const plan = site.salesplan.find((candidate) => candidate.id === id2);
          if (plan !== void 0) return { site, plan };
        }
        return void 0;
      }
      resolve(query) {
        const siteId = query.int("site_id", { min: 1 }) ?? DEFAULT_SITE_ID;
        const site = this.#sites.get(siteId);
        if (site === void 0) throw badRequest("site_id", "Unknown site");
        const lang = query.string("lang") ?? site.languages.find((language) => language.default)?.code ?? DEFAULT_LANG;
        if (!site.languages.some((language) => language.code === lang)) throw badRequest("lang", "Language not available on this site");
        const requestedPlan = query.int("saleplan_id", { min: 1 }) ?? query.int("sales_plan_id", { min: 1 });
        if (requestedPlan === null) {
          return { site, lang, plan: site.salesplan.find((plan2) => plan2.target === "pro") ?? site.salesplan[0] ?? null };
        }
        const plan = site.salesplan.find((candidate) => candidate.id === requestedPlan);
        if (plan === void 0) throw badRequest("sales_plan_id", "Unknown sales plan for this site");
        return { site, lang, plan };
      }
    };
  }
});

// src/backoffice/routes/cart-routes.ts
function cartRoutes(services, carts, orders, accounts) {
  return {
    "POST /cart": ({ body, scope }) => {
      const { cart_token: token, list: list3 } = new BodyReader("POST /cart", body).done();
      return carts.add(scope.site.id, requirePlan(scope), token, list3, services.now());
    },
    "GET /cart": ({ query, scope }) => carts.get(scope.site.id, query.requiredString("cart_token"), services.now()),
    "DELETE /cart/product": ({ query, scope }) => carts.removeItem(scope.site.id, query.requiredString("cart_token"), query.requiredInt("element_id", { min: 1 }), services.now()),
    "GET /cart/shipping": ({ query, scope }) => shippingCosts(services.db, scope.site.id, carts.priced(scope.site.id, query.requiredString("cart_token"), services.now())),
    "POST /cart/discount": ({ body, scope }) => {
      const { cart_token: token, code } = new BodyReader("POST /cart/discount", body).done();
      return carts.applyDiscount(scope.site.id, token, code, services.now());
    },
    "DELETE /cart/discount": ({ query, scope }) => carts.removeDiscount(scope.site.id, query.requiredString("cart_token"), services.now()),
    "POST /order": ({ body, scope, customer: customer2 }) => {
      const form = new BodyReader("POST /order", body);
      const owned = (field, message) => {
        const id2 = form.get(field);
        const address = id2 === void 0 ? void 0 : accounts.address(customer2.id, id2);
        if (id2 !== void 0 && address === void 0) form.error(field, message);
        return address;
      };
      const shippingAddress = owned("shipping_address_id", DELIVERY_ADDRESS_MESSAGE);
      const billingAddress = owned("billing_address_id", BILLING_ADDRESS_MESSAGE);
      const { cart_token: token, carrier, payment } = form.done();
      const now2 = services.now();
      return services.db.transaction(() => {
        const priced = carts.priced(scope.site.id, token, now2);
        if (priced.cart.list.length === 0) throw invalid({ cart_token: "The cart is empty." });
        const costs = shippingCosts(services.db, scope.site.id, priced);
        const shippingCost = Object.hasOwn(costs, carrier) ? costs[carrier] : void 0;
        if (shippingCost === void 0) throw invalid({ carrier: DELIVERY_METHOD_MESSAGE });
        const id2 = orders.create({
          customerId: customer2.id,
          siteId: scope.site.id,
          priced,
          carrier,
          shippingCost,
          payment,
          shippingAddress,
          billingAddress,
          now: now2
        });
        carts.close(token);
        return orders.get(customer2.id, id2);
      })();
    },
    "GET /order": ({ customer: customer2 }) => {
      const items = orders.list(customer2.id);
      return { items, total: items.length };
    },
    "GET /order/:id": ({ params, customer: customer2 }) => {
      const order = /^\d+$/.test(params.id) ? orders.get(customer2.id, Number(params.id)) : void 0;
      if (order === void 0) throw notFound("Order");
      return order;
    }
  };
}
var init_cart_routes = __esm({
  "src/backoffice/routes/cart-routes.ts"() {
    "use strict";
    init_messages();
    init_shipping();
    init_body_reader();
    init_http_error();
    init_scope();
  }
});

// src/backoffice/routes/category-routes.ts
function categoryRoutes(services) {
  return {
    "GET /category": ({ query, scope }) => {
      const items = services.categories.list(requirePlan(scope), {
        depth: query.int("depth", { min: 0, max: 5 }) ?? 0,
        parentId: query.int("parent_id", { min: 1 })
      });
      return { items, total: items.length };
    },
    "GET /category/:id": ({ params, query, scope }) => {
      const plan = requirePlan(scope);
      const row = services.categories.find(params.id);
      if (row === void 0 || row.sales_plan_id !== plan.id) throw notFound("Category");
      return services.categories.get(row, { depth: query.int("depth", { min: 0, max: 5 }) ?? 0, parents: query.flag("parents") });
    }
  };
}
var init_category_routes = __esm({
  "src/backoffice/routes/category-routes.ts"() {
    "use strict";
    init_http_error();
    init_scope();
  }
});

// src/backoffice/content/geo.ts
function distanceKm(lat1, lng1, lat2, lng2) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}
var EARTH_RADIUS_KM;
var init_geo = __esm({
  "src/backoffice/content/geo.ts"() {
    "use strict";
    EARTH_RADIUS_KM = 6371;
  }
});

// src/backoffice/routes/content-routes.ts
function listOf(items) {
  return { items, total: items.length };
}
function foldText(text3) {
  return text3.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}
function contentRoutes(services) {
  const { content } = services;
  const all = (resource, scope, kinds) => content.list(resource, { siteId: scope.site.id, ...scope.plan === null ? {} : { target: scope.plan.target }, ...kinds === void 0 ? {} : { kinds } }).items;
  const one = (resource, scope, idOrSlug, what) => {
    const found = content.get(resource, scope.site.id, idOrSlug);
    if (found === void 0) throw notFound(what);
    return found.body;
  };
  return {
    "GET /page": ({ query, scope }) => {
      const type = query.oneOf("type", PAGE_TYPES);
      const tags2 = query.list("tags");
      const { perPage, offset } = query.paging(12);
      const pages2 = all("page", scope, type === null ? void 0 : [type]).filter(
        (page3) => tags2.length === 0 || page3.tags.some((tag) => tags2.includes(tag))
      );
      const items = pages2.slice(offset, offset + perPage).map(({ blocks: _blocks, meta: _meta, ...summary }) => summary);
      return { items, total: pages2.length };
    },
    "GET /page/:slug": ({ params, scope }) => one("page", scope, params.slug, "Page"),
    "GET /folder": ({ query, scope }) => {
      const types2 = query.list("types");
      return listOf(all("folder", scope).filter((folder2) => types2.length === 0 || folder2.types.some((type) => types2.includes(type))));
    },
    "GET /folder/:id": ({ params, query, scope }) => {
      const folder2 = one("folder", scope, params.id, "Folder");
      const types2 = query.list("types");
      return types2.length === 0 ? folder2 : { ...folder2, items: folder2.items.filter((item) => types2.includes(item.type)) };
    },
    "GET /faq": ({ query, scope }) => {
      const tags2 = query.list("tags");
      return listOf(all("faq", scope).filter((entry) => tags2.length === 0 || entry.tags.some((tag) => tags2.includes(tag.slug))));
    },
    "GET /tags": ({ scope }) => listOf(all("tags", scope)),
    "GET /slider": ({ scope }) => listOf(all("slider", scope)),
    "GET /testimony": ({ scope }) => listOf(all("testimony", scope)),
    "GET /machine": ({ scope }) => listOf(all("machine", scope)),
    "GET /machine/:id": ({ params, scope }) => one("machine", scope, params.id, "Machine"),
    "GET /teinte": ({ query, scope }) => {
      const family = query.string("family");
      return listOf(all("teinte", scope, family === null ? void 0 : [family]));
    },
    "GET /city": ({ query, scope }) => {
      const country = query.string("country_iso")?.toUpperCase();
      const text3 = foldText(query.string("text") ?? "");
      return listOf(
        all("city", scope, country === void 0 ? void 0 : [country]).filter((city) => foldText(city.name).startsWith(text3))
      );
    },
    "GET /civility": ({ scope }) => listOf(all("civility", scope)),
    "GET /country": ({ scope }) => listOf(all("country", scope)),
    "GET /store-locator": ({ query, scope }) => {
      const type = query.oneOf("type", ["store", "distributor"]);
      const country = query.string("country_iso")?.toUpperCase();
      const lat = query.number("lat");
      const lng = query.number("lng");
      const radius = query.number("radius_km");
      let stores = all("store-locator", scope, type === null ? void 0 : [type]).filter(
        (store) => country === void 0 || store.country_iso === country
      );
      if (lat !== null && lng !== null) {
        stores = stores.map((store) => ({ ...store, distance_km: Math.round(distanceKm(lat, lng, store.lat, store.lng) * 10) / 10 })).filter((store) => radius === null || store.distance_km <= radius).sort((a, b) => a.distance_km - b.distance_km);
      }
      return listOf(stores);
    },
    "GET /notice": ({ query, scope }) => {
      const section = query.oneOf("section", ["downloads", "technical_documentation"]);
      const types2 = query.list("types");
      return listOf(
        all("notice", scope, section === null ? void 0 : [section]).filter(
          (notice2) => types2.length === 0 || types2.includes(notice2.type.technical_name)
        )
      );
    }
  };
}
var PAGE_TYPES;
var init_content_routes = __esm({
  "src/backoffice/routes/content-routes.ts"() {
    "use strict";
    init_http_error();
    init_geo();
    PAGE_TYPES = ["cms", "actualite", "job", "advice"];
  }
});

// src/backoffice/forms/training-sessions.ts
function trainingSessions(content, submissions, siteId, now2) {
  const registrations = submissions.bodies(siteId, "training-inscription");
  return content.list("training", { siteId }).items.map((training) => {
    const closes = new Date(new Date(training.starts_at).getTime() - REGISTRATION_CLOSES_DAYS_BEFORE * DAY_MS);
    const registered = registrations.filter((registration) => registration.training_id === training.id).reduce((sum, registration) => sum + registration.participants.length, 0);
    const seatsLeft = Math.max(0, training.capacity - registered);
    return { ...training, registration_closes_at: closes.toISOString(), open: now2 < closes && seatsLeft > 0, seats_left: seatsLeft };
  });
}
var REGISTRATION_CLOSES_DAYS_BEFORE, DAY_MS;
var init_training_sessions = __esm({
  "src/backoffice/forms/training-sessions.ts"() {
    "use strict";
    REGISTRATION_CLOSES_DAYS_BEFORE = 15;
    DAY_MS = 864e5;
  }
});

// src/backoffice/routes/event-routes.ts
function eventRoutes(services, submissions) {
  const landing = (siteId, idOrSlug) => {
    const found = services.content.get("landing", siteId, idOrSlug)?.body;
    if (found === void 0) throw notFound("Landing");
    return found;
  };
  return {
    "GET /training": ({ scope }) => {
      const items = trainingSessions(services.content, submissions, scope.site.id, services.now());
      return { items, total: items.length };
    },
    "GET /landing": ({ query, scope }) => {
      const { storeIds: _storeIds, ...publicLanding } = landing(scope.site.id, query.requiredString("technical_name"));
      return publicLanding;
    },
    "GET /landing/store": ({ query, scope }) => {
      const { storeIds } = landing(scope.site.id, String(query.requiredInt("landing_id", { min: 1 })));
      const stores = services.content.list("store-locator", { siteId: scope.site.id }).items.filter((store) => storeIds.includes(store.id));
      return { items: stores, total: stores.length };
    }
  };
}
var init_event_routes = __esm({
  "src/backoffice/routes/event-routes.ts"() {
    "use strict";
    init_training_sessions();
    init_http_error();
  }
});

// src/backoffice/routes/form-routes.ts
import { mkdirSync as mkdirSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join3 } from "node:path";
function formRoutes(services, submissions) {
  const store = (siteId, resource, body) => submissions.add(siteId, resource, body, services.now());
  return {
    "POST /contact": ({ body, scope }) => {
      const contact = new BodyReader("POST /contact", body).done();
      return store(scope.site.id, "contact", { ...contact, target: scope.plan?.target ?? null });
    },
    "POST /construction-starts": ({ body, scope }) => {
      const worksite = new BodyReader("POST /construction-starts", body).done();
      return store(scope.site.id, "construction-starts", worksite);
    },
    "POST /application": ({ body, scope }) => {
      const form = new BodyReader("POST /application", body);
      const jobId = form.get("job_id");
      if (jobId !== void 0 && services.content.get("page", scope.site.id, String(jobId))?.body === void 0) {
        form.error("job_id", "This job offer does not exist.");
      }
      const { cv, ...application } = form.done();
      const content = cv === void 0 ? void 0 : Buffer.from(cv.content_base64, "base64");
      const receipt = store(scope.site.id, "application", {
        ...application,
        job_id: application.job_id ?? null,
        cv: cv === void 0 ? null : { filename: safeFilename(cv), content_type: cv.content_type, size: content.length }
      });
      if (cv !== void 0) saveUpload(services.dataDir, `application-${receipt.id}-${safeFilename(cv)}`, content);
      return receipt;
    },
    "POST /training-inscription": ({ body, scope }) => {
      const form = new BodyReader("POST /training-inscription", body);
      const trainingId = form.get("training_id");
      const participants = form.get("participants");
      if (trainingId !== void 0) {
        const session = trainingSessions(services.content, submissions, scope.site.id, services.now()).find((entry) => entry.id === trainingId);
        if (session === void 0) form.error("training_id", "Please fill in the training session field.");
        else if (!session.open) form.error("training_id", "Registrations for this session are closed.");
        else if (participants !== void 0 && participants.length > session.seats_left) form.error("participants", `Only ${session.seats_left} seats are left.`);
      }
      return store(scope.site.id, "training-inscription", form.done());
    },
    "POST /wishlist/send": ({ body, scope }) => {
      const wishlist = new BodyReader("POST /wishlist/send", body).done();
      const known = services.products.summaries({ siteId: scope.site.id, plan: requirePlan(scope) }, wishlist.product_ids);
      return store(scope.site.id, "wishlist", { ...wishlist, products: known.map((product) => ({ id: product.id, name: product.name, slug: product.slug })) });
    },
    "POST /landing/data": ({ body, scope }) => {
      const form = new BodyReader("POST /landing/data", body);
      const landingId = form.get("landing_id");
      const landing = landingId === void 0 ? void 0 : services.content.get("landing", scope.site.id, String(landingId))?.body;
      const now2 = services.now();
      if (landingId !== void 0 && (landing === void 0 || !landing.is_contest)) form.error("landing_id", "This contest does not exist.");
      else if (landing !== void 0 && (now2 < new Date(landing.starts_at) || now2 > new Date(landing.ends_at))) form.error("landing_id", "This contest is closed.");
      const storeId = form.get("store_id");
      if (storeId !== void 0 && landing !== void 0 && !landing.storeIds.includes(storeId)) form.error("store_id", "This store does not take part in the contest.");
      const entry = form.done();
      return store(scope.site.id, "landing", { ...entry, store_id: entry.store_id ?? null });
    }
  };
}
function safeFilename(file) {
  return file.filename.replace(/[^A-Za-z0-9._-]/g, "_").slice(-100);
}
function saveUpload(dataDir, name, content) {
  const directory = join3(dataDir, "uploads");
  mkdirSync3(directory, { recursive: true });
  writeFileSync2(join3(directory, name), content, { flush: true });
}
var init_form_routes = __esm({
  "src/backoffice/routes/form-routes.ts"() {
    "use strict";
    init_body_reader();
    init_scope();
    init_training_sessions();
  }
});

// src/backoffice/catalogue/product-filters.ts
function optionsOf(services, technicalName, productIds) {
  const definition = services.caracteristics.get(technicalName);
  if (definition === void 0) return [];
  const counts = /* @__PURE__ */ new Map();
  for (const row of services.products.caracteristicRows(productIds)) {
    if (row.technical_name === technicalName) counts.set(row.value, (counts.get(row.value) ?? 0) + 1);
  }
  return [...definition.options.entries()].filter(([value]) => counts.has(value)).map(([value, option]) => ({ value, label: option.label, count: counts.get(value) }));
}
function productFacets(services, context2, criteria) {
  const result = {};
  for (const definition of services.caracteristics.filterable()) {
    const ids = services.products.matchingIds(context2, criteria, definition.technicalName);
    const data = optionsOf(services, definition.technicalName, ids);
    if (data.length === 0) continue;
    result[definition.technicalName] = { technical_name: definition.technicalName, label: definition.label, type: "choice", position: definition.position, data };
  }
  const { price: _price, ...withoutPrice } = criteria;
  result.price = {
    technical_name: "price",
    label: "Price",
    type: "range",
    position: Object.keys(result).length,
    data: services.products.priceRange(context2, services.products.matchingIds(context2, withoutPrice))
  };
  return result;
}
function choiceGuide(services, context2, chosen) {
  const result = {};
  const previous = {};
  services.settings.values(context2.siteId, `choice_guide_${context2.plan.target}`).forEach((technicalName, position) => {
    const definition = services.caracteristics.get(technicalName);
    if (definition === void 0) return;
    const ids = services.products.matchingIds(context2, { caracteristics: previous });
    result[technicalName] = { technical_name: technicalName, label: definition.label, type: "choice", position, data: optionsOf(services, technicalName, ids) };
    const answer2 = chosen[technicalName];
    if (answer2 !== void 0 && answer2.length > 0) previous[technicalName] = answer2;
  });
  return result;
}
var init_product_filters = __esm({
  "src/backoffice/catalogue/product-filters.ts"() {
    "use strict";
  }
});

// src/backoffice/routes/product-query.ts
function readCriteria(query, services) {
  const criteria = {
    text: query.string("text"),
    price: readPrice(query),
    caracteristics: readCaracteristics(query)
  };
  const categories2 = query.list("categories");
  if (categories2.length > 0) {
    criteria.categoryIds = categories2.flatMap((idOrSlug) => {
      const category = services.categories.find(idOrSlug);
      if (category === void 0) throw badRequest("categories", `Unknown category ${idOrSlug}`);
      return services.categories.withDescendants(category.id);
    });
  }
  return criteria;
}
function readPrice(query) {
  const price = query.json("price");
  if (price === null) return null;
  if (typeof price !== "object" || Array.isArray(price)) throw badRequest("price", "The price param must be a JSON object {min, max}");
  const range = {};
  for (const bound of ["min", "max"]) {
    const value = price[bound];
    if (value === void 0 || value === null || value === "") continue;
    const number = Number(value);
    if (!Number.isFinite(number)) throw badRequest("price", `The price ${bound} must be a number`);
    range[bound] = number;
  }
  return range;
}
function readCaracteristics(query) {
  const raw = query.json("caracteristics");
  if (raw === null) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw badRequest("caracteristics", "The caracteristics param must be a JSON object of technical name to values");
  }
  const result = {};
  for (const [technicalName, value] of Object.entries(raw)) {
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((entry) => typeof entry === "string" || typeof entry === "number")) {
      throw badRequest("caracteristics", `The values of ${technicalName} must be strings`);
    }
    result[technicalName] = values.map(String);
  }
  return result;
}
var init_product_query = __esm({
  "src/backoffice/routes/product-query.ts"() {
    "use strict";
    init_http_error();
  }
});

// src/backoffice/routes/product-routes.ts
function productRoutes(services) {
  return {
    "GET /product": ({ query, scope }) => {
      const context2 = { siteId: scope.site.id, plan: requirePlan(scope) };
      const criteria = readCriteria(query, services);
      criteria.promoted = query.flag("promoted");
      const ids = query.list("ids");
      if (ids.length > 0) {
        if (!ids.every((id2) => /^\d+$/.test(id2))) throw badRequest("ids", "The ids param lists numeric product ids");
        criteria.ids = ids.map(Number);
      }
      const { page: page3, perPage, offset } = query.paging(DEFAULT_PER_PAGE);
      const order = query.oneOf("orderBy", ORDERS) ?? "position";
      const found = services.products.search(context2, criteria, order, { offset, limit: perPage });
      return { items: services.products.summaries(context2, found.ids), total: found.total, page: page3, perPage };
    },
    "GET /product/:id": ({ params, scope }) => services.products.detail({ siteId: scope.site.id, plan: requirePlan(scope) }, params.id),
    "GET /product/scan/:code": ({ params, scope }) => {
      const code = params.code.trim();
      if (!/^\d{1,14}$/.test(code)) throw badRequest("code", `A barcode is up to ${BARCODE_LENGTH} digits`);
      const found = services.products.byGtin({ siteId: scope.site.id, plan: requirePlan(scope) }, code.padStart(BARCODE_LENGTH, "0"));
      return found ?? { error: "No product matches this barcode" };
    },
    "GET /filters-products": ({ query, scope }) => {
      const context2 = { siteId: scope.site.id, plan: requirePlan(scope) };
      const criteria = readCriteria(query, services);
      return query.flag("guide_de_choix") ? choiceGuide(services, context2, criteria.caracteristics ?? {}) : productFacets(services, context2, criteria);
    }
  };
}
var ORDERS, DEFAULT_PER_PAGE;
var init_product_routes = __esm({
  "src/backoffice/routes/product-routes.ts"() {
    "use strict";
    init_contract();
    init_http_error();
    init_scope();
    init_product_filters();
    init_product_query();
    ORDERS = ["position", "name_asc", "name_desc", "price_asc", "price_desc", "newest"];
    DEFAULT_PER_PAGE = 12;
  }
});

// src/backoffice/routes/search-routes.ts
function searchRoutes(services) {
  return {
    "GET /search": ({ query, scope }) => {
      const plan = requirePlan(scope);
      const text3 = query.requiredString("text").trim();
      const language = query.string("language");
      if (language !== null && language !== scope.lang) throw badRequest("language", "Language not available on this site");
      const suggest = (query.oneOf("type", ["Suggest", "Full"]) ?? "Full") === "Suggest";
      if (suggest) {
        if (text3.length < SEARCH_SUGGEST_MIN_LENGTH) throw badRequest("text", `Suggestions start at ${SEARCH_SUGGEST_MIN_LENGTH} characters`);
        return services.search.search({ siteId: scope.site.id, plan, text: text3, perGroup: SEARCH_SUGGEST_ITEMS_PER_GROUP, offset: 0, tab: null });
      }
      const { perPage, offset } = query.paging(12);
      return services.search.search({ siteId: scope.site.id, plan, text: text3, perGroup: perPage, offset, tab: query.oneOf("tab", TABS) ?? "products" });
    }
  };
}
var TABS;
var init_search_routes = __esm({
  "src/backoffice/routes/search-routes.ts"() {
    "use strict";
    init_contract();
    init_http_error();
    init_scope();
    TABS = ["products", "categories", "pages", "fqces"];
  }
});

// src/backoffice/routes/site-routes.ts
function siteRoutes(services) {
  const menus2 = services.db.prepare("SELECT id, code, sales_plan_id, items FROM menu WHERE sales_plan_id = ? ORDER BY id");
  return {
    "GET /site": ({ query }) => {
      const url = query.string("url");
      return url === null ? services.sites.all() : [services.sites.byUrl(url)];
    },
    "GET /site/:id": ({ params }) => {
      const site = /^\d+$/.test(params.id) ? services.sites.byId(Number(params.id)) : void 0;
      if (site === void 0) throw notFound("Site");
      return site;
    },
    "GET /setting": ({ query, scope }) => {
      const code = query.string("code");
      return services.settings.all(scope.site.id).filter((setting) => code === null || setting.code === code);
    },
    "GET /menu": ({ query, scope }) => {
      const code = query.string("code");
      const rows2 = menus2.all(requirePlan(scope).id);
      const items = rows2.filter((row) => code === null || row.code === code).map((row) => ({ id: row.id, code: row.code, sales_plan_id: row.sales_plan_id, items: JSON.parse(row.items) }));
      return { items, total: items.length };
    }
  };
}
var init_site_routes = __esm({
  "src/backoffice/routes/site-routes.ts"() {
    "use strict";
    init_http_error();
    init_scope();
  }
});

// src/backoffice/routes/url-routes.ts
function urlRoutes(services) {
  const productUrls = services.db.prepare(
    `SELECT p.id, p.slug, p.name AS label, p.created_at AS updated_at FROM product p
     JOIN product_plan pp ON pp.product_id = p.id AND pp.sales_plan_id = ? WHERE p.site_id = ? ORDER BY pp.position`
  );
  const categoryUrls = services.db.prepare("SELECT id, slug, name AS label FROM category WHERE sales_plan_id = ? ORDER BY position");
  function entries(scope) {
    const plan = requirePlan(scope);
    const target = plan.target;
    const seededAt = (/* @__PURE__ */ new Date(0)).toISOString();
    const pages2 = services.content.list("page", { siteId: scope.site.id, target }).items;
    const folders2 = services.content.list("folder", { siteId: scope.site.id, target }).items;
    return [
      ...pages2.map((page3) => ({ entity_type: "cms_page", id: page3.id, slug: page3.slug, target: page3.target, updated_at: page3.published_at, label: page3.title })),
      ...categoryUrls.all(plan.id).map((row) => ({
        entity_type: "category",
        ...row,
        target,
        updated_at: seededAt
      })),
      ...productUrls.all(plan.id, scope.site.id).map((row) => ({
        entity_type: "product",
        ...row,
        target
      })),
      ...folders2.map((folder2) => ({ entity_type: "folder", id: folder2.id, slug: folder2.slug, target: folder2.target, updated_at: seededAt, label: folder2.name }))
    ];
  }
  function entity(scope, type, slug2, options) {
    const plan = requirePlan(scope);
    const context2 = { siteId: scope.site.id, plan };
    switch (type) {
      case "page":
      case "cms_page": {
        const page3 = services.content.get("page", scope.site.id, slug2);
        if (page3 === void 0) throw notFound("Page");
        return page3.body;
      }
      case "folder": {
        const folder2 = services.content.get("folder", scope.site.id, slug2);
        if (folder2 === void 0) throw notFound("Folder");
        return folder2.body;
      }
      case "product": {
        const product = services.products.detail(context2, lastSegment(slug2));
        const first = product.categories[0];
        if (!options.parents || first === void 0) return product;
        return { ...product, parents: [...services.categories.parentsOf(first.id), first] };
      }
      case "category": {
        const row = services.categories.find(lastSegment(slug2));
        if (row === void 0 || row.sales_plan_id !== plan.id) throw notFound("Category");
        const category = services.categories.get(row, options);
        if (options.extras) category.filters = productFacets(services, context2, { categoryIds: services.categories.withDescendants(row.id) });
        return category;
      }
    }
  }
  return {
    "GET /url": ({ query, scope }) => {
      const type = query.oneOf("entity_type", ["cms_page", "product", "category", "folder"]);
      return entries(scope).filter((entry) => type === null || entry.entity_type === type).map(({ label: _label, ...entry }) => entry);
    },
    "GET /url/entity": ({ query, scope }) => {
      const type = query.oneOf("entity_type", ENTITY_TYPES) ?? "page";
      const slug2 = query.requiredString("slug").replace(/^\/+|\/+$/g, "");
      if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(slug2) && !/^\d+$/.test(slug2)) throw badRequest("slug", "Invalid slug");
      return [
        entity(scope, type, slug2, {
          depth: query.int("depth", { min: 0, max: 5 }) ?? 0,
          parents: query.flag("parents"),
          extras: query.flag("extras")
        })
      ];
    },
    "GET /sitemap": ({ scope }) => {
      const items = entries(scope);
      return { items, total: items.length };
    }
  };
}
function lastSegment(slug2) {
  return slug2.slice(slug2.lastIndexOf("/") + 1);
}
var ENTITY_TYPES;
var init_url_routes = __esm({
  "src/backoffice/routes/url-routes.ts"() {
    "use strict";
    init_http_error();
    init_scope();
    init_product_filters();
    ENTITY_TYPES = ["page", "cms_page", "product", "category", "folder"];
  }
});

// src/backoffice/routes/all-routes.ts
function allRoutes(services, accounts) {
  const submissions = new SubmissionStore(services.db);
  return {
    ...siteRoutes(services),
    ...categoryRoutes(services),
    ...urlRoutes(services),
    ...productRoutes(services),
    ...searchRoutes(services),
    ...contentRoutes(services),
    ...eventRoutes(services, submissions),
    ...formRoutes(services, submissions),
    ...accountRoutes(services, accounts),
    ...cartRoutes(services, new CartStore(services.db, services.products, services.sites), new OrderStore(services.db), accounts),
    ...adminRoutes(submissions)
  };
}
var init_all_routes = __esm({
  "src/backoffice/routes/all-routes.ts"() {
    "use strict";
    init_account_store();
    init_cart_store();
    init_order_store();
    init_submission_store();
    init_account_routes();
    init_admin_routes();
    init_cart_routes();
    init_category_routes();
    init_content_routes();
    init_event_routes();
    init_form_routes();
    init_product_routes();
    init_search_routes();
    init_site_routes();
    init_url_routes();
  }
});

// src/backoffice/catalogue/search-index.ts
function rebuildSearchIndex(db) {
  db.exec("DELETE FROM search_index");
  db.exec(`
    INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, title, body)
    SELECT 'products', p.id, p.site_id, pp.sales_plan_id, p.name || ' ' || p.reference,
           p.extract || ' ' || COALESCE((SELECT group_concat(c.name, ' ') FROM product_category pc
             JOIN category c ON c.id = pc.category_id AND c.sales_plan_id = pp.sales_plan_id WHERE pc.product_id = p.id), '')
    FROM product p JOIN product_plan pp ON pp.product_id = p.id;

    INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, title, body)
    SELECT 'fqces', p.id, p.site_id, pp.sales_plan_id, p.name || ' technical sheet', p.reference
    FROM product p JOIN product_plan pp ON pp.product_id = p.id;

    INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, title, body)
    SELECT 'categories', c.id, sp.site_id, c.sales_plan_id, c.name, c.description
    FROM category c JOIN sales_plan sp ON sp.id = c.sales_plan_id;
  `);
  const planIds = /* @__PURE__ */ new Map();
  for (const row of db.prepare("SELECT id, site_id, target FROM sales_plan").all()) {
    planIds.set(`${row.site_id}:${row.target}`, row.id);
  }
  const insert = db.prepare(
    "INSERT INTO search_index (kind, ref_id, site_id, sales_plan_id, title, body) VALUES ('pages', ?, ?, ?, ?, ?)"
  );
  for (const row of db.prepare("SELECT id, site_id, target, body FROM content WHERE resource = 'page'").all()) {
    const page3 = JSON.parse(row.body);
    const text3 = [page3.extract, ...page3.blocks.flatMap((block) => [block.titre ?? "", block.text ?? ""])].join(" ");
    const planId = row.target === null ? EVERY_PLAN : planIds.get(`${row.site_id}:${row.target}`) ?? EVERY_PLAN;
    insert.run(row.id, row.site_id, planId, page3.title, text3);
  }
}
var EVERY_PLAN;
var init_search_index = __esm({
  "src/backoffice/catalogue/search-index.ts"() {
    "use strict";
    EVERY_PLAN = 0;
  }
});

// src/backoffice/seed/caracteristics.ts
var caracteristics;
var init_caracteristics = __esm({
  "src/backoffice/seed/caracteristics.ts"() {
    "use strict";
    caracteristics = [
      {
        technicalName: "work_type",
        label: "Type of work",
        unit: null,
        kind: "choice",
        filterable: true,
        options: [
          ["filling", "Filling holes and cracks"],
          ["smoothing", "Smoothing"],
          ["levelling", "Levelling"],
          ["jointing", "Plasterboard jointing"],
          ["preparing", "Preparing the surface"],
          ["decorating", "Decorative finish"]
        ]
      },
      {
        technicalName: "application_area",
        label: "Application area",
        unit: null,
        kind: "choice",
        filterable: true,
        options: [
          ["interior", "Interior"],
          ["exterior", "Exterior"]
        ]
      },
      {
        technicalName: "support",
        label: "Support",
        unit: null,
        kind: "choice",
        filterable: true,
        options: [
          ["plaster", "Plaster"],
          ["plasterboard", "Plasterboard"],
          ["concrete", "Concrete"],
          ["masonry", "Brick and block"],
          ["render", "Cement render"],
          ["painted", "Old paint"],
          ["tiles", "Tiles"],
          ["wood", "Wood"]
        ]
      },
      {
        technicalName: "form",
        label: "Form",
        unit: null,
        kind: "choice",
        filterable: true,
        options: [
          ["powder", "Powder"],
          ["paste", "Ready-to-use paste"]
        ]
      },
      {
        technicalName: "finish",
        label: "Finish",
        unit: null,
        kind: "choice",
        filterable: true,
        options: [
          ["standard", "Standard"],
          ["fine", "Fine"],
          ["very_fine", "Very fine"]
        ]
      },
      {
        technicalName: "damp_rooms",
        label: "Suitable for damp rooms",
        unit: null,
        kind: "choice",
        filterable: true,
        options: [
          ["yes", "Yes"],
          ["no", "No"]
        ]
      },
      {
        technicalName: "sandable",
        label: "Sandable",
        unit: null,
        kind: "choice",
        filterable: true,
        options: [
          ["yes", "Yes"],
          ["no", "No"]
        ]
      },
      { technicalName: "thickness_min", label: "Minimum thickness", unit: "mm", kind: "number", filterable: false, options: [] },
      { technicalName: "thickness_max", label: "Maximum thickness", unit: "mm", kind: "number", filterable: false, options: [] },
      { technicalName: "consumption", label: "Consumption", unit: "kg/m\xB2/mm", kind: "number", filterable: false, options: [] },
      { technicalName: "drying_time", label: "Drying time before painting", unit: "h", kind: "number", filterable: false, options: [] },
      { technicalName: "coats", label: "Recommended coats", unit: null, kind: "number", filterable: false, options: [] },
      { technicalName: "pack_sizes", label: "Pack sizes", unit: "kg", kind: "number", filterable: false, options: [] }
    ];
  }
});

// src/backoffice/seed/sites.ts
var DEMO_SITE_ID, PRO_PLAN_ID, PART_PLAN_ID, CURRENCY, TAX_RATE, english, sites;
var init_sites = __esm({
  "src/backoffice/seed/sites.ts"() {
    "use strict";
    DEMO_SITE_ID = 9;
    PRO_PLAN_ID = 17;
    PART_PLAN_ID = 18;
    CURRENCY = { code: "GBP", symbol: "\xA3" };
    TAX_RATE = 0.11;
    english = [{ code: "en", iso: "en-GB", label: "English", default: true }];
    sites = [
      {
        id: DEMO_SITE_ID,
        iso: "lb",
        url: "https://www.wallfiller-demo.example",
        label: "Lebanon & United Arab Emirates",
        hosts: ["wallfiller-demo.example", "www.wallfiller-demo.example", "localhost", "127.0.0.1"],
        languages: english,
        isDefault: true,
        plans: [
          { id: PRO_PLAN_ID, target: "pro", label: "Professionals" },
          { id: PART_PLAN_ID, target: "part", label: "Individuals" }
        ]
      },
      ...[
        [1, "fr", "France", "Fran\xE7ais", "fr"],
        [2, "be", "Belgium", "Fran\xE7ais", "fr"],
        [3, "nl", "Netherlands", "Nederlands", "nl"],
        [4, "uk", "United Kingdom", "English", "en"],
        [5, "ch", "Switzerland", "Fran\xE7ais", "fr"],
        [6, "es", "Spain", "Espa\xF1ol", "es"],
        [7, "pl", "Poland", "Polski", "pl"],
        [8, "tn", "Tunisia", "Fran\xE7ais", "fr"],
        [10, "ae", "United Arab Emirates", "English", "en"],
        [11, "ma", "Morocco", "Fran\xE7ais", "fr"]
      ].map(([id2, iso, label, language, code]) => ({
        id: id2,
        iso,
        url: `https://${iso}.wallfiller-demo.example`,
        label,
        hosts: [`${iso}.wallfiller-demo.example`],
        languages: [{ code, iso: code, label: language, default: true }],
        isDefault: false,
        plans: []
      }))
    ];
  }
});

// src/backoffice/seed/categories.ts
function build() {
  const list3 = [];
  let id2 = 100;
  for (const [planId, rows2] of [
    [PART_PLAN_ID, part],
    [PRO_PLAN_ID, pro]
  ]) {
    for (const [slug2, name, description, color2] of rows2) list3.push({ id: id2++, planId, slug: slug2, name, description, color: color2 });
  }
  for (const [parentSlug, slug2, name, description] of children) {
    const parent = list3.find((category) => category.slug === parentSlug);
    if (parent === void 0) throw new Error(`Unknown parent category ${parentSlug}`);
    list3.push({ id: id2++, planId: parent.planId, slug: slug2, name, description, color: parent.color, parentSlug });
  }
  return list3;
}
var part, pro, children, categories;
var init_categories = __esm({
  "src/backoffice/seed/categories.ts"() {
    "use strict";
    init_sites();
    part = [
      ["filling", "Filling", "Fill holes, cracks and gaps before painting or papering.", "f39200"],
      ["finish-smoothing", "Finish smoothing", "Get a perfectly smooth wall ready for paint.", "2f80c0"],
      ["thick-smoothing", "Thick smoothing", "Even out damaged or uneven walls in one or two coats.", "1f5f8b"],
      ["pre-treatment", "Treat before filling", "Prepare, stabilise and prime walls before filling.", "7a9e3b"],
      ["exterior", "Exterior", "Fillers that stand up to rain, frost and sun.", "8b5e34"],
      ["wood", "Wood", "Repair doors, frames, floors and furniture.", "a0522d"],
      ["kitchen-and-bathroom", "Kitchen and bathroom", "Fillers for damp rooms and tiled walls.", "2a9d8f"],
      ["easy-solutions", "Easy solutions", "Ready-to-use products for quick repairs.", "e76f51"],
      ["multi-purpose", "Multi-purpose", "One filler for filling, smoothing and repairing.", "6d597a"],
      ["plasterers-and-drywallers", "Plasterers and drywallers", "Jointing and plastering for plasterboard walls.", "577590"],
      ["specialised-solutions", "Specialised solutions", "Decorative, anti-mould and tile-covering solutions.", "b5838d"]
    ];
    pro = [
      ["smoothing-compounds", "Smoothing compounds", "Fine and very fine smoothing compounds, by hand or machine.", "2f80c0"],
      ["levelling-compounds", "Levelling compounds", "Thick compounds to level walls and ceilings.", "1f5f8b"],
      ["filling-compounds", "Filling compounds", "Fast and deep filling compounds for every support.", "f39200"],
      ["plaster-and-drywall-compounds", "Plasterer and drywall compounds", "Jointing, finishing and plastering compounds.", "577590"],
      ["exterior-compounds", "Exterior compounds", "Facade fillers and render repairs.", "8b5e34"],
      ["wood-compounds", "Wood fillers", "Fillers for joinery and wooden floors.", "a0522d"],
      ["decorative-coatings", "Decorative coatings", "Lime, polished and textured wall coatings.", "b5838d"],
      ["specialist-solutions", "Specialist solutions", "Fire-resistant, acoustic, damp-room and bonding solutions.", "2a9d8f"],
      ["general-purpose-compounds", "General-purpose compounds", "Versatile compounds for everyday site work.", "6d597a"]
    ];
    children = [
      ["filling", "small-holes-and-cracks", "Small holes and cracks", "Nail holes, hairline cracks and dents."],
      ["filling", "large-holes-and-gaps", "Large holes and gaps", "Deep holes, gaps around frames and pipes."],
      ["smoothing-compounds", "hand-applied-smoothing", "Hand-applied smoothing", "Compounds for the trowel and the smoothing blade."],
      ["smoothing-compounds", "spray-applied-smoothing", "Spray-applied smoothing", "Airless compounds for large surfaces."]
    ];
    categories = build();
  }
});

// src/backoffice/seed/commerce.ts
var discounts, carriers2;
var init_commerce2 = __esm({
  "src/backoffice/seed/commerce.ts"() {
    "use strict";
    discounts = [
      { code: "WELCOME10", description: "10 % off your first order", amount: 10, unit: "%" },
      { code: "PRO15", description: "15 % off for professional accounts", amount: 15, unit: "%", target: "pro" },
      { code: "SPRING5", description: "\xA35 off your order", amount: 5, unit: "currency", target: "part" },
      { code: "FREETUBE", description: "A free Ready-to-Use Filler with your order", amount: 0, unit: "currency", freeItemReference: "TUB-R-015", target: "part" }
    ];
    carriers2 = [
      { code: "standard", label: "Standard delivery (3\u20135 days)", baseCost: 6.9, costPerKg: 0.12, freeFrom: 150 },
      { code: "express", label: "Express delivery (24\u201348 h)", baseCost: 14.9, costPerKg: 0.2, freeFrom: null },
      { code: "pickup", label: "Pick up in store", baseCost: 0, costPerKg: 0, freeFrom: null }
    ];
  }
});

// src/backoffice/text/slugify.ts
function slugify(text3) {
  return text3.trimStart().toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae").normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[\s'’]+/g, "-").replace(/[^a-z0-9-]/g, "").replace(/-{2,}/g, "-").replace(/^-|-$/g, "");
}
var init_slugify = __esm({
  "src/backoffice/text/slugify.ts"() {
    "use strict";
  }
});

// src/backoffice/seed/barcodes.ts
function ean13CheckDigit(first12) {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - sum % 10) % 10;
}
function ean13(first12) {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got ${first12}`);
  return `${first12}${ean13CheckDigit(first12)}`;
}
var init_barcodes = __esm({
  "src/backoffice/seed/barcodes.ts"() {
    "use strict";
  }
});

// src/backoffice/seed/pictures.ts
function visual(name, alt) {
  return {
    url: `/media/visual/${name}.png`,
    webp: `/media/visual/${name}.webp`,
    alt,
    title: alt,
    ...VISUAL_SIZE
  };
}
var VISUAL_SIZE;
var init_pictures = __esm({
  "src/backoffice/seed/pictures.ts"() {
    "use strict";
    VISUAL_SIZE = { width: 370, height: 300 };
  }
});

// src/backoffice/seed/product-lines.ts
var wall, productLines;
var init_product_lines = __esm({
  "src/backoffice/seed/product-lines.ts"() {
    "use strict";
    wall = ["plaster", "plasterboard", "concrete", "masonry", "painted"];
    productLines = [
      { code: "FFS", name: "Fine Finish Smoothing", work: ["smoothing"], area: ["interior"], supports: wall, forms: { powder: 0.3, paste: 0.5 }, finish: "very_fine", thickness: [0.5, 3], dryingHours: 12, coats: 2, sandable: true, damp: false, part: ["finish-smoothing"], pro: ["hand-applied-smoothing"], promoted: ["pro", "part"], pricePerKg: 1.6, color: "2f80c0", pitch: "a very fine, bright white finish ready for any paint" },
      { code: "FSM", name: "Fine Smoothing", work: ["smoothing"], area: ["interior"], supports: wall, forms: { powder: 0.2, paste: 0.4 }, finish: "fine", thickness: [0.2, 2], dryingHours: 8, coats: 2, sandable: true, damp: false, part: ["finish-smoothing"], pro: ["hand-applied-smoothing"], pricePerKg: 1.4, color: "3a86c8", pitch: "thin coats that glide on and sand to dust-fine smoothness" },
      { code: "ASP", name: "Airless Spray Smoothing", work: ["smoothing"], area: ["interior"], supports: ["plaster", "plasterboard", "concrete"], forms: { paste: 0.6 }, finish: "very_fine", thickness: [0.5, 3], dryingHours: 12, coats: 2, sandable: true, damp: false, part: [], pro: ["spray-applied-smoothing"], promoted: ["pro"], pricePerKg: 1.1, color: "1d6fa5", pitch: "a spray-grade compound for large surfaces with airless machines" },
      { code: "MPF", name: "Multi-Purpose Filler", work: ["filling", "smoothing"], area: ["interior"], supports: wall, forms: { powder: 1.1, paste: 1.6 }, finish: "standard", thickness: [0, 10], dryingHours: 6, coats: 1, sandable: true, damp: false, part: ["multi-purpose", "filling"], pro: ["general-purpose-compounds"], promoted: ["part"], pricePerKg: 1.5, color: "6d597a", pitch: "fills, smooths and repairs in one product" },
      { code: "DFF", name: "Deep Fill Filler", work: ["filling"], area: ["interior"], supports: wall, forms: { powder: 1 }, finish: "standard", thickness: [5, 50], dryingHours: 24, coats: 1, sandable: true, damp: false, part: ["large-holes-and-gaps"], pro: ["filling-compounds"], pricePerKg: 1.3, color: "d97706", pitch: "fills up to 50 mm in one pass without shrinking" },
      { code: "CHF", name: "Crack and Hole Filler", work: ["filling"], area: ["interior"], supports: wall, forms: { powder: 1, paste: 1.5 }, finish: "fine", thickness: [0, 5], dryingHours: 2, coats: 1, sandable: true, damp: false, part: ["small-holes-and-cracks"], pro: [], promoted: ["part"], pricePerKg: 3.2, color: "f39200", pitch: "a smooth paste for nail holes and hairline cracks" },
      { code: "RF1", name: "Rapid Filler 1h", work: ["filling"], area: ["interior"], supports: wall, forms: { powder: 1, paste: 1.4 }, finish: "standard", thickness: [0, 20], dryingHours: 1, coats: 1, sandable: true, damp: false, part: ["filling", "easy-solutions"], pro: ["filling-compounds"], promoted: ["pro"], pricePerKg: 1.9, color: "e85d04", pitch: "ready to sand and paint after one hour" },
      { code: "LVT", name: "Thick Levelling Compound", work: ["levelling"], area: ["interior"], supports: wall, forms: { powder: 1 }, finish: "standard", thickness: [3, 30], dryingHours: 24, coats: 1, sandable: true, damp: false, part: ["thick-smoothing"], pro: ["levelling-compounds"], pricePerKg: 1.2, color: "1f5f8b", pitch: "levels uneven walls up to 30 mm per coat" },
      { code: "WL2", name: "Wall Levelling Pro 20", work: ["levelling"], area: ["interior"], supports: ["plaster", "concrete", "masonry"], forms: { powder: 1 }, finish: "standard", thickness: [2, 20], dryingHours: 12, coats: 1, sandable: true, damp: false, part: [], pro: ["levelling-compounds"], pricePerKg: 1, color: "164a6e", pitch: "a site-grade levelling compound with long open time" },
      { code: "REN", name: "R\xE9nov\u2019 Smooth Renovation Filler", work: ["levelling", "smoothing"], area: ["interior"], supports: [...wall, "tiles"], forms: { powder: 0.8, paste: 1.3 }, finish: "fine", thickness: [1, 15], dryingHours: 12, coats: 2, sandable: true, damp: false, part: ["thick-smoothing"], pro: ["levelling-compounds", "general-purpose-compounds"], promoted: ["part"], pricePerKg: 1.7, color: "3d5a80", pitch: "renovates damaged walls, old paint and even tiles" },
      { code: "PRM", name: "Bonding Primer for Fillers", work: ["preparing"], area: ["interior", "exterior"], supports: ["plaster", "concrete", "masonry", "painted", "tiles"], forms: { paste: 0.2 }, finish: "standard", thickness: [0, 0.5], dryingHours: 4, coats: 1, sandable: false, damp: true, part: ["pre-treatment"], pro: ["specialist-solutions"], pricePerKg: 3.6, color: "7a9e3b", pitch: "makes fillers grip on smooth or powdery surfaces" },
      { code: "OPB", name: "Old Paint Bonding Filler", work: ["preparing", "smoothing"], area: ["interior"], supports: ["painted", "tiles"], forms: { paste: 1.2 }, finish: "fine", thickness: [0.5, 5], dryingHours: 8, coats: 1, sandable: true, damp: false, part: ["pre-treatment"], pro: ["specialist-solutions"], pricePerKg: 2.8, color: "6a8d2f", pitch: "covers gloss paint without sanding first" },
      { code: "STB", name: "Surface Stabiliser", work: ["preparing"], area: ["interior", "exterior"], supports: ["plaster", "masonry", "render"], forms: { paste: 0.15 }, finish: "standard", thickness: [0, 0.2], dryingHours: 6, coats: 1, sandable: false, damp: true, part: ["pre-treatment"], pro: [], pricePerKg: 4.1, color: "88a94a", pitch: "binds dusty, chalky surfaces before filling" },
      { code: "FAC", name: "Fa\xE7ade Exterior Filler", work: ["filling", "smoothing"], area: ["exterior"], supports: ["concrete", "masonry", "render"], forms: { powder: 1.2, paste: 1.6 }, finish: "standard", thickness: [0, 15], dryingHours: 24, coats: 1, sandable: true, damp: true, part: ["exterior"], pro: ["exterior-compounds"], promoted: ["pro"], pricePerKg: 1.8, color: "8b5e34", pitch: "a weatherproof filler for facades and exterior walls" },
      { code: "ECF", name: "Exterior Crack Filler", work: ["filling"], area: ["exterior"], supports: ["concrete", "masonry", "render"], forms: { paste: 1.5 }, finish: "standard", thickness: [0, 8], dryingHours: 12, coats: 1, sandable: false, damp: true, part: ["exterior"], pro: [], pricePerKg: 3.4, color: "9c6b3c", pitch: "a flexible paste that follows the movement of cracks" },
      { code: "ERR", name: "Exterior Render Repair", work: ["filling", "levelling"], area: ["exterior"], supports: ["render", "masonry", "concrete"], forms: { powder: 1.3 }, finish: "standard", thickness: [2, 30], dryingHours: 24, coats: 1, sandable: false, damp: true, part: [], pro: ["exterior-compounds"], pricePerKg: 1.1, color: "734a24", pitch: "repairs and levels cement renders before painting" },
      { code: "CRM", name: "Concrete Repair Filler", work: ["filling"], area: ["interior", "exterior"], supports: ["concrete", "masonry"], forms: { powder: 1.6 }, finish: "standard", thickness: [5, 50], dryingHours: 24, coats: 1, sandable: false, damp: true, part: ["exterior"], pro: ["exterior-compounds", "general-purpose-compounds"], pricePerKg: 1.2, color: "5c5c5c", pitch: "rebuilds concrete edges, steps and sills" },
      { code: "WFN", name: "Wood Filler Natural", work: ["filling"], area: ["interior", "exterior"], supports: ["wood"], forms: { powder: 1, paste: 1.2 }, finish: "fine", thickness: [0, 10], dryingHours: 2, coats: 1, sandable: true, damp: false, part: ["wood"], pro: ["wood-compounds"], promoted: ["part"], pricePerKg: 6.2, color: "a0522d", pitch: "fills, sands and takes stain like real wood" },
      { code: "WFO", name: "Wood Filler Tinted Oak", work: ["filling"], area: ["interior"], supports: ["wood"], forms: { paste: 1.2 }, finish: "fine", thickness: [0, 10], dryingHours: 2, coats: 1, sandable: true, damp: false, part: ["wood"], pro: [], pricePerKg: 6.6, color: "8b5a2b", pitch: "an oak-coloured filler for visible repairs" },
      { code: "EWR", name: "Exterior Wood Repair", work: ["filling"], area: ["exterior"], supports: ["wood"], forms: { powder: 1.1 }, finish: "standard", thickness: [2, 40], dryingHours: 6, coats: 1, sandable: true, damp: true, part: [], pro: ["wood-compounds"], pricePerKg: 4.9, color: "6f3d1c", pitch: "rebuilds rotten window sills and frames" },
      { code: "DRF", name: "Damp Room Filler", work: ["filling", "smoothing"], area: ["interior"], supports: [...wall, "tiles"], forms: { powder: 1, paste: 1.4 }, finish: "fine", thickness: [0, 10], dryingHours: 8, coats: 1, sandable: true, damp: true, part: ["kitchen-and-bathroom"], pro: ["specialist-solutions"], pricePerKg: 2.4, color: "2a9d8f", pitch: "resists steam and splashes in kitchens and bathrooms" },
      { code: "BSM", name: "Bathroom Smoothing", work: ["smoothing"], area: ["interior"], supports: wall, forms: { powder: 0.3, paste: 0.5 }, finish: "very_fine", thickness: [0.5, 3], dryingHours: 12, coats: 2, sandable: true, damp: true, part: ["kitchen-and-bathroom"], pro: [], pricePerKg: 2.1, color: "21867a", pitch: "a water-resistant smoothing coat for damp rooms" },
      { code: "AMF", name: "Anti-Mould Filler", work: ["filling"], area: ["interior"], supports: wall, forms: { paste: 1.5 }, finish: "fine", thickness: [0, 5], dryingHours: 4, coats: 1, sandable: true, damp: true, part: ["kitchen-and-bathroom", "specialised-solutions"], pro: ["specialist-solutions"], pricePerKg: 4.4, color: "3aa99a", pitch: "protects repairs against mould in damp rooms" },
      { code: "TUB", name: "Ready-to-Use Filler", work: ["filling"], area: ["interior"], supports: wall, forms: { paste: 1.5 }, finish: "fine", thickness: [0, 5], dryingHours: 2, coats: 1, sandable: true, damp: false, part: ["easy-solutions", "small-holes-and-cracks"], pro: [], promoted: ["part"], pricePerKg: 4.8, color: "e76f51", pitch: "open, fill, smooth: no mixing, no mess" },
      { code: "S2P", name: "Smooth and Paint 2-in-1", work: ["smoothing"], area: ["interior"], supports: wall, forms: { paste: 0.5 }, finish: "fine", thickness: [0.2, 2], dryingHours: 6, coats: 1, sandable: true, damp: false, part: ["easy-solutions", "finish-smoothing"], pro: [], pricePerKg: 4.2, color: "f4a261", pitch: "smooths and primes in one coat" },
      { code: "LWF", name: "Lightweight Filler", work: ["filling"], area: ["interior"], supports: wall, forms: { powder: 0.6, paste: 0.7 }, finish: "fine", thickness: [0, 30], dryingHours: 4, coats: 1, sandable: true, damp: false, part: ["easy-solutions", "multi-purpose"], pro: ["general-purpose-compounds"], pricePerKg: 4.6, color: "ef8354", pitch: "a light filler that never sags, even in ceilings" },
      { code: "JCC", name: "Joint Compound Classic", work: ["jointing"], area: ["interior"], supports: ["plasterboard"], forms: { powder: 1, paste: 1.4 }, finish: "standard", thickness: [0, 3], dryingHours: 12, coats: 2, sandable: true, damp: false, part: ["plasterers-and-drywallers"], pro: ["plaster-and-drywall-compounds"], promoted: ["pro"], pricePerKg: 1.2, color: "577590", pitch: "bedding and finishing plasterboard joints with tape" },
      { code: "DFC", name: "Drywall Finishing Compound", work: ["jointing", "smoothing"], area: ["interior"], supports: ["plasterboard"], forms: { paste: 0.6 }, finish: "very_fine", thickness: [0, 2], dryingHours: 12, coats: 1, sandable: true, damp: false, part: [], pro: ["plaster-and-drywall-compounds"], pricePerKg: 1.5, color: "4d6a85", pitch: "the last coat over joints and screws" },
      { code: "GBP", name: "Gypsum Bonding Plaster", work: ["levelling"], area: ["interior"], supports: ["masonry", "concrete", "plaster"], forms: { powder: 1 }, finish: "standard", thickness: [8, 30], dryingHours: 48, coats: 1, sandable: false, damp: false, part: ["plasterers-and-drywallers"], pro: ["plaster-and-drywall-compounds"], pricePerKg: 0.7, color: "6b7f95", pitch: "an undercoat plaster for brick and block walls" },
      { code: "MPL", name: "Machine Projection Plaster", work: ["levelling"], area: ["interior"], supports: ["masonry", "concrete"], forms: { powder: 1 }, finish: "standard", thickness: [10, 50], dryingHours: 48, coats: 1, sandable: false, damp: false, part: [], pro: ["plaster-and-drywall-compounds"], pricePerKg: 0.6, color: "465a6f", pitch: "a one-coat plaster for spraying machines" },
      { code: "DLC", name: "Decorative Lime Coating", work: ["decorating"], area: ["interior", "exterior"], supports: ["plaster", "masonry", "render"], forms: { powder: 1.2, paste: 1 }, finish: "fine", thickness: [1, 3], dryingHours: 24, coats: 2, sandable: false, damp: true, part: ["specialised-solutions"], pro: ["decorative-coatings"], promoted: ["pro"], pricePerKg: 5.4, color: "b5838d", pitch: "a breathable lime finish with soft, mineral shades" },
      { code: "PPE", name: "Polished Plaster Effect", work: ["decorating"], area: ["interior"], supports: ["plaster", "plasterboard"], forms: { paste: 0.8 }, finish: "very_fine", thickness: [0.5, 2], dryingHours: 24, coats: 3, sandable: false, damp: false, part: [], pro: ["decorative-coatings"], pricePerKg: 8.9, color: "9d6b75", pitch: "a marble-like polished finish" },
      { code: "TWC", name: "Textured Wall Coating", work: ["decorating"], area: ["interior", "exterior"], supports: ["plaster", "concrete", "masonry", "render"], forms: { paste: 1.2 }, finish: "standard", thickness: [1, 4], dryingHours: 24, coats: 1, sandable: false, damp: true, part: ["specialised-solutions"], pro: ["decorative-coatings"], pricePerKg: 3.1, color: "c49aa2", pitch: "hides defects under a textured finish" },
      { code: "FRF", name: "Fire-Resistant Filler", work: ["filling"], area: ["interior"], supports: ["plasterboard", "concrete", "masonry"], forms: { powder: 1.1 }, finish: "standard", thickness: [0, 25], dryingHours: 24, coats: 1, sandable: true, damp: false, part: [], pro: ["specialist-solutions"], pricePerKg: 3.8, color: "c0392b", pitch: "seals gaps in fire-rated walls" },
      { code: "ACS", name: "Acoustic Smoothing", work: ["smoothing"], area: ["interior"], supports: ["plasterboard", "plaster"], forms: { powder: 0.9 }, finish: "fine", thickness: [1, 5], dryingHours: 24, coats: 2, sandable: true, damp: false, part: [], pro: ["specialist-solutions"], pricePerKg: 4.3, color: "34495e", pitch: "a porous smoothing coat that keeps acoustic boards working" },
      { code: "TOT", name: "Tile-on-Tile Smoothing", work: ["smoothing", "preparing"], area: ["interior"], supports: ["tiles"], forms: { powder: 1, paste: 1.3 }, finish: "fine", thickness: [1, 5], dryingHours: 12, coats: 2, sandable: true, damp: true, part: ["kitchen-and-bathroom", "specialised-solutions"], pro: ["specialist-solutions"], pricePerKg: 3.3, color: "1b7f79", pitch: "covers old tiles so they can be painted" },
      { code: "AIF", name: "All-Round Interior Filler", work: ["filling", "smoothing", "levelling"], area: ["interior"], supports: wall, forms: { powder: 1, paste: 1.5 }, finish: "standard", thickness: [0, 20], dryingHours: 8, coats: 1, sandable: true, damp: false, part: [], pro: ["general-purpose-compounds"], pricePerKg: 1.1, color: "7d6b91", pitch: "the everyday compound of the site van" },
      { code: "EXS", name: "Exterior Smoothing", work: ["smoothing"], area: ["exterior"], supports: ["concrete", "render", "masonry"], forms: { powder: 0.9, paste: 1.2 }, finish: "fine", thickness: [0.5, 5], dryingHours: 24, coats: 2, sandable: true, damp: true, part: ["exterior"], pro: ["exterior-compounds"], pricePerKg: 2, color: "a47148", pitch: "a fine weather-resistant coat for facades before painting" },
      { code: "CLF", name: "Ceiling Filler", work: ["filling", "smoothing"], area: ["interior"], supports: ["plaster", "plasterboard", "concrete"], forms: { powder: 0.7, paste: 0.9 }, finish: "fine", thickness: [0, 10], dryingHours: 6, coats: 1, sandable: true, damp: false, part: ["multi-purpose", "finish-smoothing"], pro: ["smoothing-compounds"], pricePerKg: 2.2, color: "5b8fb9", pitch: "a light, non-sagging filler for overhead work" },
      { code: "FLX", name: "Flexible Joint Filler", work: ["filling", "jointing"], area: ["interior"], supports: ["plasterboard", "wood", "plaster"], forms: { paste: 1.4 }, finish: "fine", thickness: [0, 6], dryingHours: 4, coats: 1, sandable: true, damp: false, part: ["filling"], pro: ["plaster-and-drywall-compounds"], pricePerKg: 4, color: "f07167", pitch: "stays flexible between walls, ceilings and frames" },
      { code: "QSL", name: "Quick-Set Levelling 45", work: ["levelling", "filling"], area: ["interior"], supports: ["plaster", "concrete", "masonry"], forms: { powder: 1 }, finish: "standard", thickness: [2, 30], dryingHours: 2, coats: 1, sandable: true, damp: false, part: [], pro: ["levelling-compounds", "filling-compounds"], pricePerKg: 1.6, color: "0b3c5d", pitch: "sets in 45 minutes for a same-day finish" },
      { code: "SKM", name: "Skim Coat Finish", work: ["smoothing"], area: ["interior"], supports: ["plaster", "plasterboard"], forms: { powder: 0.8 }, finish: "very_fine", thickness: [1, 3], dryingHours: 24, coats: 1, sandable: false, damp: false, part: ["plasterers-and-drywallers"], pro: ["smoothing-compounds"], pricePerKg: 0.9, color: "4a6fa5", pitch: "a trowelled skim for a hard, smooth plaster finish" },
      { code: "HDF", name: "Heavy-Duty Filler", work: ["filling"], area: ["interior", "exterior"], supports: ["concrete", "masonry", "render"], forms: { powder: 1.2 }, finish: "standard", thickness: [5, 60], dryingHours: 24, coats: 1, sandable: false, damp: true, part: [], pro: ["filling-compounds"], pricePerKg: 1, color: "b45309", pitch: "rebuilds deep damage in one pass" },
      { code: "NHP", name: "Nail Hole Putty", work: ["filling"], area: ["interior"], supports: ["plaster", "plasterboard", "wood", "painted"], forms: { paste: 1.5 }, finish: "very_fine", thickness: [0, 3], dryingHours: 1, coats: 1, sandable: true, damp: false, part: ["small-holes-and-cracks", "easy-solutions"], pro: [], pricePerKg: 7.5, color: "ff9f1c", pitch: "a touch-up putty that needs no sanding" },
      { code: "SBF", name: "Stain-Blocking Filler", work: ["filling", "preparing"], area: ["interior"], supports: ["plaster", "plasterboard", "painted"], forms: { paste: 1.3 }, finish: "fine", thickness: [0, 5], dryingHours: 6, coats: 1, sandable: true, damp: false, part: ["pre-treatment"], pro: ["specialist-solutions"], pricePerKg: 5.1, color: "5f7f3a", pitch: "stops water and smoke stains from bleeding through paint" }
    ];
  }
});

// src/backoffice/seed/products.ts
function roundPrice(value) {
  return Math.round(value * 100) / 100;
}
function packPrice(pricePerKg, packSize) {
  const degression = packSize >= 15 ? 0.8 : packSize >= 4 ? 0.9 : 1.25;
  return roundPrice(pricePerKg * packSize * degression);
}
function ambianceFor(line) {
  if (line.area.includes("exterior") && !line.area.includes("interior")) return "facade";
  if (line.supports.length === 1 && line.supports[0] === "wood") return "joinery";
  if (line.damp) return "bathroom";
  if (line.work.includes("decorating")) return "living-room";
  if (line.work.includes("jointing")) return "drywall-site";
  return "renovation";
}
function mediasFor(line, slug2, name, form) {
  const pictos = [...line.area, form];
  if (line.sandable) pictos.push("sandable");
  if (line.damp) pictos.push("damp_rooms");
  if (line.dryingHours <= 2) pictos.push("fast_drying");
  const packshot = (size) => ({
    url: `/media/product/${slug2}/${size}.png`,
    webp: `/media/product/${slug2}/${size}.webp`,
    alt: name,
    title: name,
    width: size,
    height: size
  });
  const scene = ambianceFor(line);
  return {
    visuel: [{ ...packshot(240), large: packshot(480) }],
    PICTO: pictos.map((code) => ({
      title: pictoTitles[code] ?? code,
      url: `/media/picto/${code}.png`,
      webp: `/media/picto/${code}.webp`
    })),
    AMBIANCE: [visual(`ambiance-${scene}`, `${name} in use`)],
    MEDIA: [{ title: "FICHES_QCE", url: `/media/sheet/${slug2}.pdf`, type: "pdf" }]
  };
}
function describe(line, form, name) {
  const formText = form === "powder" ? "a powder to mix with water" : "a ready-to-use paste";
  const area = line.area.join(" and ");
  const [min, max] = line.thickness;
  return {
    extract: `${name}: ${line.pitch}.`,
    description: `${name} is ${formText} for ${area} work. It ${line.pitch.replace(/^an? /, "gives a ")}. Apply from ${min} to ${max} mm per coat${line.coats > 1 ? ` in ${line.coats} coats` : ""}; allow ${line.dryingHours} h before painting. Consumption: about ${line.forms[form]} kg/m\xB2 per mm of thickness.`
  };
}
function build2() {
  const products2 = [];
  let productId = 1e3;
  let itemId = 5e3;
  let serial = 1e4;
  const start = Date.UTC(2023, 0, 15);
  for (const line of productLines) {
    const forms = Object.keys(line.forms);
    for (const form of forms) {
      const name = forms.length > 1 ? `${line.name} ${form === "powder" ? "Powder" : "Paste"}` : line.name;
      const slug2 = slugify(name);
      const reference = `${line.code}-${form === "powder" ? "P" : "R"}`;
      const caracteristics2 = {
        work_type: line.work,
        application_area: line.area,
        support: line.supports,
        form: [form],
        finish: [line.finish],
        damp_rooms: [line.damp ? "yes" : "no"],
        sandable: [line.sandable ? "yes" : "no"],
        thickness_min: [String(line.thickness[0])],
        thickness_max: [String(line.thickness[1])],
        consumption: [String(line.forms[form])],
        drying_time: [String(line.dryingHours)],
        coats: [String(line.coats)],
        pack_sizes: PACK_SIZES[form].map(String)
      };
      const items = PACK_SIZES[form].map((packSize, position) => {
        const base = packPrice(line.pricePerKg, packSize);
        return {
          id: itemId++,
          reference: `${reference}-${String(Math.round(packSize * 10)).padStart(3, "0")}`,
          ean13: ean13(`${BARCODE_PREFIX}${serial++}`),
          packSize,
          prices: {
            ...line.pro.length > 0 && packSize >= PRO_PACKS_FROM_KG ? { pro: base } : {},
            ...line.part.length > 0 ? { part: roundPrice(base * PART_MARKUP) } : {}
          },
          position
        };
      });
      products2.push({
        id: productId,
        slug: slug2,
        reference,
        name,
        ...describe(line, form, name),
        color: line.color,
        form,
        createdAt: new Date(start + (productId - 1e3) * 6 * 864e5).toISOString(),
        categories: { part: line.part, pro: line.pro },
        promoted: line.promoted ?? [],
        caracteristics: caracteristics2,
        items,
        medias: mediasFor(line, slug2, name, form)
      });
      productId++;
    }
  }
  return products2;
}
var PACK_SIZES, BARCODE_PREFIX, PART_MARKUP, PRO_PACKS_FROM_KG, pictoTitles, products;
var init_products = __esm({
  "src/backoffice/seed/products.ts"() {
    "use strict";
    init_slugify();
    init_barcodes();
    init_pictures();
    init_product_lines();
    PACK_SIZES = { powder: [1, 5, 15, 25], paste: [1.5, 4, 10, 15] };
    BARCODE_PREFIX = "3760471";
    PART_MARKUP = 1.25;
    PRO_PACKS_FROM_KG = 4;
    pictoTitles = {
      interior: "Interior",
      exterior: "Exterior",
      powder: "Powder to mix",
      paste: "Ready to use",
      sandable: "Sandable",
      damp_rooms: "Damp rooms",
      fast_drying: "Fast drying"
    };
    products = build2();
  }
});

// src/backoffice/seed/documents.ts
function notice(section, type, title, description, url, target = null) {
  return { id: nextId++, section, type: { technical_name: type, label: types[type] }, title, description, url, target };
}
function document2(slug2) {
  return `/media/document/${slug2}.pdf`;
}
var types, nextId, notices;
var init_documents2 = __esm({
  "src/backoffice/seed/documents.ts"() {
    "use strict";
    init_products();
    types = {
      technical_sheet: "Technical sheet",
      safety_data_sheet: "Safety data sheet",
      installation_guide: "Installation guide",
      brochure: "Brochure",
      catalogue: "Catalogue",
      certificate: "Certificate"
    };
    nextId = 1;
    notices = [
      notice("downloads", "catalogue", "Consumer catalogue", "The whole consumer range.", document2("consumer-catalogue"), "part"),
      notice("downloads", "catalogue", "Professional catalogue", "The whole professional range with technical data.", document2("professional-catalogue"), "pro"),
      notice("downloads", "brochure", "Airless range brochure", "Spray-grade compounds and machine settings.", document2("airless-brochure"), "pro"),
      notice("downloads", "brochure", "Renovation made easy", "Our guide to renovating walls and ceilings.", document2("renovation-made-easy"), "part"),
      notice("downloads", "certificate", "Indoor air quality A+ certificate", "Emission class certificate of our interior range.", document2("a-plus-certificate")),
      notice("technical_documentation", "installation_guide", "Plasterboard jointing guide", "Levels of finish and tape systems.", document2("jointing-guide"), "pro"),
      notice("technical_documentation", "installation_guide", "Exterior repairs guide", "Weather, supports and products for facades.", document2("exterior-repairs-guide")),
      ...products.map(
        (product) => notice("technical_documentation", "technical_sheet", `${product.name} \u2014 technical sheet`, product.extract, `/media/sheet/${product.slug}.pdf`)
      ),
      ...products.filter((product) => product.form === "powder").map(
        (product) => notice("technical_documentation", "safety_data_sheet", `${product.name} \u2014 safety data sheet`, "Hazards, handling and first aid.", document2(`sds-${product.slug}`))
      )
    ];
  }
});

// src/backoffice/seed/reference-lists.ts
var civilities, countries, cities, tags, teintes;
var init_reference_lists = __esm({
  "src/backoffice/seed/reference-lists.ts"() {
    "use strict";
    civilities = [
      { id: 1, code: "mr", label: "Mr" },
      { id: 2, code: "mrs", label: "Mrs" },
      { id: 3, code: "mx", label: "Mx" }
    ];
    countries = [
      ["LB", "Lebanon"],
      ["AE", "United Arab Emirates"],
      ["SA", "Saudi Arabia"],
      ["QA", "Qatar"],
      ["KW", "Kuwait"],
      ["BH", "Bahrain"],
      ["OM", "Oman"],
      ["JO", "Jordan"],
      ["CY", "Cyprus"],
      ["EG", "Egypt"],
      ["FR", "France"],
      ["BE", "Belgium"],
      ["NL", "Netherlands"],
      ["GB", "United Kingdom"],
      ["CH", "Switzerland"],
      ["ES", "Spain"],
      ["PL", "Poland"],
      ["TN", "Tunisia"],
      ["MA", "Morocco"]
    ].map(([iso, name]) => ({ iso, name }));
    cities = [
      ["Beirut", "LB"],
      ["Tripoli", "LB"],
      ["Sidon", "LB"],
      ["Jounieh", "LB"],
      ["Zahl\xE9", "LB"],
      ["Byblos", "LB"],
      ["Tyre", "LB"],
      ["Dubai", "AE"],
      ["Abu Dhabi", "AE"],
      ["Sharjah", "AE"],
      ["Ajman", "AE"],
      ["Al Ain", "AE"],
      ["Ras Al Khaimah", "AE"],
      ["Fujairah", "AE"]
    ].map(([name, country_iso], index) => ({ id: index + 1, name, country_iso }));
    tags = [
      ["application", "Application"],
      ["drying", "Drying"],
      ["storage", "Storage"],
      ["choosing", "Choosing a product"],
      ["exterior", "Exterior work"],
      ["orders", "Orders and delivery"]
    ].map(([slug2, label], index) => ({ id: index + 1, slug: slug2, label }));
    teintes = [
      ["W01", "Chalk white", "ffffff", "whites"],
      ["W02", "Ivory", "f6f1e4", "whites"],
      ["W03", "Linen", "efe6d5", "whites"],
      ["N01", "Pebble", "d8d2c4", "neutrals"],
      ["N02", "Stone grey", "b9b4aa", "neutrals"],
      ["N03", "Slate", "6f7379", "neutrals"],
      ["E01", "Sand", "e3cfa5", "earths"],
      ["E02", "Terracotta", "c2673f", "earths"],
      ["E03", "Ochre", "cc9a3d", "earths"],
      ["E04", "Cedar", "8a5a3b", "earths"],
      ["B01", "Sky", "bcd7ea", "blues"],
      ["B02", "Mediterranean", "3f7cac", "blues"],
      ["B03", "Night", "24364f", "blues"],
      ["G01", "Sage", "b7c4a8", "greens"],
      ["G02", "Olive", "7d8450", "greens"],
      ["G03", "Cedar forest", "3e5641", "greens"]
    ].map(([code, name, hex, family], index) => ({ id: index + 1, code, name, hex: `#${hex}`, family }));
  }
});

// src/backoffice/seed/editorial.ts
function tagged(...slugs) {
  return tags.filter((tag) => slugs.includes(tag.slug));
}
function video(title, description, videoId) {
  return { id: nextItemId++, type: "video", title, description, cover: visual(`video-${videoId}`, title), video_id: videoId, url: null };
}
function worksheet(title, description, slug2) {
  return { id: nextItemId++, type: "worksheet", title, description, cover: visual(`worksheet-${slug2}`, title), video_id: null, url: `/media/worksheet/${slug2}.pdf` };
}
function folder(id2, slug2, name, description, target, items) {
  return { id: id2, slug: slug2, name, description, target, cover: visual(`folder-${slug2}`, name), types: [...new Set(items.map((item) => item.type))], items };
}
var nextItemId, folders, faqEntries, sliders, testimonies, machines;
var init_editorial = __esm({
  "src/backoffice/seed/editorial.ts"() {
    "use strict";
    init_pictures();
    init_reference_lists();
    nextItemId = 1;
    folders = [
      folder(1, "diy-videos", "Do it yourself: video tutorials", "Short videos to succeed in your repairs.", "part", [
        video("Filling a crack", "Open, fill and sand a crack in plaster.", "dQ1crack001"),
        video("Smoothing a wall", "Two coats for a perfect finish.", "dQ1smooth02"),
        video("Repairing wood", "Fill and sand a damaged door frame.", "dQ1wood0003"),
        worksheet("Filling step by step", "The printable guide to filling.", "filling-step-by-step")
      ]),
      folder(2, "pro-techniques", "Professional techniques", "Videos and worksheets for site work.", "pro", [
        video("Airless smoothing", "Set up and spray a smoothing compound.", "pRoairless1"),
        video("Taping plasterboard joints", "Bed, tape and finish a joint.", "pRojoints02"),
        worksheet("Airless machine settings", "Nozzle, pressure and dilution per product.", "airless-settings"),
        worksheet("Joint finishing levels", "The four levels of plasterboard finish.", "joint-finishing-levels")
      ]),
      folder(3, "renovation-worksheets", "Renovation worksheets", "Printable worksheets for every renovation job.", null, [
        worksheet("Renovating a fa\xE7ade", "Diagnose, repair and protect.", "renovating-a-facade"),
        worksheet("Covering old tiles", "Tile-on-tile smoothing in four steps.", "covering-old-tiles")
      ])
    ];
    faqEntries = [
      ["How long before I can paint over a filler?", "It depends on the product and the thickness: from one hour for our rapid fillers to 48 hours for plasters. The drying time is on each product sheet.", "part", ["drying"]],
      ["Can I use an interior filler outdoors?", "No. Exterior fillers resist water and frost; interior fillers do not. Choose a product marked Exterior.", null, ["exterior", "choosing"]],
      ["How do I store an opened bucket?", "Smooth the surface, cover it with a film of water or plastic, close the lid tightly and keep it frost-free.", null, ["storage"]],
      ["Powder or paste?", "Powders are economical for large jobs and adjustable; pastes are ready to use and ideal for small repairs.", null, ["choosing"]],
      ["Why does my filler crack when drying?", "The layer was too thick for the product. Apply in several coats or choose a deep-fill product.", null, ["application", "drying"]],
      ["What is the minimum temperature for application?", "Between 5 and 30 \xB0C, for the air and the support.", null, ["application", "exterior"]],
      ["How long does delivery take?", "Two to five working days in Lebanon and the UAE, depending on the carrier.", null, ["orders"]],
      ["Can I spray your smoothing compounds?", "Our airless range is designed for it; other pastes may need dilution, see the machine settings worksheet.", "pro", ["application"]],
      ["How much filler do I need?", "Area \xD7 thickness in mm \xD7 consumption in kg/m\xB2/mm. Use our quantity calculator.", null, ["choosing"]],
      ["Can I return an unopened product?", "Yes, within 14 days of delivery, unopened and in its original packaging.", null, ["orders"]]
    ].map(([question, answer2, target, slugs], index) => ({
      id: index + 1,
      question,
      answer: answer2,
      target,
      tags: tagged(...slugs)
    }));
    sliders = [
      [1, "Walls made perfect", "Fillers and smoothing compounds made in France since 1936.", "our-fillers", "part"],
      [2, "Spring contest", "Win a complete renovation kit in participating stores.", "landing/spring-contest", "part"],
      [3, "Airless smoothing", "Smooth 300 m\xB2 a day with our spray-grade compounds.", "product/airless-spray-smoothing", "pro"],
      [4, "Training for professionals", "Workshops in Beirut and Dubai.", "formations", "pro"],
      [5, "Find a store near you", "More than 20 points of sale in Lebanon and the UAE.", "store-locator", null]
    ].map(([id2, title, text3, link2, target]) => ({
      id: id2,
      title,
      text: text3,
      visuel: visual(`slider-${id2}`, title),
      link: `/${link2}`,
      label_link: "Discover",
      target
    }));
    testimonies = [
      [1, "Rami K.", "Painter-decorator, Beirut", "The fine finish compound sands beautifully and saves me a coat of paint.", 5, "pro"],
      [2, "Aisha M.", "Site manager, Dubai", "The airless range changed how we work on large residential projects.", 5, "pro"],
      [3, "Nadine S.", "Home owner, Jounieh", "I repaired every crack in my living room in one afternoon.", 4, "part"],
      [4, "Omar H.", "Home owner, Sharjah", "The quantity calculator told me exactly how many bags to buy.", 5, "part"]
    ].map(([id2, author, role, text3, rating, target]) => ({
      id: id2,
      author,
      role,
      text: text3,
      rating,
      target
    }));
    machines = [
      [1, "airless-sprayer", "Airless sprayer", "A piston pump for spray-grade smoothing compounds, up to 300 m\xB2 a day."],
      [2, "plaster-projection-machine", "Plaster projection machine", "A continuous mixer-pump for one-coat machine plasters."],
      [3, "paddle-mixer", "Paddle mixer", "A two-speed mixer for powders up to 25 kg."]
    ].map(([id2, slug2, name, description]) => ({
      id: id2,
      slug: slug2,
      name,
      description,
      cover: visual(`machine-${slug2}`, name)
    }));
  }
});

// src/backoffice/seed/events.ts
var trainings, landings;
var init_events = __esm({
  "src/backoffice/seed/events.ts"() {
    "use strict";
    init_pictures();
    trainings = [
      { id: 1, title: "Smoothing by hand and by machine", description: "Products, tools and airless settings for perfect walls.", location: "Beirut showroom", startsInDays: 40, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
      { id: 2, title: "Plasterboard jointing", description: "Tapes, compounds and the four levels of finish.", location: "Dubai training centre", startsInDays: 55, durationDays: 2, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
      { id: 3, title: "Decorative lime coatings", description: "Mixing, applying and polishing lime finishes.", location: "Beirut showroom", startsInDays: 75, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
      { id: 4, title: "Facade repairs", description: "Diagnosing and repairing exterior walls.", location: "Abu Dhabi partner site", startsInDays: 10, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 }
    ];
    landings = [
      {
        id: 1,
        technical_name: "spring-contest",
        title: "Spring contest: win a renovation kit",
        is_contest: true,
        startedDaysAgo: 10,
        endsInDays: 80,
        visuel: visual("landing-spring-contest", "Spring contest"),
        blocks: [
          { type: "paragraph", titre: "How to enter", text: "Buy any of our fillers in a participating store, then fill in the form with the store and your answer.", visuel: null },
          { type: "paragraph", titre: "The prizes", text: "Ten renovation kits: tools, fillers and smoothing compounds for a whole room.", visuel: null }
        ],
        rules: "One entry per person. Winners are drawn among correct answers after the end date. No purchase is kept on file.",
        storeIds: [1, 2, 3, 7, 8, 9]
      },
      {
        id: 2,
        technical_name: "pro-days",
        title: "Pro days: meet our technicians",
        is_contest: false,
        startedDaysAgo: 5,
        endsInDays: 30,
        visuel: visual("landing-pro-days", "Pro days"),
        blocks: [{ type: "paragraph", titre: null, text: "Demonstrations of our airless range in our distributors\u2019 depots.", visuel: null }],
        rules: null,
        storeIds: [12, 14, 15]
      }
    ];
  }
});

// src/backoffice/seed/locations.ts
var rows, storeLocations;
var init_locations = __esm({
  "src/backoffice/seed/locations.ts"() {
    "use strict";
    rows = [
      ["store", "Hamra Building Supplies", "Makdessi Street 41", "Beirut", "LB", "+961 1 000 101", 33.8963, 35.4823],
      ["store", "Achrafieh DIY Centre", "Sassine Square 7", "Beirut", "LB", "+961 1 000 102", 33.8869, 35.5197],
      ["store", "Jounieh Home & Garden", "Fouad Chehab Avenue 120", "Jounieh", "LB", "+961 9 000 103", 33.9808, 35.6178],
      ["store", "Tripoli Paint House", "Azmi Street 15", "Tripoli", "LB", "+961 6 000 104", 34.4367, 35.8497],
      ["store", "Sidon Hardware", "Riad El Solh Street 3", "Sidon", "LB", "+961 7 000 105", 33.5571, 35.3729],
      ["store", "Zahl\xE9 Building Centre", "Brazil Street 22", "Zahl\xE9", "LB", "+961 8 000 106", 33.8463, 35.902],
      ["store", "Al Quoz Home Improvement", "Al Quoz Industrial Area 3", "Dubai", "AE", "+971 4 000 0201", 25.1365, 55.2356],
      ["store", "Deira Paints & Tools", "Al Maktoum Road 88", "Dubai", "AE", "+971 4 000 0202", 25.2677, 55.3206],
      ["store", "Mussafah Builders Mart", "Mussafah M-9", "Abu Dhabi", "AE", "+971 2 000 0203", 24.3573, 54.4999],
      ["store", "Sharjah DIY Hub", "Industrial Area 6", "Sharjah", "AE", "+971 6 000 0204", 25.3018, 55.4107],
      ["store", "Al Ain Hardware Centre", "Khalifa Street 12", "Al Ain", "AE", "+971 3 000 0205", 24.2192, 55.7465],
      ["distributor", "Levant Building Materials", "Dora Highway, Bourj Hammoud", "Beirut", "LB", "+961 1 000 301", 33.8975, 35.5431],
      ["distributor", "North Lebanon Distribution", "Beddawi Industrial Zone", "Tripoli", "LB", "+961 6 000 302", 34.4512, 35.8701],
      ["distributor", "Gulf Finishing Supplies", "Dubai Investments Park 2", "Dubai", "AE", "+971 4 000 0303", 24.9851, 55.1633],
      ["distributor", "Emirates Plaster Trading", "ICAD I, Mussafah", "Abu Dhabi", "AE", "+971 2 000 0304", 24.3376, 54.4838],
      ["distributor", "Northern Emirates Materials", "Al Jazeera Al Hamra Industrial", "Ras Al Khaimah", "AE", "+971 7 000 0305", 25.6896, 55.7903]
    ];
    storeLocations = rows.map(([type, name, address, city, country_iso, phone2, lat, lng], index) => ({
      id: index + 1,
      type,
      name,
      address,
      city,
      country_iso,
      phone: phone2,
      email: type === "distributor" ? `sales${index + 1}@distributor.example` : null,
      lat,
      lng,
      opening_hours: country_iso === "LB" ? "Mon\u2013Sat 8:00\u201318:00" : "Sat\u2013Thu 8:00\u201320:00"
    }));
  }
});

// src/backoffice/seed/menus.ts
function link(fields) {
  return {
    id: nextId2++,
    code: null,
    slug: null,
    external_url: null,
    cover: null,
    color: null,
    extract: null,
    childs: [],
    pushes: [],
    ...fields
  };
}
function route(code, label) {
  return link({ type: "route", code, label });
}
function page(slug2, label, extract = null) {
  return link({ type: "cms_page", slug: slug2, label, extract });
}
function push(titre, text3, slug2, labelLink) {
  return {
    id: nextId2++,
    titre,
    text: text3,
    label: titre,
    visuel: visual(`push-${slug2}`, titre),
    link: null,
    slug: slug2,
    label_link: labelLink,
    element: { url: `/${slug2}` }
  };
}
function categoryLinks(planId) {
  return categories.filter((category) => category.planId === planId && category.parentSlug === void 0).map(
    (category) => link({
      type: "category",
      slug: category.slug,
      label: category.name,
      color: `${category.color}_${category.slug}`,
      cover: visual(`category-${category.slug}`, category.name)
    })
  );
}
function mainMenu(target, planId) {
  const productsLabel = target === "pro" ? "Our compounds" : "Our fillers";
  return [
    link({
      type: "no_destination",
      label: productsLabel,
      color: "2f80c0_products",
      childs: categoryLinks(planId),
      pushes: [
        target === "pro" ? push("Airless Spray Smoothing", "Save hours on large surfaces.", "product/airless-spray-smoothing", "Discover") : push("Crack and Hole Filler", "Our best-seller for small repairs.", "product/crack-and-hole-filler-paste", "Discover")
      ]
    }),
    link({ type: "no_destination", code: "guide_de_choix", label: "Choice guide", color: "f39200_guide" }),
    link({
      type: "no_destination",
      label: "Tools",
      childs: [
        route("quantity-calculator", "Quantity calculator"),
        route("colorimetry", "Colorimetry"),
        route("comparator", "Product comparator"),
        route("technical-documentation", "Technical documentation"),
        route("downloads", "Downloads")
      ]
    }),
    link({
      type: "no_destination",
      label: target === "pro" ? "Services" : "Advice",
      childs: target === "pro" ? [
        route("formations", "Training"),
        route("start-worksite", "Start a worksite"),
        route("distributors", "Become a distributor"),
        page("technical-service", "Technical service"),
        link({ type: "route", code: "folder", slug: "pro-techniques", label: "Video tutorials" })
      ] : [
        page("advice", "All our advice"),
        link({ type: "route", code: "folder", slug: "diy-videos", label: "Video tutorials" }),
        route("faq", "FAQ"),
        page("consumer-service", "Consumer service")
      ]
    }),
    route("store-locator", "Where to buy")
  ];
}
function prefooter(target) {
  return [
    link({ type: "no_destination", code: "top_produit", label: "Top products" }),
    page("our-history", "Our history", "Since 1936, three generations of plasterers have perfected our fillers."),
    page(target === "pro" ? "technical-service" : "advice", target === "pro" ? "Technical service" : "Our advice")
  ];
}
function footer() {
  return [
    link({
      type: "no_destination",
      label: "The company",
      childs: [
        page("about-us", "About us"),
        page("our-commitments", "Our commitments"),
        page("our-history", "Our history"),
        route("news", "News"),
        route("carrier", "Careers")
      ]
    }),
    link({
      type: "no_destination",
      label: "Help",
      childs: [
        route("contact", "Contact"),
        route("faq", "FAQ"),
        route("store-locator", "Where to buy"),
        link({ type: "external_url", label: "Group website", external_url: "https://group.wallfiller-demo.example" })
      ]
    }),
    link({
      type: "no_destination",
      label: "Legal",
      childs: [page("legal-notice", "Legal notice"), page("privacy-policy", "Privacy policy"), page("terms-of-sale", "Terms of sale"), route("sitemap", "Sitemap")]
    })
  ];
}
function menusOf(target, planId) {
  return [
    { planId, code: `menu_${target}`, items: mainMenu(target, planId) },
    { planId, code: `menu_prefooter_${target}`, items: prefooter(target) },
    { planId, code: `menu_footer_${target}`, items: footer() }
  ];
}
var nextId2, menus;
var init_menus = __esm({
  "src/backoffice/seed/menus.ts"() {
    "use strict";
    init_categories();
    init_sites();
    init_pictures();
    nextId2 = 1;
    menus = [...menusOf("pro", PRO_PLAN_ID), ...menusOf("part", PART_PLAN_ID)];
  }
});

// src/backoffice/seed/pages.ts
function paragraph(titre, text3, withVisual) {
  return { type: "paragraph", titre, text: text3, visuel: withVisual === void 0 ? null : visual(withVisual, titre ?? "") };
}
function pushBlock(titre, text3, slug2, labelLink) {
  return {
    type: "push",
    titre,
    text: text3,
    label: titre,
    visuel: visual(`push-${slug2.replace(/\//g, "-")}`, titre),
    link: null,
    slug: slug2,
    label_link: labelLink,
    element: { url: `/${slug2}` }
  };
}
function page2(type, slug2, title, extract, blocks, options = {}) {
  return {
    id: nextId3++,
    slug: slug2,
    title,
    type: { technical_name: type, label: typeLabels[type] },
    target: options.target ?? null,
    extract,
    cover: visual(`page-${slug2}`, title),
    publishedDaysAgo: options.daysAgo ?? 400,
    tags: options.tags ?? [],
    blocks,
    meta: { title, description: extract },
    ...options.job === void 0 ? {} : { job: options.job }
  };
}
var typeLabels, nextId3, cms, advice, news, jobs, pages;
var init_pages = __esm({
  "src/backoffice/seed/pages.ts"() {
    "use strict";
    init_pictures();
    typeLabels = {
      cms: "Page",
      actualite: "News",
      job: "Job offer",
      advice: "Advice"
    };
    nextId3 = 1;
    cms = [
      page2("cms", "about-us", "About us", "A family maker of fillers and plasters, born in France in 1936.", [
        paragraph("Who we are", "We design and make fillers, smoothing compounds and plasters for professionals and home improvers. Our products are made in France and sold in more than 30 countries.", "about-factory"),
        paragraph("Our range", "More than 60 products cover filling, smoothing, levelling, jointing and decorating, indoors and outdoors."),
        pushBlock("Our history", "Three generations of plasterers.", "our-history", "Read our story")
      ]),
      page2("cms", "our-commitments", "Our commitments", "Healthier products, fewer emissions and less packaging.", [
        paragraph("Low emissions", "All our interior fillers are rated A+ for indoor air quality."),
        paragraph("Recyclable packaging", "Our buckets are made of recycled plastic and our bags are paper-based.", "commitments-packaging"),
        pushBlock("Our CSR approach", "How we measure our progress.", "csr-approach", "Learn more")
      ]),
      page2("cms", "our-history", "Our history", "From a plasterer\u2019s workshop to an international maker.", [
        paragraph("1936", "A plasterer mixes his first filler in a workshop near Lyon."),
        paragraph("1970s", "The first ready-to-use paste changes how walls are repaired."),
        paragraph("Today", "Our products are sold in more than 30 countries, including Lebanon and the United Arab Emirates.", "history-today")
      ]),
      page2("cms", "legal-notice", "Legal notice", "Publisher, host and intellectual property.", [
        paragraph("Publisher", "Wallfiller Demo SAS, a fictional company used for this demonstration site."),
        paragraph("Hosting", "This site is hosted by its operator.")
      ]),
      page2("cms", "privacy-policy", "Privacy policy", "How we handle your personal data.", [
        paragraph("Data we collect", "Form submissions are kept to answer your request and deleted after three years.")
      ]),
      page2("cms", "terms-of-sale", "Terms of sale", "Our general conditions of sale.", [
        paragraph("Orders", "Orders are confirmed by e-mail. Delivery times depend on the carrier chosen.")
      ]),
      page2("cms", "csr-approach", "Our CSR approach", "Our social and environmental responsibility.", [
        paragraph(null, "We publish our energy use, our waste and our accident rate every year.")
      ]),
      page2("cms", "advice", "Our advice", "Step-by-step advice for successful walls.", [
        paragraph("Prepare", "A good repair starts with a clean, sound and dry surface."),
        pushBlock("Filling a crack", "Open, dust, fill and sand.", "how-to-fill-a-crack", "Read the guide"),
        pushBlock("Smoothing a wall", "Two thin coats are better than one thick one.", "how-to-smooth-a-wall", "Read the guide")
      ], { target: "part" }),
      page2("cms", "technical-service", "Technical service", "Our engineers answer professionals\u2019 questions.", [
        paragraph("On-site support", "Our technical team visits your worksite to recommend the right system."),
        pushBlock("Start a worksite", "Tell us about your project.", "start-worksite", "Contact the team")
      ], { target: "pro" }),
      page2("cms", "consumer-service", "Consumer service", "Questions about a product? We answer within two working days.", [
        paragraph(null, "Write to us through the contact form or call our consumer line.")
      ], { target: "part" }),
      page2("cms", "our-fillers", "Our fillers", "The whole consumer range, by type of work.", [
        paragraph(null, "Filling, smoothing, exterior, wood or damp rooms: find the filler for your project."),
        pushBlock("Choice guide", "Answer four questions, get the right filler.", "choice-guide", "Start")
      ], { target: "part" }),
      page2("cms", "professional-compounds", "Professional compounds", "The professional range, by trade.", [
        paragraph(null, "Smoothing, levelling, jointing and specialist compounds for site work.")
      ], { target: "pro" })
    ];
    advice = [
      page2("advice", "how-to-fill-a-crack", "How to fill a crack", "Open the crack, dust it, fill it and sand it.", [
        paragraph("1. Open", "Widen the crack into a V with a scraper so the filler can grip."),
        paragraph("2. Fill", "Press the filler in with a knife, slightly proud of the surface."),
        paragraph("3. Sand", "Once dry, sand flush and dust off before painting.")
      ], { target: "part", tags: ["application"] }),
      page2("advice", "how-to-smooth-a-wall", "How to smooth a wall", "Two thin coats of smoothing compound for a perfect finish.", [
        paragraph(null, "Apply a first thin coat with a smoothing blade, let it dry, sand lightly, then apply a second coat crosswise.")
      ], { target: "part", tags: ["application"] }),
      page2("advice", "how-much-filler-do-i-need", "How much filler do I need?", "Area \xD7 thickness \xD7 consumption, rounded up to whole packs.", [
        paragraph(null, "Multiply the area in m\xB2 by the thickness in mm and by the product\u2019s consumption in kg/m\xB2/mm. Our quantity calculator does it for you.")
      ], { tags: ["choosing"] }),
      page2("advice", "renovating-a-facade", "Renovating a fa\xE7ade", "Clean, repair, smooth, protect.", [
        paragraph(null, "Exterior fillers must be applied between 5 and 30 \xB0C, never in full sun or before rain.")
      ], { tags: ["exterior"] })
    ];
    news = [
      ["new-airless-range", "A new airless range for large sites", "Three spray-grade compounds join the professional range.", 20],
      ["we-are-in-dubai", "Our products are now in Dubai", "A new distributor opens in Dubai Investments Park.", 45],
      ["low-emission-label", "All interior fillers rated A+", "Every interior filler now carries the A+ indoor air label.", 90],
      ["training-calendar", "Training calendar for the new season", "Smoothing, jointing and decorative coatings workshops.", 120],
      ["spring-contest", "Spring contest: win a renovation kit", "Enter our spring contest in participating stores.", 150],
      ["beirut-showroom", "A showroom in Beirut", "Try our products with our technicians.", 210]
    ].map(
      ([slug2, title, extract, days]) => page2("actualite", slug2, title, extract, [paragraph(null, `${extract} Read the full story in our newsletter.`, `news-${slug2}`)], {
        daysAgo: days
      })
    );
    jobs = [
      ["technical-sales-representative-beirut", "Technical sales representative", "Beirut", "Permanent", "Sales"],
      ["site-technician-dubai", "Site technician", "Dubai", "Permanent", "Technical service"],
      ["customer-service-assistant", "Customer service assistant", "Beirut", "Fixed-term", "Customer service"],
      ["logistics-coordinator", "Logistics coordinator", "Sharjah", "Permanent", "Supply chain"]
    ].map(
      ([slug2, title, location2, contract2, department], index) => page2("job", slug2, title, `${title} in ${location2} (${contract2}).`, [
        paragraph("The role", `You join our ${department.toLowerCase()} team in ${location2}.`),
        paragraph("Your profile", "Experience in building materials is a plus; English required, Arabic or French appreciated.")
      ], { daysAgo: 10 + index * 7, job: { contract: contract2, location: location2, department } })
    );
    pages = [...cms, ...advice, ...news, ...jobs];
  }
});

// src/backoffice/seed/settings.ts
var settings;
var init_settings = __esm({
  "src/backoffice/seed/settings.ts"() {
    "use strict";
    settings = {
      phone_lb: ["+961 1 000 000"],
      phone_ae: ["+971 4 000 0000"],
      contact_email: ["contact@wallfiller-demo.example"],
      link_enduit_pro: ["professional-compounds"],
      link_enduit_part: ["our-fillers"],
      link_facebook: ["https://www.facebook.com/wallfiller-demo"],
      link_youtube: ["https://www.youtube.com/@wallfiller-demo"],
      link_pinterest: ["https://www.pinterest.com/wallfillerdemo"],
      link_instagram: ["https://www.instagram.com/wallfiller.demo"],
      link_linkedin: ["https://www.linkedin.com/company/wallfiller-demo"],
      selling_points_pro: [
        "Technical support for professionals",
        "Products made in France since 1936",
        "Delivery to your site",
        "Trade prices for registered accounts"
      ],
      selling_points_part: [
        "Advice from our experts",
        "Products made in France since 1936",
        "Free delivery from \xA3150",
        "Secure payment"
      ],
      // The choice guide asks these characteristics in this order.
      choice_guide_part: ["work_type", "application_area", "support", "form"],
      choice_guide_pro: ["work_type", "support", "form", "finish"],
      free_shipping_threshold: ["150"],
      recaptcha_site_key: [""],
      maps_key: [""],
      video_key: [""],
      tag_manager_id: [""],
      consent_cookie_name: ["cookie_consent"],
      media_host: ["https://media.wallfiller-demo.example"]
    };
  }
});

// src/backoffice/seed/seed-database.ts
function seedDatabase(db, options = {}) {
  const recorded = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get();
  if (!options.force && recorded === String(SEED_VERSION)) return false;
  const now2 = options.now ?? /* @__PURE__ */ new Date();
  db.transaction(() => {
    seedSites(db);
    seedCatalogue(db);
    seedContent(db, now2);
    seedCommerce(db);
    rebuildSearchIndex(db);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(
      String(SEED_VERSION)
    );
  })();
  return true;
}
function seedSites(db) {
  const site = db.prepare(
    "INSERT INTO site (id, iso, url, label, hosts, languages, is_default) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  const plan = db.prepare(
    "INSERT INTO sales_plan (id, site_id, target, label, currency_code, currency_symbol, tax_rate) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  for (const entry of sites) {
    site.run(entry.id, entry.iso, entry.url, entry.label, JSON.stringify(entry.hosts), JSON.stringify(entry.languages), entry.isDefault ? 1 : 0);
    for (const salesPlan of entry.plans) {
      plan.run(salesPlan.id, entry.id, salesPlan.target, salesPlan.label, CURRENCY.code, CURRENCY.symbol, TAX_RATE);
    }
  }
  const setting = db.prepare("INSERT INTO setting (site_id, code, vals) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
  for (const [code, values] of Object.entries(settings)) setting.run(DEMO_SITE_ID, code, JSON.stringify(values));
  const menu = db.prepare("INSERT INTO menu (id, sales_plan_id, code, items) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING");
  menus.forEach((entry, index) => menu.run(index + 1, entry.planId, entry.code, JSON.stringify(entry.items)));
}
function seedCatalogue(db) {
  const caracteristic = db.prepare(
    "INSERT INTO caracteristic (technical_name, label, unit, kind, filterable, position) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  const option = db.prepare(
    "INSERT INTO caracteristic_option (technical_name, value, label, position) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  caracteristics.forEach((entry, position) => {
    caracteristic.run(entry.technicalName, entry.label, entry.unit, entry.kind, entry.filterable ? 1 : 0, position);
    entry.options.forEach(([value, label], optionPosition) => option.run(entry.technicalName, value, label, optionPosition));
  });
  const categoryIds = /* @__PURE__ */ new Map();
  const category = db.prepare(
    "INSERT INTO category (id, sales_plan_id, parent_id, slug, name, description, position, color) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  categories.forEach((entry, position) => {
    categoryIds.set(entry.slug, entry.id);
    const parentId = entry.parentSlug === void 0 ? null : categoryIds.get(entry.parentSlug) ?? null;
    category.run(entry.id, entry.planId, parentId, entry.slug, entry.name, entry.description, position, entry.color);
  });
  const product = db.prepare(
    `INSERT INTO product (id, site_id, slug, reference, name, extract, description, color, form, medias, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`
  );
  const productPlan = db.prepare(
    "INSERT INTO product_plan (product_id, sales_plan_id, promoted, position) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  const productCategory = db.prepare("INSERT INTO product_category (product_id, category_id) VALUES (?, ?) ON CONFLICT DO NOTHING");
  const productCaracteristic = db.prepare(
    "INSERT INTO product_caracteristic (product_id, technical_name, value) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"
  );
  const item = db.prepare(
    "INSERT INTO product_item (id, product_id, reference, ean13, gtin14, pack_size, position) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  const price = db.prepare("INSERT INTO item_price (item_id, sales_plan_id, price) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
  products.forEach((entry, position) => {
    product.run(entry.id, DEMO_SITE_ID, entry.slug, entry.reference, entry.name, entry.extract, entry.description, entry.color, entry.form, JSON.stringify(entry.medias), entry.createdAt);
    for (const target of ["pro", "part"]) {
      const slugs = entry.categories[target];
      if (slugs.length === 0) continue;
      productPlan.run(entry.id, planOf[target], entry.promoted.includes(target) ? 1 : 0, position);
      for (const slug2 of slugs) {
        const categoryId = categoryIds.get(slug2);
        if (categoryId === void 0) throw new Error(`Product ${entry.slug} names unknown category ${slug2}`);
        productCategory.run(entry.id, categoryId);
      }
    }
    for (const [technicalName, values] of Object.entries(entry.caracteristics)) {
      for (const value of values) productCaracteristic.run(entry.id, technicalName, value);
    }
    for (const [itemPosition, variant] of entry.items.entries()) {
      item.run(variant.id, entry.id, variant.reference, variant.ean13, variant.ean13.padStart(14, "0"), variant.packSize, itemPosition);
      for (const target of ["pro", "part"]) {
        const value = variant.prices[target];
        if (value !== void 0) price.run(variant.id, planOf[target], value);
      }
    }
  });
}
function seedContent(db, now2) {
  const insert = db.prepare(
    "INSERT INTO content (resource, id, site_id, target, slug, kind, position, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  const put = (resource, rows2) => rows2.forEach(
    (row, position) => insert.run(resource, row.id, DEMO_SITE_ID, row.target ?? null, row.slug ?? null, row.kind ?? null, position, JSON.stringify(row.body))
  );
  const daysFromNow = (days) => new Date(now2.getTime() + days * DAY_MS2).toISOString();
  put(
    "page",
    pages.map(({ publishedDaysAgo, ...page3 }) => ({
      id: page3.id,
      target: page3.target,
      slug: page3.slug,
      kind: page3.type.technical_name,
      body: { ...page3, published_at: daysFromNow(-publishedDaysAgo) }
    }))
  );
  put("folder", folders.map((folder2) => ({ id: folder2.id, target: folder2.target, slug: folder2.slug, body: folder2 })));
  put("faq", faqEntries.map((entry) => ({ id: entry.id, target: entry.target, body: entry })));
  put("tags", tags.map((tag) => ({ id: tag.id, slug: tag.slug, body: tag })));
  put("slider", sliders.map((slider) => ({ id: slider.id, target: slider.target, body: slider })));
  put("testimony", testimonies.map((testimony) => ({ id: testimony.id, target: testimony.target, body: testimony })));
  put("machine", machines.map((machine) => ({ id: machine.id, slug: machine.slug, body: machine })));
  put("teinte", teintes.map((teinte) => ({ id: teinte.id, kind: teinte.family, body: teinte })));
  put("city", cities.map((city) => ({ id: city.id, kind: city.country_iso, body: city })));
  put("civility", civilities.map((civility2) => ({ id: civility2.id, slug: civility2.code, body: civility2 })));
  put("country", countries.map((country, index) => ({ id: index + 1, slug: country.iso.toLowerCase(), body: country })));
  put("store-locator", storeLocations.map((store) => ({ id: store.id, kind: store.type, body: store })));
  put("notice", notices.map((notice2) => ({ id: notice2.id, target: notice2.target, kind: notice2.section, body: notice2 })));
  put(
    "training",
    trainings.map((training) => {
      const starts = now2.getTime() + training.startsInDays * DAY_MS2;
      return {
        id: training.id,
        body: {
          id: training.id,
          title: training.title,
          description: training.description,
          location: training.location,
          starts_at: new Date(starts).toISOString(),
          ends_at: new Date(starts + training.durationDays * DAY_MS2).toISOString(),
          max_participants: training.maxParticipants,
          min_registrations: training.minRegistrations,
          capacity: training.capacity
        }
      };
    })
  );
  put(
    "landing",
    landings.map(({ startedDaysAgo, endsInDays, ...landing }) => ({
      id: landing.id,
      slug: landing.technical_name,
      body: { ...landing, starts_at: daysFromNow(-startedDaysAgo), ends_at: daysFromNow(endsInDays) }
    }))
  );
}
function seedCommerce(db) {
  const discount = db.prepare(
    "INSERT INTO discount (code, site_id, description, amount, unit, free_item_id, target) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  const itemId = db.prepare("SELECT id FROM product_item WHERE reference = ?").pluck();
  for (const entry of discounts) {
    const freeItemId = entry.freeItemReference === void 0 ? null : itemId.get(entry.freeItemReference);
    if (freeItemId === void 0) throw new Error(`Discount ${entry.code} names unknown item ${entry.freeItemReference}`);
    discount.run(entry.code, DEMO_SITE_ID, entry.description, entry.amount, entry.unit, freeItemId, entry.target ?? null);
  }
  const carrier = db.prepare(
    "INSERT INTO carrier (code, site_id, label, base_cost, cost_per_kg, free_from) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  for (const entry of carriers2) carrier.run(entry.code, DEMO_SITE_ID, entry.label, entry.baseCost, entry.costPerKg, entry.freeFrom);
}
var SEED_VERSION, DAY_MS2, planOf;
var init_seed_database = __esm({
  "src/backoffice/seed/seed-database.ts"() {
    "use strict";
    init_search_index();
    init_caracteristics();
    init_categories();
    init_commerce2();
    init_documents2();
    init_editorial();
    init_events();
    init_locations();
    init_menus();
    init_pages();
    init_products();
    init_reference_lists();
    init_settings();
    init_sites();
    SEED_VERSION = 1;
    DAY_MS2 = 864e5;
    planOf = { pro: PRO_PLAN_ID, part: PART_PLAN_ID };
  }
});

// src/backoffice/catalogue/caracteristic-catalog.ts
var CaracteristicCatalog;
var init_caracteristic_catalog = __esm({
  "src/backoffice/catalogue/caracteristic-catalog.ts"() {
    "use strict";
    CaracteristicCatalog = class {
      #definitions = /* @__PURE__ */ new Map();
      constructor(db) {
        const rows2 = db.prepare("SELECT * FROM caracteristic ORDER BY position").all();
        for (const row of rows2) {
          this.#definitions.set(row.technical_name, {
            technicalName: row.technical_name,
            label: row.label,
            unit: row.unit,
            kind: row.kind,
            filterable: row.filterable === 1,
            position: row.position,
            options: /* @__PURE__ */ new Map()
          });
        }
        const options = db.prepare("SELECT * FROM caracteristic_option ORDER BY position").all();
        for (const option of options) {
          this.#definitions.get(option.technical_name)?.options.set(option.value, { label: option.label, position: option.position });
        }
      }
      get(technicalName) {
        return this.#definitions.get(technicalName);
      }
      filterable() {
        return [...this.#definitions.values()].filter((definition) => definition.filterable);
      }
      /** Builds the keyed map of a product's characteristics from its (technical name, value) rows. */
      describe(rows2) {
        const grouped = /* @__PURE__ */ new Map();
        for (const row of rows2) {
          const values = grouped.get(row.technical_name) ?? [];
          values.push(row.value);
          grouped.set(row.technical_name, values);
        }
        const result = {};
        const ordered = [...grouped.entries()].sort(
          ([a], [b]) => (this.#definitions.get(a)?.position ?? 0) - (this.#definitions.get(b)?.position ?? 0)
        );
        for (const [technicalName, values] of ordered) {
          const definition = this.#definitions.get(technicalName);
          if (definition === void 0) continue;
          const sorted = definition.kind === "number" ? values.sort((a, b) => Number(a) - Number(b)) : values.sort((a, b) => (definition.options.get(a)?.position ?? 0) - (definition.options.get(b)?.position ?? 0));
          result[technicalName] = {
            technical_name: technicalName,
            label: definition.label,
            value: sorted.map((value) => definition.options.get(value)?.label ?? value).join(", "),
            values: sorted,
            unit: definition.unit
          };
        }
        return result;
      }
      optionLabel(technicalName, value) {
        return this.#definitions.get(technicalName)?.options.get(value)?.label ?? value;
      }
    };
  }
});

// src/backoffice/catalogue/category-repository.ts
var CategoryRepository;
var init_category_repository = __esm({
  "src/backoffice/catalogue/category-repository.ts"() {
    "use strict";
    init_pictures();
    CategoryRepository = class {
      #rows;
      #byId = /* @__PURE__ */ new Map();
      #bySlug = /* @__PURE__ */ new Map();
      #planOfTarget = /* @__PURE__ */ new Map();
      #countProducts;
      constructor(db) {
        this.#rows = db.prepare("SELECT * FROM category ORDER BY position").all();
        for (const row of this.#rows) {
          this.#byId.set(row.id, row);
          this.#bySlug.set(row.slug, row);
        }
        for (const plan of db.prepare("SELECT id, target FROM sales_plan").all()) {
          this.#planOfTarget.set(plan.id, plan.target);
        }
        this.#countProducts = db.prepare(
          `SELECT count(DISTINCT pc.product_id) FROM product_category pc
         JOIN product_plan pp ON pp.product_id = pc.product_id AND pp.sales_plan_id = ?
         WHERE pc.category_id IN (SELECT value FROM json_each(?))`
        ).pluck();
      }
      /** Top-level categories of a plan (or the children of one), with `depth` levels of childs. */
      list(plan, options) {
        return this.#rows.filter((row) => row.sales_plan_id === plan.id && row.parent_id === options.parentId).map((row) => this.#toCategory(row, options.depth));
      }
      find(idOrSlug) {
        return /^\d+$/.test(idOrSlug) ? this.#byId.get(Number(idOrSlug)) : this.#bySlug.get(idOrSlug);
      }
      get(row, options) {
        const category = this.#toCategory(row, options.depth);
        return options.parents ? { ...category, parents: this.parentsOf(row.id) } : category;
      }
      /** The chain from the root down to the direct parent. */
      parentsOf(id2) {
        const chain = [];
        let current2 = this.#byId.get(id2);
        while (current2?.parent_id != null) {
          current2 = this.#byId.get(current2.parent_id);
          if (current2 !== void 0) chain.unshift(this.ref(current2));
        }
        return chain;
      }
      ref(row) {
        return { id: row.id, slug: row.slug, name: row.name };
      }
      /** A category and all its descendants: what "products of this category" means. */
      withDescendants(id2) {
        const ids = [id2];
        for (let index = 0; index < ids.length; index++) {
          for (const row of this.#rows) if (row.parent_id === ids[index]) ids.push(row.id);
        }
        return ids;
      }
      #toCategory(row, depth) {
        const category = {
          id: row.id,
          slug: row.slug,
          name: row.name,
          description: row.description,
          sales_plan_id: row.sales_plan_id,
          target: this.#planOfTarget.get(row.sales_plan_id) ?? "pro",
          parent_id: row.parent_id,
          position: row.position,
          cover: visual(`category-${row.slug}`, row.name),
          products_count: this.#countProducts.get(row.sales_plan_id, JSON.stringify(this.withDescendants(row.id)))
        };
        if (depth >= 1) {
          category.childs = this.#rows.filter((child) => child.parent_id === row.id).map((child) => this.#toCategory(child, depth - 1));
        }
        return category;
      }
    };
  }
});

// src/backoffice/catalogue/fts-query.ts
function prefixQuery(text3) {
  const words = text3.normalize("NFC").split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "").slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `"${word}"*`).join(" AND ");
}
var init_fts_query = __esm({
  "src/backoffice/catalogue/fts-query.ts"() {
    "use strict";
  }
});

// src/backoffice/catalogue/product-criteria.ts
function criteriaSql(criteria, exceptCaracteristic) {
  const clauses = [];
  const params = {};
  if (criteria.categoryIds !== void 0) {
    clauses.push("p.id IN (SELECT product_id FROM product_category WHERE category_id IN (SELECT value FROM json_each(@categories)))");
    params.categories = JSON.stringify(criteria.categoryIds);
  }
  const fts = criteria.text ? prefixQuery(criteria.text) : null;
  if (fts !== null) {
    clauses.push(
      "p.id IN (SELECT ref_id FROM search_index WHERE search_index MATCH @fts AND kind = 'products' AND sales_plan_id = @plan)"
    );
    params.fts = `{title body} : (${fts})`;
  }
  if (criteria.price?.min !== void 0) {
    clauses.push("min_price >= @priceMin");
    params.priceMin = criteria.price.min;
  }
  if (criteria.price?.max !== void 0) {
    clauses.push("min_price <= @priceMax");
    params.priceMax = criteria.price.max;
  }
  let index = 0;
  for (const [technicalName, values] of Object.entries(criteria.caracteristics ?? {})) {
    if (technicalName === exceptCaracteristic || values.length === 0) continue;
    clauses.push(
      `p.id IN (SELECT product_id FROM product_caracteristic WHERE technical_name = @c${index}name AND value IN (SELECT value FROM json_each(@c${index}values)))`
    );
    params[`c${index}name`] = technicalName;
    params[`c${index}values`] = JSON.stringify(values);
    index++;
  }
  if (criteria.promoted) clauses.push("p.promoted = 1");
  if (criteria.ids !== void 0) {
    clauses.push("p.id IN (SELECT value FROM json_each(@ids))");
    params.ids = JSON.stringify(criteria.ids);
  }
  return { where: clauses.length === 0 ? "" : `AND ${clauses.join(" AND ")}`, params };
}
function plannedProductsSql(where) {
  return `
    SELECT p.id, p.name, p.created_at, p.position, p.min_price FROM (
      SELECT product.id, product.name, product.created_at, pp.position, pp.promoted,
        (SELECT min(ip.price) FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = @plan
         WHERE pi.product_id = product.id) AS min_price
      FROM product JOIN product_plan pp ON pp.product_id = product.id AND pp.sales_plan_id = @plan
      WHERE product.site_id = @site
    ) AS p
    WHERE 1 ${where}`;
}
var ORDER_SQL;
var init_product_criteria = __esm({
  "src/backoffice/catalogue/product-criteria.ts"() {
    "use strict";
    init_fts_query();
    ORDER_SQL = {
      position: "p.position, p.id",
      name_asc: "p.name COLLATE NOCASE, p.id",
      name_desc: "p.name COLLATE NOCASE DESC, p.id",
      price_asc: "min_price, p.id",
      price_desc: "min_price DESC, p.id",
      newest: "p.created_at DESC, p.id"
    };
  }
});

// src/backoffice/catalogue/product-repository.ts
function withTax(price, plan) {
  return Math.round(price * (1 + plan.tax_rate) * 100) / 100;
}
var ProductRepository;
var init_product_repository = __esm({
  "src/backoffice/catalogue/product-repository.ts"() {
    "use strict";
    init_contract();
    init_http_error();
    init_product_criteria();
    ProductRepository = class {
      #db;
      #caracteristics;
      #statements = /* @__PURE__ */ new Map();
      constructor(db, caracteristics2) {
        this.#db = db;
        this.#caracteristics = caracteristics2;
      }
      #statement(sql) {
        let statement = this.#statements.get(sql);
        if (statement === void 0) {
          statement = this.#db.prepare(sql);
          this.#statements.set(sql, statement);
        }
        return statement;
      }
      /** Ids of the plan's products meeting the criteria, in order, with the total before paging. */
      search(context2, criteria, order, paging) {
        const { where, params } = criteriaSql(criteria);
        const base = plannedProductsSql(where);
        const bound = { ...params, plan: context2.plan.id, site: context2.siteId };
        const total = this.#statement(`SELECT count(*) FROM (${base})`).pluck().get(bound);
        const ids = this.#statement(`${base} ORDER BY ${ORDER_SQL[order]} LIMIT @limit OFFSET @offset`).pluck().all({ ...bound, limit: paging.limit, offset: paging.offset });
        return { ids, total };
      }
      /** Every id matching the criteria (facets), optionally ignoring one characteristic filter. */
      matchingIds(context2, criteria, exceptCaracteristic) {
        const { where, params } = criteriaSql(criteria, exceptCaracteristic);
        return this.#statement(plannedProductsSql(where)).pluck().all({ ...params, plan: context2.plan.id, site: context2.siteId });
      }
      caracteristicRows(ids) {
        return this.#statement(
          "SELECT product_id, technical_name, value FROM product_caracteristic WHERE product_id IN (SELECT value FROM json_each(?))"
        ).all(JSON.stringify(ids));
      }
      priceRange(context2, ids) {
        const row = this.#statement(
          `SELECT min(price) AS min, max(price) AS max FROM (
         SELECT min(ip.price) AS price FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
         WHERE pi.product_id IN (SELECT value FROM json_each(?)) GROUP BY pi.product_id)`
        ).get(context2.plan.id, JSON.stringify(ids));
        return { min: row.min ?? 0, max: row.max ?? 0 };
      }
      /** Product summaries in the order of `ids`, priced and categorised for the plan. */
      summaries(context2, ids) {
        if (ids.length === 0) return [];
        const json = JSON.stringify(ids);
        const rows2 = this.#statement("SELECT * FROM product WHERE id IN (SELECT value FROM json_each(?))").all(json);
        const plans = this.#statement(
          "SELECT product_id, sales_plan_id, promoted FROM product_plan WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY sales_plan_id"
        ).all(json);
        const categories2 = this.#statement(
          `SELECT pc.product_id, c.id, c.slug, c.name FROM product_category pc
       JOIN category c ON c.id = pc.category_id AND c.sales_plan_id = ?
       WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.position`
        ).all(context2.plan.id, json);
        const prices = this.#statement(
          `SELECT pi.product_id, min(ip.price) AS price FROM product_item pi
       JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       WHERE pi.product_id IN (SELECT value FROM json_each(?)) GROUP BY pi.product_id`
        ).all(context2.plan.id, json);
        const caracteristicRows = this.caracteristicRows(ids);
        const byId = /* @__PURE__ */ new Map();
        for (const row of rows2) {
          const medias = JSON.parse(row.medias);
          const productCategories = categories2.filter((category) => category.product_id === row.id).map(({ id: id2, slug: slug2, name }) => ({ id: id2, slug: slug2, name }));
          const plan = plans.find((entry) => entry.product_id === row.id && entry.sales_plan_id === context2.plan.id);
          const minPrice = prices.find((entry) => entry.product_id === row.id)?.price ?? 0;
          const { large: _large, ...cover } = medias.visuel[0];
          byId.set(row.id, {
            id: row.id,
            slug: row.slug,
            name: row.name,
            reference: row.reference,
            extract: row.extract,
            promoted: plan?.promoted === 1,
            categories: productCategories,
            category_name: productCategories[0]?.name ?? null,
            cover,
            medias,
            caracteristics: this.#caracteristics.describe(caracteristicRows.filter((entry) => entry.product_id === row.id)),
            price: { min: minPrice, min_with_tax: withTax(minPrice, context2.plan) },
            exist_in: plans.filter((entry) => entry.product_id === row.id).map((entry) => entry.sales_plan_id)
          });
        }
        return ids.flatMap((id2) => byId.get(id2) ?? []);
      }
      /** A product by id or slug in the plan: 404 if unknown, 400 not_available_in_this_saleplan elsewhere. */
      detail(context2, idOrSlug) {
        const row = this.#find(context2.siteId, idOrSlug);
        if (row === void 0) throw notFound("Product");
        this.assertAvailable(context2, row.id);
        const [summary] = this.summaries(context2, [row.id]);
        return { ...summary, description: row.description, items: this.items(context2, row.id) };
      }
      /** Answers 400 with the plans selling the product when the current plan does not. */
      assertAvailable(context2, productId) {
        const plans = this.#statement(
          `SELECT pp.sales_plan_id FROM product_plan pp JOIN sales_plan sp ON sp.id = pp.sales_plan_id
       WHERE pp.product_id = ? AND sp.site_id = ? ORDER BY pp.sales_plan_id`
        ).pluck().all(productId, context2.siteId);
        if (plans.includes(context2.plan.id)) return;
        if (plans.length === 0) throw notFound("Product");
        throw new HttpError(400, { status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: plans, message: "This product is not sold in this sales plan" });
      }
      items(context2, productId) {
        const rows2 = this.#statement(
          `SELECT pi.*, ip.price FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       WHERE pi.product_id = ? ORDER BY pi.position`
        ).all(context2.plan.id, productId);
        return rows2.map((row) => this.#toItem(row, context2.plan));
      }
      /** The product and item behind a 14-digit GTIN, in the plan. */
      byGtin(context2, gtin14) {
        const found = this.#statement(
          "SELECT pi.id, pi.product_id FROM product_item pi JOIN product p ON p.id = pi.product_id WHERE pi.gtin14 = ? AND p.site_id = ?"
        ).get(gtin14, context2.siteId);
        if (found === void 0) return null;
        const product = this.detail(context2, String(found.product_id));
        const item = product.items.find((candidate) => candidate.id === found.id);
        if (item === void 0) return null;
        return { product, item };
      }
      /** An item priced in a plan (carts): undefined when the plan does not sell it. */
      pricedItem(plan, itemId) {
        const row = this.#statement(
          `SELECT pi.*, ip.price, p.name FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       JOIN product p ON p.id = pi.product_id WHERE pi.id = ?`
        ).get(plan.id, itemId);
        return row === void 0 ? void 0 : { ...this.#toItem(row, plan), product_id: row.product_id, name: row.name };
      }
      /** What the packshot and the technical sheet show: every pack, whatever the plan. */
      sheet(slug2) {
        const row = this.#statement("SELECT * FROM product WHERE slug = ?").get(slug2);
        if (row === void 0) return void 0;
        return {
          name: row.name,
          reference: row.reference,
          description: row.description,
          color: row.color,
          form: row.form,
          caracteristics: this.#caracteristics.describe(this.caracteristicRows([row.id])),
          items: this.#statement("SELECT reference, ean13, pack_size FROM product_item WHERE product_id = ? ORDER BY position").all(row.id)
        };
      }
      #find(siteId, idOrSlug) {
        const column = /^\d+$/.test(idOrSlug) ? "id" : "slug";
        return this.#statement(`SELECT * FROM product WHERE ${column} = ? AND site_id = ?`).get(idOrSlug, siteId);
      }
      #toItem(row, plan) {
        return {
          id: row.id,
          reference: row.reference,
          ean13: row.ean13,
          gtin14: row.gtin14,
          pack_size: row.pack_size,
          pack_unit: "kg",
          label: `${row.pack_size} kg`,
          price: row.price,
          price_with_tax: withTax(row.price, plan)
        };
      }
    };
  }
});

// src/backoffice/content/content-store.ts
var ContentStore;
var init_content_store = __esm({
  "src/backoffice/content/content-store.ts"() {
    "use strict";
    ContentStore = class {
      #list;
      #count;
      #byId;
      #bySlug;
      constructor(db) {
        const where = `resource = @resource AND site_id = @site
      AND (@target IS NULL OR target IS NULL OR target = @target)
      AND (@kinds IS NULL OR kind IN (SELECT value FROM json_each(@kinds)))`;
        this.#list = db.prepare(`SELECT body FROM content WHERE ${where} ORDER BY position, id LIMIT @limit OFFSET @offset`).pluck();
        this.#count = db.prepare(`SELECT count(*) FROM content WHERE ${where}`).pluck();
        this.#byId = db.prepare("SELECT body, target FROM content WHERE resource = ? AND site_id = ? AND id = ?");
        this.#bySlug = db.prepare("SELECT body, target FROM content WHERE resource = ? AND site_id = ? AND slug = ?");
      }
      list(resource, query) {
        const params = {
          resource,
          site: query.siteId,
          target: query.target ?? null,
          kinds: query.kinds === void 0 || query.kinds.length === 0 ? null : JSON.stringify(query.kinds)
        };
        const items = this.#list.all({ ...params, limit: query.limit ?? -1, offset: query.offset ?? 0 }).map(
          (body) => JSON.parse(body)
        );
        return { items, total: this.#count.get(params) };
      }
      /** By numeric id or by slug. */
      get(resource, siteId, idOrSlug) {
        const row = /^\d+$/.test(idOrSlug) ? this.#byId.get(resource, siteId, Number(idOrSlug)) : this.#bySlug.get(resource, siteId, idOrSlug);
        return row === void 0 ? void 0 : { body: JSON.parse(row.body), target: row.target };
      }
    };
  }
});

// src/backoffice/catalogue/search.ts
var GROUPS, SearchService;
var init_search = __esm({
  "src/backoffice/catalogue/search.ts"() {
    "use strict";
    init_fts_query();
    init_search_index();
    GROUPS = ["products", "categories", "pages", "fqces"];
    SearchService = class {
      #totals;
      #ranked;
      #sources;
      constructor(db, sources) {
        this.#sources = sources;
        const match3 = `search_index MATCH @query AND site_id = @site AND sales_plan_id IN (@plan, ${EVERY_PLAN})`;
        this.#totals = db.prepare(`SELECT kind, count(*) AS total FROM search_index WHERE ${match3} GROUP BY kind`);
        this.#ranked = db.prepare(`SELECT ref_id FROM search_index WHERE ${match3} AND kind = @kind ORDER BY rank LIMIT @limit OFFSET @offset`).pluck();
      }
      search(request2) {
        const empty = () => ({ total: 0, items: [] });
        const result = { total: 0, products: empty(), categories: empty(), pages: empty(), fqces: empty() };
        const fts = prefixQuery(request2.text);
        if (fts === null) return result;
        const params = { query: `{title body} : (${fts})`, site: request2.siteId, plan: request2.plan.id };
        for (const row of this.#totals.all(params)) {
          result[row.kind].total = row.total;
          result.total += row.total;
        }
        for (const group of GROUPS) {
          if (result[group].total === 0 || request2.tab !== null && request2.tab !== group) continue;
          const ids = this.#ranked.all({ ...params, kind: group, limit: request2.perGroup, offset: request2.offset });
          result[group].items = this.#hydrate(group, request2, ids);
        }
        return result;
      }
      #hydrate(group, request2, ids) {
        const context2 = { siteId: request2.siteId, plan: request2.plan };
        switch (group) {
          case "products":
            return this.#sources.products.summaries(context2, ids).map((product) => ({
              id: product.id,
              slug: product.slug,
              name: product.name,
              title: product.name,
              reference: product.reference,
              content: product.extract,
              category_name: product.category_name,
              cover: product.cover,
              medias: product.medias
            }));
          case "fqces":
            return this.#sources.products.summaries(context2, ids).map((product) => {
              const sheet = product.medias.MEDIA.find((media) => media.title === "FICHES_QCE");
              return {
                id: product.id,
                slug: product.slug,
                name: `${product.name} technical sheet`,
                title: `${product.name} technical sheet`,
                reference: product.reference,
                content: null,
                category_name: product.category_name,
                cover: product.cover,
                medias: sheet === void 0 ? null : { url: sheet.url }
              };
            });
          case "categories":
            return ids.flatMap((id2) => {
              const row = this.#sources.categories.find(String(id2));
              if (row === void 0) return [];
              const category = this.#sources.categories.get(row, { depth: 0, parents: false });
              return [{ id: id2, slug: category.slug, name: category.name, title: category.name, reference: null, content: category.description, category_name: null, cover: category.cover, medias: null }];
            });
          case "pages":
            return ids.flatMap((id2) => {
              const page3 = this.#sources.content.get("page", request2.siteId, String(id2))?.body;
              if (page3 === void 0) return [];
              return [{ id: id2, slug: page3.slug, name: page3.title, title: page3.title, reference: null, content: page3.extract, category_name: null, cover: page3.cover, medias: null }];
            });
        }
      }
    };
  }
});

// src/backoffice/settings/setting-store.ts
var SettingStore;
var init_setting_store = __esm({
  "src/backoffice/settings/setting-store.ts"() {
    "use strict";
    SettingStore = class {
      #all;
      #one;
      constructor(db) {
        this.#all = db.prepare("SELECT code, vals FROM setting WHERE site_id = ? ORDER BY code");
        this.#one = db.prepare("SELECT vals FROM setting WHERE site_id = ? AND code = ?").pluck();
      }
      all(siteId) {
        return this.#all.all(siteId).map((row) => ({ code: row.code, values: JSON.parse(row.vals) }));
      }
      values(siteId, code) {
        const raw = this.#one.get(siteId, code);
        return raw === void 0 ? [] : JSON.parse(raw);
      }
    };
  }
});

// src/backoffice/services.ts
function createServices(db, options) {
  const caracteristics2 = new CaracteristicCatalog(db);
  const categories2 = new CategoryRepository(db);
  const products2 = new ProductRepository(db, caracteristics2);
  const content = new ContentStore(db);
  return {
    db,
    dataDir: options.dataDir,
    adminToken: options.adminToken,
    sites: new SiteDirectory(db),
    settings: new SettingStore(db),
    caracteristics: caracteristics2,
    categories: categories2,
    products: products2,
    content,
    search: new SearchService(db, { products: products2, categories: categories2, content }),
    now: () => /* @__PURE__ */ new Date()
  };
}
var init_services = __esm({
  "src/backoffice/services.ts"() {
    "use strict";
    init_caracteristic_catalog();
    init_category_repository();
    init_product_repository();
    init_content_store();
    init_search();
    init_scope();
    init_setting_store();
  }
});

// src/backoffice/server.ts
var server_exports = {};
__export(server_exports, {
  startBackoffice: () => startBackoffice
});
import { createServer } from "node:http";
async function startBackoffice(options) {
  const db = openDatabase(options.dataDir);
  migrate(db);
  seedDatabase(db);
  const services = createServices(db, { dataDir: options.dataDir, adminToken: options.adminToken || null });
  const accounts = new AccountStore(db);
  const handleApi = createApiHandler(services, accounts, allRoutes(services, accounts));
  const handleMedia = createMediaHandler(services);
  async function dispatch(request2, response) {
    const raw = request2.url ?? "/";
    const queryStart = raw.indexOf("?");
    const path4 = queryStart === -1 ? raw : raw.slice(0, queryStart);
    const search = queryStart === -1 ? "" : raw.slice(queryStart + 1);
    if (path4 === API_PREFIX || path4.startsWith(`${API_PREFIX}/`)) return handleApi(request2, response, path4.slice(API_PREFIX.length), search);
    if (path4.startsWith("/media/")) return handleMedia(request2, response, path4.slice("/media/".length));
    if (path4 === "/health") return sendJson(response, { data: { status: "ok" } });
    throw new HttpError(404, { message: "Not found" });
  }
  const server = createServer((request2, response) => {
    const started = performance.now();
    response.setHeader("x-content-type-options", "nosniff");
    dispatch(request2, response).catch((error) => answerError(response, error)).finally(() => {
      if (options.logRequests) {
        console.log(`${request2.method} ${request2.url} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
      }
    });
  });
  server.requestTimeout = 3e4;
  server.headersTimeout = 1e4;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${API_PREFIX}`,
    close: () => new Promise((resolve, reject) => {
      server.close((error) => {
        db.close();
        if (error) reject(error);
        else resolve();
      });
      server.closeAllConnections();
    })
  };
}
function answerError(response, error) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof HttpError) {
    response.statusCode = error.status;
    if (error.status === 413) response.setHeader("connection", "close");
    response.setHeader("cache-control", "no-store");
    sendJson(response, { errors: error.errors });
    return;
  }
  console.error("backoffice: unexpected error", error);
  response.statusCode = 500;
  sendJson(response, { errors: { message: "An error has occurred" } });
}
var init_server = __esm({
  "src/backoffice/server.ts"() {
    "use strict";
    init_contract();
    init_account_store();
    init_migrate();
    init_open_database();
    init_api_handler();
    init_http_error();
    init_media_handler();
    init_all_routes();
    init_seed_database();
    init_services();
  }
});

// src/shared/features/consent/third-parties.ts
import { createEvent, createStore, sample } from "effector";
var DEFAULT_CONSENT_COOKIE, noThirdParties, thirdPartiesConfigured, $thirdParties;
var init_third_parties = __esm({
  "src/shared/features/consent/third-parties.ts"() {
    "use strict";
    DEFAULT_CONSENT_COOKIE = "cookie_consent";
    noThirdParties = {
      botCheckSiteKey: null,
      botCheckVersion: 3,
      mapsKey: null,
      videoKey: null,
      tagManagerId: null,
      consentCookieName: DEFAULT_CONSENT_COOKIE
    };
    thirdPartiesConfigured = createEvent();
    $thirdParties = createStore(noThirdParties, { sid: "consent/$thirdParties" });
    sample({
      clock: thirdPartiesConfigured,
      fn: (config2) => {
        const merged = { ...noThirdParties, ...config2 };
        return {
          ...merged,
          botCheckSiteKey: merged.botCheckSiteKey || null,
          mapsKey: merged.mapsKey || null,
          videoKey: merged.videoKey || null,
          tagManagerId: merged.tagManagerId || null,
          consentCookieName: merged.consentCookieName || DEFAULT_CONSENT_COOKIE
        };
      },
      target: $thirdParties
    });
  }
});

// src/shared/features/app/model.ts
import { attach, createEvent as createEvent2, createStore as createStore2, sample as sample2 } from "effector";
function settingValue(settings2, code) {
  return settings2.find((setting) => setting.code === code)?.values[0];
}
var $api, appStarted, targetChanged, $site, $locale, $target, $supportsWebp, $settings, $menus, $salesPlan, fetchLayoutFx;
var init_model = __esm({
  "src/shared/features/app/model.ts"() {
    "use strict";
    $api = createStore2(null, { sid: "app/$api", serialize: "ignore" });
    appStarted = createEvent2();
    targetChanged = createEvent2();
    $site = createStore2(null, { sid: "app/$site" });
    $locale = createStore2("en", { sid: "app/$locale" });
    $target = createStore2("pro", { sid: "app/$target" });
    $supportsWebp = createStore2(false, { sid: "app/$supportsWebp" });
    $settings = createStore2([], { sid: "app/$settings" });
    $menus = createStore2([], { sid: "app/$menus" });
    $salesPlan = createStore2(null, { sid: "app/$salesPlan" });
    fetchLayoutFx = attach({
      source: $api,
      effect: async (api, salesPlanId) => {
        if (!api) throw new Error("No data source in this scope");
        const query = { sales_plan_id: salesPlanId, saleplan_id: salesPlanId };
        const [settings2, menus2] = await Promise.all([api.call("GET /setting", { query }), api.call("GET /menu", { query })]);
        return { settings: settings2, menus: menus2.items };
      }
    });
    sample2({ clock: appStarted, fn: (params) => params.site, target: $site });
    sample2({ clock: appStarted, fn: (params) => params.locale, target: $locale });
    sample2({ clock: appStarted, fn: (params) => params.supportsWebp, target: $supportsWebp });
    sample2({ clock: [appStarted.map((params) => params.target), targetChanged], target: $target });
    sample2({
      source: { site: $site, target: $target },
      fn: ({ site, target }) => site?.salesplan.find((plan) => plan.target === target) ?? null,
      target: $salesPlan
    });
    sample2({
      clock: $salesPlan,
      filter: Boolean,
      fn: (plan) => plan.id,
      target: fetchLayoutFx
    });
    sample2({ clock: fetchLayoutFx.doneData, fn: (layout) => layout.settings, target: $settings });
    sample2({ clock: fetchLayoutFx.doneData, fn: (layout) => layout.menus, target: $menus });
  }
});

// src/shared/app/router-context.tsx
import { createContext, use } from "react";
import { useUnit } from "effector-react";
function useRouterContext() {
  const value = use(RouterContext);
  if (!value) throw new Error("useRouterContext must be used inside <RouterContext>");
  return value;
}
function usePage() {
  return useRouterContext().page;
}
function useLoaderData() {
  return useRouterContext().page.data;
}
function useHref() {
  const { router } = useRouterContext();
  const [locale, target] = useUnit([$locale, $target]);
  return (location2) => router.buildPath(location2, { locale, target });
}
var RouterContext;
var init_router_context = __esm({
  "src/shared/app/router-context.tsx"() {
    "use strict";
    init_model();
    RouterContext = createContext(null);
  }
});

// src/shared/app/link.tsx
import { jsx } from "react/jsx-runtime";
function isPlainLeftClick(event) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
function ClientLink({ href, onClick, target, ...rest }) {
  const { navigate } = useRouterContext();
  return /* @__PURE__ */ jsx(
    "a",
    {
      ...rest,
      href,
      target,
      onClick: (event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || target && target !== "_self") return;
        event.preventDefault();
        navigate(href);
      }
    }
  );
}
function Link({ to, search = "", hash = "", ...rest }) {
  return /* @__PURE__ */ jsx(ClientLink, { ...rest, href: useHref()(to) + search + hash });
}
var init_link = __esm({
  "src/shared/app/link.tsx"() {
    "use strict";
    init_router_context();
  }
});

// src/shared/features/toast/model.ts
import { createEffect, createEvent as createEvent3, createStore as createStore3, sample as sample3 } from "effector";
var TOAST_DURATION_MS, toastShown, toastDismissed, $toasts, $nextId, dismissToastLaterFx, shown, unknownErrorToast, defaultSuccessToast;
var init_model2 = __esm({
  "src/shared/features/toast/model.ts"() {
    "use strict";
    TOAST_DURATION_MS = 3e3;
    toastShown = createEvent3();
    toastDismissed = createEvent3();
    $toasts = createStore3([], { sid: "toast/$toasts", serialize: "ignore" });
    $nextId = createStore3(1, { sid: "toast/$nextId", serialize: "ignore" });
    dismissToastLaterFx = createEffect(
      (id2) => new Promise((resolve) => setTimeout(() => resolve(id2), TOAST_DURATION_MS))
    );
    shown = sample3({
      clock: toastShown,
      source: $nextId,
      fn: (id2, request2) => ({ ...request2, id: id2 })
    });
    sample3({ clock: shown, source: $toasts, fn: (toasts, toast) => [...toasts, toast], target: $toasts });
    sample3({ clock: shown, fn: (toast) => toast.id + 1, target: $nextId });
    sample3({ clock: shown, fn: (toast) => toast.id, target: dismissToastLaterFx });
    sample3({ clock: [dismissToastLaterFx.doneData, toastDismissed], source: $toasts, fn: (toasts, id2) => toasts.filter((toast) => toast.id !== id2), target: $toasts });
    unknownErrorToast = { kind: "danger", message: "toast.unknownError" };
    defaultSuccessToast = { kind: "success", message: "toast.defaultSuccess" };
  }
});

// src/shared/session/cookies.ts
var loginTokenCookie, localeCookie;
var init_cookies = __esm({
  "src/shared/session/cookies.ts"() {
    "use strict";
    loginTokenCookie = "login_token";
    localeCookie = "i18n_redirected";
  }
});

// src/shared/features/cart/cart-state.ts
function isCartTokenValid(state, now2) {
  if (!state.cart_token || !state.token_validity) return false;
  const validUntil = Date.parse(state.token_validity);
  return !Number.isNaN(validUntil) && now2.getTime() <= validUntil;
}
function validCartToken(state, now2) {
  return isCartTokenValid(state, now2) ? state.cart_token : void 0;
}
function withToken(state, token, now2) {
  return { ...state, cart_token: token, token_validity: new Date(now2.getTime() + CART_TOKEN_VALIDITY_DAYS * DAY_MS3).toISOString() };
}
function withoutToken(state) {
  return { ...state, cart_token: null, token_validity: null };
}
function withServerCart(state, cart) {
  if (!cart || !Array.isArray(cart.list) || cart.list.length === 0) return emptyCart;
  const { cart_discount: cartDiscount, free_product: freeProduct } = cart.discounts;
  const discounted = cartDiscount !== void 0 || freeProduct !== void 0;
  return {
    ...state,
    ...noDiscount,
    products: cart.list,
    allTotal: round2(cart.amount.ttc - cart.amount.tax),
    totalTaxe: cart.amount.tax,
    allTotalWithTaxes: cart.amount.ttc,
    shippingCosts: null,
    ...discounted ? {
      discountLabels: [cartDiscount?.description, freeProduct?.description].filter((label) => label !== void 0),
      discountAmount: round2(cart.amount.ttc - cart.discounted_amount),
      discountValue: cartDiscount?.amount ?? null,
      discountValueUnit: cartDiscount?.unit ?? null,
      discountCode: cartDiscount?.code ?? freeProduct?.code ?? null
    } : {}
  };
}
function lowestShippingCost(costs) {
  const values = Object.values(costs).filter((cost) => Number.isFinite(cost));
  return values.length === 0 ? null : Math.min(...values);
}
function itemsCount(state) {
  return state.products.reduce((count, line) => count + line.quantity, 0);
}
var CART_TOKEN_VALIDITY_DAYS, DAY_MS3, emptyCart, noDiscount, round2;
var init_cart_state = __esm({
  "src/shared/features/cart/cart-state.ts"() {
    "use strict";
    CART_TOKEN_VALIDITY_DAYS = 3;
    DAY_MS3 = 864e5;
    emptyCart = {
      products: [],
      allTotal: 0,
      totalTaxe: 0,
      allTotalWithTaxes: 0,
      shippingCosts: null,
      cart_token: null,
      token_validity: null,
      discountLabels: [],
      discountAmount: 0,
      discountValue: null,
      discountValueUnit: null,
      discountCode: null
    };
    noDiscount = {
      discountLabels: [],
      discountAmount: 0,
      discountValue: null,
      discountValueUnit: null,
      discountCode: null
    };
    round2 = (value) => Math.round(value * 100) / 100;
  }
});

// src/shared/features/cart/model.ts
import { attach as attach2, combine, createEvent as createEvent4, createStore as createStore4, sample as sample4 } from "effector";
function requireApi(api) {
  if (!api) throw new Error("No data source in this scope");
  return api;
}
var cartTokenSet, cartUpdated, cartReset, productsAddedToCart, productRemovedFromCart, discountCodeApplied, discountCodeRemoved, orderAgainRequested, $cart, $cartItemsCount, $discountError, now, addToCartFx, removeFromCartFx, applyDiscountFx, removeDiscountFx, fetchShippingFx, orderAgainLinesFx, answered, linesToOrderAgain, $cartPending;
var init_model3 = __esm({
  "src/shared/features/cart/model.ts"() {
    "use strict";
    init_model();
    init_model2();
    init_cart_state();
    cartTokenSet = createEvent4();
    cartUpdated = createEvent4();
    cartReset = createEvent4();
    productsAddedToCart = createEvent4();
    productRemovedFromCart = createEvent4();
    discountCodeApplied = createEvent4();
    discountCodeRemoved = createEvent4();
    orderAgainRequested = createEvent4();
    $cart = createStore4(emptyCart, { sid: "cart/$cart" });
    $cartItemsCount = $cart.map(itemsCount);
    $discountError = createStore4(null, { sid: "cart/$discountError" });
    now = () => /* @__PURE__ */ new Date();
    addToCartFx = attach2({
      source: { api: $api, cart: $cart },
      effect: ({ api, cart }, list3) => {
        const token = validCartToken(cart, now());
        return requireApi(api).call("POST /cart", { body: token === void 0 ? { list: list3 } : { cart_token: token, list: list3 } });
      }
    });
    removeFromCartFx = attach2({
      source: { api: $api, cart: $cart },
      effect: ({ api, cart }, elementId) => {
        const token = validCartToken(cart, now());
        if (token === void 0) throw new Error("No cart to remove a product from");
        return requireApi(api).call("DELETE /cart/product", { query: { cart_token: token, element_id: elementId } });
      }
    });
    applyDiscountFx = attach2({
      source: { api: $api, cart: $cart },
      effect: ({ api, cart }, code) => {
        const token = validCartToken(cart, now());
        if (token === void 0) throw new Error("No cart to apply a discount to");
        return requireApi(api).call("POST /cart/discount", { body: { cart_token: token, code } });
      }
    });
    removeDiscountFx = attach2({
      source: { api: $api, cart: $cart },
      effect: ({ api, cart }) => {
        const token = validCartToken(cart, now());
        if (token === void 0) throw new Error("No cart to remove a discount from");
        return requireApi(api).call("DELETE /cart/discount", { query: { cart_token: token } });
      }
    });
    fetchShippingFx = attach2({
      source: $api,
      effect: (api, token) => requireApi(api).call("GET /cart/shipping", { query: { cart_token: token } })
    });
    orderAgainLinesFx = attach2({
      source: $api,
      effect: async (api, request2) => {
        const lines = "lines" in request2 ? request2.lines : (await requireApi(api).call("GET /order/:id", { path: { id: request2.orderId } })).list;
        return lines.filter((line) => line.price_with_tax > 0).map((line) => ({ element_id: line.element_id, element_type: "product", quantity: line.quantity }));
      }
    });
    sample4({ clock: cartTokenSet, source: $cart, fn: (cart, token) => withToken(cart, token, now()), target: $cart });
    sample4({ clock: cartUpdated, source: $cart, fn: withServerCart, target: $cart });
    sample4({ clock: cartReset, fn: () => emptyCart, target: $cart });
    sample4({ clock: productsAddedToCart, filter: (list3) => list3.length > 0, target: addToCartFx });
    sample4({ clock: productRemovedFromCart, target: removeFromCartFx });
    sample4({ clock: discountCodeApplied, target: applyDiscountFx });
    sample4({ clock: discountCodeRemoved, target: removeDiscountFx });
    answered = sample4({ clock: [addToCartFx.doneData, removeFromCartFx.doneData, applyDiscountFx.doneData, removeDiscountFx.doneData] });
    sample4({ clock: answered, fn: (session) => session.token, target: cartTokenSet });
    sample4({ clock: answered, fn: (session) => session.cart, target: cartUpdated });
    sample4({
      clock: cartUpdated,
      source: $cart,
      filter: (cart) => cart.products.length > 0 && cart.cart_token !== null,
      fn: (cart) => cart.cart_token,
      target: fetchShippingFx
    });
    sample4({
      clock: fetchShippingFx.doneData,
      source: $cart,
      fn: (cart, costs) => ({ ...cart, shippingCosts: lowestShippingCost(costs) }),
      target: $cart
    });
    sample4({ clock: discountCodeApplied, fn: () => null, target: $discountError });
    sample4({
      clock: applyDiscountFx.failData,
      fn: (error) => {
        const message = error.errors?.code;
        return typeof message === "string" ? message : "This discount code is not valid.";
      },
      target: $discountError
    });
    sample4({ clock: orderAgainRequested, target: orderAgainLinesFx });
    linesToOrderAgain = sample4({ clock: orderAgainLinesFx.doneData, filter: (list3) => list3.length > 0 });
    sample4({ clock: linesToOrderAgain, source: $cart, fn: withoutToken, target: $cart });
    sample4({ clock: linesToOrderAgain, target: addToCartFx });
    sample4({
      clock: orderAgainLinesFx.doneData,
      filter: (list3) => list3.length === 0,
      fn: () => ({ kind: "info", message: "toast.orderAgainNothing" }),
      target: toastShown
    });
    sample4({
      clock: addToCartFx.done,
      fn: () => ({ kind: "success", message: "toast.cartAdded" }),
      target: toastShown
    });
    sample4({ clock: [addToCartFx.fail, orderAgainLinesFx.fail, removeFromCartFx.fail, removeDiscountFx.fail], fn: () => unknownErrorToast, target: toastShown });
    $cartPending = combine(orderAgainLinesFx.pending, addToCartFx.pending, (loading, adding) => loading || adding);
  }
});

// src/shared/features/order/order-state.ts
function stepIndex(step) {
  return orderSteps.indexOf(step);
}
function isOrderStep(value) {
  return Number.isInteger(value) && value >= 0 && value < orderSteps.length;
}
var orderSteps, initialOrder;
var init_order_state = __esm({
  "src/shared/features/order/order-state.ts"() {
    "use strict";
    orderSteps = ["cart", "delivery", "payment", "confirmation"];
    initialOrder = {
      orderId: null,
      step: 0,
      selectedCarrier: null,
      selectedShippingAddress: null,
      selectedBillingAddress: null,
      selectedRelay: null,
      paymentBy: null,
      phone: null
    };
  }
});

// src/shared/features/order/model.ts
import { attach as attach3, createEvent as createEvent5, createStore as createStore5, sample as sample5 } from "effector";
function update(key) {
  return (order, value) => ({ ...order, [key]: value });
}
var orderStepChanged, carrierSelected, shippingAddressSelected, billingAddressSelected, relaySelected, paymentSelected, orderPhoneChanged, orderReset, userCartAndOrderReset, orderSubmitted, $order, $checkoutErrors, placeOrderFx, checked;
var init_model4 = __esm({
  "src/shared/features/order/model.ts"() {
    "use strict";
    init_form_schemas();
    init_model();
    init_cart_state();
    init_model3();
    init_model2();
    init_order_state();
    orderStepChanged = createEvent5();
    carrierSelected = createEvent5();
    shippingAddressSelected = createEvent5();
    billingAddressSelected = createEvent5();
    relaySelected = createEvent5();
    paymentSelected = createEvent5();
    orderPhoneChanged = createEvent5();
    orderReset = createEvent5();
    userCartAndOrderReset = createEvent5();
    orderSubmitted = createEvent5();
    $order = createStore5(initialOrder, { sid: "order/$order" });
    $checkoutErrors = createStore5({}, { sid: "order/$checkoutErrors", serialize: "ignore" });
    sample5({ clock: orderStepChanged, source: $order, filter: (_, step) => isOrderStep(step), fn: update("step"), target: $order });
    sample5({ clock: carrierSelected, source: $order, fn: update("selectedCarrier"), target: $order });
    sample5({ clock: shippingAddressSelected, source: $order, fn: update("selectedShippingAddress"), target: $order });
    sample5({ clock: billingAddressSelected, source: $order, fn: update("selectedBillingAddress"), target: $order });
    sample5({ clock: relaySelected, source: $order, fn: update("selectedRelay"), target: $order });
    sample5({ clock: paymentSelected, source: $order, fn: update("paymentBy"), target: $order });
    sample5({ clock: orderPhoneChanged, source: $order, fn: update("phone"), target: $order });
    sample5({ clock: orderReset, fn: () => initialOrder, target: $order });
    sample5({ clock: orderReset, fn: () => ({}), target: $checkoutErrors });
    sample5({ clock: userCartAndOrderReset, target: [cartReset, orderReset] });
    placeOrderFx = attach3({
      source: $api,
      effect: (api, body) => {
        if (!api) throw new Error("No data source in this scope");
        return api.call("POST /order", { body });
      }
    });
    checked = sample5({
      clock: orderSubmitted,
      source: { order: $order, cart: $cart },
      fn: ({ order, cart }, { acceptTerms }) => validateFormBody("POST /order", {
        cart_token: validCartToken(cart, /* @__PURE__ */ new Date()),
        carrier: order.selectedCarrier ?? void 0,
        shipping_address_id: order.selectedShippingAddress ?? void 0,
        // The delivery address bills too unless another was chosen.
        billing_address_id: order.selectedBillingAddress ?? order.selectedShippingAddress ?? void 0,
        payment: order.paymentBy ?? void 0,
        accept_terms: acceptTerms
      })
    });
    sample5({ clock: checked, fn: (result) => result.ok ? {} : result.errors, target: $checkoutErrors });
    sample5({ clock: checked.filterMap((result) => result.ok ? result.value : void 0), target: placeOrderFx });
    sample5({
      clock: placeOrderFx.doneData,
      source: $order,
      fn: (order, placed) => ({ ...order, orderId: placed.id, step: stepIndex("confirmation") }),
      target: $order
    });
    sample5({ clock: placeOrderFx.done, target: cartReset });
    sample5({
      clock: placeOrderFx.failData,
      fn: (error) => {
        const errors = error.errors ?? {};
        return Object.fromEntries(Object.entries(errors).filter((entry) => typeof entry[1] === "string"));
      },
      target: $checkoutErrors
    });
    sample5({ clock: placeOrderFx.fail, fn: () => unknownErrorToast, target: toastShown });
  }
});

// src/shared/features/persistence/document-cookie.ts
import { createEffect as createEffect2 } from "effector";
function cookieString(cookie, secure) {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`, "Path=/", `Max-Age=${Math.max(0, Math.floor(cookie.maxAgeSeconds))}`, "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
function cookieValue(cookies, name) {
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return void 0;
      }
    }
  }
  return void 0;
}
var writeDocumentCookieFx, readDocumentCookieFx;
var init_document_cookie = __esm({
  "src/shared/features/persistence/document-cookie.ts"() {
    "use strict";
    writeDocumentCookieFx = createEffect2((cookie) => {
      document.cookie = cookieString(cookie, location.protocol === "https:");
    });
    readDocumentCookieFx = createEffect2((name) => cookieValue(document.cookie, name));
  }
});

// src/shared/features/auth/auth-state.ts
function loginCookieMaxAge(expiresAt, now2) {
  const until = Date.parse(expiresAt);
  return Number.isNaN(until) ? 0 : Math.max(0, Math.floor((until - now2.getTime()) / 1e3));
}
var loggedOutState;
var init_auth_state = __esm({
  "src/shared/features/auth/auth-state.ts"() {
    "use strict";
    loggedOutState = { user: null, expiresAt: null };
  }
});

// src/shared/features/auth/model.ts
import { attach as attach4, createEvent as createEvent6, createStore as createStore6, sample as sample6 } from "effector";
var loggedIn, logoutRequested, authRestored, $auth, $customer, $isLoggedIn, loginFx, signupFx, createAddressFx, checkCookieFx;
var init_model5 = __esm({
  "src/shared/features/auth/model.ts"() {
    "use strict";
    init_cookies();
    init_model();
    init_model4();
    init_document_cookie();
    init_auth_state();
    loggedIn = createEvent6();
    logoutRequested = createEvent6();
    authRestored = createEvent6();
    $auth = createStore6(loggedOutState, { sid: "auth/$auth" });
    $customer = $auth.map((auth) => auth.user);
    $isLoggedIn = $auth.map((auth) => auth.user !== null);
    loginFx = attach4({
      source: $api,
      effect: (api, body) => {
        if (!api) throw new Error("No data source in this scope");
        return api.call("POST /auth/login", { body });
      }
    });
    signupFx = attach4({
      source: $api,
      effect: (api, body) => {
        if (!api) throw new Error("No data source in this scope");
        return api.call("POST /auth/signup", { body });
      }
    });
    createAddressFx = attach4({
      source: $api,
      effect: (api, body) => {
        if (!api) throw new Error("No data source in this scope");
        return api.call("POST /address", { body });
      }
    });
    sample6({ clock: [loginFx.doneData, signupFx.doneData], target: loggedIn });
    sample6({ clock: loggedIn, fn: (session) => ({ user: session.user, expiresAt: session.expires_at }), target: $auth });
    sample6({
      clock: loggedIn,
      fn: (session) => ({ name: loginTokenCookie, value: session.token, maxAgeSeconds: loginCookieMaxAge(session.expires_at, /* @__PURE__ */ new Date()) }),
      target: writeDocumentCookieFx
    });
    sample6({ clock: logoutRequested, fn: () => loggedOutState, target: $auth });
    sample6({ clock: logoutRequested, fn: () => ({ name: loginTokenCookie, value: "", maxAgeSeconds: 0 }), target: writeDocumentCookieFx });
    sample6({ clock: logoutRequested, target: userCartAndOrderReset });
    sample6({ clock: authRestored, target: $auth });
    checkCookieFx = attach4({ effect: readDocumentCookieFx, mapParams: () => loginTokenCookie });
    sample6({ clock: authRestored, filter: (auth) => auth.user !== null, target: checkCookieFx });
    sample6({ clock: checkCookieFx.doneData, filter: (token) => !token, fn: () => loggedOutState, target: $auth });
  }
});

// src/shared/features/auth/account-nav.tsx
import { useUnit as useUnit2 } from "effector-react";
import { FormattedMessage, useIntl } from "react-intl";
import { jsx as jsx2, jsxs } from "react/jsx-runtime";
function AccountNav() {
  const intl = useIntl();
  const page3 = usePage();
  const href = useHref();
  const { navigate } = useRouterContext();
  const [logout, showToast] = useUnit2([logoutRequested, toastShown]);
  return /* @__PURE__ */ jsx2("nav", { className: "account-nav", "aria-label": intl.formatMessage({ id: "account.nav" }), children: /* @__PURE__ */ jsxs("ul", { children: [
    sections.map((section) => /* @__PURE__ */ jsx2("li", { children: /* @__PURE__ */ jsx2(Link, { to: { name: section.name }, "aria-current": page3.match?.route.name === section.name ? "page" : void 0, children: /* @__PURE__ */ jsx2(FormattedMessage, { id: section.label }) }) }, section.name)),
    /* @__PURE__ */ jsx2("li", { children: /* @__PURE__ */ jsx2(
      "button",
      {
        type: "button",
        className: "button button--secondary",
        onClick: () => {
          logout();
          showToast({ kind: "success", message: "toast.loggedOut" });
          navigate(href({ name: "home" }));
        },
        children: /* @__PURE__ */ jsx2(FormattedMessage, { id: "account.logout" })
      }
    ) })
  ] }) });
}
var sections;
var init_account_nav = __esm({
  "src/shared/features/auth/account-nav.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_model2();
    init_model5();
    sections = [
      { name: "account", label: "account.nav.home" },
      { name: "my-orders", label: "account.nav.orders" },
      { name: "my-addresses", label: "account.nav.addresses" }
    ];
  }
});

// src/shared/api/client.ts
import ky from "ky";
function createBackofficeClient(options) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const http = options.http ?? ky.create({ retry: 0 });
  const defaults = options.defaults ?? {};
  const currentDefaults = typeof defaults === "function" ? defaults : () => defaults;
  function url(name, request2 = {}) {
    return buildUrl(name, request2.path, request2.query);
  }
  function buildUrl(name, pathParams, queryParams) {
    const path4 = fillPath(contract[name].path, pathParams ?? {});
    const query = encodeQuery({ ...currentDefaults(), ...queryParams ?? {} }).toString();
    return `${base}${path4}${query === "" ? "" : `?${query}`}`;
  }
  async function call(name, request2 = {}) {
    const endpoint2 = contract[name];
    const response = await http(buildUrl(name, request2.path, request2.query), {
      method: endpoint2.method,
      throwHttpErrors: false,
      headers: request2.token === void 0 ? {} : { authorization: `Bearer ${request2.token}` },
      ...request2.body === void 0 ? {} : { json: request2.body }
    });
    const payload = await response.json().catch(() => ({}));
    if (!response.ok) throw new ApiError(response.status, payload.errors ?? {}, name);
    return payload.data;
  }
  return { call, url };
}
function fillPath(template, params) {
  return template.replace(/:([a-z_]+)/g, (_match, key) => {
    const value = params[key];
    if (value === void 0) throw new Error(`Missing path param ${key} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
var ApiError;
var init_client = __esm({
  "src/shared/api/client.ts"() {
    "use strict";
    init_contract();
    init_query_codec();
    ApiError = class extends Error {
      status;
      errors;
      constructor(status, errors, endpoint2) {
        super(`${endpoint2} answered ${status}`);
        this.name = "ApiError";
        this.status = status;
        this.errors = errors;
      }
    };
  }
});

// src/shared/data/page-response.ts
var PageResponse;
var init_page_response = __esm({
  "src/shared/data/page-response.ts"() {
    "use strict";
    PageResponse = class _PageResponse extends Error {
      status;
      location;
      constructor(status, location2) {
        super(location2 ? `redirect ${status} to ${location2}` : `page status ${status}`);
        this.name = "PageResponse";
        this.status = status;
        this.location = location2;
      }
      static notFound() {
        return new _PageResponse(404);
      }
      static unauthorized() {
        return new _PageResponse(401);
      }
      static redirect(location2, status = 302) {
        return new _PageResponse(status, location2);
      }
      get isRedirect() {
        return this.location !== void 0;
      }
    };
  }
});

// src/shared/features/auth/customer-call.ts
async function customerCall(call) {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw PageResponse.unauthorized();
    throw error;
  }
}
var init_customer_call = __esm({
  "src/shared/features/auth/customer-call.ts"() {
    "use strict";
    init_client();
    init_page_response();
  }
});

// src/shared/format/price.ts
function priceAmount(value) {
  if (typeof value === "number") return Number.isFinite(value) ? value : void 0;
  const text3 = value.trim().replace(/[\s\u00A0\u202F]/g, "");
  return NUMBER_TEXT.test(text3) ? Number(text3.replace(",", ".")) : void 0;
}
function formatPrice(value, format = {}) {
  const amount = priceAmount(value);
  if (amount === void 0) return "";
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const digits = whole && !format.forceDecimals ? String(cents / 100) : (cents / 100).toFixed(2);
  const text3 = digits.replace(".", ",");
  return format.currencySymbol ? `${text3}\xA0${format.currencySymbol}` : text3;
}
var NUMBER_TEXT;
var init_price = __esm({
  "src/shared/format/price.ts"() {
    "use strict";
    NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;
  }
});

// src/shared/format/registered-mark.tsx
import { Fragment } from "react";
import { Fragment as Fragment2, jsx as jsx3 } from "react/jsx-runtime";
function splitRegisteredMarks(title) {
  return title.split(/(®)/).filter((part2) => part2 !== "");
}
function TitleWithMarks({ title }) {
  return /* @__PURE__ */ jsx3(Fragment2, { children: splitRegisteredMarks(title).map(
    (part2, index) => part2 === REGISTERED_MARK ? /* @__PURE__ */ jsx3("sup", { children: part2 }, index) : /* @__PURE__ */ jsx3(Fragment, { children: part2 }, index)
  ) });
}
var REGISTERED_MARK;
var init_registered_mark = __esm({
  "src/shared/format/registered-mark.tsx"() {
    "use strict";
    REGISTERED_MARK = "\xAE";
  }
});

// src/shared/features/cart/cart-summary.tsx
import { useUnit as useUnit3 } from "effector-react";
import { FormattedMessage as FormattedMessage2 } from "react-intl";
import { Fragment as Fragment3, jsx as jsx4, jsxs as jsxs2 } from "react/jsx-runtime";
function CartSummary() {
  const [cart, count, plan] = useUnit3([$cart, $cartItemsCount, $salesPlan]);
  const price = (amount) => formatPrice(amount, { forceDecimals: true, currencySymbol: plan?.currency.symbol });
  return /* @__PURE__ */ jsxs2("section", { className: "cart-summary", "aria-labelledby": "cart-summary-heading", children: [
    /* @__PURE__ */ jsx4("h2", { id: "cart-summary-heading", children: /* @__PURE__ */ jsx4(FormattedMessage2, { id: "account.cart" }) }),
    cart.products.length === 0 ? /* @__PURE__ */ jsx4(FormattedMessage2, { id: "account.cart.empty", tagName: "p" }) : /* @__PURE__ */ jsxs2(Fragment3, { children: [
      /* @__PURE__ */ jsx4("p", { className: "cart-summary__count", children: /* @__PURE__ */ jsx4(FormattedMessage2, { id: "account.cart.items", values: { count } }) }),
      /* @__PURE__ */ jsx4("ul", { className: "cart-summary__lines", children: cart.products.map((line) => /* @__PURE__ */ jsxs2("li", { children: [
        /* @__PURE__ */ jsxs2("span", { children: [
          line.quantity,
          " \xD7 ",
          /* @__PURE__ */ jsx4(TitleWithMarks, { title: line.name })
        ] }),
        " ",
        /* @__PURE__ */ jsx4("span", { children: price(line.total_with_tax) })
      ] }, line.id)) }),
      /* @__PURE__ */ jsxs2("dl", { className: "cart-summary__totals", children: [
        cart.discountAmount > 0 && /* @__PURE__ */ jsxs2("div", { children: [
          /* @__PURE__ */ jsxs2("dt", { children: [
            /* @__PURE__ */ jsx4(FormattedMessage2, { id: "account.cart.discount" }),
            " ",
            cart.discountCode
          ] }),
          /* @__PURE__ */ jsxs2("dd", { children: [
            "\u2212",
            price(cart.discountAmount)
          ] })
        ] }),
        /* @__PURE__ */ jsxs2("div", { children: [
          /* @__PURE__ */ jsx4("dt", { children: /* @__PURE__ */ jsx4(FormattedMessage2, { id: "account.cart.total" }) }),
          /* @__PURE__ */ jsx4("dd", { children: price(cart.allTotalWithTaxes - cart.discountAmount) })
        ] }),
        cart.shippingCosts !== null && /* @__PURE__ */ jsxs2("div", { children: [
          /* @__PURE__ */ jsx4("dt", { children: /* @__PURE__ */ jsx4(FormattedMessage2, { id: "account.cart.shipping" }) }),
          /* @__PURE__ */ jsx4("dd", { children: price(cart.shippingCosts) })
        ] })
      ] })
    ] })
  ] });
}
var init_cart_summary = __esm({
  "src/shared/features/cart/cart-summary.tsx"() {
    "use strict";
    init_price();
    init_registered_mark();
    init_model();
    init_model3();
  }
});

// src/shared/pages/account/page.tsx
var page_exports = {};
__export(page_exports, {
  default: () => page_default,
  loader: () => loader,
  meta: () => meta
});
import { FormattedDate, FormattedMessage as FormattedMessage3 } from "react-intl";
import { jsx as jsx5, jsxs as jsxs3 } from "react/jsx-runtime";
function AccountScreen() {
  const { customer: customer2 } = useLoaderData();
  return /* @__PURE__ */ jsxs3("section", { className: "account", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx5("h1", { id: "page-heading", children: /* @__PURE__ */ jsx5(FormattedMessage3, { id: "account.hello", values: { name: customer2.firstname } }) }),
    /* @__PURE__ */ jsx5(AccountNav, {}),
    /* @__PURE__ */ jsxs3("section", { "aria-labelledby": "account-details-heading", children: [
      /* @__PURE__ */ jsx5("h2", { id: "account-details-heading", children: /* @__PURE__ */ jsx5(FormattedMessage3, { id: "account.details" }) }),
      /* @__PURE__ */ jsxs3("dl", { className: "account__details", children: [
        /* @__PURE__ */ jsxs3("div", { children: [
          /* @__PURE__ */ jsx5("dt", { children: /* @__PURE__ */ jsx5(FormattedMessage3, { id: "account.email" }) }),
          /* @__PURE__ */ jsx5("dd", { children: customer2.email })
        ] }),
        customer2.phone && /* @__PURE__ */ jsxs3("div", { children: [
          /* @__PURE__ */ jsx5("dt", { children: /* @__PURE__ */ jsx5(FormattedMessage3, { id: "account.phone" }) }),
          /* @__PURE__ */ jsx5("dd", { children: customer2.phone })
        ] }),
        customer2.company && /* @__PURE__ */ jsxs3("div", { children: [
          /* @__PURE__ */ jsx5("dt", { children: /* @__PURE__ */ jsx5(FormattedMessage3, { id: "account.company" }) }),
          /* @__PURE__ */ jsx5("dd", { children: customer2.company })
        ] }),
        customer2.siret && /* @__PURE__ */ jsxs3("div", { children: [
          /* @__PURE__ */ jsx5("dt", { children: /* @__PURE__ */ jsx5(FormattedMessage3, { id: "account.siret" }) }),
          /* @__PURE__ */ jsx5("dd", { children: customer2.siret })
        ] })
      ] }),
      /* @__PURE__ */ jsx5("p", { children: /* @__PURE__ */ jsx5(
        FormattedMessage3,
        {
          id: "account.since",
          values: { date: /* @__PURE__ */ jsx5(FormattedDate, { value: customer2.created_at, dateStyle: "long", timeZone: "UTC" }) }
        }
      ) })
    ] }),
    /* @__PURE__ */ jsx5(CartSummary, {})
  ] });
}
var loader, page_default, meta;
var init_page = __esm({
  "src/shared/pages/account/page.tsx"() {
    "use strict";
    init_router_context();
    init_account_nav();
    init_customer_call();
    init_cart_summary();
    loader = async ({ api }) => ({ customer: await customerCall(api.call("GET /profile")) });
    page_default = AccountScreen;
    meta = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.account.title" }),
      indexable: false
    });
  }
});

// src/shared/catalogue/filter-segments.ts
function caracteristicsOf(filters) {
  const query = {};
  for (const filter of filters) {
    if (filter.key !== sortKey) query[filter.key.toLowerCase()] = filter.values.map(optionCodeOf);
  }
  return query;
}
function sortOf(filters) {
  const value = filters.find((filter) => filter.key === sortKey)?.values[0];
  const order = value === void 0 ? void 0 : optionCodeOf(value);
  return order !== void 0 && productOrders.includes(order) ? order : "position";
}
function isSelected(filters, key, value) {
  return filters.some((filter) => filter.key === key && filter.values.includes(value));
}
function toggleFilter(filters, key, value) {
  const existing = filters.find((filter) => filter.key === key);
  if (!existing) return [...filters, { key, values: [value] }];
  const values = existing.values.includes(value) ? existing.values.filter((item) => item !== value) : [...existing.values, value];
  return filters.flatMap((filter) => filter.key !== key ? [filter] : values.length > 0 ? [{ key, values }] : []);
}
function withSort(filters, order) {
  const others = filters.filter((filter) => filter.key !== sortKey);
  return order === "position" ? others : [...others, { key: sortKey, values: [segmentValueOf(order)] }];
}
var sortKey, productOrders, filterKeyOf, segmentValueOf, optionCodeOf;
var init_filter_segments = __esm({
  "src/shared/catalogue/filter-segments.ts"() {
    "use strict";
    sortKey = "ORDER";
    productOrders = ["position", "name_asc", "name_desc", "price_asc", "price_desc", "newest"];
    filterKeyOf = (technicalName) => technicalName.toUpperCase();
    segmentValueOf = (optionCode) => optionCode.toLowerCase().replace(/_/g, "-");
    optionCodeOf = (segmentValue) => segmentValue.replace(/-/g, "_");
  }
});

// src/shared/catalogue/pagination.tsx
import { FormattedMessage as FormattedMessage4, useIntl as useIntl2 } from "react-intl";
import { jsx as jsx6, jsxs as jsxs4 } from "react/jsx-runtime";
function pageWindow(page3, pageCount, radius = 2) {
  const pages2 = [];
  for (let number = 1; number <= pageCount; number += 1) {
    if (number === 1 || number === pageCount || Math.abs(number - page3) <= radius) pages2.push(number);
    else if (pages2[pages2.length - 1] !== "gap") pages2.push("gap");
  }
  return pages2;
}
function Pagination({ page: page3, pageCount, locationOf, hash = "" }) {
  const intl = useIntl2();
  if (pageCount <= 1) return null;
  return /* @__PURE__ */ jsx6("nav", { className: "pagination", "aria-label": intl.formatMessage({ id: "listing.pagination" }), children: /* @__PURE__ */ jsxs4("ul", { children: [
    page3 > 1 && /* @__PURE__ */ jsx6("li", { children: /* @__PURE__ */ jsx6(Link, { to: locationOf(page3 - 1), hash, rel: "prev", children: /* @__PURE__ */ jsx6(FormattedMessage4, { id: "listing.previous" }) }) }),
    pageWindow(page3, pageCount).map((number, index) => /* @__PURE__ */ jsx6("li", { children: number === "gap" ? /* @__PURE__ */ jsx6("span", { "aria-hidden": "true", children: "\u2026" }) : /* @__PURE__ */ jsx6(
      Link,
      {
        to: locationOf(number),
        hash,
        "aria-current": number === page3 ? "page" : void 0,
        "aria-label": intl.formatMessage({ id: "listing.pageNumber" }, { page: number }),
        children: number
      }
    ) }, number === "gap" ? `gap-${index}` : number)),
    page3 < pageCount && /* @__PURE__ */ jsx6("li", { children: /* @__PURE__ */ jsx6(Link, { to: locationOf(page3 + 1), hash, rel: "next", children: /* @__PURE__ */ jsx6(FormattedMessage4, { id: "listing.next" }) }) })
  ] }) });
}
var init_pagination = __esm({
  "src/shared/catalogue/pagination.tsx"() {
    "use strict";
    init_link();
  }
});

// src/shared/format/slug.ts
function slugify2(text3) {
  return text3.trimStart().toLowerCase().replace(/œ/g, "oe").normalize("NFD").replace(new RegExp("\\p{Mn}", "gu"), "").replace(SEPARATORS, "-").replace(/-+$/, "");
}
var SEPARATORS;
var init_slug = __esm({
  "src/shared/format/slug.ts"() {
    "use strict";
    SEPARATORS = /[\s'\u2019]+/gu;
  }
});

// src/shared/pages/carrier/job-facets.ts
function facetValue(label) {
  return slugify2(label).replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
function isJobFacetKey(key) {
  return jobFacets.some((facet) => facet.key === key);
}
function facetLabel(job, key) {
  const facet = jobFacets.find((entry) => entry.key === key);
  return job.job?.[facet.field];
}
function filterJobs(jobs2, filters) {
  return jobs2.filter(
    (job) => filters.every((filter) => {
      const label = isJobFacetKey(filter.key) ? facetLabel(job, filter.key) : void 0;
      return label !== void 0 && filter.values.includes(facetValue(label));
    })
  );
}
function facetOptions(jobs2) {
  const options = {};
  for (const { key } of jobFacets) {
    const counts = /* @__PURE__ */ new Map();
    for (const job of jobs2) {
      const label = facetLabel(job, key);
      if (label === void 0) continue;
      const value = facetValue(label);
      counts.set(value, { value, label, count: (counts.get(value)?.count ?? 0) + 1 });
    }
    options[key] = [...counts.values()].sort((a, b) => a.label.localeCompare(b.label));
  }
  return options;
}
var jobFacets;
var init_job_facets = __esm({
  "src/shared/pages/carrier/job-facets.ts"() {
    "use strict";
    init_slug();
    jobFacets = [
      { key: "CONTRACT", field: "contract" },
      { key: "LOCATION", field: "location" },
      { key: "DEPARTMENT", field: "department" }
    ];
  }
});

// src/shared/pages/carrier/page.tsx
var page_exports2 = {};
__export(page_exports2, {
  default: () => CareersScreen,
  loader: () => loader2,
  meta: () => meta2
});
import { FormattedDate as FormattedDate2, FormattedMessage as FormattedMessage5, useIntl as useIntl3 } from "react-intl";
import { jsx as jsx7, jsxs as jsxs5 } from "react/jsx-runtime";
function JobFilters({ facets, filters }) {
  const intl = useIntl3();
  return /* @__PURE__ */ jsxs5("section", { className: "filter-panel", "aria-label": intl.formatMessage({ id: "careers.filters" }), children: [
    /* @__PURE__ */ jsx7("h2", { className: "filter-panel__title", children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: "careers.filters" }) }),
    filters.length > 0 && /* @__PURE__ */ jsx7("p", { children: /* @__PURE__ */ jsx7(Link, { to: { name: "carrier" }, rel: "nofollow", className: "filter-panel__reset", children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: "careers.filters.clear" }) }) }),
    jobFacets.map(({ key }) => /* @__PURE__ */ jsxs5("div", { className: "filter-group", children: [
      /* @__PURE__ */ jsx7("h3", { className: "filter-group__title", children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: facetTitles[key] }) }),
      /* @__PURE__ */ jsx7("ul", { children: facets[key].map((option) => {
        const selected = isSelected(filters, key, option.value);
        return /* @__PURE__ */ jsx7("li", { children: /* @__PURE__ */ jsxs5(Link, { to: { name: "carrier", filters: toggleFilter(filters, key, option.value) }, rel: "nofollow", "aria-current": selected ? "true" : void 0, className: selected ? "filter-option filter-option--selected" : "filter-option", children: [
          option.label,
          " ",
          /* @__PURE__ */ jsxs5("span", { className: "filter-option__count", children: [
            "(",
            option.count,
            ")"
          ] })
        ] }) }, option.value);
      }) })
    ] }, key))
  ] });
}
function CareersScreen() {
  const { jobs: jobs2, total, pageCount, facets } = useLoaderData();
  const { match: match3 } = usePage();
  const filters = match3?.filters ?? [];
  return /* @__PURE__ */ jsxs5("section", { className: "service-page careers", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx7("h1", { id: "page-heading", children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: "screen.carrier.title" }) }),
    /* @__PURE__ */ jsx7("p", { className: "lead", children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: "screen.carrier.intro" }) }),
    /* @__PURE__ */ jsxs5("div", { className: "listing", children: [
      /* @__PURE__ */ jsx7(JobFilters, { facets, filters }),
      /* @__PURE__ */ jsxs5("div", { className: "listing__results", children: [
        /* @__PURE__ */ jsx7("p", { role: "status", children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: "careers.count", values: { count: total } }) }),
        /* @__PURE__ */ jsx7("ul", { className: "job-list", children: jobs2.map((job) => /* @__PURE__ */ jsxs5("li", { className: "job-card", children: [
          /* @__PURE__ */ jsx7("h2", { className: "job-card__title", children: /* @__PURE__ */ jsx7(Link, { to: { name: "cms-page", params: { slug: job.slug } }, children: job.title }) }),
          job.job && /* @__PURE__ */ jsxs5("p", { className: "job-card__facts", children: [
            job.job.contract,
            " \xB7 ",
            job.job.location,
            " \xB7 ",
            job.job.department
          ] }),
          /* @__PURE__ */ jsx7("p", { className: "job-card__date", children: /* @__PURE__ */ jsx7(
            FormattedMessage5,
            {
              id: "careers.published",
              values: { date: /* @__PURE__ */ jsx7(FormattedDate2, { value: job.published_at, year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }) }
            }
          ) })
        ] }, job.id)) }),
        /* @__PURE__ */ jsx7(Pagination, { page: match3?.page ?? 1, pageCount, locationOf: (page3) => ({ name: "carrier", filters, page: page3 }) }),
        /* @__PURE__ */ jsxs5("aside", { className: "careers__unsolicited", children: [
          /* @__PURE__ */ jsx7("h2", { children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: "careers.unsolicited.title" }) }),
          /* @__PURE__ */ jsx7("p", { children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: "screen.unsolicited-application.intro" }) }),
          /* @__PURE__ */ jsx7(Link, { to: { name: "carrier-unsolicited-application" }, className: "button", children: /* @__PURE__ */ jsx7(FormattedMessage5, { id: "careers.unsolicited.link" }) })
        ] })
      ] })
    ] })
  ] });
}
var JOBS_PER_PAGE, ALL_JOBS, loader2, meta2, facetTitles;
var init_page2 = __esm({
  "src/shared/pages/carrier/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_filter_segments();
    init_pagination();
    init_page_response();
    init_job_facets();
    JOBS_PER_PAGE = 10;
    ALL_JOBS = 100;
    loader2 = async ({ api, match: match3 }) => {
      if (match3.filters.some((filter) => !isJobFacetKey(filter.key))) throw PageResponse.notFound();
      const all = (await api.call("GET /page", { query: { type: "job", perPage: ALL_JOBS } })).items;
      const matching = filterJobs(all, match3.filters);
      const page3 = match3.page ?? 1;
      const pageCount = Math.max(1, Math.ceil(matching.length / JOBS_PER_PAGE));
      if (page3 > pageCount) throw PageResponse.notFound();
      return {
        jobs: matching.slice((page3 - 1) * JOBS_PER_PAGE, page3 * JOBS_PER_PAGE),
        total: matching.length,
        pageCount,
        facets: facetOptions(all)
      };
    };
    meta2 = ({ intl, match: match3 }) => ({
      title: intl.formatMessage({ id: "screen.carrier.title" }),
      description: intl.formatMessage({ id: "screen.carrier.intro" }),
      ...match3.filters.length > 0 ? { indexable: false } : {}
    });
    facetTitles = { CONTRACT: "careers.facet.contract", LOCATION: "careers.facet.location", DEPARTMENT: "careers.facet.department" };
  }
});

// src/shared/catalogue/filter-panel.tsx
import { FormattedMessage as FormattedMessage6, useIntl as useIntl4 } from "react-intl";
import { jsx as jsx8, jsxs as jsxs6 } from "react/jsx-runtime";
function FilterPanel({ available, filters, locationOf }) {
  const intl = useIntl4();
  const groups = Object.values(available).filter(isChoice).filter((filter) => filter.data.length > 1 || filters.some((active2) => active2.key === filterKeyOf(filter.technical_name))).sort((a, b) => a.position - b.position);
  const active = filters.filter((filter) => filter.key !== sortKey);
  if (groups.length === 0) return null;
  return /* @__PURE__ */ jsxs6("section", { className: "filter-panel", "aria-label": intl.formatMessage({ id: "listing.filters" }), children: [
    /* @__PURE__ */ jsx8("h2", { className: "filter-panel__title", children: /* @__PURE__ */ jsx8(FormattedMessage6, { id: "listing.filters" }) }),
    active.length > 0 && /* @__PURE__ */ jsx8("p", { children: /* @__PURE__ */ jsx8(Link, { to: locationOf(filters.filter((filter) => filter.key === sortKey)), rel: "nofollow", className: "filter-panel__reset", children: /* @__PURE__ */ jsx8(FormattedMessage6, { id: "listing.clearFilters" }) }) }),
    groups.map((group) => {
      const key = filterKeyOf(group.technical_name);
      return /* @__PURE__ */ jsxs6("div", { className: "filter-group", children: [
        /* @__PURE__ */ jsx8("h3", { className: "filter-group__title", children: group.label }),
        /* @__PURE__ */ jsx8("ul", { children: group.data.map((option) => {
          const value = segmentValueOf(option.value);
          const selected = isSelected(filters, key, value);
          return /* @__PURE__ */ jsx8("li", { children: /* @__PURE__ */ jsxs6(Link, { to: locationOf(toggleFilter(filters, key, value)), rel: "nofollow", className: "filter-option", "data-selected": selected || void 0, children: [
            /* @__PURE__ */ jsx8("span", { className: "filter-option__box", "aria-hidden": "true" }),
            option.label,
            /* @__PURE__ */ jsxs6("span", { className: "filter-option__count", children: [
              "(",
              option.count,
              ")"
            ] }),
            selected && /* @__PURE__ */ jsxs6("span", { className: "visually-hidden", children: [
              " ",
              /* @__PURE__ */ jsx8(FormattedMessage6, { id: "listing.selected" })
            ] })
          ] }) }, option.value);
        }) })
      ] }, group.technical_name);
    })
  ] });
}
var isChoice;
var init_filter_panel = __esm({
  "src/shared/catalogue/filter-panel.tsx"() {
    "use strict";
    init_link();
    init_filter_segments();
    isChoice = (filter) => filter.type === "choice";
  }
});

// src/shared/catalogue/picture.tsx
import { useUnit as useUnit4 } from "effector-react";
import { jsx as jsx9, jsxs as jsxs7 } from "react/jsx-runtime";
function Picture({ picture, width, height, eager = false, alt, className }) {
  const supportsWebp = useUnit4($supportsWebp);
  return /* @__PURE__ */ jsxs7("picture", { className, children: [
    supportsWebp && /* @__PURE__ */ jsx9("source", { srcSet: picture.webp, type: "image/webp" }),
    /* @__PURE__ */ jsx9(
      "img",
      {
        src: picture.url,
        alt: alt ?? picture.alt,
        width,
        height,
        loading: eager ? "eager" : "lazy",
        decoding: "async",
        ...eager ? { fetchPriority: "high" } : {}
      }
    )
  ] });
}
var pictureSizes;
var init_picture = __esm({
  "src/shared/catalogue/picture.tsx"() {
    "use strict";
    init_model();
    pictureSizes = {
      /** Product cards (spec §9). */
      card: { width: 240, height: 240 },
      /** Push and slider visuals (spec §9). */
      push: { width: 370, height: 300 }
    };
  }
});

// src/shared/catalogue/product-card.tsx
import { jsx as jsx10, jsxs as jsxs8 } from "react/jsx-runtime";
function toProductCards(page3) {
  return {
    items: page3.items.map(({ id: id2, slug: slug2, name, reference, category_name, cover }) => ({ id: id2, slug: slug2, name, reference, category_name, cover })),
    total: page3.total
  };
}
function ProductCard({ product, eager = false }) {
  return /* @__PURE__ */ jsxs8("article", { className: "product-card", children: [
    /* @__PURE__ */ jsx10(Picture, { picture: product.cover, alt: "", ...pictureSizes.card, eager, className: "product-card__visual" }),
    product.category_name && /* @__PURE__ */ jsx10("p", { className: "product-card__range", children: product.category_name }),
    /* @__PURE__ */ jsx10("h3", { className: "product-card__name", children: /* @__PURE__ */ jsx10(Link, { to: { name: "product", params: { slug: product.slug } }, className: "product-card__link", children: product.name }) }),
    /* @__PURE__ */ jsx10("p", { className: "product-card__reference", children: product.reference })
  ] });
}
function ProductGrid({ products: products2, eagerCount = 0 }) {
  return /* @__PURE__ */ jsx10("ul", { className: "product-grid", children: products2.map((product, index) => /* @__PURE__ */ jsx10("li", { children: /* @__PURE__ */ jsx10(ProductCard, { product, eager: index < eagerCount }) }, product.id)) });
}
var init_product_card = __esm({
  "src/shared/catalogue/product-card.tsx"() {
    "use strict";
    init_link();
    init_picture();
  }
});

// src/shared/catalogue/sort-links.tsx
import { FormattedMessage as FormattedMessage7, useIntl as useIntl5 } from "react-intl";
import { jsx as jsx11, jsxs as jsxs9 } from "react/jsx-runtime";
function SortLinks({ filters, locationOf }) {
  const intl = useIntl5();
  const current2 = sortOf(filters);
  return /* @__PURE__ */ jsxs9("nav", { className: "sort-links", "aria-label": intl.formatMessage({ id: "listing.sort" }), children: [
    /* @__PURE__ */ jsx11("span", { className: "sort-links__label", children: /* @__PURE__ */ jsx11(FormattedMessage7, { id: "listing.sort" }) }),
    /* @__PURE__ */ jsx11("ul", { children: productOrders.map((order) => /* @__PURE__ */ jsx11("li", { children: /* @__PURE__ */ jsx11(Link, { to: locationOf(withSort(filters, order)), rel: "nofollow", "aria-current": order === current2 ? "true" : void 0, children: /* @__PURE__ */ jsx11(FormattedMessage7, { id: `listing.order.${order}` }) }) }, order)) })
  ] });
}
var init_sort_links = __esm({
  "src/shared/catalogue/sort-links.tsx"() {
    "use strict";
    init_link();
    init_filter_segments();
  }
});

// src/shared/data/deferred.ts
function defer(promise, key) {
  if (promise instanceof Promise) promise.catch(() => void 0);
  return key === void 0 ? { [deferredMark]: true, promise } : { [deferredMark]: true, promise, key };
}
function isDeferred(value) {
  return typeof value === "object" && value !== null && deferredMark in value;
}
function deferredElementId(key) {
  return `deferred-${key}`;
}
var deferredMark;
var init_deferred = __esm({
  "src/shared/data/deferred.ts"() {
    "use strict";
    deferredMark = /* @__PURE__ */ Symbol.for("catalogue.deferred");
  }
});

// src/shared/data/script-json.ts
function toScriptJson(value) {
  return JSON.stringify(value ?? null).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
var init_script_json = __esm({
  "src/shared/data/script-json.ts"() {
    "use strict";
  }
});

// src/shared/data/await.tsx
import { Component, Suspense, use as use2 } from "react";
import { Fragment as Fragment4, jsx as jsx12, jsxs as jsxs10 } from "react/jsx-runtime";
function Await({ value, fallback, errorView, children: children2 }) {
  return /* @__PURE__ */ jsx12(AwaitErrorBoundary, { fallback: errorView, children: /* @__PURE__ */ jsx12(Suspense, { fallback, children: /* @__PURE__ */ jsx12(Resolved, { value, children: children2 }) }) });
}
function Resolved({ value, children: children2 }) {
  const resolved = use2(value.promise);
  return /* @__PURE__ */ jsxs10(Fragment4, { children: [
    children2(resolved),
    value.key !== void 0 && /* @__PURE__ */ jsx12(
      "script",
      {
        type: "application/json",
        id: deferredElementId(value.key),
        dangerouslySetInnerHTML: { __html: toScriptJson(resolved) }
      }
    )
  ] });
}
var AwaitErrorBoundary;
var init_await = __esm({
  "src/shared/data/await.tsx"() {
    "use strict";
    init_deferred();
    init_script_json();
    AwaitErrorBoundary = class extends Component {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? this.props.fallback : this.props.children;
      }
    };
  }
});

// src/shared/data/load-entity.ts
async function loadEntity(api, entityType, slug2, query = {}) {
  try {
    const [entity] = await api.call("GET /url/entity", { query: { entity_type: entityType, slug: slug2, ...query } });
    if (entity === void 0) throw PageResponse.notFound();
    return entity;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw PageResponse.notFound();
    throw error;
  }
}
var init_load_entity = __esm({
  "src/shared/data/load-entity.ts"() {
    "use strict";
    init_client();
    init_page_response();
  }
});

// src/shared/pages/category/page.tsx
var page_exports3 = {};
__export(page_exports3, {
  default: () => CategoryScreen,
  loader: () => loader3,
  meta: () => meta3,
  productsPerPage: () => productsPerPage
});
import { FormattedMessage as FormattedMessage8, useIntl as useIntl6 } from "react-intl";
import { Fragment as Fragment5, jsx as jsx13, jsxs as jsxs11 } from "react/jsx-runtime";
function CategoryScreen() {
  const { category, categories: categories2, products: products2, filters } = useLoaderData();
  const { match: match3 } = usePage();
  const intl = useIntl6();
  const activeFilters = match3?.filters ?? [];
  const locationOf = (next, page3) => ({
    name: "category",
    params: category ? { slug: category.slug } : {},
    filters: next,
    ...page3 && page3 > 1 ? { page: page3 } : {}
  });
  return /* @__PURE__ */ jsxs11("section", { className: "category", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs11("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx13("h1", { id: "page-heading", children: category ? category.name : /* @__PURE__ */ jsx13(FormattedMessage8, { id: "category.index.title" }) }),
      /* @__PURE__ */ jsx13("p", { className: "lead", children: category ? category.description : /* @__PURE__ */ jsx13(FormattedMessage8, { id: "category.index.intro" }) })
    ] }),
    categories2.length > 0 && /* @__PURE__ */ jsx13("nav", { "aria-label": intl.formatMessage({ id: category ? "category.subcategories" : "category.index.ranges" }), children: category ? /* @__PURE__ */ jsx13("ul", { className: "chip-list", children: categories2.map((child) => /* @__PURE__ */ jsx13("li", { children: /* @__PURE__ */ jsx13(Link, { to: { name: "category", params: { slug: child.slug } }, className: "chip", children: child.name }) }, child.id)) }) : /* @__PURE__ */ jsx13("ul", { className: "range-grid", children: categories2.map((child, index) => /* @__PURE__ */ jsx13("li", { children: /* @__PURE__ */ jsxs11(Link, { to: { name: "category", params: { slug: child.slug } }, className: "range-card", children: [
      child.cover && /* @__PURE__ */ jsx13(Picture, { picture: child.cover, alt: "", ...pictureSizes.push, eager: index < 3 }),
      /* @__PURE__ */ jsx13("span", { className: "range-card__name", children: child.name }),
      /* @__PURE__ */ jsx13("span", { className: "range-card__count", children: /* @__PURE__ */ jsx13(FormattedMessage8, { id: "category.count", values: { count: child.products_count } }) })
    ] }) }, child.id)) }) }),
    products2 && filters && /* @__PURE__ */ jsxs11("div", { className: "listing", children: [
      /* @__PURE__ */ jsx13("aside", { className: "listing__filters", children: /* @__PURE__ */ jsx13(Await, { value: filters, fallback: /* @__PURE__ */ jsx13("p", { "aria-busy": "true", children: intl.formatMessage({ id: "page.loading" }) }), errorView: null, children: (available) => /* @__PURE__ */ jsx13(FilterPanel, { available, filters: activeFilters, locationOf: (next) => locationOf(next) }) }) }),
      /* @__PURE__ */ jsx13("div", { className: "listing__results", children: /* @__PURE__ */ jsx13(
        Await,
        {
          value: products2,
          fallback: /* @__PURE__ */ jsx13("p", { className: "listing__placeholder", "aria-busy": "true", children: intl.formatMessage({ id: "page.loading" }) }),
          errorView: /* @__PURE__ */ jsx13("p", { role: "alert", children: intl.formatMessage({ id: "page.sectionFailed" }) }),
          children: (page3) => /* @__PURE__ */ jsxs11(Fragment5, { children: [
            /* @__PURE__ */ jsxs11("div", { className: "listing__bar", children: [
              /* @__PURE__ */ jsx13("p", { className: "listing__count", role: "status", children: /* @__PURE__ */ jsx13(FormattedMessage8, { id: "category.count", values: { count: page3.total } }) }),
              /* @__PURE__ */ jsx13(SortLinks, { filters: activeFilters, locationOf: (next) => locationOf(next) })
            ] }),
            page3.items.length > 0 ? /* @__PURE__ */ jsx13(ProductGrid, { products: page3.items, eagerCount: 4 }) : /* @__PURE__ */ jsxs11("p", { className: "listing__empty", children: [
              /* @__PURE__ */ jsx13(FormattedMessage8, { id: "listing.empty" }),
              " ",
              /* @__PURE__ */ jsx13(Link, { to: locationOf([]), children: /* @__PURE__ */ jsx13(FormattedMessage8, { id: "listing.showAll" }) })
            ] }),
            /* @__PURE__ */ jsx13(
              Pagination,
              {
                page: match3?.page ?? 1,
                pageCount: Math.ceil(page3.total / productsPerPage),
                locationOf: (number) => locationOf(activeFilters, number)
              }
            )
          ] })
        }
      ) })
    ] })
  ] });
}
var productsPerPage, loader3, meta3;
var init_page3 = __esm({
  "src/shared/pages/category/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_filter_panel();
    init_filter_segments();
    init_pagination();
    init_picture();
    init_product_card();
    init_sort_links();
    init_await();
    init_deferred();
    init_load_entity();
    productsPerPage = 24;
    loader3 = async ({ api, match: match3 }) => {
      const slug2 = match3.params.slug;
      if (slug2 === void 0) {
        const { items } = await api.call("GET /category", { query: { depth: 0 } });
        return { category: void 0, categories: items, products: void 0, filters: void 0 };
      }
      const category = await loadEntity(api, "category", slug2, { depth: 1, parents: 1 });
      const caracteristics2 = caracteristicsOf(match3.filters);
      const products2 = api.call("GET /product", {
        query: { categories: [category.id], caracteristics: caracteristics2, orderBy: sortOf(match3.filters), perPage: productsPerPage, page: match3.page ?? 1 }
      }).then(toProductCards);
      const filters = api.call("GET /filters-products", { query: { categories: [category.id], caracteristics: caracteristics2 } }).catch(() => ({}));
      return { category, categories: category.childs ?? [], products: defer(products2), filters: defer(filters) };
    };
    meta3 = ({ data, intl }) => {
      const { category } = data;
      if (!category) {
        return { title: intl.formatMessage({ id: "category.index.title" }), description: intl.formatMessage({ id: "category.index.intro" }), breadcrumb: [] };
      }
      return {
        title: category.name,
        description: category.description,
        audience: category.target,
        ...category.cover ? { image: category.cover } : {},
        breadcrumb: [
          ...(category.parents ?? []).map((parent) => ({ label: parent.name, to: { name: "category", params: { slug: parent.slug } } })),
          { label: category.name }
        ]
      };
    };
  }
});

// src/shared/features/choice-guide/model.ts
import { attach as attach5, combine as combine2, createEvent as createEvent7, createStore as createStore7, sample as sample7 } from "effector";
function isQuestionEnabled(index, answeredInOrder) {
  return index <= answeredInOrder;
}
function orderedChoices(filters) {
  return Object.values(filters).filter((filter) => filter.type === "choice").sort((a, b) => a.position - b.position);
}
var choiceGuideOpened, choiceGuideClosed, guideAnswerChanged, $choiceGuideOpen, $guideFilters, $guideAnswers, $guideFailed, $revision, $answeredInOrder, $guideSearchEnabled, $guideChosen, fetchGuideFiltersFx, $guideLoading, requested, request, answered2, current, planChanged;
var init_model6 = __esm({
  "src/shared/features/choice-guide/model.ts"() {
    "use strict";
    init_model();
    choiceGuideOpened = createEvent7();
    choiceGuideClosed = createEvent7();
    guideAnswerChanged = createEvent7();
    $choiceGuideOpen = createStore7(false, { sid: "choice-guide/$choiceGuideOpen" });
    $guideFilters = createStore7([], { sid: "choice-guide/$guideFilters", serialize: "ignore" });
    $guideAnswers = createStore7({}, { sid: "choice-guide/$guideAnswers", serialize: "ignore" });
    $guideFailed = createStore7(false, { sid: "choice-guide/$guideFailed", serialize: "ignore" });
    $revision = createStore7(0, { sid: "choice-guide/$revision", serialize: "ignore" });
    $answeredInOrder = combine2($guideFilters, $guideAnswers, (filters, answers2) => {
      const firstUnanswered = filters.findIndex((filter) => !answers2[filter.technical_name]);
      return firstUnanswered === -1 ? filters.length : firstUnanswered;
    });
    $guideSearchEnabled = combine2($guideFilters, $answeredInOrder, (filters, answered5) => filters.length > 0 && answered5 === filters.length);
    $guideChosen = combine2($guideFilters, $guideAnswers, (filters, answers2) => {
      const chosen = {};
      for (const filter of filters) {
        const value = answers2[filter.technical_name];
        if (value) chosen[filter.technical_name] = [value];
      }
      return chosen;
    });
    fetchGuideFiltersFx = attach5({
      source: { api: $api, target: $target },
      effect: async ({ api, target }, request2) => {
        if (!api) throw new Error("No data source in this scope");
        const caracteristics2 = {};
        for (const [name, value] of Object.entries(request2.answers)) caracteristics2[name] = [value];
        const query = target === "pro" ? { guide_de_choix: 1, caracteristics: caracteristics2 } : { guide_de_choix: 1 };
        return { request: request2, filters: await api.call("GET /filters-products", { query }) };
      }
    });
    $guideLoading = fetchGuideFiltersFx.pending;
    sample7({ clock: choiceGuideOpened, fn: () => true, target: $choiceGuideOpen });
    sample7({ clock: choiceGuideClosed, fn: () => false, target: $choiceGuideOpen });
    requested = createEvent7();
    request = sample7({
      clock: requested,
      source: $revision,
      fn: (revision, answers2) => ({ revision: revision + 1, answers: answers2 })
    });
    sample7({ clock: request, fn: ({ revision }) => revision, target: $revision });
    sample7({ clock: request, target: fetchGuideFiltersFx });
    sample7({ clock: choiceGuideOpened, source: { filters: $guideFilters, answers: $guideAnswers }, filter: ({ filters }) => filters.length === 0, fn: ({ answers: answers2 }) => answers2, target: requested });
    answered2 = sample7({
      clock: guideAnswerChanged,
      source: { filters: $guideFilters, answers: $guideAnswers, answeredInOrder: $answeredInOrder },
      filter: ({ filters, answeredInOrder }, { name }) => {
        const index = filters.findIndex((filter) => filter.technical_name === name);
        return index !== -1 && isQuestionEnabled(index, answeredInOrder);
      },
      fn: ({ filters, answers: answers2 }, { name, value }) => {
        const index = filters.findIndex((filter) => filter.technical_name === name);
        const kept = {};
        for (const filter of filters.slice(0, index)) kept[filter.technical_name] = answers2[filter.technical_name];
        if (value !== "") kept[name] = value;
        return kept;
      }
    });
    sample7({ clock: answered2, target: [$guideAnswers, requested] });
    current = sample7({
      clock: fetchGuideFiltersFx.doneData,
      source: $revision,
      filter: (revision, { request: request2 }) => request2.revision === revision,
      fn: (_revision, { filters }) => orderedChoices(filters)
    });
    sample7({ clock: current, target: $guideFilters });
    sample7({ clock: current, fn: () => false, target: $guideFailed });
    sample7({
      clock: fetchGuideFiltersFx.fail,
      source: $revision,
      filter: (revision, { params }) => params.revision === revision,
      fn: () => true,
      target: $guideFailed
    });
    planChanged = sample7({ clock: $salesPlan.updates, source: $revision, fn: (revision) => revision + 1 });
    sample7({ clock: planChanged, target: $revision });
    sample7({ clock: planChanged, fn: () => [], target: $guideFilters });
    sample7({ clock: planChanged, fn: () => ({}), target: $guideAnswers });
    sample7({ clock: planChanged, source: $choiceGuideOpen, filter: Boolean, fn: () => ({}), target: requested });
  }
});

// src/shared/catalogue/heart-icon.tsx
import { jsx as jsx14 } from "react/jsx-runtime";
function HeartIcon({ filled }) {
  return /* @__PURE__ */ jsx14("svg", { "aria-hidden": "true", width: "22", height: "22", viewBox: "0 0 24 24", className: "icon", children: /* @__PURE__ */ jsx14(
    "path",
    {
      d: "M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z",
      fill: filled ? "currentColor" : "none",
      stroke: "currentColor",
      strokeWidth: "2",
      strokeLinejoin: "round"
    }
  ) });
}
var init_heart_icon = __esm({
  "src/shared/catalogue/heart-icon.tsx"() {
    "use strict";
  }
});

// src/shared/features/persistence/persisted-slice.ts
var init_persisted_slice = __esm({
  "src/shared/features/persistence/persisted-slice.ts"() {
    "use strict";
  }
});

// src/shared/features/persistence/model.ts
import { createEffect as createEffect3, createEvent as createEvent8, createStore as createStore8, sample as sample8 } from "effector";
var persistenceStarted, $storage;
var init_model7 = __esm({
  "src/shared/features/persistence/model.ts"() {
    "use strict";
    init_persisted_slice();
    persistenceStarted = createEvent8();
    $storage = createStore8(null, { sid: "persistence/$storage", serialize: "ignore" });
    sample8({ clock: persistenceStarted, target: $storage });
  }
});

// src/shared/features/favorites/model.ts
import { createEvent as createEvent9, createStore as createStore9, sample as sample9 } from "effector";
var favoriteToggled, $favoriteIds, $hasFavorites, $savedListsRestored;
var init_model8 = __esm({
  "src/shared/features/favorites/model.ts"() {
    "use strict";
    init_model7();
    favoriteToggled = createEvent9();
    $favoriteIds = createStore9([], { sid: "favorites/$favoriteIds" });
    $hasFavorites = $favoriteIds.map((ids) => ids.length > 0);
    sample9({
      clock: favoriteToggled,
      source: $favoriteIds,
      fn: (ids, productId) => ids.includes(productId) ? ids.filter((id2) => id2 !== productId) : [...ids, productId],
      target: $favoriteIds
    });
    $savedListsRestored = createStore9(false, { sid: "favorites/$savedListsRestored", serialize: "ignore" });
    sample9({ clock: persistenceStarted, fn: () => true, target: $savedListsRestored });
  }
});

// src/shared/features/favorites/favorite-toggle.tsx
import { useIntl as useIntl7 } from "react-intl";
import { useUnit as useUnit5 } from "effector-react";
import { jsx as jsx15 } from "react/jsx-runtime";
function FavoriteToggle({ productId, name }) {
  const intl = useIntl7();
  const [favoriteIds, toggle2] = useUnit5([$favoriteIds, favoriteToggled]);
  const favorite = favoriteIds.includes(productId);
  return /* @__PURE__ */ jsx15(
    "button",
    {
      type: "button",
      className: "toggle toggle--favorite",
      "aria-pressed": favorite,
      "aria-label": intl.formatMessage({ id: "favorites.add" }, { name }),
      onClick: () => toggle2(productId),
      children: /* @__PURE__ */ jsx15(HeartIcon, { filled: favorite })
    }
  );
}
var init_favorite_toggle = __esm({
  "src/shared/features/favorites/favorite-toggle.tsx"() {
    "use strict";
    init_heart_icon();
    init_model8();
  }
});

// src/shared/features/comparator/model.ts
import { combine as combine3, createEvent as createEvent10, createStore as createStore10, sample as sample10 } from "effector";
var compareLimits, productCompareToggled, comparatorCleared, compareLimitChanged, compareRefused, $comparedIds, $compareLimit, $comparedCount, toggle, planChanged2, previousPlanId, $comparison, comparisonRestored;
var init_model9 = __esm({
  "src/shared/features/comparator/model.ts"() {
    "use strict";
    init_model();
    init_model2();
    compareLimits = { desktop: 5, mobile: 3 };
    productCompareToggled = createEvent10();
    comparatorCleared = createEvent10();
    compareLimitChanged = createEvent10();
    compareRefused = createEvent10();
    $comparedIds = createStore10([], { sid: "comparator/$comparedIds" });
    $compareLimit = createStore10(compareLimits.desktop, { sid: "comparator/$compareLimit" });
    $comparedCount = $comparedIds.map((ids) => ids.length);
    toggle = sample10({
      clock: productCompareToggled,
      source: { ids: $comparedIds, limit: $compareLimit },
      fn: ({ ids, limit }, productId) => {
        if (ids.includes(productId)) return { ids: ids.filter((id2) => id2 !== productId), refused: false, limit };
        if (ids.length >= limit) return { ids, refused: true, limit };
        return { ids: [...ids, productId], refused: false, limit };
      }
    });
    sample10({ clock: toggle, filter: ({ refused }) => !refused, fn: ({ ids }) => ids, target: $comparedIds });
    sample10({ clock: toggle, filter: ({ refused }) => refused, fn: ({ limit }) => limit, target: compareRefused });
    sample10({ clock: compareLimitChanged, target: $compareLimit });
    planChanged2 = sample10({
      clock: $salesPlan.updates,
      source: $salesPlan,
      fn: (plan) => plan?.id
    }).filterMap((id2) => id2);
    previousPlanId = createStore10(null, { sid: "comparator/previousPlanId" });
    sample10({
      clock: planChanged2,
      source: previousPlanId,
      filter: (previous, next) => previous !== null && previous !== next,
      target: comparatorCleared
    });
    sample10({ clock: planChanged2, target: previousPlanId });
    sample10({ clock: comparatorCleared, fn: () => [], target: $comparedIds });
    sample10({
      clock: compareRefused,
      fn: (limit) => ({ kind: "info", message: limit === compareLimits.mobile ? "toast.compareFull.mobile" : "toast.compareFull.desktop" }),
      target: toastShown
    });
    $comparison = combine3($salesPlan, $comparedIds, (plan, ids) => ({ planId: plan?.id ?? null, ids }));
    comparisonRestored = createEvent10();
    sample10({
      clock: comparisonRestored,
      source: { plan: $salesPlan, limit: $compareLimit },
      filter: ({ plan }, saved) => plan !== null && plan.id === saved.planId,
      fn: ({ limit }, saved) => [...new Set(saved.ids)].slice(0, limit),
      target: $comparedIds
    });
  }
});

// src/shared/features/comparator/compare-toggle.tsx
import { FormattedMessage as FormattedMessage9, useIntl as useIntl8 } from "react-intl";
import { useUnit as useUnit6 } from "effector-react";
import { jsx as jsx16, jsxs as jsxs12 } from "react/jsx-runtime";
function CompareToggle({ productId, name }) {
  const intl = useIntl8();
  const [comparedIds, toggle2] = useUnit6([$comparedIds, productCompareToggled]);
  return /* @__PURE__ */ jsxs12(
    "button",
    {
      type: "button",
      className: "toggle toggle--compare",
      "aria-pressed": comparedIds.includes(productId),
      "aria-label": intl.formatMessage({ id: "compare.add" }, { name }),
      onClick: () => toggle2(productId),
      children: [
        /* @__PURE__ */ jsx16("svg", { "aria-hidden": "true", width: "18", height: "18", viewBox: "0 0 24 24", className: "icon", children: /* @__PURE__ */ jsx16("path", { d: "M4 20V10M10 20V4M16 20v-7M22 20H2", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round" }) }),
        /* @__PURE__ */ jsx16(FormattedMessage9, { id: "compare.button" })
      ]
    }
  );
}
var init_compare_toggle = __esm({
  "src/shared/features/comparator/compare-toggle.tsx"() {
    "use strict";
    init_model9();
  }
});

// src/shared/features/comparator/listing-product-grid.tsx
import { jsx as jsx17, jsxs as jsxs13 } from "react/jsx-runtime";
function ListingProductGrid({ products: products2, eagerCount = 0 }) {
  return /* @__PURE__ */ jsx17("ul", { className: "product-grid", children: products2.map((product, index) => /* @__PURE__ */ jsxs13("li", { children: [
    /* @__PURE__ */ jsx17(ProductCard, { product, eager: index < eagerCount }),
    /* @__PURE__ */ jsxs13("div", { className: "product-card__actions", children: [
      /* @__PURE__ */ jsx17(CompareToggle, { productId: product.id, name: product.name }),
      /* @__PURE__ */ jsx17(FavoriteToggle, { productId: product.id, name: product.name })
    ] })
  ] }, product.id)) });
}
var init_listing_product_grid = __esm({
  "src/shared/features/comparator/listing-product-grid.tsx"() {
    "use strict";
    init_product_card();
    init_favorite_toggle();
    init_compare_toggle();
  }
});

// src/shared/routing/characteristics.ts
function encodeCharacteristics(chosen) {
  const bytes = new TextEncoder().encode(JSON.stringify(chosen));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function decodeCharacteristics(encoded) {
  if (encoded.length === 0 || encoded.length > maxEncodedLength) return void 0;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return void 0;
  let json;
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, ""));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return void 0;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return void 0;
  const chosen = /* @__PURE__ */ Object.create(null);
  for (const [name, values] of Object.entries(json)) {
    if (!Array.isArray(values) || !values.every((value) => typeof value === "string")) return void 0;
    chosen[name] = values;
  }
  return chosen;
}
var maxEncodedLength;
var init_characteristics = __esm({
  "src/shared/routing/characteristics.ts"() {
    "use strict";
    maxEncodedLength = 4096;
  }
});

// src/shared/pages/choice-guide/page.tsx
var page_exports4 = {};
__export(page_exports4, {
  default: () => ChoiceGuideScreen,
  loader: () => loader4,
  meta: () => meta4,
  productsPerPage: () => productsPerPage2
});
import { FormattedMessage as FormattedMessage10, useIntl as useIntl9 } from "react-intl";
import { useUnit as useUnit7 } from "effector-react";
import { Fragment as Fragment6, jsx as jsx18, jsxs as jsxs14 } from "react/jsx-runtime";
function ChoiceGuideScreen() {
  const { encoded, chosen, products: products2, filters } = useLoaderData();
  const { match: match3 } = usePage();
  const intl = useIntl9();
  const openGuide = useUnit7(choiceGuideOpened);
  const activeFilters = match3?.filters ?? [];
  const locationOf = (next, page3) => ({
    name: "choice-guide",
    params: { caracteristics: encoded },
    filters: next,
    ...page3 && page3 > 1 ? { page: page3 } : {}
  });
  const loading = /* @__PURE__ */ jsx18("p", { "aria-busy": "true", children: intl.formatMessage({ id: "page.loading" }) });
  return /* @__PURE__ */ jsxs14("section", { className: "choice-guide-results", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs14("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx18("h1", { id: "page-heading", children: /* @__PURE__ */ jsx18(FormattedMessage10, { id: "choiceGuide.title" }) }),
      /* @__PURE__ */ jsx18(Await, { value: filters, fallback: null, errorView: null, children: (available) => /* @__PURE__ */ jsx18(ChosenSummary, { chosen, available }) }),
      /* @__PURE__ */ jsx18("button", { type: "button", className: "button button--secondary", "aria-haspopup": "dialog", onClick: () => openGuide(), children: /* @__PURE__ */ jsx18(FormattedMessage10, { id: "guide.again" }) })
    ] }),
    /* @__PURE__ */ jsxs14("div", { className: "listing", children: [
      /* @__PURE__ */ jsx18("aside", { className: "listing__filters", children: /* @__PURE__ */ jsx18(Await, { value: filters, fallback: loading, errorView: null, children: (available) => /* @__PURE__ */ jsx18(FilterPanel, { available, filters: activeFilters, locationOf: (next) => locationOf(next) }) }) }),
      /* @__PURE__ */ jsx18("div", { className: "listing__results", children: /* @__PURE__ */ jsx18(Await, { value: products2, fallback: loading, errorView: /* @__PURE__ */ jsx18("p", { role: "alert", children: intl.formatMessage({ id: "page.sectionFailed" }) }), children: (page3) => /* @__PURE__ */ jsxs14(Fragment6, { children: [
        /* @__PURE__ */ jsxs14("div", { className: "listing__bar", children: [
          /* @__PURE__ */ jsx18("p", { className: "listing__count", role: "status", children: /* @__PURE__ */ jsx18(FormattedMessage10, { id: "category.count", values: { count: page3.total } }) }),
          /* @__PURE__ */ jsx18(SortLinks, { filters: activeFilters, locationOf: (next) => locationOf(next) })
        ] }),
        page3.items.length > 0 ? /* @__PURE__ */ jsx18(ListingProductGrid, { products: page3.items, eagerCount: 4 }) : /* @__PURE__ */ jsx18("p", { className: "listing__empty", children: /* @__PURE__ */ jsx18(FormattedMessage10, { id: "guide.none" }) }),
        /* @__PURE__ */ jsx18(Pagination, { page: match3?.page ?? 1, pageCount: Math.ceil(page3.total / productsPerPage2), locationOf: (number) => locationOf(activeFilters, number) })
      ] }) }) })
    ] })
  ] });
}
function ChosenSummary({ chosen, available }) {
  const answers2 = Object.entries(chosen).flatMap(([name, values]) => {
    const filter = available[name];
    if (filter?.type !== "choice") return [];
    const labels = values.map((value) => filter.data.find((option) => option.value === value)?.label ?? value);
    return [{ name, question: filter.label, answer: labels.join(", ") }];
  });
  if (answers2.length === 0) return null;
  return /* @__PURE__ */ jsxs14(Fragment6, { children: [
    /* @__PURE__ */ jsx18("h2", { className: "visually-hidden", children: /* @__PURE__ */ jsx18(FormattedMessage10, { id: "guide.yourChoices" }) }),
    /* @__PURE__ */ jsx18("dl", { className: "choice-guide-results__answers", children: answers2.map(({ name, question, answer: answer2 }) => /* @__PURE__ */ jsxs14("div", { children: [
      /* @__PURE__ */ jsx18("dt", { children: question }),
      /* @__PURE__ */ jsx18("dd", { children: answer2 })
    ] }, name)) })
  ] });
}
var productsPerPage2, loader4, meta4;
var init_page4 = __esm({
  "src/shared/pages/choice-guide/page.tsx"() {
    "use strict";
    init_router_context();
    init_filter_panel();
    init_filter_segments();
    init_pagination();
    init_sort_links();
    init_await();
    init_deferred();
    init_page_response();
    init_model6();
    init_listing_product_grid();
    init_characteristics();
    productsPerPage2 = 24;
    loader4 = async ({ api, match: match3 }) => {
      const encoded = match3.params.caracteristics;
      const chosen = decodeCharacteristics(encoded);
      if (!chosen) throw PageResponse.notFound();
      const caracteristics2 = { ...chosen, ...caracteristicsOf(match3.filters) };
      return {
        encoded,
        chosen,
        products: defer(api.call("GET /product", { query: { caracteristics: caracteristics2, orderBy: sortOf(match3.filters), perPage: productsPerPage2, page: match3.page ?? 1 } })),
        filters: defer(api.call("GET /filters-products", { query: { caracteristics: caracteristics2 } }))
      };
    };
    meta4 = ({ intl }) => ({
      title: intl.formatMessage({ id: "choiceGuide.title" }),
      indexable: false
    });
  }
});

// src/shared/catalogue/backoffice-link.ts
function resolveBackofficeLink(router, link2) {
  const text3 = link2?.trim();
  if (!text3) return void 0;
  if (absoluteUrl.test(text3)) return { kind: "external", href: text3 };
  const [path4] = text3.split(/[?#]/, 1);
  const match3 = router.match(`/${path4.replace(/^\/+/, "")}`);
  if (!match3) return void 0;
  return {
    kind: "route",
    location: { name: match3.route.name, params: match3.params, filters: match3.filters, ...match3.page === void 0 ? {} : { page: match3.page } }
  };
}
function pushTarget(push2) {
  return push2.link ?? push2.element?.url ?? push2.slug;
}
var absoluteUrl;
var init_backoffice_link = __esm({
  "src/shared/catalogue/backoffice-link.ts"() {
    "use strict";
    absoluteUrl = /^https?:\/\//i;
  }
});

// src/shared/catalogue/push-card.tsx
import { jsx as jsx19, jsxs as jsxs15 } from "react/jsx-runtime";
function PushCard({ title, text: text3, visual: visual2, link: link2, linkLabel, headingLevel = 3, eager = false }) {
  const { router } = useRouterContext();
  const target = resolveBackofficeLink(router, link2);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const label = linkLabel ?? title;
  return /* @__PURE__ */ jsxs15("article", { className: "push-card", children: [
    visual2 && /* @__PURE__ */ jsx19(Picture, { picture: visual2, alt: "", ...pictureSizes.push, eager, className: "push-card__visual" }),
    /* @__PURE__ */ jsxs15("div", { className: "push-card__body", children: [
      /* @__PURE__ */ jsx19(Heading, { className: "push-card__title", children: title }),
      text3 && /* @__PURE__ */ jsx19("p", { children: text3 }),
      target?.kind === "route" && /* @__PURE__ */ jsxs15(Link, { to: target.location, className: "push-card__link", children: [
        label,
        /* @__PURE__ */ jsxs15("span", { className: "visually-hidden", children: [
          ": ",
          title
        ] })
      ] }),
      target?.kind === "external" && /* @__PURE__ */ jsxs15("a", { href: target.href, className: "push-card__link", target: "_blank", rel: "noopener noreferrer", children: [
        label,
        /* @__PURE__ */ jsxs15("span", { className: "visually-hidden", children: [
          ": ",
          title
        ] })
      ] })
    ] })
  ] });
}
var init_push_card = __esm({
  "src/shared/catalogue/push-card.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_backoffice_link();
    init_picture();
  }
});

// src/shared/catalogue/page-blocks.tsx
import { Fragment as Fragment7, jsx as jsx20, jsxs as jsxs16 } from "react/jsx-runtime";
function PageBlocks({ blocks }) {
  return /* @__PURE__ */ jsx20(Fragment7, { children: blocks.map(
    (block, index) => block.type === "paragraph" ? /* @__PURE__ */ jsxs16("section", { className: "block block--paragraph", children: [
      block.titre && /* @__PURE__ */ jsx20("h2", { children: block.titre }),
      /* @__PURE__ */ jsxs16("div", { className: "block__content", children: [
        /* @__PURE__ */ jsx20("div", { className: "block__text", children: block.text.split(/\n{2,}/).map((paragraph2, line) => /* @__PURE__ */ jsx20("p", { children: paragraph2 }, line)) }),
        block.visuel && /* @__PURE__ */ jsx20(Picture, { picture: block.visuel, ...pictureSizes.push, eager: index === 0, className: "block__visual" })
      ] })
    ] }, index) : /* @__PURE__ */ jsx20("div", { className: "block block--push", children: /* @__PURE__ */ jsx20(
      PushCard,
      {
        title: block.titre,
        text: block.text ?? block.label,
        visual: block.visuel,
        link: pushTarget(block),
        linkLabel: block.label_link,
        headingLevel: 2
      }
    ) }, index)
  ) });
}
var init_page_blocks = __esm({
  "src/shared/catalogue/page-blocks.tsx"() {
    "use strict";
    init_backoffice_link();
    init_picture();
    init_push_card();
  }
});

// src/shared/forms/form-context.tsx
import { createContext as createContext2, use as use3 } from "react";
function useFormContext() {
  const context2 = use3(FormContext);
  if (!context2) throw new Error("form fields must be inside <ContractForm>");
  return context2;
}
function fieldId(idPrefix, name) {
  return `${idPrefix}-${name.replace(/\./g, "-")}`;
}
function textValue(values, name) {
  const value = values[name];
  return typeof value === "string" ? value : "";
}
var FormContext;
var init_form_context = __esm({
  "src/shared/forms/form-context.tsx"() {
    "use strict";
    FormContext = createContext2(null);
  }
});

// src/shared/forms/form-errors.ts
function submitFailure(error) {
  if (!(error instanceof ApiError) || error.status !== 422 && error.status !== 413) return { kind: "unknown" };
  const errors = /* @__PURE__ */ Object.create(null);
  for (const [field, message] of Object.entries(error.errors)) {
    if (typeof message === "string") errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? { kind: "fields", errors } : { kind: "unknown" };
}
var init_form_errors = __esm({
  "src/shared/forms/form-errors.ts"() {
    "use strict";
    init_client();
  }
});

// src/shared/features/bot-check/recaptcha.ts
function scriptUrlFor(siteKey) {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}
function loadScript(url) {
  const existing = loads.get(url);
  if (existing) return existing;
  const loading = new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error(SCRIPT_FAILED_MESSAGE));
    };
    script.onerror = () => reject(new Error(SCRIPT_FAILED_MESSAGE));
    document.head.append(script);
  });
  loading.catch(() => loads.delete(url));
  loads.set(url, loading);
  return loading;
}
function actionName(endpoint2) {
  return endpoint2.replace(/^[A-Z]+ \//, "").replace(/[^A-Za-z/_]/g, "_").replace(/\//g, "_");
}
async function recaptchaToken(options, action) {
  if (!options.siteKey) throw new Error(NO_KEY_MESSAGE);
  if (!options.version) throw new Error(NO_VERSION_MESSAGE);
  const grecaptcha = await loadScript(options.scriptUrl ?? scriptUrlFor(options.siteKey));
  try {
    return await grecaptcha.execute(options.siteKey, { action });
  } catch {
    throw new Error(EXECUTE_FAILED_MESSAGE);
  }
}
var NO_KEY_MESSAGE, NO_VERSION_MESSAGE, SCRIPT_FAILED_MESSAGE, EXECUTE_FAILED_MESSAGE, loads;
var init_recaptcha = __esm({
  "src/shared/features/bot-check/recaptcha.ts"() {
    "use strict";
    NO_KEY_MESSAGE = "No key provided";
    NO_VERSION_MESSAGE = "No version provided";
    SCRIPT_FAILED_MESSAGE = "ReCaptcha error: Failed to load script";
    EXECUTE_FAILED_MESSAGE = "Failed to execute";
    loads = /* @__PURE__ */ new Map();
  }
});

// src/shared/features/bot-check/model.ts
async function botCheckToken(config2, endpoint2) {
  if (config2.siteKey === null) return void 0;
  try {
    return await recaptchaToken(config2, actionName(endpoint2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return void 0;
  }
}
var $botCheck;
var init_model10 = __esm({
  "src/shared/features/bot-check/model.ts"() {
    "use strict";
    init_third_parties();
    init_recaptcha();
    $botCheck = $thirdParties.map((config2) => ({ siteKey: config2.botCheckSiteKey, version: config2.botCheckVersion }));
  }
});

// src/shared/forms/post-form.ts
function multipart(body, files) {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === void 0 || value === null) continue;
    if (typeof value === "object") throw new TypeError(`${name}: nested values cannot be sent as multipart`);
    data.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) data.append(name, file, file.name);
  return data;
}
async function postForm(api, post) {
  const files = post.files ?? {};
  const hasFiles = Object.keys(files).length > 0;
  const headers = { accept: "application/json" };
  if (post.botCheckToken) headers[BOT_CHECK_HEADER] = post.botCheckToken;
  if (!hasFiles) headers["content-type"] = "application/json";
  const response = await fetch(api.url(post.endpoint), {
    method: "POST",
    credentials: "same-origin",
    headers,
    body: hasFiles ? multipart(post.body, files) : JSON.stringify(post.body)
  });
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, payload.errors ?? {}, post.endpoint);
  return payload.data;
}
var BOT_CHECK_HEADER;
var init_post_form = __esm({
  "src/shared/forms/post-form.ts"() {
    "use strict";
    init_client();
    BOT_CHECK_HEADER = "x-bot-check-token";
  }
});

// src/shared/forms/model.ts
import { attach as attach6, createEffect as createEffect4 } from "effector";
var sendFormFx, submitFormFx;
var init_model11 = __esm({
  "src/shared/forms/model.ts"() {
    "use strict";
    init_model();
    init_model10();
    init_post_form();
    sendFormFx = createEffect4(
      async ({ api, botCheck, submission }) => {
        if (!api) throw new Error("No data source in this scope");
        const botCheckToken2 = await botCheckToken(botCheck, submission.endpoint);
        return postForm(api, { ...submission, botCheckToken: botCheckToken2 });
      }
    );
    submitFormFx = attach6({
      source: { api: $api, botCheck: $botCheck },
      mapParams: (submission, { api, botCheck }) => ({ api, botCheck, submission }),
      effect: sendFormFx
    });
  }
});

// src/shared/forms/contract-form.tsx
import { useState, useId, useRef } from "react";
import { FormattedMessage as FormattedMessage11 } from "react-intl";
import { useUnit as useUnit8 } from "effector-react";
import { Fragment as Fragment8, jsx as jsx21, jsxs as jsxs17 } from "react/jsx-runtime";
function bodyForCheck(body, files) {
  const placeholders = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, { filename: file.name, content_type: file.type, content_base64: "" }])
  );
  return { ...body, ...placeholders };
}
function ContractForm(props) {
  const { endpoint: endpoint2, initialValues: initialValues6, toBody, checkFiles, onSuccess, resetOnSuccess, submitLabel, className, children: children2 } = props;
  const idPrefix = useId();
  const [values, setValues] = useState(initialValues6);
  const [files, setFiles] = useState({});
  const [errors, setErrors] = useState({});
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef(null);
  const formRef = useRef(null);
  const [submit, showToast] = useUnit8([submitFormFx, toastShown]);
  const withoutError = (name) => setErrors((current2) => {
    if (!(name in current2)) return current2;
    const { [name]: _cleared, ...rest } = current2;
    return rest;
  });
  const setValue = (name, value) => {
    setValues((current2) => ({ ...current2, [name]: value }));
    withoutError(name);
  };
  const setFile = (name, file) => {
    setFiles((current2) => {
      const { [name]: _previous, ...rest } = current2;
      return file ? { ...rest, [name]: file } : rest;
    });
    withoutError(name);
  };
  const showErrors = (found) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    queueMicrotask(() => {
      const control = first === void 0 ? null : formRef.current?.querySelector(`#${CSS.escape(fieldId(idPrefix, first))}`);
      (control ?? summaryRef.current)?.focus();
    });
  };
  const onSubmit = async (event) => {
    event.preventDefault();
    if (submitting) return;
    const body = toBody(values);
    const checked2 = validateFormBody(endpoint2, bodyForCheck(body, files));
    const found = { ...checked2.ok ? {} : checked2.errors, ...checkFiles?.(files) };
    if (Object.keys(found).length > 0) return showErrors(found);
    setSubmitting(true);
    try {
      const data = await submit({ endpoint: endpoint2, body, files });
      setErrors({});
      if (resetOnSuccess) {
        setValues(initialValues6);
        setFiles({});
        formRef.current?.reset();
      }
      onSuccess(data, values);
    } catch (error) {
      const failure = submitFailure(error);
      if (failure.kind === "fields") showErrors(failure.errors);
      else showToast(unknownErrorToast);
    } finally {
      setSubmitting(false);
    }
  };
  const listed = Object.entries(errors);
  return /* @__PURE__ */ jsx21(FormContext, { value: { idPrefix, values, errors, files, submitting, setValue, setFile }, children: /* @__PURE__ */ jsxs17(
    "form",
    {
      ref: formRef,
      className: className ? `form ${className}` : "form",
      method: "post",
      action: `${API_PREFIX}${contract[endpoint2].path}`,
      encType: "multipart/form-data",
      noValidate: true,
      onSubmit,
      "aria-busy": submitting || void 0,
      children: [
        /* @__PURE__ */ jsx21("div", { ref: summaryRef, tabIndex: -1, className: "form__summary", role: "alert", hidden: listed.length === 0, children: listed.length > 0 && /* @__PURE__ */ jsxs17(Fragment8, { children: [
          /* @__PURE__ */ jsx21("p", { children: /* @__PURE__ */ jsx21(FormattedMessage11, { id: "forms.summary", values: { count: listed.length } }) }),
          /* @__PURE__ */ jsx21("ul", { children: listed.map(([name, message]) => /* @__PURE__ */ jsx21("li", { children: /* @__PURE__ */ jsx21("a", { href: `#${fieldId(idPrefix, name)}`, children: message }) }, name)) })
        ] }) }),
        children2,
        /* @__PURE__ */ jsx21("p", { className: "form__required-note", children: /* @__PURE__ */ jsx21(FormattedMessage11, { id: "forms.requiredNote" }) }),
        /* @__PURE__ */ jsx21("button", { type: "submit", className: "button", disabled: submitting, children: submitting ? /* @__PURE__ */ jsx21(FormattedMessage11, { id: "forms.sending" }) : submitLabel })
      ]
    }
  ) });
}
var init_contract_form = __esm({
  "src/shared/forms/contract-form.tsx"() {
    "use strict";
    init_contract();
    init_model2();
    init_form_schemas();
    init_form_context();
    init_form_errors();
    init_model11();
  }
});

// src/shared/forms/fields.tsx
import { FormattedMessage as FormattedMessage12 } from "react-intl";
import { Fragment as Fragment9, jsx as jsx22, jsxs as jsxs18 } from "react/jsx-runtime";
function useField(name, hint) {
  const form = useFormContext();
  const id2 = fieldId(form.idPrefix, name);
  const error = form.errors[name];
  const hintId = hint ? `${id2}-hint` : void 0;
  const errorId = error ? `${id2}-error` : void 0;
  const describedBy2 = [hintId, errorId].filter(Boolean).join(" ") || void 0;
  return {
    form,
    id: id2,
    error,
    control: { id: id2, name, "aria-invalid": error ? true : void 0, "aria-describedby": describedBy2 },
    hintId,
    errorId
  };
}
function FieldLabel({ htmlFor, label, required }) {
  return /* @__PURE__ */ jsxs18("label", { htmlFor, className: "field__label", children: [
    label,
    required && /* @__PURE__ */ jsxs18("span", { className: "field__required", children: [
      " ",
      /* @__PURE__ */ jsx22(FormattedMessage12, { id: "forms.requiredMark" })
    ] })
  ] });
}
function FieldHelp({ hint, hintId, error, errorId }) {
  return /* @__PURE__ */ jsxs18(Fragment9, { children: [
    hint && /* @__PURE__ */ jsx22("p", { id: hintId, className: "field__hint", children: hint }),
    error && /* @__PURE__ */ jsx22("p", { id: errorId, className: "field__error", children: error })
  ] });
}
function TextField({ name, label, required, hint, type = "text", autoComplete, inputMode, min, max, step }) {
  const { form, id: id2, error, control, hintId, errorId } = useField(name, hint);
  return /* @__PURE__ */ jsxs18("div", { className: error ? "field field--invalid" : "field", children: [
    /* @__PURE__ */ jsx22(FieldLabel, { htmlFor: id2, label, required }),
    /* @__PURE__ */ jsx22(
      "input",
      {
        ...control,
        type,
        value: textValue(form.values, name),
        required,
        autoComplete,
        inputMode,
        min,
        max,
        step,
        onChange: (event) => form.setValue(name, event.target.value)
      }
    ),
    /* @__PURE__ */ jsx22(FieldHelp, { hint, hintId, error, errorId })
  ] });
}
function TextAreaField({ name, label, required, hint, rows: rows2 = 6 }) {
  const { form, id: id2, error, control, hintId, errorId } = useField(name, hint);
  return /* @__PURE__ */ jsxs18("div", { className: error ? "field field--invalid" : "field", children: [
    /* @__PURE__ */ jsx22(FieldLabel, { htmlFor: id2, label, required }),
    /* @__PURE__ */ jsx22("textarea", { ...control, rows: rows2, value: textValue(form.values, name), required, onChange: (event) => form.setValue(name, event.target.value) }),
    /* @__PURE__ */ jsx22(FieldHelp, { hint, hintId, error, errorId })
  ] });
}
function SelectField({ name, label, required, hint, options, placeholder }) {
  const { form, id: id2, error, control, hintId, errorId } = useField(name, hint);
  return /* @__PURE__ */ jsxs18("div", { className: error ? "field field--invalid" : "field", children: [
    /* @__PURE__ */ jsx22(FieldLabel, { htmlFor: id2, label, required }),
    /* @__PURE__ */ jsxs18("select", { ...control, value: textValue(form.values, name), required, onChange: (event) => form.setValue(name, event.target.value), children: [
      /* @__PURE__ */ jsx22("option", { value: "", children: placeholder }),
      options.map((option) => /* @__PURE__ */ jsx22("option", { value: option.value, disabled: option.disabled, children: option.label }, option.value))
    ] }),
    /* @__PURE__ */ jsx22(FieldHelp, { hint, hintId, error, errorId })
  ] });
}
function CheckboxField({ name, label, required, hint }) {
  const { form, id: id2, error, control, hintId, errorId } = useField(name, hint);
  return /* @__PURE__ */ jsxs18("div", { className: error ? "field field--checkbox field--invalid" : "field field--checkbox", children: [
    /* @__PURE__ */ jsx22("input", { ...control, type: "checkbox", value: "true", checked: form.values[name] === true, required, onChange: (event) => form.setValue(name, event.target.checked) }),
    /* @__PURE__ */ jsx22(FieldLabel, { htmlFor: id2, label, required }),
    /* @__PURE__ */ jsx22(FieldHelp, { hint, hintId, error, errorId })
  ] });
}
function FileField({ name, label, required, hint, accept }) {
  const { form, id: id2, error, control, hintId, errorId } = useField(name, hint);
  const onChange = (event) => form.setFile(name, event.target.files?.[0]);
  return /* @__PURE__ */ jsxs18("div", { className: error ? "field field--invalid" : "field", children: [
    /* @__PURE__ */ jsx22(FieldLabel, { htmlFor: id2, label, required }),
    /* @__PURE__ */ jsx22("input", { ...control, type: "file", accept, required, onChange }),
    /* @__PURE__ */ jsx22(FieldHelp, { hint, hintId, error, errorId })
  ] });
}
function RadioCardsField({ name, label, required, hint, options }) {
  const { form, id: id2, error, hintId, errorId } = useField(name, hint);
  const describedBy2 = [hintId, errorId].filter(Boolean).join(" ") || void 0;
  return /* @__PURE__ */ jsxs18("fieldset", { className: error ? "field field--radio-cards field--invalid" : "field field--radio-cards", "aria-describedby": describedBy2, children: [
    /* @__PURE__ */ jsxs18("legend", { className: "field__label", children: [
      label,
      required && /* @__PURE__ */ jsxs18("span", { className: "field__required", children: [
        " ",
        /* @__PURE__ */ jsx22(FormattedMessage12, { id: "forms.requiredMark" })
      ] })
    ] }),
    /* @__PURE__ */ jsx22(FieldHelp, { hint, hintId }),
    /* @__PURE__ */ jsx22("ul", { className: "radio-cards", children: options.map((option, index) => {
      const optionId2 = index === 0 ? id2 : `${id2}-${option.value}`;
      return /* @__PURE__ */ jsxs18("li", { className: option.disabled ? "radio-card radio-card--disabled" : "radio-card", children: [
        /* @__PURE__ */ jsx22(
          "input",
          {
            id: optionId2,
            type: "radio",
            name,
            value: option.value,
            checked: form.values[name] === option.value,
            disabled: option.disabled,
            "aria-invalid": error ? true : void 0,
            onChange: () => form.setValue(name, option.value)
          }
        ),
        /* @__PURE__ */ jsx22("label", { htmlFor: optionId2, children: option.content })
      ] }, option.value);
    }) }),
    /* @__PURE__ */ jsx22(FieldHelp, { hint: void 0, error, errorId })
  ] });
}
var init_fields = __esm({
  "src/shared/forms/fields.tsx"() {
    "use strict";
    init_form_context();
  }
});

// src/shared/forms/form-values.ts
function optionalText(values, name) {
  const value = textValue(values, name).trim();
  return value === "" ? void 0 : value;
}
function requiredText(values, name) {
  return textValue(values, name);
}
function optionalInteger(values, name) {
  const value = textValue(values, name).trim();
  if (value === "") return void 0;
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
}
function requiredInteger(values, name) {
  return optionalInteger(values, name) ?? void 0;
}
var init_form_values = __esm({
  "src/shared/forms/form-values.ts"() {
    "use strict";
    init_form_context();
  }
});

// src/shared/forms/person-fields.tsx
import { useIntl as useIntl10 } from "react-intl";
import { jsx as jsx23, jsxs as jsxs19 } from "react/jsx-runtime";
function PersonFields({ civilities: civilities2, phoneRequired }) {
  const intl = useIntl10();
  const label = (id2) => intl.formatMessage({ id: id2 });
  return /* @__PURE__ */ jsxs19("fieldset", { className: "form__group", children: [
    /* @__PURE__ */ jsx23("legend", { children: label("forms.person.legend") }),
    civilities2 && civilities2.length > 0 && /* @__PURE__ */ jsx23(
      SelectField,
      {
        name: "civility",
        label: label("forms.civility"),
        placeholder: label("forms.choose"),
        options: civilities2.map((civility2) => ({ value: civility2.code, label: civility2.label }))
      }
    ),
    /* @__PURE__ */ jsxs19("div", { className: "form__row", children: [
      /* @__PURE__ */ jsx23(TextField, { name: "firstname", label: label("forms.firstname"), required: true, autoComplete: "given-name" }),
      /* @__PURE__ */ jsx23(TextField, { name: "lastname", label: label("forms.lastname"), required: true, autoComplete: "family-name" })
    ] }),
    /* @__PURE__ */ jsxs19("div", { className: "form__row", children: [
      /* @__PURE__ */ jsx23(TextField, { name: "email", type: "email", label: label("forms.email"), required: true, autoComplete: "email" }),
      /* @__PURE__ */ jsx23(TextField, { name: "phone", type: "tel", label: label("forms.phone"), required: phoneRequired, autoComplete: "tel", hint: label("forms.phone.hint") })
    ] })
  ] });
}
var init_person_fields = __esm({
  "src/shared/forms/person-fields.tsx"() {
    "use strict";
    init_fields();
  }
});

// src/shared/forms/confirmation.ts
function confirmationQuery(form) {
  return `?form=${form}`;
}
function confirmedFormOf(url) {
  const form = new URL(url, "http://site.invalid").searchParams.get("form");
  return confirmedForms.find((known) => known === form);
}
var confirmedForms;
var init_confirmation = __esm({
  "src/shared/forms/confirmation.ts"() {
    "use strict";
    confirmedForms = ["contact", "start-worksite", "application"];
  }
});

// src/shared/forms/use-confirmation.ts
function useConfirmation(form) {
  const { navigate } = useRouterContext();
  const href = useHref()({ name: "confirmation" });
  return () => navigate(`${href}${confirmationQuery(form)}`);
}
var init_use_confirmation = __esm({
  "src/shared/forms/use-confirmation.ts"() {
    "use strict";
    init_router_context();
    init_confirmation();
  }
});

// src/shared/forms/application-form.tsx
import { FormattedMessage as FormattedMessage13, useIntl as useIntl11 } from "react-intl";
import { jsx as jsx24, jsxs as jsxs20 } from "react/jsx-runtime";
function ApplicationForm({ civilities: civilities2, jobId }) {
  const intl = useIntl11();
  const confirm = useConfirmation("application");
  return /* @__PURE__ */ jsxs20(
    ContractForm,
    {
      endpoint: "POST /application",
      className: "application-form",
      initialValues,
      toBody: (values) => ({
        ...jobId === void 0 ? {} : { job_id: jobId },
        civility: optionalText(values, "civility"),
        firstname: requiredText(values, "firstname"),
        lastname: requiredText(values, "lastname"),
        email: requiredText(values, "email"),
        phone: requiredText(values, "phone"),
        function: optionalText(values, "function"),
        message: requiredText(values, "message")
      }),
      checkFiles: (files) => {
        const tooHeavy = files.cv ? validateFileSize(files.cv.size, MAX_CV_BYTES) : void 0;
        return tooHeavy === void 0 ? {} : { cv: tooHeavy };
      },
      onSuccess: confirm,
      submitLabel: /* @__PURE__ */ jsx24(FormattedMessage13, { id: "careers.apply.send" }),
      children: [
        /* @__PURE__ */ jsx24(PersonFields, { civilities: civilities2, phoneRequired: true }),
        /* @__PURE__ */ jsxs20("fieldset", { className: "form__group", children: [
          /* @__PURE__ */ jsx24("legend", { children: intl.formatMessage({ id: "careers.apply.legend" }) }),
          /* @__PURE__ */ jsx24(TextField, { name: "function", label: intl.formatMessage({ id: "forms.function" }), autoComplete: "organization-title" }),
          /* @__PURE__ */ jsx24(TextAreaField, { name: "message", label: intl.formatMessage({ id: "careers.apply.message" }), required: true }),
          /* @__PURE__ */ jsx24(
            FileField,
            {
              name: "cv",
              accept: CV_ACCEPT,
              label: intl.formatMessage({ id: "careers.apply.cv" }),
              hint: intl.formatMessage({ id: "careers.apply.cv.hint" }, { megabytes: MAX_CV_BYTES / (1024 * 1024) })
            }
          )
        ] })
      ]
    }
  );
}
var initialValues, CV_ACCEPT;
var init_application_form = __esm({
  "src/shared/forms/application-form.tsx"() {
    "use strict";
    init_form_schemas();
    init_validators();
    init_contract_form();
    init_fields();
    init_form_values();
    init_person_fields();
    init_use_confirmation();
    initialValues = { civility: "", firstname: "", lastname: "", email: "", phone: "", function: "", message: "" };
    CV_ACCEPT = [".pdf", ".doc", ".docx", ...CV_CONTENT_TYPES].join(",");
  }
});

// src/shared/pages/carrier/job-offer.tsx
var job_offer_exports = {};
__export(job_offer_exports, {
  JobOffer: () => JobOffer
});
import { useEffect, useState as useState2 } from "react";
import { useUnit as useUnit9 } from "effector-react";
import { FormattedMessage as FormattedMessage14 } from "react-intl";
import { jsx as jsx25, jsxs as jsxs21 } from "react/jsx-runtime";
function useCivilities() {
  const api = useUnit9($api);
  const [civilities2, setCivilities] = useState2([]);
  useEffect(() => {
    let live = true;
    api?.call("GET /civility").then((list3) => live && setCivilities(list3.items), () => void 0);
    return () => {
      live = false;
    };
  }, [api]);
  return civilities2;
}
function JobOffer({ page: page3 }) {
  const civilities2 = useCivilities();
  return /* @__PURE__ */ jsxs21("article", { className: "job-offer", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs21("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx25("h1", { id: "page-heading", children: page3.title }),
      page3.job && /* @__PURE__ */ jsxs21("dl", { className: "job-offer__facts", children: [
        /* @__PURE__ */ jsx25("dt", { children: /* @__PURE__ */ jsx25(FormattedMessage14, { id: "careers.facet.contract" }) }),
        /* @__PURE__ */ jsx25("dd", { children: page3.job.contract }),
        /* @__PURE__ */ jsx25("dt", { children: /* @__PURE__ */ jsx25(FormattedMessage14, { id: "careers.facet.location" }) }),
        /* @__PURE__ */ jsx25("dd", { children: page3.job.location }),
        /* @__PURE__ */ jsx25("dt", { children: /* @__PURE__ */ jsx25(FormattedMessage14, { id: "careers.facet.department" }) }),
        /* @__PURE__ */ jsx25("dd", { children: page3.job.department })
      ] })
    ] }),
    /* @__PURE__ */ jsx25(PageBlocks, { blocks: page3.blocks }),
    /* @__PURE__ */ jsxs21("section", { className: "job-offer__apply", "aria-labelledby": "apply-heading", children: [
      /* @__PURE__ */ jsx25("h2", { id: "apply-heading", children: /* @__PURE__ */ jsx25(FormattedMessage14, { id: "careers.apply.title" }) }),
      /* @__PURE__ */ jsx25(ApplicationForm, { civilities: civilities2, jobId: page3.id })
    ] }),
    /* @__PURE__ */ jsx25("p", { children: /* @__PURE__ */ jsx25(Link, { to: { name: "carrier" }, children: /* @__PURE__ */ jsx25(FormattedMessage14, { id: "careers.seeOffers" }) }) })
  ] });
}
var init_job_offer = __esm({
  "src/shared/pages/carrier/job-offer.tsx"() {
    "use strict";
    init_link();
    init_page_blocks();
    init_model();
    init_application_form();
  }
});

// src/shared/pages/cms-page/page.tsx
var page_exports5 = {};
__export(page_exports5, {
  contentPageSeo: () => contentPageSeo,
  default: () => CmsPageScreen,
  loader: () => loader5,
  meta: () => meta5
});
import { lazy, Suspense as Suspense2 } from "react";
import { FormattedDate as FormattedDate3, FormattedMessage as FormattedMessage15 } from "react-intl";
import { jsx as jsx26, jsxs as jsxs22 } from "react/jsx-runtime";
function contentPageSeo(page3, intl) {
  const title = page3.meta?.title || page3.title;
  return {
    title,
    description: page3.meta?.description || page3.extract,
    audience: page3.target,
    ...page3.cover ? { image: page3.cover } : {},
    ...isArticle(page3) ? {
      openGraphType: "article",
      breadcrumb: [{ label: intl.formatMessage({ id: "screen.news.title" }), to: { name: "news" } }, { label: page3.title }],
      structuredData: (context2) => [
        {
          "@type": "NewsArticle",
          headline: page3.title,
          description: page3.extract,
          datePublished: page3.published_at,
          ...page3.cover ? { image: [context2.absoluteAsset(page3.cover.url)] } : {},
          publisher: { "@type": "Organization", name: context2.organizationName, logo: context2.absoluteAsset("/logo.svg") },
          mainEntityOfPage: context2.absoluteUrl({ name: "cms-page", params: { slug: page3.slug } })
        }
      ]
    } : { breadcrumb: [{ label: page3.title }] }
  };
}
function CmsPageScreen() {
  const page3 = useLoaderData();
  if (page3.type?.technical_name === "job") {
    return /* @__PURE__ */ jsx26(Suspense2, { fallback: /* @__PURE__ */ jsx26("h1", { id: "page-heading", children: page3.title }), children: /* @__PURE__ */ jsx26(JobOffer2, { page: page3 }) });
  }
  return /* @__PURE__ */ jsxs22("article", { className: isArticle(page3) ? "cms-page cms-page--article" : "cms-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs22("header", { className: "page-header", children: [
      isArticle(page3) && /* @__PURE__ */ jsx26("p", { className: "cms-page__date", children: /* @__PURE__ */ jsx26("time", { dateTime: page3.published_at, children: /* @__PURE__ */ jsx26(FormattedDate3, { value: page3.published_at, year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }) }) }),
      /* @__PURE__ */ jsx26("h1", { id: "page-heading", children: page3.title }),
      page3.extract && /* @__PURE__ */ jsx26("p", { className: "lead", children: page3.extract })
    ] }),
    /* @__PURE__ */ jsx26(PageBlocks, { blocks: page3.blocks }),
    isArticle(page3) && /* @__PURE__ */ jsx26("p", { children: /* @__PURE__ */ jsx26(Link, { to: { name: "news" }, className: "button button--secondary", children: /* @__PURE__ */ jsx26(FormattedMessage15, { id: "news.backToList" }) }) })
  ] });
}
var loader5, isArticle, JobOffer2, meta5;
var init_page5 = __esm({
  "src/shared/pages/cms-page/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_page_blocks();
    init_load_entity();
    loader5 = ({ api, match: match3 }) => loadEntity(api, "page", match3.params.slug);
    isArticle = (page3) => page3.type?.technical_name === "actualite";
    JobOffer2 = lazy(() => Promise.resolve().then(() => (init_job_offer(), job_offer_exports)).then((module) => ({ default: module.JobOffer })));
    meta5 = ({ data, intl }) => contentPageSeo(data, intl);
  }
});

// src/shared/pages/colorimetry/shade-families.ts
function groupByFamily(shades) {
  const families = /* @__PURE__ */ new Map();
  for (const shade of shades) {
    const list3 = families.get(shade.family) ?? [];
    list3.push(shade);
    families.set(shade.family, list3);
  }
  return [...families].map(([family, list3]) => ({ family, shades: list3 }));
}
function folded(text3) {
  return text3.normalize("NFD").replace(new RegExp("\\p{Mn}", "gu"), "").toLowerCase().trim();
}
function filterShades(shades, family, text3) {
  const wanted2 = folded(text3);
  return shades.filter(
    (shade) => (family === "" || shade.family === family) && (wanted2 === "" || folded(shade.name).includes(wanted2) || folded(shade.code).includes(wanted2))
  );
}
function textColorOn(hex) {
  const channel = (offset) => {
    const value = Number.parseInt(hex.slice(1 + offset, 3 + offset), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.179 ? "#000000" : "#ffffff";
}
var init_shade_families = __esm({
  "src/shared/pages/colorimetry/shade-families.ts"() {
    "use strict";
  }
});

// src/shared/pages/colorimetry/page.tsx
var page_exports6 = {};
__export(page_exports6, {
  default: () => ColorimetryScreen,
  loader: () => loader6,
  meta: () => meta6
});
import { useId as useId2, useState as useState3 } from "react";
import { FormattedMessage as FormattedMessage16, useIntl as useIntl12 } from "react-intl";
import { jsx as jsx27, jsxs as jsxs23 } from "react/jsx-runtime";
function familyLabel(family) {
  return family.charAt(0).toUpperCase() + family.slice(1);
}
function Swatch({ shade }) {
  return /* @__PURE__ */ jsxs23("li", { className: "swatch", children: [
    /* @__PURE__ */ jsx27("span", { className: "swatch__chip", style: { backgroundColor: shade.hex, color: textColorOn(shade.hex) }, "aria-hidden": "true", children: shade.code }),
    /* @__PURE__ */ jsx27("span", { className: "swatch__name", children: shade.name }),
    /* @__PURE__ */ jsx27("span", { className: "swatch__reference", children: /* @__PURE__ */ jsx27(FormattedMessage16, { id: "colorimetry.reference", values: { code: shade.code, hex: shade.hex.toUpperCase() } }) })
  ] });
}
function ColorimetryScreen() {
  const { shades } = useLoaderData();
  const intl = useIntl12();
  const id2 = useId2();
  const [family, setFamily] = useState3("");
  const [text3, setText] = useState3("");
  const families = groupByFamily(shades);
  const visible = groupByFamily(filterShades(shades, family, text3));
  const count = visible.reduce((sum, group) => sum + group.shades.length, 0);
  return /* @__PURE__ */ jsxs23("section", { className: "service-page colorimetry", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx27("h1", { id: "page-heading", children: /* @__PURE__ */ jsx27(FormattedMessage16, { id: "screen.colorimetry.title" }) }),
    /* @__PURE__ */ jsx27("p", { className: "lead", children: /* @__PURE__ */ jsx27(FormattedMessage16, { id: "screen.colorimetry.intro" }) }),
    /* @__PURE__ */ jsxs23("div", { className: "colorimetry__filters", role: "search", "aria-label": intl.formatMessage({ id: "colorimetry.filters" }), children: [
      /* @__PURE__ */ jsxs23("div", { className: "field", children: [
        /* @__PURE__ */ jsx27("label", { htmlFor: `${id2}-text`, className: "field__label", children: /* @__PURE__ */ jsx27(FormattedMessage16, { id: "colorimetry.search" }) }),
        /* @__PURE__ */ jsx27("input", { id: `${id2}-text`, type: "search", value: text3, onChange: (event) => setText(event.target.value) })
      ] }),
      /* @__PURE__ */ jsxs23("div", { className: "chips", role: "group", "aria-label": intl.formatMessage({ id: "colorimetry.family" }), children: [
        /* @__PURE__ */ jsx27("button", { type: "button", className: "chip", "aria-pressed": family === "", onClick: () => setFamily(""), children: /* @__PURE__ */ jsx27(FormattedMessage16, { id: "colorimetry.allFamilies" }) }),
        families.map((group) => /* @__PURE__ */ jsx27("button", { type: "button", className: "chip", "aria-pressed": family === group.family, onClick: () => setFamily(group.family), children: familyLabel(group.family) }, group.family))
      ] })
    ] }),
    /* @__PURE__ */ jsx27("p", { role: "status", className: "colorimetry__count", children: /* @__PURE__ */ jsx27(FormattedMessage16, { id: "colorimetry.count", values: { count } }) }),
    visible.map((group) => /* @__PURE__ */ jsxs23("section", { className: "shade-family", "aria-labelledby": `${id2}-${group.family}`, children: [
      /* @__PURE__ */ jsx27("h2", { id: `${id2}-${group.family}`, children: familyLabel(group.family) }),
      /* @__PURE__ */ jsx27("ul", { className: "swatches", children: group.shades.map((shade) => /* @__PURE__ */ jsx27(Swatch, { shade }, shade.id)) })
    ] }, group.family))
  ] });
}
var loader6, meta6;
var init_page6 = __esm({
  "src/shared/pages/colorimetry/page.tsx"() {
    "use strict";
    init_router_context();
    init_shade_families();
    loader6 = async ({ api }) => ({ shades: (await api.call("GET /teinte")).items });
    meta6 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.colorimetry.title" }),
      description: intl.formatMessage({ id: "screen.colorimetry.intro" })
    });
  }
});

// src/shared/features/favorites/saved-product-list.ts
import { attach as attach7, combine as combine4, createEvent as createEvent11, createStore as createStore11, sample as sample11 } from "effector";
function savedProductList(feature, $ids) {
  const pageOpened = createEvent11();
  const pageClosed = createEvent11();
  const $pageOpen = createStore11(false, { sid: `${feature}/$pageOpen`, serialize: "ignore" });
  const $known = createStore11(/* @__PURE__ */ new Map(), { sid: `${feature}/$known`, serialize: "ignore" });
  const $failed = createStore11(false, { sid: `${feature}/$failed`, serialize: "ignore" });
  const fetchProductsFx = attach7({
    source: $api,
    effect: async (api, ids) => {
      if (!api) throw new Error("No data source in this scope");
      const page3 = await api.call("GET /product", { query: { ids: [...ids], perPage: ids.length } });
      return { ids, products: page3.items };
    }
  });
  sample11({ clock: pageOpened, fn: () => true, target: $pageOpen });
  sample11({ clock: pageClosed, fn: () => false, target: $pageOpen });
  const $missing = combine4($ids, $known, (ids, known) => ids.filter((id2) => !known.has(id2)));
  sample11({
    clock: [pageOpened, $missing],
    source: { open: $pageOpen, missing: $missing },
    filter: ({ open, missing }) => open && missing.length > 0,
    fn: ({ missing }) => missing.slice(0, MAX_PER_CALL),
    target: fetchProductsFx
  });
  sample11({
    clock: fetchProductsFx.doneData,
    source: $known,
    fn: (known, { ids, products: products2 }) => {
      const next = new Map(known);
      for (const id2 of ids) next.set(id2, products2.find((product) => product.id === id2) ?? null);
      return next;
    },
    target: $known
  });
  sample11({ clock: fetchProductsFx.doneData, fn: () => false, target: $failed });
  sample11({ clock: fetchProductsFx.fail, fn: () => true, target: $failed });
  sample11({ clock: $salesPlan.updates, fn: () => /* @__PURE__ */ new Map(), target: $known });
  const $products = combine4($ids, $known, (ids, known) => ids.flatMap((id2) => known.get(id2) ?? []));
  const $state = combine4(
    { restored: $savedListsRestored, missing: $missing, failed: $failed, pending: fetchProductsFx.pending, products: $products },
    ({ restored, missing, failed: failed2, pending, products: products2 }) => {
      if (!restored) return "loading";
      if (failed2 && missing.length > 0) return "failed";
      if (pending || missing.length > 0) return "loading";
      return products2.length === 0 ? "empty" : "ready";
    }
  );
  return { pageOpened, pageClosed, $products, $state };
}
var MAX_PER_CALL;
var init_saved_product_list = __esm({
  "src/shared/features/favorites/saved-product-list.ts"() {
    "use strict";
    init_model();
    init_model8();
    MAX_PER_CALL = 100;
  }
});

// src/shared/features/comparator/compared-products.ts
var comparedProducts;
var init_compared_products = __esm({
  "src/shared/features/comparator/compared-products.ts"() {
    "use strict";
    init_saved_product_list();
    init_model9();
    comparedProducts = savedProductList("comparator", $comparedIds);
  }
});

// src/shared/catalogue/audience-characteristics.ts
function characteristicsFor(target, caracteristics2) {
  return characteristicsByAudience[target].flatMap((name) => caracteristics2[name] ? [caracteristics2[name]] : []);
}
var characteristicsByAudience;
var init_audience_characteristics = __esm({
  "src/shared/catalogue/audience-characteristics.ts"() {
    "use strict";
    characteristicsByAudience = {
      pro: ["work_type", "application_area", "support", "form", "finish", "thickness_min", "thickness_max", "consumption", "drying_time", "coats", "sandable", "damp_rooms", "pack_sizes"],
      part: ["work_type", "application_area", "support", "form", "drying_time", "sandable", "damp_rooms", "pack_sizes"]
    };
  }
});

// src/shared/features/comparator/comparison-rows.ts
function comparisonRows(target, products2) {
  const every = Object.assign({}, ...products2.map((product) => product.caracteristics));
  return characteristicsFor(target, every).map(({ technical_name: technicalName, label, unit }) => {
    const values = products2.map((product) => {
      const caracteristic = product.caracteristics[technicalName];
      if (!caracteristic) return void 0;
      return unit ? `${caracteristic.value} ${unit}` : caracteristic.value;
    });
    return { technicalName, label, values, differs: products2.length > 1 && new Set(values).size > 1 };
  });
}
var init_comparison_rows = __esm({
  "src/shared/features/comparator/comparison-rows.ts"() {
    "use strict";
    init_audience_characteristics();
  }
});

// src/shared/pages/comparator/page.tsx
var page_exports7 = {};
__export(page_exports7, {
  default: () => ComparatorScreen,
  meta: () => meta7
});
import { useEffect as useEffect2 } from "react";
import { FormattedMessage as FormattedMessage17, useIntl as useIntl13 } from "react-intl";
import { useUnit as useUnit10 } from "effector-react";
import { Fragment as Fragment10, jsx as jsx28, jsxs as jsxs24 } from "react/jsx-runtime";
function ComparatorScreen() {
  const intl = useIntl13();
  const [products2, state, target, limit, opened, closed, toggle2, clear] = useUnit10([
    comparedProducts.$products,
    comparedProducts.$state,
    $target,
    $compareLimit,
    comparedProducts.pageOpened,
    comparedProducts.pageClosed,
    productCompareToggled,
    comparatorCleared
  ]);
  useEffect2(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  const rows2 = comparisonRows(target, products2);
  return /* @__PURE__ */ jsxs24("section", { className: "comparator", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs24("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx28("h1", { id: "page-heading", children: /* @__PURE__ */ jsx28(FormattedMessage17, { id: "screen.comparator.title" }) }),
      /* @__PURE__ */ jsx28("p", { className: "lead", children: /* @__PURE__ */ jsx28(FormattedMessage17, { id: "screen.comparator.intro" }) })
    ] }),
    state === "loading" && /* @__PURE__ */ jsx28("p", { "aria-busy": "true", children: /* @__PURE__ */ jsx28(FormattedMessage17, { id: "compare.loading" }) }),
    state === "failed" && /* @__PURE__ */ jsx28("p", { role: "alert", children: /* @__PURE__ */ jsx28(FormattedMessage17, { id: "compare.failed" }) }),
    state === "empty" && /* @__PURE__ */ jsx28("p", { className: "comparator__empty", children: /* @__PURE__ */ jsx28(FormattedMessage17, { id: "compare.empty" }) }),
    state === "ready" && /* @__PURE__ */ jsxs24(Fragment10, { children: [
      /* @__PURE__ */ jsxs24("div", { className: "comparator__bar", children: [
        /* @__PURE__ */ jsx28("p", { role: "status", children: /* @__PURE__ */ jsx28(FormattedMessage17, { id: "compare.count", values: { count: products2.length, limit } }) }),
        /* @__PURE__ */ jsx28("button", { type: "button", className: "button button--secondary", onClick: () => clear(), children: /* @__PURE__ */ jsx28(FormattedMessage17, { id: "compare.clear" }) })
      ] }),
      /* @__PURE__ */ jsx28("div", { className: "comparator__scroll", children: /* @__PURE__ */ jsxs24("table", { className: "comparator__table", children: [
        /* @__PURE__ */ jsx28("caption", { className: "visually-hidden", children: /* @__PURE__ */ jsx28(FormattedMessage17, { id: "compare.table" }) }),
        /* @__PURE__ */ jsx28("thead", { children: /* @__PURE__ */ jsxs24("tr", { children: [
          /* @__PURE__ */ jsx28("td", {}),
          products2.map((product) => /* @__PURE__ */ jsxs24("th", { scope: "col", className: "comparator__product", children: [
            /* @__PURE__ */ jsx28(Picture, { picture: product.cover, alt: "", ...pictureSizes.card }),
            /* @__PURE__ */ jsx28(Link, { to: { name: "product", params: { slug: product.slug } }, children: product.name }),
            /* @__PURE__ */ jsx28("span", { className: "comparator__reference", children: product.reference }),
            /* @__PURE__ */ jsx28(
              "button",
              {
                type: "button",
                className: "button button--link",
                "aria-label": intl.formatMessage({ id: "compare.remove" }, { name: product.name }),
                onClick: () => toggle2(product.id),
                children: "\xD7"
              }
            )
          ] }, product.id))
        ] }) }),
        /* @__PURE__ */ jsx28("tbody", { children: rows2.map((row) => /* @__PURE__ */ jsxs24("tr", { className: row.differs ? "comparator__row comparator__row--differs" : "comparator__row", "data-differs": row.differs || void 0, children: [
          /* @__PURE__ */ jsxs24("th", { scope: "row", children: [
            row.label,
            row.differs && /* @__PURE__ */ jsxs24("span", { className: "visually-hidden", children: [
              " ",
              /* @__PURE__ */ jsx28(FormattedMessage17, { id: "compare.differs" })
            ] })
          ] }),
          row.values.map((value, index) => /* @__PURE__ */ jsx28("td", { children: value ?? intl.formatMessage({ id: "compare.notSet" }) }, products2[index].id))
        ] }, row.technicalName)) })
      ] }) })
    ] })
  ] });
}
var meta7;
var init_page7 = __esm({
  "src/shared/pages/comparator/page.tsx"() {
    "use strict";
    init_link();
    init_picture();
    init_model();
    init_compared_products();
    init_comparison_rows();
    init_model9();
    meta7 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.comparator.title" }),
      description: intl.formatMessage({ id: "screen.comparator.intro" }),
      indexable: false
    });
  }
});

// src/shared/pages/confirmation/page.tsx
var page_exports8 = {};
__export(page_exports8, {
  default: () => ConfirmationScreen,
  meta: () => meta8
});
import { FormattedMessage as FormattedMessage18 } from "react-intl";
import { jsx as jsx29, jsxs as jsxs25 } from "react/jsx-runtime";
function ConfirmationScreen() {
  const form = confirmedFormOf(usePage().url);
  return /* @__PURE__ */ jsxs25("section", { className: "page-intro confirmation", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx29("h1", { id: "page-heading", children: /* @__PURE__ */ jsx29(FormattedMessage18, { id: "screen.confirmation.title" }) }),
    /* @__PURE__ */ jsx29("p", { className: "lead", children: /* @__PURE__ */ jsx29(FormattedMessage18, { id: form ? texts[form] : "screen.confirmation.intro" }) }),
    /* @__PURE__ */ jsx29("p", { children: /* @__PURE__ */ jsx29(Link, { to: { name: "home" }, className: "button", children: /* @__PURE__ */ jsx29(FormattedMessage18, { id: "confirmation.home" }) }) })
  ] });
}
var meta8, texts;
var init_page8 = __esm({
  "src/shared/pages/confirmation/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_confirmation();
    meta8 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.confirmation.title" }),
      description: intl.formatMessage({ id: "screen.confirmation.intro" }),
      indexable: false
    });
    texts = {
      contact: "confirmation.contact",
      "start-worksite": "confirmation.start-worksite",
      application: "confirmation.application"
    };
  }
});

// src/shared/pages/contact/contact-channels.tsx
import { useUnit as useUnit11 } from "effector-react";
import { FormattedMessage as FormattedMessage19 } from "react-intl";
import { jsx as jsx30, jsxs as jsxs26 } from "react/jsx-runtime";
function ContactChannels() {
  const settings2 = useUnit11($settings);
  const phones = [
    { country: "contact.phone.lb", number: settingValue(settings2, "phone_lb") },
    { country: "contact.phone.ae", number: settingValue(settings2, "phone_ae") }
  ];
  return /* @__PURE__ */ jsxs26("aside", { className: "service-page__aside", "aria-labelledby": "contact-channels-heading", children: [
    /* @__PURE__ */ jsx30("h2", { id: "contact-channels-heading", children: /* @__PURE__ */ jsx30(FormattedMessage19, { id: "contact.channels.title" }) }),
    /* @__PURE__ */ jsx30("ul", { children: phones.filter((phone2) => phone2.number).map((phone2) => /* @__PURE__ */ jsxs26("li", { children: [
      /* @__PURE__ */ jsx30(FormattedMessage19, { id: phone2.country }),
      " ",
      /* @__PURE__ */ jsx30("a", { href: `tel:${phone2.number.replace(/[^+\d]/g, "")}`, children: phone2.number })
    ] }, phone2.country)) })
  ] });
}
var init_contact_channels = __esm({
  "src/shared/pages/contact/contact-channels.tsx"() {
    "use strict";
    init_model();
  }
});

// src/shared/pages/contact/page.tsx
var page_exports9 = {};
__export(page_exports9, {
  default: () => ContactScreen,
  loader: () => loader7,
  meta: () => meta9
});
import { FormattedMessage as FormattedMessage20, useIntl as useIntl14 } from "react-intl";
import { jsx as jsx31, jsxs as jsxs27 } from "react/jsx-runtime";
function ContactScreen() {
  const { civilities: civilities2 } = useLoaderData();
  const intl = useIntl14();
  const confirm = useConfirmation("contact");
  return /* @__PURE__ */ jsxs27("section", { className: "service-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx31("h1", { id: "page-heading", children: /* @__PURE__ */ jsx31(FormattedMessage20, { id: "screen.contact.title" }) }),
    /* @__PURE__ */ jsx31("p", { className: "lead", children: /* @__PURE__ */ jsx31(FormattedMessage20, { id: "screen.contact.intro" }) }),
    /* @__PURE__ */ jsxs27("div", { className: "service-page__columns", children: [
      /* @__PURE__ */ jsxs27(
        ContractForm,
        {
          endpoint: "POST /contact",
          initialValues: initialValues2,
          toBody: (values) => ({
            civility: optionalText(values, "civility"),
            firstname: requiredText(values, "firstname"),
            lastname: requiredText(values, "lastname"),
            email: requiredText(values, "email"),
            phone: optionalText(values, "phone"),
            zipcode: optionalText(values, "zipcode"),
            company: optionalText(values, "company"),
            subject: optionalText(values, "subject"),
            message: requiredText(values, "message")
          }),
          onSuccess: confirm,
          submitLabel: /* @__PURE__ */ jsx31(FormattedMessage20, { id: "forms.send" }),
          children: [
            /* @__PURE__ */ jsx31(PersonFields, { civilities: civilities2, phoneRequired: false }),
            /* @__PURE__ */ jsxs27("fieldset", { className: "form__group", children: [
              /* @__PURE__ */ jsx31("legend", { children: intl.formatMessage({ id: "contact.request.legend" }) }),
              /* @__PURE__ */ jsxs27("div", { className: "form__row", children: [
                /* @__PURE__ */ jsx31(TextField, { name: "company", label: intl.formatMessage({ id: "forms.company" }), autoComplete: "organization" }),
                /* @__PURE__ */ jsx31(TextField, { name: "zipcode", label: intl.formatMessage({ id: "forms.zipcode" }), autoComplete: "postal-code", inputMode: "numeric" })
              ] }),
              /* @__PURE__ */ jsx31(TextField, { name: "subject", label: intl.formatMessage({ id: "contact.subject" }) }),
              /* @__PURE__ */ jsx31(TextAreaField, { name: "message", label: intl.formatMessage({ id: "forms.message" }), required: true })
            ] })
          ]
        }
      ),
      /* @__PURE__ */ jsx31(ContactChannels, {})
    ] })
  ] });
}
var loader7, meta9, initialValues2;
var init_page9 = __esm({
  "src/shared/pages/contact/page.tsx"() {
    "use strict";
    init_router_context();
    init_contract_form();
    init_fields();
    init_form_values();
    init_person_fields();
    init_use_confirmation();
    init_contact_channels();
    loader7 = async ({ api }) => ({
      civilities: await api.call("GET /civility").then((list3) => list3.items, () => [])
    });
    meta9 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.contact.title" }),
      description: intl.formatMessage({ id: "screen.contact.intro" })
    });
    initialValues2 = { civility: "", firstname: "", lastname: "", email: "", phone: "", zipcode: "", company: "", subject: "", message: "" };
  }
});

// src/shared/layout/a11y/new-tab-hint.tsx
import { FormattedMessage as FormattedMessage21 } from "react-intl";
import { jsx as jsx32, jsxs as jsxs28 } from "react/jsx-runtime";
function NewTabHint() {
  return /* @__PURE__ */ jsxs28("span", { className: "visually-hidden", children: [
    " ",
    /* @__PURE__ */ jsx32(FormattedMessage21, { id: "a11y.newTab" })
  ] });
}
var init_new_tab_hint = __esm({
  "src/shared/layout/a11y/new-tab-hint.tsx"() {
    "use strict";
  }
});

// src/shared/features/store-locator/distance.ts
function distanceKm2(from, to) {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM2 * Math.asin(Math.min(1, Math.sqrt(a)));
}
function byDistance(places, origin) {
  return places.map((place) => ({ ...place, distance_km: Math.round(distanceKm2(origin, place) * 10) / 10 })).sort((a, b) => a.distance_km - b.distance_km);
}
var EARTH_RADIUS_KM2, radians;
var init_distance = __esm({
  "src/shared/features/store-locator/distance.ts"() {
    "use strict";
    EARTH_RADIUS_KM2 = 6371;
    radians = (degrees) => degrees * Math.PI / 180;
  }
});

// src/shared/features/store-locator/model.ts
import { createEffect as createEffect5, createEvent as createEvent12, createStore as createStore12, sample as sample12 } from "effector";
var GEOLOCATION_TIMEOUT_MS, locateVisitorFx, visitorPositionCleared, $visitorPosition, $geolocationFailed;
var init_model12 = __esm({
  "src/shared/features/store-locator/model.ts"() {
    "use strict";
    GEOLOCATION_TIMEOUT_MS = 1e4;
    locateVisitorFx = createEffect5(
      () => new Promise((resolve, reject) => {
        if (typeof navigator === "undefined" || !navigator.geolocation) {
          reject(new Error("geolocation unavailable"));
          return;
        }
        navigator.geolocation.getCurrentPosition(
          (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
          (error) => reject(new Error(error.message || "geolocation refused")),
          { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 6e4 }
        );
      })
    );
    visitorPositionCleared = createEvent12();
    $visitorPosition = createStore12(null, { sid: "store-locator/$visitorPosition", serialize: "ignore" });
    $geolocationFailed = createStore12(false, { sid: "store-locator/$geolocationFailed", serialize: "ignore" });
    sample12({ clock: locateVisitorFx.doneData, target: $visitorPosition });
    sample12({ clock: visitorPositionCleared, fn: () => null, target: $visitorPosition });
    sample12({ clock: locateVisitorFx, fn: () => false, target: $geolocationFailed });
    sample12({ clock: locateVisitorFx.fail, fn: () => true, target: $geolocationFailed });
  }
});

// src/shared/features/store-locator/country-outlines.ts
var countryOutlines;
var init_country_outlines = __esm({
  "src/shared/features/store-locator/country-outlines.ts"() {
    "use strict";
    countryOutlines = [
      {
        iso: "LB",
        points: [
          [35.1, 33.09],
          [35.19, 33.27],
          [35.25, 33.4],
          [35.37, 33.56],
          [35.45, 33.75],
          [35.48, 33.9],
          [35.55, 33.93],
          [35.62, 33.98],
          [35.64, 34.12],
          [35.66, 34.25],
          [35.73, 34.33],
          [35.82, 34.45],
          [35.97, 34.63],
          [36.15, 34.64],
          [36.35, 34.64],
          [36.45, 34.5],
          [36.6, 34.2],
          [36.45, 34.05],
          [36.3, 33.83],
          [36.07, 33.7],
          [35.95, 33.55],
          [35.82, 33.28],
          [35.62, 33.27],
          [35.5, 33.1],
          [35.1, 33.09]
        ]
      },
      {
        iso: "AE",
        points: [
          [51.58, 24.26],
          [51.9, 24.02],
          [52.3, 24.05],
          [52.73, 24.11],
          [53.2, 24.12],
          [53.6, 24.05],
          [54.1, 24.2],
          [54.37, 24.47],
          [54.65, 24.8],
          [55, 25.02],
          [55.27, 25.26],
          [55.39, 25.35],
          [55.45, 25.41],
          [55.55, 25.56],
          [55.94, 25.79],
          [56.08, 26.07],
          [56.2, 25.62],
          [56.35, 25.12],
          [56.36, 24.92],
          [56, 24.85],
          [55.8, 24.22],
          [55.5, 23.9],
          [55.2, 22.7],
          [52.6, 22.94],
          [51.58, 24.12],
          [51.58, 24.26]
        ]
      }
    ];
  }
});

// src/shared/features/store-locator/map-projection.ts
function projection(outline, panel, margin = 12) {
  const lngs = outline.points.map(([lng]) => lng);
  const lats = outline.points.map(([, lat]) => lat);
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const squeeze = Math.cos((north + south) / 2 * Math.PI / 180);
  const spanX = (east - west) * squeeze;
  const spanY = north - south;
  const scale = Math.min((panel.width - 2 * margin) / spanX, (panel.height - 2 * margin) / spanY);
  const offsetX = panel.x + (panel.width - spanX * scale) / 2;
  const offsetY = panel.y + (panel.height - spanY * scale) / 2;
  return (lng, lat) => [Math.round((offsetX + (lng - west) * squeeze * scale) * 10) / 10, Math.round((offsetY + (north - lat) * scale) * 10) / 10];
}
function pathOf(outline, project) {
  return `${outline.points.map(([lng, lat], index) => `${index === 0 ? "M" : "L"}${project(lng, lat).join(" ")}`).join(" ")} Z`;
}
var init_map_projection = __esm({
  "src/shared/features/store-locator/map-projection.ts"() {
    "use strict";
  }
});

// src/shared/features/store-locator/store-map.tsx
import { useIntl as useIntl15 } from "react-intl";
import { jsx as jsx33, jsxs as jsxs29 } from "react/jsx-runtime";
function StoreMap({ stores, selectedId }) {
  const intl = useIntl15();
  const countries2 = countryOutlines.map((outline) => ({ outline, project: projection(outline, panels[outline.iso]) }));
  return /* @__PURE__ */ jsx33("svg", { className: "store-map", viewBox: `0 0 ${WIDTH2} ${HEIGHT}`, role: "img", "aria-label": intl.formatMessage({ id: "stores.map" }, { count: stores.length }), children: countries2.map(({ outline, project }) => /* @__PURE__ */ jsxs29("g", { children: [
    /* @__PURE__ */ jsx33("path", { className: "store-map__country", d: pathOf(outline, project) }),
    /* @__PURE__ */ jsx33("text", { className: "store-map__label", x: panels[outline.iso].x + 8, y: HEIGHT - 10, children: intl.formatMessage({ id: outline.iso === "LB" ? "stores.country.LB" : "stores.country.AE" }) }),
    stores.filter((store) => store.country_iso === outline.iso).map((store) => {
      const [x, y] = project(store.lng, store.lat);
      const selected = store.id === selectedId;
      return /* @__PURE__ */ jsxs29("g", { className: selected ? "store-map__pin store-map__pin--selected" : "store-map__pin", transform: `translate(${x} ${y})`, children: [
        /* @__PURE__ */ jsx33("title", { children: `${store.name}, ${store.city}` }),
        /* @__PURE__ */ jsx33("path", { d: "M0 0 C-6 -9 -8 -12 -8 -16 A8 8 0 1 1 8 -16 C8 -12 6 -9 0 0 Z" }),
        /* @__PURE__ */ jsx33("circle", { cy: -16, r: 3, className: "store-map__pin-dot" })
      ] }, store.id);
    })
  ] }, outline.iso)) });
}
var WIDTH2, HEIGHT, panels;
var init_store_map = __esm({
  "src/shared/features/store-locator/store-map.tsx"() {
    "use strict";
    init_country_outlines();
    init_map_projection();
    WIDTH2 = 640;
    HEIGHT = 320;
    panels = {
      LB: { x: 0, y: 0, width: WIDTH2 * 0.38, height: HEIGHT },
      AE: { x: WIDTH2 * 0.4, y: 0, width: WIDTH2 * 0.6, height: HEIGHT }
    };
  }
});

// src/shared/features/store-locator/store-search.ts
function folded2(text3) {
  return text3.normalize("NFD").replace(new RegExp("\\p{Mn}", "gu"), "").toLowerCase().trim();
}
function searchStores(stores, text3) {
  const wanted2 = folded2(text3);
  if (wanted2 === "") return [...stores];
  return stores.filter((store) => [store.city, store.name, store.address].some((field) => folded2(field).includes(wanted2)));
}
function citiesOf(stores) {
  return [...new Set(stores.map((store) => store.city))].sort((a, b) => a.localeCompare(b));
}
var init_store_search = __esm({
  "src/shared/features/store-locator/store-search.ts"() {
    "use strict";
  }
});

// src/shared/features/store-locator/store-finder.tsx
import { useId as useId3, useState as useState4 } from "react";
import { useUnit as useUnit12 } from "effector-react";
import { FormattedMessage as FormattedMessage22, useIntl as useIntl16 } from "react-intl";
import { Fragment as Fragment11, jsx as jsx34, jsxs as jsxs30 } from "react/jsx-runtime";
function directionsUrl(store) {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.lat},${store.lng}`;
}
function StoreCard({ store, selected, onShow }) {
  const intl = useIntl16();
  return /* @__PURE__ */ jsxs30("li", { className: selected ? "store-card store-card--selected" : "store-card", children: [
    /* @__PURE__ */ jsx34("h3", { className: "store-card__name", children: store.name }),
    /* @__PURE__ */ jsxs30("p", { className: "store-card__address", children: [
      store.address,
      ", ",
      store.city,
      ", ",
      intl.formatMessage({ id: store.country_iso === "LB" ? "stores.country.LB" : "stores.country.AE" })
    ] }),
    store.distance_km !== void 0 && /* @__PURE__ */ jsx34("p", { className: "store-card__distance", children: /* @__PURE__ */ jsx34(FormattedMessage22, { id: "stores.distance", values: { distance: intl.formatNumber(store.distance_km, { maximumFractionDigits: 1 }) } }) }),
    /* @__PURE__ */ jsx34("p", { className: "store-card__hours", children: store.opening_hours }),
    /* @__PURE__ */ jsxs30("p", { className: "store-card__contact", children: [
      /* @__PURE__ */ jsx34("a", { href: `tel:${store.phone.replace(/[^+\d]/g, "")}`, children: store.phone }),
      store.email && /* @__PURE__ */ jsxs30(Fragment11, { children: [
        " \xB7 ",
        /* @__PURE__ */ jsx34("a", { href: `mailto:${store.email}`, children: store.email })
      ] })
    ] }),
    /* @__PURE__ */ jsxs30("p", { className: "store-card__actions", children: [
      /* @__PURE__ */ jsx34("button", { type: "button", className: "button button--secondary", "aria-pressed": selected, onClick: onShow, children: /* @__PURE__ */ jsx34(FormattedMessage22, { id: "stores.showOnMap" }) }),
      " ",
      /* @__PURE__ */ jsxs30("a", { href: directionsUrl(store), target: "_blank", rel: "noopener noreferrer", children: [
        /* @__PURE__ */ jsx34(FormattedMessage22, { id: "stores.directions" }),
        /* @__PURE__ */ jsx34(NewTabHint, {})
      ] })
    ] })
  ] });
}
function StoreFinder({ stores }) {
  const intl = useIntl16();
  const id2 = useId3();
  const [text3, setText] = useState4("");
  const [selectedId, setSelectedId] = useState4();
  const [position, failed2, locating, locate, clearPosition] = useUnit12([$visitorPosition, $geolocationFailed, locateVisitorFx.pending, locateVisitorFx, visitorPositionCleared]);
  const found = searchStores(stores, text3);
  const listed = position ? byDistance(found, position) : found;
  return /* @__PURE__ */ jsxs30("div", { className: "store-finder", children: [
    /* @__PURE__ */ jsxs30("div", { className: "store-finder__search", role: "search", "aria-label": intl.formatMessage({ id: "stores.search.label" }), children: [
      /* @__PURE__ */ jsxs30("div", { className: "field", children: [
        /* @__PURE__ */ jsx34("label", { htmlFor: `${id2}-city`, className: "field__label", children: /* @__PURE__ */ jsx34(FormattedMessage22, { id: "stores.search" }) }),
        /* @__PURE__ */ jsx34("input", { id: `${id2}-city`, type: "search", list: `${id2}-cities`, value: text3, autoComplete: "address-level2", onChange: (event) => setText(event.target.value) }),
        /* @__PURE__ */ jsx34("datalist", { id: `${id2}-cities`, children: citiesOf(stores).map((city) => /* @__PURE__ */ jsx34("option", { value: city }, city)) })
      ] }),
      /* @__PURE__ */ jsx34("button", { type: "button", className: "button", disabled: locating, onClick: () => locate().catch(() => void 0), children: /* @__PURE__ */ jsx34(FormattedMessage22, { id: locating ? "stores.locating" : "stores.useMyLocation" }) }),
      position && /* @__PURE__ */ jsx34("button", { type: "button", className: "button button--secondary", onClick: () => clearPosition(), children: /* @__PURE__ */ jsx34(FormattedMessage22, { id: "stores.forgetLocation" }) })
    ] }),
    failed2 && /* @__PURE__ */ jsx34("p", { className: "form__summary", role: "alert", children: /* @__PURE__ */ jsx34(FormattedMessage22, { id: "stores.geolocationError" }) }),
    /* @__PURE__ */ jsx34("p", { role: "status", children: /* @__PURE__ */ jsx34(FormattedMessage22, { id: position ? "stores.countByDistance" : "stores.count", values: { count: listed.length } }) }),
    /* @__PURE__ */ jsxs30("div", { className: "store-finder__results", children: [
      /* @__PURE__ */ jsx34("ul", { className: "store-list", children: listed.map((store) => /* @__PURE__ */ jsx34(StoreCard, { store, selected: store.id === selectedId, onShow: () => setSelectedId(store.id === selectedId ? void 0 : store.id) }, store.id)) }),
      /* @__PURE__ */ jsx34(StoreMap, { stores: listed, selectedId })
    ] })
  ] });
}
var init_store_finder = __esm({
  "src/shared/features/store-locator/store-finder.tsx"() {
    "use strict";
    init_new_tab_hint();
    init_distance();
    init_model12();
    init_store_map();
    init_store_search();
  }
});

// src/shared/pages/distributors/page.tsx
var page_exports10 = {};
__export(page_exports10, {
  default: () => DistributorsScreen,
  loader: () => loader8,
  meta: () => meta10
});
import { FormattedMessage as FormattedMessage23 } from "react-intl";
import { jsx as jsx35, jsxs as jsxs31 } from "react/jsx-runtime";
function DistributorsScreen() {
  const { distributors } = useLoaderData();
  return /* @__PURE__ */ jsxs31("section", { className: "service-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx35("h1", { id: "page-heading", children: /* @__PURE__ */ jsx35(FormattedMessage23, { id: "screen.distributors.title" }) }),
    /* @__PURE__ */ jsx35("p", { className: "lead", children: /* @__PURE__ */ jsx35(FormattedMessage23, { id: "screen.distributors.intro" }) }),
    /* @__PURE__ */ jsxs31("p", { children: [
      /* @__PURE__ */ jsx35(FormattedMessage23, { id: "distributors.join" }),
      " ",
      /* @__PURE__ */ jsx35(Link, { to: { name: "contact" }, className: "button", children: /* @__PURE__ */ jsx35(FormattedMessage23, { id: "distributors.contact" }) })
    ] }),
    /* @__PURE__ */ jsx35("h2", { children: /* @__PURE__ */ jsx35(FormattedMessage23, { id: "distributors.network" }) }),
    /* @__PURE__ */ jsx35(StoreFinder, { stores: distributors }),
    /* @__PURE__ */ jsx35("p", { children: /* @__PURE__ */ jsx35(Link, { to: { name: "store-locator" }, children: /* @__PURE__ */ jsx35(FormattedMessage23, { id: "distributors.seeStores" }) }) })
  ] });
}
var loader8, meta10;
var init_page10 = __esm({
  "src/shared/pages/distributors/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_store_finder();
    loader8 = async ({ api }) => ({
      distributors: (await api.call("GET /store-locator", { query: { type: "distributor" } })).items
    });
    meta10 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.distributors.title" }),
      description: intl.formatMessage({ id: "screen.distributors.intro" })
    });
  }
});

// src/shared/pages/downloads/document-types.ts
function typeSegmentValue(technicalName) {
  return technicalName.toLowerCase().replace(/_/g, "-");
}
function groupByType(documents) {
  const groups = /* @__PURE__ */ new Map();
  for (const document3 of documents) {
    const list3 = groups.get(document3.type.technical_name) ?? [];
    list3.push(document3);
    groups.set(document3.type.technical_name, list3);
  }
  return [...groups].map(([technicalName, list3]) => ({
    type: { technicalName, label: list3[0].type.label, segmentValue: typeSegmentValue(technicalName), count: list3.length },
    documents: list3
  }));
}
function documentFormat(url) {
  const path4 = url.split(/[?#]/)[0];
  const dot = path4.lastIndexOf(".");
  return dot === -1 || dot < path4.lastIndexOf("/") ? "" : path4.slice(dot + 1).toUpperCase();
}
var typesFilterKey;
var init_document_types = __esm({
  "src/shared/pages/downloads/document-types.ts"() {
    "use strict";
    typesFilterKey = "TYPES";
  }
});

// src/shared/pages/downloads/document-list.tsx
import { FormattedMessage as FormattedMessage24, useIntl as useIntl17 } from "react-intl";
import { Fragment as Fragment12, jsx as jsx36, jsxs as jsxs32 } from "react/jsx-runtime";
function useFileSize() {
  const intl = useIntl17();
  return (bytes) => bytes >= 1024 * 1024 ? intl.formatNumber(bytes / (1024 * 1024), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }) : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: "unit", unit: "kilobyte" });
}
function DocumentItem({ document: document3 }) {
  const fileSize = useFileSize();
  const format = documentFormat(document3.url);
  return /* @__PURE__ */ jsxs32("li", { className: "document", children: [
    /* @__PURE__ */ jsxs32("a", { href: document3.url, target: "_blank", rel: "noopener", className: "document__link", children: [
      document3.title,
      /* @__PURE__ */ jsx36(NewTabHint, {})
    ] }),
    /* @__PURE__ */ jsxs32("span", { className: "document__file", children: [
      format,
      document3.size_bytes !== void 0 && /* @__PURE__ */ jsxs32(Fragment12, { children: [
        " \xB7 ",
        fileSize(document3.size_bytes)
      ] })
    ] }),
    document3.description && /* @__PURE__ */ jsx36("p", { className: "document__description", children: document3.description })
  ] });
}
function DocumentList({ groups }) {
  if (groups.length === 0) {
    return /* @__PURE__ */ jsx36("p", { role: "status", children: /* @__PURE__ */ jsx36(FormattedMessage24, { id: "documents.none" }) });
  }
  return /* @__PURE__ */ jsx36(Fragment12, { children: groups.map((group) => /* @__PURE__ */ jsxs32("section", { className: "document-group", "aria-labelledby": `documents-${group.type.segmentValue}`, children: [
    /* @__PURE__ */ jsxs32("h2", { id: `documents-${group.type.segmentValue}`, children: [
      group.type.label,
      " ",
      /* @__PURE__ */ jsxs32("span", { className: "document-group__count", children: [
        "(",
        group.documents.length,
        ")"
      ] })
    ] }),
    /* @__PURE__ */ jsx36("ul", { className: "documents", children: group.documents.map((document3) => /* @__PURE__ */ jsx36(DocumentItem, { document: document3 }, document3.id)) })
  ] }, group.type.technicalName)) });
}
var init_document_list = __esm({
  "src/shared/pages/downloads/document-list.tsx"() {
    "use strict";
    init_new_tab_hint();
    init_document_types();
  }
});

// src/shared/pages/downloads/page.tsx
var page_exports11 = {};
__export(page_exports11, {
  default: () => DownloadsScreen,
  loader: () => loader9,
  meta: () => meta11
});
import { FormattedMessage as FormattedMessage25 } from "react-intl";
import { jsx as jsx37, jsxs as jsxs33 } from "react/jsx-runtime";
function DownloadsScreen() {
  const { groups } = useLoaderData();
  return /* @__PURE__ */ jsxs33("section", { className: "service-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx37("h1", { id: "page-heading", children: /* @__PURE__ */ jsx37(FormattedMessage25, { id: "screen.downloads.title" }) }),
    /* @__PURE__ */ jsx37("p", { className: "lead", children: /* @__PURE__ */ jsx37(FormattedMessage25, { id: "screen.downloads.intro" }) }),
    /* @__PURE__ */ jsx37(DocumentList, { groups })
  ] });
}
var loader9, meta11;
var init_page11 = __esm({
  "src/shared/pages/downloads/page.tsx"() {
    "use strict";
    init_router_context();
    init_document_list();
    init_document_types();
    loader9 = async ({ api }) => ({
      groups: groupByType((await api.call("GET /notice", { query: { section: "downloads" } })).items)
    });
    meta11 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.downloads.title" }),
      description: intl.formatMessage({ id: "screen.downloads.intro" })
    });
  }
});

// src/shared/pages/faq/page.tsx
var page_exports12 = {};
__export(page_exports12, {
  default: () => FaqScreen,
  loader: () => loader10,
  meta: () => meta12
});
import { FormattedMessage as FormattedMessage26, useIntl as useIntl18 } from "react-intl";
import { jsx as jsx38, jsxs as jsxs34 } from "react/jsx-runtime";
function FaqScreen() {
  const { entries, tags: tags2 } = useLoaderData();
  const intl = useIntl18();
  const selected = usePage().match?.filters.find((filter) => filter.key === tagsKey)?.values ?? [];
  return /* @__PURE__ */ jsxs34("section", { className: "faq", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs34("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx38("h1", { id: "page-heading", children: /* @__PURE__ */ jsx38(FormattedMessage26, { id: "screen.faq.title" }) }),
      /* @__PURE__ */ jsx38("p", { className: "lead", children: /* @__PURE__ */ jsx38(FormattedMessage26, { id: "screen.faq.intro" }) })
    ] }),
    /* @__PURE__ */ jsx38("nav", { "aria-label": intl.formatMessage({ id: "faq.tags" }), children: /* @__PURE__ */ jsxs34("ul", { className: "chip-list", children: [
      /* @__PURE__ */ jsx38("li", { children: /* @__PURE__ */ jsx38(Link, { to: { name: "faq" }, className: "chip", "aria-current": selected.length === 0 ? "true" : void 0, children: /* @__PURE__ */ jsx38(FormattedMessage26, { id: "faq.allTags" }) }) }),
      tags2.map((tag) => /* @__PURE__ */ jsx38("li", { children: /* @__PURE__ */ jsx38(Link, { to: { name: "faq", filters: [{ key: tagsKey, values: [tag.slug] }] }, className: "chip", "aria-current": selected.includes(tag.slug) ? "true" : void 0, children: tag.label }) }, tag.id))
    ] }) }),
    entries.length === 0 ? /* @__PURE__ */ jsx38("p", { children: /* @__PURE__ */ jsx38(FormattedMessage26, { id: "faq.none" }) }) : /* @__PURE__ */ jsx38("div", { className: "faq__list", children: entries.map((entry) => /* @__PURE__ */ jsxs34("details", { className: "faq__entry", children: [
      /* @__PURE__ */ jsx38("summary", { children: /* @__PURE__ */ jsx38("h2", { className: "faq__question", children: entry.question }) }),
      /* @__PURE__ */ jsx38("p", { children: entry.answer })
    ] }, entry.id)) })
  ] });
}
var tagsKey, loader10, meta12;
var init_page12 = __esm({
  "src/shared/pages/faq/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    tagsKey = "TAGS";
    loader10 = async ({ api, match: match3 }) => {
      const tags2 = match3.filters.find((filter) => filter.key === tagsKey)?.values;
      const [entries, allTags] = await Promise.all([
        api.call("GET /faq", { query: tags2 ? { tags: [...tags2] } : {} }),
        api.call("GET /tags")
      ]);
      return { entries: entries.items, tags: allTags.items };
    };
    meta12 = ({ data, intl }) => ({
      title: intl.formatMessage({ id: "screen.faq.title" }),
      description: intl.formatMessage({ id: "screen.faq.intro" }),
      structuredData: () => [
        {
          "@type": "FAQPage",
          mainEntity: data.entries.map((entry) => ({
            "@type": "Question",
            name: entry.question,
            acceptedAnswer: { "@type": "Answer", text: entry.answer }
          }))
        }
      ]
    });
  }
});

// src/shared/features/favorites/favorite-products.ts
var favoriteProducts;
var init_favorite_products = __esm({
  "src/shared/features/favorites/favorite-products.ts"() {
    "use strict";
    init_model8();
    init_saved_product_list();
    favoriteProducts = savedProductList("favorites", $favoriteIds);
  }
});

// src/shared/pages/favorites/page.tsx
var page_exports13 = {};
__export(page_exports13, {
  default: () => FavoritesScreen,
  meta: () => meta13
});
import { useEffect as useEffect3 } from "react";
import { FormattedMessage as FormattedMessage27 } from "react-intl";
import { useUnit as useUnit13 } from "effector-react";
import { Fragment as Fragment13, jsx as jsx39, jsxs as jsxs35 } from "react/jsx-runtime";
function FavoritesScreen() {
  const [products2, state, opened, closed] = useUnit13([favoriteProducts.$products, favoriteProducts.$state, favoriteProducts.pageOpened, favoriteProducts.pageClosed]);
  useEffect3(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  return /* @__PURE__ */ jsxs35("section", { className: "favorites", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs35("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx39("h1", { id: "page-heading", children: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "screen.favorites.title" }) }),
      /* @__PURE__ */ jsx39("p", { className: "lead", children: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "screen.favorites.intro" }) })
    ] }),
    state === "loading" && /* @__PURE__ */ jsx39("p", { "aria-busy": "true", children: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "favorites.loading" }) }),
    state === "failed" && /* @__PURE__ */ jsx39("p", { role: "alert", children: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "favorites.failed" }) }),
    state === "empty" && /* @__PURE__ */ jsx39("p", { className: "favorites__empty", children: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "favorites.empty" }) }),
    state === "ready" && /* @__PURE__ */ jsxs35(Fragment13, { children: [
      /* @__PURE__ */ jsx39(ListingProductGrid, { products: products2, eagerCount: 4 }),
      /* @__PURE__ */ jsx39(SendFavorites, {})
    ] })
  ] });
}
function SendFavorites() {
  const [favoriteIds, showToast] = useUnit13([$favoriteIds, toastShown]);
  return /* @__PURE__ */ jsxs35("section", { className: "favorites__send", "aria-labelledby": "favorites-send-heading", children: [
    /* @__PURE__ */ jsx39("h2", { id: "favorites-send-heading", children: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "favorites.send.title" }) }),
    /* @__PURE__ */ jsxs35(
      ContractForm,
      {
        endpoint: "POST /wishlist/send",
        initialValues: { email: "", sender_name: "", message: "" },
        toBody: (values) => ({
          email: requiredText(values, "email"),
          sender_name: optionalText(values, "sender_name"),
          message: optionalText(values, "message"),
          product_ids: [...favoriteIds]
        }),
        onSuccess: (_receipt, values) => showToast({ kind: "success", message: "favorites.send.sent", values: { email: requiredText(values, "email") } }),
        resetOnSuccess: true,
        submitLabel: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "favorites.send.submit" }),
        children: [
          /* @__PURE__ */ jsx39(TextField, { name: "email", type: "email", autoComplete: "email", required: true, label: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "favorites.send.email" }) }),
          /* @__PURE__ */ jsx39(TextField, { name: "sender_name", autoComplete: "name", label: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "favorites.send.name" }) }),
          /* @__PURE__ */ jsx39(TextAreaField, { name: "message", rows: 4, label: /* @__PURE__ */ jsx39(FormattedMessage27, { id: "favorites.send.message" }) })
        ]
      }
    )
  ] });
}
var meta13;
var init_page13 = __esm({
  "src/shared/pages/favorites/page.tsx"() {
    "use strict";
    init_listing_product_grid();
    init_favorite_products();
    init_model8();
    init_model2();
    init_contract_form();
    init_fields();
    init_form_values();
    meta13 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.favorites.title" }),
      description: intl.formatMessage({ id: "screen.favorites.intro" }),
      indexable: false
    });
  }
});

// src/shared/pages/folder/page.tsx
var page_exports14 = {};
__export(page_exports14, {
  default: () => FolderScreen,
  loader: () => loader11,
  meta: () => meta14
});
import { FormattedMessage as FormattedMessage28, useIntl as useIntl19 } from "react-intl";
import { jsx as jsx40, jsxs as jsxs36 } from "react/jsx-runtime";
function itemHref(item) {
  if (item.type === "video" && item.video_id) return `https://www.youtube.com/watch?v=${encodeURIComponent(item.video_id)}`;
  return item.url ?? void 0;
}
function FolderScreen() {
  const folder2 = useLoaderData();
  const intl = useIntl19();
  const types2 = usePage().match?.filters.find((filter) => filter.key === typesKey)?.values;
  const items = types2 ? folder2.items.filter((item) => types2.includes(item.type)) : folder2.items;
  const typeLink = (type) => ({
    name: "folder",
    params: { slug: folder2.slug },
    filters: type ? [{ key: typesKey, values: [type] }] : []
  });
  return /* @__PURE__ */ jsxs36("section", { className: "folder", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs36("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx40("h1", { id: "page-heading", children: folder2.name }),
      /* @__PURE__ */ jsx40("p", { className: "lead", children: folder2.description })
    ] }),
    folder2.types.length > 1 && /* @__PURE__ */ jsx40("nav", { "aria-label": intl.formatMessage({ id: "folder.types" }), children: /* @__PURE__ */ jsx40("ul", { className: "chip-list", children: [void 0, ...folder2.types].map((type) => /* @__PURE__ */ jsx40("li", { children: /* @__PURE__ */ jsx40(Link, { to: typeLink(type), className: "chip", "aria-current": (type === void 0 ? !types2 : types2?.includes(type)) ? "true" : void 0, children: /* @__PURE__ */ jsx40(FormattedMessage28, { id: `folder.type.${type ?? "all"}` }) }) }, type ?? "all")) }) }),
    /* @__PURE__ */ jsx40("ul", { className: "card-grid", children: items.map((item, index) => {
      const href = itemHref(item);
      return /* @__PURE__ */ jsx40("li", { children: /* @__PURE__ */ jsxs36("article", { className: "media-card", children: [
        /* @__PURE__ */ jsx40(Picture, { picture: item.cover, alt: "", ...pictureSizes.push, eager: index < 3 }),
        /* @__PURE__ */ jsx40("p", { className: "media-card__type", children: /* @__PURE__ */ jsx40(FormattedMessage28, { id: `folder.type.${item.type}` }) }),
        /* @__PURE__ */ jsx40("h2", { className: "media-card__title", children: item.title }),
        /* @__PURE__ */ jsx40("p", { children: item.description }),
        href && /* @__PURE__ */ jsxs36("a", { href, target: "_blank", rel: "noopener noreferrer", className: "media-card__link", children: [
          /* @__PURE__ */ jsx40(FormattedMessage28, { id: item.type === "video" ? "folder.watch" : "folder.download" }),
          /* @__PURE__ */ jsxs36("span", { className: "visually-hidden", children: [
            ": ",
            item.title
          ] }),
          /* @__PURE__ */ jsx40(NewTabHint, {})
        ] })
      ] }) }, item.id);
    }) })
  ] });
}
var typesKey, loader11, meta14;
var init_page14 = __esm({
  "src/shared/pages/folder/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_picture();
    init_load_entity();
    init_new_tab_hint();
    typesKey = "TYPES";
    loader11 = ({ api, match: match3 }) => loadEntity(api, "folder", match3.params.slug);
    meta14 = ({ data }) => ({
      title: data.name,
      description: data.description,
      image: data.cover,
      audience: data.target
    });
  }
});

// src/shared/pages/formations/participant-fields.tsx
import { FormattedMessage as FormattedMessage29, useIntl as useIntl20 } from "react-intl";
import { jsx as jsx41, jsxs as jsxs37 } from "react/jsx-runtime";
function ParticipantFields({ count, max, onAdd, onRemove }) {
  const intl = useIntl20();
  return /* @__PURE__ */ jsxs37("fieldset", { className: "form__group participants", children: [
    /* @__PURE__ */ jsx41("legend", { children: /* @__PURE__ */ jsx41(FormattedMessage29, { id: "training.participants", values: { max } }) }),
    Array.from({ length: count }, (_, index) => /* @__PURE__ */ jsxs37("fieldset", { className: "participant", children: [
      /* @__PURE__ */ jsx41("legend", { children: /* @__PURE__ */ jsx41(FormattedMessage29, { id: "training.participant", values: { number: index + 1 } }) }),
      /* @__PURE__ */ jsxs37("div", { className: "form__row", children: [
        /* @__PURE__ */ jsx41(TextField, { name: `participants.${index}.firstname`, label: intl.formatMessage({ id: "forms.firstname" }), required: true }),
        /* @__PURE__ */ jsx41(TextField, { name: `participants.${index}.lastname`, label: intl.formatMessage({ id: "forms.lastname" }), required: true }),
        /* @__PURE__ */ jsx41(TextField, { name: `participants.${index}.function`, label: intl.formatMessage({ id: "forms.function" }) })
      ] })
    ] }, index)),
    /* @__PURE__ */ jsxs37("p", { className: "participants__actions", children: [
      count < max && /* @__PURE__ */ jsx41("button", { type: "button", className: "button button--secondary", onClick: onAdd, children: /* @__PURE__ */ jsx41(FormattedMessage29, { id: "training.addParticipant" }) }),
      count > 1 && /* @__PURE__ */ jsx41("button", { type: "button", className: "button button--secondary", onClick: onRemove, children: /* @__PURE__ */ jsx41(FormattedMessage29, { id: "training.removeParticipant" }) })
    ] })
  ] });
}
var init_participant_fields = __esm({
  "src/shared/pages/formations/participant-fields.tsx"() {
    "use strict";
    init_fields();
  }
});

// src/shared/pages/formations/session-status.ts
function sessionStatus(session) {
  const registered = Math.max(0, session.capacity - session.seats_left);
  const availability = session.seats_left === 0 ? "full" : session.open ? "open" : "closed";
  return {
    availability,
    registered,
    confirmed: registered >= session.min_registrations,
    maxParticipants: Math.max(0, Math.min(session.max_participants, session.seats_left))
  };
}
var init_session_status = __esm({
  "src/shared/pages/formations/session-status.ts"() {
    "use strict";
  }
});

// src/shared/pages/formations/session-card.tsx
import { FormattedDate as FormattedDate4, FormattedMessage as FormattedMessage30 } from "react-intl";
import { Fragment as Fragment14, jsx as jsx42, jsxs as jsxs38 } from "react/jsx-runtime";
function SessionDate({ value }) {
  return /* @__PURE__ */ jsx42(FormattedDate4, { value, weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
function SessionCard({ session }) {
  const status = sessionStatus(session);
  return /* @__PURE__ */ jsxs38("span", { className: "session-card", children: [
    /* @__PURE__ */ jsx42("span", { className: "session-card__title", children: session.title }),
    /* @__PURE__ */ jsxs38("span", { className: "session-card__when", children: [
      /* @__PURE__ */ jsx42(SessionDate, { value: session.starts_at }),
      session.ends_at.slice(0, 10) !== session.starts_at.slice(0, 10) && /* @__PURE__ */ jsxs38(Fragment14, { children: [
        " \u2013 ",
        /* @__PURE__ */ jsx42(SessionDate, { value: session.ends_at })
      ] }),
      " \xB7 ",
      session.location
    ] }),
    /* @__PURE__ */ jsx42("span", { className: "session-card__description", children: session.description }),
    /* @__PURE__ */ jsxs38("span", { className: "session-card__state", children: [
      status.availability === "full" && /* @__PURE__ */ jsx42(FormattedMessage30, { id: "training.full" }),
      status.availability === "closed" && /* @__PURE__ */ jsx42(FormattedMessage30, { id: "training.closed" }),
      status.availability === "open" && /* @__PURE__ */ jsxs38(Fragment14, { children: [
        /* @__PURE__ */ jsx42(FormattedMessage30, { id: "training.seatsLeft", values: { count: session.seats_left } }),
        " ",
        /* @__PURE__ */ jsx42(FormattedMessage30, { id: "training.closesOn", values: { date: /* @__PURE__ */ jsx42(FormattedDate4, { value: session.registration_closes_at, year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }) } })
      ] })
    ] }),
    /* @__PURE__ */ jsx42("span", { className: status.confirmed ? "session-card__confirmation" : "session-card__confirmation session-card__confirmation--pending", children: status.confirmed ? /* @__PURE__ */ jsx42(FormattedMessage30, { id: "training.confirmed" }) : /* @__PURE__ */ jsx42(FormattedMessage30, { id: "training.notConfirmed", values: { min: session.min_registrations, registered: status.registered } }) })
  ] });
}
var init_session_card = __esm({
  "src/shared/pages/formations/session-card.tsx"() {
    "use strict";
    init_session_status();
  }
});

// src/shared/pages/formations/page.tsx
var page_exports15 = {};
__export(page_exports15, {
  default: () => TrainingScreen,
  loader: () => loader12,
  meta: () => meta15
});
import { useState as useState5 } from "react";
import { useUnit as useUnit14 } from "effector-react";
import { FormattedMessage as FormattedMessage31, useIntl as useIntl21 } from "react-intl";
import { jsx as jsx43, jsxs as jsxs39 } from "react/jsx-runtime";
function participantsOf(values, count) {
  return Array.from({ length: count }, (_, index) => {
    const fn = textValue(values, `participants.${index}.function`).trim();
    return {
      firstname: textValue(values, `participants.${index}.firstname`),
      lastname: textValue(values, `participants.${index}.lastname`),
      ...fn === "" ? {} : { function: fn }
    };
  });
}
function TrainingScreen() {
  const loaded = useLoaderData();
  const intl = useIntl21();
  const [api, showToast] = useUnit14([$api, toastShown]);
  const [sessions, setSessions] = useState5(loaded.sessions);
  const [participantCount, setParticipantCount] = useState5(1);
  const anyOpen = sessions.some((session) => sessionStatus(session).availability === "open");
  const onRegistered = () => {
    showToast(defaultSuccessToast);
    setParticipantCount(1);
    api?.call("GET /training").then((list3) => setSessions(list3.items), () => void 0);
  };
  return /* @__PURE__ */ jsxs39("section", { className: "service-page training", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx43("h1", { id: "page-heading", children: /* @__PURE__ */ jsx43(FormattedMessage31, { id: "screen.formations.title" }) }),
    /* @__PURE__ */ jsx43("p", { className: "lead", children: /* @__PURE__ */ jsx43(FormattedMessage31, { id: "screen.formations.intro" }) }),
    /* @__PURE__ */ jsx43("p", { children: /* @__PURE__ */ jsx43(FormattedMessage31, { id: "training.rules", values: { max: MAX_TRAINING_PARTICIPANTS } }) }),
    sessions.length === 0 ? /* @__PURE__ */ jsx43("p", { role: "status", children: /* @__PURE__ */ jsx43(FormattedMessage31, { id: "training.none" }) }) : /* @__PURE__ */ jsxs39(
      ContractForm,
      {
        endpoint: "POST /training-inscription",
        initialValues: initialValues3,
        toBody: (values) => ({
          training_id: requiredInteger(values, "training_id"),
          company: requiredText(values, "company"),
          email: requiredText(values, "email"),
          phone: requiredText(values, "phone"),
          participants: participantsOf(values, participantCount)
        }),
        resetOnSuccess: true,
        onSuccess: onRegistered,
        submitLabel: /* @__PURE__ */ jsx43(FormattedMessage31, { id: "training.register" }),
        children: [
          /* @__PURE__ */ jsx43(
            RadioCardsField,
            {
              name: "training_id",
              label: intl.formatMessage({ id: "training.session" }),
              required: true,
              hint: anyOpen ? void 0 : intl.formatMessage({ id: "training.noneOpen" }),
              options: sessions.map((session) => ({
                value: String(session.id),
                content: /* @__PURE__ */ jsx43(SessionCard, { session }),
                disabled: sessionStatus(session).availability !== "open"
              }))
            }
          ),
          /* @__PURE__ */ jsxs39("fieldset", { className: "form__group", children: [
            /* @__PURE__ */ jsx43("legend", { children: intl.formatMessage({ id: "training.company.legend" }) }),
            /* @__PURE__ */ jsx43(TextField, { name: "company", label: intl.formatMessage({ id: "forms.company" }), required: true, autoComplete: "organization" }),
            /* @__PURE__ */ jsxs39("div", { className: "form__row", children: [
              /* @__PURE__ */ jsx43(TextField, { name: "email", type: "email", label: intl.formatMessage({ id: "forms.email" }), required: true, autoComplete: "email" }),
              /* @__PURE__ */ jsx43(TextField, { name: "phone", type: "tel", label: intl.formatMessage({ id: "forms.phone" }), required: true, autoComplete: "tel", hint: intl.formatMessage({ id: "forms.phone.hint" }) })
            ] })
          ] }),
          /* @__PURE__ */ jsx43(
            ParticipantFields,
            {
              count: participantCount,
              max: MAX_TRAINING_PARTICIPANTS,
              onAdd: () => setParticipantCount((count) => Math.min(MAX_TRAINING_PARTICIPANTS, count + 1)),
              onRemove: () => setParticipantCount((count) => Math.max(1, count - 1))
            }
          )
        ]
      }
    )
  ] });
}
var loader12, meta15, initialValues3;
var init_page15 = __esm({
  "src/shared/pages/formations/page.tsx"() {
    "use strict";
    init_router_context();
    init_model();
    init_model2();
    init_contract_form();
    init_fields();
    init_form_context();
    init_form_values();
    init_form_schemas();
    init_participant_fields();
    init_session_card();
    init_session_status();
    loader12 = async ({ api }) => ({ sessions: (await api.call("GET /training")).items });
    meta15 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.formations.title" }),
      description: intl.formatMessage({ id: "screen.formations.intro" })
    });
    initialValues3 = { training_id: "", company: "", email: "", phone: "" };
  }
});

// src/shared/catalogue/hero-slider.tsx
import { useRef as useRef2 } from "react";
import { useIntl as useIntl22 } from "react-intl";
import { jsx as jsx44, jsxs as jsxs40 } from "react/jsx-runtime";
function HeroSlider({ slides }) {
  const intl = useIntl22();
  const { router } = useRouterContext();
  const track = useRef2(null);
  if (slides.length === 0) return null;
  const scroll = (direction) => track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: "smooth" });
  return /* @__PURE__ */ jsxs40("section", { className: "hero", "aria-roledescription": "carousel", "aria-label": intl.formatMessage({ id: "home.slides" }), children: [
    /* @__PURE__ */ jsx44("ul", { ref: track, className: "hero__track", tabIndex: 0, children: slides.map((slide, index) => {
      const target = resolveBackofficeLink(router, slide.link);
      return /* @__PURE__ */ jsxs40(
        "li",
        {
          className: "hero__slide",
          "aria-roledescription": "slide",
          "aria-label": intl.formatMessage({ id: "home.slide" }, { number: index + 1, count: slides.length }),
          children: [
            /* @__PURE__ */ jsx44(Picture, { picture: slide.visuel, alt: "", ...pictureSizes.push, eager: index === 0, className: "hero__visual" }),
            /* @__PURE__ */ jsxs40("div", { className: "hero__text", children: [
              /* @__PURE__ */ jsx44("h2", { className: "hero__title", children: slide.title }),
              /* @__PURE__ */ jsx44("p", { children: slide.text }),
              target?.kind === "route" && /* @__PURE__ */ jsxs40(Link, { to: target.location, className: "button", children: [
                slide.label_link ?? slide.title,
                /* @__PURE__ */ jsxs40("span", { className: "visually-hidden", children: [
                  ": ",
                  slide.title
                ] })
              ] })
            ] })
          ]
        },
        slide.id
      );
    }) }),
    slides.length > 1 && /* @__PURE__ */ jsxs40("div", { className: "hero__controls", children: [
      /* @__PURE__ */ jsx44("button", { type: "button", onClick: () => scroll(-1), "aria-label": intl.formatMessage({ id: "home.previousSlide" }), children: "\u2039" }),
      /* @__PURE__ */ jsx44("button", { type: "button", onClick: () => scroll(1), "aria-label": intl.formatMessage({ id: "home.nextSlide" }), children: "\u203A" })
    ] })
  ] });
}
var init_hero_slider = __esm({
  "src/shared/catalogue/hero-slider.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_backoffice_link();
    init_picture();
  }
});

// src/shared/catalogue/news-card.tsx
import { FormattedDate as FormattedDate5 } from "react-intl";
import { jsx as jsx45, jsxs as jsxs41 } from "react/jsx-runtime";
function NewsCard({ article }) {
  return /* @__PURE__ */ jsxs41("article", { className: "news-card", children: [
    article.cover && /* @__PURE__ */ jsx45(Picture, { picture: article.cover, alt: "", ...pictureSizes.push }),
    /* @__PURE__ */ jsxs41("div", { className: "news-card__body", children: [
      /* @__PURE__ */ jsx45("p", { className: "news-card__date", children: /* @__PURE__ */ jsx45("time", { dateTime: article.published_at, children: /* @__PURE__ */ jsx45(FormattedDate5, { value: article.published_at, year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }) }) }),
      /* @__PURE__ */ jsx45("h3", { className: "news-card__title", children: /* @__PURE__ */ jsx45(Link, { to: { name: "cms-page", params: { slug: article.slug } }, children: article.title }) }),
      /* @__PURE__ */ jsx45("p", { children: article.extract })
    ] })
  ] });
}
var init_news_card = __esm({
  "src/shared/catalogue/news-card.tsx"() {
    "use strict";
    init_link();
    init_picture();
  }
});

// src/shared/seo/json-ld.ts
function socialLinks(settings2) {
  return socialSettingCodes.map((code) => settingValue(settings2, code)).filter((url) => Boolean(url));
}
function withContext(nodes) {
  return nodes.length === 1 ? { "@context": context, ...nodes[0] } : { "@context": context, "@graph": nodes };
}
function organizationJsonLd(seo) {
  const phones = [
    ["phone_lb", "LB"],
    ["phone_ae", "AE"]
  ].map(([code, area]) => [settingValue(seo.settings, code), area]).filter(([phone2]) => phone2);
  const email2 = settingValue(seo.settings, "contact_email");
  return {
    "@type": "Organization",
    name: seo.organizationName,
    url: seo.absoluteUrl({ name: "home" }),
    logo: seo.absoluteAsset("/logo.svg"),
    ...email2 ? { email: email2 } : {},
    contactPoint: phones.map(([telephone, areaServed]) => ({ "@type": "ContactPoint", telephone, areaServed, contactType: "customer service" })),
    sameAs: socialLinks(seo.settings)
  };
}
function breadcrumbListJsonLd(items) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...item.url ? { item: item.url } : {}
    }))
  };
}
function productJsonLd(product, seo) {
  const prices = product.items.map((item) => item.price_with_tax);
  const images = [...product.medias.visuel.map((visual2) => visual2.large.url), ...product.medias.AMBIANCE.map((picture) => picture.url)];
  return {
    "@type": "Product",
    name: product.name,
    description: product.extract,
    sku: product.reference,
    ...product.items[0] ? { gtin13: product.items[0].ean13 } : {},
    image: (images.length > 0 ? images : [product.cover.url]).map((path4) => seo.absoluteAsset(path4)),
    url: seo.absoluteUrl({ name: "product", params: { slug: product.slug } }),
    brand: { "@type": "Brand", name: seo.organizationName },
    ...product.category_name ? { category: product.category_name } : {},
    ...prices.length > 0 && seo.currency ? {
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: seo.currency.code,
        lowPrice: Math.min(...prices).toFixed(2),
        highPrice: Math.max(...prices).toFixed(2),
        offerCount: prices.length
      }
    } : {}
  };
}
var context, socialSettingCodes;
var init_json_ld = __esm({
  "src/shared/seo/json-ld.ts"() {
    "use strict";
    init_model();
    context = "https://schema.org";
    socialSettingCodes = ["link_facebook", "link_youtube", "link_pinterest", "link_instagram", "link_linkedin"];
  }
});

// src/shared/pages/home/page.tsx
var page_exports16 = {};
__export(page_exports16, {
  default: () => HomeScreen,
  loader: () => loader13,
  meta: () => meta16
});
import { FormattedMessage as FormattedMessage32, useIntl as useIntl23 } from "react-intl";
import { useUnit as useUnit15 } from "effector-react";
import { jsx as jsx46, jsxs as jsxs42 } from "react/jsx-runtime";
function HomeScreen() {
  const { slides, categories: categories2, featured, news: news2 } = useLoaderData();
  const intl = useIntl23();
  const [target, menus2] = useUnit15([$target, $menus]);
  const pushes = (menus2.find((menu) => menu.code === `menu_${target}`)?.items ?? []).flatMap((item) => item.pushes);
  return /* @__PURE__ */ jsxs42("div", { className: "home", children: [
    /* @__PURE__ */ jsxs42("header", { className: "home__intro", children: [
      /* @__PURE__ */ jsx46("h1", { id: "page-heading", children: /* @__PURE__ */ jsx46(FormattedMessage32, { id: `home.heading.${target}` }) }),
      /* @__PURE__ */ jsx46("p", { className: "lead", children: /* @__PURE__ */ jsx46(FormattedMessage32, { id: `home.intro.${target}` }) })
    ] }),
    /* @__PURE__ */ jsx46(HeroSlider, { slides }),
    /* @__PURE__ */ jsxs42("section", { className: "home__section", "aria-labelledby": "ranges-heading", children: [
      /* @__PURE__ */ jsx46("h2", { id: "ranges-heading", children: /* @__PURE__ */ jsx46(FormattedMessage32, { id: "home.categories" }) }),
      /* @__PURE__ */ jsx46("ul", { className: "range-grid", children: categories2.map((category) => /* @__PURE__ */ jsx46("li", { children: /* @__PURE__ */ jsxs42(Link, { to: { name: "category", params: { slug: category.slug } }, className: "range-card", children: [
        category.cover && /* @__PURE__ */ jsx46(Picture, { picture: category.cover, alt: "", ...pictureSizes.push }),
        /* @__PURE__ */ jsx46("span", { className: "range-card__name", children: category.name })
      ] }) }, category.id)) })
    ] }),
    /* @__PURE__ */ jsxs42("section", { className: "home__section", "aria-labelledby": "featured-heading", children: [
      /* @__PURE__ */ jsx46("h2", { id: "featured-heading", children: /* @__PURE__ */ jsx46(FormattedMessage32, { id: "home.featured" }) }),
      /* @__PURE__ */ jsx46(
        Await,
        {
          value: featured,
          fallback: /* @__PURE__ */ jsx46("p", { className: "listing__placeholder", "aria-busy": "true", children: intl.formatMessage({ id: "page.loading" }) }),
          errorView: /* @__PURE__ */ jsx46("p", { role: "alert", children: intl.formatMessage({ id: "page.sectionFailed" }) }),
          children: (page3) => /* @__PURE__ */ jsx46(ProductGrid, { products: page3.items })
        }
      )
    ] }),
    pushes.length > 0 && /* @__PURE__ */ jsxs42("section", { className: "home__section", "aria-labelledby": "pushes-heading", children: [
      /* @__PURE__ */ jsx46("h2", { id: "pushes-heading", className: "visually-hidden", children: /* @__PURE__ */ jsx46(FormattedMessage32, { id: "home.pushes" }) }),
      /* @__PURE__ */ jsx46("ul", { className: "push-grid", children: pushes.map((push2) => /* @__PURE__ */ jsx46("li", { children: /* @__PURE__ */ jsx46(PushCard, { title: push2.titre, text: push2.text, visual: push2.visuel, link: pushTarget(push2), linkLabel: push2.label_link }) }, push2.id)) })
    ] }),
    /* @__PURE__ */ jsxs42("section", { className: "home__section", "aria-labelledby": "news-heading", children: [
      /* @__PURE__ */ jsx46("h2", { id: "news-heading", children: /* @__PURE__ */ jsx46(FormattedMessage32, { id: "home.news" }) }),
      /* @__PURE__ */ jsx46(Await, { value: news2, fallback: /* @__PURE__ */ jsx46("p", { "aria-busy": "true", children: intl.formatMessage({ id: "page.loading" }) }), errorView: null, children: (list3) => /* @__PURE__ */ jsx46("ul", { className: "news-grid", children: list3.items.map((article) => /* @__PURE__ */ jsx46("li", { children: /* @__PURE__ */ jsx46(NewsCard, { article }) }, article.id)) }) }),
      /* @__PURE__ */ jsx46("p", { children: /* @__PURE__ */ jsx46(Link, { to: { name: "news" }, children: /* @__PURE__ */ jsx46(FormattedMessage32, { id: "home.allNews" }) }) })
    ] })
  ] });
}
var featuredCount, newsCount, loader13, meta16;
var init_page16 = __esm({
  "src/shared/pages/home/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_backoffice_link();
    init_hero_slider();
    init_picture();
    init_product_card();
    init_push_card();
    init_news_card();
    init_await();
    init_deferred();
    init_model();
    init_json_ld();
    featuredCount = 8;
    newsCount = 3;
    loader13 = async ({ api }) => {
      const featured = defer(api.call("GET /product", { query: { promoted: 1, perPage: featuredCount, page: 1 } }).then(toProductCards));
      const news2 = defer(api.call("GET /page", { query: { type: "actualite", perPage: newsCount, page: 1 } }).catch(() => ({ items: [], total: 0 })));
      const [slides, { items: categories2 }] = await Promise.all([
        api.call("GET /slider").then(
          (list3) => list3.items,
          () => []
        ),
        api.call("GET /category", { query: { depth: 0 } })
      ]);
      return { slides, categories: categories2, featured, news: news2 };
    };
    meta16 = ({ intl }) => ({
      title: intl.formatMessage({ id: "home.title" }),
      description: intl.formatMessage({ id: "home.description" }),
      structuredData: (context2) => [organizationJsonLd(context2)]
    });
  }
});

// src/shared/data/load-landing.ts
async function loadLanding(api, slug2) {
  try {
    return await api.call("GET /landing", { query: { technical_name: slug2 } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw PageResponse.notFound();
    throw error;
  }
}
var init_load_landing = __esm({
  "src/shared/data/load-landing.ts"() {
    "use strict";
    init_client();
    init_page_response();
  }
});

// src/shared/pages/landing-confirmation/page.tsx
var page_exports17 = {};
__export(page_exports17, {
  default: () => LandingConfirmationScreen,
  loader: () => loader14,
  meta: () => meta17
});
import { FormattedMessage as FormattedMessage33 } from "react-intl";
import { jsx as jsx47, jsxs as jsxs43 } from "react/jsx-runtime";
function LandingConfirmationScreen() {
  const landing = useLoaderData();
  return /* @__PURE__ */ jsxs43("section", { className: "landing landing--confirmation", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx47("h1", { id: "page-heading", children: /* @__PURE__ */ jsx47(FormattedMessage33, { id: "contest.confirmation.heading" }) }),
    /* @__PURE__ */ jsx47("p", { className: "lead", children: /* @__PURE__ */ jsx47(FormattedMessage33, { id: landing.is_contest ? "contest.confirmation.text" : "screen.confirmation.intro", values: { landing: landing.title } }) }),
    /* @__PURE__ */ jsx47("p", { children: /* @__PURE__ */ jsx47(Link, { to: { name: "landing", params: { slug: landing.technical_name } }, children: /* @__PURE__ */ jsx47(FormattedMessage33, { id: "contest.confirmation.back" }) }) })
  ] });
}
var loader14, meta17;
var init_page17 = __esm({
  "src/shared/pages/landing-confirmation/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_load_landing();
    loader14 = ({ api, match: match3 }) => loadLanding(api, match3.params.slug);
    meta17 = ({ data, intl }) => ({
      title: intl.formatMessage({ id: "contest.confirmation.title" }, { landing: data.title }),
      indexable: false
    });
  }
});

// src/shared/pages/landing/contest-form.tsx
import { FormattedMessage as FormattedMessage34, useIntl as useIntl24 } from "react-intl";
import { jsx as jsx48, jsxs as jsxs44 } from "react/jsx-runtime";
function ContestForm({ landing, stores }) {
  const intl = useIntl24();
  const { navigate } = useRouterContext();
  const confirmation = useHref()({ name: "landing-confirmation", params: { slug: landing.technical_name } });
  return /* @__PURE__ */ jsxs44(
    ContractForm,
    {
      endpoint: "POST /landing/data",
      className: "contest-form",
      initialValues: initialValues4,
      toBody: (values) => ({
        landing_id: landing.id,
        firstname: requiredText(values, "firstname"),
        lastname: requiredText(values, "lastname"),
        email: requiredText(values, "email"),
        phone: optionalText(values, "phone"),
        store_id: optionalInteger(values, "store_id"),
        answer: optionalText(values, "answer"),
        accept_rules: values.accept_rules === true
      }),
      onSuccess: () => navigate(confirmation),
      submitLabel: /* @__PURE__ */ jsx48(FormattedMessage34, { id: "contest.submit" }),
      children: [
        /* @__PURE__ */ jsxs44("div", { className: "form__row", children: [
          /* @__PURE__ */ jsx48(TextField, { name: "firstname", label: intl.formatMessage({ id: "forms.firstname" }), required: true, autoComplete: "given-name" }),
          /* @__PURE__ */ jsx48(TextField, { name: "lastname", label: intl.formatMessage({ id: "forms.lastname" }), required: true, autoComplete: "family-name" })
        ] }),
        /* @__PURE__ */ jsxs44("div", { className: "form__row", children: [
          /* @__PURE__ */ jsx48(TextField, { name: "email", type: "email", label: intl.formatMessage({ id: "forms.email" }), required: true, autoComplete: "email" }),
          /* @__PURE__ */ jsx48(TextField, { name: "phone", type: "tel", label: intl.formatMessage({ id: "forms.phone" }), autoComplete: "tel", hint: intl.formatMessage({ id: "forms.phone.hint" }) })
        ] }),
        stores.length > 0 && /* @__PURE__ */ jsx48(
          SelectField,
          {
            name: "store_id",
            label: intl.formatMessage({ id: "contest.store" }),
            placeholder: intl.formatMessage({ id: "forms.choose" }),
            options: stores.map((store) => ({ value: String(store.id), label: `${store.name} (${store.city})` }))
          }
        ),
        /* @__PURE__ */ jsx48(TextAreaField, { name: "answer", rows: 3, label: intl.formatMessage({ id: "contest.answer" }) }),
        landing.rules && /* @__PURE__ */ jsxs44("section", { className: "contest-rules", "aria-labelledby": "contest-rules-heading", children: [
          /* @__PURE__ */ jsx48("h3", { id: "contest-rules-heading", children: /* @__PURE__ */ jsx48(FormattedMessage34, { id: "contest.rules" }) }),
          /* @__PURE__ */ jsx48("p", { children: landing.rules })
        ] }),
        /* @__PURE__ */ jsx48(CheckboxField, { name: "accept_rules", label: intl.formatMessage({ id: "contest.acceptRules" }), required: true })
      ]
    }
  );
}
var initialValues4;
var init_contest_form = __esm({
  "src/shared/pages/landing/contest-form.tsx"() {
    "use strict";
    init_router_context();
    init_contract_form();
    init_fields();
    init_form_values();
    initialValues4 = { firstname: "", lastname: "", email: "", phone: "", store_id: "", answer: "", accept_rules: false };
  }
});

// src/shared/pages/landing/page.tsx
var page_exports18 = {};
__export(page_exports18, {
  default: () => LandingScreen,
  loader: () => loader15,
  meta: () => meta18
});
import { FormattedMessage as FormattedMessage35 } from "react-intl";
import { jsx as jsx49, jsxs as jsxs45 } from "react/jsx-runtime";
function LandingScreen() {
  const { landing, contestOpen, stores } = useLoaderData();
  return /* @__PURE__ */ jsxs45("article", { className: "landing", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx49("h1", { id: "page-heading", children: landing.title }),
    /* @__PURE__ */ jsxs45("picture", { children: [
      /* @__PURE__ */ jsx49("source", { srcSet: landing.visuel.webp, type: "image/webp" }),
      /* @__PURE__ */ jsx49("img", { src: landing.visuel.url, alt: landing.visuel.alt, width: landing.visuel.width, height: landing.visuel.height })
    ] }),
    /* @__PURE__ */ jsx49(PageBlocks, { blocks: landing.blocks }),
    landing.is_contest && /* @__PURE__ */ jsxs45("section", { className: "contest", "aria-labelledby": "contest-heading", children: [
      /* @__PURE__ */ jsx49("h2", { id: "contest-heading", children: /* @__PURE__ */ jsx49(FormattedMessage35, { id: "contest.title" }) }),
      contestOpen ? /* @__PURE__ */ jsx49(ContestForm, { landing, stores }) : /* @__PURE__ */ jsx49("p", { role: "status", children: /* @__PURE__ */ jsx49(FormattedMessage35, { id: "contest.closed" }) })
    ] })
  ] });
}
var loader15, meta18;
var init_page18 = __esm({
  "src/shared/pages/landing/page.tsx"() {
    "use strict";
    init_router_context();
    init_page_blocks();
    init_load_landing();
    init_contest_form();
    loader15 = async ({ api, match: match3 }) => {
      const landing = await loadLanding(api, match3.params.slug);
      const now2 = Date.now();
      const contestOpen = landing.is_contest && Date.parse(landing.starts_at) <= now2 && now2 <= Date.parse(landing.ends_at);
      const stores = contestOpen ? (await api.call("GET /landing/store", { query: { landing_id: landing.id } })).items : [];
      return { landing, contestOpen, stores };
    };
    meta18 = ({ data }) => ({ title: data.landing.title });
  }
});

// src/shared/features/auth/form-fields.tsx
import { useId as useId4 } from "react";
import { FormattedMessage as FormattedMessage36 } from "react-intl";
import { Fragment as Fragment15, jsx as jsx50, jsxs as jsxs46 } from "react/jsx-runtime";
function useFieldId(name) {
  return `${useId4()}${name}`;
}
function describedBy(id2, error, hint) {
  const ids = [hint ? `${id2}-hint` : void 0, error ? `${id2}-error` : void 0].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : void 0;
}
function FieldMessages({ id: id2, error, hint }) {
  return /* @__PURE__ */ jsxs46(Fragment15, { children: [
    hint && /* @__PURE__ */ jsx50("div", { id: `${id2}-hint`, className: "form-field__hint", children: hint }),
    error && /* @__PURE__ */ jsx50("p", { id: `${id2}-error`, className: "form-field__error", children: error })
  ] });
}
function Label({ id: id2, label, required }) {
  return /* @__PURE__ */ jsxs46("label", { htmlFor: id2, className: "form-field__label", children: [
    /* @__PURE__ */ jsx50(FormattedMessage36, { id: label }),
    required && /* @__PURE__ */ jsxs46("span", { className: "form-field__required", children: [
      " ",
      "(",
      /* @__PURE__ */ jsx50(FormattedMessage36, { id: "form.required" }),
      ")"
    ] })
  ] });
}
function TextField2({ name, label, error, required, hint, type = "text", autoComplete, inputMode, defaultValue, onChange }) {
  const id2 = useFieldId(name);
  return /* @__PURE__ */ jsxs46("div", { className: "form-field", children: [
    /* @__PURE__ */ jsx50(Label, { id: id2, label, required }),
    /* @__PURE__ */ jsx50(
      "input",
      {
        id: id2,
        name,
        type,
        autoComplete,
        inputMode,
        defaultValue,
        "aria-required": required || void 0,
        "aria-invalid": error ? true : void 0,
        "aria-describedby": describedBy(id2, error, hint),
        onChange: onChange && ((event) => onChange(event.currentTarget.value))
      }
    ),
    /* @__PURE__ */ jsx50(FieldMessages, { id: id2, error, hint })
  ] });
}
function SelectField2({ name, label, error, required, hint, options, placeholder, autoComplete, defaultValue }) {
  const id2 = useFieldId(name);
  return /* @__PURE__ */ jsxs46("div", { className: "form-field", children: [
    /* @__PURE__ */ jsx50(Label, { id: id2, label, required }),
    /* @__PURE__ */ jsxs46(
      "select",
      {
        id: id2,
        name,
        autoComplete,
        defaultValue: defaultValue ?? "",
        "aria-required": required || void 0,
        "aria-invalid": error ? true : void 0,
        "aria-describedby": describedBy(id2, error, hint),
        children: [
          /* @__PURE__ */ jsx50(FormattedMessage36, { id: placeholder, children: (text3) => /* @__PURE__ */ jsx50("option", { value: "", children: text3 }) }),
          options.map((option) => /* @__PURE__ */ jsx50("option", { value: option.value, children: option.label }, option.value))
        ]
      }
    ),
    /* @__PURE__ */ jsx50(FieldMessages, { id: id2, error, hint })
  ] });
}
function CheckboxField2({ name, label, error, required, checked: checked2, onChange }) {
  const id2 = useFieldId(name);
  return /* @__PURE__ */ jsxs46("div", { className: "form-field form-field--checkbox", children: [
    /* @__PURE__ */ jsx50(
      "input",
      {
        id: id2,
        name,
        type: "checkbox",
        value: "1",
        ...checked2 === void 0 ? {} : { checked: checked2 },
        "aria-required": required || void 0,
        "aria-invalid": error ? true : void 0,
        "aria-describedby": describedBy(id2, error, void 0),
        onChange: onChange && ((event) => onChange(event.currentTarget.checked))
      }
    ),
    /* @__PURE__ */ jsx50(Label, { id: id2, label, required }),
    /* @__PURE__ */ jsx50(FieldMessages, { id: id2, error })
  ] });
}
var init_form_fields = __esm({
  "src/shared/features/auth/form-fields.tsx"() {
    "use strict";
  }
});

// src/shared/features/auth/form-status.tsx
import { FormattedMessage as FormattedMessage37 } from "react-intl";
import { jsx as jsx51 } from "react/jsx-runtime";
function FormStatus({ errors, general }) {
  if (Object.keys(errors).length === 0 && !general) return /* @__PURE__ */ jsx51("div", { role: "alert", className: "form-status" });
  return /* @__PURE__ */ jsx51("div", { role: "alert", className: "form-status form-status--error", children: general ? /* @__PURE__ */ jsx51("p", { children: general }) : /* @__PURE__ */ jsx51(FormattedMessage37, { id: "form.invalid", tagName: "p" }) });
}
var init_form_status = __esm({
  "src/shared/features/auth/form-status.tsx"() {
    "use strict";
  }
});

// src/shared/features/auth/form-submission.ts
import { useUnit as useUnit16 } from "effector-react";
import { useState as useState6 } from "react";
function fieldMessages(errors) {
  const messages = /* @__PURE__ */ Object.create(null);
  for (const [field, message] of Object.entries(errors)) if (typeof message === "string") messages[field] = message;
  return messages;
}
function useFormSubmission(endpoint2, send, options = {}) {
  const [errors, setErrors] = useState6({});
  const [pending, setPending] = useState6(false);
  const showToast = useUnit16(toastShown);
  async function submit(body, extraErrors = {}) {
    const checked2 = validateFormBody(endpoint2, body);
    const found = { ...checked2.ok ? {} : checked2.errors, ...extraErrors };
    setErrors(found);
    if (!checked2.ok || Object.keys(extraErrors).length > 0) return void 0;
    setPending(true);
    try {
      return await send(checked2.value);
    } catch (error) {
      const refusedFields = error instanceof ApiError && error.status === 422 ? fieldMessages(error.errors) : {};
      const explained = Object.keys(refusedFields).length > 0 ? refusedFields : options.explain?.(error);
      if (explained) setErrors(explained);
      else showToast(unknownErrorToast);
      return void 0;
    } finally {
      setPending(false);
    }
  }
  return { errors, pending, submit };
}
function formEntries(form) {
  const entries = /* @__PURE__ */ Object.create(null);
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") entries[name] = value;
  }
  return entries;
}
var FORM_ERROR;
var init_form_submission = __esm({
  "src/shared/features/auth/form-submission.ts"() {
    "use strict";
    init_client();
    init_form_schemas();
    init_model2();
    FORM_ERROR = "form";
  }
});

// src/shared/pages/login/page.tsx
var page_exports19 = {};
__export(page_exports19, {
  default: () => page_default2,
  meta: () => meta19
});
import { useUnit as useUnit17 } from "effector-react";
import { FormattedMessage as FormattedMessage38, useIntl as useIntl25 } from "react-intl";
import { jsx as jsx52, jsxs as jsxs47 } from "react/jsx-runtime";
function LoginScreen() {
  const intl = useIntl25();
  const href = useHref();
  const { navigate } = useRouterContext();
  const login = useUnit17(loginFx);
  const userNotFound = intl.formatMessage({ id: "login.userNotFound" });
  const form = useFormSubmission("POST /auth/login", login, {
    explain: (error) => error instanceof ApiError && error.status === 401 ? { [FORM_ERROR]: userNotFound } : void 0
  });
  const general = Object.values(form.errors)[0];
  return /* @__PURE__ */ jsxs47("section", { className: "account-form", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx52("h1", { id: "page-heading", children: /* @__PURE__ */ jsx52(FormattedMessage38, { id: "screen.login.title" }) }),
    /* @__PURE__ */ jsx52("p", { className: "lead", children: /* @__PURE__ */ jsx52(FormattedMessage38, { id: "screen.login.intro" }) }),
    /* @__PURE__ */ jsxs47(
      "form",
      {
        method: "post",
        noValidate: true,
        "aria-labelledby": "page-heading",
        onSubmit: async (event) => {
          event.preventDefault();
          const { username, password } = formEntries(event.currentTarget);
          const session = await form.submit({ username: username?.trim(), password });
          if (session) navigate(href({ name: "account" }));
        },
        children: [
          /* @__PURE__ */ jsx52(FormStatus, { errors: form.errors, general }),
          /* @__PURE__ */ jsx52(TextField2, { name: "username", label: "login.email", type: "email", autoComplete: "username", required: true }),
          /* @__PURE__ */ jsx52(TextField2, { name: "password", label: "login.password", type: "password", autoComplete: "current-password", required: true }),
          /* @__PURE__ */ jsx52("button", { type: "submit", className: "button", disabled: form.pending, children: /* @__PURE__ */ jsx52(FormattedMessage38, { id: form.pending ? "form.sending" : "login.submit" }) })
        ]
      }
    ),
    /* @__PURE__ */ jsxs47("p", { children: [
      /* @__PURE__ */ jsx52(FormattedMessage38, { id: "login.noAccount" }),
      " ",
      /* @__PURE__ */ jsx52(Link, { to: { name: "signup" }, children: /* @__PURE__ */ jsx52(FormattedMessage38, { id: "login.signupLink" }) })
    ] })
  ] });
}
var page_default2, meta19;
var init_page19 = __esm({
  "src/shared/pages/login/page.tsx"() {
    "use strict";
    init_client();
    init_link();
    init_router_context();
    init_form_fields();
    init_form_status();
    init_form_submission();
    init_model5();
    page_default2 = LoginScreen;
    meta19 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.login.title" }),
      description: intl.formatMessage({ id: "screen.login.intro" }),
      indexable: false
    });
  }
});

// src/shared/pages/my-addresses/page.tsx
var page_exports20 = {};
__export(page_exports20, {
  default: () => page_default3,
  loader: () => loader16,
  meta: () => meta20
});
import { useUnit as useUnit18 } from "effector-react";
import { useState as useState7 } from "react";
import { FormattedMessage as FormattedMessage39, useIntl as useIntl26 } from "react-intl";
import { Fragment as Fragment16, jsx as jsx53, jsxs as jsxs48 } from "react/jsx-runtime";
function AddressCard({ address, countries: countries2 }) {
  const country = countries2.find((entry) => entry.iso === address.country_iso)?.name ?? address.country_iso;
  return /* @__PURE__ */ jsxs48("li", { className: "address-card", children: [
    /* @__PURE__ */ jsx53("h3", { children: address.label }),
    /* @__PURE__ */ jsxs48("address", { children: [
      address.firstname,
      " ",
      address.lastname,
      /* @__PURE__ */ jsx53("br", {}),
      address.address,
      /* @__PURE__ */ jsx53("br", {}),
      address.zipcode,
      " ",
      address.city,
      /* @__PURE__ */ jsx53("br", {}),
      country,
      address.phone && /* @__PURE__ */ jsxs48(Fragment16, { children: [
        /* @__PURE__ */ jsx53("br", {}),
        address.phone
      ] })
    ] })
  ] });
}
function NewAddressForm({ countries: countries2, onCreated }) {
  const intl = useIntl26();
  const [createAddress, showToast] = useUnit18([createAddressFx, toastShown]);
  const form = useFormSubmission(
    "POST /address",
    createAddress,
    { explain: () => ({ [FORM_ERROR]: intl.formatMessage({ id: "addresses.failed" }) }) }
  );
  return /* @__PURE__ */ jsxs48("section", { "aria-labelledby": "new-address-heading", children: [
    /* @__PURE__ */ jsx53("h2", { id: "new-address-heading", children: /* @__PURE__ */ jsx53(FormattedMessage39, { id: "addresses.new" }) }),
    /* @__PURE__ */ jsxs48(
      "form",
      {
        method: "post",
        noValidate: true,
        "aria-labelledby": "new-address-heading",
        onSubmit: async (event) => {
          event.preventDefault();
          const element = event.currentTarget;
          const entries = formEntries(element);
          const created = await form.submit({ ...entries, phone: entries.phone ?? null });
          if (!created) return;
          element.reset();
          onCreated(created);
          showToast({ kind: "success", message: "toast.addressCreated" });
        },
        children: [
          /* @__PURE__ */ jsx53(FormStatus, { errors: form.errors, general: form.errors[FORM_ERROR] }),
          /* @__PURE__ */ jsx53(TextField2, { name: "label", label: "addresses.label", required: true, error: form.errors.label }),
          /* @__PURE__ */ jsx53(TextField2, { name: "firstname", label: "addresses.firstname", autoComplete: "given-name", required: true, error: form.errors.firstname }),
          /* @__PURE__ */ jsx53(TextField2, { name: "lastname", label: "addresses.lastname", autoComplete: "family-name", required: true, error: form.errors.lastname }),
          /* @__PURE__ */ jsx53(TextField2, { name: "address", label: "addresses.address", autoComplete: "street-address", required: true, error: form.errors.address }),
          /* @__PURE__ */ jsx53(TextField2, { name: "zipcode", label: "addresses.zipcode", autoComplete: "postal-code", inputMode: "numeric", required: true, error: form.errors.zipcode }),
          /* @__PURE__ */ jsx53(TextField2, { name: "city", label: "addresses.city", autoComplete: "address-level2", required: true, error: form.errors.city }),
          /* @__PURE__ */ jsx53(
            SelectField2,
            {
              name: "country_iso",
              label: "addresses.country",
              placeholder: "signup.country.choose",
              autoComplete: "country",
              required: true,
              options: countries2.map((country) => ({ value: country.iso, label: country.name })),
              error: form.errors.country_iso
            }
          ),
          /* @__PURE__ */ jsx53(TextField2, { name: "phone", label: "addresses.phone", type: "tel", autoComplete: "tel", error: form.errors.phone }),
          /* @__PURE__ */ jsx53("button", { type: "submit", className: "button", disabled: form.pending, children: /* @__PURE__ */ jsx53(FormattedMessage39, { id: form.pending ? "form.sending" : "addresses.submit" }) })
        ]
      }
    )
  ] });
}
function MyAddressesScreen() {
  const data = useLoaderData();
  const [added, setAdded] = useState7([]);
  const addresses = [...data.addresses, ...added];
  return /* @__PURE__ */ jsxs48("section", { className: "account", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx53("h1", { id: "page-heading", children: /* @__PURE__ */ jsx53(FormattedMessage39, { id: "screen.my-addresses.title" }) }),
    /* @__PURE__ */ jsx53(AccountNav, {}),
    addresses.length === 0 ? /* @__PURE__ */ jsx53(FormattedMessage39, { id: "addresses.none", tagName: "p" }) : /* @__PURE__ */ jsx53("ul", { className: "address-list", children: addresses.map((address) => /* @__PURE__ */ jsx53(AddressCard, { address, countries: data.countries }, address.id)) }),
    /* @__PURE__ */ jsx53(NewAddressForm, { countries: data.countries, onCreated: (address) => setAdded((current2) => [...current2, address]) })
  ] });
}
var loader16, page_default3, meta20;
var init_page20 = __esm({
  "src/shared/pages/my-addresses/page.tsx"() {
    "use strict";
    init_router_context();
    init_account_nav();
    init_customer_call();
    init_model5();
    init_form_fields();
    init_form_status();
    init_form_submission();
    init_model2();
    loader16 = async ({ api }) => {
      const [addresses, countries2] = await Promise.all([customerCall(api.call("GET /address")), api.call("GET /country")]);
      return { addresses: addresses.items, countries: countries2.items };
    };
    page_default3 = MyAddressesScreen;
    meta20 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.my-addresses.title" }),
      indexable: false
    });
  }
});

// src/shared/pages/my-orders/page.tsx
var page_exports21 = {};
__export(page_exports21, {
  default: () => page_default4,
  loader: () => loader17,
  meta: () => meta21
});
import { useUnit as useUnit19 } from "effector-react";
import { FormattedDate as FormattedDate6, FormattedMessage as FormattedMessage40, useIntl as useIntl27 } from "react-intl";
import { jsx as jsx54, jsxs as jsxs49 } from "react/jsx-runtime";
function OrdersTable({ orders }) {
  const intl = useIntl27();
  const [orderAgain, pending, plan] = useUnit19([orderAgainRequested, $cartPending, $salesPlan]);
  return /* @__PURE__ */ jsxs49("table", { className: "orders", children: [
    /* @__PURE__ */ jsx54("caption", { children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.caption" }) }),
    /* @__PURE__ */ jsx54("thead", { children: /* @__PURE__ */ jsxs49("tr", { children: [
      /* @__PURE__ */ jsx54("th", { scope: "col", children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.number" }) }),
      /* @__PURE__ */ jsx54("th", { scope: "col", children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.canal" }) }),
      /* @__PURE__ */ jsx54("th", { scope: "col", children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.date" }) }),
      /* @__PURE__ */ jsx54("th", { scope: "col", children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.items" }) }),
      /* @__PURE__ */ jsx54("th", { scope: "col", children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.status" }) }),
      /* @__PURE__ */ jsx54("th", { scope: "col", children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.total" }) }),
      /* @__PURE__ */ jsx54("td", {})
    ] }) }),
    /* @__PURE__ */ jsx54("tbody", { children: orders.map((order) => /* @__PURE__ */ jsxs49("tr", { children: [
      /* @__PURE__ */ jsx54("th", { scope: "row", children: order.number }),
      /* @__PURE__ */ jsx54("td", { children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.canal.value", values: { canal: order.canal } }) }),
      /* @__PURE__ */ jsx54("td", { children: /* @__PURE__ */ jsx54(FormattedDate6, { value: order.date, dateStyle: "medium", timeZone: "UTC" }) }),
      /* @__PURE__ */ jsx54("td", { children: order.items_count }),
      /* @__PURE__ */ jsx54("td", { children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.status.value", values: { status: order.status } }) }),
      /* @__PURE__ */ jsx54("td", { children: formatPrice(order.total_with_tax, { forceDecimals: true, currencySymbol: plan?.currency.symbol }) }),
      /* @__PURE__ */ jsx54("td", { children: /* @__PURE__ */ jsx54(
        "button",
        {
          type: "button",
          className: "button button--secondary",
          disabled: pending,
          "aria-label": intl.formatMessage({ id: "orders.orderAgain.label" }, { number: order.number }),
          onClick: () => orderAgain({ orderId: order.id }),
          children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.orderAgain" })
        }
      ) })
    ] }, order.id)) })
  ] });
}
function MyOrdersScreen() {
  const { orders } = useLoaderData();
  return /* @__PURE__ */ jsxs49("section", { className: "account", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx54("h1", { id: "page-heading", children: /* @__PURE__ */ jsx54(FormattedMessage40, { id: "screen.my-orders.title" }) }),
    /* @__PURE__ */ jsx54(AccountNav, {}),
    orders.length === 0 ? /* @__PURE__ */ jsx54(FormattedMessage40, { id: "orders.none", tagName: "p" }) : /* @__PURE__ */ jsx54(OrdersTable, { orders })
  ] });
}
var loader17, page_default4, meta21;
var init_page21 = __esm({
  "src/shared/pages/my-orders/page.tsx"() {
    "use strict";
    init_router_context();
    init_account_nav();
    init_customer_call();
    init_model3();
    init_price();
    init_model();
    loader17 = async ({ api }) => ({ orders: (await customerCall(api.call("GET /order"))).items });
    page_default4 = MyOrdersScreen;
    meta21 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.my-orders.title" }),
      indexable: false
    });
  }
});

// src/shared/pages/news/page.tsx
var page_exports22 = {};
__export(page_exports22, {
  default: () => NewsScreen,
  loader: () => loader18,
  meta: () => meta22
});
import { FormattedMessage as FormattedMessage41 } from "react-intl";
import { jsx as jsx55, jsxs as jsxs50 } from "react/jsx-runtime";
function NewsScreen() {
  const { items, total } = useLoaderData();
  const page3 = usePage().match?.page ?? 1;
  return /* @__PURE__ */ jsxs50("section", { className: "news", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs50("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx55("h1", { id: "page-heading", children: /* @__PURE__ */ jsx55(FormattedMessage41, { id: "screen.news.title" }) }),
      /* @__PURE__ */ jsx55("p", { className: "lead", children: /* @__PURE__ */ jsx55(FormattedMessage41, { id: "screen.news.intro" }) })
    ] }),
    /* @__PURE__ */ jsx55("ul", { className: "news-grid", children: items.map((article) => /* @__PURE__ */ jsx55("li", { children: /* @__PURE__ */ jsx55(NewsCard, { article }) }, article.id)) }),
    /* @__PURE__ */ jsx55(Pagination, { page: page3, pageCount: Math.ceil(total / articlesPerPage), locationOf: (number) => ({ name: "news", ...number > 1 ? { page: number } : {} }) })
  ] });
}
var articlesPerPage, loader18, meta22;
var init_page22 = __esm({
  "src/shared/pages/news/page.tsx"() {
    "use strict";
    init_router_context();
    init_page_response();
    init_news_card();
    init_pagination();
    articlesPerPage = 9;
    loader18 = async ({ api, match: match3 }) => {
      const list3 = await api.call("GET /page", { query: { type: "actualite", perPage: articlesPerPage, page: match3.page ?? 1 } });
      if (match3.page !== void 0 && list3.items.length === 0) throw PageResponse.notFound();
      return list3;
    };
    meta22 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.news.title" }),
      description: intl.formatMessage({ id: "screen.news.intro" })
    });
  }
});

// src/shared/pages/preview/page.tsx
var page_exports23 = {};
__export(page_exports23, {
  default: () => page_default5,
  loader: () => loader19,
  meta: () => meta23
});
var loader19, meta23, page_default5;
var init_page23 = __esm({
  "src/shared/pages/preview/page.tsx"() {
    "use strict";
    init_client();
    init_page_response();
    init_page5();
    loader19 = async ({ api, match: match3 }) => {
      try {
        return await api.call("GET /page/:slug", { path: { slug: match3.params.id } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw PageResponse.notFound();
        throw error;
      }
    };
    meta23 = ({ data, intl }) => ({ ...contentPageSeo(data, intl), structuredData: void 0, indexable: false });
    page_default5 = CmsPageScreen;
  }
});

// src/shared/features/calculator/calculator-query.ts
function inputsFromUrl(url) {
  const params = new URL(url, "http://site.invalid").searchParams;
  const text3 = (name) => (params.get(name) ?? "").slice(0, MAX_PARAM_LENGTH);
  return {
    product: text3("product"),
    surfaceMode: params.get("surface") === "wall" ? "wall" : "area",
    area: text3("area"),
    width: text3("width"),
    height: text3("height"),
    openings: text3("openings"),
    depthMode: params.get("depth") === "passes" ? "passes" : "thickness",
    thickness: text3("thickness"),
    passes: text3("passes")
  };
}
function calculatorQuery(productSlug) {
  return `?${new URLSearchParams({ product: productSlug })}`;
}
var MAX_PARAM_LENGTH;
var init_calculator_query = __esm({
  "src/shared/features/calculator/calculator-query.ts"() {
    "use strict";
    MAX_PARAM_LENGTH = 100;
  }
});

// src/shared/features/calculator/calculator-link.tsx
import { jsx as jsx56 } from "react/jsx-runtime";
function CalculatorLink({ productSlug, className, children: children2 }) {
  return /* @__PURE__ */ jsx56(Link, { to: { name: "quantity-calculator" }, search: calculatorQuery(productSlug), ...className ? { className } : {}, children: children2 });
}
var init_calculator_link = __esm({
  "src/shared/features/calculator/calculator-link.tsx"() {
    "use strict";
    init_link();
    init_calculator_query();
  }
});

// src/shared/catalogue/product-actions.tsx
import { FormattedMessage as FormattedMessage42 } from "react-intl";
import { useUnit as useUnit20 } from "effector-react";
import { jsx as jsx57, jsxs as jsxs51 } from "react/jsx-runtime";
function ProductActions({ productId }) {
  const [comparedIds, favoriteIds, toggleCompare, toggleFavorite] = useUnit20([$comparedIds, $favoriteIds, productCompareToggled, favoriteToggled]);
  const compared = comparedIds.includes(productId);
  const favorite = favoriteIds.includes(productId);
  return /* @__PURE__ */ jsxs51("div", { className: "product-actions", children: [
    /* @__PURE__ */ jsx57("button", { type: "button", className: "button button--secondary", "aria-pressed": compared, onClick: () => toggleCompare(productId), children: /* @__PURE__ */ jsx57(FormattedMessage42, { id: compared ? "product.compared" : "product.compare" }) }),
    /* @__PURE__ */ jsxs51("button", { type: "button", className: "button button--secondary", "aria-pressed": favorite, onClick: () => toggleFavorite(productId), children: [
      /* @__PURE__ */ jsx57(HeartIcon, { filled: favorite }),
      /* @__PURE__ */ jsx57(FormattedMessage42, { id: favorite ? "product.favorite" : "product.addFavorite" })
    ] })
  ] });
}
var init_product_actions = __esm({
  "src/shared/catalogue/product-actions.tsx"() {
    "use strict";
    init_model9();
    init_model8();
    init_heart_icon();
  }
});

// src/shared/catalogue/product-gallery.tsx
import { useState as useState8 } from "react";
import { useIntl as useIntl28 } from "react-intl";
import { jsx as jsx58, jsxs as jsxs52 } from "react/jsx-runtime";
function ProductGallery({ product }) {
  const intl = useIntl28();
  const pictures = galleryOf(product);
  const [index, setIndex] = useState8(0);
  const shown2 = pictures[index] ?? product.cover;
  return /* @__PURE__ */ jsxs52("div", { className: "gallery", children: [
    /* @__PURE__ */ jsx58("div", { className: "gallery__stage", children: /* @__PURE__ */ jsx58(Picture, { picture: shown2, width: shown2.width, height: shown2.height, eager: true }) }),
    pictures.length > 1 && /* @__PURE__ */ jsx58("ul", { className: "gallery__thumbs", "aria-label": intl.formatMessage({ id: "product.gallery" }), children: pictures.map((picture, position) => /* @__PURE__ */ jsx58("li", { children: /* @__PURE__ */ jsx58(
      "button",
      {
        type: "button",
        "aria-pressed": position === index,
        "aria-label": intl.formatMessage({ id: "product.showPicture" }, { number: position + 1, alt: picture.alt }),
        onClick: () => setIndex(position),
        children: /* @__PURE__ */ jsx58(Picture, { picture, alt: "", width: 72, height: Math.round(72 * picture.height / picture.width) })
      }
    ) }, `${picture.url}-${position}`)) })
  ] });
}
var galleryOf;
var init_product_gallery = __esm({
  "src/shared/catalogue/product-gallery.tsx"() {
    "use strict";
    init_picture();
    galleryOf = (product) => [...product.medias.visuel.map((visual2) => visual2.large), ...product.medias.AMBIANCE];
  }
});

// src/shared/catalogue/variant-picker.tsx
import { useEffect as useEffect4, useState as useState9 } from "react";
import { FormattedMessage as FormattedMessage43, useIntl as useIntl29 } from "react-intl";
import { useUnit as useUnit21 } from "effector-react";
import { jsx as jsx59, jsxs as jsxs53 } from "react/jsx-runtime";
function VariantPicker({ items }) {
  const intl = useIntl29();
  const salesPlan = useUnit21($salesPlan);
  const [reference, setReference] = useState9(items[0]?.reference);
  useEffect4(() => {
    const fromHash = () => {
      const wanted2 = decodeURIComponent(location.hash.slice(1));
      if (items.some((item) => item.reference === wanted2)) setReference(wanted2);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [items]);
  const selected = items.find((item) => item.reference === reference) ?? items[0];
  if (!selected) return null;
  return /* @__PURE__ */ jsxs53("div", { className: "variants", children: [
    /* @__PURE__ */ jsxs53("fieldset", { className: "variants__choices", children: [
      /* @__PURE__ */ jsx59("legend", { children: /* @__PURE__ */ jsx59(FormattedMessage43, { id: "product.packSize" }) }),
      items.map((item) => /* @__PURE__ */ jsxs53("label", { className: "variant", children: [
        /* @__PURE__ */ jsx59(
          "input",
          {
            type: "radio",
            name: "variant",
            value: item.reference,
            checked: item.reference === selected.reference,
            onChange: () => {
              setReference(item.reference);
              history.replaceState(history.state, "", `#${encodeURIComponent(item.reference)}`);
            }
          }
        ),
        /* @__PURE__ */ jsx59("span", { children: item.label })
      ] }, item.id))
    ] }),
    /* @__PURE__ */ jsxs53("dl", { className: "variants__details", children: [
      /* @__PURE__ */ jsxs53("div", { children: [
        /* @__PURE__ */ jsx59("dt", { children: /* @__PURE__ */ jsx59(FormattedMessage43, { id: "product.variantReference" }) }),
        /* @__PURE__ */ jsx59("dd", { children: selected.reference })
      ] }),
      /* @__PURE__ */ jsxs53("div", { children: [
        /* @__PURE__ */ jsx59("dt", { children: /* @__PURE__ */ jsx59(FormattedMessage43, { id: "product.ean" }) }),
        /* @__PURE__ */ jsx59("dd", { children: selected.ean13 })
      ] }),
      /* @__PURE__ */ jsxs53("div", { children: [
        /* @__PURE__ */ jsx59("dt", { children: /* @__PURE__ */ jsx59(FormattedMessage43, { id: "product.price" }) }),
        /* @__PURE__ */ jsxs53("dd", { className: "variants__price", children: [
          formatPrice(selected.price_with_tax, { forceDecimals: true, ...salesPlan ? { currencySymbol: salesPlan.currency.symbol } : {} }),
          /* @__PURE__ */ jsxs53("span", { className: "variants__tax", children: [
            " ",
            intl.formatMessage({ id: "product.taxIncluded" })
          ] })
        ] })
      ] })
    ] })
  ] });
}
var init_variant_picker = __esm({
  "src/shared/catalogue/variant-picker.tsx"() {
    "use strict";
    init_model();
    init_price();
  }
});

// src/shared/pages/product/page.tsx
var page_exports24 = {};
__export(page_exports24, {
  default: () => ProductScreen,
  loader: () => loader20,
  meta: () => meta24
});
import { FormattedMessage as FormattedMessage44, useIntl as useIntl30 } from "react-intl";
import { useUnit as useUnit22 } from "effector-react";
import { jsx as jsx60, jsxs as jsxs54 } from "react/jsx-runtime";
function ProductScreen() {
  const { product, related } = useLoaderData();
  const intl = useIntl30();
  const target = useUnit22($target);
  const sheet = product.medias.MEDIA.find((media) => media.title === technicalSheetTitle);
  const characteristics2 = characteristicsFor(target, product.caracteristics);
  return /* @__PURE__ */ jsxs54("article", { className: "product", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs54("div", { className: "product__main", children: [
      /* @__PURE__ */ jsx60(ProductGallery, { product }),
      /* @__PURE__ */ jsxs54("div", { className: "product__summary", children: [
        product.category_name && /* @__PURE__ */ jsx60("p", { className: "product__range", children: product.category_name }),
        /* @__PURE__ */ jsx60("h1", { id: "page-heading", children: product.name }),
        /* @__PURE__ */ jsx60("p", { className: "product__reference", children: /* @__PURE__ */ jsx60(FormattedMessage44, { id: "product.reference", values: { reference: product.reference } }) }),
        product.medias.PICTO.length > 0 && /* @__PURE__ */ jsx60("ul", { className: "pictos", "aria-label": intl.formatMessage({ id: "product.pictos" }), children: product.medias.PICTO.map((picto) => /* @__PURE__ */ jsxs54("li", { children: [
          /* @__PURE__ */ jsx60(Picture, { picture: { ...picto, alt: "" }, width: 40, height: 40 }),
          /* @__PURE__ */ jsx60("span", { children: picto.title })
        ] }, picto.url)) }),
        /* @__PURE__ */ jsx60("p", { className: "lead", children: product.extract }),
        /* @__PURE__ */ jsx60(VariantPicker, { items: product.items }),
        /* @__PURE__ */ jsx60(ProductActions, { productId: product.id }),
        /* @__PURE__ */ jsx60("p", { children: /* @__PURE__ */ jsx60(CalculatorLink, { productSlug: product.slug, className: "button button--secondary", children: /* @__PURE__ */ jsx60(FormattedMessage44, { id: "product.calculateQuantity" }) }) }),
        sheet && /* @__PURE__ */ jsx60("p", { children: /* @__PURE__ */ jsxs54("a", { href: sheet.url, className: "download-link", type: "application/pdf", target: "_blank", rel: "noopener", children: [
          /* @__PURE__ */ jsx60(FormattedMessage44, { id: "product.technicalSheet" }),
          /* @__PURE__ */ jsxs54("span", { className: "visually-hidden", children: [
            " ",
            /* @__PURE__ */ jsx60(FormattedMessage44, { id: "a11y.newTab" })
          ] })
        ] }) })
      ] })
    ] }),
    /* @__PURE__ */ jsxs54("section", { className: "product__section", "aria-labelledby": "description-heading", children: [
      /* @__PURE__ */ jsx60("h2", { id: "description-heading", children: /* @__PURE__ */ jsx60(FormattedMessage44, { id: "product.description" }) }),
      /* @__PURE__ */ jsx60("p", { children: product.description })
    ] }),
    characteristics2.length > 0 && /* @__PURE__ */ jsxs54("section", { className: "product__section", "aria-labelledby": "characteristics-heading", children: [
      /* @__PURE__ */ jsx60("h2", { id: "characteristics-heading", children: /* @__PURE__ */ jsx60(FormattedMessage44, { id: "product.characteristics" }) }),
      /* @__PURE__ */ jsx60("dl", { className: "characteristics", children: characteristics2.map((characteristic) => /* @__PURE__ */ jsxs54("div", { children: [
        /* @__PURE__ */ jsx60("dt", { children: characteristic.label }),
        /* @__PURE__ */ jsxs54("dd", { children: [
          characteristic.value,
          characteristic.unit ? ` ${characteristic.unit}` : ""
        ] })
      ] }, characteristic.technical_name)) })
    ] }),
    /* @__PURE__ */ jsxs54("section", { className: "product__section", "aria-labelledby": "related-heading", children: [
      /* @__PURE__ */ jsx60("h2", { id: "related-heading", children: /* @__PURE__ */ jsx60(FormattedMessage44, { id: "product.related" }) }),
      /* @__PURE__ */ jsx60(
        Await,
        {
          value: related,
          fallback: /* @__PURE__ */ jsx60("p", { className: "listing__placeholder", "aria-busy": "true", children: intl.formatMessage({ id: "page.loading" }) }),
          errorView: /* @__PURE__ */ jsx60("p", { role: "alert", children: intl.formatMessage({ id: "page.sectionFailed" }) }),
          children: (page3) => {
            const others = page3.items.filter((item) => item.id !== product.id).slice(0, relatedCount);
            return others.length > 0 ? /* @__PURE__ */ jsx60(ProductGrid, { products: others }) : /* @__PURE__ */ jsx60("p", { children: /* @__PURE__ */ jsx60(FormattedMessage44, { id: "product.noRelated" }) });
          }
        }
      )
    ] })
  ] });
}
var relatedCount, technicalSheetTitle, loader20, meta24;
var init_page24 = __esm({
  "src/shared/pages/product/page.tsx"() {
    "use strict";
    init_calculator_link();
    init_router_context();
    init_audience_characteristics();
    init_picture();
    init_product_actions();
    init_product_card();
    init_product_gallery();
    init_variant_picker();
    init_await();
    init_deferred();
    init_load_entity();
    init_model();
    init_json_ld();
    relatedCount = 4;
    technicalSheetTitle = "FICHES_QCE";
    loader20 = async ({ api, match: match3 }) => {
      const product = await loadEntity(api, "product", match3.params.slug, { parents: 1 });
      const categoryId = (product.parents?.[0] ?? product.categories[0])?.id;
      const related = api.call("GET /product", {
        query: { ...categoryId === void 0 ? {} : { categories: [categoryId] }, perPage: relatedCount + 1, page: 1 }
      }).then(toProductCards);
      return { product, related: defer(related) };
    };
    meta24 = ({ data }) => {
      const { product } = data;
      const visual2 = product.medias.visuel[0]?.large ?? product.cover;
      return {
        title: product.name,
        description: product.extract,
        image: visual2,
        openGraphType: "product",
        salesPlanIds: product.exist_in,
        breadcrumb: [
          ...(product.parents ?? product.categories.slice(0, 1)).map((category) => ({
            label: category.name,
            to: { name: "category", params: { slug: category.slug } }
          })),
          { label: product.name }
        ],
        structuredData: (context2) => [productJsonLd(product, context2)]
      };
    };
  }
});

// src/shared/features/calculator/calculator-product.ts
function numbers(product, technicalName) {
  return (product.caracteristics[technicalName]?.values ?? []).map(Number).filter((value) => Number.isFinite(value) && value >= 0);
}
function calculatorProduct(product) {
  const [consumption] = numbers(product, "consumption");
  const packSizes = numbers(product, "pack_sizes").filter((size) => size > 0).sort((a, b) => a - b);
  if (consumption === void 0 || consumption <= 0 || packSizes.length === 0) return void 0;
  const [thicknessMinMm = 0] = numbers(product, "thickness_min");
  const [thicknessMaxMm = 0] = numbers(product, "thickness_max");
  const [coats = 1] = numbers(product, "coats");
  const form = product.caracteristics.form?.values[0];
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    consumption,
    thicknessMinMm,
    thicknessMaxMm,
    coats: Math.max(1, Math.round(coats)),
    packSizes,
    pack: form === "paste" ? "tub" : "bag"
  };
}
var init_calculator_product = __esm({
  "src/shared/features/calculator/calculator-product.ts"() {
    "use strict";
  }
});

// src/shared/features/calculator/packs.ts
function toUnits(kg) {
  return Math.ceil(Number((kg * UNITS_PER_KG).toFixed(6)));
}
function packsFor(neededKg, packSizesKg) {
  const sizes = [...new Set(packSizesKg.map((size) => Math.round(size * UNITS_PER_KG)))].filter((size) => size > 0).sort((a, b) => b - a);
  if (sizes.length === 0) throw new RangeError("a product needs at least one pack size");
  const needed = toUnits(neededKg);
  if (needed <= 0) return [];
  const largest = sizes[0];
  const window2 = largest * 4;
  const bulk = needed > window2 ? Math.floor((needed - window2) / largest) : 0;
  const rest = needed - bulk * largest;
  const smallest = sizes[sizes.length - 1];
  const limit = rest + smallest - 1;
  const fewest = new Array(limit + 1).fill(Number.POSITIVE_INFINITY);
  const last = new Array(limit + 1).fill(0);
  fewest[0] = 0;
  for (let total = 1; total <= limit; total += 1) {
    for (const size of sizes) {
      if (size <= total && fewest[total - size] + 1 < fewest[total]) {
        fewest[total] = fewest[total - size] + 1;
        last[total] = size;
      }
    }
  }
  let best = -1;
  for (let total = rest; total <= limit; total += 1) {
    if (Number.isFinite(fewest[total]) && (best === -1 || fewest[total] < fewest[best])) best = total;
  }
  const counts = new Map(sizes.map((size) => [size, 0]));
  counts.set(largest, bulk);
  for (let total = best; total > 0; total -= last[total]) counts.set(last[total], counts.get(last[total]) + 1);
  return sizes.filter((size) => counts.get(size) > 0).map((size) => ({ sizeKg: size / UNITS_PER_KG, count: counts.get(size) }));
}
function packedKg(packs) {
  return Math.round(packs.reduce((sum, pack) => sum + pack.sizeKg * pack.count * UNITS_PER_KG, 0)) / UNITS_PER_KG;
}
var UNITS_PER_KG;
var init_packs = __esm({
  "src/shared/features/calculator/packs.ts"() {
    "use strict";
    UNITS_PER_KG = 10;
  }
});

// src/shared/features/calculator/quantity.ts
function round3(value, decimals) {
  return Number(value.toFixed(decimals));
}
function passThicknessMm(product) {
  const upper = product.thicknessMaxMm > 0 ? product.thicknessMaxMm : PASS_THICKNESS_MM;
  return Math.min(Math.max(PASS_THICKNESS_MM, product.thicknessMinMm), upper);
}
function surfaceOf(input) {
  if (input.mode === "area") return input.areaM2 > 0 && input.areaM2 <= MAX_SURFACE_M2 ? input.areaM2 : "surface";
  const { widthM, heightM, openingsM2 } = input;
  if (!(widthM > 0 && heightM > 0) || widthM * heightM > MAX_SURFACE_M2) return "surface";
  if (!(openingsM2 >= 0) || openingsM2 >= widthM * heightM) return "openings";
  return round3(widthM * heightM - openingsM2, 4);
}
function computeQuantity(product, surface, depth) {
  const surfaceM2 = surfaceOf(surface);
  if (typeof surfaceM2 === "string") return surfaceM2;
  let thicknessMm;
  let pass;
  if (depth.mode === "thickness") {
    if (!(depth.thicknessMm > 0 && depth.thicknessMm <= MAX_THICKNESS_MM)) return "thickness";
    thicknessMm = depth.thicknessMm;
  } else {
    if (!Number.isInteger(depth.passes) || depth.passes < 1 || depth.passes > MAX_PASSES) return "passes";
    pass = passThicknessMm(product);
    thicknessMm = round3(depth.passes * pass, 4);
  }
  const kilograms = round3(surfaceM2 * thicknessMm * product.consumption, 2);
  const packs = packsFor(kilograms, product.packSizes);
  const perCoat = product.thicknessMaxMm;
  const coatsNeeded = depth.mode === "passes" ? depth.passes : perCoat > 0 ? Math.max(1, Math.ceil(round3(thicknessMm / perCoat, 6))) : 1;
  return { surfaceM2, thicknessMm, passThicknessMm: pass, kilograms, packs, packedKg: packedKg(packs), coatsNeeded };
}
function parseDecimal(text3) {
  const normalized2 = text3.trim().replace(",", ".");
  return /^\d+(?:\.\d+)?$/.test(normalized2) ? Number(normalized2) : Number.NaN;
}
var PASS_THICKNESS_MM, MAX_SURFACE_M2, MAX_THICKNESS_MM, MAX_PASSES;
var init_quantity = __esm({
  "src/shared/features/calculator/quantity.ts"() {
    "use strict";
    init_packs();
    PASS_THICKNESS_MM = 1;
    MAX_SURFACE_M2 = 1e5;
    MAX_THICKNESS_MM = 1e3;
    MAX_PASSES = 20;
  }
});

// src/shared/features/calculator/quantity-result.tsx
import { FormattedMessage as FormattedMessage45, useIntl as useIntl31 } from "react-intl";
import { jsx as jsx61, jsxs as jsxs55 } from "react/jsx-runtime";
function QuantityResultView({ product, result, surfaceMode, wall: wall2 }) {
  const intl = useIntl31();
  const number = (value) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const packs = intl.formatList(
    result.packs.map((pack) => intl.formatMessage({ id: "calculator.pack" }, { count: pack.count, size: number(pack.sizeKg), pack: product.pack })),
    { type: "conjunction" }
  );
  return /* @__PURE__ */ jsxs55("div", { className: "calculator__result", children: [
    /* @__PURE__ */ jsx61("p", { className: "calculator__total", children: /* @__PURE__ */ jsx61(FormattedMessage45, { id: "calculator.total", values: { kilograms: number(result.kilograms), packs } }) }),
    /* @__PURE__ */ jsx61("h3", { children: /* @__PURE__ */ jsx61(FormattedMessage45, { id: "calculator.hypothesis" }) }),
    /* @__PURE__ */ jsxs55("ul", { className: "calculator__hypothesis", children: [
      /* @__PURE__ */ jsx61("li", { children: surfaceMode === "wall" && wall2 ? /* @__PURE__ */ jsx61(
        FormattedMessage45,
        {
          id: "calculator.hypothesis.wall",
          values: { width: number(wall2.widthM), height: number(wall2.heightM), openings: number(wall2.openingsM2), area: number(result.surfaceM2) }
        }
      ) : /* @__PURE__ */ jsx61(FormattedMessage45, { id: "calculator.hypothesis.area", values: { area: number(result.surfaceM2) } }) }),
      /* @__PURE__ */ jsx61("li", { children: result.passThicknessMm === void 0 ? /* @__PURE__ */ jsx61(FormattedMessage45, { id: "calculator.hypothesis.thickness", values: { thickness: number(result.thicknessMm) } }) : /* @__PURE__ */ jsx61(
        FormattedMessage45,
        {
          id: "calculator.hypothesis.passes",
          values: { passes: result.coatsNeeded, pass: number(result.passThicknessMm), thickness: number(result.thicknessMm) }
        }
      ) }),
      /* @__PURE__ */ jsx61("li", { children: /* @__PURE__ */ jsx61(
        FormattedMessage45,
        {
          id: "calculator.hypothesis.consumption",
          values: {
            product: product.name,
            consumption: number(product.consumption),
            area: number(result.surfaceM2),
            thickness: number(result.thicknessMm),
            kilograms: number(result.kilograms)
          }
        }
      ) }),
      /* @__PURE__ */ jsx61("li", { children: /* @__PURE__ */ jsx61(FormattedMessage45, { id: "calculator.hypothesis.packs", values: { packs, packed: number(result.packedKg) } }) }),
      result.passThicknessMm === void 0 && result.coatsNeeded > 1 && /* @__PURE__ */ jsx61("li", { children: /* @__PURE__ */ jsx61(FormattedMessage45, { id: "calculator.hypothesis.coats", values: { coats: result.coatsNeeded, max: number(product.thicknessMaxMm) } }) })
    ] }),
    /* @__PURE__ */ jsx61("p", { className: "calculator__note", children: /* @__PURE__ */ jsx61(FormattedMessage45, { id: "calculator.note" }) })
  ] });
}
var init_quantity_result = __esm({
  "src/shared/features/calculator/quantity-result.tsx"() {
    "use strict";
  }
});

// src/shared/features/calculator/quantity-calculator.tsx
import { useId as useId5, useState as useState10 } from "react";
import { FormattedMessage as FormattedMessage46, useIntl as useIntl32 } from "react-intl";
import { jsx as jsx62, jsxs as jsxs56 } from "react/jsx-runtime";
function readInputs(inputs, product) {
  if (!product) return void 0;
  const surface = inputs.surfaceMode === "wall" ? { mode: "wall", widthM: parseDecimal(inputs.width), heightM: parseDecimal(inputs.height), openingsM2: inputs.openings.trim() === "" ? 0 : parseDecimal(inputs.openings) } : { mode: "area", areaM2: parseDecimal(inputs.area) };
  const depth = inputs.depthMode === "passes" ? { mode: "passes", passes: parseDecimal(inputs.passes) } : { mode: "thickness", thicknessMm: parseDecimal(inputs.thickness) };
  const started = inputs.surfaceMode === "wall" ? inputs.width !== "" || inputs.height !== "" : inputs.area !== "";
  const depthGiven = inputs.depthMode === "passes" ? inputs.passes !== "" : inputs.thickness !== "";
  if (!started || !depthGiven) return void 0;
  return { surface, depth, outcome: computeQuantity(product, surface, depth) };
}
function QuantityCalculator({ products: products2, initial, action }) {
  const intl = useIntl32();
  const id2 = useId5();
  const [inputs, setInputs] = useState10(initial);
  const product = products2.find((candidate) => candidate.slug === inputs.product);
  const computed = readInputs(inputs, product);
  const problem = computed && typeof computed.outcome === "string" ? computed.outcome : void 0;
  const result = computed && typeof computed.outcome !== "string" ? computed.outcome : void 0;
  const problemField = problem === "openings" ? "openings" : problem === "surface" ? inputs.surfaceMode === "wall" ? "width" : "area" : problem;
  const change = (name) => (event) => setInputs((current2) => ({ ...current2, [name]: event.target.value }));
  const input = (name, label, unit) => /* @__PURE__ */ jsxs56("div", { className: problemField === name ? "field field--invalid" : "field", children: [
    /* @__PURE__ */ jsxs56("label", { htmlFor: `${id2}-${name}`, className: "field__label", children: [
      label,
      " ",
      /* @__PURE__ */ jsxs56("span", { className: "field__unit", children: [
        "(",
        unit,
        ")"
      ] })
    ] }),
    /* @__PURE__ */ jsx62(
      "input",
      {
        id: `${id2}-${name}`,
        name,
        inputMode: "decimal",
        autoComplete: "off",
        value: inputs[name],
        onChange: change(name),
        "aria-invalid": problemField === name || void 0,
        "aria-describedby": problemField === name ? `${id2}-problem` : void 0
      }
    )
  ] });
  return /* @__PURE__ */ jsxs56("form", { className: "calculator", method: "get", action, onSubmit: (event) => event.preventDefault(), children: [
    /* @__PURE__ */ jsxs56("div", { className: "field", children: [
      /* @__PURE__ */ jsx62("label", { htmlFor: `${id2}-product`, className: "field__label", children: /* @__PURE__ */ jsx62(FormattedMessage46, { id: "calculator.product" }) }),
      /* @__PURE__ */ jsxs56("select", { id: `${id2}-product`, name: "product", value: inputs.product, onChange: change("product"), children: [
        /* @__PURE__ */ jsx62("option", { value: "", children: intl.formatMessage({ id: "forms.choose" }) }),
        products2.map((candidate) => /* @__PURE__ */ jsx62("option", { value: candidate.slug, children: candidate.name }, candidate.slug))
      ] }),
      product && /* @__PURE__ */ jsx62("p", { className: "field__hint", children: /* @__PURE__ */ jsx62(
        FormattedMessage46,
        {
          id: "calculator.productFacts",
          values: {
            consumption: intl.formatNumber(product.consumption),
            min: intl.formatNumber(product.thicknessMinMm),
            max: intl.formatNumber(product.thicknessMaxMm),
            packs: intl.formatList(product.packSizes.map((size) => `${intl.formatNumber(size)} kg`))
          }
        }
      ) })
    ] }),
    /* @__PURE__ */ jsxs56("fieldset", { className: "form__group", children: [
      /* @__PURE__ */ jsx62("legend", { children: /* @__PURE__ */ jsx62(FormattedMessage46, { id: "calculator.surface" }) }),
      /* @__PURE__ */ jsx62("div", { className: "segmented", role: "radiogroup", "aria-label": intl.formatMessage({ id: "calculator.surface" }), children: ["area", "wall"].map((mode) => /* @__PURE__ */ jsxs56("label", { children: [
        /* @__PURE__ */ jsx62("input", { type: "radio", name: "surface", value: mode, checked: inputs.surfaceMode === mode, onChange: () => setInputs((current2) => ({ ...current2, surfaceMode: mode })) }),
        " ",
        /* @__PURE__ */ jsx62(FormattedMessage46, { id: mode === "area" ? "calculator.surface.area" : "calculator.surface.wall" })
      ] }, mode)) }),
      inputs.surfaceMode === "area" ? input("area", intl.formatMessage({ id: "calculator.area" }), "m\xB2") : /* @__PURE__ */ jsxs56("div", { className: "form__row", children: [
        input("width", intl.formatMessage({ id: "calculator.width" }), "m"),
        input("height", intl.formatMessage({ id: "calculator.height" }), "m"),
        input("openings", intl.formatMessage({ id: "calculator.openings" }), "m\xB2")
      ] })
    ] }),
    /* @__PURE__ */ jsxs56("fieldset", { className: "form__group", children: [
      /* @__PURE__ */ jsx62("legend", { children: /* @__PURE__ */ jsx62(FormattedMessage46, { id: "calculator.depth" }) }),
      /* @__PURE__ */ jsx62("div", { className: "segmented", role: "radiogroup", "aria-label": intl.formatMessage({ id: "calculator.depth" }), children: ["thickness", "passes"].map((mode) => /* @__PURE__ */ jsxs56("label", { children: [
        /* @__PURE__ */ jsx62("input", { type: "radio", name: "depth", value: mode, checked: inputs.depthMode === mode, onChange: () => setInputs((current2) => ({ ...current2, depthMode: mode })) }),
        " ",
        /* @__PURE__ */ jsx62(FormattedMessage46, { id: mode === "thickness" ? "calculator.depth.thickness" : "calculator.depth.passes" })
      ] }, mode)) }),
      inputs.depthMode === "thickness" ? input("thickness", intl.formatMessage({ id: "calculator.thickness" }), "mm") : input("passes", intl.formatMessage({ id: "calculator.passes" }), intl.formatMessage({ id: "calculator.passes.unit" }))
    ] }),
    /* @__PURE__ */ jsx62("button", { type: "submit", className: "button", children: /* @__PURE__ */ jsx62(FormattedMessage46, { id: "calculator.compute" }) }),
    /* @__PURE__ */ jsxs56("section", { className: "calculator__output", "aria-live": "polite", "aria-labelledby": `${id2}-result-heading`, children: [
      /* @__PURE__ */ jsx62("h2", { id: `${id2}-result-heading`, children: /* @__PURE__ */ jsx62(FormattedMessage46, { id: "calculator.result" }) }),
      !product && /* @__PURE__ */ jsx62("p", { children: /* @__PURE__ */ jsx62(FormattedMessage46, { id: "calculator.pickProduct" }) }),
      product && !computed && /* @__PURE__ */ jsx62("p", { children: /* @__PURE__ */ jsx62(FormattedMessage46, { id: "calculator.fillIn" }) }),
      problem && /* @__PURE__ */ jsx62("p", { id: `${id2}-problem`, className: "field__error", children: /* @__PURE__ */ jsx62(FormattedMessage46, { id: problemMessages[problem] }) }),
      product && result && computed && /* @__PURE__ */ jsx62(
        QuantityResultView,
        {
          product,
          result,
          surfaceMode: inputs.surfaceMode,
          wall: computed.surface.mode === "wall" ? computed.surface : void 0
        }
      )
    ] })
  ] });
}
var problemMessages;
var init_quantity_calculator = __esm({
  "src/shared/features/calculator/quantity-calculator.tsx"() {
    "use strict";
    init_quantity();
    init_quantity_result();
    problemMessages = {
      surface: "calculator.problem.surface",
      openings: "calculator.problem.openings",
      thickness: "calculator.problem.thickness",
      passes: "calculator.problem.passes"
    };
  }
});

// src/shared/pages/quantity-calculator/page.tsx
var page_exports25 = {};
__export(page_exports25, {
  default: () => QuantityCalculatorScreen,
  loader: () => loader21,
  meta: () => meta25
});
import { FormattedMessage as FormattedMessage47 } from "react-intl";
import { jsx as jsx63, jsxs as jsxs57 } from "react/jsx-runtime";
function QuantityCalculatorScreen() {
  const { products: products2 } = useLoaderData();
  const { url } = usePage();
  const action = useHref()({ name: "quantity-calculator" });
  return /* @__PURE__ */ jsxs57("section", { className: "service-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx63("h1", { id: "page-heading", children: /* @__PURE__ */ jsx63(FormattedMessage47, { id: "screen.quantity-calculator.title" }) }),
    /* @__PURE__ */ jsx63("p", { className: "lead", children: /* @__PURE__ */ jsx63(FormattedMessage47, { id: "screen.quantity-calculator.intro" }) }),
    /* @__PURE__ */ jsx63(QuantityCalculator, { products: products2, initial: inputsFromUrl(url), action }, url)
  ] });
}
var ALL_PRODUCTS, loader21, meta25;
var init_page25 = __esm({
  "src/shared/pages/quantity-calculator/page.tsx"() {
    "use strict";
    init_router_context();
    init_calculator_product();
    init_calculator_query();
    init_quantity_calculator();
    ALL_PRODUCTS = 100;
    loader21 = async ({ api }) => {
      const page3 = await api.call("GET /product", { query: { perPage: ALL_PRODUCTS, orderBy: "name_asc" } });
      return { products: page3.items.map(calculatorProduct).filter((product) => product !== void 0) };
    };
    meta25 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.quantity-calculator.title" }),
      description: intl.formatMessage({ id: "screen.quantity-calculator.intro" })
    });
  }
});

// src/shared/features/search/model.ts
import { attach as attach8, combine as combine5, createEffect as createEffect6, createEvent as createEvent13, createStore as createStore13, sample as sample13 } from "effector";
function isSuggestible(text3) {
  return text3.trim().length >= SEARCH_SUGGEST_MIN_LENGTH;
}
function trimGroups(result) {
  const trimmed = { ...result };
  for (const group of searchGroups) trimmed[group] = { ...result[group], items: result[group].items.slice(0, SEARCH_SUGGEST_ITEMS_PER_GROUP) };
  return trimmed;
}
var SUGGEST_DEBOUNCE_MS, searchGroups, searchTextChanged, searchRouteChanged, suggestionsDismissed, suggestionTabSelected, suggestionMoved, $searchText, $suggestLoading, $suggestions, $suggestedTerm, $suggestTab, $highlighted, $revision2, $suggestOpen, $optionCount, debounceSuggestFx, fetchSuggestionsFx, changed, isCurrent, answered3, failed;
var init_model13 = __esm({
  "src/shared/features/search/model.ts"() {
    "use strict";
    init_contract();
    init_model();
    SUGGEST_DEBOUNCE_MS = 300;
    searchGroups = ["products", "categories", "pages", "fqces"];
    searchTextChanged = createEvent13();
    searchRouteChanged = createEvent13();
    suggestionsDismissed = createEvent13();
    suggestionTabSelected = createEvent13();
    suggestionMoved = createEvent13();
    $searchText = createStore13("", { sid: "search/$searchText", serialize: "ignore" });
    $suggestLoading = createStore13(false, { sid: "search/$suggestLoading", serialize: "ignore" });
    $suggestions = createStore13(null, { sid: "search/$suggestions", serialize: "ignore" });
    $suggestedTerm = createStore13("", { sid: "search/$suggestedTerm", serialize: "ignore" });
    $suggestTab = createStore13("products", { sid: "search/$suggestTab", serialize: "ignore" });
    $highlighted = createStore13(-1, { sid: "search/$highlighted", serialize: "ignore" });
    $revision2 = createStore13(0, { sid: "search/$revision", serialize: "ignore" });
    $suggestOpen = combine5($suggestLoading, $suggestions, (loading, suggestions) => loading || suggestions !== null);
    $optionCount = combine5($suggestions, $suggestTab, (suggestions, tab) => {
      const group = suggestions?.[tab];
      return group === void 0 || group.total === 0 ? 0 : group.items.length + 1;
    });
    debounceSuggestFx = createEffect6(
      (pending) => new Promise((resolve) => setTimeout(() => resolve(pending), SUGGEST_DEBOUNCE_MS))
    );
    fetchSuggestionsFx = attach8({
      source: { api: $api, language: $locale },
      effect: async ({ api, language }, pending) => {
        if (!api) throw new Error("No data source in this scope");
        const result = await api.call("GET /search", { query: { type: "Suggest", text: pending.text.trim(), language } });
        return { pending, result };
      }
    });
    changed = sample13({
      clock: searchTextChanged,
      source: $revision2,
      fn: (revision, text3) => ({ revision: revision + 1, text: text3 })
    });
    sample13({ clock: changed, fn: ({ text: text3 }) => text3, target: $searchText });
    sample13({ clock: changed, fn: ({ revision }) => revision, target: $revision2 });
    sample13({ clock: changed, fn: ({ text: text3 }) => isSuggestible(text3), target: $suggestLoading });
    sample13({ clock: changed, filter: ({ text: text3 }) => !isSuggestible(text3), fn: () => null, target: $suggestions });
    sample13({ clock: changed, filter: ({ text: text3 }) => isSuggestible(text3), target: debounceSuggestFx });
    isCurrent = (revision, pending) => pending.revision === revision;
    sample13({ clock: debounceSuggestFx.doneData, source: $revision2, filter: isCurrent, fn: (_revision, pending) => pending, target: fetchSuggestionsFx });
    answered3 = sample13({
      clock: fetchSuggestionsFx.doneData,
      source: $revision2,
      filter: (revision, { pending }) => pending.revision === revision,
      fn: (_revision, answer2) => answer2
    });
    sample13({ clock: answered3, fn: ({ result }) => trimGroups(result), target: $suggestions });
    sample13({ clock: answered3, fn: ({ pending }) => pending.text.trim(), target: $suggestedTerm });
    sample13({ clock: answered3, fn: ({ result }) => searchGroups.find((group) => result[group].total > 0) ?? "products", target: $suggestTab });
    sample13({ clock: answered3, fn: () => false, target: $suggestLoading });
    failed = sample13({
      clock: fetchSuggestionsFx.fail,
      source: $revision2,
      filter: (revision, { params }) => params.revision === revision
    });
    sample13({ clock: failed, fn: () => null, target: $suggestions });
    sample13({ clock: failed, fn: () => false, target: $suggestLoading });
    sample13({ clock: [searchRouteChanged, suggestionsDismissed], source: $revision2, fn: (revision) => revision + 1, target: $revision2 });
    sample13({ clock: [searchRouteChanged, suggestionsDismissed], fn: () => null, target: $suggestions });
    sample13({ clock: [searchRouteChanged, suggestionsDismissed], fn: () => false, target: $suggestLoading });
    sample13({ clock: suggestionTabSelected, target: $suggestTab });
    sample13({ clock: [$suggestions, $suggestTab], fn: () => -1, target: $highlighted });
    sample13({
      clock: suggestionMoved,
      source: { highlighted: $highlighted, count: $optionCount },
      filter: ({ count }) => count > 0,
      fn: ({ highlighted, count }, step) => highlighted === -1 && step === -1 ? count - 1 : (highlighted + step + count) % count,
      target: $highlighted
    });
  }
});

// src/shared/features/search/search-item-target.ts
function searchItemTarget(group, item) {
  if (group === "fqces") {
    return item.medias !== null && "url" in item.medias ? { pdf: item.medias.url } : void 0;
  }
  return { route: { name: groupRoutes[group], params: { slug: item.slug } } };
}
var groupRoutes;
var init_search_item_target = __esm({
  "src/shared/features/search/search-item-target.ts"() {
    "use strict";
    groupRoutes = { products: "product", categories: "category", pages: "cms-page" };
  }
});

// src/shared/features/search/result-card.tsx
import { FormattedMessage as FormattedMessage48 } from "react-intl";
import { Fragment as Fragment17, jsx as jsx64, jsxs as jsxs58 } from "react/jsx-runtime";
function ResultCard({ group, item }) {
  const target = searchItemTarget(group, item);
  if (target === void 0) return null;
  const name = /* @__PURE__ */ jsxs58(Fragment17, { children: [
    item.name,
    "pdf" in target && /* @__PURE__ */ jsx64(NewTabHint, {})
  ] });
  return /* @__PURE__ */ jsxs58("article", { className: `result-card result-card--${group}`, children: [
    item.cover && /* @__PURE__ */ jsx64(Picture, { picture: item.cover, alt: "", ...pictureSizes.card, className: "result-card__visual" }),
    /* @__PURE__ */ jsx64("h3", { className: "result-card__name", children: "pdf" in target ? /* @__PURE__ */ jsx64("a", { href: target.pdf, target: "_blank", rel: "noopener", className: "result-card__link", children: name }) : /* @__PURE__ */ jsx64(Link, { to: target.route, className: "result-card__link", children: name }) }),
    item.category_name && /* @__PURE__ */ jsx64("p", { className: "result-card__range", children: item.category_name }),
    group === "fqces" && /* @__PURE__ */ jsx64("p", { className: "result-card__detail", children: /* @__PURE__ */ jsx64(FormattedMessage48, { id: "resultsPage.openSheet" }) }),
    group !== "fqces" && item.content && /* @__PURE__ */ jsx64("p", { className: "result-card__detail", children: item.content })
  ] });
}
var init_result_card = __esm({
  "src/shared/features/search/result-card.tsx"() {
    "use strict";
    init_link();
    init_picture();
    init_new_tab_hint();
    init_search_item_target();
  }
});

// src/shared/features/search/use-results-tab.ts
import { useEffect as useEffect5, useState as useState11 } from "react";
function tabOfHash(hash) {
  const name = hash.replace(/^#/, "").toLowerCase();
  return searchGroups.find((group) => group === name);
}
function useResultsTab(fallback) {
  const { url } = usePage();
  const [tab, setTab] = useState11(fallback);
  useEffect5(() => {
    const read = () => setTab(tabOfHash(location.hash) ?? fallback);
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [url, fallback]);
  return tab;
}
var init_use_results_tab = __esm({
  "src/shared/features/search/use-results-tab.ts"() {
    "use strict";
    init_router_context();
    init_model13();
  }
});

// src/shared/pages/results/page.tsx
var page_exports26 = {};
__export(page_exports26, {
  default: () => ResultsScreen,
  loader: () => loader22,
  meta: () => meta26,
  resultsPerPage: () => resultsPerPage
});
import { FormattedMessage as FormattedMessage49, useIntl as useIntl33 } from "react-intl";
import { Fragment as Fragment18, jsx as jsx65, jsxs as jsxs59 } from "react/jsx-runtime";
function searchTab(api, text3, tab, page3) {
  return defer(api.call("GET /search", { query: { type: "Full", text: text3, tab, perPage: resultsPerPage, page: page3 } }).then((result) => result[tab]));
}
function ResultsScreen() {
  const data = useLoaderData();
  const { match: match3 } = usePage();
  const intl = useIntl33();
  const href = useHref();
  const tab = useResultsTab(data.defaultTab);
  const filters = match3?.filters ?? [];
  const page3 = match3?.page ?? 1;
  const grandTotal = searchGroups.reduce((sum, group) => sum + data.totals[group], 0);
  const locationOf = (next, number) => ({
    name: "results",
    params: { search: data.term },
    filters: next,
    ...number && number > 1 ? { page: number } : {}
  });
  const hrefOf = (group, number) => `${href(locationOf(filters, number))}#${group}`;
  const panelId = (group) => `results-panel-${group}`;
  const groupName = (group) => intl.formatMessage({ id: `search.group.${group}` });
  const loading = /* @__PURE__ */ jsx65("p", { "aria-busy": "true", children: intl.formatMessage({ id: "page.loading" }) });
  const failed2 = /* @__PURE__ */ jsx65("p", { role: "alert", children: intl.formatMessage({ id: "page.sectionFailed" }) });
  return /* @__PURE__ */ jsxs59("section", { className: "results", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs59("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx65("h1", { id: "page-heading", children: /* @__PURE__ */ jsx65(FormattedMessage49, { id: "results.title", values: { term: data.term } }) }),
      /* @__PURE__ */ jsx65("p", { className: "lead", role: "status", children: grandTotal === 0 ? /* @__PURE__ */ jsx65(FormattedMessage49, { id: "results.none" }) : /* @__PURE__ */ jsx65(FormattedMessage49, { id: "resultsPage.count", values: { count: grandTotal } }) })
    ] }),
    grandTotal > 0 && /* @__PURE__ */ jsxs59(Fragment18, { children: [
      /* @__PURE__ */ jsx65("div", { role: "tablist", className: "results__tabs", "aria-label": intl.formatMessage({ id: "resultsPage.tabs" }), children: searchGroups.map((group) => /* @__PURE__ */ jsx65(
        ClientLink,
        {
          id: `results-tab-${group}`,
          role: "tab",
          "aria-selected": group === tab,
          "aria-controls": panelId(group),
          className: "results__tab",
          href: hrefOf(group),
          children: /* @__PURE__ */ jsx65(FormattedMessage49, { id: "resultsPage.tab", values: { group: groupName(group), count: data.totals[group] } })
        },
        group
      )) }),
      /* @__PURE__ */ jsx65("div", { role: "tabpanel", id: panelId("products"), "aria-labelledby": "results-tab-products", hidden: tab !== "products", children: data.products && data.filters ? /* @__PURE__ */ jsxs59("div", { className: "listing", children: [
        /* @__PURE__ */ jsx65("aside", { className: "listing__filters", children: /* @__PURE__ */ jsx65(Await, { value: data.filters, fallback: loading, errorView: null, children: (available) => /* @__PURE__ */ jsx65(FilterPanel, { available, filters, locationOf: (next) => locationOf(next) }) }) }),
        /* @__PURE__ */ jsx65("div", { className: "listing__results", children: /* @__PURE__ */ jsx65(Await, { value: data.products, fallback: loading, errorView: failed2, children: (products2) => /* @__PURE__ */ jsxs59(Fragment18, { children: [
          /* @__PURE__ */ jsxs59("div", { className: "listing__bar", children: [
            /* @__PURE__ */ jsx65("p", { className: "listing__count", children: /* @__PURE__ */ jsx65(FormattedMessage49, { id: "category.count", values: { count: products2.total } }) }),
            /* @__PURE__ */ jsx65(SortLinks, { filters, locationOf: (next) => locationOf(next) })
          ] }),
          products2.items.length > 0 ? /* @__PURE__ */ jsx65(ListingProductGrid, { products: products2.items, eagerCount: 4 }) : /* @__PURE__ */ jsx65("p", { className: "listing__empty", children: /* @__PURE__ */ jsx65(FormattedMessage49, { id: "listing.empty" }) }),
          /* @__PURE__ */ jsx65(Pagination, { page: page3, pageCount: Math.ceil(products2.total / resultsPerPage), locationOf: (number) => locationOf(filters, number) })
        ] }) }) })
      ] }) : /* @__PURE__ */ jsx65(EmptyGroup, { group: "products" }) }),
      ["categories", "pages", "fqces"].map((group) => {
        const results = data[group];
        return /* @__PURE__ */ jsx65("div", { role: "tabpanel", id: panelId(group), "aria-labelledby": `results-tab-${group}`, hidden: tab !== group, children: results ? /* @__PURE__ */ jsx65(Await, { value: results, fallback: loading, errorView: failed2, children: (found) => /* @__PURE__ */ jsxs59(Fragment18, { children: [
          found.items.length > 0 ? /* @__PURE__ */ jsx65("ul", { className: "result-grid", children: found.items.map((item) => /* @__PURE__ */ jsx65("li", { children: /* @__PURE__ */ jsx65(ResultCard, { group, item }) }, item.id)) }) : /* @__PURE__ */ jsx65(EmptyGroup, { group }),
          /* @__PURE__ */ jsx65(Pagination, { page: page3, pageCount: Math.ceil(found.total / resultsPerPage), locationOf: (number) => locationOf(filters, number), hash: `#${group}` })
        ] }) }) : /* @__PURE__ */ jsx65(EmptyGroup, { group }) }, group);
      })
    ] })
  ] });
}
function EmptyGroup({ group }) {
  return /* @__PURE__ */ jsx65("p", { className: "listing__empty", children: /* @__PURE__ */ jsx65(FormattedMessage49, { id: "resultsPage.groupEmpty", values: { group } }) });
}
var resultsPerPage, loader22, meta26;
var init_page26 = __esm({
  "src/shared/pages/results/page.tsx"() {
    "use strict";
    init_router_context();
    init_filter_panel();
    init_filter_segments();
    init_pagination();
    init_sort_links();
    init_await();
    init_deferred();
    init_listing_product_grid();
    init_link();
    init_model13();
    init_result_card();
    init_use_results_tab();
    resultsPerPage = 24;
    loader22 = async ({ api, match: match3 }) => {
      const term = match3.params.search;
      const page3 = match3.page ?? 1;
      const overview = await api.call("GET /search", { query: { type: "Full", text: term, tab: "products", perPage: 1 } });
      const totals = { products: overview.products.total, categories: overview.categories.total, pages: overview.pages.total, fqces: overview.fqces.total };
      const caracteristics2 = caracteristicsOf(match3.filters);
      const hasProducts = totals.products > 0;
      return {
        term,
        totals,
        defaultTab: searchGroups.find((group) => totals[group] > 0) ?? "products",
        products: hasProducts ? defer(api.call("GET /product", { query: { text: term, caracteristics: caracteristics2, orderBy: sortOf(match3.filters), perPage: resultsPerPage, page: page3 } })) : void 0,
        filters: hasProducts ? defer(api.call("GET /filters-products", { query: { text: term, caracteristics: caracteristics2 } })) : void 0,
        categories: totals.categories > 0 ? searchTab(api, term, "categories", page3) : void 0,
        pages: totals.pages > 0 ? searchTab(api, term, "pages", page3) : void 0,
        fqces: totals.fqces > 0 ? searchTab(api, term, "fqces", page3) : void 0
      };
    };
    meta26 = ({ data, intl }) => ({
      title: intl.formatMessage({ id: "results.title" }, { term: data.term }),
      indexable: false
    });
  }
});

// src/shared/features/auth/password-meter.tsx
import { FormattedMessage as FormattedMessage50, useIntl as useIntl34 } from "react-intl";
import { jsx as jsx66, jsxs as jsxs60 } from "react/jsx-runtime";
function PasswordMeter({ password }) {
  const intl = useIntl34();
  const level = passwordStrength(password);
  const label = intl.formatMessage({ id: `password.strength.${level}` });
  return /* @__PURE__ */ jsxs60("div", { className: "password-meter", "data-level": password === "" ? void 0 : level, children: [
    /* @__PURE__ */ jsx66("meter", { min: 0, max: 4, low: 2, high: 3, optimum: 4, value: password === "" ? 0 : level, "aria-hidden": "true" }),
    /* @__PURE__ */ jsx66("p", { "aria-live": "polite", children: password === "" ? null : /* @__PURE__ */ jsx66(FormattedMessage50, { id: "password.strength", values: { level: label } }) })
  ] });
}
var init_password_meter = __esm({
  "src/shared/features/auth/password-meter.tsx"() {
    "use strict";
    init_password_strength();
  }
});

// src/shared/pages/signup/page.tsx
var page_exports27 = {};
__export(page_exports27, {
  default: () => page_default6,
  loader: () => loader23,
  meta: () => meta27
});
import { useUnit as useUnit23 } from "effector-react";
import { useState as useState12 } from "react";
import { FormattedMessage as FormattedMessage51 } from "react-intl";
import { Fragment as Fragment19, jsx as jsx67, jsxs as jsxs61 } from "react/jsx-runtime";
function requiredHere(entries, professional) {
  const errors = {};
  if (!entries.country_iso) errors.country_iso = requiredMessage("country");
  if (professional && !entries.company) errors.company = requiredMessage("company name");
  if (professional && !entries.siret) errors.siret = requiredMessage("SIRET");
  return errors;
}
function SignupScreen() {
  const { civilities: civilities2, countries: countries2 } = useLoaderData();
  const href = useHref();
  const { navigate } = useRouterContext();
  const signup = useUnit23(signupFx);
  const form = useFormSubmission("POST /auth/signup", signup);
  const [password, setPassword] = useState12("");
  const [professional, setProfessional] = useState12(false);
  const { errors } = form;
  return /* @__PURE__ */ jsxs61("section", { className: "account-form", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx67("h1", { id: "page-heading", children: /* @__PURE__ */ jsx67(FormattedMessage51, { id: "screen.signup.title" }) }),
    /* @__PURE__ */ jsx67("p", { className: "lead", children: /* @__PURE__ */ jsx67(FormattedMessage51, { id: "screen.signup.intro" }) }),
    /* @__PURE__ */ jsxs61(
      "form",
      {
        method: "post",
        noValidate: true,
        "aria-labelledby": "page-heading",
        onSubmit: async (event) => {
          event.preventDefault();
          const entries = formEntries(event.currentTarget);
          const body = {
            civility: entries.civility,
            firstname: entries.firstname,
            lastname: entries.lastname,
            email: entries.email,
            password: entries.password,
            password_confirmation: entries.password_confirmation,
            phone: entries.phone,
            company: professional ? entries.company : void 0,
            siret: professional ? entries.siret?.replace(/\s/g, "") : void 0,
            country_iso: entries.country_iso,
            accept_terms: entries.accept_terms === "1"
          };
          const session = await form.submit(body, requiredHere(entries, professional));
          if (session) navigate(href({ name: "account" }));
        },
        children: [
          /* @__PURE__ */ jsx67(FormStatus, { errors }),
          /* @__PURE__ */ jsx67(
            SelectField2,
            {
              name: "civility",
              label: "signup.civility",
              placeholder: "signup.civility.none",
              autoComplete: "honorific-prefix",
              options: civilities2.map((civility2) => ({ value: civility2.label, label: civility2.label })),
              error: errors.civility
            }
          ),
          /* @__PURE__ */ jsx67(TextField2, { name: "firstname", label: "signup.firstname", autoComplete: "given-name", required: true, error: errors.firstname }),
          /* @__PURE__ */ jsx67(TextField2, { name: "lastname", label: "signup.lastname", autoComplete: "family-name", required: true, error: errors.lastname }),
          /* @__PURE__ */ jsx67(TextField2, { name: "email", label: "signup.email", type: "email", autoComplete: "email", required: true, error: errors.email }),
          /* @__PURE__ */ jsx67(
            TextField2,
            {
              name: "password",
              label: "signup.password",
              type: "password",
              autoComplete: "new-password",
              required: true,
              error: errors.password,
              hint: /* @__PURE__ */ jsxs61(Fragment19, { children: [
                /* @__PURE__ */ jsx67(FormattedMessage51, { id: "signup.passwordHint", tagName: "p" }),
                /* @__PURE__ */ jsx67(PasswordMeter, { password })
              ] }),
              onChange: setPassword
            }
          ),
          /* @__PURE__ */ jsx67(
            TextField2,
            {
              name: "password_confirmation",
              label: "signup.passwordConfirmation",
              type: "password",
              autoComplete: "new-password",
              required: true,
              error: errors.password_confirmation
            }
          ),
          /* @__PURE__ */ jsx67(TextField2, { name: "phone", label: "signup.phone", type: "tel", autoComplete: "tel", error: errors.phone }),
          /* @__PURE__ */ jsx67(CheckboxField2, { name: "professional", label: "signup.professional", checked: professional, onChange: setProfessional }),
          professional && /* @__PURE__ */ jsxs61("fieldset", { className: "form-group", children: [
            /* @__PURE__ */ jsx67("legend", { children: /* @__PURE__ */ jsx67(FormattedMessage51, { id: "signup.professional" }) }),
            /* @__PURE__ */ jsx67(TextField2, { name: "company", label: "signup.company", autoComplete: "organization", required: true, error: errors.company }),
            /* @__PURE__ */ jsx67(TextField2, { name: "siret", label: "signup.siret", inputMode: "numeric", required: true, error: errors.siret })
          ] }),
          /* @__PURE__ */ jsx67(
            SelectField2,
            {
              name: "country_iso",
              label: "signup.country",
              placeholder: "signup.country.choose",
              autoComplete: "country",
              required: true,
              options: countries2.map((country) => ({ value: country.iso, label: country.name })),
              error: errors.country_iso
            }
          ),
          /* @__PURE__ */ jsx67(CheckboxField2, { name: "accept_terms", label: "signup.acceptTerms", required: true, error: errors.accept_terms }),
          /* @__PURE__ */ jsx67("button", { type: "submit", className: "button", disabled: form.pending, children: /* @__PURE__ */ jsx67(FormattedMessage51, { id: form.pending ? "form.sending" : "signup.submit" }) })
        ]
      }
    ),
    /* @__PURE__ */ jsxs61("p", { children: [
      /* @__PURE__ */ jsx67(FormattedMessage51, { id: "signup.haveAccount" }),
      " ",
      /* @__PURE__ */ jsx67(Link, { to: { name: "login" }, children: /* @__PURE__ */ jsx67(FormattedMessage51, { id: "signup.loginLink" }) })
    ] })
  ] });
}
var loader23, page_default6, meta27;
var init_page27 = __esm({
  "src/shared/pages/signup/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_form_fields();
    init_form_status();
    init_form_submission();
    init_model5();
    init_password_meter();
    init_messages();
    loader23 = async ({ api }) => {
      const [civilities2, countries2] = await Promise.all([api.call("GET /civility"), api.call("GET /country")]);
      return { civilities: civilities2.items, countries: countries2.items };
    };
    page_default6 = SignupScreen;
    meta27 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.signup.title" }),
      description: intl.formatMessage({ id: "screen.signup.intro" }),
      indexable: false
    });
  }
});

// src/shared/seo/sitemap-routes.ts
var sitemapRouteNames, entityRouteNames;
var init_sitemap_routes = __esm({
  "src/shared/seo/sitemap-routes.ts"() {
    "use strict";
    sitemapRouteNames = [
      "home",
      "category",
      "news",
      "faq",
      "contact",
      "store-locator",
      "distributors",
      "quantity-calculator",
      "colorimetry",
      "formations",
      "downloads",
      "technical-documentation",
      "start-worksite",
      "carrier",
      "sitemap"
    ];
    entityRouteNames = {
      cms_page: "cms-page",
      category: "category",
      product: "product",
      folder: "folder"
    };
  }
});

// src/shared/pages/sitemap/page.tsx
var page_exports28 = {};
__export(page_exports28, {
  default: () => SitemapScreen,
  loader: () => loader24,
  meta: () => meta28
});
import { FormattedMessage as FormattedMessage52, useIntl as useIntl35 } from "react-intl";
import { jsx as jsx68, jsxs as jsxs62 } from "react/jsx-runtime";
function SitemapScreen() {
  const entries = useLoaderData();
  const intl = useIntl35();
  return /* @__PURE__ */ jsxs62("section", { className: "sitemap", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsxs62("header", { className: "page-header", children: [
      /* @__PURE__ */ jsx68("h1", { id: "page-heading", children: /* @__PURE__ */ jsx68(FormattedMessage52, { id: "screen.sitemap.title" }) }),
      /* @__PURE__ */ jsx68("p", { className: "lead", children: /* @__PURE__ */ jsx68(FormattedMessage52, { id: "screen.sitemap.intro" }) })
    ] }),
    /* @__PURE__ */ jsxs62("div", { className: "sitemap__columns", children: [
      /* @__PURE__ */ jsxs62("section", { "aria-labelledby": "sitemap-screens", children: [
        /* @__PURE__ */ jsx68("h2", { id: "sitemap-screens", children: /* @__PURE__ */ jsx68(FormattedMessage52, { id: "sitemap.screens" }) }),
        /* @__PURE__ */ jsx68("ul", { children: sitemapRouteNames.map((name) => /* @__PURE__ */ jsx68("li", { children: /* @__PURE__ */ jsx68(Link, { to: { name }, children: intl.formatMessage({ id: `sitemap.route.${name}` }) }) }, name)) })
      ] }),
      sections2.map((section) => {
        const items = entries.filter((entry) => entry.entity_type === section);
        if (items.length === 0) return null;
        return /* @__PURE__ */ jsxs62("section", { "aria-labelledby": `sitemap-${section}`, children: [
          /* @__PURE__ */ jsx68("h2", { id: `sitemap-${section}`, children: /* @__PURE__ */ jsx68(FormattedMessage52, { id: `sitemap.section.${section}` }) }),
          /* @__PURE__ */ jsx68("ul", { children: items.map((entry) => /* @__PURE__ */ jsx68("li", { children: /* @__PURE__ */ jsx68(Link, { to: { name: entityRouteNames[entry.entity_type], params: { slug: entry.slug } }, children: entry.label }) }, `${entry.entity_type}-${entry.id}`)) })
        ] }, section);
      })
    ] })
  ] });
}
var sections2, loader24, meta28;
var init_page28 = __esm({
  "src/shared/pages/sitemap/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_sitemap_routes();
    sections2 = ["category", "product", "cms_page", "folder"];
    loader24 = async ({ api }) => (await api.call("GET /sitemap")).items;
    meta28 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.sitemap.title" }),
      description: intl.formatMessage({ id: "screen.sitemap.intro" })
    });
  }
});

// src/shared/pages/start-worksite/page.tsx
var page_exports29 = {};
__export(page_exports29, {
  default: () => StartWorksiteScreen,
  meta: () => meta29
});
import { FormattedMessage as FormattedMessage53, useIntl as useIntl36 } from "react-intl";
import { jsx as jsx69, jsxs as jsxs63 } from "react/jsx-runtime";
function StartWorksiteScreen() {
  const intl = useIntl36();
  const confirm = useConfirmation("start-worksite");
  const label = (id2) => intl.formatMessage({ id: id2 });
  return /* @__PURE__ */ jsxs63("section", { className: "service-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx69("h1", { id: "page-heading", children: /* @__PURE__ */ jsx69(FormattedMessage53, { id: "screen.start-worksite.title" }) }),
    /* @__PURE__ */ jsx69("p", { className: "lead", children: /* @__PURE__ */ jsx69(FormattedMessage53, { id: "screen.start-worksite.intro" }) }),
    /* @__PURE__ */ jsxs63(
      ContractForm,
      {
        endpoint: "POST /construction-starts",
        initialValues: initialValues5,
        toBody: (values) => ({
          firstname: requiredText(values, "firstname"),
          lastname: requiredText(values, "lastname"),
          company: requiredText(values, "company"),
          email: requiredText(values, "email"),
          phone: requiredText(values, "phone"),
          address: requiredText(values, "address"),
          zipcode: requiredText(values, "zipcode"),
          city: requiredText(values, "city"),
          start_date: requiredText(values, "start_date"),
          surface_m2: optionalInteger(values, "surface_m2"),
          message: optionalText(values, "message")
        }),
        onSuccess: confirm,
        submitLabel: /* @__PURE__ */ jsx69(FormattedMessage53, { id: "forms.send" }),
        children: [
          /* @__PURE__ */ jsx69(PersonFields, { phoneRequired: true }),
          /* @__PURE__ */ jsx69(TextField, { name: "company", label: label("forms.company"), required: true, autoComplete: "organization" }),
          /* @__PURE__ */ jsxs63("fieldset", { className: "form__group", children: [
            /* @__PURE__ */ jsx69("legend", { children: label("worksite.site.legend") }),
            /* @__PURE__ */ jsx69(TextField, { name: "address", label: label("forms.address"), required: true, autoComplete: "street-address" }),
            /* @__PURE__ */ jsxs63("div", { className: "form__row", children: [
              /* @__PURE__ */ jsx69(TextField, { name: "zipcode", label: label("forms.zipcode"), required: true, inputMode: "numeric", autoComplete: "postal-code" }),
              /* @__PURE__ */ jsx69(TextField, { name: "city", label: label("forms.city"), required: true, autoComplete: "address-level2" })
            ] }),
            /* @__PURE__ */ jsxs63("div", { className: "form__row", children: [
              /* @__PURE__ */ jsx69(TextField, { name: "start_date", type: "date", label: label("worksite.startDate"), required: true }),
              /* @__PURE__ */ jsx69(TextField, { name: "surface_m2", type: "number", min: "1", step: "1", inputMode: "numeric", label: label("worksite.surface"), hint: label("worksite.surface.hint") })
            ] }),
            /* @__PURE__ */ jsx69(TextAreaField, { name: "message", label: label("forms.message") })
          ] })
        ]
      }
    )
  ] });
}
var meta29, initialValues5;
var init_page29 = __esm({
  "src/shared/pages/start-worksite/page.tsx"() {
    "use strict";
    init_contract_form();
    init_fields();
    init_form_values();
    init_person_fields();
    init_use_confirmation();
    meta29 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.start-worksite.title" }),
      description: intl.formatMessage({ id: "screen.start-worksite.intro" })
    });
    initialValues5 = { firstname: "", lastname: "", company: "", email: "", phone: "", address: "", zipcode: "", city: "", start_date: "", surface_m2: "", message: "" };
  }
});

// src/shared/pages/store-locator/page.tsx
var page_exports30 = {};
__export(page_exports30, {
  default: () => StoreLocatorScreen,
  loader: () => loader25,
  meta: () => meta30
});
import { FormattedMessage as FormattedMessage54 } from "react-intl";
import { jsx as jsx70, jsxs as jsxs64 } from "react/jsx-runtime";
function StoreLocatorScreen() {
  const { stores } = useLoaderData();
  return /* @__PURE__ */ jsxs64("section", { className: "service-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx70("h1", { id: "page-heading", children: /* @__PURE__ */ jsx70(FormattedMessage54, { id: "screen.store-locator.title" }) }),
    /* @__PURE__ */ jsx70("p", { className: "lead", children: /* @__PURE__ */ jsx70(FormattedMessage54, { id: "screen.store-locator.intro" }) }),
    /* @__PURE__ */ jsx70(StoreFinder, { stores }),
    /* @__PURE__ */ jsx70("p", { children: /* @__PURE__ */ jsx70(Link, { to: { name: "distributors" }, children: /* @__PURE__ */ jsx70(FormattedMessage54, { id: "stores.seeDistributors" }) }) })
  ] });
}
var loader25, meta30;
var init_page30 = __esm({
  "src/shared/pages/store-locator/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_store_finder();
    loader25 = async ({ api }) => ({ stores: (await api.call("GET /store-locator", { query: { type: "store" } })).items });
    meta30 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.store-locator.title" }),
      description: intl.formatMessage({ id: "screen.store-locator.intro" })
    });
  }
});

// src/shared/pages/technical-documentation/page.tsx
var page_exports31 = {};
__export(page_exports31, {
  default: () => TechnicalDocumentationScreen,
  loader: () => loader26,
  meta: () => meta31
});
import { FormattedMessage as FormattedMessage55, useIntl as useIntl37 } from "react-intl";
import { jsx as jsx71, jsxs as jsxs65 } from "react/jsx-runtime";
function TechnicalDocumentationScreen() {
  const { types: types2, groups } = useLoaderData();
  const { match: match3 } = usePage();
  const intl = useIntl37();
  const filters = match3?.filters ?? [];
  return /* @__PURE__ */ jsxs65("section", { className: "service-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx71("h1", { id: "page-heading", children: /* @__PURE__ */ jsx71(FormattedMessage55, { id: "screen.technical-documentation.title" }) }),
    /* @__PURE__ */ jsx71("p", { className: "lead", children: /* @__PURE__ */ jsx71(FormattedMessage55, { id: "screen.technical-documentation.intro" }) }),
    /* @__PURE__ */ jsxs65("nav", { className: "chips", "aria-label": intl.formatMessage({ id: "documents.types" }), children: [
      /* @__PURE__ */ jsx71(Link, { to: { name: "technical-documentation" }, className: "chip", "aria-current": filters.length === 0 ? "page" : void 0, children: /* @__PURE__ */ jsx71(FormattedMessage55, { id: "documents.allTypes" }) }),
      types2.map((type) => {
        const selected = isSelected(filters, typesFilterKey, type.segmentValue);
        return /* @__PURE__ */ jsxs65(
          Link,
          {
            to: { name: "technical-documentation", filters: toggleFilter(filters, typesFilterKey, type.segmentValue) },
            rel: "nofollow",
            className: selected ? "chip chip--selected" : "chip",
            "aria-current": selected ? "true" : void 0,
            children: [
              type.label,
              " (",
              type.count,
              ")"
            ]
          },
          type.technicalName
        );
      })
    ] }),
    /* @__PURE__ */ jsx71(DocumentList, { groups })
  ] });
}
var loader26, meta31;
var init_page31 = __esm({
  "src/shared/pages/technical-documentation/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_filter_segments();
    init_page_response();
    init_document_list();
    init_document_types();
    loader26 = async ({ api, match: match3 }) => {
      const all = groupByType((await api.call("GET /notice", { query: { section: "technical_documentation" } })).items);
      const chosen = match3.filters.find((filter) => filter.key === typesFilterKey)?.values ?? [];
      if (chosen.some((value) => !all.some((group) => group.type.segmentValue === value))) throw PageResponse.notFound();
      return {
        types: all.map((group) => group.type),
        groups: chosen.length === 0 ? all : all.filter((group) => chosen.includes(group.type.segmentValue))
      };
    };
    meta31 = ({ intl, match: match3 }) => ({
      title: intl.formatMessage({ id: "screen.technical-documentation.title" }),
      description: intl.formatMessage({ id: "screen.technical-documentation.intro" }),
      ...match3.filters.length > 0 ? { indexable: false } : {}
    });
  }
});

// src/shared/pages/unsolicited-application/page.tsx
var page_exports32 = {};
__export(page_exports32, {
  default: () => UnsolicitedApplicationScreen,
  loader: () => loader27,
  meta: () => meta32
});
import { FormattedMessage as FormattedMessage56 } from "react-intl";
import { jsx as jsx72, jsxs as jsxs66 } from "react/jsx-runtime";
function UnsolicitedApplicationScreen() {
  const { civilities: civilities2 } = useLoaderData();
  return /* @__PURE__ */ jsxs66("section", { className: "service-page", "aria-labelledby": "page-heading", children: [
    /* @__PURE__ */ jsx72("h1", { id: "page-heading", children: /* @__PURE__ */ jsx72(FormattedMessage56, { id: "screen.unsolicited-application.title" }) }),
    /* @__PURE__ */ jsx72("p", { className: "lead", children: /* @__PURE__ */ jsx72(FormattedMessage56, { id: "screen.unsolicited-application.intro" }) }),
    /* @__PURE__ */ jsx72("p", { children: /* @__PURE__ */ jsx72(Link, { to: { name: "carrier" }, children: /* @__PURE__ */ jsx72(FormattedMessage56, { id: "careers.seeOffers" }) }) }),
    /* @__PURE__ */ jsx72(ApplicationForm, { civilities: civilities2 })
  ] });
}
var loader27, meta32;
var init_page32 = __esm({
  "src/shared/pages/unsolicited-application/page.tsx"() {
    "use strict";
    init_link();
    init_router_context();
    init_application_form();
    loader27 = async ({ api }) => ({
      civilities: await api.call("GET /civility").then((list3) => list3.items, () => [])
    });
    meta32 = ({ intl }) => ({
      title: intl.formatMessage({ id: "screen.unsolicited-application.title" }),
      description: intl.formatMessage({ id: "screen.unsolicited-application.intro" }),
      breadcrumb: [{ label: intl.formatMessage({ id: "screen.carrier.title" }), to: { name: "carrier" } }, { label: intl.formatMessage({ id: "screen.unsolicited-application.title" }) }]
    });
  }
});

// src/shared/features/scan-modal/pack-barcode-formats.ts
import { BarcodeFormat, DecodeHintType } from "@zxing/library";
function packBarcodeHints() {
  return /* @__PURE__ */ new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.ITF]]]);
}
var init_pack_barcode_formats = __esm({
  "src/shared/features/scan-modal/pack-barcode-formats.ts"() {
    "use strict";
  }
});

// src/shared/features/scan-modal/barcode-reader.ts
var barcode_reader_exports = {};
__export(barcode_reader_exports, {
  startBarcodeReader: () => startBarcodeReader
});
import { BrowserMultiFormatOneDReader } from "@zxing/browser";
async function startBarcodeReader(video2, onDetected) {
  let last;
  const reader = new BrowserMultiFormatOneDReader(packBarcodeHints());
  const controls = await reader.decodeFromConstraints({ audio: false, video: { facingMode: "environment" } }, video2, (result) => {
    const code = result?.getText();
    if (code === void 0 || code === last) return;
    last = code;
    onDetected(code);
  });
  return () => controls.stop();
}
var init_barcode_reader = __esm({
  "src/shared/features/scan-modal/barcode-reader.ts"() {
    "use strict";
    init_pack_barcode_formats();
  }
});

// src/server/index.ts
import cluster2 from "node:cluster";

// src/server/cluster.ts
import cluster from "node:cluster";

// src/server/backoffice/embedded-backoffice.ts
async function startEmbeddedBackoffice(dataDir, adminToken) {
  const { startBackoffice: startBackoffice2 } = await Promise.resolve().then(() => (init_server(), server_exports));
  return startBackoffice2({ host: "127.0.0.1", port: 0, dataDir, logRequests: false, ...adminToken ? { adminToken } : {} });
}

// src/server/cluster.ts
async function runPrimary(config2, log2) {
  const embedded = config2.backofficeUrl ? void 0 : await startEmbeddedBackoffice(config2.dataDir, config2.backofficeAdminToken);
  const environment = embedded ? { BACKOFFICE_URL: embedded.url } : {};
  let stopping = false;
  let announced = false;
  const listening = /* @__PURE__ */ new Set();
  const fork2 = () => {
    const worker = cluster.fork(environment);
    worker.on("message", (message) => {
      if (message?.kind !== "listening") return;
      listening.add(worker);
      if (!announced && listening.size === config2.workers) {
        announced = true;
        log2(`site listening on ${message.url} (${config2.workers} workers)`);
        if (embedded) log2(`embedded back office on ${embedded.url} (data in ${config2.dataDir})`);
      }
    });
    worker.on("exit", (code, signal) => {
      const hadListened = listening.delete(worker);
      if (stopping) return;
      if (!hadListened) {
        log2(`worker ${worker.process.pid} could not start (${signal ?? code})`);
        shutdown("start failure", 1);
        return;
      }
      log2(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
      fork2();
    });
  };
  for (let index = 0; index < config2.workers; index += 1) fork2();
  function shutdown(signal, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    log2(`${signal} received: draining ${Object.keys(cluster.workers ?? {}).length} workers`);
    const forced = setTimeout(() => {
      log2("shutdown took too long: exiting");
      process.exit(1);
    }, config2.shutdownTimeoutMs + 1e3);
    forced.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== void 0);
    const exits = workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve)));
    for (const worker of workers) worker.process.kill("SIGTERM");
    void Promise.all(exits).then(() => embedded?.close()).then(
      () => process.exit(exitCode),
      () => process.exit(1)
    );
  }
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

// src/server/config.ts
init_third_parties();
import path from "node:path";
var ConfigError = class extends Error {
  constructor(variable, value, expected) {
    super(`Invalid ${variable}=${JSON.stringify(value)}: expected ${expected}`);
    this.name = "ConfigError";
  }
};
function integer2(env, name, fallback, min, max) {
  const raw = env[name];
  if (raw === void 0 || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, raw, `a whole number from ${min} to ${max}`);
  }
  return value;
}
function flag(env, name, fallback) {
  const raw = env[name];
  if (raw === void 0 || raw === "") return fallback;
  if (/^(1|true|on|yes)$/i.test(raw)) return true;
  if (/^(0|false|off|no)$/i.test(raw)) return false;
  throw new ConfigError(name, raw, "on or off (true/false, 1/0)");
}
function httpUrl(env, name) {
  const raw = env[name];
  if (raw === void 0 || raw === "") return void 0;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, raw, "an absolute http(s) URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ConfigError(name, raw, "an absolute http(s) URL");
  return raw.replace(/\/+$/, "");
}
function list2(env, name) {
  return (env[name] ?? "").split(",").map((item) => item.trim()).filter((item) => item !== "");
}
function optionalKey(env, name) {
  const raw = env[name];
  if (raw === void 0 || raw === "") return null;
  if (!/^[A-Za-z0-9_-]{4,200}$/.test(raw)) throw new ConfigError(name, raw, "a key made of letters, digits, dashes and underscores");
  return raw;
}
function hostName(env, name) {
  const raw = env[name];
  if (raw === void 0 || raw === "") return void 0;
  if (!/^[a-z0-9.-]+(?::\d+)?$/i.test(raw)) throw new ConfigError(name, raw, "a host name such as www.example.com");
  return raw.toLowerCase();
}
function loadConfig(env = process.env, cwd = process.cwd()) {
  const port = integer2(env, "PORT", 3e3, 0, 65535);
  const host = env.HOST || "127.0.0.1";
  if (!/^[a-z0-9.:-]+$/i.test(host)) throw new ConfigError("HOST", host, "an interface address or host name");
  const shutdownTimeoutMs = integer2(env, "SHUTDOWN_TIMEOUT_MS", 1e4, 1e3, 12e4);
  const drainDelayMs = integer2(env, "DRAIN_DELAY_MS", 1e3, 0, 6e4);
  if (drainDelayMs >= shutdownTimeoutMs) {
    throw new ConfigError("DRAIN_DELAY_MS", String(drainDelayMs), `less than SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs})`);
  }
  const alternateHosts = list2(env, "ALTERNATE_HOSTS").map((alternate) => {
    if (!/^[a-z0-9.-]+(?::\d+)?$/i.test(alternate)) throw new ConfigError("ALTERNATE_HOSTS", alternate, "host names");
    return alternate.toLowerCase();
  });
  return {
    port,
    host,
    workers: integer2(env, "WORKERS", 1, 1, 64),
    siteUrl: httpUrl(env, "SITE_URL") ?? `http://127.0.0.1:${port}`,
    backofficeUrl: httpUrl(env, "BACKOFFICE_URL"),
    backofficeTimeoutMs: integer2(env, "BACKOFFICE_TIMEOUT_MS", 5e3, 100, 12e4),
    dataDir: path.resolve(cwd, env.DATA_DIR || "data"),
    accessLog: flag(env, "ACCESS_LOG", true),
    renderTimeoutMs: integer2(env, "RENDER_TIMEOUT_MS", 1e4, 100, 12e4),
    shutdownTimeoutMs,
    drainDelayMs,
    redirectsCsv: path.resolve(cwd, env.REDIRECTS_CSV || "redirects.csv"),
    uploadMaxBytes: integer2(env, "UPLOAD_MAX_BYTES", 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    canonicalHost: hostName(env, "CANONICAL_HOST"),
    alternateHosts,
    ipAllowList: list2(env, "IP_ALLOWLIST"),
    trustProxy: flag(env, "TRUST_PROXY", false),
    backofficeAdminToken: env.BACKOFFICE_ADMIN_TOKEN || void 0,
    thirdParties: {
      botCheckSiteKey: optionalKey(env, "RECAPTCHA_SITE_KEY"),
      botCheckVersion: integer2(env, "RECAPTCHA_VERSION", 3, 3, 3),
      mapsKey: optionalKey(env, "MAPS_API_KEY"),
      videoKey: optionalKey(env, "VIDEO_API_KEY"),
      tagManagerId: optionalKey(env, "TAG_MANAGER_ID"),
      consentCookieName: env.CONSENT_COOKIE_NAME || DEFAULT_CONSENT_COOKIE
    },
    clientDir: path.resolve(cwd, env.CLIENT_DIR || "dist/client")
  };
}

// src/server/site-server.ts
import { createServer as createServer2 } from "node:http";

// routes.ts
var routes_default = [
  { name: "home", path: "/", page: "home", index: true },
  { name: "contact", path: "/contact", page: "contact" },
  { name: "confirmation", path: "/confirmation", page: "confirmation" },
  {
    name: "results",
    path: "/results/:search",
    page: "results",
    params: { search: "text" },
    tail: { filters: 10, page: true }
  },
  {
    name: "choice-guide",
    path: "/choice-guide/:caracteristics",
    page: "choice-guide",
    params: { caracteristics: "characteristics" },
    tail: { filters: 10, page: true }
  },
  { name: "colorimetry", path: "/colorimetry", page: "colorimetry" },
  { name: "formations", path: "/formations", page: "formations" },
  {
    name: "folder",
    path: "/folder/*slug",
    page: "folder",
    params: { slug: "slug" },
    tail: { filters: 1, keys: ["TYPES"] },
    entity: "folder"
  },
  { name: "faq", path: "/faq", page: "faq", tail: { filters: 1, keys: ["TAGS"] } },
  { name: "carrier-unsolicited-application", path: "/carrier/unsolicited-application", page: "unsolicited-application" },
  { name: "carrier", path: "/carrier", page: "carrier", tail: { filters: 4, page: true } },
  { name: "news", path: "/news", page: "news", tail: { filters: 0, page: true } },
  { name: "sitemap", path: "/sitemap", page: "sitemap" },
  { name: "preview", path: "/preview/:id", page: "preview", params: { id: "id" } },
  { name: "product", path: "/product/*slug", page: "product", params: { slug: "slug" }, entity: "product" },
  {
    name: "category",
    path: "/category{/*slug}",
    page: "category",
    params: { slug: "slug" },
    tail: { filters: 10, page: true },
    entity: "category"
  },
  { name: "comparator", path: "/comparator", page: "comparator" },
  { name: "favorites", path: "/favorites", page: "favorites" },
  { name: "quantity-calculator", path: "/quantity-calculator", page: "quantity-calculator" },
  { name: "downloads", path: "/downloads", page: "downloads" },
  {
    name: "technical-documentation",
    path: "/technical-documentation",
    page: "technical-documentation",
    tail: { filters: 1, keys: ["TYPES"] }
  },
  { name: "start-worksite", path: "/start-worksite", page: "start-worksite" },
  { name: "store-locator", path: "/store-locator", page: "store-locator" },
  { name: "distributors", path: "/distributors", page: "distributors" },
  {
    name: "landing-confirmation",
    path: "/landing/:slug/confirmation",
    page: "landing-confirmation",
    params: { slug: "slug" },
    layout: "landing"
  },
  { name: "landing", path: "/landing/:slug", page: "landing", params: { slug: "slug" }, layout: "landing" },
  { name: "login", path: "/login", page: "login" },
  { name: "signup", path: "/signup", page: "signup" },
  { name: "account", path: "/account", page: "account", guard: true },
  { name: "my-orders", path: "/account/orders", page: "my-orders", guard: true },
  { name: "my-addresses", path: "/account/addresses", page: "my-addresses", guard: true },
  { name: "cms-page", path: "/*slug", page: "cms-page", params: { slug: "slug" }, entity: "page" }
];

// src/shared/config/locales.ts
var configuredLocales = [
  {
    code: "en",
    iso: "en-GB",
    label: "English",
    default: true,
    targetSegments: { part: "individual-filler", pro: "professional-filler" }
  }
];

// import("./**/*/page.tsx") in src/shared/pages/load-page-module.ts
var globImport_page_tsx = __glob({
  "./account/page.tsx": () => Promise.resolve().then(() => (init_page(), page_exports)),
  "./carrier/page.tsx": () => Promise.resolve().then(() => (init_page2(), page_exports2)),
  "./category/page.tsx": () => Promise.resolve().then(() => (init_page3(), page_exports3)),
  "./choice-guide/page.tsx": () => Promise.resolve().then(() => (init_page4(), page_exports4)),
  "./cms-page/page.tsx": () => Promise.resolve().then(() => (init_page5(), page_exports5)),
  "./colorimetry/page.tsx": () => Promise.resolve().then(() => (init_page6(), page_exports6)),
  "./comparator/page.tsx": () => Promise.resolve().then(() => (init_page7(), page_exports7)),
  "./confirmation/page.tsx": () => Promise.resolve().then(() => (init_page8(), page_exports8)),
  "./contact/page.tsx": () => Promise.resolve().then(() => (init_page9(), page_exports9)),
  "./distributors/page.tsx": () => Promise.resolve().then(() => (init_page10(), page_exports10)),
  "./downloads/page.tsx": () => Promise.resolve().then(() => (init_page11(), page_exports11)),
  "./faq/page.tsx": () => Promise.resolve().then(() => (init_page12(), page_exports12)),
  "./favorites/page.tsx": () => Promise.resolve().then(() => (init_page13(), page_exports13)),
  "./folder/page.tsx": () => Promise.resolve().then(() => (init_page14(), page_exports14)),
  "./formations/page.tsx": () => Promise.resolve().then(() => (init_page15(), page_exports15)),
  "./home/page.tsx": () => Promise.resolve().then(() => (init_page16(), page_exports16)),
  "./landing-confirmation/page.tsx": () => Promise.resolve().then(() => (init_page17(), page_exports17)),
  "./landing/page.tsx": () => Promise.resolve().then(() => (init_page18(), page_exports18)),
  "./login/page.tsx": () => Promise.resolve().then(() => (init_page19(), page_exports19)),
  "./my-addresses/page.tsx": () => Promise.resolve().then(() => (init_page20(), page_exports20)),
  "./my-orders/page.tsx": () => Promise.resolve().then(() => (init_page21(), page_exports21)),
  "./news/page.tsx": () => Promise.resolve().then(() => (init_page22(), page_exports22)),
  "./preview/page.tsx": () => Promise.resolve().then(() => (init_page23(), page_exports23)),
  "./product/page.tsx": () => Promise.resolve().then(() => (init_page24(), page_exports24)),
  "./quantity-calculator/page.tsx": () => Promise.resolve().then(() => (init_page25(), page_exports25)),
  "./results/page.tsx": () => Promise.resolve().then(() => (init_page26(), page_exports26)),
  "./signup/page.tsx": () => Promise.resolve().then(() => (init_page27(), page_exports27)),
  "./sitemap/page.tsx": () => Promise.resolve().then(() => (init_page28(), page_exports28)),
  "./start-worksite/page.tsx": () => Promise.resolve().then(() => (init_page29(), page_exports29)),
  "./store-locator/page.tsx": () => Promise.resolve().then(() => (init_page30(), page_exports30)),
  "./technical-documentation/page.tsx": () => Promise.resolve().then(() => (init_page31(), page_exports31)),
  "./unsolicited-application/page.tsx": () => Promise.resolve().then(() => (init_page32(), page_exports32))
});

// src/shared/pages/load-page-module.ts
function loadPageModule(page3) {
  return globImport_page_tsx(`./${page3}/page.tsx`);
}

// src/shared/routing/compile-route.ts
import { compile, match, parse, PathError } from "path-to-regexp";

// src/shared/routing/params.ts
init_characteristics();
var slugPart = /^[a-z0-9-]+$/;
var numericId = /^[0-9]{1,12}$/;
var maxTextLength = 200;
var controlCharacters = /[\u0000-\u001f\u007f]/;
function decode(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return void 0;
  }
}
var slug = {
  parse(rawSegments) {
    const parts = [];
    for (const raw of rawSegments) {
      const decoded = decode(raw);
      if (decoded === void 0) return void 0;
      for (const part2 of decoded.split("/")) {
        if (!slugPart.test(part2)) return void 0;
        parts.push(part2);
      }
    }
    return parts.length > 0 ? parts.join("/") : void 0;
  },
  format: (value) => value.split("/")
};
var id = {
  parse: ([raw]) => raw !== void 0 && numericId.test(raw) ? raw : void 0,
  format: (value) => [value]
};
var text2 = {
  parse([raw]) {
    const decoded = raw === void 0 ? void 0 : decode(raw);
    if (decoded === void 0) return void 0;
    const value = decoded.trim();
    if (value.length === 0 || value.length > maxTextLength || controlCharacters.test(value)) return void 0;
    return value;
  },
  format: (value) => [value]
};
var characteristics = {
  parse([raw]) {
    const decoded = raw === void 0 ? void 0 : decode(raw);
    return decoded !== void 0 && decodeCharacteristics(decoded) ? decoded : void 0;
  },
  format: (value) => [value]
};
var paramGrammars = { slug, id, text: text2, characteristics };

// src/shared/routing/route-error.ts
var RouteDefinitionError = class extends Error {
  constructor(entry, index, reason) {
    const label = entry?.name ? `"${entry.name}"` : "(unnamed)";
    super(`routes.ts entry #${index + 1} ${label}: ${reason}`);
    this.name = "RouteDefinitionError";
  }
};

// src/shared/routing/compile-route.ts
var pageFolder = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
var routeName = /^[a-z][a-z0-9-]*$/;
function paramNames(tokens, into = /* @__PURE__ */ new Map()) {
  for (const token of tokens) {
    if (token.type === "param" || token.type === "wildcard") into.set(token.name, token.type);
    else if (token.type === "group") paramNames(token.tokens, into);
  }
  return into;
}
function compileRoute(definition, index) {
  const fail = (reason) => {
    throw new RouteDefinitionError(definition, index, reason);
  };
  if (typeof definition.name !== "string" || !routeName.test(definition.name)) {
    fail("name must be lowercase letters, digits and hyphens");
  }
  if (typeof definition.path !== "string" || !definition.path.startsWith("/")) fail('path must start with "/"');
  if (typeof definition.page !== "string" || !pageFolder.test(definition.page)) {
    fail("page must name a folder under src/shared/pages");
  }
  let tokens = [];
  try {
    tokens = parse(definition.path).tokens;
  } catch (error) {
    fail(`path "${definition.path}" does not parse: ${error instanceof PathError ? error.message : String(error)}`);
  }
  const names = paramNames(tokens);
  const kinds = { ...definition.params };
  for (const name of names.keys()) {
    if (!kinds[name]) fail(`param "${name}" has no kind in params`);
  }
  for (const [name, kind] of Object.entries(kinds)) {
    if (!names.has(name)) fail(`params names "${name}", which the path does not have`);
    if (!(kind in paramGrammars)) fail(`param "${name}" has an unknown kind "${kind}"`);
  }
  const tail = definition.tail;
  if (tail && (!Number.isInteger(tail.filters) || tail.filters < 0 || tail.filters > 10)) {
    fail("tail.filters must be a whole number from 0 to 10");
  }
  const matcher = match(definition.path, { decode: false, trailing: false, sensitive: true });
  const builder = compile(definition.path, { encode: encodeURIComponent });
  const entries = [...names.entries()];
  return {
    definition,
    matchPath(rawPath) {
      const result = matcher(rawPath);
      if (!result) return void 0;
      const params = {};
      for (const [name] of entries) {
        const raw = result.params[name];
        if (raw === void 0) continue;
        const value = paramGrammars[kinds[name]].parse(typeof raw === "string" ? [raw] : raw);
        if (value === void 0) return void 0;
        params[name] = value;
      }
      return params;
    },
    buildPath(params) {
      const data = {};
      for (const [name, type] of entries) {
        const value = params[name];
        if (value === void 0 || value === "") continue;
        const grammar = paramGrammars[kinds[name]];
        const segments = grammar.format(value);
        if (grammar.parse(segments.map(encodeURIComponent)) === void 0) {
          throw new TypeError(`Route "${definition.name}": "${value}" is not a valid ${kinds[name]} for param "${name}"`);
        }
        data[name] = type === "wildcard" ? segments : segments.join("/");
      }
      return builder(data);
    }
  };
}

// src/shared/routing/segments.ts
var filterPattern = /^__([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)__([a-z0-9-]+(?:,[a-z0-9-]+)*)$/;
var pagePattern = /^_p__([1-9][0-9]{0,5})$/;
function isTailSegment(rawSegment) {
  return rawSegment.startsWith("_");
}
function parseTail(rawSegments) {
  const filters = [];
  let page3;
  for (const segment of rawSegments) {
    if (page3 !== void 0) return void 0;
    const pageMatch = pagePattern.exec(segment);
    if (pageMatch) {
      page3 = Number(pageMatch[1]);
      continue;
    }
    const filterMatch = filterPattern.exec(segment);
    if (!filterMatch) return void 0;
    const key = filterMatch[1];
    if (filters.some((filter) => filter.key === key)) return void 0;
    filters.push({ key, values: filterMatch[2].split(",") });
  }
  return { filters, page: page3 };
}
function formatTail(filters, page3) {
  let tail = "";
  for (const filter of filters) {
    if (filter.values.length > 0) tail += `/__${filter.key}__${filter.values.join(",")}`;
  }
  if (page3 !== void 0 && page3 > 1) tail += `/_p__${page3}`;
  return tail;
}
function isValidFilter(filter) {
  return filter.values.length > 0 && filterPattern.test(`__${filter.key}__${filter.values.join(",")}`);
}

// src/shared/routing/router.ts
var routeNameSeparator = "___";
function validateLocales(locales) {
  const defaults = locales.filter((locale) => locale.default);
  if (defaults.length !== 1) throw new Error(`exactly one default locale is required, found ${defaults.length}`);
  const codes = /* @__PURE__ */ new Set();
  for (const locale of locales) {
    if (!/^[a-z]{2}(?:-[a-z]{2})?$/.test(locale.code)) throw new Error(`locale code "${locale.code}" is not like "en" or "en-gb"`);
    if (codes.has(locale.code)) throw new Error(`locale "${locale.code}" is configured twice`);
    codes.add(locale.code);
    if (locale.targetSegments.pro === locale.targetSegments.part) {
      throw new Error(`locale "${locale.code}" uses one segment for both targets`);
    }
  }
  return defaults[0];
}
function createRouter(routes, locales) {
  const defaultLocale = validateLocales(locales);
  const compiled = [];
  const byName = /* @__PURE__ */ new Map();
  routes.forEach((definition, index) => {
    const route2 = compileRoute(definition, index);
    if (byName.has(definition.name)) throw new RouteDefinitionError(definition, index, "name is used by an earlier entry");
    byName.set(definition.name, route2);
    compiled.push(route2);
  });
  if (!routes.some((route2) => route2.index)) throw new Error("routes.ts has no index route");
  const localesByCode = new Map(locales.map((locale) => [locale.code, locale]));
  const prefixedLocales = new Map(locales.filter((locale) => !locale.default).map((locale) => [locale.code, locale]));
  function targetOfSegment(locale, segment) {
    if (segment === locale.targetSegments.pro) return "pro";
    if (segment === locale.targetSegments.part) return "part";
    return void 0;
  }
  function match3(pathname) {
    if (!pathname.startsWith("/")) return void 0;
    const segments = pathname === "/" ? [] : pathname.slice(1).split("/");
    if (segments.length > 0 && segments[segments.length - 1] === "") segments.pop();
    if (segments.includes("")) return void 0;
    let cursor = 0;
    let locale = defaultLocale;
    const prefixed = prefixedLocales.get(segments[0] ?? "");
    if (prefixed) {
      locale = prefixed;
      cursor = 1;
    }
    const segmentTarget = targetOfSegment(locale, segments[cursor]);
    if (segmentTarget) cursor += 1;
    let tailStart = segments.findIndex((segment, index) => index >= cursor && isTailSegment(segment));
    if (tailStart === -1) tailStart = segments.length;
    const tail = parseTail(segments.slice(tailStart));
    if (!tail) return void 0;
    const ownPath = `/${segments.slice(cursor, tailStart).join("/")}`;
    for (const route2 of compiled) {
      const { definition } = route2;
      if (tail.filters.length > 0 || tail.page !== void 0) {
        const accepted2 = definition.tail;
        if (!accepted2 || tail.filters.length > accepted2.filters) continue;
        if (tail.page !== void 0 && !accepted2.page) continue;
        if (accepted2.keys && tail.filters.some((filter) => !accepted2.keys.includes(filter.key))) continue;
      }
      const params = route2.matchPath(ownPath);
      if (!params) continue;
      return {
        route: definition,
        name: `${definition.name}${routeNameSeparator}${locale.code}`,
        locale,
        target: segmentTarget ?? "pro",
        hasTargetSegment: segmentTarget !== void 0,
        params,
        filters: tail.filters,
        page: tail.page
      };
    }
    return void 0;
  }
  function buildPath(location2, context2) {
    const [name, localeCode = context2.locale] = location2.name.split(routeNameSeparator);
    const route2 = byName.get(name);
    if (!route2) throw new Error(`No route named "${location2.name}" in routes.ts`);
    const locale = localesByCode.get(localeCode);
    if (!locale) throw new Error(`No configured locale "${localeCode}"`);
    const prefix = locale.default ? "" : `/${locale.code}`;
    const omitTarget = route2.definition.index && context2.target === "pro";
    const targetPrefix = omitTarget ? "" : `/${locale.targetSegments[context2.target]}`;
    const own = route2.buildPath(location2.params ?? {});
    const filters = (location2.filters ?? []).filter((filter) => filter.values.length > 0);
    for (const filter of filters) {
      if (!isValidFilter(filter)) throw new Error(`Invalid filter ${JSON.stringify(filter)} for route "${name}"`);
    }
    const path4 = `${prefix}${targetPrefix}${own === "/" ? "" : own}${formatTail(filters, location2.page)}`;
    return path4 === "" ? "/" : path4;
  }
  function canonicalPath(matched) {
    return buildPath(
      { name: matched.name, params: matched.params, ...matched.page === void 0 ? {} : { page: matched.page } },
      { locale: matched.locale.code, target: "pro" }
    );
  }
  return {
    routes,
    locales,
    defaultLocale,
    match: match3,
    buildPath,
    canonicalPath,
    localeByCode: (code) => localesByCode.get(code)
  };
}

// src/server/site-server.ts
init_form_schemas();

// src/server/access-log.ts
function logAccess(req, res, write) {
  const started = performance.now();
  res.once("finish", () => {
    const path4 = (req.url ?? "").split("?", 1)[0];
    write(`${req.method} ${path4} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
  });
}

// src/server/app.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import path2 from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";

// src/server/render/fallback-page.ts
function fallbackPageHtml(status) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page ${status}</title></head>
<body><main><h1>An error occurred while showing the error page</h1>
<p>Please try again in a moment.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;
}

// src/server/app.ts
var oneYear = 365 * 24 * 60 * 60 * 1e3;
function createApp(options) {
  const thirdParty = thirdPartySources(options.thirdParties);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  app.set("etag", false);
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes4(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Only the site's own modules and the inline bootstrap carrying this request's nonce.
          scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`, ...thirdParty.scripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", ...thirdParty.images],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...thirdParty.connections],
          frameSrc: ["'self'", ...thirdParty.frames],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"]
        }
      },
      xFrameOptions: { action: "sameorigin" },
      strictTransportSecurity: options.httpsSite,
      crossOriginEmbedderPolicy: false
    })
  );
  app.use(compression());
  app.use(
    "/assets",
    express.static(path2.join(options.clientDir, "assets"), { immutable: true, maxAge: oneYear, index: false, fallthrough: false })
  );
  app.use(express.static(path2.join(options.clientDir, "static"), { index: false, maxAge: 60 * 60 * 1e3 }));
  app.use(options.gateway);
  app.use(options.seo);
  app.get("/{*path}", options.pages);
  app.all("/{*path}", (_req, res) => {
    res.status(405).setHeader("Allow", "GET, HEAD").type("text/plain").send("Method Not Allowed");
  });
  app.use(errorHandler(options.onError));
  return app;
}
function thirdPartySources(config2) {
  const botCheck = config2.botCheckSiteKey !== null;
  const tagManager = config2.tagManagerId !== null;
  return {
    scripts: [
      ...botCheck ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] : [],
      ...tagManager ? ["https://www.googletagmanager.com"] : []
    ],
    frames: [
      ...botCheck ? ["https://www.google.com/recaptcha/"] : [],
      ...config2.videoKey !== null ? ["https://www.youtube-nocookie.com"] : []
    ],
    connections: tagManager ? ["https://www.googletagmanager.com", "https://www.google-analytics.com"] : [],
    images: tagManager ? ["https://www.googletagmanager.com", "https://www.google-analytics.com"] : []
  };
}
function errorHandler(onError) {
  return (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) onError(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ errors: { status: status === 500 ? "server_error" : "bad_request" } });
    else if (status === 500) res.type("html").send(fallbackPageHtml(500));
    else res.type("text/plain").send(status === 404 ? "Not Found" : "Bad Request");
  };
}

// src/server/assets/asset-manifest.ts
import { readFileSync as readFileSync2 } from "node:fs";
import path3 from "node:path";
function loadAssetManifest(clientDir) {
  const file = path3.join(clientDir, "manifest.json");
  let manifest;
  try {
    manifest = JSON.parse(readFileSync2(file, "utf8"));
  } catch (error) {
    throw new Error(`cannot read the client build manifest ${file} (run "npm run build"): ${error.message}`);
  }
  const cache = /* @__PURE__ */ new Map();
  return {
    entry: manifest.entry,
    stylesheets: manifest.stylesheets,
    modulePreloads(page3) {
      let preloads = cache.get(page3);
      if (!preloads) {
        const chunk3 = page3 === void 0 ? void 0 : manifest.pages[page3];
        preloads = [.../* @__PURE__ */ new Set([...manifest.entryImports, ...chunk3 ? [chunk3.file, ...chunk3.imports] : []])];
        cache.set(page3, preloads);
      }
      return preloads;
    }
  };
}

// src/server/backoffice/site-data-client.ts
init_client();
init_contract();
import ky2 from "ky";

// src/shared/api/plan-fallback.ts
init_client();
init_contract();
function fallbackPlanOf(error, currentPlanId) {
  if (!(error instanceof ApiError) || error.status !== 400 || error.errors.status !== NOT_AVAILABLE_IN_SALEPLAN) return void 0;
  const first = Array.isArray(error.errors.exist_in) ? error.errors.exist_in[0] : void 0;
  return typeof first === "number" && first !== currentPlanId ? first : void 0;
}
function withPlanFallback(client, options) {
  return {
    url: client.url,
    async call(name, request2) {
      try {
        return await client.call(name, request2);
      } catch (error) {
        const planId = fallbackPlanOf(error, options.currentPlanId());
        if (planId === void 0) throw error;
        options.planSwitched(planId);
        const query = { ...request2?.query, sales_plan_id: planId, saleplan_id: planId };
        return client.call(name, { ...request2, query });
      }
    }
  };
}

// src/server/backoffice/stale-while-revalidate.ts
function staleWhileRevalidate(load, ttlMs, now2 = Date.now) {
  let value;
  let inFlight;
  function refresh() {
    inFlight ??= load().then((data) => {
      value = { data, at: now2() };
      return data;
    }).finally(() => {
      inFlight = void 0;
    });
    return inFlight;
  }
  return () => {
    if (!value) return refresh();
    if (now2() - value.at > ttlMs) refresh().catch(() => void 0);
    return Promise.resolve(value.data);
  };
}

// src/server/backoffice/response-cache.ts
var ResponseCache = class {
  #entries = /* @__PURE__ */ new Map();
  #ttlMs;
  #maxEntries;
  constructor(ttlMs, maxEntries = 500) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }
  get(key, load) {
    let entry = this.#entries.get(key);
    if (!entry) {
      if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value);
      entry = staleWhileRevalidate(load, this.#ttlMs);
      this.#entries.set(key, entry);
    }
    return entry();
  }
};

// src/server/backoffice/site-data-client.ts
var cachedEndpoints = /* @__PURE__ */ new Set(["GET /site", "GET /setting", "GET /menu", "GET /category"]);
function createSiteDataClients(options) {
  const http = ky2.create({ timeout: options.timeoutMs, retry: { limit: 1, methods: ["get"], statusCodes: [408, 502, 503, 504] } });
  const cache = new ResponseCache(options.cacheTtlMs ?? 6e4);
  return {
    forRequest(context2) {
      let planId = context2.salesPlanId;
      let switched;
      const base = createBackofficeClient({
        baseUrl: options.baseUrl,
        http,
        defaults: () => ({ site_id: DEFAULT_SITE_ID, lang: context2.lang, sales_plan_id: planId, saleplan_id: planId })
      });
      const authorised = {
        url: base.url,
        call(name, request2 = {}) {
          const withToken2 = contract[name].auth === "customer" && request2.token === void 0 && context2.token ? { ...request2, token: context2.token } : request2;
          if (!cachedEndpoints.has(name)) return base.call(name, withToken2);
          return cache.get(base.url(name, withToken2), () => base.call(name, withToken2));
        }
      };
      const client = withPlanFallback(authorised, {
        currentPlanId: () => planId,
        planSwitched: (next) => {
          planId = next;
          switched = next;
        }
      });
      return { client, switchedPlanId: () => switched };
    }
  };
}

// src/server/edge/canonical-host.ts
var PORT_SUFFIX = /:\d+$/;
var CanonicalHost = class {
  #canonicalHost;
  #alternateHosts;
  #trustProxy;
  constructor(canonicalHost, alternateHosts, trustProxy) {
    this.#canonicalHost = canonicalHost.toLowerCase();
    this.#alternateHosts = new Set(alternateHosts.map((host) => host.trim().toLowerCase()));
    this.#trustProxy = trustProxy;
    if (this.#alternateHosts.has(this.#canonicalHost)) {
      throw new Error(`the canonical host ${canonicalHost} is also listed as an alternate host: every request would loop`);
    }
  }
  /** `https://canonical.host` when the request named an alternate host, else undefined. */
  redirectOrigin(req) {
    const host = req.headers.host?.toLowerCase();
    if (host === void 0) return void 0;
    const listed = this.#alternateHosts.has(host) || host.includes(":") && this.#alternateHosts.has(host.replace(PORT_SUFFIX, ""));
    return listed ? `${this.#scheme(req)}://${this.#canonicalHost}` : void 0;
  }
  /** The scheme the client used: only a trusted proxy may say it differs from our own socket's. */
  #scheme(req) {
    const forwarded = this.#trustProxy ? req.headers["x-forwarded-proto"] : void 0;
    if (typeof forwarded === "string") {
      const first = forwarded.split(",", 1)[0].trim().toLowerCase();
      if (first === "https" || first === "http") return first;
    }
    return req.socket.encrypted ? "https" : "http";
  }
};

// src/server/edge/ip-allow-list.ts
import { BlockList, isIP } from "node:net";
var ENTRY = /^([^/]+)(?:\/(\d{1,3}))?$/;
var IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
var BRACKETED = /^\[([^\]]+)\](?::\d+)?$/;
var IPV4_WITH_PORT = /^(\d+\.\d+\.\d+\.\d+):\d+$/;
var IpAllowList = class {
  #allowed = new BlockList();
  /** Throws on an entry that is neither an address nor a range: a typo must not pass unnoticed. */
  constructor(entries) {
    for (const entry of entries) {
      const range = parseEntry(entry);
      if (range === void 0) {
        throw new Error(`IP allow-list entry "${entry}" is neither an IP address nor a CIDR range`);
      }
      if (range.bits === void 0) this.#allowed.addAddress(range.address, range.family);
      else this.#allowed.addSubnet(range.address, range.bits, range.family);
    }
  }
  allows(address) {
    if (address === void 0) return false;
    const plain = address.replace(IPV4_MAPPED, "$1");
    const family = familyOf(plain);
    return family !== void 0 && this.#allowed.check(plain, family);
  }
};
function parseEntry(entry) {
  const match3 = ENTRY.exec(entry.trim());
  if (match3 === null) return void 0;
  const address = match3[1].replace(IPV4_MAPPED, "$1");
  const family = familyOf(address);
  if (family === void 0) return void 0;
  const bits = match3[2] === void 0 ? void 0 : Number(match3[2]);
  if (bits !== void 0 && bits > (family === "ipv4" ? 32 : 128)) return void 0;
  return { address, family, bits };
}
function familyOf(address) {
  const version = isIP(address);
  return version === 4 ? "ipv4" : version === 6 ? "ipv6" : void 0;
}
function clientAddress(req, trustProxy) {
  const forwarded = trustProxy ? req.headers["x-forwarded-for"] : void 0;
  if (typeof forwarded !== "string" || forwarded.trim() === "") return req.socket.remoteAddress;
  const last = forwarded.slice(forwarded.lastIndexOf(",") + 1).trim();
  return BRACKETED.exec(last)?.[1] ?? IPV4_WITH_PORT.exec(last)?.[1] ?? last;
}

// src/server/edge/security-headers.ts
var SECURITY_HEADERS = [
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Content-Type-Options", "nosniff"]
];
function setSecurityHeaders(res) {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}

// src/server/edge/edge.ts
var REFUSED_BODY = "You are not allowed to access this application";
var FAILED_BODY = "Internal Server Error";
var SECURITY_HEADER_LIST = SECURITY_HEADERS.flat();
function createEdge(options) {
  const { redirects, trustProxy } = options;
  const alwaysReachable = new Set(options.alwaysReachable);
  const allowList = options.ipAllowList.length > 0 ? new IpAllowList(options.ipAllowList) : void 0;
  const canonicalHost = options.canonicalHost !== void 0 && options.alternateHosts.length > 0 ? new CanonicalHost(options.canonicalHost, options.alternateHosts, trustProxy) : void 0;
  return function edge(req, res) {
    try {
      const target = requestTarget(req.url ?? "/");
      if (target !== void 0 && alwaysReachable.has(target.pathname)) return passOn(res);
      if (allowList !== void 0 && !allowList.allows(clientAddress(req, trustProxy))) {
        answerText(res, 401, REFUSED_BODY);
        return true;
      }
      if (target === void 0) return passOn(res);
      const redirect = redirects.lookup(target.pathname, target.search);
      const origin = canonicalHost?.redirectOrigin(req);
      if (origin !== void 0) {
        const location2 = redirect === void 0 ? target.pathname + target.search : redirect.location;
        answerRedirect(res, redirect?.status ?? 301, location2.startsWith("/") ? origin + location2 : location2);
        return true;
      }
      if (redirect === void 0) return passOn(res);
      answerRedirect(res, redirect.status, redirect.location);
      return true;
    } catch {
      if (!res.headersSent) answerText(res, 500, FAILED_BODY);
      else res.destroy();
      return true;
    }
  };
}
function passOn(res) {
  setSecurityHeaders(res);
  return false;
}
function requestTarget(url) {
  if (url.startsWith("/")) {
    const questionMark = url.indexOf("?");
    return questionMark === -1 ? { pathname: url, search: "" } : { pathname: url.slice(0, questionMark), search: url.slice(questionMark) };
  }
  if (!/^https?:\/\//i.test(url)) return void 0;
  try {
    const parsed = new URL(url);
    return { pathname: parsed.pathname, search: parsed.search };
  } catch {
    return void 0;
  }
}
function answerRedirect(res, status, location2) {
  res.writeHead(status, ["Location", location2, "Cache-Control", "no-store", "Content-Length", "0", ...SECURITY_HEADER_LIST]);
  res.end();
}
function answerText(res, status, body) {
  res.writeHead(status, [
    "Content-Type",
    "text/plain; charset=utf-8",
    "Content-Length",
    String(Buffer.byteLength(body)),
    "Cache-Control",
    "no-store",
    ...SECURITY_HEADER_LIST
  ]);
  res.end(body);
}

// src/server/edge/redirect-table.ts
import { readFileSync as readFileSync3 } from "node:fs";

// src/server/edge/marketing-parameters.ts
var MARKETING_PREFIXES = ["utm_"];
var MARKETING_NAMES = /* @__PURE__ */ new Set([
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "yclid",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi"
]);
function isMarketingParameter(name) {
  if (MARKETING_NAMES.has(name)) return true;
  for (const prefix of MARKETING_PREFIXES) {
    if (name.startsWith(prefix)) return true;
  }
  return false;
}

// src/server/edge/match-key.ts
var SLASH = 47;
var QUESTION_MARK = 63;
var SMUGGLED_SEPARATOR = /[/?#\\\u0000-\u001f\u007f]/;
function pathSegments(pathname, onProblem) {
  if (pathname.charCodeAt(0) !== SLASH) {
    onProblem?.('must start with "/"');
    return void 0;
  }
  let end = pathname.length;
  if (end > 1 && pathname.charCodeAt(end - 1) === SLASH) end--;
  if (end === 1) return [];
  const segments = pathname.slice(1, end).toLowerCase().split("/");
  for (let i = 0; i < segments.length; i++) {
    const segment = normaliseSegment(segments[i], onProblem);
    if (segment === void 0) return void 0;
    segments[i] = segment;
  }
  return segments;
}
function normaliseSegment(raw, onProblem) {
  if (raw === "") {
    onProblem?.("has an empty segment (double slash)");
    return void 0;
  }
  let segment = raw;
  if (raw.includes("%")) {
    const decoded = decodeComponent(raw);
    if (decoded === void 0) {
      onProblem?.(`has a malformed percent-escape in "${raw}"`);
      return void 0;
    }
    segment = decoded.toLowerCase();
  }
  if (segment === "." || segment === "..") {
    onProblem?.('has a "." or ".." segment');
    return void 0;
  }
  if (SMUGGLED_SEPARATOR.test(segment)) {
    onProblem?.(`has a separator or control character inside the segment "${raw}"`);
    return void 0;
  }
  return segment;
}
var NO_QUERY = Object.freeze({ key: "", marketing: "" });
function parseQuery(search) {
  const start = search.charCodeAt(0) === QUESTION_MARK ? 1 : 0;
  if (search.length <= start) return NO_QUERY;
  const matched = [];
  const marketing = [];
  for (const pair of search.slice(start).split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? "" : decodeComponent(pair.slice(equals + 1));
    if (name === void 0 || value === void 0) {
      matched.push(pair.toLowerCase());
      continue;
    }
    const lowerName = name.toLowerCase();
    if (isMarketingParameter(lowerName)) {
      marketing.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    } else {
      matched.push(`${encodeURIComponent(lowerName)}=${encodeURIComponent(value.toLowerCase())}`);
    }
  }
  if (matched.length === 0 && marketing.length === 0) return NO_QUERY;
  return { key: matched.sort().join("&"), marketing: marketing.join("&") };
}
function decodeComponent(text3) {
  const spaced = text3.includes("+") ? text3.replaceAll("+", " ") : text3;
  if (!spaced.includes("%")) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return void 0;
  }
}

// src/server/edge/redirect-table-error.ts
var RedirectTableError = class extends Error {
  row;
  constructor(source, row, reason) {
    super(`${source} row ${row}: ${reason}`);
    this.name = "RedirectTableError";
    this.row = row;
  }
};

// src/server/edge/redirects-csv.ts
var HEADER = ["from", "to", "code"];
var STATUS_FORMAT = /^\d{3}$/;
function parseRedirectsCsv(text3, source) {
  const lines = text3.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = parseCsvLine(lines[0] ?? "", source, 1).map((field) => field.toLowerCase());
  if (header.join(",") !== HEADER.join(",")) {
    throw new RedirectTableError(source, 1, `the header must be "${HEADER.join(",")}"`);
  }
  const rules = [];
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index];
    if (line.trim() === "") continue;
    const row = index + 1;
    const fields = parseCsvLine(line, source, row);
    if (fields.length !== HEADER.length) {
      throw new RedirectTableError(source, row, `expected ${HEADER.length} fields (${HEADER.join(",")}), found ${fields.length}`);
    }
    const [from, to, code] = fields;
    const missing = HEADER.find((_, column) => fields[column] === "");
    if (missing !== void 0) throw new RedirectTableError(source, row, `the "${missing}" field is empty`);
    if (!STATUS_FORMAT.test(code)) throw new RedirectTableError(source, row, `code "${code}" is not an HTTP status`);
    rules.push({ from, to, status: Number(code), row });
  }
  return rules;
}
function parseCsvLine(line, source, row) {
  const fields = [];
  let position = 0;
  for (; ; ) {
    let field;
    while (line[position] === " " || line[position] === "	") position++;
    if (line[position] === '"') {
      field = "";
      position++;
      for (; ; ) {
        const quote = line.indexOf('"', position);
        if (quote === -1) throw new RedirectTableError(source, row, "a quoted field is not closed");
        field += line.slice(position, quote);
        position = quote + 1;
        if (line[position] !== '"') break;
        field += '"';
        position++;
      }
      while (line[position] === " " || line[position] === "	") position++;
      if (position < line.length && line[position] !== ",") {
        throw new RedirectTableError(source, row, "unexpected text after a quoted field");
      }
    } else {
      const comma = line.indexOf(",", position);
      const end = comma === -1 ? line.length : comma;
      field = line.slice(position, end).trim();
      position = end;
    }
    fields.push(field);
    if (position >= line.length) return fields;
    position++;
  }
}

// src/server/edge/redirect-rule.ts
function withMarketing(target, marketing) {
  if (marketing === "") return target;
  const hash = target.location.indexOf("#");
  const base = hash === -1 ? target.location : target.location.slice(0, hash);
  const fragment = hash === -1 ? "" : target.location.slice(hash);
  const separator = base.includes("?") ? "&" : "?";
  return { location: `${base}${separator}${marketing}${fragment}`, status: target.status };
}

// src/server/edge/redirect-trie.ts
var TrieNode = class _TrieNode {
  #children = /* @__PURE__ */ Object.create(null);
  /** The rule for this exact path when it names no query. */
  #target;
  /** Rules for this path that name a query (`/videos?page=2`), keyed by canonical query. */
  #queryTargets;
  /** Returns false, storing nothing, when a rule with the same path and query already exists. */
  insert(segments, query, target) {
    let node = this;
    for (const segment of segments) {
      node = node.#children[segment] ??= new _TrieNode();
    }
    return node.#store(query, target);
  }
  find(segments) {
    let node = this;
    for (let i = 0; i < segments.length && node !== void 0; i++) {
      node = node.#children[segments[i]];
    }
    return node;
  }
  /**
   * A query that names no rule of this path falls back to the path's query-less rule, so
   * unknown tracking parameters never break an old link, while a query rule (`page=2`) only
   * ever answers its own query.
   */
  targetFor(query) {
    if (query === "") return this.#target;
    return this.#queryTargets?.get(query) ?? this.#target;
  }
  #store(query, target) {
    if (query === "") {
      if (this.#target !== void 0) return false;
      this.#target = target;
      return true;
    }
    this.#queryTargets ??= /* @__PURE__ */ new Map();
    if (this.#queryTargets.has(query)) return false;
    this.#queryTargets.set(query, target);
    return true;
  }
};
var TrieRedirectTable = class {
  #root = new TrieNode();
  #size = 0;
  constructor(entries) {
    for (const { segments, query, target } of entries) {
      if (!this.#root.insert(segments, query, target)) {
        throw new Error(`duplicate redirect for /${segments.join("/")}${query ? `?${query}` : ""}`);
      }
      this.#size++;
    }
  }
  get size() {
    return this.#size;
  }
  lookup(pathname, search) {
    const segments = pathSegments(pathname);
    if (segments === void 0) return void 0;
    const node = this.#root.find(segments);
    if (node === void 0) return void 0;
    const query = parseQuery(search);
    const target = node.targetFor(query.key);
    return target && withMarketing(target, query.marketing);
  }
};

// src/server/edge/redirect-table.ts
var REDIRECT_STATUSES = [301, 302, 303, 307, 308];
function loadRedirectTable(csvPath, options = {}) {
  let text3;
  try {
    text3 = readFileSync3(csvPath, "utf8");
  } catch (error) {
    throw new Error(`cannot read the redirects file ${csvPath}: ${error.message}`);
  }
  return compileRedirectTable(parseRedirectsCsv(text3, csvPath), { ...options, source: csvPath });
}
function compileRedirectTable(rules, options = {}) {
  const source = options.source ?? "redirect rules";
  const build3 = options.implementation ?? ((entries2) => new TrieRedirectTable(entries2));
  const siteHosts = new Set((options.siteHosts ?? []).map((host) => host.toLowerCase()));
  const entries = [];
  const rowByKey = /* @__PURE__ */ new Map();
  const rowByTarget = /* @__PURE__ */ new Map();
  rules.forEach((rule2, index) => {
    const row = rule2.row ?? index + 1;
    const fail = (reason) => {
      throw new RedirectTableError(source, row, reason);
    };
    if (!REDIRECT_STATUSES.includes(rule2.status)) {
      fail(`code ${rule2.status} is not a redirect status (${REDIRECT_STATUSES.join(", ")})`);
    }
    const { segments, query } = parseFrom(rule2.from, fail);
    checkDestination(rule2.to, fail);
    const key = `/${segments.join("/")}${query === "" ? "" : `?${query}`}`;
    const earlier = rowByKey.get(key);
    if (earlier !== void 0) fail(`"${rule2.from}" duplicates row ${earlier} (both match ${key})`);
    rowByKey.set(key, row);
    const target = Object.freeze({ location: rule2.to, status: rule2.status });
    rowByTarget.set(target, row);
    entries.push({ segments, query, target });
  });
  const table = build3(entries);
  rules.forEach((rule2, index) => {
    const local = localDestination(rule2.to, siteHosts);
    if (local === void 0) return;
    const hit = table.lookup(local.pathname, parseQuery(local.search).key);
    if (hit === void 0) return;
    throw new RedirectTableError(
      source,
      rule2.row ?? index + 1,
      `destination "${rule2.to}" is itself redirected by row ${rowByTarget.get(hit)}: point both rows at the final page`
    );
  });
  return table;
}
function parseFrom(from, fail) {
  if (from.includes("#")) fail(`from "${from}" has a fragment (#), which browsers never send`);
  if (from.includes("*")) fail(`from "${from}" has a "*": wildcards are not supported, list each old path`);
  const questionMark = from.indexOf("?");
  const path4 = questionMark === -1 ? from : from.slice(0, questionMark);
  const search = questionMark === -1 ? "" : from.slice(questionMark + 1);
  const segments = pathSegments(path4, (reason) => fail(`from "${from}" ${reason}`));
  if (segments.length === 0) fail('from "/" would redirect the home page');
  if (segments.some((segment) => segment.startsWith(":"))) {
    fail(`from "${from}" has a ":" segment: named parameters are not supported, list each old path`);
  }
  try {
    decodeURIComponent(search);
  } catch {
    fail(`from "${from}" has a malformed percent-escape in its query`);
  }
  const query = parseQuery(search);
  if (query.marketing !== "") {
    fail(`from "${from}" names a marketing parameter (utm_*, gclid...), which matching ignores`);
  }
  return { segments, query: query.key };
}
var UNSAFE_IN_LOCATION = /[^\x21-\x7e]/;
function checkDestination(to, fail) {
  if (UNSAFE_IN_LOCATION.test(to)) {
    fail(`to "${to}" must be printable ASCII without spaces (percent-encode other characters)`);
  }
  if (to.startsWith("//") || to.startsWith("/\\")) {
    fail(`to "${to}" is protocol-relative: write the full https:// URL`);
  }
  if (to.startsWith("/")) return;
  let url;
  try {
    url = new URL(to);
  } catch {
  }
  if (url === void 0 || url.protocol !== "https:" && url.protocol !== "http:" || url.hostname === "") {
    fail(`to "${to}" must be a path starting with "/" or an http(s) URL`);
  }
}
function localDestination(to, siteHosts) {
  if (to.startsWith("/")) {
    const withoutFragment = to.split("#", 1)[0];
    const questionMark = withoutFragment.indexOf("?");
    return questionMark === -1 ? { pathname: withoutFragment, search: "" } : { pathname: withoutFragment.slice(0, questionMark), search: withoutFragment.slice(questionMark) };
  }
  const url = new URL(to);
  return siteHosts.has(url.host) || siteHosts.has(url.hostname) ? { pathname: url.pathname, search: url.search } : void 0;
}

// src/server/gateway/api-gateway.ts
init_cookies();
import { Router as Router2 } from "express";

// src/server/cookies.ts
function parseCookies(header) {
  const cookies = /* @__PURE__ */ new Map();
  if (!header) return cookies;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

// src/server/gateway/contract-routes.ts
init_contract();
import { match as match2 } from "path-to-regexp";
function compileGatewayRoutes() {
  const routes = Object.keys(contract).filter((name) => contract[name].auth !== "admin").map((name) => ({
    route: { name, method: contract[name].method, customer: contract[name].auth === "customer" },
    matches: match2(contract[name].path, { decode: false })
  }));
  return (method, path4) => {
    const lookup = method === "HEAD" ? "GET" : method;
    return routes.find((entry) => entry.route.method === lookup && entry.matches(path4))?.route;
  };
}

// src/server/gateway/forward.ts
import { Readable } from "node:stream";
var forwardedResponseHeaders = ["content-type", "content-length", "cache-control", "etag", "last-modified"];
async function forwardResponse(res, upstream) {
  let answer2;
  try {
    answer2 = await upstream;
  } catch {
    if (!res.headersSent) res.status(502).json({ errors: { status: "backoffice_unavailable" } });
    return;
  }
  res.status(answer2.status);
  for (const name of forwardedResponseHeaders) {
    const value = answer2.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  if (!answer2.body) {
    res.end();
    return;
  }
  Readable.fromWeb(answer2.body).on("error", () => res.destroy()).pipe(res);
}

// src/server/gateway/read-body.ts
import { Readable as Readable2 } from "node:stream";
var BodyError = class extends Error {
  constructor(status, errors) {
    super(`body refused with ${status}`);
    this.status = status;
    this.errors = errors;
  }
  status;
  errors;
};
async function readLimited(req, limit, onTooLarge) {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw onTooLarge();
  const parts = [];
  let size = 0;
  for await (const part2 of req) {
    size += part2.length;
    if (size > limit) {
      req.resume();
      throw onTooLarge();
    }
    parts.push(part2);
  }
  return Buffer.concat(parts);
}
async function readFormBody2(req, limits) {
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const raw = await readLimited(req, limits.jsonBytes, () => new BodyError(413, { body: "The request body is too large." }));
    try {
      return JSON.parse(raw.toString("utf8"));
    } catch {
      throw new BodyError(400, { body: "The request body is not valid JSON." });
    }
  }
  if (type.startsWith("multipart/form-data")) {
    const raw = await readLimited(req, limits.uploadBytes + 64 * 1024, () => new BodyError(413, { cv: "File too heavy" }));
    return multipartToJson(raw, req.headers["content-type"], limits.uploadBytes);
  }
  throw new BodyError(415, { body: "Send the form as application/json or multipart/form-data." });
}
async function multipartToJson(raw, contentType, uploadBytes) {
  let form;
  try {
    form = await new Response(Readable2.toWeb(Readable2.from([raw])), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new BodyError(400, { body: "The form data could not be read." });
  }
  const body = /* @__PURE__ */ Object.create(null);
  for (const [name, value] of form) {
    if (typeof value === "string") {
      body[name] = value;
      continue;
    }
    if (value.size > uploadBytes) throw new BodyError(413, { [name]: "File too heavy" });
    if (value.size === 0) continue;
    body[name] = {
      filename: value.name,
      content_type: value.type,
      content_base64: Buffer.from(await value.arrayBuffer()).toString("base64")
    };
  }
  return body;
}

// src/server/gateway/api-gateway.ts
function normalized(originalUrl) {
  return new URL(originalUrl, "http://site.invalid");
}
function answerErrors(res, status, errors) {
  res.status(status).setHeader("Cache-Control", "no-store").json({ errors });
}
function createApiGateway(options) {
  const router = Router2();
  const origin = new URL(options.backofficeUrl);
  const routeOf = compileGatewayRoutes();
  router.all("/api/v1/*path", async (req, res) => {
    const url = normalized(req.originalUrl);
    const path4 = url.pathname.slice("/api/v1".length);
    const route2 = url.pathname.startsWith("/api/v1/") ? routeOf(req.method, path4) : void 0;
    if (!route2) {
      answerErrors(res, 404, { status: "not_found" });
      return;
    }
    const headers = { accept: "application/json" };
    const token = parseCookies(req.headers.cookie).get(loginTokenCookie);
    if (token) headers.authorization = `Bearer ${token}`;
    let body;
    if (req.method === "POST" || req.method === "PUT") {
      let value;
      try {
        value = await readFormBody2(req, options.limits);
      } catch (error) {
        if (error instanceof BodyError) return answerErrors(res, error.status, error.errors);
        throw error;
      }
      const validation = options.validate(route2.name, value);
      if (validation && !validation.ok) return answerErrors(res, 422, validation.errors);
      body = JSON.stringify(validation ? validation.value : value);
      headers["content-type"] = "application/json";
    }
    return forwardResponse(
      res,
      fetch(`${options.backofficeUrl}${path4}${url.search}`, {
        method: req.method,
        headers,
        ...body === void 0 ? {} : { body },
        signal: AbortSignal.timeout(options.timeoutMs)
      })
    );
  });
  router.get("/media/*path", (req, res) => {
    const url = normalized(req.originalUrl);
    if (!url.pathname.startsWith("/media/")) {
      res.status(404).end();
      return;
    }
    return forwardResponse(res, fetch(new URL(`${url.pathname}${url.search}`, origin), { signal: AbortSignal.timeout(options.timeoutMs) }));
  });
  return router;
}

// src/server/health.ts
var HealthChecks = class {
  #draining = false;
  #probe;
  #options;
  constructor(options) {
    this.#options = options;
  }
  /** From now on `/readyz` answers 503 so load balancers stop sending new requests. */
  startDraining() {
    this.#draining = true;
  }
  get draining() {
    return this.#draining;
  }
  /** Answers health paths; returns false for anything else. */
  handle(req, res) {
    const url = req.url ?? "";
    if (isPath(url, "/healthz")) {
      answer(res, 200, answers.ok);
      return true;
    }
    if (isPath(url, "/readyz")) {
      if (this.#draining) answer(res, 503, answers.draining);
      else void this.#backofficeReachable().then((up) => answer(res, up ? 200 : 503, up ? answers.ready : answers.unreachable));
      return true;
    }
    return false;
  }
  #backofficeReachable() {
    const now2 = Date.now();
    if (!this.#probe || now2 - this.#probe.at > (this.#options.probeTtlMs ?? 1e3)) {
      this.#probe = {
        at: now2,
        result: this.#options.probeBackoffice().then(
          () => true,
          () => false
        )
      };
    }
    return this.#probe.result;
  }
};
var answers = {
  ok: Buffer.from('{"status":"ok"}'),
  ready: Buffer.from('{"status":"ready"}'),
  draining: Buffer.from('{"status":"draining"}'),
  unreachable: Buffer.from('{"status":"backoffice_unreachable"}')
};
function isPath(url, path4) {
  return url === path4 || url.startsWith(path4) && url.charCodeAt(path4.length) === 63;
}
function answer(res, status, body) {
  res.writeHead(status, ["Content-Type", "application/json", "Content-Length", String(body.length), "Cache-Control", "no-store"]);
  res.end(res.req.method === "HEAD" ? void 0 : body);
}

// src/server/render/page-handler.tsx
import { serialize } from "effector";
import { renderToString } from "react-dom/server";

// src/shared/app/app-root.tsx
import { Provider } from "effector-react";
import { IntlProvider } from "react-intl";

// src/shared/i18n/en/account.ts
var accountMessages = {
  "auth.link.login": "Log in",
  "auth.link.account": "My account",
  "form.invalid": "Please correct the fields marked below.",
  "form.sending": "Sending\u2026",
  "form.required": "required",
  "login.email": "E-mail",
  "login.password": "Password",
  "login.submit": "Log in",
  "login.userNotFound": "User not found",
  "login.noAccount": "No account yet?",
  "login.signupLink": "Create an account",
  "signup.civility": "Civility",
  "signup.civility.none": "Not specified",
  "signup.firstname": "First name",
  "signup.lastname": "Last name",
  "signup.email": "E-mail",
  "signup.password": "Password",
  "signup.passwordHint": "At least 8 characters; longer passwords mixing letters, digits and symbols are stronger.",
  "signup.passwordConfirmation": "Password confirmation",
  "signup.phone": "Phone",
  "signup.professional": "I am a professional",
  "signup.company": "Company name",
  "signup.siret": "SIRET number",
  "signup.country": "Country",
  "signup.country.choose": "Choose a country",
  "signup.acceptTerms": "I accept the terms of use of the site",
  "signup.submit": "Create my account",
  "signup.haveAccount": "Already have an account?",
  "signup.loginLink": "Log in",
  "password.strength": "Password strength: {level}",
  "password.strength.0": "Too weak",
  "password.strength.1": "Weak",
  "password.strength.2": "Fair",
  "password.strength.3": "Good",
  "password.strength.4": "Strong",
  "account.nav": "My account",
  "account.nav.home": "My account",
  "account.nav.orders": "My orders",
  "account.nav.addresses": "My addresses",
  "account.logout": "Log out",
  "account.hello": "Hello {name}",
  "account.details": "My details",
  "account.email": "E-mail",
  "account.phone": "Phone",
  "account.company": "Company",
  "account.siret": "SIRET",
  "account.since": "Customer since {date}",
  "account.cart": "My cart",
  "account.cart.empty": "Your cart is empty.",
  "account.cart.items": "{count, plural, one {# item} other {# items}}",
  "account.cart.total": "Total including tax",
  "account.cart.discount": "Discount",
  "account.cart.shipping": "Shipping estimate",
  "orders.caption": "Your orders, most recent first",
  "orders.none": "You have not placed any order yet.",
  "orders.number": "Number",
  "orders.canal": "Channel",
  "orders.date": "Date",
  "orders.items": "Number of items",
  "orders.status": "Status",
  "orders.total": "Total",
  "orders.orderAgain": "Order again",
  "orders.orderAgain.label": "Order {number} again",
  "orders.canal.value": "{canal, select, web {Website} phone {Phone} store {Store} other {{canal}}}",
  "orders.status.value": "{status, select, paid {Paid} awaiting_payment {Awaiting payment} shipped {Shipped} delivered {Delivered} cancelled {Cancelled} other {{status}}}",
  "addresses.none": "You have no saved address yet.",
  "addresses.new": "Add an address",
  "addresses.label": "Address name (home, worksite\u2026)",
  "addresses.firstname": "First name",
  "addresses.lastname": "Last name",
  "addresses.address": "Address",
  "addresses.zipcode": "Zip code",
  "addresses.city": "City",
  "addresses.country": "Country",
  "addresses.phone": "Phone",
  "addresses.submit": "Save the address",
  "addresses.failed": "Failed to create address"
};

// src/shared/i18n/en/catalogue.ts
var catalogueMessages = {
  "home.title": "Fillers and plasters for every wall",
  "home.description": "Fillers, smoothing and levelling plasters, exterior and wood coatings for professionals and individuals.",
  "home.heading.pro": "Professional fillers and plasters",
  "home.heading.part": "Fillers and plasters for your home projects",
  "home.intro.pro": "Smoothing, levelling, filling and finishing products built for the pace of the worksite.",
  "home.intro.part": "Fill, smooth and repair your walls with easy-to-use products and clear advice.",
  "home.categories": "Our ranges",
  "home.featured": "Our essentials",
  "home.pushes": "In the spotlight",
  "home.news": "Latest news",
  "home.allNews": "All our news",
  "home.slides": "Highlights",
  "home.slide": "Slide {number} of {count}",
  "home.previousSlide": "Previous slide",
  "home.nextSlide": "Next slide",
  "product.reference": "Reference {reference}",
  "product.characteristics": "Characteristics",
  "product.description": "Description",
  "product.related": "In the same range",
  "product.noRelated": "This is the only product of its range.",
  "product.gallery": "Product pictures",
  "product.showPicture": "Show picture {number}: {alt}",
  "product.pictos": "Product properties",
  "product.packSize": "Pack size",
  "product.variantReference": "Reference",
  "product.ean": "EAN",
  "product.price": "Price",
  "product.taxIncluded": "incl. VAT",
  "product.compare": "Add to comparator",
  "product.compared": "In the comparator",
  "product.addFavorite": "Add to favourites",
  "product.favorite": "In your favourites",
  "product.technicalSheet": "Download the technical sheet (PDF)",
  "product.calculateQuantity": "Calculate the quantity you need",
  "category.index.title": "Our coatings",
  "category.index.intro": "Every range of fillers, smoothing and levelling plasters and coatings.",
  "category.index.ranges": "Our ranges",
  "category.subcategories": "Sub-ranges",
  "category.count": "{count, plural, =0 {No product} one {# product} other {# products}}",
  "listing.filters": "Filter the products",
  "listing.clearFilters": "Clear all filters",
  "listing.selected": "(selected)",
  "listing.sort": "Sort by",
  "listing.order.position": "Relevance",
  "listing.order.name_asc": "Name A\u2013Z",
  "listing.order.name_desc": "Name Z\u2013A",
  "listing.order.price_asc": "Lowest price",
  "listing.order.price_desc": "Highest price",
  "listing.order.newest": "Newest",
  "listing.empty": "No product matches these filters.",
  "listing.showAll": "Show every product of this range",
  "listing.pagination": "Pages",
  "listing.previous": "Previous",
  "listing.next": "Next",
  "listing.pageNumber": "Page {page}",
  "results.title": "Results for \u201C{term}\u201D",
  "results.none": "D\xE9sol\xE9, aucun r\xE9sultat pour votre recherche",
  "choiceGuide.title": "Products matching your choices",
  "landing.confirmation.title": "{landing}: thank you for taking part",
  "landing.confirmation.text": "Your entry has been recorded. Good luck!",
  "landing.confirmation.back": "Back to the page"
};

// src/shared/i18n/en/content.ts
var contentMessages = {
  "folder.types": "Show",
  "folder.type.all": "Everything",
  "folder.type.video": "Videos",
  "folder.type.worksheet": "Worksheets",
  "folder.watch": "Watch the video",
  "folder.download": "Download the worksheet",
  "faq.tags": "Topics",
  "faq.allTags": "All topics",
  "faq.none": "No question on this topic yet.",
  "news.backToList": "All our news",
  "sitemap.screens": "Our services",
  "sitemap.section.category": "Ranges",
  "sitemap.section.product": "Products",
  "sitemap.section.cms_page": "Pages and articles",
  "sitemap.section.folder": "Videos and worksheets",
  "sitemap.route.home": "Home",
  "sitemap.route.category": "Our coatings",
  "sitemap.route.news": "News",
  "sitemap.route.faq": "Frequently asked questions",
  "sitemap.route.contact": "Contact us",
  "sitemap.route.store-locator": "Where to buy",
  "sitemap.route.distributors": "Become a distributor",
  "sitemap.route.quantity-calculator": "Quantity calculator",
  "sitemap.route.colorimetry": "Colorimetry",
  "sitemap.route.formations": "Training",
  "sitemap.route.downloads": "Downloads",
  "sitemap.route.technical-documentation": "Technical documentation",
  "sitemap.route.start-worksite": "Start a worksite",
  "sitemap.route.carrier": "Careers",
  "sitemap.route.sitemap": "Site map"
};

// src/shared/i18n/en/errors.ts
var errorsMessages = {
  "error.title": "Page {status}",
  "error.401.heading": "Access denied",
  "error.401.description": "You are not authorized to access this page; if not logged in, use the login page.",
  "error.404.heading": "This page doesn't exist",
  "error.404.description": "This page could not be found",
  "error.404.searchHint": "Looking for a product? Try the search field at the top of the page.",
  "error.500.heading": "An error has occurred",
  "error.500.description": "Something went wrong on our side. Please try again in a moment.",
  "error.backHome": "Back to the home page"
};

// src/shared/i18n/en/feedback.ts
var feedbackMessages = {
  "toast.unknownError": "An unknow error occured",
  "toast.defaultSuccess": "default success message",
  "toast.close": "Close",
  "toast.compareFull.desktop": "Only 5 products can be compared",
  "toast.compareFull.mobile": "Only 3 products can be compared",
  "toast.cartAdded": "The products were added to your cart.",
  "toast.orderAgainNothing": "None of the products of this order can be ordered again.",
  "toast.loggedOut": "You are logged out.",
  "toast.addressCreated": "The address was added."
};

// src/shared/i18n/en/finding.ts
var findingMessages = {
  "search.searching": "Recherche en cours",
  "search.suggestions": "Suggestions",
  "search.announce": "{total, plural, one {# suggestion} other {# suggestions}}: {products} products, {categories} categories, {pages} pages, {fqces} technical sheets. Use the arrow keys to browse them.",
  "search.group.products": "Products",
  "search.group.categories": "Categories",
  "search.group.pages": "Pages",
  "search.group.fqces": "Technical sheets",
  "search.groupCount": "{group} ({count})",
  "search.seeAll.products": "See all {count, plural, one {# product} other {# products}}",
  "search.seeAll.categories": "See all {count, plural, one {# category} other {# categories}}",
  "search.seeAll.pages": "See all {count, plural, one {# page} other {# pages}}",
  "search.seeAll.fqces": "See all {count, plural, one {# technical sheet} other {# technical sheets}}",
  "search.reference": "Ref. {reference}",
  "resultsPage.tabs": "Result types",
  "resultsPage.tab": "{group} ({count})",
  "resultsPage.count": "{count, plural, =0 {No result} one {# result} other {# results}}",
  "resultsPage.groupEmpty": "No {group, select, products {product} categories {category} pages {page} other {technical sheet}} matches your search.",
  "resultsPage.openSheet": "Open the technical sheet",
  "guide.title": "Choice guide",
  "guide.intro": "Answer the questions in order to find the product that suits your work.",
  "guide.choose": "Choose\u2026",
  "guide.search": "Search",
  "guide.close": "Close the choice guide",
  "guide.loading": "Loading the questions\u2026",
  "guide.failed": "The choice guide could not be loaded. Please try again later.",
  "guide.waiting": "Answer the previous question first.",
  "guide.yourChoices": "Your choices",
  "guide.none": "No product matches all your choices.",
  "guide.again": "Open the choice guide again",
  "compare.empty": "There is no product to compare yet. Add products with their \u201CCompare\u201D button.",
  "compare.loading": "Loading your comparison\u2026",
  "compare.failed": "The products could not be loaded. Please try again later.",
  "compare.table": "Compared products",
  "compare.differs": "(differs)",
  "compare.remove": "Remove {name} from the comparator",
  "compare.clear": "Empty the comparator",
  "compare.add": "Compare {name}",
  "compare.count": "{count, plural, one {# product compared} other {# products compared}} (at most {limit})",
  "compare.button": "Compare",
  "compare.notSet": "\u2014",
  "favorites.empty": "You have no favourites yet. Add products with the heart button.",
  "favorites.loading": "Loading your favourites\u2026",
  "favorites.failed": "Your favourites could not be loaded. Please try again later.",
  "favorites.add": "Add {name} to favourites",
  "favorites.send.title": "Send this list by e-mail",
  "favorites.send.email": "E-mail address",
  "favorites.send.name": "Your name (optional)",
  "favorites.send.message": "Message (optional)",
  "favorites.send.submit": "Send the list",
  "favorites.send.sent": "Your list of favourites was sent to {email}.",
  "scan.title": "Scan a product",
  "scan.close": "Close the scanner",
  "scan.camera": "Camera view: point it at the barcode of a pack",
  "scan.starting": "Starting the camera\u2026",
  "scan.cameraUnavailable": "The camera cannot be used here. Type the barcode below.",
  "scan.code": "Barcode",
  "scan.codeHint": "The 13 or 14 digits under the barcode",
  "scan.find": "Find the product",
  "scan.searching": "Looking up the barcode\u2026",
  "scan.noResults": "no results",
  "scan.found": "Product found",
  "scan.variant": "Pack: {label} \xB7 Ref. {reference} \xB7 EAN {ean}",
  "scan.view": "See the product",
  "scan.again": "Scan again"
};

// src/shared/i18n/en/layout.ts
var layoutMessages = {
  "site.name": "Filler & Plaster Co.",
  "site.tagline": "Fillers, smoothing plasters and coatings since 1936",
  "a11y.skipToContent": "Skip to main content",
  "a11y.mainNavigation": "Main navigation",
  "a11y.secondaryNavigation": "Contact and phone numbers",
  "a11y.footerNavigation": "Footer navigation",
  "a11y.breadcrumb": "Breadcrumb",
  "a11y.loading": "Loading the page",
  "a11y.newTab": "(opens in a new tab)",
  "a11y.toolbar": "Quick access",
  "header.home": "Filler & Plaster Co. \u2014 home page",
  "header.phoneLebanon": "Lebanon: {phone}",
  "header.phoneUae": "UAE: {phone}",
  "header.contact": "Contact us",
  "header.comparator": "Comparator ({count})",
  "header.favorites": "Favourites",
  "header.favorites.some": "Favourites (you have saved products)",
  "header.audience": "You are",
  "header.audience.pro": "a professional",
  "header.audience.part": "an individual",
  "header.openMenu": "Open the menu",
  "header.closeMenu": "Close the menu",
  "header.countries": ": our sites in other countries",
  "header.search.label": "Search the site",
  "header.search.placeholder": "Product, reference, advice\u2026",
  "header.search.submit": "Search",
  "footer.copyright": "\xA9 {year} Filler & Plaster Co. All rights reserved.",
  "footer.social": "Follow us",
  "footer.learnMore": "Learn more",
  "footer.legalNotice": "Legal notice",
  "footer.privacy": "Privacy policy",
  "footer.sitemap": "Sitemap",
  "footer.cookiePreferences": "Cookie preferences",
  "layout.goToTop": "Back to the top of the page",
  "layout.scan": "Scan a product",
  "toolbar.compare": "Compare",
  "toolbar.compareCount": "{count, plural, =0 {no product to compare} one {# product to compare} other {# products to compare}}",
  "toolbar.favorites": "Favourites",
  "toolbar.contact": "Contact",
  "breadcrumb.home": "Home",
  "breadcrumb.coatings": "Our coatings",
  "page.loading": "Loading\u2026",
  "page.sectionFailed": "This part of the page could not be loaded. Please try again later."
};

// src/shared/i18n/en/screens.ts
var screensMessages = {
  "screen.contact.title": "Contact us",
  "screen.contact.intro": "A question about a product or a worksite? Write to our technical advisers; we answer within two working days.",
  "screen.confirmation.title": "Thank you",
  "screen.confirmation.intro": "Your message has been sent. We will get back to you shortly.",
  "screen.colorimetry.title": "Colorimetry",
  "screen.colorimetry.intro": "Browse the shades of our tinted coatings by family and find the reference you need.",
  "screen.formations.title": "Training",
  "screen.formations.intro": "Hands-on training sessions on filling, smoothing and finishing techniques, run by our experts.",
  "screen.faq.title": "Frequently asked questions",
  "screen.faq.intro": "Answers to the questions our technical service hears most about preparing and finishing walls.",
  "screen.unsolicited-application.title": "Unsolicited application",
  "screen.unsolicited-application.intro": "No offer matches your profile? Send us your application; we read every one.",
  "screen.carrier.title": "Careers",
  "screen.carrier.intro": "Join a manufacturer of fillers and plasters: our open positions.",
  "screen.news.title": "News",
  "screen.news.intro": "Product launches, worksite stories and company news.",
  "screen.sitemap.title": "Site map",
  "screen.sitemap.intro": "Every section of the site at a glance.",
  "screen.comparator.title": "Product comparator",
  "screen.comparator.intro": "Compare the characteristics of the products you selected side by side.",
  "screen.favorites.title": "My favourites",
  "screen.favorites.intro": "The products you saved, to find them again or send the list by e-mail.",
  "screen.quantity-calculator.title": "Quantity calculator",
  "screen.quantity-calculator.intro": "Work out how much product and how many packs your surface needs.",
  "screen.downloads.title": "Downloads",
  "screen.downloads.intro": "Brochures, catalogues and guides to download.",
  "screen.technical-documentation.title": "Technical documentation",
  "screen.technical-documentation.intro": "Technical sheets and safety data sheets of our products.",
  "screen.start-worksite.title": "Start a worksite",
  "screen.start-worksite.intro": "Tell us about your worksite and our technical team will help you choose the right products.",
  "screen.store-locator.title": "Where to find our products",
  "screen.store-locator.intro": "Find a store or a distributor near you.",
  "screen.distributors.title": "Become a distributor",
  "screen.distributors.intro": "Distribute our fillers and plasters in your area.",
  "screen.login.title": "Log in",
  "screen.login.intro": "Log in to your customer account.",
  "screen.signup.title": "Create an account",
  "screen.signup.intro": "Create your customer account to follow your orders and addresses.",
  "screen.account.title": "My account",
  "screen.account.intro": "Your orders, your addresses and your details.",
  "screen.my-orders.title": "My orders",
  "screen.my-orders.intro": "Follow your orders and order again in one click.",
  "screen.my-addresses.title": "My addresses",
  "screen.my-addresses.intro": "Your delivery and billing addresses."
};

// src/shared/i18n/en/services.ts
var servicesMessages = {
  "forms.summary": "{count, plural, one {One field needs your attention:} other {# fields need your attention:}}",
  "forms.requiredMark": "(required)",
  "forms.requiredNote": "Fields marked (required) must be filled in.",
  "forms.sending": "Sending\u2026",
  "forms.send": "Send",
  "forms.choose": "Choose\u2026",
  "forms.person.legend": "Your details",
  "forms.civility": "Civility",
  "forms.firstname": "First name",
  "forms.lastname": "Last name",
  "forms.email": "E-mail",
  "forms.phone": "Phone",
  "forms.phone.hint": "A French number, e.g. 01 23 45 67 89 or +33 1 23 45 67 89.",
  "forms.company": "Company name",
  "forms.function": "Function",
  "forms.address": "Address",
  "forms.zipcode": "Zip code",
  "forms.city": "City",
  "forms.message": "Message",
  "confirmation.contact": "Your message has been sent. Our advisers will answer within two working days.",
  "confirmation.start-worksite": "Your worksite has been registered. Our technical team will call you before it starts.",
  "confirmation.application": "Your application has been sent. Our human resources team will get back to you.",
  "confirmation.home": "Back to the home page",
  "contact.request.legend": "Your request",
  "contact.subject": "Subject",
  "contact.channels.title": "Call us",
  "contact.phone.lb": "Lebanon:",
  "contact.phone.ae": "United Arab Emirates:",
  "worksite.site.legend": "Your worksite",
  "worksite.startDate": "Start date",
  "worksite.surface": "Surface (m\xB2)",
  "worksite.surface.hint": "A whole number of square metres, if you know it.",
  "careers.filters": "Filter the offers",
  "careers.filters.clear": "All offers",
  "careers.facet.contract": "Contract",
  "careers.facet.location": "Location",
  "careers.facet.department": "Department",
  "careers.count": "{count, plural, =0 {No offer matches these filters.} one {One open position} other {# open positions}}",
  "careers.published": "Published on {date}",
  "careers.unsolicited.title": "No offer for you?",
  "careers.unsolicited.link": "Send an unsolicited application",
  "careers.seeOffers": "See all our job offers",
  "careers.apply.title": "Apply for this position",
  "careers.apply.legend": "Your application",
  "careers.apply.message": "Cover letter",
  "careers.apply.cv": "CV",
  "careers.apply.cv.hint": "PDF or Word file, {megabytes} MB at most.",
  "careers.apply.send": "Send my application",
  "training.rules": "Register up to {max} participants per registration. A session takes place once at least 3 participants are registered; registration closes 15 days before it starts.",
  "training.none": "No training session is planned at the moment.",
  "training.noneOpen": "No session is open for registration at the moment.",
  "training.session": "Training session",
  "training.seatsLeft": "{count, plural, one {One seat left.} other {# seats left.}}",
  "training.closesOn": "Registration closes on {date}.",
  "training.full": "This session is full.",
  "training.closed": "Registration for this session is closed.",
  "training.confirmed": "Session confirmed.",
  "training.notConfirmed": "Not yet confirmed: {registered} of the {min} participants needed are registered.",
  "training.company.legend": "Your company",
  "training.participants": "Participants (up to {max})",
  "training.participant": "Participant {number}",
  "training.addParticipant": "Add a participant",
  "training.removeParticipant": "Remove the last participant",
  "training.register": "Register",
  "contest.title": "Take part",
  "contest.closed": "This contest is closed.",
  "contest.store": "Store where you bought the product",
  "contest.answer": "Your answer",
  "contest.rules": "Contest rules",
  "contest.acceptRules": "I accept the contest rules",
  "contest.submit": "Enter the contest",
  "contest.confirmation.title": "Entry registered: {landing}",
  "contest.confirmation.heading": "Thank you for taking part!",
  "contest.confirmation.text": "Your entry to \u201C{landing}\u201D is registered. Winners are told by e-mail after the end of the contest.",
  "contest.confirmation.back": "Back to the contest page",
  "calculator.product": "Product",
  "calculator.productFacts": "Consumption {consumption} kg/m\xB2 per mm; {min} to {max} mm per coat; packs of {packs}.",
  "calculator.surface": "Surface to cover",
  "calculator.surface.area": "I know the surface",
  "calculator.surface.wall": "Width \xD7 height",
  "calculator.area": "Surface",
  "calculator.width": "Width",
  "calculator.height": "Height",
  "calculator.openings": "Openings to deduct (doors, windows)",
  "calculator.depth": "Thickness",
  "calculator.depth.thickness": "Total thickness",
  "calculator.depth.passes": "Number of passes",
  "calculator.thickness": "Thickness",
  "calculator.passes": "Passes",
  "calculator.passes.unit": "coats",
  "calculator.compute": "Compute",
  "calculator.result": "Result",
  "calculator.pickProduct": "Choose a product to start.",
  "calculator.fillIn": "Give the surface and the thickness or the number of passes.",
  "calculator.problem.surface": "Please enter a surface greater than 0 (numbers such as 12 or 12.5).",
  "calculator.problem.openings": "The openings must be smaller than the wall.",
  "calculator.problem.thickness": "Please enter a thickness greater than 0 mm.",
  "calculator.problem.passes": "Please enter a whole number of passes from 1 to 20.",
  "calculator.total": "You need {kilograms} kg: {packs}.",
  "calculator.pack": "{count} \xD7 {size} kg {pack, select, bag {{count, plural, one {bag} other {bags}}} other {{count, plural, one {tub} other {tubs}}}}",
  "calculator.hypothesis": "How it is worked out",
  "calculator.hypothesis.area": "Surface: {area} m\xB2.",
  "calculator.hypothesis.wall": "Surface: {width} m \xD7 {height} m, minus {openings} m\xB2 of openings = {area} m\xB2.",
  "calculator.hypothesis.thickness": "Thickness: {thickness} mm in all.",
  "calculator.hypothesis.passes": "Thickness: {passes, plural, one {# pass} other {# passes}} of {pass} mm = {thickness} mm.",
  "calculator.hypothesis.consumption": "{product} takes {consumption} kg per m\xB2 and per mm: {area} m\xB2 \xD7 {thickness} mm \xD7 {consumption} kg = {kilograms} kg.",
  "calculator.hypothesis.packs": "Rounded up to whole packs: {packs}, {packed} kg in all.",
  "calculator.hypothesis.coats": "One coat takes at most {max} mm: apply it in {coats} coats.",
  "calculator.note": "An estimate for a sound, flat support; rough or absorbent supports take more.",
  "colorimetry.filters": "Filter the shades",
  "colorimetry.search": "Name or reference",
  "colorimetry.family": "Family",
  "colorimetry.allFamilies": "All families",
  "colorimetry.count": "{count, plural, =0 {No shade matches.} one {One shade} other {# shades}}",
  "colorimetry.reference": "Ref. {code} \xB7 {hex}",
  "stores.search.label": "Find a store",
  "stores.search": "City",
  "stores.useMyLocation": "Use my location",
  "stores.locating": "Locating\u2026",
  "stores.forgetLocation": "Forget my location",
  "stores.geolocationError": "An error occurred during the geolocation",
  "stores.count": "{count, plural, =0 {No address matches.} one {One address} other {# addresses}}",
  "stores.countByDistance": "{count, plural, =0 {No address matches.} one {One address, nearest first} other {# addresses, nearest first}}",
  "stores.distance": "{distance} km away",
  "stores.showOnMap": "Show on the map",
  "stores.directions": "Directions",
  "stores.map": "Map of Lebanon and the United Arab Emirates with {count, plural, one {one address} other {# addresses}}",
  "stores.country.LB": "Lebanon",
  "stores.country.AE": "United Arab Emirates",
  "stores.seeDistributors": "Professionals: see our distributors",
  "distributors.join": "You sell building materials and would like to distribute our range?",
  "distributors.contact": "Contact our sales team",
  "distributors.network": "Our distributors",
  "distributors.seeStores": "See the stores selling our products",
  "documents.none": "No document matches.",
  "documents.types": "Document types",
  "documents.allTypes": "All types",
  "consent.title": "Cookies and privacy",
  "consent.text": "We use cookies to measure the audience, show relevant ads, connect with social networks and play videos. Choose what you accept; you can change your mind at any time from the footer.",
  "consent.acceptAll": "Accept all",
  "consent.rejectAll": "Refuse all",
  "consent.customise": "Choose",
  "consent.save": "Save my choices",
  "consent.note": "Until you choose, only the cookies the site needs to work are used.",
  "consent.analytics": "Audience measurement",
  "consent.analytics.text": "Counts visits and pages seen to improve the site.",
  "consent.ads": "Advertising",
  "consent.ads.text": "Measures our campaigns and shows relevant ads elsewhere.",
  "consent.facebook": "Social network pixel",
  "consent.facebook.text": "Lets the social network measure visits coming from our posts.",
  "consent.pinterest": "Pinterest tag",
  "consent.pinterest.text": "Lets Pinterest measure visits coming from our pins.",
  "consent.youtube": "Videos",
  "consent.youtube.text": "Plays our videos from the video host, which may set its own cookies.",
  "consent.video.placeholder": "The video \u201C{title}\u201D is hosted by a video service that sets cookies.",
  "consent.video.accept": "Accept video cookies and play",
  "consent.video.preferences": "Cookie preferences"
};

// src/shared/i18n/en/index.ts
var englishAreas = [layoutMessages, errorsMessages, catalogueMessages, contentMessages, screensMessages, accountMessages, feedbackMessages, findingMessages, servicesMessages];
var englishMessages = Object.assign({}, ...englishAreas);

// src/shared/i18n/catalogue.ts
var catalogues = { en: englishMessages };
function messagesFor(localeCode) {
  return catalogues[localeCode] ?? englishMessages;
}

// src/shared/app/app.tsx
import { useIntl as useIntl59 } from "react-intl";

// src/shared/layout/default-layout.tsx
import { FormattedMessage as FormattedMessage74 } from "react-intl";

// src/shared/layout/breadcrumb/breadcrumb.tsx
init_link();
import { useIntl as useIntl38 } from "react-intl";

// src/shared/seo/page-seo.ts
import { createContext as createContext3, use as use4 } from "react";
var PageSeoContext = createContext3({ seo: { title: "" }, breadcrumb: void 0 });
function usePageSeo() {
  return use4(PageSeoContext);
}

// src/shared/layout/breadcrumb/breadcrumb.tsx
import { jsx as jsx73 } from "react/jsx-runtime";
function Breadcrumb() {
  const intl = useIntl38();
  const { breadcrumb } = usePageSeo();
  if (!breadcrumb) return null;
  return /* @__PURE__ */ jsx73("nav", { className: "breadcrumb", "aria-label": intl.formatMessage({ id: "a11y.breadcrumb" }), children: /* @__PURE__ */ jsx73("ol", { children: breadcrumb.map((crumb, index) => /* @__PURE__ */ jsx73("li", { children: crumb.to ? /* @__PURE__ */ jsx73(Link, { to: crumb.to, children: crumb.label }) : /* @__PURE__ */ jsx73("span", { "aria-current": index === breadcrumb.length - 1 ? "page" : void 0, children: crumb.label }) }, index)) }) });
}

// src/shared/layout/footer/footer.tsx
init_link();
init_model();
import { FormattedMessage as FormattedMessage58, useIntl as useIntl40 } from "react-intl";
import { useUnit as useUnit28 } from "effector-react";

// src/shared/features/consent/model.ts
init_document_cookie();
import { attach as attach9, createEffect as createEffect7, createEvent as createEvent14, createStore as createStore14, sample as sample14 } from "effector";

// src/shared/features/consent/choices.ts
var consentCategories = ["analytics", "ads", "facebook", "pinterest", "youtube"];
var CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;
function allChoices(value) {
  return Object.fromEntries(consentCategories.map((category) => [category, value]));
}
function serializeChoices(choices) {
  return consentCategories.map((category) => `${category}=${choices[category]}`).join(",");
}
function parseChoices(value) {
  if (!value) return null;
  const choices = /* @__PURE__ */ Object.create(null);
  for (const pair of value.split(",")) {
    const [key, flag2] = pair.split("=").map((part2) => part2.trim());
    if (consentCategories.includes(key) && (flag2 === "true" || flag2 === "false")) choices[key] = flag2 === "true";
  }
  if (Object.keys(choices).length === 0) return null;
  return Object.fromEntries(consentCategories.map((category) => [category, choices[category] === true]));
}
function allowsTagManager(choices) {
  return choices !== null && (choices.analytics || choices.ads || choices.facebook || choices.pinterest);
}

// src/shared/features/consent/tag-manager.ts
var MISSING_DATA_LAYER = "Tag manager: missing dataLayer";
var EVENT_NOT_OBJECT = "Tag manager: event must be an object";
var MISSING_EVENT_PROPERTY = "Tag manager: missing event property";
var TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
function isTagManagerId(id2) {
  return TAG_MANAGER_ID.test(id2);
}
function pushTagEvent(event) {
  if (typeof window === "undefined" || !Array.isArray(window.dataLayer)) {
    console.warn(MISSING_DATA_LAYER);
    return false;
  }
  if (typeof event !== "object" || event === null || Array.isArray(event)) {
    console.warn(EVENT_NOT_OBJECT);
    return false;
  }
  if (typeof event.event !== "string") {
    console.warn(MISSING_EVENT_PROPERTY);
    return false;
  }
  window.dataLayer.push(event);
  return true;
}
function loadTagManager(id2, nonce) {
  if (!isTagManagerId(id2) || document.getElementById("tag-manager")) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = "tag-manager";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id2)}`;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

// src/shared/features/consent/model.ts
init_third_parties();
var consentStarted = createEvent14();
var consentPreferencesOpened = createEvent14();
var consentAcceptedAll = createEvent14();
var consentRejectedAll = createEvent14();
var consentSaved = createEvent14();
var videoConsentGiven = createEvent14();
var bannerClosed = createEvent14();
var $consent = createStore14(null, { sid: "consent/$consent", serialize: "ignore" });
var $bannerOpen = createStore14(false, { sid: "consent/$bannerOpen", serialize: "ignore" });
var $preferencesRequested = createStore14(false, { sid: "consent/$preferencesRequested", serialize: "ignore" });
var $videoConsent = createStore14(false, { sid: "consent/$videoConsent", serialize: "ignore" });
var $cookieName = $thirdParties.map((config2) => config2.consentCookieName);
var readConsentFx = attach9({
  source: $cookieName,
  effect: createEffect7((name) => parseChoices(cookieValue(document.cookie, name)))
});
var storeConsentFx = attach9({
  source: $cookieName,
  mapParams: (choices, name) => ({ name, value: serializeChoices(choices), maxAgeSeconds: CONSENT_MAX_AGE_SECONDS }),
  effect: writeDocumentCookieFx
});
var startTagManagerFx = createEffect7(({ id: id2, choices }) => {
  const nonce = document.querySelector("script[nonce]")?.nonce || void 0;
  loadTagManager(id2, nonce);
  pushTagEvent({ event: "consent_update", consent: choices });
});
var firstReadFx = attach9({ effect: readConsentFx });
sample14({ clock: consentStarted, target: firstReadFx });
sample14({ clock: firstReadFx.doneData, filter: (choices) => choices === null, fn: () => true, target: $bannerOpen });
sample14({ clock: bannerClosed, target: readConsentFx });
sample14({ clock: readConsentFx.doneData, target: $consent });
sample14({ clock: readConsentFx.doneData, fn: (choices) => choices?.youtube === true, target: $videoConsent });
sample14({ clock: consentPreferencesOpened, fn: () => true, target: [$bannerOpen, $preferencesRequested] });
var decided = sample14({
  clock: [consentAcceptedAll.map(() => allChoices(true)), consentRejectedAll.map(() => allChoices(false)), consentSaved]
});
sample14({ clock: videoConsentGiven, source: $consent, fn: (current2) => ({ ...current2 ?? allChoices(false), youtube: true }), target: storeConsentFx });
sample14({ clock: decided, target: storeConsentFx });
sample14({ clock: storeConsentFx.done, target: bannerClosed });
sample14({ clock: bannerClosed, fn: () => false, target: [$bannerOpen, $preferencesRequested] });
sample14({
  clock: $consent,
  source: $thirdParties,
  filter: (config2, choices) => config2.tagManagerId !== null && allowsTagManager(choices),
  fn: (config2, choices) => ({ id: config2.tagManagerId, choices }),
  target: startTagManagerFx
});

// src/shared/layout/menu/menu-columns.ts
var menuColumnSize = 4;
function chunk2(items, size = menuColumnSize) {
  const columns = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}
function menuColor(color2) {
  const hex = color2?.split("_", 1)[0];
  return hex && /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? `#${hex.toLowerCase()}` : void 0;
}

// src/shared/layout/menu/menu-link.tsx
init_link();
init_router_context();
init_backoffice_link();
init_model();
init_model6();
init_new_tab_hint();
import { useUnit as useUnit24 } from "effector-react";
import { jsx as jsx74, jsxs as jsxs67 } from "react/jsx-runtime";
var choiceGuideCode = "guide_de_choix";
var entityRoutes = { category: "category", product: "product", cms_page: "cms-page" };
function menuLocation(router, item) {
  const route2 = item.code ? router.routes.find((candidate) => candidate.name === item.code) : void 0;
  if (route2) {
    const takesSlug = route2.params !== void 0 && "slug" in route2.params;
    if (takesSlug && !item.slug) return route2.path.includes("{") ? { name: route2.name } : void 0;
    return takesSlug ? { name: route2.name, params: { slug: item.slug } } : { name: route2.name };
  }
  if (item.type === "no_destination" || !item.slug) return void 0;
  return { name: entityRoutes[item.type] ?? "cms-page", params: { slug: item.slug } };
}
function isOwnAddress(url, siteUrl) {
  try {
    return siteUrl !== void 0 && new URL(url).host === new URL(siteUrl).host;
  } catch {
    return false;
  }
}
function MenuLinkItem({ item, className, children: children2, onFollow }) {
  const { router } = useRouterContext();
  const [site, openChoiceGuide] = useUnit24([$site, choiceGuideOpened]);
  const content = children2 ?? item.label;
  if (item.code === choiceGuideCode) {
    return /* @__PURE__ */ jsx74(
      "button",
      {
        type: "button",
        className,
        "aria-haspopup": "dialog",
        onClick: () => {
          onFollow?.();
          openChoiceGuide();
        },
        children: content
      }
    );
  }
  if (item.type === "external_url" && item.external_url) {
    const own = isOwnAddress(item.external_url, site?.url) ? resolveBackofficeLink(router, new URL(item.external_url).pathname) : void 0;
    if (own?.kind === "route") {
      return /* @__PURE__ */ jsx74(Link, { to: own.location, className, onClick: onFollow, children: content });
    }
    return /* @__PURE__ */ jsxs67("a", { href: item.external_url, className, target: "_blank", rel: "noopener noreferrer", onClick: onFollow, children: [
      content,
      /* @__PURE__ */ jsx74(NewTabHint, {})
    ] });
  }
  const location2 = menuLocation(router, item);
  if (!location2) return /* @__PURE__ */ jsx74("span", { className, children: content });
  return /* @__PURE__ */ jsx74(Link, { to: location2, className, onClick: onFollow, children: content });
}

// src/shared/layout/footer/prefooter.tsx
init_link();
init_picture();
init_model();
import { FormattedMessage as FormattedMessage57 } from "react-intl";
import { useUnit as useUnit25 } from "effector-react";

// src/shared/layout/footer/top-products-model.ts
init_model();
import { attach as attach10, createStore as createStore15, sample as sample15 } from "effector";
var topProductsCount = 5;
var topProductsCode = "top_produit";
var fetchTopProductsFx = attach10({
  source: $api,
  effect: async (api) => {
    if (!api) return [];
    const { items } = await api.call("GET /product", { query: { perPage: topProductsCount, page: 1, promoted: 1 } });
    return items.map(({ id: id2, slug: slug2, name, cover }) => ({ id: id2, slug: slug2, name, cover }));
  }
});
var $topProducts = createStore15([], { sid: "footer/$topProducts" });
var hasTopProducts = (items) => items.some((item) => item.code === topProductsCode || hasTopProducts(item.childs));
sample15({
  clock: $menus,
  filter: (menus2) => menus2.some((menu) => hasTopProducts(menu.items)),
  fn: () => void 0,
  target: fetchTopProductsFx
});
sample15({ clock: fetchTopProductsFx.doneData, target: $topProducts });

// src/shared/layout/footer/prefooter.tsx
import { Fragment as Fragment20, jsx as jsx75, jsxs as jsxs68 } from "react/jsx-runtime";
function Prefooter() {
  const [menus2, target] = useUnit25([$menus, $target]);
  const items = menus2.find((menu) => menu.code === `menu_prefooter_${target}`)?.items ?? [];
  if (items.length === 0) return null;
  return /* @__PURE__ */ jsx75("div", { className: "prefooter", children: items.map((item) => /* @__PURE__ */ jsxs68("section", { className: "prefooter__block", "aria-labelledby": `prefooter-${item.id}`, children: [
    /* @__PURE__ */ jsx75("h2", { id: `prefooter-${item.id}`, className: "prefooter__title", children: item.label }),
    /* @__PURE__ */ jsx75(PrefooterContent, { item })
  ] }, item.id)) });
}
function PrefooterContent({ item }) {
  const topProducts = useUnit25($topProducts);
  if (item.code === topProductsCode) {
    return /* @__PURE__ */ jsx75("ol", { className: "top-products", children: topProducts.map((product) => /* @__PURE__ */ jsx75("li", { children: /* @__PURE__ */ jsxs68(Link, { to: { name: "product", params: { slug: product.slug } }, className: "top-products__link", children: [
      /* @__PURE__ */ jsx75(Picture, { picture: product.cover, alt: "", width: 48, height: 48 }),
      product.name
    ] }) }, product.id)) });
  }
  if (item.type === "cms_page" && item.extract) {
    return /* @__PURE__ */ jsxs68(Fragment20, { children: [
      /* @__PURE__ */ jsx75("p", { children: item.extract }),
      /* @__PURE__ */ jsxs68(MenuLinkItem, { item, className: "prefooter__more", children: [
        /* @__PURE__ */ jsx75(FormattedMessage57, { id: "footer.learnMore" }),
        /* @__PURE__ */ jsxs68("span", { className: "visually-hidden", children: [
          ": ",
          item.label
        ] })
      ] })
    ] });
  }
  return /* @__PURE__ */ jsxs68(MenuLinkItem, { item, className: "prefooter__more", children: [
    /* @__PURE__ */ jsx75(FormattedMessage57, { id: "footer.learnMore" }),
    /* @__PURE__ */ jsxs68("span", { className: "visually-hidden", children: [
      ": ",
      item.label
    ] })
  ] });
}

// src/shared/layout/footer/selling-points.tsx
init_model();
import { useUnit as useUnit26 } from "effector-react";
import { jsx as jsx76, jsxs as jsxs69 } from "react/jsx-runtime";
function SellingPoints() {
  const [settings2, target] = useUnit26([$settings, $target]);
  const points = settings2.find((setting) => setting.code === `selling_points_${target}`)?.values ?? [];
  if (points.length === 0) return null;
  return /* @__PURE__ */ jsx76("ul", { className: "selling-points", children: points.map((point) => /* @__PURE__ */ jsxs69("li", { children: [
    /* @__PURE__ */ jsx76("svg", { "aria-hidden": "true", width: "20", height: "20", viewBox: "0 0 24 24", className: "icon", children: /* @__PURE__ */ jsx76("path", { d: "m5 12.5 4.5 4.5L19 7.5", fill: "none", stroke: "currentColor", strokeWidth: "2.6", strokeLinecap: "round", strokeLinejoin: "round" }) }),
    point
  ] }, point)) });
}

// src/shared/layout/footer/social-links.tsx
init_model();
init_json_ld();
init_new_tab_hint();
import { useIntl as useIntl39 } from "react-intl";
import { useUnit as useUnit27 } from "effector-react";
import { jsx as jsx77, jsxs as jsxs70 } from "react/jsx-runtime";
var networkNames = {
  link_facebook: "Facebook",
  link_youtube: "YouTube",
  link_pinterest: "Pinterest",
  link_instagram: "Instagram",
  link_linkedin: "LinkedIn"
};
function SocialLinks() {
  const intl = useIntl39();
  const settings2 = useUnit27($settings);
  const links = socialSettingCodes.flatMap((code) => {
    const url = settingValue(settings2, code);
    return url ? [{ code, url, name: networkNames[code] }] : [];
  });
  if (links.length === 0) return null;
  return /* @__PURE__ */ jsx77("ul", { className: "social-links", "aria-label": intl.formatMessage({ id: "footer.social" }), children: links.map((link2) => /* @__PURE__ */ jsx77("li", { children: /* @__PURE__ */ jsxs70("a", { href: link2.url, target: "_blank", rel: "noopener noreferrer me", children: [
    link2.name,
    /* @__PURE__ */ jsx77(NewTabHint, {})
  ] }) }, link2.code)) });
}

// src/shared/layout/footer/footer.tsx
import { jsx as jsx78, jsxs as jsxs71 } from "react/jsx-runtime";
var legacyPages = [
  { slug: "legal-notice", message: "footer.legalNotice" },
  { slug: "privacy-policy", message: "footer.privacy" }
];
function Footer() {
  const intl = useIntl40();
  const [menus2, target, openCookiePreferences] = useUnit28([$menus, $target, consentPreferencesOpened]);
  const footerItems = menus2.find((menu) => menu.code === `menu_footer_${target}`)?.items ?? [];
  const groups = footerItems.filter((item) => item.childs.length > 0);
  const loose = footerItems.filter((item) => item.childs.length === 0);
  return /* @__PURE__ */ jsxs71("footer", { className: "site-footer", children: [
    /* @__PURE__ */ jsx78("div", { className: "site-footer__band", children: /* @__PURE__ */ jsx78(SellingPoints, {}) }),
    /* @__PURE__ */ jsxs71("div", { className: "site-footer__inner", children: [
      /* @__PURE__ */ jsx78(Prefooter, {}),
      /* @__PURE__ */ jsxs71("nav", { className: "footer-nav", "aria-label": intl.formatMessage({ id: "a11y.footerNavigation" }), children: [
        groups.map((group) => /* @__PURE__ */ jsxs71("div", { className: "footer-nav__group", children: [
          /* @__PURE__ */ jsx78("h2", { className: "footer-nav__title", children: group.label }),
          chunk2(group.childs).map((column, index) => /* @__PURE__ */ jsx78("ul", { children: column.map((child) => /* @__PURE__ */ jsx78("li", { children: /* @__PURE__ */ jsx78(MenuLinkItem, { item: child }) }, child.id)) }, index))
        ] }, group.id)),
        loose.length > 0 && /* @__PURE__ */ jsx78("ul", { className: "footer-nav__group", children: loose.map((item) => /* @__PURE__ */ jsx78("li", { children: /* @__PURE__ */ jsx78(MenuLinkItem, { item }) }, item.id)) })
      ] }),
      /* @__PURE__ */ jsx78(SocialLinks, {})
    ] }),
    /* @__PURE__ */ jsxs71("div", { className: "site-footer__legal", children: [
      /* @__PURE__ */ jsx78("p", { children: /* @__PURE__ */ jsx78(FormattedMessage58, { id: "footer.copyright", values: { year: (/* @__PURE__ */ new Date()).getFullYear() } }) }),
      /* @__PURE__ */ jsxs71("ul", { children: [
        legacyPages.map((page3) => /* @__PURE__ */ jsx78("li", { children: /* @__PURE__ */ jsx78(Link, { to: { name: "cms-page", params: { slug: page3.slug } }, children: /* @__PURE__ */ jsx78(FormattedMessage58, { id: page3.message }) }) }, page3.slug)),
        /* @__PURE__ */ jsx78("li", { children: /* @__PURE__ */ jsx78(Link, { to: { name: "sitemap" }, children: /* @__PURE__ */ jsx78(FormattedMessage58, { id: "footer.sitemap" }) }) }),
        /* @__PURE__ */ jsx78("li", { children: /* @__PURE__ */ jsx78("button", { type: "button", className: "link-button", onClick: () => openCookiePreferences(), children: /* @__PURE__ */ jsx78(FormattedMessage58, { id: "footer.cookiePreferences" }) }) })
      ] })
    ] })
  ] });
}

// src/shared/layout/header/header.tsx
init_link();
import { useIntl as useIntl47 } from "react-intl";

// src/shared/features/auth/account-link.tsx
init_link();
init_model5();
import { useUnit as useUnit29 } from "effector-react";
import { FormattedMessage as FormattedMessage59 } from "react-intl";
import { jsx as jsx79 } from "react/jsx-runtime";
function AccountLink({ className }) {
  const loggedIn2 = useUnit29($isLoggedIn);
  return /* @__PURE__ */ jsx79(Link, { to: { name: loggedIn2 ? "account" : "login" }, className, children: /* @__PURE__ */ jsx79(FormattedMessage59, { id: loggedIn2 ? "auth.link.account" : "auth.link.login" }) });
}

// src/shared/layout/menu/burger-button.tsx
import { useIntl as useIntl42 } from "react-intl";
import { useUnit as useUnit31 } from "effector-react";

// src/shared/layout/menu/burger-model.ts
init_model6();
import { createEvent as createEvent15, createStore as createStore16, sample as sample16 } from "effector";
var burgerToggled = createEvent15();
var burgerClosed = createEvent15();
var $burgerOpen = createStore16(false, { sid: "burger/$burgerOpen" });
sample16({ clock: burgerToggled, source: $burgerOpen, fn: (open) => !open, target: $burgerOpen });
sample16({ clock: [burgerClosed, choiceGuideOpened], fn: () => false, target: $burgerOpen });

// src/shared/layout/menu/main-menu.tsx
init_link();
init_model();
init_model9();
import { useCallback, useRef as useRef3, useState as useState13 } from "react";
import { FormattedMessage as FormattedMessage60, useIntl as useIntl41 } from "react-intl";
import { useUnit as useUnit30 } from "effector-react";

// src/shared/features/device/model.ts
init_model9();
import { createEvent as createEvent16, createStore as createStore17, sample as sample17 } from "effector";

// src/shared/features/device/device-class.ts
var breakpoints = { mobile: 1024, phablet: 768, phone: 565 };
function deviceClassOf(width) {
  if (width > breakpoints.mobile) return "desktop";
  if (width > breakpoints.phablet) return "tablet";
  if (width > breakpoints.phone) return "phablet";
  return "phone";
}
function isMobileDevice(device) {
  return device !== "desktop";
}

// src/shared/features/device/model.ts
var viewportMeasured = createEvent16();
var $device = createStore17("desktop", { sid: "device/$device" });
var $isMobile = $device.map(isMobileDevice);
sample17({ clock: viewportMeasured, fn: deviceClassOf, target: $device });
sample17({
  clock: $isMobile.updates,
  fn: (mobile) => mobile ? compareLimits.mobile : compareLimits.desktop,
  target: compareLimitChanged
});

// src/shared/layout/a11y/use-focus-trap.ts
import { useEffect as useEffect6 } from "react";
var focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
function useFocusTrap(panel, active, onEscape) {
  useEffect6(() => {
    const element = panel.current;
    if (!active || !element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const items = () => [...element.querySelectorAll(focusable)].filter((item) => item.offsetParent !== null);
    const frame = requestAnimationFrame(() => items()[0]?.focus());
    const onKeyDown = (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== "Tab") return;
      const list3 = items();
      const first = list3[0];
      const last = list3[list3.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [panel, active, onEscape]);
}

// src/shared/layout/menu/menu-push.tsx
init_link();
init_router_context();
init_backoffice_link();
init_picture();
import { jsx as jsx80, jsxs as jsxs72 } from "react/jsx-runtime";
function MenuPush({ push: push2, promo, onFollow }) {
  const { router } = useRouterContext();
  const target = resolveBackofficeLink(router, pushTarget(push2));
  const label = push2.label_link ?? push2.titre;
  return /* @__PURE__ */ jsxs72("div", { className: promo ? "menu-push menu-push--promo" : "menu-push", children: [
    promo && push2.visuel && /* @__PURE__ */ jsx80(Picture, { picture: push2.visuel, alt: "", ...pictureSizes.push, className: "menu-push__visual" }),
    /* @__PURE__ */ jsx80("p", { className: "menu-push__title", children: push2.titre }),
    promo && push2.text && /* @__PURE__ */ jsx80("p", { className: "menu-push__text", children: push2.text }),
    target?.kind === "route" && /* @__PURE__ */ jsx80(Link, { to: target.location, className: "menu-push__link", onClick: onFollow, "aria-label": `${label}: ${push2.titre}`, children: label }),
    target?.kind === "external" && /* @__PURE__ */ jsx80("a", { href: target.href, className: "menu-push__link", target: "_blank", rel: "noopener noreferrer", children: label })
  ] });
}

// src/shared/layout/menu/main-menu.tsx
import { jsx as jsx81, jsxs as jsxs73 } from "react/jsx-runtime";
var mainMenuId = "main-menu";
function MainMenu() {
  const intl = useIntl41();
  const [menus2, target, comparedCount, isMobile, burgerOpen, closeBurger] = useUnit30([$menus, $target, $comparedCount, $isMobile, $burgerOpen, burgerClosed]);
  const [openIndex, setOpenIndex] = useState13(void 0);
  const drawer = useRef3(null);
  useFocusTrap(drawer, isMobile && burgerOpen, closeBurger);
  const items = menus2.find((menu) => menu.code === `menu_${target}`)?.items ?? [];
  const close = useCallback(() => setOpenIndex(void 0), []);
  return /* @__PURE__ */ jsxs73(
    "nav",
    {
      id: mainMenuId,
      ref: drawer,
      className: "main-nav",
      "data-open": burgerOpen || void 0,
      "aria-label": intl.formatMessage({ id: "a11y.mainNavigation" }),
      children: [
        /* @__PURE__ */ jsx81("button", { type: "button", className: "main-nav__close", onClick: closeBurger, children: /* @__PURE__ */ jsx81(FormattedMessage60, { id: "header.closeMenu" }) }),
        /* @__PURE__ */ jsxs73("ul", { className: "main-menu", children: [
          items.map((item, index) => /* @__PURE__ */ jsx81(
            MenuGroup,
            {
              item,
              open: openIndex === index,
              hoverable: !isMobile,
              onOpen: () => setOpenIndex(index),
              onToggle: () => setOpenIndex(openIndex === index ? void 0 : index),
              onClose: close
            },
            item.id
          )),
          /* @__PURE__ */ jsx81("li", { className: "main-menu__item main-menu__item--comparator", children: /* @__PURE__ */ jsx81(Link, { to: { name: "comparator" }, className: "main-menu__link", children: /* @__PURE__ */ jsx81(FormattedMessage60, { id: "header.comparator", values: { count: comparedCount } }) }) })
        ] })
      ]
    }
  );
}
function MenuGroup({ item, open, hoverable, onOpen, onToggle, onClose }) {
  const trigger = useRef3(null);
  const color2 = menuColor(item.color);
  const style = color2 ? { "--menu-color": color2 } : void 0;
  const hasPanel = item.childs.length > 0 || item.pushes.length > 0;
  if (!hasPanel) {
    return /* @__PURE__ */ jsx81("li", { className: "main-menu__item", style, children: /* @__PURE__ */ jsx81(MenuLinkItem, { item, className: "main-menu__link" }) });
  }
  const panelId = `menu-panel-${item.id}`;
  return /* @__PURE__ */ jsxs73(
    "li",
    {
      className: "main-menu__item main-menu__item--group",
      style,
      "data-open": open || void 0,
      onMouseEnter: hoverable ? onOpen : void 0,
      onMouseLeave: hoverable ? onClose : void 0,
      onKeyDown: (event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          onClose();
          trigger.current?.focus();
        }
      },
      children: [
        /* @__PURE__ */ jsx81("button", { ref: trigger, type: "button", className: "main-menu__link main-menu__trigger", "aria-expanded": open, "aria-controls": panelId, onClick: onToggle, children: item.label }),
        /* @__PURE__ */ jsxs73("div", { id: panelId, className: "menu-panel", children: [
          /* @__PURE__ */ jsx81("div", { className: "menu-panel__columns", children: chunk2(item.childs).map((column, index) => /* @__PURE__ */ jsx81("ul", { className: "menu-panel__column", children: column.map((child) => /* @__PURE__ */ jsx81("li", { style: menuColor(child.color) ? { "--menu-color": menuColor(child.color) } : void 0, children: /* @__PURE__ */ jsx81(MenuLinkItem, { item: child, className: "menu-panel__link", onFollow: onClose }) }, child.id)) }, index)) }),
          item.pushes.length > 0 && /* @__PURE__ */ jsx81("div", { className: "menu-panel__pushes", children: item.pushes.map((push2, index) => /* @__PURE__ */ jsx81(MenuPush, { push: push2, promo: index === 0, onFollow: onClose }, push2.id)) })
        ] })
      ]
    }
  );
}

// src/shared/layout/menu/burger-button.tsx
import { jsx as jsx82 } from "react/jsx-runtime";
function BurgerButton() {
  const intl = useIntl42();
  const [open, toggle2] = useUnit31([$burgerOpen, burgerToggled]);
  return /* @__PURE__ */ jsx82(
    "button",
    {
      type: "button",
      className: "burger",
      "aria-expanded": open,
      "aria-controls": mainMenuId,
      "aria-label": intl.formatMessage({ id: open ? "header.closeMenu" : "header.openMenu" }),
      onClick: () => toggle2(),
      children: /* @__PURE__ */ jsx82("span", { className: "burger__bars", "aria-hidden": "true" })
    }
  );
}

// src/shared/layout/header/audience-switch.tsx
init_router_context();
init_model();
import { FormattedMessage as FormattedMessage61 } from "react-intl";
import { useUnit as useUnit32 } from "effector-react";

// src/shared/routing/target.ts
var targets = ["pro", "part"];

// src/shared/layout/header/audience-switch.tsx
import { jsx as jsx83, jsxs as jsxs74 } from "react/jsx-runtime";
function AudienceSwitch() {
  const { router, navigate } = useRouterContext();
  const [locale, current2] = useUnit32([$locale, $target]);
  return /* @__PURE__ */ jsxs74("p", { className: "audience-switch", children: [
    /* @__PURE__ */ jsx83("span", { className: "audience-switch__label", children: /* @__PURE__ */ jsx83(FormattedMessage61, { id: "header.audience" }) }),
    targets.map((target) => {
      const href = router.buildPath({ name: "home" }, { locale, target });
      return /* @__PURE__ */ jsx83(
        "a",
        {
          href,
          "aria-current": target === current2 ? "true" : void 0,
          onClick: (event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            navigate(href);
          },
          children: /* @__PURE__ */ jsx83(FormattedMessage61, { id: `header.audience.${target}` })
        },
        target
      );
    })
  ] });
}

// src/shared/layout/header/country-selector.tsx
init_model();
import { useRef as useRef4 } from "react";
import { FormattedMessage as FormattedMessage62 } from "react-intl";
import { useUnit as useUnit33 } from "effector-react";

// src/shared/layout/header/sister-sites-model.ts
init_model();
import { attach as attach11, createStore as createStore18, sample as sample18 } from "effector";
var fetchSisterSitesFx = attach11({
  source: $api,
  effect: async (api) => {
    if (!api) return [];
    const sites2 = await api.call("GET /site");
    return sites2.map(({ iso, label, url }) => ({ iso, label, url })).sort((a, b) => a.label.localeCompare(b.label, "en"));
  }
});
var $sisterSites = createStore18([], { sid: "country-selector/$sisterSites" });
sample18({ clock: appStarted, target: fetchSisterSitesFx });
sample18({ clock: fetchSisterSitesFx.doneData, target: $sisterSites });

// src/shared/layout/header/country-selector.tsx
import { jsx as jsx84, jsxs as jsxs75 } from "react/jsx-runtime";
var selectorTriggerCountries = ["ae", "lb"];
function CountrySelector() {
  const [sites2, current2] = useUnit33([$sisterSites, $site]);
  const details = useRef4(null);
  if (sites2.length === 0) return null;
  return /* @__PURE__ */ jsxs75(
    "details",
    {
      ref: details,
      className: "country-selector",
      onKeyDown: (event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      },
      children: [
        /* @__PURE__ */ jsxs75("summary", { children: [
          selectorTriggerCountries.map((iso) => /* @__PURE__ */ jsx84("span", { className: "country-selector__code", children: iso }, iso)),
          /* @__PURE__ */ jsx84("span", { className: "visually-hidden", children: /* @__PURE__ */ jsx84(FormattedMessage62, { id: "header.countries" }) })
        ] }),
        /* @__PURE__ */ jsx84("ul", { className: "country-selector__list", children: sites2.map((site) => /* @__PURE__ */ jsx84("li", { children: /* @__PURE__ */ jsxs75("a", { href: site.url, "aria-current": site.iso === current2?.iso ? "true" : void 0, children: [
          /* @__PURE__ */ jsx84("span", { className: "country-selector__code", children: site.iso }),
          " ",
          site.label
        ] }) }, site.iso)) })
      ]
    }
  );
}

// src/shared/layout/header/favorites-link.tsx
init_link();
init_heart_icon();
init_model8();
import { useIntl as useIntl43 } from "react-intl";
import { useUnit as useUnit34 } from "effector-react";
import { jsx as jsx85 } from "react/jsx-runtime";
function FavoritesLink({ className }) {
  const intl = useIntl43();
  const hasFavorites = useUnit34($hasFavorites);
  return /* @__PURE__ */ jsx85(
    Link,
    {
      to: { name: "favorites" },
      className,
      "data-filled": hasFavorites || void 0,
      "aria-label": intl.formatMessage({ id: hasFavorites ? "header.favorites.some" : "header.favorites" }),
      children: /* @__PURE__ */ jsx85(HeartIcon, { filled: hasFavorites })
    }
  );
}

// src/shared/features/search/search-box.tsx
init_router_context();
init_model13();
import { useEffect as useEffect7, useId as useId6, useRef as useRef5 } from "react";
import { FormattedMessage as FormattedMessage65, useIntl as useIntl45 } from "react-intl";
import { useUnit as useUnit37 } from "effector-react";

// src/shared/features/search/suggestion-popup.tsx
init_link();
init_picture();
init_new_tab_hint();
init_link();
init_search_item_target();
init_model13();
import { FormattedMessage as FormattedMessage63, useIntl as useIntl44 } from "react-intl";
import { useUnit as useUnit35 } from "effector-react";
import { Fragment as Fragment21, jsx as jsx86, jsxs as jsxs76 } from "react/jsx-runtime";
var thumbnail = { width: 48, height: 48 };
var optionId = (popupId, index) => `${popupId}-option-${index}`;
function SuggestionPopup({ id: id2, resultsOf }) {
  const intl = useIntl44();
  const [open, loading, suggestions, term, tab, selectTab] = useUnit35([$suggestOpen, $suggestLoading, $suggestions, $suggestedTerm, $suggestTab, suggestionTabSelected]);
  const groupName = (group) => intl.formatMessage({ id: `search.group.${group}` });
  return (
    // Pressing in the list must not blur the field first, or the list would close under the pointer.
    /* @__PURE__ */ jsxs76("div", { className: "suggestions", hidden: !open, onMouseDown: (event) => event.preventDefault(), children: [
      loading && suggestions === null ? /* @__PURE__ */ jsx86("p", { className: "suggestions__message", children: /* @__PURE__ */ jsx86(FormattedMessage63, { id: "search.searching" }) }) : suggestions !== null && suggestions.total === 0 ? /* @__PURE__ */ jsx86("p", { className: "suggestions__message", children: /* @__PURE__ */ jsx86(FormattedMessage63, { id: "results.none" }) }) : null,
      suggestions !== null && suggestions.total > 0 && /* @__PURE__ */ jsxs76(Fragment21, { children: [
        /* @__PURE__ */ jsx86("div", { role: "tablist", className: "suggestions__tabs", "aria-label": intl.formatMessage({ id: "search.suggestions" }), children: searchGroups.map((group) => /* @__PURE__ */ jsx86(
          "button",
          {
            type: "button",
            role: "tab",
            id: `${id2}-tab-${group}`,
            "aria-selected": group === tab,
            "aria-controls": id2,
            className: "suggestions__tab",
            disabled: suggestions[group].total === 0,
            onClick: () => selectTab(group),
            children: /* @__PURE__ */ jsx86(FormattedMessage63, { id: "search.groupCount", values: { group: groupName(group), count: suggestions[group].total } })
          },
          group
        )) }),
        /* @__PURE__ */ jsxs76("div", { role: "listbox", id: id2, className: "suggestions__list", "aria-labelledby": `${id2}-tab-${tab}`, children: [
          suggestions[tab].items.map((item, index) => /* @__PURE__ */ jsx86(SuggestionOption, { id: optionId(id2, index), index, group: tab, item }, item.id)),
          suggestions[tab].total > 0 && /* @__PURE__ */ jsx86(SeeAll, { id: optionId(id2, suggestions[tab].items.length), index: suggestions[tab].items.length, href: `${resultsOf(term)}#${tab}`, children: /* @__PURE__ */ jsx86(FormattedMessage63, { id: `search.seeAll.${tab}`, values: { count: suggestions[tab].total } }) })
        ] })
      ] }),
      (suggestions === null || suggestions.total === 0) && /* @__PURE__ */ jsx86("div", { role: "listbox", id: id2, hidden: true })
    ] })
  );
}
function SuggestionOption({ id: id2, index, group, item }) {
  const [highlighted, dismiss] = useUnit35([$highlighted, suggestionsDismissed]);
  const target = searchItemTarget(group, item);
  if (target === void 0) return null;
  const common = { id: id2, role: "option", "aria-selected": highlighted === index, tabIndex: -1, className: "suggestion", onClick: () => dismiss() };
  const content = /* @__PURE__ */ jsxs76(Fragment21, { children: [
    item.cover ? /* @__PURE__ */ jsx86(Picture, { picture: item.cover, alt: "", ...thumbnail, className: "suggestion__thumbnail" }) : /* @__PURE__ */ jsx86("span", { className: "suggestion__thumbnail", "aria-hidden": "true" }),
    /* @__PURE__ */ jsxs76("span", { className: "suggestion__text", children: [
      /* @__PURE__ */ jsx86("span", { className: "suggestion__name", children: item.name }),
      group === "products" && item.reference && /* @__PURE__ */ jsxs76("span", { className: "suggestion__detail", children: [
        /* @__PURE__ */ jsx86(FormattedMessage63, { id: "search.reference", values: { reference: item.reference } }),
        item.category_name ? ` \xB7 ${item.category_name}` : ""
      ] })
    ] })
  ] });
  if ("pdf" in target) {
    return /* @__PURE__ */ jsxs76("a", { ...common, href: target.pdf, target: "_blank", rel: "noopener", children: [
      content,
      /* @__PURE__ */ jsx86(NewTabHint, {})
    ] });
  }
  return /* @__PURE__ */ jsx86(Link, { ...common, to: target.route, children: content });
}
function SeeAll({ id: id2, index, href, children: children2 }) {
  const [highlighted, dismiss] = useUnit35([$highlighted, suggestionsDismissed]);
  return /* @__PURE__ */ jsx86(ClientLink, { id: id2, role: "option", "aria-selected": highlighted === index, tabIndex: -1, className: "suggestion suggestion--all", href, onClick: () => dismiss(), children: children2 });
}

// src/shared/features/search/suggestion-status.tsx
init_model13();
import { FormattedMessage as FormattedMessage64 } from "react-intl";
import { useUnit as useUnit36 } from "effector-react";
import { jsx as jsx87 } from "react/jsx-runtime";
function SuggestionStatus() {
  const [loading, suggestions] = useUnit36([$suggestLoading, $suggestions]);
  return /* @__PURE__ */ jsx87("div", { role: "status", className: "visually-hidden", children: loading ? /* @__PURE__ */ jsx87(FormattedMessage64, { id: "search.searching" }) : suggestions === null ? null : suggestions.total === 0 ? /* @__PURE__ */ jsx87(FormattedMessage64, { id: "results.none" }) : /* @__PURE__ */ jsx87(
    FormattedMessage64,
    {
      id: "search.announce",
      values: {
        total: suggestions.total,
        products: suggestions.products.total,
        categories: suggestions.categories.total,
        pages: suggestions.pages.total,
        fqces: suggestions.fqces.total
      }
    }
  ) });
}

// src/shared/features/search/search-box.tsx
import { jsx as jsx88, jsxs as jsxs77 } from "react/jsx-runtime";
var exampleTerm = "term";
function SearchBox() {
  const intl = useIntl45();
  const { navigate } = useRouterContext();
  const { url } = usePage();
  const href = useHref();
  const ids = { field: useId6(), popup: useId6() };
  const box = useRef5(null);
  const [text3, open, highlighted, changeText, move, dismiss, routeChanged] = useUnit37([
    $searchText,
    $suggestOpen,
    $highlighted,
    searchTextChanged,
    suggestionMoved,
    suggestionsDismissed,
    searchRouteChanged
  ]);
  useEffect7(() => {
    routeChanged();
  }, [url, routeChanged]);
  const resultsOf = (term) => href({ name: "results", params: { search: term } });
  const example = resultsOf(exampleTerm);
  const action = example.slice(0, example.lastIndexOf("/"));
  const activeOption = open && highlighted >= 0 ? optionId(ids.popup, highlighted) : void 0;
  const onKeyDown = (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) return;
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      dismiss();
    } else if (event.key === "Enter" && activeOption) {
      event.preventDefault();
      document.getElementById(activeOption)?.click();
    }
  };
  return (
    // The landmark holds the form and its suggestions: the form clips its rounded field, the list overflows it.
    /* @__PURE__ */ jsxs77(
      "div",
      {
        ref: box,
        role: "search",
        className: "search-box",
        onBlur: (event) => {
          if (open && !box.current?.contains(event.relatedTarget)) dismiss();
        },
        children: [
          /* @__PURE__ */ jsxs77(
            "form",
            {
              className: "search-form",
              action,
              method: "get",
              onSubmit: (event) => {
                event.preventDefault();
                const term = text3.trim();
                if (term) navigate(resultsOf(term));
              },
              children: [
                /* @__PURE__ */ jsx88("label", { htmlFor: ids.field, className: "visually-hidden", children: /* @__PURE__ */ jsx88(FormattedMessage65, { id: "header.search.label" }) }),
                /* @__PURE__ */ jsx88(
                  "input",
                  {
                    id: ids.field,
                    type: "search",
                    name: "search",
                    role: "combobox",
                    "aria-autocomplete": "list",
                    "aria-expanded": open,
                    "aria-controls": ids.popup,
                    "aria-activedescendant": activeOption,
                    required: true,
                    maxLength: 200,
                    autoComplete: "off",
                    placeholder: intl.formatMessage({ id: "header.search.placeholder" }),
                    value: text3,
                    onChange: (event) => changeText(event.target.value),
                    onKeyDown
                  }
                ),
                /* @__PURE__ */ jsxs77("button", { type: "submit", className: "search-form__submit", children: [
                  /* @__PURE__ */ jsxs77("svg", { "aria-hidden": "true", width: "18", height: "18", viewBox: "0 0 24 24", children: [
                    /* @__PURE__ */ jsx88("circle", { cx: "10.5", cy: "10.5", r: "6.5", fill: "none", stroke: "currentColor", strokeWidth: "2.4" }),
                    /* @__PURE__ */ jsx88("path", { d: "M15.5 15.5 21 21", stroke: "currentColor", strokeWidth: "2.4", strokeLinecap: "round" })
                  ] }),
                  /* @__PURE__ */ jsx88("span", { className: "visually-hidden", children: /* @__PURE__ */ jsx88(FormattedMessage65, { id: "header.search.submit" }) })
                ] })
              ]
            }
          ),
          /* @__PURE__ */ jsx88(SuggestionPopup, { id: ids.popup, resultsOf }),
          /* @__PURE__ */ jsx88(SuggestionStatus, {})
        ]
      }
    )
  );
}

// src/shared/layout/header/secondary-nav.tsx
init_link();
init_model();
import { FormattedMessage as FormattedMessage66, useIntl as useIntl46 } from "react-intl";
import { useUnit as useUnit38 } from "effector-react";
import { jsx as jsx89, jsxs as jsxs78 } from "react/jsx-runtime";
var telHref = (phone2) => `tel:${phone2.replace(/[^+\d]/g, "")}`;
function SecondaryNav() {
  const intl = useIntl46();
  const settings2 = useUnit38($settings);
  const phones = [
    ["header.phoneLebanon", settingValue(settings2, "phone_lb")],
    ["header.phoneUae", settingValue(settings2, "phone_ae")]
  ];
  return /* @__PURE__ */ jsx89("nav", { className: "secondary-nav", "aria-label": intl.formatMessage({ id: "a11y.secondaryNavigation" }), children: /* @__PURE__ */ jsxs78("ul", { children: [
    phones.map(
      ([id2, phone2]) => phone2 && /* @__PURE__ */ jsx89("li", { children: /* @__PURE__ */ jsx89("a", { href: telHref(phone2), children: /* @__PURE__ */ jsx89(FormattedMessage66, { id: id2, values: { phone: phone2 } }) }) }, id2)
    ),
    /* @__PURE__ */ jsx89("li", { children: /* @__PURE__ */ jsx89(Link, { to: { name: "contact" }, children: /* @__PURE__ */ jsx89(FormattedMessage66, { id: "header.contact" }) }) })
  ] }) });
}

// src/shared/layout/header/header.tsx
import { jsx as jsx90, jsxs as jsxs79 } from "react/jsx-runtime";
function Header() {
  const intl = useIntl47();
  return /* @__PURE__ */ jsxs79("header", { className: "site-header", children: [
    /* @__PURE__ */ jsx90("div", { className: "topbar", children: /* @__PURE__ */ jsxs79("div", { className: "topbar__inner", children: [
      /* @__PURE__ */ jsx90(AudienceSwitch, {}),
      /* @__PURE__ */ jsx90(SecondaryNav, {}),
      /* @__PURE__ */ jsx90(CountrySelector, {})
    ] }) }),
    /* @__PURE__ */ jsxs79("div", { className: "masthead", children: [
      /* @__PURE__ */ jsx90(BurgerButton, {}),
      /* @__PURE__ */ jsx90(Link, { to: { name: "home" }, className: "masthead__logo", "aria-label": intl.formatMessage({ id: "header.home" }), children: /* @__PURE__ */ jsx90("img", { src: "/logo.svg", alt: "", width: 180, height: 48 }) }),
      /* @__PURE__ */ jsx90(SearchBox, {}),
      /* @__PURE__ */ jsx90(FavoritesLink, { className: "masthead__favorites" }),
      /* @__PURE__ */ jsx90(AccountLink, { className: "masthead__account" })
    ] }),
    /* @__PURE__ */ jsx90(MainMenu, {})
  ] });
}

// src/shared/features/consent/consent-banner.tsx
import { useEffect as useEffect8, useId as useId7, useRef as useRef6, useState as useState14 } from "react";
import { useUnit as useUnit39 } from "effector-react";
import { FormattedMessage as FormattedMessage67, useIntl as useIntl48 } from "react-intl";
import { jsx as jsx91, jsxs as jsxs80 } from "react/jsx-runtime";
var categoryMessages = {
  analytics: { title: "consent.analytics", text: "consent.analytics.text" },
  ads: { title: "consent.ads", text: "consent.ads.text" },
  facebook: { title: "consent.facebook", text: "consent.facebook.text" },
  pinterest: { title: "consent.pinterest", text: "consent.pinterest.text" },
  youtube: { title: "consent.youtube", text: "consent.youtube.text" }
};
function Preferences({ initial, onSave }) {
  const id2 = useId7();
  const [choices, setChoices] = useState14(initial);
  return /* @__PURE__ */ jsxs80(
    "form",
    {
      className: "consent__preferences",
      onSubmit: (event) => {
        event.preventDefault();
        onSave(choices);
      },
      children: [
        /* @__PURE__ */ jsx91("ul", { children: consentCategories.map((category) => /* @__PURE__ */ jsxs80("li", { className: "field field--checkbox", children: [
          /* @__PURE__ */ jsx91(
            "input",
            {
              id: `${id2}-${category}`,
              type: "checkbox",
              checked: choices[category],
              "aria-describedby": `${id2}-${category}-text`,
              onChange: (event) => setChoices((current2) => ({ ...current2, [category]: event.target.checked }))
            }
          ),
          /* @__PURE__ */ jsx91("label", { htmlFor: `${id2}-${category}`, className: "field__label", children: /* @__PURE__ */ jsx91(FormattedMessage67, { id: categoryMessages[category].title }) }),
          /* @__PURE__ */ jsx91("p", { id: `${id2}-${category}-text`, className: "field__hint", children: /* @__PURE__ */ jsx91(FormattedMessage67, { id: categoryMessages[category].text }) })
        ] }, category)) }),
        /* @__PURE__ */ jsx91("button", { type: "submit", className: "button", children: /* @__PURE__ */ jsx91(FormattedMessage67, { id: "consent.save" }) })
      ]
    }
  );
}
function ConsentBanner() {
  const intl = useIntl48();
  const [open, requested2, consent, start, acceptAll, rejectAll, save] = useUnit39([
    $bannerOpen,
    $preferencesRequested,
    $consent,
    consentStarted,
    consentAcceptedAll,
    consentRejectedAll,
    consentSaved
  ]);
  const [customising, setCustomising] = useState14(false);
  const headingRef = useRef6(null);
  useEffect8(() => start(), [start]);
  useEffect8(() => {
    if (!open) setCustomising(false);
    else if (requested2) headingRef.current?.focus();
  }, [open, requested2]);
  if (!open) return null;
  const showPreferences = customising || requested2;
  return /* @__PURE__ */ jsxs80("section", { className: "consent", role: "dialog", "aria-modal": "false", "aria-labelledby": "consent-heading", "aria-describedby": "consent-text", children: [
    /* @__PURE__ */ jsx91("h2", { id: "consent-heading", ref: headingRef, tabIndex: -1, children: /* @__PURE__ */ jsx91(FormattedMessage67, { id: "consent.title" }) }),
    /* @__PURE__ */ jsx91("p", { id: "consent-text", children: /* @__PURE__ */ jsx91(FormattedMessage67, { id: "consent.text" }) }),
    /* @__PURE__ */ jsxs80("div", { className: "consent__actions", children: [
      /* @__PURE__ */ jsx91("button", { type: "button", className: "button", onClick: () => acceptAll(), children: /* @__PURE__ */ jsx91(FormattedMessage67, { id: "consent.acceptAll" }) }),
      /* @__PURE__ */ jsx91("button", { type: "button", className: "button", onClick: () => rejectAll(), children: /* @__PURE__ */ jsx91(FormattedMessage67, { id: "consent.rejectAll" }) }),
      !showPreferences && /* @__PURE__ */ jsx91("button", { type: "button", className: "button button--secondary", "aria-expanded": "false", onClick: () => setCustomising(true), children: /* @__PURE__ */ jsx91(FormattedMessage67, { id: "consent.customise" }) })
    ] }),
    showPreferences && /* @__PURE__ */ jsx91(Preferences, { initial: consent ?? allChoices(false), onSave: save }),
    /* @__PURE__ */ jsx91("p", { className: "visually-hidden", children: intl.formatMessage({ id: "consent.note" }) })
  ] });
}

// src/shared/features/toast/toasts.tsx
init_model2();
import { useUnit as useUnit40 } from "effector-react";
import { FormattedMessage as FormattedMessage68, useIntl as useIntl49 } from "react-intl";
import { jsx as jsx92, jsxs as jsxs81 } from "react/jsx-runtime";
function Toasts() {
  const [toasts, dismiss] = useUnit40([$toasts, toastDismissed]);
  const intl = useIntl49();
  return /* @__PURE__ */ jsx92("div", { className: "toasts", "aria-live": "polite", "aria-relevant": "additions", children: toasts.map((toast) => /* @__PURE__ */ jsxs81("div", { className: `toast toast--${toast.kind}`, role: toast.kind === "danger" ? "alert" : "status", children: [
    /* @__PURE__ */ jsx92("p", { className: "toast__message", children: /* @__PURE__ */ jsx92(FormattedMessage68, { id: toast.message, values: toast.values }) }),
    /* @__PURE__ */ jsx92("button", { type: "button", className: "toast__close", "aria-label": intl.formatMessage({ id: "toast.close" }), onClick: () => dismiss(toast.id), children: "\xD7" })
  ] }, toast.id)) });
}

// src/shared/layout/layout-effects.tsx
init_router_context();
import { useEffect as useEffect11 } from "react";
import { useUnit as useUnit42 } from "effector-react";

// src/shared/features/device/use-device-detection.ts
import { useEffect as useEffect9 } from "react";
import { useUnit as useUnit41 } from "effector-react";

// src/shared/features/device/debounce.ts
function debounce(action, delayMs) {
  let timer;
  const run = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => action(...args), delayMs);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}

// src/shared/features/device/use-device-detection.ts
var resizeDebounceMs = 1e3;
function useDeviceDetection() {
  const measured = useUnit41(viewportMeasured);
  useEffect9(() => {
    measured(window.innerWidth);
    const remeasure = debounce(() => measured(window.innerWidth), resizeDebounceMs);
    window.addEventListener("resize", remeasure);
    return () => {
      remeasure.cancel();
      window.removeEventListener("resize", remeasure);
    };
  }, [measured]);
}

// src/shared/layout/a11y/use-focus-outlines.ts
import { useEffect as useEffect10 } from "react";
function useFocusOutlines() {
  useEffect10(() => {
    const root = document.documentElement;
    const onKeyDown = (event) => {
      if (event.key === "Tab") root.dataset.focusOutlines = "on";
    };
    const onPointerDown = () => delete root.dataset.focusOutlines;
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);
}

// src/shared/layout/layout-effects.tsx
function LayoutEffects() {
  useDeviceDetection();
  useFocusOutlines();
  const closeBurger = useUnit42(burgerClosed);
  const { url } = usePage();
  useEffect11(() => {
    closeBurger();
  }, [url, closeBurger]);
  return null;
}

// src/shared/layout/widgets/go-to-top.tsx
import { useEffect as useEffect12, useState as useState15 } from "react";
import { useIntl as useIntl50 } from "react-intl";

// src/shared/layout/widgets/page-top.tsx
import { jsx as jsx93 } from "react/jsx-runtime";
var pageTopId = "top";
function PageTop() {
  return /* @__PURE__ */ jsx93("div", { id: pageTopId, tabIndex: -1, className: "page-top" });
}

// src/shared/layout/widgets/smooth-scroll.ts
var scrollDurationMs = 500;
function scrollLinearly(top, durationMs, done) {
  const start = window.scrollY;
  if (durationMs <= 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, top);
    done();
    return;
  }
  const startedAt = performance.now();
  const step = (now2) => {
    const progress = Math.min(1, (now2 - startedAt) / durationMs);
    window.scrollTo(0, start + (top - start) * progress);
    if (progress < 1) requestAnimationFrame(step);
    else done();
  };
  requestAnimationFrame(step);
}

// src/shared/layout/widgets/go-to-top.tsx
import { jsx as jsx94 } from "react/jsx-runtime";
var goToTopThreshold = 800;
function GoToTop() {
  const intl = useIntl50();
  const [visible, setVisible] = useState15(false);
  useEffect12(() => {
    const update2 = () => setVisible(window.scrollY > goToTopThreshold);
    update2();
    window.addEventListener("scroll", update2, { passive: true });
    return () => window.removeEventListener("scroll", update2);
  }, []);
  return /* @__PURE__ */ jsx94(
    "a",
    {
      href: `#${pageTopId}`,
      className: "go-to-top",
      "data-visible": visible || void 0,
      "aria-hidden": !visible,
      tabIndex: visible ? void 0 : -1,
      "aria-label": intl.formatMessage({ id: "layout.goToTop" }),
      onClick: (event) => {
        const top = document.getElementById(pageTopId);
        if (!top) return;
        event.preventDefault();
        scrollLinearly(top.getBoundingClientRect().top + window.scrollY, scrollDurationMs, () => top.focus({ preventScroll: true }));
      },
      children: /* @__PURE__ */ jsx94("svg", { "aria-hidden": "true", width: "22", height: "22", viewBox: "0 0 24 24", children: /* @__PURE__ */ jsx94("path", { d: "M6 14.5 12 8.5l6 6", fill: "none", stroke: "currentColor", strokeWidth: "2.6", strokeLinecap: "round", strokeLinejoin: "round" }) })
    }
  );
}

// src/shared/layout/widgets/mobile-toolbar.tsx
init_link();
init_model9();
init_model8();
init_heart_icon();
import { FormattedMessage as FormattedMessage69, useIntl as useIntl51 } from "react-intl";
import { useUnit as useUnit43 } from "effector-react";
import { jsx as jsx95, jsxs as jsxs82 } from "react/jsx-runtime";
function MobileToolbar() {
  const intl = useIntl51();
  const [comparedCount, hasFavorites] = useUnit43([$comparedCount, $hasFavorites]);
  return /* @__PURE__ */ jsxs82("nav", { className: "mobile-toolbar", "aria-label": intl.formatMessage({ id: "a11y.toolbar" }), children: [
    /* @__PURE__ */ jsxs82(Link, { to: { name: "comparator" }, className: "mobile-toolbar__item", children: [
      /* @__PURE__ */ jsx95("svg", { "aria-hidden": "true", width: "22", height: "22", viewBox: "0 0 24 24", className: "icon", children: /* @__PURE__ */ jsx95("path", { d: "M4 20V10M10 20V4M16 20v-7M22 20H2", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round" }) }),
      /* @__PURE__ */ jsx95(FormattedMessage69, { id: "toolbar.compare" }),
      /* @__PURE__ */ jsx95("span", { className: "badge", "aria-hidden": "true", children: comparedCount }),
      /* @__PURE__ */ jsxs82("span", { className: "visually-hidden", children: [
        " ",
        /* @__PURE__ */ jsx95(FormattedMessage69, { id: "toolbar.compareCount", values: { count: comparedCount } })
      ] })
    ] }),
    /* @__PURE__ */ jsxs82(Link, { to: { name: "favorites" }, className: "mobile-toolbar__item", "data-filled": hasFavorites || void 0, children: [
      /* @__PURE__ */ jsx95(HeartIcon, { filled: hasFavorites }),
      /* @__PURE__ */ jsx95(FormattedMessage69, { id: "toolbar.favorites" })
    ] }),
    /* @__PURE__ */ jsxs82(Link, { to: { name: "contact" }, className: "mobile-toolbar__item", children: [
      /* @__PURE__ */ jsx95("svg", { "aria-hidden": "true", width: "22", height: "22", viewBox: "0 0 24 24", className: "icon", children: /* @__PURE__ */ jsx95("path", { d: "M3 6h18v12H3zM3 6l9 7 9-7", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinejoin: "round" }) }),
      /* @__PURE__ */ jsx95(FormattedMessage69, { id: "toolbar.contact" })
    ] })
  ] });
}

// src/shared/layout/widgets/scan-button.tsx
import { useIntl as useIntl52 } from "react-intl";
import { useUnit as useUnit44 } from "effector-react";

// src/shared/features/scan-modal/model.ts
init_contract();
init_model();
init_model2();
import { attach as attach12, createEffect as createEffect8, createEvent as createEvent17, createStore as createStore19, sample as sample19 } from "effector";
var scanModalOpened = createEvent17();
var scanModalClosed = createEvent17();
var scanRouteChanged = createEvent17();
var scanCodeChanged = createEvent17();
var scanCodeSubmitted = createEvent17();
var barcodeDetected = createEvent17();
var scanRestarted = createEvent17();
var cameraStateChanged = createEvent17();
var $scanModalOpen = createStore19(false, { sid: "scan-modal/$scanModalOpen" });
var $scanCode = createStore19("", { sid: "scan-modal/$scanCode", serialize: "ignore" });
var $scanMatch = createStore19(null, { sid: "scan-modal/$scanMatch", serialize: "ignore" });
var $cameraState = createStore19("starting", { sid: "scan-modal/$cameraState", serialize: "ignore" });
var noResultsToast = { kind: "info", message: "scan.noResults" };
function isBarcode(text3) {
  return new RegExp(`^\\d{1,${BARCODE_LENGTH}}$`).test(text3.trim());
}
function padBarcode(code) {
  return code.trim().padStart(BARCODE_LENGTH, "0");
}
var lookUpBarcodeFx = attach12({
  source: $api,
  effect: async (api, code) => {
    if (!api) throw new Error("No data source in this scope");
    return api.call("GET /product/scan/:code", { path: { code } });
  }
});
var $scanSearching = lookUpBarcodeFx.pending;
var logScanFailureFx = createEffect8((error) => {
  console.warn("barcode look-up failed", error);
});
sample19({ clock: scanModalOpened, fn: () => true, target: $scanModalOpen });
sample19({ clock: [scanModalClosed, scanRouteChanged], fn: () => false, target: $scanModalOpen });
sample19({ clock: [scanModalClosed, scanRouteChanged, scanRestarted], fn: () => "", target: $scanCode });
sample19({ clock: [scanModalClosed, scanRouteChanged, scanRestarted], fn: () => null, target: $scanMatch });
sample19({ clock: scanModalClosed, fn: () => "starting", target: $cameraState });
sample19({ clock: scanCodeChanged, target: $scanCode });
sample19({ clock: scanCodeChanged, filter: (text3) => text3.trim() === "", fn: () => null, target: $scanMatch });
sample19({ clock: barcodeDetected, target: $scanCode });
var wanted = sample19({ clock: [scanCodeSubmitted, barcodeDetected], source: $scanCode });
sample19({ clock: wanted, filter: isBarcode, fn: padBarcode, target: lookUpBarcodeFx });
sample19({ clock: wanted, filter: (text3) => text3.trim() !== "" && !isBarcode(text3), fn: () => noResultsToast, target: toastShown });
var answered4 = sample19({
  clock: lookUpBarcodeFx.done,
  source: $scanCode,
  filter: (code, { params }) => isBarcode(code) && padBarcode(code) === params,
  fn: (_code, { result }) => result
});
sample19({
  clock: answered4,
  fn: (result) => result.error === void 0 && result.product && result.item ? { product: result.product, item: result.item } : null,
  target: $scanMatch
});
sample19({ clock: answered4, filter: (result) => result.error !== void 0 || !result.product || !result.item, fn: () => noResultsToast, target: toastShown });
sample19({ clock: lookUpBarcodeFx.failData, target: logScanFailureFx });
sample19({ clock: cameraStateChanged, target: $cameraState });

// src/shared/layout/widgets/scan-button.tsx
import { jsx as jsx96, jsxs as jsxs83 } from "react/jsx-runtime";
function ScanButton() {
  const intl = useIntl52();
  const openScanModal = useUnit44(scanModalOpened);
  return /* @__PURE__ */ jsxs83("button", { type: "button", className: "scan-button", "aria-haspopup": "dialog", onClick: () => openScanModal(), children: [
    /* @__PURE__ */ jsx96("svg", { "aria-hidden": "true", width: "22", height: "22", viewBox: "0 0 24 24", children: /* @__PURE__ */ jsx96("path", { d: "M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4M7 8v8M10 8v8M13 8v8M17 8v8", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round" }) }),
    /* @__PURE__ */ jsx96("span", { className: "scan-button__label", children: intl.formatMessage({ id: "layout.scan" }) })
  ] });
}

// src/shared/features/choice-guide/choice-guide-modal.tsx
init_router_context();
init_characteristics();
import { useEffect as useEffect14, useId as useId8 } from "react";
import { FormattedMessage as FormattedMessage70, useIntl as useIntl53 } from "react-intl";
import { useUnit as useUnit45 } from "effector-react";

// src/shared/features/choice-guide/modal-dialog.tsx
import { useEffect as useEffect13, useRef as useRef7 } from "react";
import { jsx as jsx97, jsxs as jsxs84 } from "react/jsx-runtime";
function ModalDialog({ open, onClose, labelledBy, closeLabel, className, children: children2 }) {
  const dialog = useRef7(null);
  useEffect13(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  return /* @__PURE__ */ jsx97(
    "dialog",
    {
      ref: dialog,
      className: className ? `modal ${className}` : "modal",
      "aria-labelledby": labelledBy,
      onClose: () => {
        if (open) onClose();
      },
      onClick: (event) => {
        if (event.target === event.currentTarget) onClose();
      },
      children: open && /* @__PURE__ */ jsxs84("div", { className: "modal__content", children: [
        /* @__PURE__ */ jsx97("button", { type: "button", className: "modal__close", "aria-label": closeLabel, onClick: onClose, children: "\xD7" }),
        children2
      ] })
    }
  );
}

// src/shared/features/choice-guide/choice-guide-modal.tsx
init_model6();
import { jsx as jsx98, jsxs as jsxs85 } from "react/jsx-runtime";
function ChoiceGuideModal() {
  const intl = useIntl53();
  const { navigate } = useRouterContext();
  const { url } = usePage();
  const href = useHref();
  const ids = { title: useId8(), waiting: useId8() };
  const [open, filters, answers2, answeredInOrder, searchEnabled, chosen, loading, failed2, close, answer2] = useUnit45([
    $choiceGuideOpen,
    $guideFilters,
    $guideAnswers,
    $answeredInOrder,
    $guideSearchEnabled,
    $guideChosen,
    $guideLoading,
    $guideFailed,
    choiceGuideClosed,
    guideAnswerChanged
  ]);
  useEffect14(() => {
    close();
  }, [url, close]);
  return /* @__PURE__ */ jsxs85(ModalDialog, { open, onClose: close, labelledBy: ids.title, closeLabel: intl.formatMessage({ id: "guide.close" }), className: "choice-guide", children: [
    /* @__PURE__ */ jsx98("h2", { id: ids.title, children: /* @__PURE__ */ jsx98(FormattedMessage70, { id: "guide.title" }) }),
    /* @__PURE__ */ jsx98("p", { children: /* @__PURE__ */ jsx98(FormattedMessage70, { id: "guide.intro" }) }),
    failed2 && /* @__PURE__ */ jsx98("p", { role: "alert", children: /* @__PURE__ */ jsx98(FormattedMessage70, { id: "guide.failed" }) }),
    filters.length === 0 && loading && /* @__PURE__ */ jsx98("p", { "aria-busy": "true", children: /* @__PURE__ */ jsx98(FormattedMessage70, { id: "guide.loading" }) }),
    filters.length > 0 && /* @__PURE__ */ jsxs85(
      "form",
      {
        className: "choice-guide__form",
        "aria-busy": loading,
        onSubmit: (event) => {
          event.preventDefault();
          if (!searchEnabled) return;
          navigate(href({ name: "choice-guide", params: { caracteristics: encodeCharacteristics(chosen) } }));
          close();
        },
        children: [
          /* @__PURE__ */ jsx98("p", { id: ids.waiting, hidden: true, children: /* @__PURE__ */ jsx98(FormattedMessage70, { id: "guide.waiting" }) }),
          /* @__PURE__ */ jsx98("ol", { className: "choice-guide__questions", children: filters.map((filter, index) => {
            const enabled = isQuestionEnabled(index, answeredInOrder);
            const fieldId2 = `${ids.title}-${filter.technical_name}`;
            return /* @__PURE__ */ jsxs85("li", { className: "choice-guide__question", "data-enabled": enabled || void 0, children: [
              /* @__PURE__ */ jsx98("label", { htmlFor: fieldId2, children: filter.label }),
              /* @__PURE__ */ jsxs85(
                "select",
                {
                  id: fieldId2,
                  name: filter.technical_name,
                  value: answers2[filter.technical_name] ?? "",
                  disabled: !enabled,
                  "aria-describedby": enabled ? void 0 : ids.waiting,
                  onChange: (event) => answer2({ name: filter.technical_name, value: event.target.value }),
                  children: [
                    /* @__PURE__ */ jsx98("option", { value: "", children: intl.formatMessage({ id: "guide.choose" }) }),
                    filter.data.map((option) => /* @__PURE__ */ jsx98("option", { value: option.value, children: option.label }, option.value))
                  ]
                }
              )
            ] }, filter.technical_name);
          }) }),
          /* @__PURE__ */ jsx98("button", { type: "submit", className: "button", disabled: !searchEnabled, children: /* @__PURE__ */ jsx98(FormattedMessage70, { id: "guide.search" }) })
        ]
      }
    )
  ] });
}

// src/shared/features/scan-modal/scan-modal.tsx
init_router_context();
import { useEffect as useEffect16, useId as useId9 } from "react";
import { FormattedMessage as FormattedMessage73, useIntl as useIntl55 } from "react-intl";
import { useUnit as useUnit48 } from "effector-react";

// src/shared/features/scan-modal/camera-view.tsx
import { useEffect as useEffect15, useRef as useRef8 } from "react";
import { FormattedMessage as FormattedMessage71, useIntl as useIntl54 } from "react-intl";
import { useUnit as useUnit46 } from "effector-react";

// src/shared/features/scan-modal/scanning-mode.ts
var orientation = () => typeof screen === "undefined" ? void 0 : screen.orientation;
async function enterScanningMode(element) {
  try {
    if (element && !document.fullscreenElement && typeof element.requestFullscreen === "function") await element.requestFullscreen({ navigationUI: "hide" });
    await orientation()?.lock?.("portrait");
  } catch {
  }
}
function leaveScanningMode() {
  try {
    orientation()?.unlock?.();
  } catch {
  }
  if (document.fullscreenElement) document.exitFullscreen().catch(() => void 0);
}

// src/shared/features/scan-modal/camera-view.tsx
import { jsx as jsx99, jsxs as jsxs86 } from "react/jsx-runtime";
function CameraView() {
  const intl = useIntl54();
  const video2 = useRef8(null);
  const [state, isMobile, detected, stateChanged] = useUnit46([$cameraState, $isMobile, barcodeDetected, cameraStateChanged]);
  useEffect15(() => {
    const element = video2.current;
    if (!element) return;
    let stop;
    let unmounted = false;
    stateChanged("starting");
    if (isMobile) void enterScanningMode(element.closest("dialog"));
    Promise.resolve().then(() => (init_barcode_reader(), barcode_reader_exports)).then(({ startBarcodeReader: startBarcodeReader2 }) => startBarcodeReader2(element, (code) => detected(code))).then((stopReader) => {
      if (unmounted) return stopReader();
      stop = stopReader;
      stateChanged("running");
    }).catch((error) => {
      console.warn("camera unavailable", error);
      if (!unmounted) stateChanged("unavailable");
    });
    return () => {
      unmounted = true;
      stop?.();
      if (isMobile) leaveScanningMode();
    };
  }, [isMobile, detected, stateChanged]);
  return /* @__PURE__ */ jsxs86("div", { className: "scan-camera", "data-state": state, children: [
    /* @__PURE__ */ jsx99("video", { ref: video2, className: "scan-camera__video", muted: true, playsInline: true, "aria-label": intl.formatMessage({ id: "scan.camera" }), hidden: state === "unavailable" }),
    state === "starting" && /* @__PURE__ */ jsx99("p", { className: "scan-camera__message", role: "status", children: /* @__PURE__ */ jsx99(FormattedMessage71, { id: "scan.starting" }) }),
    state === "unavailable" && /* @__PURE__ */ jsx99("p", { className: "scan-camera__message", role: "status", children: /* @__PURE__ */ jsx99(FormattedMessage71, { id: "scan.cameraUnavailable" }) })
  ] });
}

// src/shared/features/scan-modal/scan-result-card.tsx
init_router_context();
init_picture();
init_link();
import { FormattedMessage as FormattedMessage72 } from "react-intl";
import { useUnit as useUnit47 } from "effector-react";
import { jsx as jsx100, jsxs as jsxs87 } from "react/jsx-runtime";
function ScanResultCard({ match: match3 }) {
  const href = useHref();
  const restart = useUnit47(scanRestarted);
  const { product, item } = match3;
  const productHref = `${href({ name: "product", params: { slug: product.slug } })}#${item.reference}`;
  return /* @__PURE__ */ jsxs87("article", { className: "scan-result", "aria-labelledby": "scan-result-name", children: [
    /* @__PURE__ */ jsx100("p", { className: "scan-result__status", role: "status", children: /* @__PURE__ */ jsx100(FormattedMessage72, { id: "scan.found" }) }),
    /* @__PURE__ */ jsx100(Picture, { picture: product.cover, alt: "", ...pictureSizes.card, className: "scan-result__visual" }),
    /* @__PURE__ */ jsx100("h3", { id: "scan-result-name", className: "scan-result__name", children: product.name }),
    product.category_name && /* @__PURE__ */ jsx100("p", { className: "scan-result__range", children: product.category_name }),
    /* @__PURE__ */ jsx100("p", { className: "scan-result__variant", children: /* @__PURE__ */ jsx100(FormattedMessage72, { id: "scan.variant", values: { label: item.label, reference: item.reference, ean: item.ean13 } }) }),
    /* @__PURE__ */ jsxs87("p", { className: "scan-result__actions", children: [
      /* @__PURE__ */ jsx100(ClientLink, { href: productHref, className: "button", children: /* @__PURE__ */ jsx100(FormattedMessage72, { id: "scan.view" }) }),
      /* @__PURE__ */ jsx100("button", { type: "button", className: "button button--secondary", onClick: () => restart(), children: /* @__PURE__ */ jsx100(FormattedMessage72, { id: "scan.again" }) })
    ] })
  ] });
}

// src/shared/features/scan-modal/scan-modal.tsx
import { jsx as jsx101, jsxs as jsxs88 } from "react/jsx-runtime";
function ScanModal() {
  const intl = useIntl55();
  const { url } = usePage();
  const ids = { title: useId9(), code: useId9(), hint: useId9() };
  const [open, code, match3, searching, close, routeChanged, changeCode, submitCode] = useUnit48([
    $scanModalOpen,
    $scanCode,
    $scanMatch,
    $scanSearching,
    scanModalClosed,
    scanRouteChanged,
    scanCodeChanged,
    scanCodeSubmitted
  ]);
  useEffect16(() => {
    routeChanged();
  }, [url, routeChanged]);
  return /* @__PURE__ */ jsxs88(ModalDialog, { open, onClose: close, labelledBy: ids.title, closeLabel: intl.formatMessage({ id: "scan.close" }), className: "scan-modal", children: [
    /* @__PURE__ */ jsx101("h2", { id: ids.title, children: /* @__PURE__ */ jsx101(FormattedMessage73, { id: "scan.title" }) }),
    match3 ? /* @__PURE__ */ jsx101(ScanResultCard, { match: match3 }) : /* @__PURE__ */ jsx101(CameraView, {}),
    /* @__PURE__ */ jsxs88(
      "form",
      {
        className: "scan-modal__manual",
        onSubmit: (event) => {
          event.preventDefault();
          submitCode();
        },
        children: [
          /* @__PURE__ */ jsx101("label", { htmlFor: ids.code, children: /* @__PURE__ */ jsx101(FormattedMessage73, { id: "scan.code" }) }),
          /* @__PURE__ */ jsx101("p", { id: ids.hint, className: "field__hint", children: /* @__PURE__ */ jsx101(FormattedMessage73, { id: "scan.codeHint" }) }),
          /* @__PURE__ */ jsx101(
            "input",
            {
              id: ids.code,
              type: "search",
              name: "code",
              inputMode: "numeric",
              autoComplete: "off",
              maxLength: 20,
              "aria-describedby": ids.hint,
              value: code,
              onChange: (event) => changeCode(event.target.value)
            }
          ),
          /* @__PURE__ */ jsx101("button", { type: "submit", className: "button", disabled: code.trim() === "" || searching, children: /* @__PURE__ */ jsx101(FormattedMessage73, { id: "scan.find" }) }),
          searching && /* @__PURE__ */ jsx101("p", { role: "status", children: /* @__PURE__ */ jsx101(FormattedMessage73, { id: "scan.searching" }) })
        ]
      }
    )
  ] });
}

// src/shared/layout/default-layout.tsx
import { Fragment as Fragment22, jsx as jsx102, jsxs as jsxs89 } from "react/jsx-runtime";
function DefaultLayout({ children: children2 }) {
  return /* @__PURE__ */ jsxs89(Fragment22, { children: [
    /* @__PURE__ */ jsx102(PageTop, {}),
    /* @__PURE__ */ jsx102("a", { className: "skip-link", href: "#main", children: /* @__PURE__ */ jsx102(FormattedMessage74, { id: "a11y.skipToContent" }) }),
    /* @__PURE__ */ jsx102(Header, {}),
    /* @__PURE__ */ jsx102(Breadcrumb, {}),
    /* @__PURE__ */ jsx102("main", { id: "main", tabIndex: -1, children: children2 }),
    /* @__PURE__ */ jsx102(Footer, {}),
    /* @__PURE__ */ jsx102(ScanButton, {}),
    /* @__PURE__ */ jsx102(ScanModal, {}),
    /* @__PURE__ */ jsx102(ChoiceGuideModal, {}),
    /* @__PURE__ */ jsx102(GoToTop, {}),
    /* @__PURE__ */ jsx102(MobileToolbar, {}),
    /* @__PURE__ */ jsx102(Toasts, {}),
    /* @__PURE__ */ jsx102(ConsentBanner, {}),
    /* @__PURE__ */ jsx102(LayoutEffects, {})
  ] });
}

// src/shared/layout/landing-layout.tsx
init_link();
import { FormattedMessage as FormattedMessage75, useIntl as useIntl56 } from "react-intl";
import { Fragment as Fragment23, jsx as jsx103, jsxs as jsxs90 } from "react/jsx-runtime";
function LandingLayout({ children: children2 }) {
  const intl = useIntl56();
  return /* @__PURE__ */ jsxs90(Fragment23, { children: [
    /* @__PURE__ */ jsx103(PageTop, {}),
    /* @__PURE__ */ jsx103("a", { className: "skip-link", href: "#main", children: /* @__PURE__ */ jsx103(FormattedMessage75, { id: "a11y.skipToContent" }) }),
    /* @__PURE__ */ jsx103("header", { className: "landing-header", children: /* @__PURE__ */ jsx103(Link, { to: { name: "home" }, "aria-label": intl.formatMessage({ id: "header.home" }), children: /* @__PURE__ */ jsx103("img", { src: "/logo.svg", alt: "", width: 180, height: 48 }) }) }),
    /* @__PURE__ */ jsx103("main", { id: "main", tabIndex: -1, children: children2 }),
    /* @__PURE__ */ jsx103(Toasts, {}),
    /* @__PURE__ */ jsx103(ConsentBanner, {}),
    /* @__PURE__ */ jsx103(LayoutEffects, {})
  ] });
}

// src/shared/app/document.tsx
init_model();
import { useIntl as useIntl57 } from "react-intl";
import { useUnit as useUnit49 } from "effector-react";

// src/shared/layout/no-script-css.ts
var noScriptCss = ".main-menu__item:hover>.menu-panel,.main-menu__item:focus-within>.menu-panel{display:flex}@media (max-width:1024px){.main-nav{position:static;transform:none;visibility:visible;width:auto;box-shadow:none}.menu-panel{display:flex}.burger,.main-nav__close{display:none}}";

// src/shared/seo/breadcrumb-trail.ts
init_backoffice_link();
init_model();
var catalogueRoutes = /* @__PURE__ */ new Set(["category", "product"]);
function breadcrumbTrail({ router, match: match3, seo, settings: settings2, target, intl }) {
  if (match3?.route.index) return void 0;
  const trail = [{ label: intl.formatMessage({ id: "breadcrumb.home" }), to: { name: "home" } }];
  if (match3 && catalogueRoutes.has(match3.route.name)) {
    const link2 = resolveBackofficeLink(router, settingValue(settings2, `link_enduit_${target}`));
    trail.push({ label: intl.formatMessage({ id: "breadcrumb.coatings" }), ...link2?.kind === "route" ? { to: link2.location } : {} });
  }
  trail.push(...seo.breadcrumb ?? [{ label: seo.title }]);
  const last = trail[trail.length - 1];
  trail[trail.length - 1] = { label: last.label };
  return trail;
}

// src/shared/seo/canonical.ts
function canonicalTarget(seo, site) {
  if (seo.audience === "part") return "part";
  const proPlanId = site?.salesplan.find((plan) => plan.target === "pro")?.id;
  if (seo.salesPlanIds && proPlanId !== void 0 && !seo.salesPlanIds.includes(proPlanId)) return "part";
  return "pro";
}
function canonicalLinks(router, match3, target, siteUrl) {
  const pathIn = (locale) => router.buildPath(
    { name: match3.route.name, params: match3.params, ...match3.page === void 0 ? {} : { page: match3.page } },
    { locale, target }
  );
  const alternates = router.locales.map((locale) => ({ hrefLang: locale.iso, href: `${siteUrl}${pathIn(locale.code)}` }));
  return {
    canonical: `${siteUrl}${pathIn(match3.locale.code)}`,
    alternates: [...alternates, { hrefLang: "x-default", href: `${siteUrl}${pathIn(router.defaultLocale.code)}` }]
  };
}

// src/shared/app/document.tsx
init_json_ld();

// src/shared/seo/json-ld-script.tsx
init_script_json();
init_json_ld();
import { jsx as jsx104 } from "react/jsx-runtime";
function JsonLdScript({ nodes }) {
  if (nodes.length === 0) return null;
  return /* @__PURE__ */ jsx104("script", { type: "application/ld+json", dangerouslySetInnerHTML: { __html: toScriptJson(withContext(nodes)) } });
}

// src/shared/app/document.tsx
init_router_context();
import { jsx as jsx105, jsxs as jsxs91 } from "react/jsx-runtime";
function Document({ config: config2, meta: meta33, children: children2 }) {
  const intl = useIntl57();
  const { router } = useRouterContext();
  const { match: match3, status } = usePage();
  const [site, settings2, salesPlan, target] = useUnit49([$site, $settings, $salesPlan, $target]);
  const seo = meta33;
  const locale = match3?.locale ?? router.defaultLocale;
  const found = match3 !== void 0 && status === 200;
  const pageTarget = canonicalTarget(seo, site);
  const links = found ? canonicalLinks(router, match3, pageTarget, config2.siteUrl) : void 0;
  const breadcrumb = breadcrumbTrail({ router, match: found ? match3 : void 0, seo, settings: settings2, target, intl });
  const siteName = intl.formatMessage({ id: "site.name" });
  let structuredData = [];
  if (found) {
    const absoluteUrl2 = (location2) => `${config2.siteUrl}${router.buildPath(location2, { locale: locale.code, target: pageTarget })}`;
    const context2 = {
      absoluteUrl: absoluteUrl2,
      absoluteAsset: (path4) => new URL(path4, config2.siteUrl).href,
      site,
      settings: settings2,
      currency: salesPlan?.currency,
      organizationName: siteName
    };
    structuredData = [...seo.structuredData?.(context2) ?? []];
    if (breadcrumb) {
      structuredData.push(
        breadcrumbListJsonLd(breadcrumb.map((crumb) => ({ name: crumb.label, url: crumb.to ? absoluteUrl2(crumb.to) : links?.canonical })))
      );
    }
  }
  const image = seo.image ? new URL(seo.image.url, config2.siteUrl).href : void 0;
  return /* @__PURE__ */ jsxs91("html", { lang: locale.iso, dir: "ltr", children: [
    /* @__PURE__ */ jsxs91("head", { children: [
      /* @__PURE__ */ jsx105("meta", { charSet: "utf-8" }),
      /* @__PURE__ */ jsx105("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      /* @__PURE__ */ jsx105("title", { children: meta33.title }),
      meta33.description && /* @__PURE__ */ jsx105("meta", { name: "description", content: meta33.description }),
      (!found || meta33.indexable === false) && /* @__PURE__ */ jsx105("meta", { name: "robots", content: "noindex, follow" }),
      links && /* @__PURE__ */ jsx105("link", { rel: "canonical", href: links.canonical }),
      links && meta33.indexable !== false && links.alternates.map((alternate) => /* @__PURE__ */ jsx105("link", { rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href }, alternate.hrefLang)),
      /* @__PURE__ */ jsx105("meta", { name: "theme-color", content: "#1f4e79" }),
      /* @__PURE__ */ jsx105("meta", { property: "og:site_name", content: siteName }),
      /* @__PURE__ */ jsx105("meta", { property: "og:locale", content: locale.iso.replace("-", "_") }),
      /* @__PURE__ */ jsx105("meta", { property: "og:type", content: seo.openGraphType ?? "website" }),
      /* @__PURE__ */ jsx105("meta", { property: "og:title", content: meta33.title }),
      meta33.description && /* @__PURE__ */ jsx105("meta", { property: "og:description", content: meta33.description }),
      links && /* @__PURE__ */ jsx105("meta", { property: "og:url", content: links.canonical }),
      image && /* @__PURE__ */ jsx105("meta", { property: "og:image", content: image }),
      seo.image && /* @__PURE__ */ jsx105("meta", { property: "og:image:width", content: String(seo.image.width) }),
      seo.image && /* @__PURE__ */ jsx105("meta", { property: "og:image:height", content: String(seo.image.height) }),
      seo.image && /* @__PURE__ */ jsx105("meta", { property: "og:image:alt", content: seo.image.alt }),
      /* @__PURE__ */ jsx105("meta", { name: "twitter:card", content: image ? "summary_large_image" : "summary" }),
      /* @__PURE__ */ jsx105("link", { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }),
      config2.stylesheets.map((href) => /* @__PURE__ */ jsx105("link", { rel: "stylesheet", href }, href)),
      /* @__PURE__ */ jsx105("noscript", { dangerouslySetInnerHTML: { __html: `<style>${noScriptCss}</style>` } }),
      config2.modulePreloads.map((href) => /* @__PURE__ */ jsx105("link", { rel: "modulepreload", href }, href)),
      /* @__PURE__ */ jsx105(JsonLdScript, { nodes: structuredData })
    ] }),
    /* @__PURE__ */ jsx105("body", { children: /* @__PURE__ */ jsx105(PageSeoContext, { value: { seo, breadcrumb }, children: children2 }) })
  ] });
}

// src/shared/app/error-page.tsx
init_link();
import { FormattedMessage as FormattedMessage76 } from "react-intl";
import { jsx as jsx106, jsxs as jsxs92 } from "react/jsx-runtime";
function ErrorPage({ status }) {
  const kind = status === 401 || status === 404 ? status : 500;
  return /* @__PURE__ */ jsxs92("section", { className: "error-page", "aria-labelledby": "error-heading", children: [
    /* @__PURE__ */ jsx106("p", { className: "error-page__status", children: status }),
    /* @__PURE__ */ jsx106("h1", { id: "error-heading", children: /* @__PURE__ */ jsx106(FormattedMessage76, { id: `error.${kind}.heading` }) }),
    /* @__PURE__ */ jsx106("p", { children: /* @__PURE__ */ jsx106(FormattedMessage76, { id: `error.${kind}.description` }) }),
    kind === 404 && /* @__PURE__ */ jsx106("p", { children: /* @__PURE__ */ jsx106(FormattedMessage76, { id: "error.404.searchHint" }) }),
    /* @__PURE__ */ jsx106("p", { children: /* @__PURE__ */ jsx106(Link, { to: { name: "home" }, className: "button", children: /* @__PURE__ */ jsx106(FormattedMessage76, { id: "error.backHome" }) }) })
  ] });
}

// src/shared/app/progress-bar.tsx
import { useEffect as useEffect17, useState as useState16 } from "react";
import { useIntl as useIntl58 } from "react-intl";
import { jsx as jsx107 } from "react/jsx-runtime";
var progressTiming = { throttleMs: 200, durationMs: 5e3, hideDelayMs: 500 };
function ProgressBar({ pending }) {
  const intl = useIntl58();
  const [phase, setPhase] = useState16("idle");
  useEffect17(() => {
    if (pending) {
      const show = setTimeout(() => setPhase("running"), progressTiming.throttleMs);
      return () => clearTimeout(show);
    }
    if (phase === "idle") return;
    setPhase("finishing");
    const hide = setTimeout(() => setPhase("idle"), progressTiming.hideDelayMs);
    return () => clearTimeout(hide);
  }, [pending]);
  return /* @__PURE__ */ jsx107(
    "div",
    {
      className: "progress-bar",
      "data-phase": phase,
      role: "progressbar",
      "aria-label": intl.formatMessage({ id: "a11y.loading" }),
      "aria-hidden": phase === "idle",
      style: { "--progress-duration": `${progressTiming.durationMs}ms` }
    }
  );
}

// src/shared/app/app.tsx
init_router_context();
import { jsx as jsx108, jsxs as jsxs93 } from "react/jsx-runtime";
function App({ context: context2, config: config2 }) {
  return /* @__PURE__ */ jsx108(RouterContext, { value: context2, children: /* @__PURE__ */ jsx108(AppDocument, { page: context2.page, pending: context2.pending, config: config2 }) });
}
function AppDocument({ page: page3, pending, config: config2 }) {
  const intl = useIntl59();
  const Layout = page3.match?.route.layout === "landing" ? LandingLayout : DefaultLayout;
  const View = page3.status === 200 ? page3.module?.default : void 0;
  return /* @__PURE__ */ jsxs93(Document, { config: config2, meta: pageMeta(page3, intl), children: [
    /* @__PURE__ */ jsx108(ProgressBar, { pending }),
    /* @__PURE__ */ jsx108(Layout, { children: View ? /* @__PURE__ */ jsx108(View, {}) : /* @__PURE__ */ jsx108(ErrorPage, { status: page3.status === 200 ? 500 : page3.status }) })
  ] });
}
function pageMeta(page3, intl) {
  if (page3.status !== 200 || !page3.module || !page3.match) {
    return { title: intl.formatMessage({ id: "error.title" }, { status: page3.status }), indexable: false };
  }
  return page3.module.meta({ data: page3.data, intl, match: page3.match });
}

// src/shared/app/app-root.tsx
import { jsx as jsx109 } from "react/jsx-runtime";
function AppRoot({ scope, context: context2, config: config2 }) {
  const locale = context2.page.match?.locale ?? context2.router.defaultLocale;
  return /* @__PURE__ */ jsx109(Provider, { value: scope, children: /* @__PURE__ */ jsx109(IntlProvider, { locale: locale.iso, defaultLocale: "en-GB", messages: messagesFor(locale.code), children: /* @__PURE__ */ jsx109(App, { context: context2, config: config2 }) }) });
}

// src/shared/app/hydration-state.ts
var hydrationStateGlobal = "__CATALOGUE_STATE__";

// src/shared/data/loader-data.ts
init_deferred();
function dehydrateLoaderData(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { value: data, deferred: false };
  const out = {};
  let deferred = false;
  for (const [key, value] of Object.entries(data)) {
    if (isDeferred(value)) {
      value.key = key;
      out[key] = { $deferred: key };
      deferred = true;
    } else {
      out[key] = value;
    }
  }
  return { value: out, deferred };
}

// src/server/render/page-handler.tsx
init_script_json();

// src/server/render/cache-policy.ts
import { createHash as createHash3 } from "node:crypto";
function cacheControlFor(page3) {
  if (page3.match?.route.guard) return "private, no-store";
  if (page3.status === 200) return "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
  if (page3.status === 404) return "public, max-age=0, s-maxage=30";
  return "no-store";
}
function varyFor(url) {
  return url === "/" ? "Accept, Accept-Language, Cookie" : "Accept";
}
function pageEtag(serializedState) {
  return `W/"${createHash3("sha1").update(serializedState).digest("base64url")}"`;
}
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || `W/${tag}` === etag;
  });
}

// src/server/render/crawler.ts
var crawlerPattern = /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|redditbot|applebot|yandex|baiduspider|duckduckbot|semrush|ahrefs/i;
function isCrawler(userAgent) {
  return userAgent !== void 0 && crawlerPattern.test(userAgent);
}

// src/server/render/page-request.ts
init_page_response();
init_model();
init_third_parties();
init_cookies();
import { allSettled, fork } from "effector";

// src/server/render/detect-locale.ts
function parseAcceptLanguage(header) {
  return header.split(",").slice(0, 20).map((part2, index) => {
    const [tag = "", ...parameters] = part2.trim().split(";");
    const q = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return { tag: tag.trim().toLowerCase(), quality: q === void 0 ? 1 : Number(q), index };
  }).filter((range) => range.tag !== "" && range.tag !== "*" && range.quality > 0).sort((a, b) => b.quality - a.quality || a.index - b.index);
}
function detectLocale(locales, storedChoice, acceptLanguage) {
  const byCode = (code) => locales.find((locale) => locale.code === code.toLowerCase());
  if (storedChoice) {
    const stored = byCode(storedChoice);
    if (stored) return stored;
  }
  for (const range of parseAcceptLanguage(acceptLanguage ?? "")) {
    const locale = byCode(range.tag) ?? byCode(range.tag.split("-", 1)[0]);
    if (locale) return locale;
  }
  return void 0;
}

// src/server/render/page-request.ts
async function resolvePage(request2, services) {
  const { router } = services;
  if (request2.pathname === "/") {
    const detected = detectLocale(router.locales, request2.cookies.get(localeCookie), request2.acceptLanguage);
    if (detected && !detected.default) {
      return { kind: "redirect", status: 302, location: router.buildPath({ name: "home" }, { locale: detected.code, target: "pro" }) };
    }
  }
  const match3 = router.match(request2.pathname);
  const locale = match3?.locale ?? router.defaultLocale;
  const target = match3?.target ?? "pro";
  if (match3?.route.index && match3.hasTargetSegment && match3.target === "pro") {
    return { kind: "redirect", status: 301, location: router.buildPath({ name: match3.name }, { locale: locale.code, target }) };
  }
  const token = request2.cookies.get(loginTokenCookie);
  if (match3?.route.guard && !token) {
    return { kind: "redirect", status: 302, location: router.buildPath({ name: "home" }, { locale: locale.code, target }) };
  }
  let site;
  try {
    site = await services.site();
  } catch (error) {
    services.onError(error);
  }
  const salesPlanId = site?.salesplan.find((plan) => plan.target === target)?.id;
  const data = services.dataClient({ salesPlanId, token, lang: locale.code });
  const scope = fork({ values: [[$api, data.client]] });
  const appReady = Promise.all([
    site ? allSettled(appStarted, { scope, params: { site, locale: locale.code, target, supportsWebp: request2.supportsWebp } }) : void 0,
    allSettled(thirdPartiesConfigured, { scope, params: services.thirdParties })
  ]);
  const settled = await settlePage(request2, services, match3, data.client, salesPlanId, site !== void 0);
  await appReady;
  if ("kind" in settled) return settled;
  const switchedTarget = site?.salesplan.find((plan) => plan.id === data.switchedPlanId())?.target;
  if (match3 && switchedTarget && settled.status === 200) {
    const location2 = router.buildPath({ name: match3.name, params: match3.params }, { locale: locale.code, target: switchedTarget });
    return { kind: "redirect", status: 302, location: location2 };
  }
  return { kind: "page", page: settled, scope };
}
async function settlePage(request2, services, match3, api, salesPlanId, siteKnown) {
  const failed2 = (status) => ({ url: request2.url, match: match3, status, module: void 0, data: void 0 });
  if (!match3) return failed2(404);
  if (!siteKnown || salesPlanId === void 0) return failed2(503);
  try {
    const module = await services.loadPageModule(match3.route.page);
    const data = module.loader ? await module.loader({ match: match3, api, salesPlanId, signal: request2.signal }) : void 0;
    return { url: request2.url, match: match3, status: 200, module, data };
  } catch (error) {
    if (error instanceof PageResponse) {
      if (error.isRedirect) return { kind: "redirect", status: error.status, location: error.location };
      return failed2(error.status);
    }
    services.onError(error);
    return failed2(500);
  }
}

// src/server/render/stream-document.ts
import { renderToPipeableStream } from "react-dom/server";
function streamDocument(res, element, options) {
  let settled = false;
  let aborted = false;
  const { pipe, abort } = renderToPipeableStream(element, {
    nonce: options.nonce,
    bootstrapScriptContent: options.bootstrapScriptContent,
    bootstrapModules: [...options.bootstrapModules],
    onShellReady() {
      if (!options.waitForAll) send();
    },
    onAllReady() {
      if (options.waitForAll) send();
    },
    onShellError(error) {
      options.onError(error);
      if (settled || res.headersSent) return;
      settled = true;
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.end(options.fallbackHtml());
    },
    onError(error) {
      if (!aborted) options.onError(error);
    }
  });
  const timer = setTimeout(() => {
    aborted = true;
    abort(new Error(`render still running after ${options.timeoutMs} ms`));
  }, options.timeoutMs);
  const stop = () => {
    clearTimeout(timer);
    if (!res.writableFinished) {
      aborted = true;
      abort();
    }
  };
  res.once("close", stop);
  function send() {
    if (settled) return;
    settled = true;
    res.statusCode = options.status;
    for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    pipe(res);
  }
}

// src/server/render/page-handler.tsx
import { jsx as jsx110 } from "react/jsx-runtime";
var noop = () => void 0;
function createPageHandler(options) {
  const { services, assets } = options;
  return async function handlePage(req, res) {
    const controller = new AbortController();
    res.once("close", () => controller.abort());
    const url = req.originalUrl;
    const outcome = await resolvePage(
      {
        url,
        pathname: url.split("?", 1)[0],
        cookies: parseCookies(req.headers.cookie),
        acceptLanguage: req.headers["accept-language"],
        supportsWebp: (req.headers.accept ?? "").includes("image/webp"),
        signal: controller.signal
      },
      services
    );
    const vary = varyFor(url);
    if (outcome.kind === "redirect") {
      res.status(outcome.status).set({ Location: outcome.location, "Cache-Control": "no-store", Vary: vary }).end();
      return;
    }
    const { page: page3, scope } = outcome;
    const config2 = {
      siteUrl: options.siteUrl,
      stylesheets: assets.stylesheets,
      modulePreloads: assets.modulePreloads(page3.match?.route.page)
    };
    const data = dehydrateLoaderData(page3.data);
    const state = { url: page3.url, status: page3.status, data: data.value, effector: serialize(scope), config: config2 };
    const stateJson = toScriptJson(state);
    const headers = { "Cache-Control": cacheControlFor(page3), Vary: vary };
    if (page3.status === 200 && !data.deferred && !page3.match?.route.guard) {
      headers.ETag = pageEtag(stateJson);
      if (matchesEtag(req.headers["if-none-match"], headers.ETag)) {
        res.removeHeader("Content-Security-Policy");
        res.status(304).set(headers).end();
        return;
      }
    }
    if (req.method === "HEAD") {
      res.status(page3.status).set(headers).setHeader("Content-Type", "text/html; charset=utf-8").end();
      return;
    }
    const element = (page4) => {
      const context2 = { router: services.router, page: page4, pending: false, navigate: noop };
      return /* @__PURE__ */ jsx110(AppRoot, { scope, context: context2, config: config2 });
    };
    streamDocument(res, element(page3), {
      status: page3.status,
      headers,
      nonce: res.locals.cspNonce,
      bootstrapScriptContent: `self.${hydrationStateGlobal}=${stateJson}`,
      bootstrapModules: [assets.entry],
      waitForAll: isCrawler(req.headers["user-agent"]),
      timeoutMs: options.renderTimeoutMs,
      fallbackHtml: () => {
        try {
          return `<!doctype html>${renderToString(element({ ...page3, status: 500, module: void 0, data: void 0 }))}`;
        } catch (error) {
          services.onError(error);
          return fallbackPageHtml(500);
        }
      },
      onError: services.onError
    });
  };
}

// src/server/seo/robots-txt.ts
var privatePaths = ["/results", "/choice-guide/", "/account", "/preview/", "/comparator", "/favorites"];
function robotsTxt(router, siteUrl) {
  const prefixes = router.locales.flatMap((locale) => {
    const localePrefix = locale.default ? "" : `/${locale.code}`;
    return [localePrefix, `${localePrefix}/${locale.targetSegments.pro}`, `${localePrefix}/${locale.targetSegments.part}`];
  });
  const disallowed = [
    "/api/",
    // A filter segment starts with two underscores (decisions §1); page segments (`_p__N`) stay crawlable.
    "/*/__",
    ...prefixes.flatMap((prefix) => privatePaths.map((path4) => `${prefix}${path4}`))
  ];
  return ["User-agent: *", ...disallowed.map((path4) => `Disallow: ${path4}`), "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

// src/server/seo/search-form.ts
var formPath = /^(.*)\/results\/?$/;
function searchFormRedirect(router, pathname, term) {
  const prefix = formPath.exec(pathname)?.[1];
  if (prefix === void 0) return void 0;
  const home = router.match(prefix || "/");
  if (!home?.route.index) return void 0;
  const context2 = { locale: home.locale.code, target: home.target };
  const text3 = typeof term === "string" ? term.trim() : "";
  if (text3 === "") return { status: 302, location: router.buildPath({ name: "home" }, context2) };
  try {
    return { status: 302, location: router.buildPath({ name: "results", params: { search: text3 } }, context2) };
  } catch {
    return { status: 400 };
  }
}

// src/server/seo/sitemap-xml.ts
init_sitemap_routes();

// src/server/seo/xml.ts
var xmlEntities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
function escapeXml(text3) {
  return text3.replace(/[&<>"']/g, (character) => xmlEntities[character]);
}

// src/server/seo/sitemap-xml.ts
function knownDate(date) {
  const time = Date.parse(date);
  return Number.isNaN(time) || time <= 0 ? void 0 : new Date(time).toISOString().slice(0, 10);
}
function sitemapUrls(site, entriesByPlan) {
  const urls = sitemapRouteNames.map((name) => ({ location: { name }, target: "pro", lastModified: void 0 }));
  const seen = /* @__PURE__ */ new Set();
  const plans = [...site.salesplan].sort((a, b) => a.target === b.target ? 0 : a.target === "pro" ? -1 : 1);
  for (const plan of plans) {
    for (const entry of entriesByPlan.get(plan.id) ?? []) {
      const key = `${entry.entity_type}:${entry.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const target = plan.target === "pro" && entry.target !== "part" ? "pro" : "part";
      urls.push({
        location: { name: entityRouteNames[entry.entity_type], params: { slug: entry.slug } },
        target,
        lastModified: knownDate(entry.updated_at)
      });
    }
  }
  return urls;
}
function sitemapXml(router, siteUrl, urls) {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
  ];
  for (const url of urls) {
    const href = (locale) => escapeXml(`${siteUrl}${router.buildPath(url.location, { locale, target: url.target })}`);
    lines.push("<url>", `<loc>${href(router.defaultLocale.code)}</loc>`);
    if (url.lastModified) lines.push(`<lastmod>${url.lastModified}</lastmod>`);
    for (const locale of router.locales) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(locale.iso)}" href="${href(locale.code)}"/>`);
    }
    lines.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${href(router.defaultLocale.code)}"/>`, "</url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

// src/server/seo/seo-handler.ts
var sitemapLifetimeMs = 10 * 60 * 1e3;
function createSeoHandler(services) {
  const { router, siteUrl } = services;
  const robots = robotsTxt(router, siteUrl);
  let cached;
  async function buildSitemap() {
    const site = await services.site();
    const lang = router.defaultLocale.code;
    const lists = await Promise.all(
      site.salesplan.map(async (plan) => {
        const client = services.dataClient({ lang, salesPlanId: plan.id, token: void 0 }).client;
        return [plan.id, await client.call("GET /url")];
      })
    );
    return sitemapXml(router, siteUrl, sitemapUrls(site, new Map(lists)));
  }
  async function currentSitemap() {
    if (cached && cached.until > Date.now()) return cached.body;
    const body = await buildSitemap();
    cached = { body, until: Date.now() + sitemapLifetimeMs };
    return body;
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/robots.txt") {
      res.status(200).type("text/plain").setHeader("Cache-Control", "public, max-age=86400").send(robots);
      return;
    }
    if (req.path === "/sitemap.xml") {
      currentSitemap().then(
        (body) => {
          res.status(200).type("application/xml").setHeader("Cache-Control", "public, max-age=3600").send(body);
        },
        (error) => {
          services.onError(error);
          res.status(503).setHeader("Retry-After", "60").setHeader("Cache-Control", "no-store").type("text/plain").send("Service Unavailable");
        }
      );
      return;
    }
    const redirect = searchFormRedirect(router, req.path, req.query.search);
    if (!redirect) return next();
    if (redirect.status === 400) {
      res.status(400).setHeader("Cache-Control", "no-store").type("text/plain").send("Bad Request");
      return;
    }
    res.status(302).setHeader("Cache-Control", "no-store").setHeader("Location", redirect.location).end();
  };
}

// src/server/site-server.ts
async function startSite(options) {
  const { config: config2 } = options;
  const log2 = options.log ?? ((line) => process.stdout.write(`${line}
`));
  const onError = (error) => log2(`error: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  const router = createRouter(options.routes ?? routes_default, options.locales ?? configuredLocales);
  const siteHosts = [new URL(config2.siteUrl).host, ...config2.canonicalHost ? [config2.canonicalHost] : [], ...config2.alternateHosts];
  const redirects = loadRedirectTable(config2.redirectsCsv, { siteHosts });
  const assets = loadAssetManifest(config2.clientDir);
  const embedded = config2.backofficeUrl ? void 0 : await startEmbeddedBackoffice(config2.dataDir, config2.backofficeAdminToken);
  const backofficeUrl = config2.backofficeUrl ?? embedded.url;
  const dataClients = createSiteDataClients({ baseUrl: backofficeUrl, timeoutMs: config2.backofficeTimeoutMs });
  const siteClient = dataClients.forRequest({ lang: router.defaultLocale.code, salesPlanId: void 0, token: void 0 }).client;
  const site = async () => {
    const [found] = await siteClient.call("GET /site", { query: { url: config2.siteUrl } });
    if (!found) throw new Error(`the back office knows no site for ${config2.siteUrl}`);
    return found;
  };
  const pages2 = createPageHandler({
    services: {
      router,
      loadPageModule: options.loadPageModule ?? loadPageModule,
      site,
      dataClient: (context2) => dataClients.forRequest(context2),
      thirdParties: config2.thirdParties,
      onError
    },
    assets,
    siteUrl: config2.siteUrl,
    renderTimeoutMs: config2.renderTimeoutMs
  });
  const app = createApp({
    thirdParties: config2.thirdParties,
    clientDir: config2.clientDir,
    trustProxy: config2.trustProxy,
    httpsSite: config2.siteUrl.startsWith("https:"),
    gateway: createApiGateway({
      backofficeUrl,
      timeoutMs: config2.backofficeTimeoutMs,
      limits: { jsonBytes: 1024 * 1024, uploadBytes: config2.uploadMaxBytes },
      validate: (endpoint2, body) => isFormEndpoint(endpoint2) ? validateFormBody(endpoint2, body) : void 0
    }),
    seo: createSeoHandler({ router, siteUrl: config2.siteUrl, site, dataClient: (context2) => dataClients.forRequest(context2), onError }),
    pages: (req, res, next) => pages2(req, res).catch(next),
    onError
  });
  const edge = createEdge({
    redirects,
    canonicalHost: config2.canonicalHost,
    alternateHosts: config2.alternateHosts,
    ipAllowList: config2.ipAllowList,
    trustProxy: config2.trustProxy,
    alwaysReachable: ["/healthz", "/readyz"]
  });
  const health = new HealthChecks({
    probeBackoffice: async () => {
      const response = await fetch(`${backofficeUrl}/site?url=${encodeURIComponent(config2.siteUrl)}`, { signal: AbortSignal.timeout(2e3) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the back office answered ${response.status}`);
    }
  });
  const inFlight = /* @__PURE__ */ new Set();
  const server = createServer2((req, res) => {
    if (config2.accessLog) logAccess(req, res, log2);
    if (health.draining) res.setHeader("Connection", "close");
    if (edge(req, res) || health.handle(req, res)) return;
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    app(req, res);
  });
  server.requestTimeout = 3e4;
  server.headersTimeout = 15e3;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config2.port, config2.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  let closing;
  return {
    url: `http://${host}:${address.port}`,
    server,
    backofficeUrl,
    close() {
      if (!closing) {
        for (const res of inFlight) closeConnectionAfter(res);
        closing = drain(server, health, config2).then(() => embedded?.close());
      }
      return closing;
    }
  };
}
function closeConnectionAfter(res) {
  if (!res.headersSent) res.setHeader("Connection", "close");
  else res.once("finish", () => res.socket?.end());
}
function drain(server, health, config2) {
  health.startDraining();
  const deadline = Math.max(config2.shutdownTimeoutMs - 1e3, config2.drainDelayMs);
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), deadline);
    setTimeout(() => {
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearInterval(idleSweep);
        clearTimeout(cut);
        resolve();
      });
    }, config2.drainDelayMs);
  });
}

// src/server/index.ts
var log = (line) => process.stdout.write(`${line}
`);
var config;
try {
  config = loadConfig();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}
`);
  process.exit(1);
}
process.on("uncaughtException", (error) => log(`uncaught exception: ${error.stack ?? error.message}`));
process.on("unhandledRejection", (reason) => log(`unhandled rejection: ${String(reason)}`));
if (config.workers > 1 && cluster2.isPrimary) {
  await runPrimary(config, log);
} else {
  await runSite(config);
}
async function runSite(config2) {
  try {
    const site = await startSite({ config: config2, log });
    if (cluster2.isWorker) {
      process.send?.({ kind: "listening", url: site.url });
    } else {
      log(`site listening on ${site.url}`);
      if (!config2.backofficeUrl) log(`embedded back office on ${site.backofficeUrl} (data in ${config2.dataDir})`);
    }
    const shutdown = (signal) => {
      if (!cluster2.isWorker) log(`${signal} received: draining`);
      const forced = setTimeout(() => {
        log("shutdown took too long: exiting");
        process.exit(1);
      }, config2.shutdownTimeoutMs);
      forced.unref();
      site.close().then(
        () => process.exit(0),
        (error) => {
          log(`shutdown failed: ${String(error)}`);
          process.exit(1);
        }
      );
    };
    process.once("SIGTERM", () => shutdown("SIGTERM"));
    process.once("SIGINT", () => shutdown("SIGINT"));
  } catch (error) {
    process.stderr.write(`the site could not start: ${error instanceof Error ? error.message : String(error)}
`);
    process.exit(1);
  }
}
//# sourceMappingURL=site.js.map
