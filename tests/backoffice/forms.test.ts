import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { ADMIN_TOKEN, PART, describeOnEachEngine } from './start-test-backoffice.ts';

describeOnEachEngine((t) => {

  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  const person = { firstname: 'Rana', lastname: 'Haddad', email: 'rana@example.com', phone: '06 12 34 56 78' };

  describe('form submissions', () => {
    it('stores a contact message (201) and gives it back only with the admin token', async () => {
      const receipt = await t.client.call('POST /contact', { body: { ...person, message: 'Which filler for a bathroom ceiling?' } });
      expect(receipt).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
      expect((await failure(t.client.call('GET /admin/submissions'))).status).toBe(401);
      expect((await failure(t.client.call('GET /admin/submissions', { token: 'wrong' }))).status).toBe(401);
      const stored = await t.client.call('GET /admin/submissions', { token: ADMIN_TOKEN, query: { resource: 'contact' } });
      expect(stored.items[0]).toMatchObject({ id: receipt.id, resource: 'contact', body: { email: 'rana@example.com', message: expect.any(String) } });
    });

    it('answers 400 to a resource that is not a form’s, naming the ones there are', async () => {
      const error = await failure(t.client.call('GET /admin/submissions', { token: ADMIN_TOKEN, query: { resource: 'contacts' as never } }));
      expect(error.status).toBe(400);
      expect(error.errors).toEqual({ resource: 'The resource param must be one of contact, construction-starts, application, training-inscription, wishlist, landing' });
    });

    it('answers 422 with the spec’s messages per field', async () => {
      const error = await failure(t.client.call('POST /contact', { body: { firstname: '', lastname: 'X', email: 'nope', message: 'm', phone: 'abc' } as never }));
      expect(error.status).toBe(422);
      expect(error.errors).toEqual({
        firstname: 'Please fill in the first name field.',
        email: 'Please enter your E-Mail address.',
        phone: 'Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.',
      });
    });

    it('answers 413 to a JSON body over 1 MB and 400 to broken JSON', async () => {
      const big = await fetch(`${t.backoffice.url}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...person, message: 'x'.repeat(1_100_000) }),
      });
      expect(big.status).toBe(413);
      const broken = await fetch(`${t.backoffice.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
      expect(broken.status).toBe(400);
    });

    it('answers 400 to a body with a __proto__, constructor or prototype key, before validating it', async () => {
      for (const key of ['__proto__', 'constructor', 'prototype']) {
        const response = await fetch(`${t.backoffice.url}/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"firstname": "", "nested": {"${key}": {"polluted": true}}}`,
        });
        expect(response.status, key).toBe(400);
        expect(await response.json(), key).toEqual({ errors: { message: `The key "${key}" is not allowed in a request body.` } });
      }
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('stores a worksite start, an application with a CV, and rejects a CV that is too heavy', async () => {
      await t.client.call('POST /construction-starts', {
        body: { ...person, company: 'Haddad Build', address: '1 Main St', zipcode: '69002', city: 'Lyon', start_date: '2030-05-01', surface_m2: 250 },
      });
      const jobs = await t.client.call('GET /page', { query: { type: 'job' } });
      const cv = { filename: 'cv.pdf', content_type: 'application/pdf', content_base64: Buffer.from('%PDF-1.4 cv').toString('base64') };
      expect((await t.client.call('POST /application', { body: { ...person, job_id: jobs.items[0]!.id, message: 'Hello', cv } })).id).toBeGreaterThan(0);
      expect((await t.client.call('POST /application', { body: { ...person, message: 'Unsolicited' } })).id).toBeGreaterThan(0);
      const heavy = { ...cv, content_base64: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') };
      expect((await failure(t.client.call('POST /application', { body: { ...person, message: 'Hello', cv: heavy } }))).errors).toEqual({ cv: 'File too heavy' });
    });

    it('registers up to 5 participants to an open training and refuses a closed one', async () => {
      const sessions = (await t.client.call('GET /training')).items;
      const open = sessions.find((session) => session.open)!;
      const closed = sessions.find((session) => !session.open)!;
      const participants = [{ firstname: 'A', lastname: 'B' }, { firstname: 'C', lastname: 'D' }];
      await t.client.call('POST /training-inscription', { body: { training_id: open.id, company: 'Co', email: 'co@example.com', phone: '+33 1 23 45 67 89', participants } });
      const after = (await t.client.call('GET /training')).items.find((session) => session.id === open.id)!;
      expect(after.seats_left).toBe(open.seats_left - 2);
      const tooMany = Array.from({ length: 6 }, () => participants[0]!);
      expect((await failure(t.client.call('POST /training-inscription', { body: { training_id: open.id, company: 'Co', email: 'co@example.com', phone: '+33 1 23 45 67 89', participants: tooMany } }))).errors).toHaveProperty('participants');
      expect((await failure(t.client.call('POST /training-inscription', { body: { training_id: closed.id, company: 'Co', email: 'co@example.com', phone: '+33 1 23 45 67 89', participants } }))).errors).toEqual({
        training_id: 'Registrations for this session are closed.',
      });
    });

    it('sends a wishlist and records a contest entry for a participating store', async () => {
      const products = await t.client.call('GET /product', { query: { perPage: 2 } });
      await t.client.call('POST /wishlist/send', { body: { email: 'friend@example.com', product_ids: products.items.map((product) => product.id) } });
      const contest = await t.client.call('GET /landing', { query: { technical_name: 'spring-contest', saleplan_id: PART } });
      const [store] = (await t.client.call('GET /landing/store', { query: { landing_id: contest.id } })).items;
      await t.client.call('POST /landing/data', { body: { landing_id: contest.id, ...person, store_id: store!.id, answer: '1936', accept_rules: true } });
      expect((await failure(t.client.call('POST /landing/data', { body: { landing_id: contest.id, ...person, store_id: 16, accept_rules: false } }))).errors).toEqual({
        store_id: 'This store does not take part in the contest.',
        accept_rules: 'Please fill in the accept rules field.',
      });
      const stored = await t.client.call('GET /admin/submissions', { token: ADMIN_TOKEN });
      expect(new Set(stored.items.map((submission) => submission.resource))).toEqual(
        new Set(['contact', 'construction-starts', 'application', 'training-inscription', 'wishlist', 'landing']),
      );
    });
  });
});
