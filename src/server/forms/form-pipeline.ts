/**
 * The one way a form reaches the back office (decision 167), for both of its entries: the
 * `/api/v1` gateway (the browser's fetch, JSON or multipart) and a page's own URL (an HTML post
 * without JavaScript, decision 076). Every post goes through the same steps: read within its
 * limits → validate with the shared schema, the back office's lists (civilities), the uploads'
 * bytes and the page form's own check → bot check → forward, with the post's idempotency key, so a
 * retried post is stored once (decision 178). An entry only says where the body, the page form, the
 * bot-check token and the back office's URL come from, and words the answer its own way.
 */
import type { Request } from 'express';
import { contract, type BodyOf } from '../../shared/kernel/api/contract.ts';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '../../shared/kernel/api/idempotency-key.ts';
import { botCheckedEndpoints } from '../../shared/features/bot-check/checked-endpoints.ts';
import type { FormDefinition } from '../../shared/blocks/forms/page-form.ts';
import { needsReferenceLists, readFormBody as readSchemaBody, type FormEndpoint, type FormErrors } from '../../shared/kernel/validation/form-schemas.ts';
import type { ReferenceLists } from '../../shared/kernel/validation/schema.ts';
import { checkUploadContents } from '../../shared/kernel/validation/upload-contents.ts';
import type { ValidationTexts } from '../../shared/kernel/i18n/translation-types.ts';
import type { BotCheck } from '../bot-check/recaptcha-verifier.ts';
import { BodyError, readFormBody, type BodyLimits } from '../gateway/read-body.ts';

/** The fields of a post as read: JSON as sent, or a form's text fields and its files as uploads. */
export type PostedFields = Readonly<Record<string, unknown>>;

export interface FormPipelineOptions {
  readonly limits: BodyLimits;
  /** Verifies the bot-check token of the visitors' forms; undefined when no secret key is configured. */
  readonly botCheck: BotCheck | undefined;
  /** The back office's lists a body's choices must belong to. */
  readonly referenceLists: () => Promise<ReferenceLists>;
  readonly timeoutMs: number;
}

export interface FormEntry<E extends FormEndpoint> {
  readonly endpoint: E;
  /** The page form the post comes from, whose own check applies too; undefined for a bare API call. */
  readonly form: FormDefinition<E> | undefined;
  /** The contract body the posted fields make (the gateway: the fields as sent). */
  readonly body: (fields: PostedFields) => unknown;
  /** The post's bot-check token (a header from scripts, a hidden field without). */
  readonly botCheckToken: (fields: PostedFields) => string | undefined;
  /** The post's idempotency key (a header from scripts, a hidden field without), sent on to the back office. */
  readonly idempotencyKey: (fields: PostedFields) => string | undefined;
  /** The back office's URL of the endpoint, with its query (site, language, plan). */
  readonly url: () => Promise<string>;
  /** The visitor's login token, sent on as a bearer token. */
  readonly loginToken: string | undefined;
}

export type FormOutcome =
  /** Refused as it was read (too large, unreadable, hostile, a malformed idempotency key): no fields to give back. */
  | { readonly step: 'read'; readonly status: 400 | 413 | 415; readonly errors: FormErrors }
  /** Read, then refused by the validators (422) or the bot check (403, 503). */
  | { readonly step: 'check'; readonly status: 422 | 403 | 503; readonly fields: PostedFields; readonly errors: FormErrors }
  /** Sent on: the back office's answer, which rejects when it could not be reached. */
  | { readonly step: 'forward'; readonly fields: PostedFields; readonly answer: Promise<Response> };

function fieldsOf(body: unknown): PostedFields {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as PostedFields) : {};
}

export interface FormPipeline {
  /**
   * Reads the post's fields; `entry` decides, once they are read, whether they go on (a form's
   * edit button stops them). Every refusal is worded in `texts`, the language of the page or call.
   */
  receive<E extends FormEndpoint>(req: Request, texts: ValidationTexts, entry: (fields: PostedFields) => FormEntry<E> | undefined): Promise<FormOutcome | { step: 'stopped'; fields: PostedFields }>;
}

export function createFormPipeline(options: FormPipelineOptions): FormPipeline {
  async function check<E extends FormEndpoint>(
    req: Request,
    texts: ValidationTexts,
    entry: FormEntry<E>,
    fields: PostedFields,
  ): Promise<{ ok: true; body: BodyOf<E> } | { ok: false; status: 422 | 403 | 503; errors: FormErrors }> {
    const lists = needsReferenceLists(entry.endpoint) ? await options.referenceLists() : undefined;
    const reading = readSchemaBody(entry.endpoint, entry.body(fields), texts, lists);
    // The schema's message comes first: the form's check and the uploads' bytes see only the fields that passed it.
    const disguised = await checkUploadContents(entry.endpoint, reading.value, texts);
    const errors = { ...entry.form?.check?.(reading.value, texts), ...disguised, ...reading.errors };
    if (Object.keys(errors).length > 0) return { ok: false, status: 422, errors };
    if (options.botCheck && botCheckedEndpoints.has(entry.endpoint)) {
      const verdict = await options.botCheck(entry.botCheckToken(fields), entry.endpoint, req.ip);
      if (!verdict.ok) return { ok: false, status: verdict.status, errors: { bot_check: texts[verdict.message] } };
    }
    return { ok: true, body: reading.value as BodyOf<E> };
  }

  function forward(entry: FormEntry<FormEndpoint>, body: unknown, idempotencyKey: string | undefined): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
    if (entry.loginToken) headers.authorization = `Bearer ${entry.loginToken}`;
    if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
    return entry.url().then((url) =>
      fetch(url, { method: contract[entry.endpoint].method, headers, body: JSON.stringify(body), signal: AbortSignal.timeout(options.timeoutMs) }),
    );
  }

  return {
    async receive(req, texts, entryFor) {
      let fields: PostedFields;
      try {
        fields = fieldsOf(await readFormBody(req, options.limits));
      } catch (error) {
        if (error instanceof BodyError) return { step: 'read', status: error.status, errors: error.errorsIn(texts) };
        throw error;
      }
      const entry = entryFor(fields);
      if (entry === undefined) return { step: 'stopped', fields };
      const idempotencyKey = entry.idempotencyKey(fields);
      if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) return { step: 'read', status: 400, errors: { idempotency_key: texts.idempotencyKey } };
      let checked: Awaited<ReturnType<typeof check>>;
      try {
        checked = await check(req, texts, entry, fields);
      } catch (error) {
        // The lists could not be read: the back office is unreachable, as the forward would find it.
        return { step: 'forward', fields, answer: Promise.reject(error) };
      }
      if (!checked.ok) return { step: 'check', status: checked.status, fields, errors: checked.errors };
      return { step: 'forward', fields, answer: forward(entry as FormEntry<FormEndpoint>, checked.body, idempotencyKey) };
    },
  };
}
