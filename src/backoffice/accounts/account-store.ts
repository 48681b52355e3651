import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Address, AddressInput, AuthSession, Customer, ProfileUpdateBody } from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const TOKEN_DAYS = 30;

interface CustomerRow extends Customer {
  site_id: number;
  password_hash: string;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toCustomer(row: CustomerRow): Customer {
  const { site_id: _site, password_hash: _hash, ...customer } = row;
  return customer;
}

/** Customers, their login tokens (stored hashed) and addresses. */
export class AccountStore {
  readonly #db: Db;
  readonly #byEmail: Database.Statement;
  readonly #byId: Database.Statement;
  readonly #byToken: Database.Statement;
  readonly #insertToken: Database.Statement;
  readonly #addresses: Database.Statement;
  readonly #address: Database.Statement;

  constructor(db: Db) {
    this.#db = db;
    this.#byEmail = db.prepare('SELECT * FROM customer WHERE site_id = ? AND email = ?');
    this.#byId = db.prepare('SELECT * FROM customer WHERE id = ?');
    this.#byToken = db.prepare(
      'SELECT c.* FROM auth_token t JOIN customer c ON c.id = t.customer_id WHERE t.token_hash = ? AND t.expires_at > ? AND c.site_id = ?',
    );
    this.#insertToken = db.prepare('INSERT INTO auth_token (token_hash, customer_id, expires_at) VALUES (?, ?, ?)');
    this.#addresses = db.prepare('SELECT id, label, firstname, lastname, address, zipcode, city, country_iso, phone FROM address WHERE customer_id = ? ORDER BY id');
    this.#address = db.prepare('SELECT id, label, firstname, lastname, address, zipcode, city, country_iso, phone FROM address WHERE customer_id = ? AND id = ?');
  }

  emailTaken(siteId: number, email: string): boolean {
    return this.#byEmail.get(siteId, email) !== undefined;
  }

  signup(siteId: number, fields: Omit<Customer, 'id' | 'created_at'> & { password: string }, now: Date): AuthSession {
    return this.#db.transaction(() => {
      const result = this.#db
        .prepare(
          'INSERT INTO customer (site_id, email, password_hash, civility, firstname, lastname, phone, company, siret, country_iso, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
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
          now.toISOString(),
        );
      return this.#session(Number(result.lastInsertRowid), now);
    })();
  }

  login(siteId: number, email: string, password: string, now: Date): AuthSession | null {
    const row = this.#byEmail.get(siteId, email) as CustomerRow | undefined;
    if (row === undefined || !verifyPassword(password, row.password_hash)) return null;
    return this.#session(row.id, now);
  }

  customerForToken(siteId: number, token: string, now: Date): Customer | null {
    const row = this.#byToken.get(tokenHash(token), now.toISOString(), siteId) as CustomerRow | undefined;
    return row === undefined ? null : toCustomer(row);
  }

  updateProfile(customerId: number, changes: ProfileUpdateBody): Customer {
    const columns = (['civility', 'firstname', 'lastname', 'phone', 'company'] as const).filter((column) => changes[column] !== undefined);
    if (columns.length > 0) {
      this.#db
        .prepare(`UPDATE customer SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`)
        .run({ ...Object.fromEntries(columns.map((column) => [column, changes[column]])), id: customerId });
    }
    return toCustomer(this.#byId.get(customerId) as CustomerRow);
  }

  addresses(customerId: number): Address[] {
    return this.#addresses.all(customerId) as Address[];
  }

  address(customerId: number, id: number): Address | undefined {
    return this.#address.get(customerId, id) as Address | undefined;
  }

  addAddress(customerId: number, input: AddressInput): Address {
    const result = this.#db
      .prepare(
        'INSERT INTO address (customer_id, label, firstname, lastname, address, zipcode, city, country_iso, phone) VALUES (@customer, @label, @firstname, @lastname, @address, @zipcode, @city, @country_iso, @phone)',
      )
      .run({ customer: customerId, ...input });
    return this.address(customerId, Number(result.lastInsertRowid))!;
  }

  updateAddress(customerId: number, address: Address): Address | undefined {
    const result = this.#db
      .prepare(
        'UPDATE address SET label = @label, firstname = @firstname, lastname = @lastname, address = @address, zipcode = @zipcode, city = @city, country_iso = @country_iso, phone = @phone WHERE id = @id AND customer_id = @customer',
      )
      .run({ ...address, customer: customerId });
    return result.changes === 0 ? undefined : this.address(customerId, address.id);
  }

  deleteAddress(customerId: number, id: number): boolean {
    return this.#db.prepare('DELETE FROM address WHERE id = ? AND customer_id = ?').run(id, customerId).changes > 0;
  }

  #session(customerId: number, now: Date): AuthSession {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + TOKEN_DAYS * 86_400_000).toISOString();
    this.#insertToken.run(tokenHash(token), customerId, expiresAt);
    return { token, expires_at: expiresAt, user: toCustomer(this.#byId.get(customerId) as CustomerRow) };
  }
}
