/**
 * Issue 31, item 7: an upload is checked by its bytes, not its label. A `cv.pdf` labelled
 * `application/pdf` whose bytes start with `MZ` (a Windows program) is refused with the
 * validation texts' message, in English and in French, through the gateway, a page's post
 * without JavaScript and the back office called directly; nothing is stored or saved.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { englishValidationTexts } from '../../src/shared/kernel/i18n/validation/en.ts';
import { frenchValidationTexts } from '../../src/shared/kernel/i18n/validation/fr.ts';
import { startEmbeddedSite, type EmbeddedTestSite } from '../support/embedded-site.ts';
import { storedSubmissions } from '../support/stored-submissions.ts';

let site: EmbeddedTestSite;

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(async () => {
  await site?.close();
});

function applications(): number {
  return storedSubmissions(site.dataDir, "resource = 'application'");
}

const uploads = () => (existsSync(path.join(site.dataDir, 'uploads')) ? readdirSync(path.join(site.dataDir, 'uploads')) : []);

/** A Windows program's first bytes: the `MZ` header, then its DOS stub. */
const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]);
const pdf = Buffer.from('%PDF-1.4\n% a short CV\n%%EOF\n');
const applicant = { firstname: 'Lina', lastname: 'Aoun', email: 'lina@example.com', phone: '0612345678', message: 'Ten years in sales.' };

function application(bytes: Buffer, type = 'application/pdf', name = 'cv.pdf'): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(applicant)) form.append(field, value);
  form.append('cv', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

test('a cv.pdf whose bytes are a Windows program is refused at the gateway, in the request’s language; nothing stored or saved', async () => {
  const before = applications();
  const english = await site.get('/api/v1/application?lang=en', { method: 'POST', body: application(program) });
  expect(english.status).toBe(422);
  expect(await english.json()).toEqual({ errors: { cv: englishValidationTexts.cvContents } });
  const french = await site.get('/api/v1/application?lang=fr', { method: 'POST', body: application(program) });
  expect(french.status).toBe(422);
  expect(await french.json()).toEqual({ errors: { cv: frenchValidationTexts.cvContents } });
  // A real PDF labelled as a Word document is not what its label says either.
  const mislabelled = await site.get('/api/v1/application?lang=en', { method: 'POST', body: application(pdf, 'application/msword', 'cv.doc') });
  expect(mislabelled.status).toBe(422);
  expect(applications()).toBe(before);
  expect(uploads()).toEqual([]);
});

test('a named cv.pdf with no bytes is refused at the gateway, not taken for a file input left empty; nothing stored', async () => {
  const before = applications();
  const response = await site.get('/api/v1/application?lang=en', { method: 'POST', body: application(Buffer.alloc(0)) });
  expect(response.status).toBe(422);
  expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['cv']);
  expect(applications()).toBe(before);
  expect(uploads()).toEqual([]);
});

test('without JavaScript: the page again (422) with the message, in the page’s language, nothing stored', async () => {
  const before = applications();
  for (const [page, message] of [
    ['/carrier/unsolicited-application', englishValidationTexts.cvContents],
    ['/fr/carrieres/candidature-spontanee', frenchValidationTexts.cvContents],
  ] as const) {
    const response = await site.get(page, { method: 'POST', body: application(program), headers: { origin: site.url, 'sec-fetch-site': 'same-origin' } });
    expect(response.status, page).toBe(422);
    expect(await response.text(), page).toContain(message);
  }
  expect(applications()).toBe(before);
  expect(uploads()).toEqual([]);
});

test('the back office refuses it too when called directly, before storing or saving anything', async () => {
  const before = applications();
  const body = { ...applicant, cv: { filename: 'cv.pdf', content_type: 'application/pdf', content_base64: program.toString('base64') } };
  const response = await fetch(`${site.backofficeUrl}/application`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ errors: { cv: englishValidationTexts.cvContents } });
  expect(applications()).toBe(before);
  expect(uploads()).toEqual([]);
});

test('a PDF that is one is stored, and saved once', async () => {
  const before = applications();
  const response = await site.get('/api/v1/application?lang=en', { method: 'POST', body: application(pdf) });
  expect(response.status).toBe(201);
  expect(applications()).toBe(before + 1);
  expect(uploads()).toEqual([expect.stringMatching(/^application-\d+-cv\.pdf$/)]);
});
