/**
 * Hostile form bodies through the site's `/api/v1` gateway in front of the real embedded back
 * office: wrong types, huge strings, `__proto__` / `constructor` keys, nested objects, lists where
 * text goes, markup in fields with a grammar, broken JSON and multipart. Every one is a 4xx, the
 * database holds exactly the rows it held before (every table counted), no upload is written, no
 * prototype is polluted, and the process keeps serving.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DATABASE_FILE } from '../../src/backoffice/db/open-database.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostile-forms-'));
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(256 * 1024) });
});
afterAll(async () => {
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Rows per table of the embedded back office's database, read the way an operator would. */
function rowCounts(): Record<string, number> {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number]));
  } finally {
    db.close();
  }
}

const contact = { firstname: 'Nadia', lastname: 'Haddad', email: 'nadia@example.com', message: 'Which filler for a cracked ceiling?' };
const person = { ...contact, phone: '0612345678' };
const markup = '</script><script>alert(1)</script>';
const huge = 'x'.repeat(200_000);

type Case = readonly [label: string, path: string, init: RequestInit];

const json = (body: unknown, method = 'POST'): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const rawJson = (text: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
const multipart = (fields: Record<string, string | Blob | readonly (string | Blob)[]>): RequestInit => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(name, one as string | Blob);
  return { method: 'POST', body: form };
};
const urlencoded = (text: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: text });
const rawMultipart = (boundary: string, text: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  body: text,
});

const cases: Case[] = [
  // Not a form at all.
  ['a list', '/api/v1/contact', json([contact])],
  ['null', '/api/v1/contact', json(null)],
  ['a string', '/api/v1/contact', json('firstname=Nadia')],
  ['broken JSON', '/api/v1/contact', rawJson('{"firstname": "Nadia",')],
  ['JSON 10,000 levels deep', '/api/v1/contact', rawJson(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)],
  ['arrays 100,000 levels deep', '/api/v1/contact', rawJson(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)],
  ['JSON over 1 MB', '/api/v1/contact', json({ ...contact, message: 'x'.repeat(1_100_000) })],
  ['text/plain', '/api/v1/contact', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(contact) }],
  ['no content type', '/api/v1/contact', { method: 'POST', body: new Uint8Array(Buffer.from(JSON.stringify(contact))) }],
  // Wrong types.
  ['numbers, objects and lists where text goes', '/api/v1/contact', json({ firstname: 42, lastname: { first: 'Nadia' }, email: ['nadia@example.com'], message: true })],
  ['lists of the right text', '/api/v1/contact', json({ firstname: ['Nadia'], lastname: ['Haddad'], email: ['nadia@example.com'], message: ['Hi'] })],
  ['a query-operator object', '/api/v1/auth/login', json({ username: { $ne: null }, password: { $gt: '' } })],
  ['text where numbers go', '/api/v1/landing/data', json({ ...contact, landing_id: '1 OR 1=1', accept_rules: true })],
  ['a number too big to be one', '/api/v1/construction-starts', rawJson(`{"firstname":"A","lastname":"B","company":"C","email":"a@example.com","phone":"0612345678","address":"1 rue","zipcode":"75001","city":"Paris","start_date":"2027-01-01","surface_m2":1e309}`)],
  ['an impossible date', '/api/v1/construction-starts', json({ firstname: 'A', lastname: 'B', company: 'C', email: 'a@example.com', phone: '0612345678', address: '1 rue', zipcode: '75001', city: 'Paris', start_date: '2027-13-45' })],
  ['a string where a list goes', '/api/v1/wishlist/send', json({ email: 'a@example.com', product_ids: '1,2,3' })],
  ['an object posing as a list', '/api/v1/wishlist/send', json({ email: 'a@example.com', product_ids: { 0: 1, length: 1 } })],
  ['a list of 100,000 ids', '/api/v1/wishlist/send', json({ email: 'a@example.com', product_ids: Array.from({ length: 100_000 }, () => 1) })],
  ['participants with nested objects', '/api/v1/training-inscription', json({ training_id: 1, company: 'C', email: 'a@example.com', phone: '0612345678', participants: [{ firstname: { $gt: '' }, lastname: ['B'] }] })],
  ['"yes" for a checkbox', '/api/v1/auth/signup', json({ ...contact, password: 'Str0ng!Passw0rd', password_confirmation: 'Str0ng!Passw0rd', accept_terms: 'yes' })],
  ['a negative quantity and a prototype id', '/api/v1/cart', json({ list: [{ element_id: '__proto__', element_type: 'product', quantity: -1 }] })],
  // Huge strings.
  ['200,000-character fields', '/api/v1/contact', json({ firstname: huge, lastname: huge, email: `${huge}@example.com`, message: huge })],
  ['a 200,000-character password', '/api/v1/auth/signup', json({ ...contact, password: huge, password_confirmation: huge, accept_terms: true })],
  // Prototype keys.
  ['every field through __proto__', '/api/v1/contact', rawJson(`{"__proto__": ${JSON.stringify(contact)}}`)],
  ['every field through constructor.prototype', '/api/v1/contact', rawJson(`{"constructor": {"prototype": ${JSON.stringify(contact)}}}`)],
  ['__proto__ and constructor keys beside a bad field', '/api/v1/contact', rawJson(`{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}, ${JSON.stringify({ ...contact, email: 'no' }).slice(1)}`)],
  // Markup where a field has a grammar.
  ['markup in e-mail, phone and zip code', '/api/v1/contact', json({ ...contact, email: `${markup}@example.com`, phone: `<b>0612345678</b>`, zipcode: '<img src=x onerror=alert(1)>' })],
  ['markup in a SIRET', '/api/v1/auth/signup', json({ ...contact, password: 'Str0ng!Passw0rd', password_confirmation: 'Str0ng!Passw0rd', siret: '<script>', accept_terms: true })],
  ['control characters in a one-line field', '/api/v1/contact', json({ ...contact, firstname: 'Nadia\r\nBcc: victim@example.com' })],
  // Multipart.
  ['multipart: a text field where the CV goes', '/api/v1/application', multipart({ ...person, cv: 'cv.pdf' })],
  ['multipart: a file where the first name goes', '/api/v1/application', multipart({ ...person, firstname: new Blob(['Nadia'], { type: 'text/plain' }) })],
  ['multipart: an HTML "CV" with a traversal name', '/api/v1/application', multipart({ ...person, cv: new File([`<html>${markup}</html>`], '../../../tmp/evil.html', { type: 'text/html' }) })],
  ['multipart: a CV over the upload limit', '/api/v1/application', multipart({ ...person, cv: new File([new Uint8Array(300 * 1024)], 'cv.pdf', { type: 'application/pdf' }) })],
  ['multipart: the first name twice', '/api/v1/contact', multipart({ ...contact, firstname: ['Nadia', 'Injected'] })],
  ['multipart: a __proto__ field', '/api/v1/contact', multipart(JSON.parse('{"__proto__": "x", "email": "not-an-address", "firstname": "A", "lastname": "B", "message": "Hi"}'))],
  ['multipart: no boundary', '/api/v1/contact', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'firstname=Nadia' }],
  ['multipart: a body that is not multipart', '/api/v1/contact', rawMultipart('XyZ', JSON.stringify(contact))],
  ['multipart: an unterminated part', '/api/v1/contact', rawMultipart('XyZ', '--XyZ\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nNadia')],
  ['multipart: a part without a name', '/api/v1/contact', rawMultipart('XyZ', '--XyZ\r\nContent-Disposition: form-data\r\n\r\nNadia\r\n--XyZ--\r\n')],
  // URL-encoded, as an HTML form without JavaScript posts (a well-formed one is stored: see below).
  ['urlencoded: the first name twice', '/api/v1/contact', urlencoded(`${new URLSearchParams(contact)}&firstname=Injected`)],
  ['urlencoded: __proto__ and a bad e-mail', '/api/v1/contact', urlencoded(`__proto__[isAdmin]=true&${new URLSearchParams({ ...contact, email: 'not-an-address' })}`)],
  ['urlencoded: markup in the zip code', '/api/v1/contact', urlencoded(new URLSearchParams({ ...contact, zipcode: markup }).toString())],
  ['urlencoded: over 1 MB', '/api/v1/contact', urlencoded(new URLSearchParams({ ...contact, message: 'x'.repeat(1_100_000) }).toString())],
  // A customer call without a customer.
  ['a profile update without a login', '/api/v1/profile', json({ firstname: markup }, 'PUT')],
];

test(`${cases.length} hostile form bodies: each a 4xx in the error envelope, nothing stored, nothing polluted`, { timeout: 60_000 }, async () => {
  const before = rowCounts();
  for (const [label, target, init] of cases) {
    const response = await site.get(target, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
    expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
    const { errors } = JSON.parse(text) as { errors: Record<string, unknown> };
    expect(Object.keys(errors).length, label).toBeGreaterThan(0);
    expect(text, `${label} reflects markup`).not.toContain('<script>');
  }
  expect(rowCounts()).toEqual(before);
  expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.prototype).not.toHaveProperty('isAdmin');
  expect((await site.get('/healthz')).status).toBe(200);
});

test('a body with a __proto__, constructor or prototype key is refused whole with a 400 before validation, nothing stored', async () => {
  const before = rowCounts();
  const bodies = [
    `{"__proto__": {"isAdmin": true}, ${JSON.stringify(contact).slice(1)}`,
    `{"constructor": {"prototype": {"polluted": true}}, ${JSON.stringify(contact).slice(1)}`,
    JSON.stringify({ ...contact, nested: [{ prototype: 1 }] }),
  ];
  for (const body of bodies) {
    const response = await site.get('/api/v1/contact', rawJson(body));
    expect(response.status, body).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.body, body).toMatch(/^The key "(__proto__|constructor|prototype)" is not allowed/);
  }
  expect(rowCounts()).toEqual(before);
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.prototype).not.toHaveProperty('isAdmin');
});

test('the count would see a stored form: markup in free text is kept verbatim', async () => {
  const before = rowCounts();
  const response = await site.get('/api/v1/contact', json({ ...contact, message: markup }));
  expect(response.status).toBe(201);
  expect(rowCounts()).toEqual({ ...before, submission: before.submission! + 1 });

  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  const stored = JSON.parse(db.prepare('SELECT body FROM submission ORDER BY id DESC LIMIT 1').pluck().get() as string);
  db.close();
  expect(stored).toMatchObject({ ...contact, message: markup });
});

test('a well-formed URL-encoded form, as a browser without JavaScript sends it, is stored once', async () => {
  const before = rowCounts();
  const response = await site.get('/api/v1/contact', urlencoded(new URLSearchParams({ ...contact, message: markup }).toString()));
  expect(response.status).toBe(201);
  expect(rowCounts()).toEqual({ ...before, submission: before.submission! + 1 });
});
