import { createRequire as createRequireForBundledCommonJs } from 'node:module';
const require = createRequireForBundledCommonJs(import.meta.url);

// src/backoffice/main.ts
import { resolve } from "node:path";

// src/backoffice/server.ts
import { createServer } from "node:http";

// src/shared/api/contract.ts
var API_PREFIX = "/api/v1";
var DEFAULT_SITE_ID = 9;
var DEFAULT_LANG = "en";
var SEARCH_SUGGEST_MIN_LENGTH = 3;
var SEARCH_SUGGEST_ITEMS_PER_GROUP = 3;
var BARCODE_LENGTH = 14;
var NOT_AVAILABLE_IN_SALEPLAN = "not_available_in_this_saleplan";
function endpoint(method, path, options = {}) {
  return { method, path, auth: options.auth ?? "none", status: options.status ?? (method === "POST" ? 201 : 200) };
}
var customer = { auth: "customer" };
var answersOk = { status: 200 };
var contract = {
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

// src/backoffice/accounts/account-store.ts
import { createHash, randomBytes as randomBytes2 } from "node:crypto";

// src/backoffice/accounts/passwords.ts
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
var KEY_LENGTH = 32;
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

// src/backoffice/accounts/account-store.ts
var TOKEN_DAYS = 30;
function tokenHash(token) {
  return createHash("sha256").update(token).digest("hex");
}
function toCustomer(row) {
  const { site_id: _site, password_hash: _hash, ...customer2 } = row;
  return customer2;
}
var AccountStore = class {
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
  signup(siteId, fields, now) {
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
        now.toISOString()
      );
      return this.#session(Number(result.lastInsertRowid), now);
    })();
  }
  login(siteId, email2, password, now) {
    const row = this.#byEmail.get(siteId, email2);
    if (row === void 0 || !verifyPassword(password, row.password_hash)) return null;
    return this.#session(row.id, now);
  }
  customerForToken(siteId, token, now) {
    const row = this.#byToken.get(tokenHash(token), now.toISOString(), siteId);
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
  address(customerId, id) {
    return this.#address.get(customerId, id);
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
  deleteAddress(customerId, id) {
    return this.#db.prepare("DELETE FROM address WHERE id = ? AND customer_id = ?").run(id, customerId).changes > 0;
  }
  #session(customerId, now) {
    const token = randomBytes2(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + TOKEN_DAYS * 864e5).toISOString();
    this.#insertToken.run(tokenHash(token), customerId, expiresAt);
    return { token, expires_at: expiresAt, user: toCustomer(this.#byId.get(customerId)) };
  }
};

// src/backoffice/db/migrations/001-catalogue.ts
var catalogueSchema = {
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

// src/backoffice/db/migrations/002-content.ts
var contentSchema = {
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

// src/backoffice/db/migrations/003-commerce.ts
var commerceSchema = {
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

// src/backoffice/db/migrations/004-customer-siret-country.ts
var customerSiretAndCountry = {
  version: 4,
  name: "customer siret and country",
  sql: `
ALTER TABLE customer ADD COLUMN siret TEXT;
ALTER TABLE customer ADD COLUMN country_iso TEXT;
`
};

// src/backoffice/db/migrations/index.ts
var migrations = [catalogueSchema, contentSchema, commerceSchema, customerSiretAndCountry];

// src/backoffice/db/migrate.ts
function migrate(db, list2 = migrations) {
  const current = db.pragma("user_version", { simple: true });
  const applied = [];
  for (const migration of [...list2].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}

// src/backoffice/db/open-database.ts
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
var DATABASE_FILE = "backoffice.sqlite";
function openDatabase(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}

// src/backoffice/http/api-handler.ts
import { timingSafeEqual as timingSafeEqual2 } from "node:crypto";

// src/backoffice/http/http-error.ts
var HttpError = class extends Error {
  status;
  errors;
  constructor(status, errors) {
    super(`HTTP ${status}`);
    this.status = status;
    this.errors = errors;
  }
};
function notFound(what) {
  return new HttpError(404, { message: `${what} not found` });
}
function badRequest(field, message) {
  return new HttpError(400, { [field]: message });
}
function invalid(errors) {
  return new HttpError(422, errors);
}

// src/backoffice/http/json-body.ts
var DEFAULT_BODY_LIMIT = 1024 * 1024;
async function readJsonBody(request, limit) {
  const type = request.headers["content-type"] ?? "";
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > limit) throw new HttpError(413, { message: "Request body too large" });
  const chunks = [];
  let size = 0;
  for await (const chunk2 of request) {
    size += chunk2.length;
    if (size > limit) throw new HttpError(413, { message: "Request body too large" });
    chunks.push(chunk2);
  }
  if (size === 0) return {};
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, { message: "Send the body as application/json" });
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, { message: "The body is not valid JSON" });
  }
}

// src/shared/api/query-codec.ts
function decodeList(raw) {
  if (raw === null) return [];
  return raw.split(",").map((part2) => part2.trim()).filter((part2) => part2 !== "");
}

// src/backoffice/http/query-reader.ts
var QueryReader = class {
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

// src/backoffice/http/router.ts
var Router = class {
  #routes = [];
  add(method, path, value) {
    this.#routes.push({ method, segments: path.split("/").filter(Boolean), value });
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

// src/backoffice/http/api-handler.ts
var BODY_LIMITS = { "POST /application": 8 * 1024 * 1024 };
function createApiHandler(services, accounts, handlers) {
  const router = new Router();
  for (const name of Object.keys(contract)) {
    const endpoint2 = contract[name];
    router.add(endpoint2.method, endpoint2.path, { name, handler: handlers[name] });
  }
  function bearer(request) {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? null;
  }
  function isAdmin(token) {
    if (services.adminToken === null || token === null) return false;
    const expected = Buffer.from(services.adminToken);
    const actual = Buffer.from(token);
    return actual.length === expected.length && timingSafeEqual2(actual, expected);
  }
  return async function handleApi(request, response, path, search) {
    const match = router.match(request.method ?? "GET", path);
    if (match === null) throw new HttpError(404, { message: "Unknown endpoint" });
    if ("allowed" in match) {
      response.setHeader("allow", match.allowed.join(", "));
      throw new HttpError(405, { message: "Method not allowed" });
    }
    const { name, handler } = match.value;
    const endpoint2 = contract[name];
    const query = new QueryReader(new URLSearchParams(search));
    const scope = services.sites.resolve(query);
    const token = bearer(request);
    let customer2 = null;
    if (endpoint2.auth === "customer") {
      customer2 = token === null ? null : accounts.customerForToken(scope.site.id, token, services.now());
      if (customer2 === null) throw new HttpError(401, { message: "Please log in" });
    } else if (endpoint2.auth === "admin" && !isAdmin(token)) {
      throw new HttpError(401, { message: "Admin token required" });
    }
    const body = endpoint2.method === "POST" || endpoint2.method === "PUT" ? await readJsonBody(request, BODY_LIMITS[name] ?? DEFAULT_BODY_LIMIT) : {};
    const started = performance.now();
    const data = await handler({ params: match.params, query, body, scope, customer: customer2 });
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

// src/backoffice/media/media-handler.ts
import { mkdirSync as mkdirSync2, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join as join2 } from "node:path";

// src/backoffice/media/pdf.ts
var A4 = { width: 595, height: 842 };
var replacements = { "\u2019": "'", "\u2018": "'", "\u201C": '"', "\u201D": '"', "\u2013": "-", "\u2014": "-", "\u2026": "...", "\u2264": "<=", "\u2265": ">=" };
function encodeText(text2) {
  const latin1 = [...text2].map((char) => replacements[char] ?? (char.charCodeAt(0) <= 255 ? char : "?")).join("");
  return latin1.replace(/[\\()]/g, (char) => `\\${char}`);
}
function color([r, g, b]) {
  return `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;
}
var PdfPage = class {
  #operations = [];
  text(x, y, text2, options = {}) {
    const font = options.bold ? "F2" : "F1";
    this.#operations.push(`BT ${color(options.color ?? [30, 30, 30])} rg /${font} ${options.size ?? 10} Tf ${x} ${A4.height - y} Td (${encodeText(text2)}) Tj ET`);
  }
  rect(x, y, width, height, fill) {
    this.#operations.push(`${color(fill)} rg ${x} ${A4.height - y - height} ${width} ${height} re f`);
  }
  content() {
    return this.#operations.join("\n");
  }
};
function wrap(text2, size, width) {
  const perLine = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines = [];
  let line = "";
  for (const word of text2.split(/\s+/)) {
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

// src/backoffice/media/documents.ts
var MARGIN = 50;
var WIDTH = 495;
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
function genericDocument(kind, slug) {
  const title = slug.replace(/^sds-/, "Safety data sheet: ").replace(/-/g, " ").replace(/^\w/, (char) => char.toUpperCase());
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

// src/backoffice/media/drawings.ts
import { createHash as createHash2 } from "node:crypto";

// src/backoffice/media/raster.ts
function hexColor(hex, alpha = 255) {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [value >> 16 & 255, value >> 8 & 255, value & 255, alpha];
}
function mix(a, b, ratio) {
  const at = (index) => Math.round(a[index] + (b[index] - a[index]) * ratio);
  return [at(0), at(1), at(2), at(3)];
}
var Raster = class {
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

// src/backoffice/media/drawings.ts
var WHITE = [255, 255, 255, 255];
var INK = [40, 48, 60, 255];
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
var pictoShapes = {
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
var PICTO_CODES = Object.keys(pictoShapes);
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

// src/backoffice/media/media-catalog.ts
var MEDIA_PATH = /\/media\/([a-z0-9][a-z0-9/._-]*)/g;
function referencedMedia(db) {
  const paths = /* @__PURE__ */ new Set();
  const collect = (text2) => {
    for (const match of text2.matchAll(MEDIA_PATH)) paths.add(match[1]);
  };
  for (const sql of ["SELECT body FROM content", "SELECT items FROM menu", "SELECT medias FROM product"]) {
    for (const text2 of db.prepare(sql).pluck().all()) collect(text2);
  }
  for (const slug of db.prepare("SELECT slug FROM category").pluck().all()) {
    paths.add(`visual/category-${slug}.png`);
    paths.add(`visual/category-${slug}.webp`);
  }
  for (const path of [...paths]) {
    if (path.endsWith(".png")) paths.add(path.replace(/\.png$/, ".webp"));
    if (path.endsWith(".webp")) paths.add(path.replace(/\.webp$/, ".png"));
  }
  return paths;
}

// src/backoffice/media/png.ts
import { crc32, deflateSync } from "node:zlib";
var SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
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

// src/backoffice/media/bit-writer.ts
var BitWriter = class {
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

// src/backoffice/media/webp.ts
var GREEN_ALPHABET = 256 + 24;
var DISTANCE_ALPHABET = 40;
var MAX_COPY = 4096;
var MIN_COPY = 3;
var ABOVE = 1;
var LEFT = 2;
var CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
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

// src/backoffice/media/media-handler.ts
var CONTENT_TYPES = { png: "image/png", webp: "image/webp", pdf: "application/pdf" };
var PICTO_SIZE = 64;
var VISUAL = { width: 370, height: 300 };
function createMediaHandler(services) {
  const known = referencedMedia(services.db);
  const root = join2(services.dataDir, "media");
  function image(raster, extension) {
    return extension === "webp" ? encodeWebpLossless(raster) : encodePng(raster);
  }
  function generate(path) {
    const [kind, ...rest] = path.split("/");
    const file = rest.join("/");
    const extension = file.slice(file.lastIndexOf(".") + 1);
    const name = file.slice(0, file.lastIndexOf("."));
    switch (kind) {
      case "product": {
        const [slug, size] = name.split("/");
        const product = services.products.sheet(slug ?? "");
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
  function load(path) {
    const file = join2(root, path);
    try {
      return readFileSync(file);
    } catch {
      const content = generate(path);
      if (content === null) return null;
      mkdirSync2(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, content);
      renameSync(temporary, file);
      return content;
    }
  }
  return async function handleMedia(request, response, path) {
    if (request.method !== "GET" && request.method !== "HEAD") throw new HttpError(405, { message: "Method not allowed" });
    const type = CONTENT_TYPES[path.slice(path.lastIndexOf(".") + 1)];
    const content = known.has(path) && type !== void 0 ? load(path) : null;
    if (content === null) throw new HttpError(404, { message: "Media not found" });
    response.statusCode = 200;
    response.setHeader("content-type", type);
    response.setHeader("content-length", content.length);
    response.setHeader("cache-control", "public, max-age=86400");
    response.end(request.method === "HEAD" ? void 0 : content);
  };
}

// src/backoffice/commerce/cart-store.ts
import { randomBytes as randomBytes3 } from "node:crypto";
var CART_VALIDITY_DAYS = 3;
var MAX_QUANTITY = 999;
function round(value) {
  return Math.round(value * 100) / 100;
}
var CartStore = class {
  #db;
  #products;
  #sites;
  constructor(db, products2, sites2) {
    this.#db = db;
    this.#products = products2;
    this.#sites = sites2;
  }
  /** Adds quantities to the cart named by `token`, or to a new cart when it is absent or expired. */
  add(siteId, plan, token, list2, now) {
    return this.#db.transaction(() => {
      const existing = token === void 0 ? void 0 : this.#find(siteId, token, now);
      const row = existing ?? this.#create(siteId, plan, now);
      const cartPlan = this.#sites.planById(row.sales_plan_id).plan;
      const errors = {};
      list2.forEach((line, index) => {
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
      for (const line of list2) upsert.run({ token: row.token, item: line.element_id, quantity: line.quantity });
      return this.#touch(row, now);
    })();
  }
  get(siteId, token, now) {
    const row = this.#require(siteId, token, now);
    return this.#session(this.price(row));
  }
  removeItem(siteId, token, itemId, now) {
    return this.#db.transaction(() => {
      const row = this.#require(siteId, token, now);
      const removed = this.#db.prepare("DELETE FROM cart_line WHERE cart_token = ? AND item_id = ?").run(token, itemId).changes;
      if (removed === 0) throw notFound("Cart line");
      return this.#touch(row, now);
    })();
  }
  applyDiscount(siteId, token, code, now) {
    return this.#db.transaction(() => {
      const row = this.#require(siteId, token, now);
      const plan = this.#sites.planById(row.sales_plan_id).plan;
      const discount = this.#discount(siteId, code);
      if (discount === void 0 || discount.target !== null && discount.target !== plan.target) {
        throw invalid({ code: "This discount code is not valid." });
      }
      this.#db.prepare("UPDATE cart SET discount_code = ? WHERE token = ?").run(discount.code, token);
      return this.#touch({ ...row, discount_code: discount.code }, now);
    })();
  }
  removeDiscount(siteId, token, now) {
    return this.#db.transaction(() => {
      const row = this.#require(siteId, token, now);
      this.#db.prepare("UPDATE cart SET discount_code = NULL WHERE token = ?").run(token);
      return this.#touch({ ...row, discount_code: null }, now);
    })();
  }
  /** Marks the cart as ordered: its token no longer answers. */
  close(token) {
    this.#db.prepare("UPDATE cart SET ordered = 1 WHERE token = ?").run(token);
  }
  priced(siteId, token, now) {
    return this.price(this.#require(siteId, token, now));
  }
  price(row) {
    const plan = this.#sites.planById(row.sales_plan_id).plan;
    const rows2 = this.#db.prepare("SELECT item_id, quantity FROM cart_line WHERE cart_token = ? ORDER BY position").all(row.token);
    const list2 = [];
    let weightKg = 0;
    let net = 0;
    for (const line of rows2) {
      const item = this.#products.pricedItem(plan, line.item_id);
      if (item === void 0) continue;
      net += item.price * line.quantity;
      weightKg += item.pack_size * line.quantity;
      list2.push({
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
    const ttc = round(list2.reduce((sum, line) => sum + line.total_with_tax, 0));
    const discounts2 = {};
    let discountAmount = 0;
    const discount = row.discount_code === null ? void 0 : this.#discount(row.site_id, row.discount_code);
    if (discount !== void 0 && list2.length > 0) {
      if (discount.amount > 0) {
        discountAmount = round(Math.min(ttc, discount.unit === "%" ? ttc * discount.amount / 100 : discount.amount));
        discounts2.cart_discount = { description: discount.description, amount: discount.amount, unit: discount.unit, code: discount.code };
      }
      const free = discount.free_item_id === null ? void 0 : this.#products.pricedItem(plan, discount.free_item_id);
      if (free !== void 0) {
        discounts2.free_product = { description: discount.description, code: discount.code };
        list2.push({
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
      cart: { list: list2, amount: { ttc, tax: round(ttc - net) }, discounted_amount: round(ttc - discountAmount), discounts: discounts2 }
    };
  }
  #discount(siteId, code) {
    return this.#db.prepare("SELECT * FROM discount WHERE site_id = ? AND code = ?").get(siteId, code.trim());
  }
  #find(siteId, token, now) {
    return this.#db.prepare("SELECT token, site_id, sales_plan_id, discount_code, expires_at FROM cart WHERE token = ? AND site_id = ? AND ordered = 0 AND expires_at > ?").get(token, siteId, now.toISOString());
  }
  #require(siteId, token, now) {
    const row = this.#find(siteId, token, now);
    if (row === void 0) throw notFound("Cart");
    return row;
  }
  #create(siteId, plan, now) {
    const row = { token: randomBytes3(24).toString("base64url"), site_id: siteId, sales_plan_id: plan.id, discount_code: null, expires_at: this.#expiry(now) };
    this.#db.prepare("INSERT INTO cart (token, site_id, sales_plan_id, expires_at) VALUES (@token, @site_id, @sales_plan_id, @expires_at)").run(row);
    return row;
  }
  #touch(row, now) {
    const expiresAt = this.#expiry(now);
    this.#db.prepare("UPDATE cart SET expires_at = ? WHERE token = ?").run(expiresAt, row.token);
    return this.#session(this.price({ ...row, expires_at: expiresAt }));
  }
  #expiry(now) {
    return new Date(now.getTime() + CART_VALIDITY_DAYS * 864e5).toISOString();
  }
  #session(priced) {
    return { token: priced.row.token, token_validity: priced.row.expires_at, cart: priced.cart };
  }
};

// src/backoffice/commerce/order-store.ts
var ORDER_COLUMNS = `o.*, (SELECT coalesce(sum(quantity), 0) FROM order_line WHERE order_id = o.id) AS items_count`;
var OrderStore = class {
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
    const id = Number(result.lastInsertRowid);
    this.#db.prepare("UPDATE customer_order SET number = ? WHERE id = ?").run(`WEB-${String(id).padStart(6, "0")}`, id);
    const line = this.#db.prepare(
      "INSERT INTO order_line (order_id, item_id, product_id, name, reference, quantity, price_with_tax) VALUES (?, ?, ?, ?, ?, ?, ?)"
    );
    for (const entry of cart.list) line.run(id, entry.element_id, entry.product_id, entry.name, entry.reference, entry.quantity, entry.price_with_tax);
    return id;
  }
  list(customerId) {
    const rows2 = this.#db.prepare(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE customer_id = ? ORDER BY id DESC`).all(customerId);
    return rows2.map((row) => this.#summary(row));
  }
  get(customerId, id) {
    const row = this.#db.prepare(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE customer_id = ? AND id = ?`).get(customerId, id);
    if (row === void 0) return void 0;
    const lines = this.#db.prepare("SELECT id, item_id AS element_id, product_id, name, reference, quantity, price_with_tax FROM order_line WHERE order_id = ? ORDER BY id").all(id);
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

// src/backoffice/forms/submission-store.ts
var SubmissionStore = class {
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
  add(siteId, resource, body, now) {
    const createdAt = now.toISOString();
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

// src/shared/validation/messages.ts
var EMAIL_MESSAGE = "Please enter your E-Mail address.";
var PHONE_MESSAGE = "Please enter your phone number.";
var SIRET_MESSAGE = "The SIRET number is invalid.";
var ZIPCODE_MESSAGE = "Please enter a 5-digit zip code.";
var PASSWORD_CONFIRMATION_MESSAGE = "This field must be identical to the Password field";
var FILE_TOO_HEAVY_MESSAGE = "File too heavy";
var MISSING_CREDENTIALS_MESSAGE = "Please enter your email and password";
var DATE_MESSAGE = "Please enter a date as YYYY-MM-DD.";
var UNREADABLE_FORM_MESSAGE = "The form could not be read.";
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
var DELIVERY_METHOD_MESSAGE = "Please choose a delivery method.";
var DELIVERY_ADDRESS_MESSAGE = "Please select a delivery address.";
var BILLING_ADDRESS_MESSAGE = "Please select a billing address.";
var PAYMENT_METHOD_MESSAGE = "Please select a payment method.";
var SALE_CONDITIONS_MESSAGE = "You must accept the general conditions of sale.";

// src/shared/validation/validators.ts
var MAX_EMAIL_LENGTH = 254;
var MAX_EMAIL_LOCAL_LENGTH = 64;
var EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
var TOP_LEVEL_DOMAIN = /\.[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;
function validateEmail(value) {
  const address = value.trim();
  if (address.length > MAX_EMAIL_LENGTH || !EMAIL.test(address) || !TOP_LEVEL_DOMAIN.test(address)) return EMAIL_MESSAGE;
  const local = address.slice(0, address.lastIndexOf("@"));
  if (local.length > MAX_EMAIL_LOCAL_LENGTH || local.startsWith(".") || local.endsWith(".") || local.includes("..")) return EMAIL_MESSAGE;
  return void 0;
}
var FRENCH_PHONE = /^(?:\+33|0033|0)[ \u00A0\u202F.-]?[1-9](?:[ \u00A0\u202F.-]?\d{2}){4}$/;
function validatePhone(value) {
  return FRENCH_PHONE.test(value.trim()) ? void 0 : PHONE_MESSAGE;
}
var SIRET = /^\d{14}$/;
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
var ZIPCODE = /^\d{5}$/;
function validateZipcode(value) {
  return ZIPCODE.test(value.trim()) ? void 0 : ZIPCODE_MESSAGE;
}
function validatePasswordConfirmation(confirmation, password) {
  return confirmation === password ? void 0 : PASSWORD_CONFIRMATION_MESSAGE;
}
function validateFileSize(sizeBytes, maxBytes) {
  return sizeBytes <= maxBytes ? void 0 : FILE_TOO_HEAVY_MESSAGE;
}

// src/shared/validation/schema.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function ownValue(record, key) {
  const descriptor = Object.getOwnPropertyDescriptor(record, key);
  return descriptor !== void 0 && "value" in descriptor ? descriptor.value : void 0;
}
function childPath(path, key) {
  return path === "" ? key : `${path}.${key}`;
}
function readObject(schema, record, path, report) {
  const value = /* @__PURE__ */ Object.create(null);
  for (const key of Object.keys(schema.fields)) {
    const rule2 = schema.fields[key];
    const raw = ownValue(record, key);
    const at = childPath(path, key);
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
var SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
var MULTILINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
function text(options) {
  const controls = options.multiline ? MULTILINE_CONTROLS : SINGLE_LINE_CONTROLS;
  return rule(options, (raw, path, report) => {
    if (typeof raw !== "string") return void report(path, invalidMessage(options.label));
    const value = options.trim === false ? raw : raw.trim();
    if (value.length > options.max) return void report(path, tooLongMessage(options.label, options.max));
    if (controls.test(value)) return void report(path, invalidMessage(options.label));
    const message = options.check?.(value);
    if (message !== void 0) return void report(path, message);
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
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDate(value) {
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
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
  return rule(options, (value, path, report) => {
    const raw = fromFormText(value);
    if (typeof raw !== "number" || !Number.isSafeInteger(raw) || raw > (options.max ?? Number.MAX_SAFE_INTEGER)) {
      return void report(path, invalidMessage(options.label));
    }
    const message = validateMinValue(raw, options.label, options.min ?? 1);
    if (message !== void 0) return void report(path, message);
    return raw;
  });
}
function accepted(options) {
  const presence = { ...options, required: true };
  const missing = options.missing ?? requiredMessage(options.label);
  return rule(presence, (raw, path, report) => raw === true || raw === "on" || raw === "true" ? true : void report(path, missing));
}
function oneOf(values, options) {
  const invalid2 = options.invalid ?? options.missing ?? invalidMessage(options.label);
  return rule(options, (raw, path, report) => values.includes(raw) ? raw : void report(path, invalid2));
}
function list(item, options) {
  return rule(options, (raw, path, report) => {
    if (!Array.isArray(raw)) return void report(path, invalidMessage(options.label));
    if (raw.length > options.max) return void report(path, options.tooMany);
    const values = [];
    let failed = false;
    const reportItem = (at, message) => {
      failed = true;
      report(at, message);
    };
    for (let index = 0; index < raw.length; index += 1) {
      const element = raw[index];
      const at = `${path}.${index}`;
      if (isBlank(element) && element !== false) reportItem(at, item.missing);
      else {
        const value = item.read(element, at, reportItem);
        if (value !== void 0) values.push(value);
      }
    }
    return failed ? void 0 : values;
  });
}
function object(schema, options) {
  return rule(options, (raw, path, report) => {
    if (!isRecord(raw)) return void report(path, invalidMessage(options.label));
    let failed = false;
    const value = readObject(schema, raw, path, (at, message) => {
      failed = true;
      report(at, message);
    });
    return failed ? void 0 : value;
  });
}
var BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
var MAX_FILENAME_LENGTH = 255;
function base64DecodedSize(base64) {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return base64.length / 4 * 3 - padding;
}
function upload(options) {
  return rule(options, (raw, path, report) => {
    if (!isRecord(raw)) return void report(path, options.wrongType);
    const filename = Object.getOwnPropertyDescriptor(raw, "filename")?.value;
    const contentType = Object.getOwnPropertyDescriptor(raw, "content_type")?.value;
    const content = Object.getOwnPropertyDescriptor(raw, "content_base64")?.value;
    if (typeof filename !== "string" || filename.trim() === "" || filename.length > MAX_FILENAME_LENGTH || SINGLE_LINE_CONTROLS.test(filename)) {
      return void report(path, invalidMessage(options.label));
    }
    if (typeof contentType !== "string" || !options.contentTypes.includes(contentType)) return void report(path, options.wrongType);
    if (typeof content !== "string" || content.length % 4 !== 0) return void report(path, invalidMessage(options.label));
    const tooHeavy = validateFileSize(base64DecodedSize(content), options.maxBytes);
    if (tooHeavy !== void 0) return void report(path, tooHeavy);
    if (!BASE64.test(content)) return void report(path, invalidMessage(options.label));
    return { filename: filename.trim(), content_type: contentType, content_base64: content };
  });
}

// src/shared/validation/common-passwords.ts
var COMMON_PASSWORD_CORES = /* @__PURE__ */ new Set([
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

// src/shared/validation/password-strength.ts
var MIN_PASSWORD_LENGTH = 8;
var MIN_DISTINCT_CHARACTERS = 5;
var PASSWORD_TOO_SHORT_MESSAGE = `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
var PASSWORD_TOO_EASY_MESSAGE = "This password is too easy to guess.";
var RUNS = ["abcdefghijklmnopqrstuvwxyz", "01234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "azertyuiop", "qsdfghjklm", "wxcvbn", "qwertzuiop"];
var REVERSED_RUNS = RUNS.map((run) => [...run].reverse().join(""));
var MIN_RUN = 4;
var LOOK_ALIKES = Object.assign(/* @__PURE__ */ Object.create(null), {
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
function isRun(text2) {
  return text2.length >= MIN_RUN && [...RUNS, ...REVERSED_RUNS].some((run) => run.includes(text2));
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

// src/shared/validation/form-schemas.ts
var MAX_CV_BYTES = 5 * 1024 * 1024;
var CV_CONTENT_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
];
var MAX_TRAINING_PARTICIPANTS = 5;
var MAX_LIST_LENGTH = 100;
var NAME_LENGTH = 100;
var COMPANY_LENGTH = 200;
var PASSWORD_LENGTH = 200;
var MESSAGE_LENGTH = 5e3;
var civility = text({ label: "civility", max: 20 });
var firstname = text({ label: "first name", max: NAME_LENGTH, required: true });
var lastname = text({ label: "last name", max: NAME_LENGTH, required: true });
var requiredEmail = email({ required: true });
var requiredPhone = phone({ required: true });
var optionalPhone = phone({});
var requiredCompany = text({ label: "company name", max: COMPANY_LENGTH, required: true });
var optionalCompany = text({ label: "company name", max: COMPANY_LENGTH });
var requiredMessageText = text({ label: "message", max: MESSAGE_LENGTH, multiline: true, required: true });
var jobFunction = text({ label: "function", max: 200 });
var cartToken = text({ label: "cart", max: 100, required: true });
var countryIsoShape = {
  label: "country",
  max: 2,
  check: (value) => /^[A-Za-z]{2}$/.test(value) ? void 0 : invalidMessage("country"),
  normalize: (value) => value.toUpperCase()
};
var countryIso = text({ ...countryIsoShape, required: true });
var addressFields = {
  label: text({ label: "address label", max: NAME_LENGTH, required: true }),
  firstname,
  lastname,
  address: text({ label: "address", max: 300, multiline: true, required: true }),
  zipcode: zipcode({ required: true }),
  city: text({ label: "city", max: NAME_LENGTH, required: true }),
  country_iso: countryIso,
  phone: phone({ nullable: true })
};
var participant = object(
  { fields: { firstname, lastname, function: jobFunction } },
  { label: "participant" }
);
var cartLine = object(
  {
    fields: {
      element_id: integer({ label: "product", required: true }),
      element_type: oneOf(["product"], { label: "element type", required: true }),
      quantity: integer({ label: "quantity", required: true })
    }
  },
  { label: "product" }
);
var formSchemas = {
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
function isFormEndpoint(name) {
  return Object.hasOwn(formSchemas, name);
}
function readFormBody(endpoint2, body) {
  if (!isFormEndpoint(endpoint2)) throw new TypeError(`${String(endpoint2)} takes no form body`);
  const errors = /* @__PURE__ */ Object.create(null);
  const report = (path, message) => {
    errors[path] ??= message;
  };
  const unreadable = () => ({ value: /* @__PURE__ */ Object.create(null), errors: Object.assign(/* @__PURE__ */ Object.create(null), { body: UNREADABLE_FORM_MESSAGE }) });
  try {
    if (!isRecord(body)) return unreadable();
    return { value: readObject(formSchemas[endpoint2], body, "", report), errors };
  } catch {
    return unreadable();
  }
}

// src/backoffice/http/body-reader.ts
var BodyReader = class {
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
      const id = query.requiredInt("id", { min: 1 });
      if (!accounts.deleteAddress(customer2.id, id)) throw notFound("Address");
      return { id };
    }
  };
}

// src/backoffice/routes/admin-routes.ts
function adminRoutes(submissions) {
  return {
    "GET /admin/submissions": ({ query }) => {
      const { perPage, offset } = query.paging(50, 500);
      return submissions.list(query.string("resource"), { limit: perPage, offset });
    }
  };
}

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

// src/backoffice/http/scope.ts
var SiteDirectory = class {
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
  byId(id) {
    return this.#sites.get(id);
  }
  /**
   * The site serving a forwarded host. An unknown host (a demo on any machine name) gets the
   * default site, so the site always boots.
   */
  byUrl(url) {
    const host = hostOf(url);
    const id = (host === null ? void 0 : this.#hosts.get(host) ?? this.#hosts.get(host.replace(/:\d+$/, ""))) ?? this.#defaultSiteId;
    return this.#sites.get(id);
  }
  planById(id) {
    for (const site of this.#sites.values()) {
      const plan = site.salesplan.find((candidate) => candidate.id === id);
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

// src/backoffice/routes/cart-routes.ts
function cartRoutes(services, carts, orders, accounts) {
  return {
    "POST /cart": ({ body, scope }) => {
      const { cart_token: token, list: list2 } = new BodyReader("POST /cart", body).done();
      return carts.add(scope.site.id, requirePlan(scope), token, list2, services.now());
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
        const id = form.get(field);
        const address = id === void 0 ? void 0 : accounts.address(customer2.id, id);
        if (id !== void 0 && address === void 0) form.error(field, message);
        return address;
      };
      const shippingAddress = owned("shipping_address_id", DELIVERY_ADDRESS_MESSAGE);
      const billingAddress = owned("billing_address_id", BILLING_ADDRESS_MESSAGE);
      const { cart_token: token, carrier, payment } = form.done();
      const now = services.now();
      return services.db.transaction(() => {
        const priced = carts.priced(scope.site.id, token, now);
        if (priced.cart.list.length === 0) throw invalid({ cart_token: "The cart is empty." });
        const costs = shippingCosts(services.db, scope.site.id, priced);
        const shippingCost = Object.hasOwn(costs, carrier) ? costs[carrier] : void 0;
        if (shippingCost === void 0) throw invalid({ carrier: DELIVERY_METHOD_MESSAGE });
        const id = orders.create({
          customerId: customer2.id,
          siteId: scope.site.id,
          priced,
          carrier,
          shippingCost,
          payment,
          shippingAddress,
          billingAddress,
          now
        });
        carts.close(token);
        return orders.get(customer2.id, id);
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

// src/backoffice/content/geo.ts
var EARTH_RADIUS_KM = 6371;
function distanceKm(lat1, lng1, lat2, lng2) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

// src/backoffice/routes/content-routes.ts
var PAGE_TYPES = ["cms", "actualite", "job", "advice"];
function listOf(items) {
  return { items, total: items.length };
}
function foldText(text2) {
  return text2.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
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
      const text2 = foldText(query.string("text") ?? "");
      return listOf(
        all("city", scope, country === void 0 ? void 0 : [country]).filter((city) => foldText(city.name).startsWith(text2))
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

// src/backoffice/forms/training-sessions.ts
var REGISTRATION_CLOSES_DAYS_BEFORE = 15;
var DAY_MS = 864e5;
function trainingSessions(content, submissions, siteId, now) {
  const registrations = submissions.bodies(siteId, "training-inscription");
  return content.list("training", { siteId }).items.map((training) => {
    const closes = new Date(new Date(training.starts_at).getTime() - REGISTRATION_CLOSES_DAYS_BEFORE * DAY_MS);
    const registered = registrations.filter((registration) => registration.training_id === training.id).reduce((sum, registration) => sum + registration.participants.length, 0);
    const seatsLeft = Math.max(0, training.capacity - registered);
    return { ...training, registration_closes_at: closes.toISOString(), open: now < closes && seatsLeft > 0, seats_left: seatsLeft };
  });
}

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
      const now = services.now();
      if (landingId !== void 0 && (landing === void 0 || !landing.is_contest)) form.error("landing_id", "This contest does not exist.");
      else if (landing !== void 0 && (now < new Date(landing.starts_at) || now > new Date(landing.ends_at))) form.error("landing_id", "This contest is closed.");
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
function productFacets(services, context, criteria) {
  const result = {};
  for (const definition of services.caracteristics.filterable()) {
    const ids = services.products.matchingIds(context, criteria, definition.technicalName);
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
    data: services.products.priceRange(context, services.products.matchingIds(context, withoutPrice))
  };
  return result;
}
function choiceGuide(services, context, chosen) {
  const result = {};
  const previous = {};
  services.settings.values(context.siteId, `choice_guide_${context.plan.target}`).forEach((technicalName, position) => {
    const definition = services.caracteristics.get(technicalName);
    if (definition === void 0) return;
    const ids = services.products.matchingIds(context, { caracteristics: previous });
    result[technicalName] = { technical_name: technicalName, label: definition.label, type: "choice", position, data: optionsOf(services, technicalName, ids) };
    const answer = chosen[technicalName];
    if (answer !== void 0 && answer.length > 0) previous[technicalName] = answer;
  });
  return result;
}

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

// src/backoffice/routes/product-routes.ts
var ORDERS = ["position", "name_asc", "name_desc", "price_asc", "price_desc", "newest"];
var DEFAULT_PER_PAGE = 12;
function productRoutes(services) {
  return {
    "GET /product": ({ query, scope }) => {
      const context = { siteId: scope.site.id, plan: requirePlan(scope) };
      const criteria = readCriteria(query, services);
      criteria.promoted = query.flag("promoted");
      const ids = query.list("ids");
      if (ids.length > 0) {
        if (!ids.every((id) => /^\d+$/.test(id))) throw badRequest("ids", "The ids param lists numeric product ids");
        criteria.ids = ids.map(Number);
      }
      const { page: page3, perPage, offset } = query.paging(DEFAULT_PER_PAGE);
      const order = query.oneOf("orderBy", ORDERS) ?? "position";
      const found = services.products.search(context, criteria, order, { offset, limit: perPage });
      return { items: services.products.summaries(context, found.ids), total: found.total, page: page3, perPage };
    },
    "GET /product/:id": ({ params, scope }) => services.products.detail({ siteId: scope.site.id, plan: requirePlan(scope) }, params.id),
    "GET /product/scan/:code": ({ params, scope }) => {
      const code = params.code.trim();
      if (!/^\d{1,14}$/.test(code)) throw badRequest("code", `A barcode is up to ${BARCODE_LENGTH} digits`);
      const found = services.products.byGtin({ siteId: scope.site.id, plan: requirePlan(scope) }, code.padStart(BARCODE_LENGTH, "0"));
      return found ?? { error: "No product matches this barcode" };
    },
    "GET /filters-products": ({ query, scope }) => {
      const context = { siteId: scope.site.id, plan: requirePlan(scope) };
      const criteria = readCriteria(query, services);
      return query.flag("guide_de_choix") ? choiceGuide(services, context, criteria.caracteristics ?? {}) : productFacets(services, context, criteria);
    }
  };
}

// src/backoffice/routes/search-routes.ts
var TABS = ["products", "categories", "pages", "fqces"];
function searchRoutes(services) {
  return {
    "GET /search": ({ query, scope }) => {
      const plan = requirePlan(scope);
      const text2 = query.requiredString("text").trim();
      const language = query.string("language");
      if (language !== null && language !== scope.lang) throw badRequest("language", "Language not available on this site");
      const suggest = (query.oneOf("type", ["Suggest", "Full"]) ?? "Full") === "Suggest";
      if (suggest) {
        if (text2.length < SEARCH_SUGGEST_MIN_LENGTH) throw badRequest("text", `Suggestions start at ${SEARCH_SUGGEST_MIN_LENGTH} characters`);
        return services.search.search({ siteId: scope.site.id, plan, text: text2, perGroup: SEARCH_SUGGEST_ITEMS_PER_GROUP, offset: 0, tab: null });
      }
      const { perPage, offset } = query.paging(12);
      return services.search.search({ siteId: scope.site.id, plan, text: text2, perGroup: perPage, offset, tab: query.oneOf("tab", TABS) ?? "products" });
    }
  };
}

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

// src/backoffice/routes/url-routes.ts
var ENTITY_TYPES = ["page", "cms_page", "product", "category", "folder"];
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
  function entity(scope, type, slug, options) {
    const plan = requirePlan(scope);
    const context = { siteId: scope.site.id, plan };
    switch (type) {
      case "page":
      case "cms_page": {
        const page3 = services.content.get("page", scope.site.id, slug);
        if (page3 === void 0) throw notFound("Page");
        return page3.body;
      }
      case "folder": {
        const folder2 = services.content.get("folder", scope.site.id, slug);
        if (folder2 === void 0) throw notFound("Folder");
        return folder2.body;
      }
      case "product": {
        const product = services.products.detail(context, lastSegment(slug));
        const first = product.categories[0];
        if (!options.parents || first === void 0) return product;
        return { ...product, parents: [...services.categories.parentsOf(first.id), first] };
      }
      case "category": {
        const row = services.categories.find(lastSegment(slug));
        if (row === void 0 || row.sales_plan_id !== plan.id) throw notFound("Category");
        const category = services.categories.get(row, options);
        if (options.extras) category.filters = productFacets(services, context, { categoryIds: services.categories.withDescendants(row.id) });
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
      const slug = query.requiredString("slug").replace(/^\/+|\/+$/g, "");
      if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(slug) && !/^\d+$/.test(slug)) throw badRequest("slug", "Invalid slug");
      return [
        entity(scope, type, slug, {
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
function lastSegment(slug) {
  return slug.slice(slug.lastIndexOf("/") + 1);
}

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

// src/backoffice/catalogue/search-index.ts
var EVERY_PLAN = 0;
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
    const text2 = [page3.extract, ...page3.blocks.flatMap((block) => [block.titre ?? "", block.text ?? ""])].join(" ");
    const planId = row.target === null ? EVERY_PLAN : planIds.get(`${row.site_id}:${row.target}`) ?? EVERY_PLAN;
    insert.run(row.id, row.site_id, planId, page3.title, text2);
  }
}

// src/backoffice/seed/caracteristics.ts
var caracteristics = [
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

// src/backoffice/seed/sites.ts
var DEMO_SITE_ID = 9;
var PRO_PLAN_ID = 17;
var PART_PLAN_ID = 18;
var CURRENCY = { code: "GBP", symbol: "\xA3" };
var TAX_RATE = 0.11;
var english = [{ code: "en", iso: "en-GB", label: "English", default: true }];
var sites = [
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
  ].map(([id, iso, label, language, code]) => ({
    id,
    iso,
    url: `https://${iso}.wallfiller-demo.example`,
    label,
    hosts: [`${iso}.wallfiller-demo.example`],
    languages: [{ code, iso: code, label: language, default: true }],
    isDefault: false,
    plans: []
  }))
];

// src/backoffice/seed/categories.ts
var part = [
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
var pro = [
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
var children = [
  ["filling", "small-holes-and-cracks", "Small holes and cracks", "Nail holes, hairline cracks and dents."],
  ["filling", "large-holes-and-gaps", "Large holes and gaps", "Deep holes, gaps around frames and pipes."],
  ["smoothing-compounds", "hand-applied-smoothing", "Hand-applied smoothing", "Compounds for the trowel and the smoothing blade."],
  ["smoothing-compounds", "spray-applied-smoothing", "Spray-applied smoothing", "Airless compounds for large surfaces."]
];
function build() {
  const list2 = [];
  let id = 100;
  for (const [planId, rows2] of [
    [PART_PLAN_ID, part],
    [PRO_PLAN_ID, pro]
  ]) {
    for (const [slug, name, description, color2] of rows2) list2.push({ id: id++, planId, slug, name, description, color: color2 });
  }
  for (const [parentSlug, slug, name, description] of children) {
    const parent = list2.find((category) => category.slug === parentSlug);
    if (parent === void 0) throw new Error(`Unknown parent category ${parentSlug}`);
    list2.push({ id: id++, planId: parent.planId, slug, name, description, color: parent.color, parentSlug });
  }
  return list2;
}
var categories = build();

// src/backoffice/seed/commerce.ts
var discounts = [
  { code: "WELCOME10", description: "10 % off your first order", amount: 10, unit: "%" },
  { code: "PRO15", description: "15 % off for professional accounts", amount: 15, unit: "%", target: "pro" },
  { code: "SPRING5", description: "\xA35 off your order", amount: 5, unit: "currency", target: "part" },
  { code: "FREETUBE", description: "A free Ready-to-Use Filler with your order", amount: 0, unit: "currency", freeItemReference: "TUB-R-015", target: "part" }
];
var carriers2 = [
  { code: "standard", label: "Standard delivery (3\u20135 days)", baseCost: 6.9, costPerKg: 0.12, freeFrom: 150 },
  { code: "express", label: "Express delivery (24\u201348 h)", baseCost: 14.9, costPerKg: 0.2, freeFrom: null },
  { code: "pickup", label: "Pick up in store", baseCost: 0, costPerKg: 0, freeFrom: null }
];

// src/backoffice/text/slugify.ts
function slugify(text2) {
  return text2.trimStart().toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae").normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[\s'’]+/g, "-").replace(/[^a-z0-9-]/g, "").replace(/-{2,}/g, "-").replace(/^-|-$/g, "");
}

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

// src/backoffice/seed/pictures.ts
var VISUAL_SIZE = { width: 370, height: 300 };
function visual(name, alt) {
  return {
    url: `/media/visual/${name}.png`,
    webp: `/media/visual/${name}.webp`,
    alt,
    title: alt,
    ...VISUAL_SIZE
  };
}

// src/backoffice/seed/product-lines.ts
var wall = ["plaster", "plasterboard", "concrete", "masonry", "painted"];
var productLines = [
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

// src/backoffice/seed/products.ts
var PACK_SIZES = { powder: [1, 5, 15, 25], paste: [1.5, 4, 10, 15] };
var BARCODE_PREFIX = "3760471";
var PART_MARKUP = 1.25;
var PRO_PACKS_FROM_KG = 4;
var pictoTitles = {
  interior: "Interior",
  exterior: "Exterior",
  powder: "Powder to mix",
  paste: "Ready to use",
  sandable: "Sandable",
  damp_rooms: "Damp rooms",
  fast_drying: "Fast drying"
};
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
function mediasFor(line, slug, name, form) {
  const pictos = [...line.area, form];
  if (line.sandable) pictos.push("sandable");
  if (line.damp) pictos.push("damp_rooms");
  if (line.dryingHours <= 2) pictos.push("fast_drying");
  const packshot = (size) => ({
    url: `/media/product/${slug}/${size}.png`,
    webp: `/media/product/${slug}/${size}.webp`,
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
    MEDIA: [{ title: "FICHES_QCE", url: `/media/sheet/${slug}.pdf`, type: "pdf" }]
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
      const slug = slugify(name);
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
        slug,
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
        medias: mediasFor(line, slug, name, form)
      });
      productId++;
    }
  }
  return products2;
}
var products = build2();

// src/backoffice/seed/documents.ts
var types = {
  technical_sheet: "Technical sheet",
  safety_data_sheet: "Safety data sheet",
  installation_guide: "Installation guide",
  brochure: "Brochure",
  catalogue: "Catalogue",
  certificate: "Certificate"
};
var nextId = 1;
function notice(section, type, title, description, url, target = null) {
  return { id: nextId++, section, type: { technical_name: type, label: types[type] }, title, description, url, target };
}
function document(slug) {
  return `/media/document/${slug}.pdf`;
}
var notices = [
  notice("downloads", "catalogue", "Consumer catalogue", "The whole consumer range.", document("consumer-catalogue"), "part"),
  notice("downloads", "catalogue", "Professional catalogue", "The whole professional range with technical data.", document("professional-catalogue"), "pro"),
  notice("downloads", "brochure", "Airless range brochure", "Spray-grade compounds and machine settings.", document("airless-brochure"), "pro"),
  notice("downloads", "brochure", "Renovation made easy", "Our guide to renovating walls and ceilings.", document("renovation-made-easy"), "part"),
  notice("downloads", "certificate", "Indoor air quality A+ certificate", "Emission class certificate of our interior range.", document("a-plus-certificate")),
  notice("technical_documentation", "installation_guide", "Plasterboard jointing guide", "Levels of finish and tape systems.", document("jointing-guide"), "pro"),
  notice("technical_documentation", "installation_guide", "Exterior repairs guide", "Weather, supports and products for facades.", document("exterior-repairs-guide")),
  ...products.map(
    (product) => notice("technical_documentation", "technical_sheet", `${product.name} \u2014 technical sheet`, product.extract, `/media/sheet/${product.slug}.pdf`)
  ),
  ...products.filter((product) => product.form === "powder").map(
    (product) => notice("technical_documentation", "safety_data_sheet", `${product.name} \u2014 safety data sheet`, "Hazards, handling and first aid.", document(`sds-${product.slug}`))
  )
];

// src/backoffice/seed/reference-lists.ts
var civilities = [
  { id: 1, code: "mr", label: "Mr" },
  { id: 2, code: "mrs", label: "Mrs" },
  { id: 3, code: "mx", label: "Mx" }
];
var countries = [
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
var cities = [
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
var tags = [
  ["application", "Application"],
  ["drying", "Drying"],
  ["storage", "Storage"],
  ["choosing", "Choosing a product"],
  ["exterior", "Exterior work"],
  ["orders", "Orders and delivery"]
].map(([slug, label], index) => ({ id: index + 1, slug, label }));
var teintes = [
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

// src/backoffice/seed/editorial.ts
function tagged(...slugs) {
  return tags.filter((tag) => slugs.includes(tag.slug));
}
var nextItemId = 1;
function video(title, description, videoId) {
  return { id: nextItemId++, type: "video", title, description, cover: visual(`video-${videoId}`, title), video_id: videoId, url: null };
}
function worksheet(title, description, slug) {
  return { id: nextItemId++, type: "worksheet", title, description, cover: visual(`worksheet-${slug}`, title), video_id: null, url: `/media/worksheet/${slug}.pdf` };
}
function folder(id, slug, name, description, target, items) {
  return { id, slug, name, description, target, cover: visual(`folder-${slug}`, name), types: [...new Set(items.map((item) => item.type))], items };
}
var folders = [
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
var faqEntries = [
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
].map(([question, answer, target, slugs], index) => ({
  id: index + 1,
  question,
  answer,
  target,
  tags: tagged(...slugs)
}));
var sliders = [
  [1, "Walls made perfect", "Fillers and smoothing compounds made in France since 1936.", "our-fillers", "part"],
  [2, "Spring contest", "Win a complete renovation kit in participating stores.", "landing/spring-contest", "part"],
  [3, "Airless smoothing", "Smooth 300 m\xB2 a day with our spray-grade compounds.", "product/airless-spray-smoothing", "pro"],
  [4, "Training for professionals", "Workshops in Beirut and Dubai.", "formations", "pro"],
  [5, "Find a store near you", "More than 20 points of sale in Lebanon and the UAE.", "store-locator", null]
].map(([id, title, text2, link2, target]) => ({
  id,
  title,
  text: text2,
  visuel: visual(`slider-${id}`, title),
  link: `/${link2}`,
  label_link: "Discover",
  target
}));
var testimonies = [
  [1, "Rami K.", "Painter-decorator, Beirut", "The fine finish compound sands beautifully and saves me a coat of paint.", 5, "pro"],
  [2, "Aisha M.", "Site manager, Dubai", "The airless range changed how we work on large residential projects.", 5, "pro"],
  [3, "Nadine S.", "Home owner, Jounieh", "I repaired every crack in my living room in one afternoon.", 4, "part"],
  [4, "Omar H.", "Home owner, Sharjah", "The quantity calculator told me exactly how many bags to buy.", 5, "part"]
].map(([id, author, role, text2, rating, target]) => ({
  id,
  author,
  role,
  text: text2,
  rating,
  target
}));
var machines = [
  [1, "airless-sprayer", "Airless sprayer", "A piston pump for spray-grade smoothing compounds, up to 300 m\xB2 a day."],
  [2, "plaster-projection-machine", "Plaster projection machine", "A continuous mixer-pump for one-coat machine plasters."],
  [3, "paddle-mixer", "Paddle mixer", "A two-speed mixer for powders up to 25 kg."]
].map(([id, slug, name, description]) => ({
  id,
  slug,
  name,
  description,
  cover: visual(`machine-${slug}`, name)
}));

// src/backoffice/seed/events.ts
var trainings = [
  { id: 1, title: "Smoothing by hand and by machine", description: "Products, tools and airless settings for perfect walls.", location: "Beirut showroom", startsInDays: 40, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
  { id: 2, title: "Plasterboard jointing", description: "Tapes, compounds and the four levels of finish.", location: "Dubai training centre", startsInDays: 55, durationDays: 2, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
  { id: 3, title: "Decorative lime coatings", description: "Mixing, applying and polishing lime finishes.", location: "Beirut showroom", startsInDays: 75, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 },
  { id: 4, title: "Facade repairs", description: "Diagnosing and repairing exterior walls.", location: "Abu Dhabi partner site", startsInDays: 10, durationDays: 1, maxParticipants: 5, minRegistrations: 3, capacity: 12 }
];
var landings = [
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

// src/backoffice/seed/locations.ts
var rows = [
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
var storeLocations = rows.map(([type, name, address, city, country_iso, phone2, lat, lng], index) => ({
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

// src/backoffice/seed/menus.ts
var nextId2 = 1;
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
function page(slug, label, extract = null) {
  return link({ type: "cms_page", slug, label, extract });
}
function push(titre, text2, slug, labelLink) {
  return {
    id: nextId2++,
    titre,
    text: text2,
    label: titre,
    visuel: visual(`push-${slug}`, titre),
    link: null,
    slug,
    label_link: labelLink,
    element: { url: `/${slug}` }
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
var menus = [...menusOf("pro", PRO_PLAN_ID), ...menusOf("part", PART_PLAN_ID)];

// src/backoffice/seed/pages.ts
var typeLabels = {
  cms: "Page",
  actualite: "News",
  job: "Job offer",
  advice: "Advice"
};
function paragraph(titre, text2, withVisual) {
  return { type: "paragraph", titre, text: text2, visuel: withVisual === void 0 ? null : visual(withVisual, titre ?? "") };
}
function pushBlock(titre, text2, slug, labelLink) {
  return {
    type: "push",
    titre,
    text: text2,
    label: titre,
    visuel: visual(`push-${slug.replace(/\//g, "-")}`, titre),
    link: null,
    slug,
    label_link: labelLink,
    element: { url: `/${slug}` }
  };
}
var nextId3 = 1;
function page2(type, slug, title, extract, blocks, options = {}) {
  return {
    id: nextId3++,
    slug,
    title,
    type: { technical_name: type, label: typeLabels[type] },
    target: options.target ?? null,
    extract,
    cover: visual(`page-${slug}`, title),
    publishedDaysAgo: options.daysAgo ?? 400,
    tags: options.tags ?? [],
    blocks,
    meta: { title, description: extract },
    ...options.job === void 0 ? {} : { job: options.job }
  };
}
var cms = [
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
var advice = [
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
var news = [
  ["new-airless-range", "A new airless range for large sites", "Three spray-grade compounds join the professional range.", 20],
  ["we-are-in-dubai", "Our products are now in Dubai", "A new distributor opens in Dubai Investments Park.", 45],
  ["low-emission-label", "All interior fillers rated A+", "Every interior filler now carries the A+ indoor air label.", 90],
  ["training-calendar", "Training calendar for the new season", "Smoothing, jointing and decorative coatings workshops.", 120],
  ["spring-contest", "Spring contest: win a renovation kit", "Enter our spring contest in participating stores.", 150],
  ["beirut-showroom", "A showroom in Beirut", "Try our products with our technicians.", 210]
].map(
  ([slug, title, extract, days]) => page2("actualite", slug, title, extract, [paragraph(null, `${extract} Read the full story in our newsletter.`, `news-${slug}`)], {
    daysAgo: days
  })
);
var jobs = [
  ["technical-sales-representative-beirut", "Technical sales representative", "Beirut", "Permanent", "Sales"],
  ["site-technician-dubai", "Site technician", "Dubai", "Permanent", "Technical service"],
  ["customer-service-assistant", "Customer service assistant", "Beirut", "Fixed-term", "Customer service"],
  ["logistics-coordinator", "Logistics coordinator", "Sharjah", "Permanent", "Supply chain"]
].map(
  ([slug, title, location, contract2, department], index) => page2("job", slug, title, `${title} in ${location} (${contract2}).`, [
    paragraph("The role", `You join our ${department.toLowerCase()} team in ${location}.`),
    paragraph("Your profile", "Experience in building materials is a plus; English required, Arabic or French appreciated.")
  ], { daysAgo: 10 + index * 7, job: { contract: contract2, location, department } })
);
var pages = [...cms, ...advice, ...news, ...jobs];

// src/backoffice/seed/settings.ts
var settings = {
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

// src/backoffice/seed/seed-database.ts
var SEED_VERSION = 1;
var DAY_MS2 = 864e5;
var planOf = { pro: PRO_PLAN_ID, part: PART_PLAN_ID };
function seedDatabase(db, options = {}) {
  const recorded = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get();
  if (!options.force && recorded === String(SEED_VERSION)) return false;
  const now = options.now ?? /* @__PURE__ */ new Date();
  db.transaction(() => {
    seedSites(db);
    seedCatalogue(db);
    seedContent(db, now);
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
      for (const slug of slugs) {
        const categoryId = categoryIds.get(slug);
        if (categoryId === void 0) throw new Error(`Product ${entry.slug} names unknown category ${slug}`);
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
function seedContent(db, now) {
  const insert = db.prepare(
    "INSERT INTO content (resource, id, site_id, target, slug, kind, position, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
  );
  const put = (resource, rows2) => rows2.forEach(
    (row, position) => insert.run(resource, row.id, DEMO_SITE_ID, row.target ?? null, row.slug ?? null, row.kind ?? null, position, JSON.stringify(row.body))
  );
  const daysFromNow = (days) => new Date(now.getTime() + days * DAY_MS2).toISOString();
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
      const starts = now.getTime() + training.startsInDays * DAY_MS2;
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

// src/backoffice/catalogue/caracteristic-catalog.ts
var CaracteristicCatalog = class {
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

// src/backoffice/catalogue/category-repository.ts
var CategoryRepository = class {
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
  parentsOf(id) {
    const chain = [];
    let current = this.#byId.get(id);
    while (current?.parent_id != null) {
      current = this.#byId.get(current.parent_id);
      if (current !== void 0) chain.unshift(this.ref(current));
    }
    return chain;
  }
  ref(row) {
    return { id: row.id, slug: row.slug, name: row.name };
  }
  /** A category and all its descendants: what "products of this category" means. */
  withDescendants(id) {
    const ids = [id];
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

// src/backoffice/catalogue/fts-query.ts
function prefixQuery(text2) {
  const words = text2.normalize("NFC").split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "").slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `"${word}"*`).join(" AND ");
}

// src/backoffice/catalogue/product-criteria.ts
var ORDER_SQL = {
  position: "p.position, p.id",
  name_asc: "p.name COLLATE NOCASE, p.id",
  name_desc: "p.name COLLATE NOCASE DESC, p.id",
  price_asc: "min_price, p.id",
  price_desc: "min_price DESC, p.id",
  newest: "p.created_at DESC, p.id"
};
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

// src/backoffice/catalogue/product-repository.ts
function withTax(price, plan) {
  return Math.round(price * (1 + plan.tax_rate) * 100) / 100;
}
var ProductRepository = class {
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
  search(context, criteria, order, paging) {
    const { where, params } = criteriaSql(criteria);
    const base = plannedProductsSql(where);
    const bound = { ...params, plan: context.plan.id, site: context.siteId };
    const total = this.#statement(`SELECT count(*) FROM (${base})`).pluck().get(bound);
    const ids = this.#statement(`${base} ORDER BY ${ORDER_SQL[order]} LIMIT @limit OFFSET @offset`).pluck().all({ ...bound, limit: paging.limit, offset: paging.offset });
    return { ids, total };
  }
  /** Every id matching the criteria (facets), optionally ignoring one characteristic filter. */
  matchingIds(context, criteria, exceptCaracteristic) {
    const { where, params } = criteriaSql(criteria, exceptCaracteristic);
    return this.#statement(plannedProductsSql(where)).pluck().all({ ...params, plan: context.plan.id, site: context.siteId });
  }
  caracteristicRows(ids) {
    return this.#statement(
      "SELECT product_id, technical_name, value FROM product_caracteristic WHERE product_id IN (SELECT value FROM json_each(?))"
    ).all(JSON.stringify(ids));
  }
  priceRange(context, ids) {
    const row = this.#statement(
      `SELECT min(price) AS min, max(price) AS max FROM (
         SELECT min(ip.price) AS price FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
         WHERE pi.product_id IN (SELECT value FROM json_each(?)) GROUP BY pi.product_id)`
    ).get(context.plan.id, JSON.stringify(ids));
    return { min: row.min ?? 0, max: row.max ?? 0 };
  }
  /** Product summaries in the order of `ids`, priced and categorised for the plan. */
  summaries(context, ids) {
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
    ).all(context.plan.id, json);
    const prices = this.#statement(
      `SELECT pi.product_id, min(ip.price) AS price FROM product_item pi
       JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       WHERE pi.product_id IN (SELECT value FROM json_each(?)) GROUP BY pi.product_id`
    ).all(context.plan.id, json);
    const caracteristicRows = this.caracteristicRows(ids);
    const byId = /* @__PURE__ */ new Map();
    for (const row of rows2) {
      const medias = JSON.parse(row.medias);
      const productCategories = categories2.filter((category) => category.product_id === row.id).map(({ id, slug, name }) => ({ id, slug, name }));
      const plan = plans.find((entry) => entry.product_id === row.id && entry.sales_plan_id === context.plan.id);
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
        price: { min: minPrice, min_with_tax: withTax(minPrice, context.plan) },
        exist_in: plans.filter((entry) => entry.product_id === row.id).map((entry) => entry.sales_plan_id)
      });
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  /** A product by id or slug in the plan: 404 if unknown, 400 not_available_in_this_saleplan elsewhere. */
  detail(context, idOrSlug) {
    const row = this.#find(context.siteId, idOrSlug);
    if (row === void 0) throw notFound("Product");
    this.assertAvailable(context, row.id);
    const [summary] = this.summaries(context, [row.id]);
    return { ...summary, description: row.description, items: this.items(context, row.id) };
  }
  /** Answers 400 with the plans selling the product when the current plan does not. */
  assertAvailable(context, productId) {
    const plans = this.#statement(
      `SELECT pp.sales_plan_id FROM product_plan pp JOIN sales_plan sp ON sp.id = pp.sales_plan_id
       WHERE pp.product_id = ? AND sp.site_id = ? ORDER BY pp.sales_plan_id`
    ).pluck().all(productId, context.siteId);
    if (plans.includes(context.plan.id)) return;
    if (plans.length === 0) throw notFound("Product");
    throw new HttpError(400, { status: NOT_AVAILABLE_IN_SALEPLAN, exist_in: plans, message: "This product is not sold in this sales plan" });
  }
  items(context, productId) {
    const rows2 = this.#statement(
      `SELECT pi.*, ip.price FROM product_item pi JOIN item_price ip ON ip.item_id = pi.id AND ip.sales_plan_id = ?
       WHERE pi.product_id = ? ORDER BY pi.position`
    ).all(context.plan.id, productId);
    return rows2.map((row) => this.#toItem(row, context.plan));
  }
  /** The product and item behind a 14-digit GTIN, in the plan. */
  byGtin(context, gtin14) {
    const found = this.#statement(
      "SELECT pi.id, pi.product_id FROM product_item pi JOIN product p ON p.id = pi.product_id WHERE pi.gtin14 = ? AND p.site_id = ?"
    ).get(gtin14, context.siteId);
    if (found === void 0) return null;
    const product = this.detail(context, String(found.product_id));
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
  sheet(slug) {
    const row = this.#statement("SELECT * FROM product WHERE slug = ?").get(slug);
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

// src/backoffice/content/content-store.ts
var ContentStore = class {
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

// src/backoffice/catalogue/search.ts
var GROUPS = ["products", "categories", "pages", "fqces"];
var SearchService = class {
  #totals;
  #ranked;
  #sources;
  constructor(db, sources) {
    this.#sources = sources;
    const match = `search_index MATCH @query AND site_id = @site AND sales_plan_id IN (@plan, ${EVERY_PLAN})`;
    this.#totals = db.prepare(`SELECT kind, count(*) AS total FROM search_index WHERE ${match} GROUP BY kind`);
    this.#ranked = db.prepare(`SELECT ref_id FROM search_index WHERE ${match} AND kind = @kind ORDER BY rank LIMIT @limit OFFSET @offset`).pluck();
  }
  search(request) {
    const empty = () => ({ total: 0, items: [] });
    const result = { total: 0, products: empty(), categories: empty(), pages: empty(), fqces: empty() };
    const fts = prefixQuery(request.text);
    if (fts === null) return result;
    const params = { query: `{title body} : (${fts})`, site: request.siteId, plan: request.plan.id };
    for (const row of this.#totals.all(params)) {
      result[row.kind].total = row.total;
      result.total += row.total;
    }
    for (const group of GROUPS) {
      if (result[group].total === 0 || request.tab !== null && request.tab !== group) continue;
      const ids = this.#ranked.all({ ...params, kind: group, limit: request.perGroup, offset: request.offset });
      result[group].items = this.#hydrate(group, request, ids);
    }
    return result;
  }
  #hydrate(group, request, ids) {
    const context = { siteId: request.siteId, plan: request.plan };
    switch (group) {
      case "products":
        return this.#sources.products.summaries(context, ids).map((product) => ({
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
        return this.#sources.products.summaries(context, ids).map((product) => {
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
        return ids.flatMap((id) => {
          const row = this.#sources.categories.find(String(id));
          if (row === void 0) return [];
          const category = this.#sources.categories.get(row, { depth: 0, parents: false });
          return [{ id, slug: category.slug, name: category.name, title: category.name, reference: null, content: category.description, category_name: null, cover: category.cover, medias: null }];
        });
      case "pages":
        return ids.flatMap((id) => {
          const page3 = this.#sources.content.get("page", request.siteId, String(id))?.body;
          if (page3 === void 0) return [];
          return [{ id, slug: page3.slug, name: page3.title, title: page3.title, reference: null, content: page3.extract, category_name: null, cover: page3.cover, medias: null }];
        });
    }
  }
};

// src/backoffice/settings/setting-store.ts
var SettingStore = class {
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

// src/backoffice/server.ts
async function startBackoffice(options) {
  const db = openDatabase(options.dataDir);
  migrate(db);
  seedDatabase(db);
  const services = createServices(db, { dataDir: options.dataDir, adminToken: options.adminToken || null });
  const accounts = new AccountStore(db);
  const handleApi = createApiHandler(services, accounts, allRoutes(services, accounts));
  const handleMedia = createMediaHandler(services);
  async function dispatch(request, response) {
    const raw = request.url ?? "/";
    const queryStart = raw.indexOf("?");
    const path = queryStart === -1 ? raw : raw.slice(0, queryStart);
    const search = queryStart === -1 ? "" : raw.slice(queryStart + 1);
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return handleApi(request, response, path.slice(API_PREFIX.length), search);
    if (path.startsWith("/media/")) return handleMedia(request, response, path.slice("/media/".length));
    if (path === "/health") return sendJson(response, { data: { status: "ok" } });
    throw new HttpError(404, { message: "Not found" });
  }
  const server = createServer((request, response) => {
    const started = performance.now();
    response.setHeader("x-content-type-options", "nosniff");
    dispatch(request, response).catch((error) => answerError(response, error)).finally(() => {
      if (options.logRequests) {
        console.log(`${request.method} ${request.url} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
      }
    });
  });
  server.requestTimeout = 3e4;
  server.headersTimeout = 1e4;
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve2());
  });
  const address = server.address();
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${API_PREFIX}`,
    close: () => new Promise((resolve2, reject) => {
      server.close((error) => {
        db.close();
        if (error) reject(error);
        else resolve2();
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

// src/backoffice/main.ts
var port = Number(process.env.BACKOFFICE_PORT ?? 4e3);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`BACKOFFICE_PORT must be a port number, got ${process.env.BACKOFFICE_PORT}`);
  process.exit(1);
}
var backoffice = await startBackoffice({
  host: process.env.BACKOFFICE_HOST ?? "127.0.0.1",
  port,
  dataDir: resolve(process.env.DATA_DIR ?? "./data"),
  logRequests: process.env.BACKOFFICE_LOG === "1",
  ...process.env.BACKOFFICE_ADMIN_TOKEN ? { adminToken: process.env.BACKOFFICE_ADMIN_TOKEN } : {}
});
console.log(`backoffice listening on ${backoffice.url}`);
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    backoffice.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      }
    );
  });
}
//# sourceMappingURL=main.js.map
