import type { Country } from '../../shared/kernel/api/contract.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import { referenceLists } from '../content/reference-lists.ts';
import { BodyReader } from '../http/body-reader.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { HttpError } from '../http/http-error.ts';
import { invalid, notFound } from '../refusal.ts';
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

const EMAIL_TAKEN = 'An account already exists with this e-mail address.';

export function accountRoutes(services: Services, accounts: AccountStore): HandlerGroup<Names> {
  const countries = async (siteId: number) => new Set((await services.content.list<Country>('country', { siteId })).items.map((country) => country.iso));

  /** The country must be one the site lists; the shared schema checks only its shape. */
  async function checkCountry(form: BodyReader<'POST /address' | 'PUT /address' | 'POST /auth/signup'>, siteId: number): Promise<void> {
    const iso = form.get('country_iso');
    if (iso !== undefined && !(await countries(siteId)).has(iso)) form.error('country_iso', 'Please fill in the country field.');
  }

  return {
    'POST /auth/signup': async ({ body, scope }) => {
      const form = new BodyReader('POST /auth/signup', body, await referenceLists(services.content, scope.site.id));
      const email = form.get('email')?.toLowerCase();
      if (email !== undefined && (await accounts.emailTaken(scope.site.id, email))) form.error('email', EMAIL_TAKEN);
      await checkCountry(form, scope.site.id);
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
        country_iso: signup.country_iso ?? null,
      };
      // Another signup with the same e-mail may have been stored since the check above.
      const session = await accounts.signup(scope.site.id, fields, services.now());
      if (session === null) throw invalid({ email: EMAIL_TAKEN });
      return session;
    },
    'POST /auth/login': async ({ body, scope }) => {
      const credentials = new BodyReader('POST /auth/login', body).done();
      const session = await accounts.login(scope.site.id, credentials.username.toLowerCase(), credentials.password, services.now());
      if (session === null) throw new HttpError(401, { message: 'User not found' });
      return session;
    },
    'GET /profile': ({ customer }) => customer!,
    'PUT /profile': async ({ body, customer, scope }) =>
      accounts.updateProfile(customer!.id, new BodyReader('PUT /profile', body, await referenceLists(services.content, scope.site.id)).done()),
    'GET /address': async ({ customer }) => {
      const items = await accounts.addresses(customer!.id);
      return { items, total: items.length };
    },
    'POST /address': async ({ body, customer, scope }) => {
      const form = new BodyReader('POST /address', body);
      await checkCountry(form, scope.site.id);
      return accounts.addAddress(customer!.id, form.done());
    },
    'PUT /address': async ({ body, customer, scope }) => {
      const form = new BodyReader('PUT /address', body);
      await checkCountry(form, scope.site.id);
      const updated = await accounts.updateAddress(customer!.id, form.done());
      if (updated === undefined) throw notFound('Address');
      return updated;
    },
    'DELETE /address': async ({ query, customer }) => {
      const id = query.requiredInt('id', { min: 1 });
      if (!(await accounts.deleteAddress(customer!.id, id))) throw notFound('Address');
      return { id };
    },
  };
}
