import type { Address, AddressInput, Country } from '../../shared/api/contract.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import { BodyReader } from '../http/body-reader.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { Services } from '../services.ts';

type Names =
  | 'POST /auth/signup'
  | 'POST /auth/login'
  | 'GET /profile'
  | 'PUT /profile'
  | 'GET /address'
  | 'POST /address'
  | 'PUT /address'
  | 'DELETE /address';

const MIN_PASSWORD_LENGTH = 8;

export function accountRoutes(services: Services, accounts: AccountStore): HandlerGroup<Names> {
  const countries = (siteId: number) => new Set(services.content.list<Country>('country', { siteId }).items.map((country) => country.iso));

  function readAddress(form: BodyReader, siteId: number): AddressInput {
    const address = {
      label: form.string('label', { required: true, max: 100 }),
      firstname: form.string('firstname', { required: true, max: 100 }),
      lastname: form.string('lastname', { required: true, max: 100 }),
      address: form.string('address', { required: true, max: 300 }),
      zipcode: form.string('zipcode', { required: true, max: 20 }),
      city: form.string('city', { required: true, max: 100 }),
      country_iso: (form.string('country_iso', { required: true, max: 2 }) ?? '').toUpperCase(),
      phone: form.phone('phone', { required: false }) ?? null,
    };
    if (address.country_iso !== '' && !countries(siteId).has(address.country_iso)) form.error('country_iso', 'Please fill in the country field.');
    return address;
  }

  return {
    'POST /auth/signup': ({ body, scope }) => {
      const form = new BodyReader(body);
      const email = form.email();
      const password = form.string('password', { required: true, max: 200 });
      if (password !== '' && password.length < MIN_PASSWORD_LENGTH) form.error('password', `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
      if (form.raw('password_confirmation') !== password) form.error('password_confirmation', 'This field must be identical to the Password field');
      const fields = {
        email,
        password,
        civility: form.string('civility', { max: 10 }) ?? null,
        firstname: form.string('firstname', { required: true, max: 100 }),
        lastname: form.string('lastname', { required: true, max: 100 }),
        phone: form.phone('phone', { required: false }) ?? null,
        company: form.string('company', { max: 200 }) ?? null,
      };
      form.accepted('accept_terms');
      if (email !== '' && accounts.emailTaken(scope.site.id, email)) form.error('email', 'An account already exists with this e-mail address.');
      form.done();
      return accounts.signup(scope.site.id, fields, services.now());
    },
    'POST /auth/login': ({ body, scope }) => {
      const form = new BodyReader(body);
      const username = form.raw('username');
      const password = form.raw('password');
      if (typeof username !== 'string' || typeof password !== 'string' || username === '' || password === '') {
        form.error('username', 'Please enter your email and password');
      }
      form.done();
      const session = accounts.login(scope.site.id, (username as string).trim().toLowerCase(), password as string, services.now());
      if (session === null) throw new HttpError(401, { message: 'User not found' });
      return session;
    },
    'GET /profile': ({ customer }) => customer!,
    'PUT /profile': ({ body, customer }) => {
      const form = new BodyReader(body);
      const changes = {
        civility: form.string('civility', { max: 10 }),
        firstname: form.string('firstname', { max: 100 }),
        lastname: form.string('lastname', { max: 100 }),
        phone: form.phone('phone', { required: false }),
        company: form.string('company', { max: 200 }),
      };
      form.done();
      return accounts.updateProfile(customer!.id, changes);
    },
    'GET /address': ({ customer }) => {
      const items = accounts.addresses(customer!.id);
      return { items, total: items.length };
    },
    'POST /address': ({ body, customer, scope }) => {
      const form = new BodyReader(body);
      const address = readAddress(form, scope.site.id);
      form.done();
      return accounts.addAddress(customer!.id, address);
    },
    'PUT /address': ({ body, customer, scope }) => {
      const form = new BodyReader(body);
      const id = form.int('id', { required: true });
      const address: Address = { id, ...readAddress(form, scope.site.id) };
      form.done();
      const updated = accounts.updateAddress(customer!.id, address);
      if (updated === undefined) throw notFound('Address');
      return updated;
    },
    'DELETE /address': ({ query, customer }) => {
      const id = query.requiredInt('id', { min: 1 });
      if (!accounts.deleteAddress(customer!.id, id)) throw notFound('Address');
      return { id };
    },
  };
}
