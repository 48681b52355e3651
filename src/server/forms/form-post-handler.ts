/**
 * The HTML round trip of the service forms, for visitors without JavaScript: a page that shows a
 * form (its module exports `form`) also takes that form posted to its own URL. The post goes
 * through the form pipeline the gateway uses too (read within its limits, the shared validators,
 * the back office's lists and the form's own check, the bot check, forwarded); then the visitor
 * is sent on to the confirmation (303, Post/Redirect/Get), or shown the page again with the
 * errors next to the fields and every typed value back (422, 413, 403), never a file. A button that edits the form (add a participant)
 * shows the page again (200) with the change made and nothing sent.
 */
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../../shared/kernel/api/client.ts';
import { IDEMPOTENCY_KEY_FIELD } from '../../shared/kernel/api/idempotency-key.ts';
import type { Site } from '../../shared/kernel/api/entities/site.ts';
import { submitFailure } from '../../shared/blocks/forms/form-errors.ts';
import type { FormValues } from '../../shared/blocks/forms/form-context.tsx';
import type { PageForm } from '../../shared/blocks/forms/page-form.ts';
import { BOT_CHECK_FIELD, FORM_EDIT_FIELD, postedValues } from '../../shared/blocks/forms/posted-form.ts';
import { messagesFor } from '../../shared/kernel/i18n/catalogue.ts';
import type { PageRequest } from '../../shared/pages/page-request.ts';
import { salesPlanOf, type PageWithForm } from '../../shared/pages/resolve-page.ts';
import type { RouteMatch, Router } from '../../shared/kernel/routing/router.ts';
import type { FormErrors } from '../../shared/kernel/validation/form-schemas.ts';
import { validationTextsFor } from '../../shared/kernel/i18n/validation-texts.ts';
import type { RequestClient, RequestContext } from '../backoffice/site-data-client.ts';
import { isCrossOrigin } from '../cross-origin.ts';
import type { PageHandler } from '../render/page-handler.tsx';
import { readPageRequest } from '../render/page-request.ts';
import type { FormPipeline, PostedFields } from './form-pipeline.ts';

export interface FormPostOptions {
  readonly router: Router;
  /** The form of the page a request shows (resolvePageForm). */
  readonly pageForm: (request: PageRequest) => Promise<PageWithForm | undefined>;
  readonly site: () => Promise<Site>;
  readonly dataClient: (context: RequestContext) => RequestClient;
  /** Reads, checks and forwards the post, as the gateway does a script's. */
  readonly forms: FormPipeline;
  /** Origins besides the request's own whose pages may post (the site's canonical origin). */
  readonly trustedOrigins: readonly string[];
  /** Renders the page again with the refused form. */
  readonly pages: PageHandler;
  readonly onError: (error: unknown) => void;
}

/** The uploads (multipart files, already the contract's base64 shape) of the form's file fields. */
function uploadsOf(form: PageForm, fields: PostedFields): Record<string, unknown> {
  const uploads: Record<string, unknown> = {};
  for (const name of form.fileFields ?? []) {
    const value = fields[name];
    if (typeof value === 'object' && value !== null) uploads[name] = value;
  }
  return uploads;
}

/** A hidden field's text as posted; absent, a list or a file reads as absent. */
function textField(fields: PostedFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

export function createFormPostHandler(options: FormPostOptions) {
  const { router } = options;
  // Worked out once per locale: a catalogue is merged anew on every messagesFor call.
  const unknownErrors = new Map(router.locales.map((locale) => [locale.code, messagesFor(locale.code)['toast.unknownError']!]));

  /** The back office's URL of the form's endpoint, with the visitor's plan and language. */
  async function backofficeUrl(match: RouteMatch, form: PageForm): Promise<string> {
    const site = await options.site();
    return options.dataClient({ lang: match.locale.code, salesPlanId: salesPlanOf(site, match.target), token: undefined }).client.url(form.endpoint);
  }

  /** The back office's answer to the form: undefined when stored, else the status and errors to show. */
  async function answerOf(match: RouteMatch, form: PageForm, answer: Promise<globalThis.Response>): Promise<{ status: number; errors: FormErrors } | undefined> {
    try {
      const response = await answer;
      const payload = (await response.json().catch(() => ({}))) as { errors?: Record<string, unknown> };
      if (response.ok) return undefined;
      const failure = submitFailure(new ApiError(response.status, payload.errors ?? {}, form.endpoint));
      if (failure.kind === 'fields') return { status: response.status, errors: failure.errors };
      options.onError(new Error(`the back office answered ${response.status} to ${form.endpoint}`));
    } catch (error) {
      options.onError(error);
    }
    return { status: 502, errors: { form: unknownErrors.get(match.locale.code)! } };
  }

  return async function handleFormPost(req: Request, res: Response, next: NextFunction): Promise<void> {
    const url = req.originalUrl;
    // The request read as the page handler reads it (page-request.ts), which renders the page again.
    const visitor = readPageRequest(url, req.headers, router.locales);
    const page = await options.pageForm(visitor.page);
    if (!page) return next();
    const { match, form } = page;
    if (isCrossOrigin(req.headers, options.trustedOrigins)) {
      res.status(403).set('Cache-Control', 'no-store').type('text/plain').send('Forbidden: this form may only be sent from this site.');
      return;
    }
    const again = (status: number, values: FormValues, errors: FormErrors) =>
      options.pages(req, res, { status, form: { url, endpoint: form.endpoint, values, errors } });

    const lang = match.locale.code;
    const outcome = await options.forms.receive(req, validationTextsFor(lang), (fields) => {
      const edit = fields[FORM_EDIT_FIELD];
      if (typeof edit === 'string' && form.edits && Object.hasOwn(form.edits, edit)) return undefined;
      return {
        endpoint: form.endpoint,
        form,
        body: (posted) => ({ ...form.toBody(postedValues(form, posted)), ...uploadsOf(form, posted) }),
        botCheckToken: (posted) => textField(posted, BOT_CHECK_FIELD),
        // The key the page was rendered with: one per render, shared by a kept page's visitors (the back office adds the body to it).
        idempotencyKey: (posted) => textField(posted, IDEMPOTENCY_KEY_FIELD),
        url: () => backofficeUrl(match, form),
        loginToken: visitor.token,
      };
    });
    // Refused before it was read (too large, unreadable): nothing typed can be given back.
    if (outcome.step === 'read') return again(outcome.status, form.initialValues, outcome.errors);
    const values = postedValues(form, outcome.fields);
    if (outcome.step === 'stopped') return again(200, form.edits![outcome.fields[FORM_EDIT_FIELD] as string]!(values), {});
    if (outcome.step === 'check') return again(outcome.status, values, outcome.errors);
    const refused = await answerOf(match, form, outcome.answer);
    if (refused) return again(refused.status, values, refused.errors);

    const confirmation = form.confirmation(match);
    const location = `${router.buildPath(confirmation.to, { locale: match.locale.code, target: match.target })}${confirmation.search ?? ''}`;
    res.status(303).set({ Location: location, 'Cache-Control': 'no-store' }).end();
  };
}
