/**
 * Issue 22: a civility is one of the back office's (`GET /civility` lists `{ id: 1, code: 'mr' }`):
 * its id as listed (a number, or the digits a form posts) or its code is accepted and stored as
 * the code; anything else is a 422 with a clear message, on the site (the gateway and the HTML
 * post) and in the back office itself. And the one form pipeline: a page form's own check (a job
 * offer's application names its offer) runs through the gateway as through the HTML post.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SubmissionResource } from '../../src/shared/kernel/api/contract.ts';
import { FORM_PAGE_HEADER } from '../../src/shared/blocks/forms/post-form.ts';
import { startServiceSite, type ServiceSite } from './service-sites.ts';

let service: ServiceSite;

beforeAll(async () => {
  service = await startServiceSite();
});
afterAll(() => service?.close());

const json = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { accept: 'application/json', 'content-type': 'application/json', ...headers } });
const gateway = (path: string, body: unknown, headers?: Record<string, string>) => json(`${service.site.url}/api/v1`, path, body, headers);

const person = { firstname: 'Nour', lastname: 'Haddad', phone: '0612345678', message: 'About a cracked ceiling.' };
const refusal = { errors: { civility: 'Please choose a title from the list.' } };

async function stored(resource: SubmissionResource, email: string) {
  return (await service.submissions(resource)).find((submission) => submission.body.email === email)?.body;
}

test('the civility list gives ids as numbers and codes', async () => {
  const listed = (await (await service.site.get('/api/v1/civility')).json()).data.items as { id: number; code: string }[];
  expect(listed).toContainEqual(expect.objectContaining({ id: 1, code: 'mr' }));
});

describe.each<[string, string, SubmissionResource]>([
  ['POST /api/v1/contact', '/contact', 'contact'],
  ['POST /api/v1/application', '/application', 'application'],
])('%s', (_name, path, resource) => {
  test.each([
    ['the id as a number', 1, 'mr'],
    ['the id as digits', '1', 'mr'],
    ['the code', 'mr', 'mr'],
    ['another id', 2, 'mrs'],
  ])('accepts %s and stores the code', async (_case, civility, code) => {
    const email = `${resource}-${typeof civility}-${civility}@example.com`;
    const response = await gateway(path, { ...person, email, civility });
    expect(response.status).toBe(201);
    expect(await stored(resource, email)).toMatchObject({ civility: code });
  });

  test.each([
    ['a code not in the list', 'zz'],
    ['an id not in the list', 99],
    ['digits of no id', '99'],
    ['a label, not a code', 'Mr'],
    ['a fraction', 1.5],
    ['a list', ['mr']],
  ])('refuses %s with 422 and stores nothing', async (_case, civility) => {
    const email = `refused-${resource}-${JSON.stringify(civility).replace(/\W/g, '')}@example.com`;
    const response = await gateway(path, { ...person, email, civility });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(refusal);
    expect(await stored(resource, email)).toBeUndefined();
  });
});

test('the refusal is worded in the call’s language', async () => {
  const response = await gateway('/contact?lang=fr', { ...person, email: 'fr-civility@example.com', civility: 'zz' });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ errors: { civility: 'Veuillez choisir une civilité dans la liste.' } });
});

test('signup takes the code and refuses a civility outside the list', async () => {
  const signup = { ...person, password: 'Plaster-and-filler-2026', password_confirmation: 'Plaster-and-filler-2026', accept_terms: true };
  const refused = await gateway('/auth/signup', { ...signup, email: 'signup-zz@example.com', civility: 'zz' });
  expect(refused.status).toBe(422);
  expect(await refused.json()).toEqual(refusal);
  const accepted = await gateway('/auth/signup', { ...signup, email: 'signup-mrs@example.com', civility: 2 });
  expect(accepted.status).toBe(201);
  expect((await accepted.json()).data.user).toMatchObject({ civility: 'mrs' });
});

test('the back office checks the civility itself, for callers that do not go through the site', async () => {
  const direct = (civility: unknown, email: string) => json(service.backoffice.backoffice.url, '/contact', { ...person, email, civility });
  const refused = await direct(99, 'direct-99@example.com');
  expect(refused.status).toBe(422);
  expect(await refused.json()).toEqual(refusal);
  expect((await direct(1, 'direct-1@example.com')).status).toBe(201);
  expect(await stored('contact', 'direct-1@example.com')).toMatchObject({ civility: 'mr' });
});

describe('without JavaScript, the same rule', () => {
  const sameOrigin = () => ({ origin: service.site.url, 'sec-fetch-site': 'same-origin' });
  const postPage = (path: string, fields: Record<string, string>) =>
    fetch(`${service.site.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: sameOrigin(), redirect: 'manual' });

  test('the contact page refuses "zz" (422, the message next to the field) and takes "1"', async () => {
    const refused = await postPage('/contact', { ...person, email: 'nojs-zz@example.com', civility: 'zz' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Please choose a title from the list.');
    expect(await stored('contact', 'nojs-zz@example.com')).toBeUndefined();
    const accepted = await postPage('/contact', { ...person, email: 'nojs-1@example.com', civility: '1' });
    expect(accepted.status).toBe(303);
    expect(await stored('contact', 'nojs-1@example.com')).toMatchObject({ civility: 'mr' });
  });
});

describe('a page form’s own check runs through both entries', () => {
  const application = { ...person, email: 'no-offer@example.com' };
  const noOffer = { errors: { job_id: 'Please fill in the job offer field.' } };

  test('the gateway: a post from a content page that is not an offer names no offer, 422', async () => {
    const response = await gateway('/application', application, { [FORM_PAGE_HEADER]: '/our-history' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(noOffer);
    expect(await stored('application', application.email)).toBeUndefined();
  });

  test('the gateway: the same post from a job offer’s page with its offer is stored', async () => {
    const jobs = (await (await service.site.get('/api/v1/page?type=job')).json()).data.items as { id: number; slug: string }[];
    const job = jobs[0]!;
    const email = 'offer-through-gateway@example.com';
    const response = await gateway('/application', { ...application, email, job_id: job.id }, { [FORM_PAGE_HEADER]: `/${job.slug}` });
    expect(response.status).toBe(201);
    expect(await stored('application', email)).toMatchObject({ job_id: job.id });
  });

  test('the gateway: a post from the unsolicited application’s page needs no offer', async () => {
    const email = 'unsolicited-through-gateway@example.com';
    const response = await gateway('/application', { ...application, email }, { [FORM_PAGE_HEADER]: '/carrier/unsolicited-application' });
    expect(response.status).toBe(201);
  });

  test('the gateway: a page path that cannot be read, or another site’s, adds no check', async () => {
    for (const [page, email] of [['/%E0%A4%A', 'garbled@example.com'], ['https://elsewhere.example/x', 'elsewhere@example.com'], ['', 'empty@example.com']]) {
      const response = await gateway('/application', { ...application, email }, { [FORM_PAGE_HEADER]: page! });
      expect(response.status, page).toBe(201);
    }
  });

  test('the HTML post: the same content page refuses it with the same message', async () => {
    const response = await fetch(`${service.site.url}/our-history`, {
      method: 'POST',
      body: new URLSearchParams(application),
      headers: { origin: service.site.url, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(noOffer.errors.job_id);
    expect(await stored('application', application.email)).toBeUndefined();
  });
});
