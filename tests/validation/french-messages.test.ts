/**
 * One set of rules, messages in the language of the page or request: French pages and requests
 * get French texts (spec §5), every other locale without a translation gets the spec's English.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadTranslation } from '../../src/shared/kernel/i18n/translations.ts';
import { validationTextsFor } from '../../src/shared/kernel/i18n/validation-texts.ts';
import { validateFormBody } from '../../src/shared/kernel/validation/form-schemas.ts';
import { englishValidationTexts } from '../../src/shared/kernel/i18n/validation/en.ts';
import { frenchValidationTexts } from '../../src/shared/kernel/i18n/validation/fr.ts';
import { validateFileSize, validateSiret } from '../../src/shared/kernel/validation/validators.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

const invalidContact = { firstname: '', lastname: 'Haddad', email: 'not-an-email', phone: '12', message: 'Bonjour' };

describe('the French validation texts', () => {
  beforeAll(() => loadTranslation('fr'));

  test('word every English message and field name, with the same placeholders', () => {
    expect(Object.keys(frenchValidationTexts).sort()).toEqual(Object.keys(englishValidationTexts).sort());
    expect(Object.keys(frenchValidationTexts.fields).sort()).toEqual(Object.keys(englishValidationTexts.fields).sort());
    for (const [name, english] of Object.entries(englishValidationTexts)) {
      if (typeof english === 'string') expect(placeholders(frenchValidationTexts[name as keyof typeof frenchValidationTexts] as string), name).toEqual(placeholders(english));
    }
  });

  test('write the French catalogue’s typography: a no-break space before : ; ? ! and typographic apostrophes', () => {
    const { fields, ...messages } = frenchValidationTexts;
    for (const text of [...Object.values(messages), ...Object.values(fields)]) expect(text).not.toMatch(/ [:;?!]|'/);
  });

  test('are the ones of French pages; a locale without a translation reads English', () => {
    expect(validationTextsFor('fr')).toBe(frenchValidationTexts);
    expect(validationTextsFor('en')).toBe(englishValidationTexts);
    expect(validationTextsFor('de')).toBe(englishValidationTexts);
  });

  test('word a form body’s errors in French, the rules being the same', () => {
    expect(validateFormBody('POST /contact', invalidContact, frenchValidationTexts)).toEqual({
      ok: false,
      errors: {
        firstname: 'Veuillez remplir le champ prénom.',
        email: 'Veuillez saisir votre adresse e-mail.',
        phone: 'Veuillez saisir un numéro de téléphone français (01\u00A023\u00A045\u00A067\u00A089) ou international, commençant par + et l’indicatif du pays.',
      },
    });
    expect(validateFormBody('POST /contact', invalidContact, englishValidationTexts)).toEqual({
      ok: false,
      errors: {
        firstname: 'Please fill in the first name field.',
        email: 'Please enter your E-Mail address.',
        phone: 'Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.',
      },
    });
    expect(validateFormBody('POST /cart', { list: [{ element_id: 5, element_type: 'product', quantity: 0 }] }, frenchValidationTexts)).toEqual({
      ok: false,
      errors: { 'list.0.quantity': 'Le champ quantité doit valoir 1 ou plus.' },
    });
    expect(validateFormBody('POST /auth/signup', { firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', password: 'court', password_confirmation: 'court', accept_terms: true, siret: '123' }, frenchValidationTexts)).toMatchObject({
      errors: { password: 'Le mot de passe doit comporter au moins 8 caractères.', siret: 'Le numéro SIRET est invalide.' },
    });
    expect(validateFormBody('POST /contact', 'not an object', frenchValidationTexts)).toEqual({ ok: false, errors: { body: 'Le formulaire n’a pas pu être lu.' } });
  });

  test('word the validators’ answers in French', () => {
    expect(validateSiret('123', frenchValidationTexts)).toBe('Le numéro SIRET est invalide.');
    expect(validateFileSize(11, 10, frenchValidationTexts)).toBe('Fichier trop lourd');
  });
});

describe('a site configured with French', () => {
  let backoffice: FakeBackoffice;
  let site: TestSite;
  beforeAll(async () => {
    backoffice = await startFakeBackoffice();
    site = await startTestSite({ BACKOFFICE_URL: backoffice.url });
  });
  afterAll(async () => {
    await site?.close();
    await backoffice?.close();
  });
  const sameOrigin = () => ({ origin: site.url, 'sec-fetch-site': 'same-origin' });

  test('answers the gateway’s 422 in the language of the call’s `lang`, English without one', async () => {
    const post = (query: string) =>
      site.get(`/api/v1/contact${query}`, { method: 'POST', headers: { ...sameOrigin(), 'content-type': 'application/json' }, body: JSON.stringify(invalidContact) });
    const inFrench = await post('?site_id=1&lang=fr');
    expect(inFrench.status).toBe(422);
    expect(await inFrench.json()).toEqual({
      errors: { firstname: 'Veuillez remplir le champ prénom.', email: 'Veuillez saisir votre adresse e-mail.', phone: 'Veuillez saisir un numéro de téléphone français (01\u00A023\u00A045\u00A067\u00A089) ou international, commençant par + et l’indicatif du pays.' },
    });
    const inEnglish = await post('?site_id=1&lang=en');
    expect((await inEnglish.json()).errors.firstname).toBe('Please fill in the first name field.');
    expect((await (await post('')).json()).errors.firstname).toBe('Please fill in the first name field.');
  });

  test('shows a French page’s form posted without JavaScript again with French errors', async () => {
    const response = await fetch(`${site.url}/fr/enduit-particuliers/contact`, {
      method: 'POST',
      headers: sameOrigin(),
      body: new URLSearchParams(invalidContact),
      redirect: 'manual',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Veuillez remplir le champ prénom.');
    expect(html).toContain('Veuillez saisir votre adresse e-mail.');
    expect(html).not.toContain('Please fill in');
  });
});
