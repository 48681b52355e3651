/**
 * Issue 31, item 8: a retried form post is stored once. A post carries an idempotency key (a
 * header from the browser's form, a hidden field without JavaScript); the same key with the same
 * body, sent again or twice at once, is stored once and answered as the first time; different
 * keys, or one key with different bodies (a kept page's visitors share its hidden key), are
 * different submissions; a malformed key is a 400 and stores nothing.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newIdempotencyKey } from '../../src/shared/kernel/api/idempotency-key.ts';
import { englishValidationTexts } from '../../src/shared/kernel/i18n/validation/en.ts';
import { startEmbeddedSite, type EmbeddedTestSite } from '../support/embedded-site.ts';
import { storedSubmissions } from '../support/stored-submissions.ts';

let site: EmbeddedTestSite;

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(async () => {
  await site?.close();
});

function stored(email: string): number {
  return storedSubmissions(site.dataDir, "json_extract(body, '$.email') = ?", email);
}

const contact = (email: string) => ({ firstname: 'Nour', lastname: 'Haddad', email, message: 'Which filler for a cracked ceiling?' });

async function postContact(body: unknown, key: string | undefined, base = `${site.url}/api/v1`): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await fetch(`${base}/contact?lang=en`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

test('a post sent again with its key is stored once and answered as the first time', async () => {
  const key = newIdempotencyKey();
  const first = await postContact(contact('retry@example.com'), key);
  const again = await postContact(contact('retry@example.com'), key);
  expect(first.status).toBe(201);
  expect(again).toEqual(first);
  expect(stored('retry@example.com')).toBe(1);
});

test('two sends with one key at once are stored once, both answered alike', async () => {
  const key = newIdempotencyKey();
  const answers = await Promise.all(Array.from({ length: 4 }, () => postContact(contact('together@example.com'), key)));
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  expect(answers[0]!.status).toBe(201);
  expect(stored('together@example.com')).toBe(1);
});

test('two keys are two submissions; one key with two bodies (a kept page’s visitors) is two too; no key stores each post', async () => {
  await postContact(contact('two-keys@example.com'), newIdempotencyKey());
  await postContact(contact('two-keys@example.com'), newIdempotencyKey());
  expect(stored('two-keys@example.com')).toBe(2);

  const shared = newIdempotencyKey();
  const first = await postContact(contact('visitor-one@example.com'), shared);
  const second = await postContact(contact('visitor-two@example.com'), shared);
  expect(second.text).not.toEqual(first.text);
  expect(stored('visitor-one@example.com')).toBe(1);
  expect(stored('visitor-two@example.com')).toBe(1);

  await postContact(contact('no-key@example.com'), undefined);
  await postContact(contact('no-key@example.com'), undefined);
  expect(stored('no-key@example.com')).toBe(2);
});

test('a malformed key is a 400 naming it, at the gateway and at the back office, and nothing is stored', async () => {
  for (const base of [`${site.url}/api/v1`, site.backofficeUrl]) {
    for (const key of ['short', 'x'.repeat(101), 'spaces are not allowed here', 'a;b=c,d'.repeat(4)]) {
      const answer = await postContact(contact('bad-key@example.com'), key, base);
      expect(answer.status, `${base} ${key}`).toBe(400);
      expect(JSON.parse(answer.text), `${base} ${key}`).toEqual({ errors: { idempotency_key: englishValidationTexts.idempotencyKey } });
    }
  }
  expect(stored('bad-key@example.com')).toBe(0);
});

test('an application retried with its CV is stored once and its file saved once', async () => {
  const key = newIdempotencyKey();
  const application = () => {
    const form = new FormData();
    for (const [field, value] of Object.entries({ ...contact('cv-retry@example.com'), phone: '0612345678' })) form.append(field, value);
    form.append('cv', new Blob(['%PDF-1.4\n% a short CV\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
    return form;
  };
  const send = async () => {
    const response = await site.get('/api/v1/application', { method: 'POST', headers: { 'idempotency-key': key }, body: application() });
    return { status: response.status, text: await response.text() };
  };
  const [first, together] = await Promise.all([send(), send()]);
  const later = await send();
  expect(first!.status).toBe(201);
  expect(together).toEqual(first);
  expect(later).toEqual(first);
  expect(stored('cv-retry@example.com')).toBe(1);
  expect(readdirSync(path.join(site.dataDir, 'uploads'))).toHaveLength(1);
});

test('without JavaScript: the page’s hidden key makes a resent form one submission, and another visitor’s post on the same kept page another', async () => {
  const html = await (await site.get('/contact')).text();
  const key = /<input type="hidden" name="idempotency_key" value="([^"]+)"/.exec(html)?.[1];
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  const post = (email: string) =>
    site.get('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ ...contact(email), idempotency_key: key! }).toString(),
    });
  const first = await post('no-script@example.com');
  const resent = await post('no-script@example.com');
  expect(first.status).toBe(303);
  expect(resent.status).toBe(303);
  expect(resent.headers.get('location')).toBe(first.headers.get('location'));
  expect(stored('no-script@example.com')).toBe(1);

  expect((await post('other-visitor@example.com')).status).toBe(303);
  expect(stored('other-visitor@example.com')).toBe(1);
});
