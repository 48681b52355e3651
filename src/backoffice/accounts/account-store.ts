import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Address, AddressInput, AuthSession, Customer, ProfileUpdateBody } from '../../shared/kernel/api/contract.ts';
import { isUniqueViolation, type BackofficeDatabase } from '../db/database.ts';
import type { BackofficeQueries, BackofficeSchema } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const TOKEN_DAYS = 30;

const ADDRESS_COLUMNS = ['id', 'label', 'firstname', 'lastname', 'address', 'zipcode', 'city', 'country_iso', 'phone'] as const;

type CustomerRow = Selectable<BackofficeSchema['customer']>;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toCustomer(row: CustomerRow): Customer {
  const { site_id: _site, password_hash: _hash, ...customer } = row;
  return customer as Customer;
}

/** What a signup stores besides its password, which is stored hashed. */
export type NewCustomer = Omit<Customer, 'id' | 'created_at'> & { password: string };

/** Customers, their login tokens (stored hashed) and addresses. */
export class AccountStore {
  readonly #queries: BackofficeQueries;

  constructor(database: BackofficeDatabase) {
    this.#queries = database.queries;
  }

  async emailTaken(siteId: number, email: string): Promise<boolean> {
    return (await this.#byEmail(siteId, email)) !== undefined;
  }

  /**
   * The new customer's session, or null when the e-mail has an account on the site already: the
   * unique index decides, so two signups racing with one e-mail (in two back offices) make one.
   */
  async signup(siteId: number, fields: NewCustomer, now: Date): Promise<AuthSession | null> {
    const { password, ...customer } = fields;
    try {
      return await this.#queries.transaction().execute(async (transaction) => {
        const { id } = await transaction
          .insertInto('customer')
          .values({ ...customer, site_id: siteId, password_hash: hashPassword(password), created_at: now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return session(transaction, id, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async login(siteId: number, email: string, password: string, now: Date): Promise<AuthSession | null> {
    const row = await this.#byEmail(siteId, email);
    if (row === undefined || !verifyPassword(password, row.password_hash)) return null;
    return session(this.#queries, row.id, now);
  }

  async customerForToken(siteId: number, token: string, now: Date): Promise<Customer | null> {
    const row = await this.#queries
      .selectFrom('auth_token as t')
      .innerJoin('customer as c', 'c.id', 't.customer_id')
      .selectAll('c')
      .where('t.token_hash', '=', tokenHash(token))
      .where('t.expires_at', '>', now.toISOString())
      .where('c.site_id', '=', siteId)
      .executeTakeFirst();
    return row === undefined ? null : toCustomer(row);
  }

  async updateProfile(customerId: number, changes: ProfileUpdateBody): Promise<Customer> {
    const columns = (['civility', 'firstname', 'lastname', 'phone', 'company'] as const).filter((column) => changes[column] !== undefined);
    if (columns.length > 0) {
      await this.#queries
        .updateTable('customer')
        .set(Object.fromEntries(columns.map((column) => [column, changes[column]])))
        .where('id', '=', customerId)
        .execute();
    }
    return toCustomer(await this.#queries.selectFrom('customer').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow());
  }

  addresses(customerId: number): Promise<Address[]> {
    return this.#queries.selectFrom('address').select(ADDRESS_COLUMNS).where('customer_id', '=', customerId).orderBy('id').execute();
  }

  address(customerId: number, id: number): Promise<Address | undefined> {
    return this.#queries.selectFrom('address').select(ADDRESS_COLUMNS).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
  }

  async addAddress(customerId: number, input: AddressInput): Promise<Address> {
    const { id } = await this.#queries
      .insertInto('address')
      .values({ customer_id: customerId, ...pickAddress(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.address(customerId, id))!;
  }

  async updateAddress(customerId: number, address: Address): Promise<Address | undefined> {
    const result = await this.#queries
      .updateTable('address')
      .set(pickAddress(address))
      .where('id', '=', address.id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return result.numUpdatedRows === 0n ? undefined : this.address(customerId, address.id);
  }

  async deleteAddress(customerId: number, id: number): Promise<boolean> {
    const result = await this.#queries.deleteFrom('address').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  #byEmail(siteId: number, email: string): Promise<CustomerRow | undefined> {
    return this.#queries.selectFrom('customer').selectAll().where('site_id', '=', siteId).where('email', '=', email).executeTakeFirst();
  }
}

/** The columns an address is written with: the reader's fields only, never an extra key of the body. */
function pickAddress(input: AddressInput) {
  return {
    label: input.label,
    firstname: input.firstname,
    lastname: input.lastname,
    address: input.address,
    zipcode: input.zipcode,
    city: input.city,
    country_iso: input.country_iso,
    phone: input.phone ?? null,
  };
}

async function session(queries: BackofficeQueries, customerId: number, now: Date): Promise<AuthSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_DAYS * 86_400_000).toISOString();
  await queries.insertInto('auth_token').values({ token_hash: tokenHash(token), customer_id: customerId, expires_at: expiresAt }).execute();
  const row = await queries.selectFrom('customer').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
  return { token, expires_at: expiresAt, user: toCustomer(row) };
}
