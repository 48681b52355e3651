/**
 * Customers on both engines (decision 186): one suite over SQLite and over PostgreSQL. An e-mail
 * has one account per site whatever its case, even when signups race with it through two back
 * offices; a login's token finds its customer until it expires; addresses belong to their
 * customer only.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountStore, type NewCustomer } from '../../src/backoffice/accounts/account-store.ts';
import { bothEngines, SITE_ID, type EngineUnderTest } from '../support/both-engines.ts';

const now = new Date('2026-11-28T10:00:00Z');

const customer = (email: string): NewCustomer => ({
  email,
  password: 'a long enough passphrase',
  civility: null,
  firstname: 'Nadia',
  lastname: 'Haddad',
  phone: null,
  company: 'Haddad Plâtrerie',
  siret: null,
  country_iso: 'LB',
});

const address = { label: 'Worksite', firstname: 'Nadia', lastname: 'Haddad', address: '1 rue des Plâtriers', zipcode: '1100', city: 'Beyrouth', country_iso: 'LB', phone: null };

describe.each(bothEngines)('on %s', (_name, start) => {
  let engine: EngineUnderTest;
  let accounts: [AccountStore, AccountStore];
  beforeAll(async () => {
    engine = await start();
    accounts = [new AccountStore(engine.databases[0]), new AccountStore(engine.databases[1])];
  }, 60_000);
  afterAll(() => engine?.close());

  test('a signup opens a session whose token finds the customer, without the password', async () => {
    const session = await accounts[0].signup(SITE_ID, customer('nadia@example.com'), now);
    expect(session).not.toBeNull();
    expect(session!.user).toMatchObject({ email: 'nadia@example.com', firstname: 'Nadia', company: 'Haddad Plâtrerie' });
    expect(session!.user).not.toHaveProperty('password_hash');
    expect(await accounts[1].customerForToken(SITE_ID, session!.token, now)).toEqual(session!.user);
    expect(await accounts[1].customerForToken(SITE_ID, session!.token, new Date(session!.expires_at))).toBeNull();
    expect(await accounts[1].customerForToken(SITE_ID, 'not a token', now)).toBeNull();
  });

  test('an e-mail has one account whatever its case: ten signups racing through two back offices make one', async () => {
    expect(await accounts[0].emailTaken(SITE_ID, 'NADIA@example.com')).toBe(true);
    const sessions = await Promise.all(Array.from({ length: 10 }, (_, index) => accounts[index % 2]!.signup(SITE_ID, customer(index % 2 ? 'Karim@Example.com' : 'karim@example.com'), now)));
    expect(sessions.filter((session) => session !== null)).toHaveLength(1);
    expect(await accounts[0].signup(SITE_ID, customer('NADIA@EXAMPLE.COM'), now)).toBeNull();
  });

  test('a login needs the right password, and its e-mail in any case', async () => {
    expect(await accounts[0].login(SITE_ID, 'nadia@example.com', 'wrong', now)).toBeNull();
    const session = await accounts[1].login(SITE_ID, 'Nadia@Example.com', 'a long enough passphrase', now);
    expect(session?.user.email).toBe('nadia@example.com');
  });

  test('a profile changes only the fields sent', async () => {
    const { user } = (await accounts[0].login(SITE_ID, 'nadia@example.com', 'a long enough passphrase', now))!;
    const changed = await accounts[1].updateProfile(user.id, { phone: '+961 1 000 000' });
    expect(changed).toEqual({ ...user, phone: '+961 1 000 000' });
  });

  test('addresses are added, changed and deleted by their customer only', async () => {
    const nadia = (await accounts[0].login(SITE_ID, 'nadia@example.com', 'a long enough passphrase', now))!.user;
    const karim = (await accounts[0].login(SITE_ID, 'karim@example.com', 'a long enough passphrase', now))!.user;
    const added = await accounts[0].addAddress(nadia.id, address);
    expect(added).toEqual({ id: added.id, ...address });
    expect(await accounts[1].addresses(nadia.id)).toEqual([added]);
    expect(await accounts[1].updateAddress(karim.id, { ...added, city: 'Dubai' })).toBeUndefined();
    expect(await accounts[1].updateAddress(nadia.id, { ...added, city: 'Jounieh' })).toEqual({ ...added, city: 'Jounieh' });
    expect(await accounts[0].deleteAddress(karim.id, added.id)).toBe(false);
    expect(await accounts[0].deleteAddress(nadia.id, added.id)).toBe(true);
    expect(await accounts[0].addresses(nadia.id)).toEqual([]);
  });
});
