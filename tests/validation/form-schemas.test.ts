import { describe, expect, it } from 'vitest';
import { contract, type EndpointName } from '../../src/shared/kernel/api/contract.ts';
import { isFormEndpoint, validateFormBody, validateSchemaBody, type FormEndpoint, type PublicationEndpoint } from '../../src/shared/kernel/validation/form-schemas.ts';
import { publicationSchemas } from '../../src/shared/kernel/validation/publication-schemas.ts';
import { englishValidationTexts as english } from '../../src/shared/kernel/i18n/validation/en.ts';

const person = { firstname: 'Jeanne', lastname: 'Martin', email: 'jeanne.martin@example.fr', phone: '06 12 34 56 78' };
const address = { label: 'Home', firstname: 'Jeanne', lastname: 'Martin', address: '12 quai Perrache', zipcode: '69002', city: 'Lyon', country_iso: 'fr', phone: null };
const cv = { filename: 'cv.pdf', content_type: 'application/pdf', content_base64: Buffer.from('%PDF-1.4 cv').toString('base64') };

/** A valid body per endpoint, what the site's forms send. */
const valid: { [E in FormEndpoint | PublicationEndpoint]: unknown } = {
  'POST /contact': { ...person, zipcode: '75011', subject: 'Ceiling', message: 'Which filler for a bathroom ceiling?' },
  'POST /construction-starts': { ...person, company: 'Martin Bâtiment', address: '3 rue Neuve', zipcode: '69002', city: 'Lyon', start_date: '2030-05-01', surface_m2: 250 },
  'POST /application': { ...person, job_id: 4, function: 'Plasterer', message: 'Hello', cv },
  'POST /training-inscription': { training_id: 2, company: 'Co', email: 'co@example.fr', phone: '+33 1 23 45 67 89', participants: [{ firstname: 'A', lastname: 'B' }, { firstname: 'C', lastname: 'D', function: 'Site manager' }] },
  'POST /wishlist/send': { email: 'friend@example.fr', sender_name: 'Jeanne', product_ids: [1, 2, 3] },
  'POST /landing/data': { landing_id: 1, ...person, store_id: 3, answer: '1936', accept_rules: true },
  'POST /auth/signup': { ...person, password: 'long-enough-1', password_confirmation: 'long-enough-1', accept_terms: true },
  'POST /auth/login': { username: 'jeanne.martin@example.fr', password: 'long-enough-1' },
  'PUT /profile': { company: 'Martin & Fils' },
  'POST /address': address,
  'PUT /address': { id: 7, ...address },
  'POST /cart': { list: [{ element_id: 5, element_type: 'product', quantity: 2 }] },
  'POST /cart/discount': { cart_token: 'abc', code: 'WELCOME10' },
  'PUT /admin/search-synonyms': { lang: 'fr', term: 'placo', expansions: ['plaque', 'plaquiste'] },
  'PUT /admin/page/:id': {
    target: null,
    page: {
      slug: 'site-visits',
      title: 'Site visits',
      type: 'actualite',
      type_label: 'News',
      extract: 'Our technicians visit your site.',
      cover: { name: 'news-site-visits', alt: 'A technician on a site' },
      tags: ['renovation'],
      blocks: [
        { type: 'paragraph', titre: null, text: 'Book a visit.', visuel: null },
        { type: 'push', titre: 'Contact us', text: null, label_link: 'Write to us', url: '/contact', visuel: null },
        { type: 'timeline', titre: 'Key dates', milestones: [{ year: 1936, title: 'A plasterer’s mix', text: 'The first filler.' }, { year: 1974, title: 'Filler in a tub', text: 'Ready to use.' }] },
      ],
      meta: { title: 'Site visits', description: 'Our technicians visit your site.' },
    },
  },
  'PUT /admin/product/:id': {
    reference: 'WFX-P',
    color: 'E85D04',
    form: 'powder',
    product: { slug: 'wall-filler-x', name: 'Wall Filler X', extract: 'Fills holes.', description: 'A powder to mix.' },
    translations: [{ lang: 'fr', slug: 'reboucher/enduit-x', name: 'Enduit X', extract: 'Rebouche.', description: 'Une poudre.' }],
    categories_pro: [],
    categories_part: ['filling'],
    promoted: ['part'],
    caracteristics: [{ name: 'form', values: ['powder'] }],
    variants: [{ id: 90001, reference: 'WFX-P-010', ean13: '3760471999995', pack_size: 1, price_pro: null, price_part: '6.90' }],
  },
  'PUT /admin/category/:id': {
    target: 'part',
    parent: 'filling',
    color: 'F39200',
    category: { slug: 'wood-filling', name: 'Wood filling', description: 'Fillers for doors, frames and floors.' },
    translations: [{ lang: 'fr', slug: 'reboucher-le-bois', name: 'Reboucher le bois', description: 'Les enduits des portes et des parquets.' }],
  },
  'POST /order': { cart_token: 'abc', carrier: 'standard', shipping_address_id: 1, billing_address_id: 2, payment: 'card', accept_terms: true },
};

/** An invalid body per endpoint and the exact messages it earns. */
const invalid: { [E in FormEndpoint | PublicationEndpoint]: [unknown, Record<string, string>] } = {
  'POST /contact': [
    { firstname: ' ', lastname: 'X', email: 'nope', phone: '+961 12', zipcode: '2038', message: 'm' },
    {
      firstname: 'Please fill in the first name field.',
      email: 'Please enter your E-Mail address.',
      phone: 'Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.',
      zipcode: 'Please enter a 5-digit zip code.',
    },
  ],
  'POST /construction-starts': [
    { ...person, phone: '', company: '', address: 'x', zipcode: '69002', city: 'Lyon', start_date: '2030-02-30', surface_m2: 0 },
    {
      phone: 'Please fill in the phone field.',
      company: 'Please fill in the company name field.',
      start_date: 'Please enter a date as YYYY-MM-DD.',
      surface_m2: 'The surface must have a value of 1 or greater.',
    },
  ],
  'POST /application': [
    { ...person, message: 'Hello', function: 'x'.repeat(201), cv: { ...cv, content_type: 'image/png' } },
    { function: 'The function field must have at most 200 characters.', cv: 'Please attach your CV as a PDF or Word file.' },
  ],
  'POST /training-inscription': [
    { company: 'Co', email: 'co@example.fr', phone: '0123456789', participants: [{ firstname: 'A', lastname: '' }, null] },
    {
      training_id: 'Please fill in the training session field.',
      'participants.0.lastname': 'Please fill in the last name field.',
      'participants.1': 'Please fill in the participant field.',
    },
  ],
  'POST /wishlist/send': [{ email: 'friend@example.fr', product_ids: [] }, { product_ids: 'Please fill in the products field.' }],
  'POST /landing/data': [
    { landing_id: 1, ...person, accept_rules: false },
    { accept_rules: 'Please fill in the accept rules field.' },
  ],
  'POST /auth/signup': [
    { ...person, password: 'Password123!', password_confirmation: 'Password123!', accept_terms: 'yes' },
    { password: 'This password is too easy to guess.', accept_terms: 'Please fill in the accept terms field.' },
  ],
  'POST /auth/login': [{ username: '', password: '' }, { username: 'Please enter your email and password', password: 'Please enter your email and password' }],
  'PUT /profile': [{ firstname: '', phone: '12' }, { firstname: 'Please fill in the first name field.', phone: 'Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.' }],
  'POST /address': [
    { ...address, label: '', zipcode: '690', country_iso: 'FRA', city: undefined },
    {
      label: 'Please fill in the address label field.',
      zipcode: 'Please enter a 5-digit zip code.',
      country_iso: 'The country field must have at most 2 characters.',
      city: 'Please fill in the city field.',
    },
  ],
  'PUT /address': [{ ...address, id: '7a' }, { id: 'The address field is invalid.' }],
  'PUT /admin/search-synonyms': [
    { lang: 'fr', term: '', expansions: Array.from({ length: 21 }, () => 'plaque') },
    { term: 'Please fill in the searched words field.', expansions: 'Please give at most 20 synonyms.' },
  ],
  'PUT /admin/product/:id': [
    {
      reference: 'wfx p',
      color: 'orange',
      form: 'gel',
      product: { slug: 'Wall Filler', name: '', extract: 'x', description: 'y' },
      categories_pro: 'filling',
      caracteristics: [{ name: 'form' }],
      variants: [{ id: 0, reference: 'WFX-P-010', ean13: '3760471999994', pack_size: 1.2345, price_pro: 0, price_part: 6.999 }],
    },
    {
      reference: 'The product reference field is invalid.',
      color: 'The colour field is invalid.',
      form: 'The form field is invalid.',
      'product.slug': 'The slug field is invalid.',
      'product.name': 'Please fill in the product name field.',
      categories_pro: 'The categories for professionals field is invalid.',
      'caracteristics.0.values': 'Please fill in the characteristic value field.',
      'variants.0.id': 'The pack must have a value of 1 or greater.',
      'variants.0.ean13': 'The barcode (EAN-13) field is invalid.',
      'variants.0.pack_size': 'The pack size field is invalid.',
      'variants.0.price_pro': 'The price for professionals must have a value of 0.01 or greater.',
      'variants.0.price_part': 'The price for individuals field is invalid.',
    },
  ],
  'PUT /admin/category/:id': [
    {
      target: 'everyone',
      parent: 'Filling',
      position: -1,
      color: 'f3920g',
      category: { slug: 'wood filling', name: '', description: 'x'.repeat(2001) },
      translations: [{ lang: 'fr', slug: 'bois', name: 'Bois' }],
    },
    {
      target: 'The audience field is invalid.',
      parent: 'The parent category field is invalid.',
      position: 'The position must have a value of 0 or greater.',
      color: 'The colour field is invalid.',
      'category.slug': 'The slug field is invalid.',
      'category.name': 'Please fill in the category name field.',
      'category.description': 'The description field must have at most 2000 characters.',
      'translations.0.description': 'Please fill in the description field.',
    },
  ],
  'PUT /admin/page/:id': [
    {
      target: 'everyone',
      page: {
        slug: 'Site Visits',
        title: '',
        type: 'actualite',
        type_label: 'News',
        extract: 'x',
        cover: { name: 'news', alt: '' },
        blocks: [
          { type: 'video', url: 'x' },
          { type: 'push', titre: 'Go', text: null, label_link: 'Go', url: 'https://example.com/', visuel: null },
          { type: 'timeline', titre: null, milestones: [{ year: 1974, title: 'Tub', text: 'x' }, { year: 1975, title: '', text: 'y' }, { year: 936, title: 'z', text: 'w' }] },
        ],
        meta: { title: 't' },
      },
      translations: [{ lang: 'fr' }],
    },
    {
      target: 'The audience field is invalid.',
      'page.slug': 'The slug field is invalid.',
      'page.title': 'Please fill in the title field.',
      'page.cover.alt': 'Please fill in the picture text field.',
      'page.blocks.0.type': 'The block field is invalid.',
      'page.blocks.1.url': 'The link path field is invalid.',
      'page.blocks.2.milestones.1.title': 'Please fill in the title field.',
      'page.blocks.2.milestones.2.year': 'The year must have a value of 1000 or greater.',
      'page.meta.description': 'Please fill in the meta description field.',
      'translations.0.slug': 'Please fill in the slug field.',
      'translations.0.title': 'Please fill in the title field.',
      'translations.0.type': 'Please fill in the page type field.',
      'translations.0.type_label': 'Please fill in the type name field.',
      'translations.0.extract': 'Please fill in the extract field.',
      'translations.0.blocks': 'Please fill in the blocks field.',
      'translations.0.meta': 'Please fill in the meta tags field.',
    },
  ],
  'POST /cart': [
    { list: [{ element_id: 5, element_type: 'bundle', quantity: 0 }] },
    { 'list.0.element_type': 'The element type field is invalid.', 'list.0.quantity': 'The quantity must have a value of 1 or greater.' },
  ],
  'POST /cart/discount': [{ cart_token: 'abc' }, { code: 'Please fill in the discount code field.' }],
  'POST /order': [
    { cart_token: 'abc', payment: 'cash', accept_terms: false },
    {
      carrier: 'Please choose a delivery method.',
      shipping_address_id: 'Please select a delivery address.',
      billing_address_id: 'Please select a billing address.',
      payment: 'Please select a payment method.',
      accept_terms: 'You must accept the general conditions of sale.',
    },
  ],
};

const bodyEndpoints = Object.keys(valid) as (FormEndpoint | PublicationEndpoint)[];
const publicationEndpoints = Object.keys(publicationSchemas) as PublicationEndpoint[];
/** A site form's body against its schema, a publication against the back office's. */
const validate = (endpoint: FormEndpoint | PublicationEndpoint, body: unknown) =>
  isFormEndpoint(endpoint) ? validateFormBody(endpoint, body, english) : validateSchemaBody(publicationSchemas[endpoint as PublicationEndpoint] as never, body, english);

describe('form schemas', () => {
  it('cover exactly the contract endpoints that take a body', () => {
    const withBody = (Object.keys(contract) as EndpointName[]).filter((name) => ['POST', 'PUT'].includes(contract[name].method));
    expect([...withBody].sort()).toEqual([...bodyEndpoints].sort());
    // The publications' schemas are the back office's alone: the site's forms never take them.
    expect(withBody.filter((name) => !isFormEndpoint(name)).sort()).toEqual([...publicationEndpoints].sort());
    expect(isFormEndpoint('GET /product')).toBe(false);
    expect(isFormEndpoint('constructor')).toBe(false);
    expect(isFormEndpoint('__proto__')).toBe(false);
  });

  it.each(bodyEndpoints)('%s accepts a valid body', (endpoint) => {
    const result = validate(endpoint, valid[endpoint]);
    expect(result).toMatchObject({ ok: true });
  });

  it.each(bodyEndpoints)('%s refuses an invalid body with the messages of every failing field', (endpoint) => {
    const [body, errors] = invalid[endpoint];
    const result = validate(endpoint, body);
    expect(result.ok).toBe(false);
    expect({ ...(!result.ok ? result.errors : {}) }).toEqual(errors);
  });

  it('gives back the typed body: known fields only, trimmed, normalised where the field says so', () => {
    const result = validateFormBody('POST /address', { ...address, city: '  Lyon  ', country_iso: 'fr', extra: 'dropped', id: 9 }, english);
    expect(result).toEqual({ ok: true, value: { ...address, city: 'Lyon', country_iso: 'FR' } });
    const contact = validateFormBody('POST /contact', { ...valid['POST /contact'] as object, phone: '', civility: null }, english);
    expect(contact.ok && Object.keys(contact.value)).not.toContain('phone');
    expect(contact.ok && Object.keys(contact.value)).not.toContain('civility');
  });

  it('keeps a password exactly as typed, spaces included', () => {
    const result = validateFormBody('POST /auth/signup', { ...person, password: ' long-enough-1 ', password_confirmation: ' long-enough-1 ', accept_terms: true }, english);
    expect(result.ok && result.value.password).toBe(' long-enough-1 ');
    const mismatch = validateFormBody('POST /auth/signup', { ...person, password: ' long-enough-1 ', password_confirmation: 'long-enough-1', accept_terms: true }, english);
    expect(mismatch.ok ? {} : { ...mismatch.errors }).toEqual({ password_confirmation: 'This field must be identical to the Password field' });
  });

  it('reads a profile update as partial: absent fields stay absent, null clears a nullable one', () => {
    expect(validateFormBody('PUT /profile', {}, english)).toEqual({ ok: true, value: {} });
    expect(validateFormBody('PUT /profile', { phone: null, company: '', lastname: 'Durand' }, english)).toEqual({ ok: true, value: { phone: null, company: null, lastname: 'Durand' } });
  });

  it('reads a missing nullable field of a full body as null', () => {
    const { phone: _phone, ...withoutPhone } = address;
    expect(validateFormBody('POST /address', withoutPhone, english)).toMatchObject({ ok: true, value: { phone: null } });
  });

  it('refuses more participants or products than allowed before reading any of them', () => {
    const participants = Array.from({ length: 6 }, () => ({ firstname: 'A', lastname: 'B' }));
    const training = validateFormBody('POST /training-inscription', { ...(valid['POST /training-inscription'] as object), participants }, english);
    expect(training.ok ? {} : { ...training.errors }).toEqual({ participants: 'Please name between 1 and 5 participants.' });
    const wishlist = validateFormBody('POST /wishlist/send', { email: 'a@example.fr', product_ids: Array.from({ length: 1_000_000 }, () => 'x') }, english);
    expect(wishlist.ok ? {} : { ...wishlist.errors }).toEqual({ product_ids: 'Please choose at most 100 products.' });
  });

  it('reads a timeline from the earliest year down, and says which milestone is out of order', () => {
    const body = valid['PUT /admin/page/:id'] as { page: object };
    const milestones = [1936, 1974, 1968, 2019].map((year) => ({ year, title: `In ${year}`, text: 'What happened.' }));
    const result = validate('PUT /admin/page/:id', { ...body, page: { ...body.page, blocks: [{ type: 'timeline', titre: null, milestones }] } });
    expect(result.ok ? {} : { ...result.errors }).toEqual({ 'page.blocks.0.milestones.2.year': 'Please list the milestones from the earliest year to the latest.' });
  });

  it('refuses a CV over 5 MB as too heavy, measured without decoding it', () => {
    const heavy = { ...cv, content_base64: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') };
    const result = validateFormBody('POST /application', { ...person, message: 'Hello', cv: heavy }, english);
    expect(result.ok ? {} : { ...result.errors }).toEqual({ cv: 'File too heavy' });
    const exact = { ...cv, content_base64: Buffer.alloc(5 * 1024 * 1024).toString('base64') };
    expect(validateFormBody('POST /application', { ...person, message: 'Hello', cv: exact }, english).ok).toBe(true);
    const garbled = validateFormBody('POST /application', { ...person, message: 'Hello', cv: { ...cv, content_base64: 'ab$d' } }, english);
    expect(garbled.ok ? {} : { ...garbled.errors }).toEqual({ cv: 'The CV field is invalid.' });
  });
});

describe('a civility, checked against the back office’s list', () => {
  const lists = { civilities: [{ id: 1, code: 'mr' }, { id: 2, code: 'mrs' }] };
  const contact = { firstname: 'Nour', lastname: 'Haddad', email: 'nour@example.com', message: 'Hello' };
  const read = (civility: unknown, withLists = true) => validateFormBody('POST /contact', { ...contact, civility }, english, withLists ? lists : undefined);

  it.each([[1], ['1'], [' 1 '], ['mr']])('takes the id or the code (%j) and keeps the code', (civility) => {
    const result = read(civility);
    expect(result.ok && result.value.civility).toBe('mr');
  });

  it.each([['zz'], [99], ['99'], ['MR'], ['Mr'], [1.5], [0], [-1], [true], [{ id: 1 }], [['mr']]])('refuses %j', (civility) => {
    const result = read(civility);
    expect(result.ok ? {} : { ...result.errors }).toEqual({ civility: 'Please choose a title from the list.' });
  });

  it('profile clears it with null, and checks it like the forms otherwise', () => {
    expect(validateFormBody('PUT /profile', { civility: null }, english, lists)).toEqual({ ok: true, value: { civility: null } });
    expect(validateFormBody('PUT /profile', { civility: 2 }, english, lists)).toEqual({ ok: true, value: { civility: 'mrs' } });
    expect(validateFormBody('PUT /profile', { civility: 'zz' }, english, lists).ok).toBe(false);
  });

  it('without the lists (the browser, whose select offers only codes) checks the shape only', () => {
    expect(read('zz', false).ok).toBe(true);
    expect(read('x'.repeat(21), false).ok).toBe(false);
    expect(read({ code: 'mr' }, false).ok).toBe(false);
  });
});
