/** The `/api/v1` gateway in front of the real embedded back office. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;

beforeAll(async () => {
  site = await startEmbeddedSite({ UPLOAD_MAX_BYTES: String(200 * 1024) });
});
afterAll(() => site?.close());

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('reads', () => {
  test('forwards the contract’s public calls with the envelope', async () => {
    const response = await site.get('/api/v1/product?perPage=2&page=1');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.items).toHaveLength(2);
    expect(data.total).toBeGreaterThan(2);
  });

  test('never forwards the operators’ admin reads, nor anything outside the contract', async () => {
    for (const path of ['/api/v1/admin/submissions', '/api/v1/admin/submissions?resource=contact', '/api/v1/nope']) {
      const response = await site.get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ errors: { status: 'not_found' } });
    }
  });

  test('dot segments cannot reach the admin reads', async () => {
    // Sent as written: fetch() would resolve the dot segments before sending.
    for (const path of ['/api/v1/product/../admin/submissions', '/api/v1/product/%2e%2e/admin/submissions', '/media/../api/v1/admin/submissions']) {
      const status = await new Promise<number>((resolve, reject) =>
        request(`${site.url}${path}`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end(),
      );
      expect(status, path).toBe(404);
    }
  });

  test('a customer call without a token is the back office’s 401', async () => {
    const response = await site.get('/api/v1/profile');
    expect(response.status).toBe(401);
  });

  test('media are served through the site', async () => {
    const product = (await (await site.get('/api/v1/product?perPage=1')).json()).data.items[0];
    const image = await site.get(product.cover.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const webp = await site.get(product.cover.webp);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    // A HEAD goes on as a HEAD (the back office answers it without rendering), with the headers.
    const head = await site.get(product.cover.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe((await image.arrayBuffer()).byteLength);
    expect((await site.get('/media/visual/no-such-scene.png', { method: 'HEAD' })).status).toBe(404);
  });
});

describe('form bodies', () => {
  const contact = { firstname: 'Nadia', lastname: 'Haddad', email: 'nadia@example.com', message: 'Which filler for a cracked ceiling?' };

  test('a valid contact is stored: 201', async () => {
    const response = await site.get('/api/v1/contact', json(contact));
    expect(response.status).toBe(201);
  });

  test('invalid input is a 422 with a message per field', async () => {
    const response = await site.get('/api/v1/contact', json({ ...contact, email: 'not an address', firstname: '' }));
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors.email).toBe('Please enter your E-Mail address.');
    expect(errors.firstname).toMatch(/^Please fill in the .+ field\.$/);
  });

  test('a JSON body over 1 MB is a 413', async () => {
    const response = await site.get('/api/v1/contact', json({ ...contact, message: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.status).toBe(413);
  });

  test('malformed JSON is a 400 and another content type a 415', async () => {
    const malformed = await site.get('/api/v1/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"firstname":' });
    expect(malformed.status).toBe(400);
    const text = await site.get('/api/v1/contact', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
  });

  test('an upload over the configured size is a 413 with "File too heavy"', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...contact, phone: '0612345678' })) form.set(name, value);
    form.set('cv', new Blob([new Uint8Array(300 * 1024)], { type: 'application/pdf' }), 'cv.pdf');
    const response = await site.get('/api/v1/application', { method: 'POST', body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: { cv: 'File too heavy' } });
  });

  test('a multipart application within the limit is stored with its CV', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...contact, phone: '0612345678' })) form.set(name, value);
    form.set('cv', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
    const response = await site.get('/api/v1/application', { method: 'POST', body: form });
    expect(response.status).toBe(201);
  });
});

describe('the gateway validates before forwarding', () => {
  test('invalid input never reaches the back office; valid input arrives with known fields only', async () => {
    const { startFakeBackoffice } = await import('../support/fake-backoffice.ts');
    const { startTestSite } = await import('../support/test-site.ts');
    const backoffice = await startFakeBackoffice();
    const gatewaySite = await startTestSite({ BACKOFFICE_URL: backoffice.url });
    try {
      const invalid = await gatewaySite.get('/api/v1/contact', json({ firstname: 'A', lastname: 'B', email: 'a@example.fr', message: 'Hi', phone: '12' }));
      expect(invalid.status).toBe(422);
      expect(await invalid.json()).toEqual({ errors: { phone: 'Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.' } });
      expect(backoffice.requests.some((line) => line.startsWith('POST'))).toBe(false);

      await gatewaySite.get('/api/v1/contact', json({ firstname: ' A ', lastname: 'B', email: 'a@example.fr', message: 'Hi', is_admin: true, __proto__: { x: 1 } }));
      expect(backoffice.requests.some((line) => line.startsWith('POST /contact'))).toBe(true);
      expect(backoffice.bodies.at(-1)).toEqual({ firstname: 'A', lastname: 'B', email: 'a@example.fr', message: 'Hi' });
    } finally {
      await gatewaySite.close();
      await backoffice.close();
    }
  });
});
