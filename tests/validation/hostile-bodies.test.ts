import { describe, expect, it } from 'vitest';
import { isFormEndpoint, validateFormBody, validateSchemaBody, type FormEndpoint } from '../../src/shared/kernel/validation/form-schemas.ts';
import { publicationSchemas } from '../../src/shared/kernel/validation/publication-schemas.ts';
import { readProductCsv } from '../../src/backoffice/catalogue/product-csv.ts';
import { contract, type EndpointName } from '../../src/shared/kernel/api/contract.ts';
import { englishValidationTexts as english } from '../../src/shared/kernel/i18n/validation/en.ts';

const formEndpoints = (Object.keys(contract) as EndpointName[]).filter(isFormEndpoint);
const contact = { firstname: 'Jeanne', lastname: 'Martin', email: 'jeanne@example.fr', message: 'Hello' };
const megabyte = 'x'.repeat(1024 * 1024);

function errorsOf(endpoint: FormEndpoint, body: unknown): Record<string, string> {
  const result = validateFormBody(endpoint, body, english);
  if (result.ok) throw new Error(`${endpoint} accepted ${JSON.stringify(body)?.slice(0, 100)}`);
  return { ...result.errors };
}

describe('hostile bodies', () => {
  it.each([null, undefined, 42, 'text', true, [], [contact], () => contact])('refuse a body that is not an object (%j) with one message', (body) => {
    for (const endpoint of formEndpoints) expect(errorsOf(endpoint, body)).toEqual({ body: 'The form could not be read.' });
    for (const schema of Object.values(publicationSchemas)) expect(validateSchemaBody(schema as never, body, english)).toEqual({ ok: false, errors: { body: 'The form could not be read.' } });
  });

  it('refuse a hostile product publication field by field, in bounded time', () => {
    const started = performance.now();
    const result = validateSchemaBody(publicationSchemas['PUT /admin/product/:id'], {
      ['__proto__']: { polluted: true },
      constructor: 'x',
      reference: megabyte,
      color: '<script>',
      form: 'powder',
      product: { slug: `${'a-'.repeat(100_000)}!`, name: 'x', extract: 'x', description: 'x' },
      categories_part: Array.from({ length: 10_000 }, () => 'filling'),
      caracteristics: [{ name: 'toString', values: ['1e309'] }],
      variants: [{ id: 1e300, reference: 'A-1', ean13: '0'.repeat(13), pack_size: -1, price_pro: Number.NaN, price_part: '1e3' }],
    }, english);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    expect(Object.keys(errors).sort()).toEqual(
      ['categories_part', 'color', 'product.slug', 'reference', 'variants.0.id', 'variants.0.pack_size', 'variants.0.price_part', 'variants.0.price_pro'].sort(),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuse a hostile category publication field by field, in bounded time', () => {
    const started = performance.now();
    const result = validateSchemaBody(publicationSchemas['PUT /admin/category/:id'], {
      ['__proto__']: { polluted: true },
      target: 'constructor',
      parent: `${'a-'.repeat(100_000)}!`,
      color: megabyte,
      category: { slug: 'toString', name: megabyte, description: 'x' },
      translations: Array.from({ length: 10_000 }, () => ({ lang: 'fr', slug: 'a', name: 'a', description: 'a' })),
    }, english);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    expect(Object.keys(errors).sort()).toEqual(['category.name', 'category.slug', 'color', 'parent', 'target', 'translations'].sort());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('read a hostile CSV file without throwing: unclosed quotes, a proto column, an oversized line', () => {
    expect(readProductCsv('product_id\n"1', ['fr']).refusals[0]!.message).toMatch(/^The file is not CSV from here/);
    expect(readProductCsv('__proto__,constructor\n1,2', ['fr']).refusals[0]!.message).toMatch(/unknown __proto__, constructor/);
    expect(readProductCsv(`product_id\n${'x'.repeat(70 * 1024)}`, ['fr']).refusals[0]!.message).toMatch(/^The file is not CSV from here/);
  });

  it('refuse wrong types field by field: numbers, objects and arrays where text goes, text where numbers go', () => {
    expect(errorsOf('POST /contact', { ...contact, firstname: 42, lastname: { first: 'x' }, message: ['Hello'], email: 7, phone: 612345678 })).toEqual({
      firstname: 'The first name field is invalid.',
      lastname: 'The last name field is invalid.',
      message: 'The message field is invalid.',
      email: 'The e-mail field is invalid.',
      phone: 'The phone field is invalid.',
    });
    expect(errorsOf('POST /landing/data', { ...contact, landing_id: 'one', store_id: 1.5, accept_rules: 'yes' })).toEqual({
      landing_id: 'The contest field is invalid.',
      store_id: 'The store field is invalid.',
      accept_rules: 'Please fill in the accept rules field.',
    });
    expect(errorsOf('POST /landing/data', { ...contact, landing_id: Number.NaN, accept_rules: true })).toEqual({ landing_id: 'The contest field is invalid.' });
    expect(errorsOf('POST /landing/data', { ...contact, landing_id: 1e300, accept_rules: true })).toEqual({ landing_id: 'The contest field is invalid.' });
    expect(errorsOf('POST /wishlist/send', { email: 'a@example.fr', product_ids: '1,2' })).toEqual({ product_ids: 'The products field is invalid.' });
    expect(errorsOf('POST /wishlist/send', { email: 'a@example.fr', product_ids: [1, 'two', null] })).toEqual({
      'product_ids.1': 'The product field is invalid.',
      'product_ids.2': 'Please fill in the product field.',
    });
    expect(errorsOf('POST /training-inscription', { training_id: 1, company: 'Co', email: 'a@example.fr', phone: '0612345678', participants: { 0: { firstname: 'A', lastname: 'B' } } })).toEqual({
      participants: 'The participants field is invalid.',
    });
  });

  it('refuse 1 MB strings in every text field without running a pattern over them', () => {
    expect(errorsOf('POST /contact', { ...contact, firstname: megabyte, email: `${megabyte}@example.fr`, phone: megabyte, zipcode: megabyte, message: megabyte })).toEqual({
      firstname: 'The first name field must have at most 100 characters.',
      email: 'The e-mail field must have at most 254 characters.',
      phone: 'The phone field must have at most 30 characters.',
      zipcode: 'The zip code field must have at most 20 characters.',
      message: 'The message field must have at most 5000 characters.',
    });
    expect(errorsOf('POST /auth/login', { username: megabyte, password: megabyte })).toEqual({
      username: 'The e-mail field must have at most 254 characters.',
      password: 'The password field must have at most 200 characters.',
    });
  });

  it('ignore __proto__ and constructor keys, pollute nothing, and build results without a prototype', () => {
    const body = JSON.parse(`{"__proto__": {"polluted": true, "firstname": "Injected"}, "constructor": {"prototype": {"polluted": true}}, ${JSON.stringify(contact).slice(1)}`);
    const result = validateFormBody('POST /contact', body, english);
    expect(result).toEqual({ ok: true, value: contact });
    expect(result.ok && Object.getPrototypeOf(result.value)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');

    const failed = validateFormBody('POST /contact', JSON.parse('{"__proto__": {"firstname": "Injected"}}'), english);
    expect(failed.ok).toBe(false);
    expect(!failed.ok && Object.getPrototypeOf(failed.errors)).toBeNull();
    expect(!failed.ok && failed.errors.firstname).toBe('Please fill in the first name field.');
  });

  it('never read a field through the prototype: an inherited value counts as absent', () => {
    const inheriting = Object.assign(Object.create({ firstname: 'Inherited', lastname: 'Inherited' }), { email: 'a@example.fr', message: 'Hi' });
    expect(errorsOf('POST /contact', inheriting)).toEqual({
      firstname: 'Please fill in the first name field.',
      lastname: 'Please fill in the last name field.',
    });
    // `constructor` is on every object's prototype; a body never has it as its own field.
    expect(errorsOf('POST /training-inscription', { company: 'constructor', email: 'a@example.fr', phone: '0612345678', participants: [{ firstname: 'toString', lastname: 'valueOf' }] })).toEqual({
      training_id: 'Please fill in the training session field.',
    });
  });

  it('never run a getter and never throw, even on proxies whose traps throw', () => {
    let ran = false;
    const withGetter = { ...contact, get firstname() { ran = true; return 'Getter'; } };
    expect(errorsOf('POST /contact', withGetter)).toEqual({ firstname: 'Please fill in the first name field.' });
    expect(ran).toBe(false);

    const throwing = new Proxy({}, { getOwnPropertyDescriptor() { throw new Error('trap'); } });
    expect(errorsOf('POST /contact', throwing)).toEqual({ body: 'The form could not be read.' });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(() => validateFormBody('POST /contact', proxy, english)).not.toThrow();
  });

  it('treat markup as text: accepted where text is, given back unchanged for escaping later', () => {
    const markup = { firstname: '<b>Jeanne</b>', lastname: '"Martin" & Fils', email: 'jeanne@example.fr', message: '<script>alert(1)</script>\n<img src=x onerror=alert(1)>', subject: "'; DROP TABLE contact; --" };
    expect(validateFormBody('POST /contact', markup, english)).toEqual({ ok: true, value: markup });
  });

  it('refuse control characters in one-line fields, allow line breaks in messages', () => {
    expect(errorsOf('POST /contact', { ...contact, firstname: 'Jeanne\r\nBcc: victim@example.com', subject: 'a\u0000b' })).toEqual({
      firstname: 'The first name field is invalid.',
      subject: 'The subject field is invalid.',
    });
    expect(validateFormBody('POST /contact', { ...contact, message: 'Line one\r\nLine two\tindented' }, english).ok).toBe(true);
  });

  it('refuse a hostile upload without decoding it', () => {
    const base = { firstname: 'J', lastname: 'M', email: 'j@example.fr', phone: '0612345678', message: 'Hi' };
    expect(errorsOf('POST /application', { ...base, cv: 'cv.pdf' })).toEqual({ cv: 'Please attach your CV as a PDF or Word file.' });
    expect(errorsOf('POST /application', { ...base, cv: { filename: '../../etc/passwd\n', content_type: 'application/pdf', content_base64: 'AAAA' } })).toEqual({ cv: 'The CV field is invalid.' });
    expect(errorsOf('POST /application', { ...base, cv: { filename: 'cv.pdf', content_type: 'application/pdf', content_base64: 42 } })).toEqual({ cv: 'The CV field is invalid.' });
    expect(errorsOf('POST /application', { ...base, cv: { filename: 'cv.pdf', content_type: 'application/pdf', content_base64: 'A'.repeat(8 * 1024 * 1024) } })).toEqual({ cv: 'File too heavy' });
  });
});
