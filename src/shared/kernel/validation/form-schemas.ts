/**
 * One schema per body the contract declares (forms, account, cart and checkout), written once
 * and used by the browser forms, the site's `/api/v1` gateway and the back office alike, in the
 * language of the page or request that sends the body.
 */
import type { BodyOf, EndpointName } from '../api/contract.ts';

import { accepted, email, integer, isoDate, list, listed, object, oneOf, phone, text, upload, zipcode } from './field-rules.ts';
import { invalidMessage } from './messages.ts';
import { validatePasswordStrength } from './password-strength.ts';
import { isRecord, readObject, type FieldRule, type ObjectSchema, type ReferenceLists, type Report, type UploadContents } from './schema.ts';
import type { FieldName, ValidationTexts } from '../i18n/translation-types.ts';
import { validatePasswordConfirmation, validateSiret } from './validators.ts';

/** The endpoints that take a body. */
type BodyEndpoint = { [N in EndpointName]: BodyOf<N> extends undefined ? never : N }[EndpointName];
/**
 * The bodies editors publish (pages, products): their schemas are the back office's
 * (publication-schemas.ts), kept out of the browser's code.
 */
export type PublicationEndpoint = 'PUT /admin/page/:id' | 'PUT /admin/product/:id' | 'PUT /admin/category/:id';
/** The bodies the site's forms and the API's other calls send: their schemas go to the browser. */
export type FormEndpoint = Exclude<BodyEndpoint, PublicationEndpoint>;

export const MAX_CV_BYTES = 5 * 1024 * 1024;
/**
 * The files a CV may be: the type a browser labels each with, and the type file-type reads in its
 * bytes (a Word 97–2003 document is an OLE compound file, `application/x-cfb` to file-type).
 */
export const CV_FILE_TYPES: ReadonlyMap<string, string> = new Map([
  ['application/pdf', 'application/pdf'],
  ['application/msword', 'application/x-cfb'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
]);
export const MAX_TRAINING_PARTICIPANTS = 5;
const MAX_LIST_LENGTH = 100;

const NAME_LENGTH = 100;
const COMPANY_LENGTH = 200;
const PASSWORD_LENGTH = 200;
const MESSAGE_LENGTH = 5000;

/** One of the back office's civilities (`GET /civility`), by id or code; the code is forwarded and stored. */
const civility = listed('civilities', { label: 'civility', unlisted: 'civility' });
const firstname = text({ label: 'firstName', max: NAME_LENGTH, required: true });
const lastname = text({ label: 'lastName', max: NAME_LENGTH, required: true });
const requiredEmail = email({ required: true });
const requiredPhone = phone({ required: true });
const optionalPhone = phone({});
const requiredCompany = text({ label: 'companyName', max: COMPANY_LENGTH, required: true });
const optionalCompany = text({ label: 'companyName', max: COMPANY_LENGTH });
const requiredMessageText = text({ label: 'message', max: MESSAGE_LENGTH, multiline: true, required: true });
const jobFunction = text({ label: 'function', max: 200 });
const cartToken = text({ label: 'cart', max: 100, required: true });

const countryIsoShape = {
  label: 'country' as const,
  max: 2,
  check: (value: string, texts: ValidationTexts) => (/^[A-Za-z]{2}$/.test(value) ? undefined : invalidMessage(texts, 'country')),
  normalize: (value: string) => value.toUpperCase(),
};
const countryIso = text({ ...countryIsoShape, required: true });

const addressFields = {
  label: text({ label: 'addressLabel', max: NAME_LENGTH, required: true }),
  firstname,
  lastname,
  address: text({ label: 'address', max: 300, multiline: true, required: true }),
  zipcode: zipcode({ required: true }),
  city: text({ label: 'city', max: NAME_LENGTH, required: true }),
  country_iso: countryIso,
  phone: phone({ nullable: true }),
};

const participant = object<BodyOf<'POST /training-inscription'>['participants'][number], { label: FieldName }>(
  { fields: { firstname, lastname, function: jobFunction } },
  { label: 'participant' },
);

const cartLine = object<BodyOf<'POST /cart'>['list'][number], { label: FieldName }>(
  {
    fields: {
      element_id: integer({ label: 'product', required: true }),
      element_type: oneOf(['product'], { label: 'elementType', required: true }),
      quantity: integer({ label: 'quantity', required: true }),
    },
  },
  { label: 'product' },
);

/** Typed against the contract: a body field without a rule, or a rule for no field, does not compile. */
const formSchemas: { readonly [E in FormEndpoint]: ObjectSchema<BodyOf<E>> } = {
  'POST /contact': {
    fields: {
      civility,
      firstname,
      lastname,
      email: requiredEmail,
      phone: optionalPhone,
      zipcode: zipcode({}),
      company: optionalCompany,
      subject: text({ label: 'subject', max: 200 }),
      message: requiredMessageText,
    },
  },
  'POST /construction-starts': {
    fields: {
      firstname,
      lastname,
      company: requiredCompany,
      email: requiredEmail,
      phone: requiredPhone,
      address: addressFields.address,
      zipcode: addressFields.zipcode,
      city: addressFields.city,
      start_date: isoDate({ label: 'startDate', required: true }),
      surface_m2: integer({ label: 'surface', max: 10_000_000 }),
      message: text({ label: 'message', max: MESSAGE_LENGTH, multiline: true }),
    },
  },
  'POST /application': {
    fields: {
      job_id: integer({ label: 'jobOffer' }),
      civility,
      firstname,
      lastname,
      email: requiredEmail,
      phone: requiredPhone,
      function: jobFunction,
      message: requiredMessageText,
      cv: upload({
        label: 'cv',
        fileTypes: CV_FILE_TYPES,
        maxBytes: MAX_CV_BYTES,
        wrongType: 'cvType',
        wrongContents: 'cvContents',
      }),
    },
  },
  'POST /training-inscription': {
    fields: {
      training_id: integer({ label: 'trainingSession', required: true }),
      company: requiredCompany,
      email: requiredEmail,
      phone: requiredPhone,
      participants: list(participant, {
        label: 'participants',
        required: true,
        max: MAX_TRAINING_PARTICIPANTS,
        tooMany: 'tooManyParticipants',
      }),
    },
  },
  'POST /wishlist/send': {
    fields: {
      email: requiredEmail,
      sender_name: text({ label: 'name', max: NAME_LENGTH }),
      message: text({ label: 'message', max: 2000, multiline: true }),
      product_ids: list(integer({ label: 'product', required: true }), {
        label: 'products',
        required: true,
        max: MAX_LIST_LENGTH,
        tooMany: 'tooManyWishlistProducts',
      }),
    },
  },
  'POST /landing/data': {
    fields: {
      landing_id: integer({ label: 'contest', required: true }),
      firstname,
      lastname,
      email: requiredEmail,
      phone: optionalPhone,
      store_id: integer({ label: 'store' }),
      answer: text({ label: 'answer', max: 1000, multiline: true }),
      accept_rules: accepted({ label: 'acceptRules' }),
    },
  },
  'POST /auth/signup': {
    fields: {
      civility,
      firstname,
      lastname,
      email: requiredEmail,
      password: text({ label: 'password', max: PASSWORD_LENGTH, trim: false, required: true, check: validatePasswordStrength }),
      password_confirmation: text({ label: 'passwordConfirmation', max: PASSWORD_LENGTH, trim: false, required: true, missing: 'passwordConfirmation' }),
      phone: optionalPhone,
      company: optionalCompany,
      siret: text({ label: 'siret', max: 14, check: validateSiret }),
      country_iso: text(countryIsoShape),
      accept_terms: accepted({ label: 'acceptTerms' }),
    },
    check: (value, { report, texts }) => {
      if (value.password === undefined || value.password_confirmation === undefined) return;
      const message = validatePasswordConfirmation(value.password_confirmation, value.password, texts);
      if (message !== undefined) report('password_confirmation', message);
    },
  },
  'POST /auth/login': {
    fields: {
      username: text({ label: 'email', max: 254, required: true, missing: 'missingCredentials' }),
      password: text({ label: 'password', max: PASSWORD_LENGTH, trim: false, required: true, missing: 'missingCredentials' }),
    },
  },
  'PUT /profile': {
    partial: true,
    fields: {
      civility: listed('civilities', { label: 'civility', unlisted: 'civility', nullable: true }),
      firstname,
      lastname,
      phone: phone({ nullable: true }),
      company: text({ label: 'companyName', max: COMPANY_LENGTH, nullable: true }),
    },
  },
  'POST /address': { fields: addressFields },
  'PUT /address': { fields: { id: integer({ label: 'address', required: true }), ...addressFields } },
  'POST /cart': {
    fields: {
      cart_token: text({ label: 'cart', max: 100 }),
      list: list(cartLine, {
        label: 'products',
        required: true,
        max: MAX_LIST_LENGTH,
        tooMany: 'tooManyCartProducts',
      }),
    },
  },
  'PUT /admin/search-synonyms': {
    fields: {
      lang: text({ label: 'language', max: 10, required: true }),
      term: text({ label: 'searchTerm', max: 80, required: true }),
      term_lang: text({ label: 'termLanguage', max: 10 }),
      expansions: list(text({ label: 'synonym', max: 80, required: true }), { label: 'synonyms', max: 20, tooMany: 'tooManySynonyms' }),
    },
  },
  'POST /cart/discount': {
    fields: { cart_token: cartToken, code: text({ label: 'discountCode', max: 50, required: true }) },
  },
  'POST /order': {
    fields: {
      cart_token: cartToken,
      carrier: text({ label: 'deliveryMethod', max: 50, required: true, missing: 'deliveryMethod' }),
      shipping_address_id: integer({ label: 'deliveryAddress', required: true, missing: 'deliveryAddress' }),
      billing_address_id: integer({ label: 'billingAddress', required: true, missing: 'billingAddress' }),
      payment: oneOf(['card', 'transfer'], { label: 'paymentMethod', required: true, missing: 'paymentMethod' }),
      accept_terms: accepted({ label: 'acceptTerms', missing: 'saleConditions' }),
    },
  },
};

export function isFormEndpoint(name: string): name is FormEndpoint {
  return Object.hasOwn(formSchemas, name);
}

/** The schema of a site form's body. */
export function formSchemaOf<E extends FormEndpoint>(endpoint: E): ObjectSchema<BodyOf<E>> {
  return formSchemas[endpoint] as ObjectSchema<BodyOf<E>>;
}

/** Whether the endpoint's body names an entry of the back office's lists (a civility): its check needs them. */
export function needsReferenceLists(endpoint: FormEndpoint): boolean {
  return Object.hasOwn(formSchemas[endpoint].fields, 'civility');
}

/** The endpoint's upload fields, with what their bytes must be (checked on the server by upload-contents.ts). */
export function uploadFieldsOf(endpoint: FormEndpoint): readonly (readonly [field: string, contents: UploadContents])[] {
  const fields: Readonly<Record<string, FieldRule<unknown>>> = formSchemas[endpoint].fields;
  return Object.entries(fields).flatMap(([field, rule]) => (rule.contents === undefined ? [] : [[field, rule.contents] as const]));
}

export type FormErrors = Record<string, string>;

/** Every field that was read, and one message per failed field (first failure wins). */
export interface FormReading<T> {
  readonly value: Partial<T>;
  readonly errors: FormErrors;
}

export type FormValidation<T> = { ok: true; value: T } | { ok: false; errors: FormErrors };

/**
 * Reads `body` against a schema without ever throwing on it: the value holds the known fields
 * that passed, trimmed, on a null-prototype object; unknown keys are dropped. Messages are worded
 * with `texts`; choices are checked against `lists` (the back office's civilities), which only the
 * browser goes without. For callers that add their own checks (the back office's data lookups)
 * before answering.
 */
export function readSchemaBody<T>(schema: ObjectSchema<T>, body: unknown, texts: ValidationTexts, lists?: ReferenceLists): FormReading<T> {
  const errors: FormErrors = Object.create(null);
  const report: Report = (path, message) => {
    errors[path] ??= message;
  };
  const unreadable = (): FormReading<T> => ({ value: Object.create(null), errors: Object.assign(Object.create(null), { body: texts.unreadableForm }) });
  try {
    if (!isRecord(body)) return unreadable();
    return { value: readObject(schema, body, '', { report, texts, lists }), errors };
  } catch {
    // Only objects with behaviour (a proxy's traps, a revoked proxy) throw while being read; JSON never does.
    return unreadable();
  }
}

/** The body read against its schema: valid, or every field's message. */
export function validateSchemaBody<T>(schema: ObjectSchema<T>, body: unknown, texts: ValidationTexts, lists?: ReferenceLists): FormValidation<T> {
  const { value, errors } = readSchemaBody(schema, body, texts, lists);
  return Object.keys(errors).length === 0 ? { ok: true, value: value as T } : { ok: false, errors };
}

/** A site form's body read against its endpoint's schema. */
export function readFormBody<E extends FormEndpoint>(endpoint: E, body: unknown, texts: ValidationTexts, lists?: ReferenceLists): FormReading<BodyOf<E>> {
  if (!isFormEndpoint(endpoint)) throw new TypeError(`${String(endpoint)} takes no form body`);
  return readSchemaBody(formSchemaOf(endpoint), body, texts, lists);
}

/**
 * The site gateway's and the browser forms' check: the typed body, or every field's message
 * worded with `texts` (`validationTextsFor` the page's locale, or the request's `lang`).
 */
export function validateFormBody<E extends FormEndpoint>(endpoint: E, body: unknown, texts: ValidationTexts, lists?: ReferenceLists): FormValidation<BodyOf<E>> {
  return validateSchemaBody(formSchemaOf(endpoint), body, texts, lists);
}
