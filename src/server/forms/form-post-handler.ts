/**
 * The HTML round trip of the service forms, for visitors without JavaScript: a page that shows a
 * form (its module exports `form`) also takes that form posted to its own URL. The fields are read
 * within the gateway's limits, checked with the same shared validators and the bot check, and
 * forwarded through the same site data client; then the visitor is sent on to the confirmation
 * (303, Post/Redirect/Get), or shown the page again with the errors next to the fields and every
 * typed value back (422, 413, 403), never a file. A button that edits the form (add a participant)
 * shows the page again (200) with the change made and nothing sent.
 */
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../../shared/api/client.ts';
import type { Site } from '../../shared/api/entities/site.ts';
import type { BodyOf } from '../../shared/api/contract.ts';
import { submitFailure } from '../../shared/forms/form-errors.ts';
import type { FormValues } from '../../shared/forms/form-context.tsx';
import type { PageForm } from '../../shared/forms/page-form.ts';
import { BOT_CHECK_FIELD, FORM_EDIT_FIELD, postedValues } from '../../shared/forms/posted-form.ts';
import { messagesFor } from '../../shared/i18n/catalogue.ts';
import type { PageModule } from '../../shared/pages/page-module.ts';
import type { RouteMatch, Router } from '../../shared/routing/router.ts';
import { loginTokenCookie } from '../../shared/session/cookies.ts';
import { validateFormBody, type FormErrors } from '../../shared/validation/form-schemas.ts';
import { validationTextsFor } from '../../shared/validation/validation-texts.ts';
import type { RequestClient, RequestContext } from '../backoffice/site-data-client.ts';
import type { BotCheck } from '../bot-check/recaptcha-verifier.ts';
import { parseCookies } from '../cookies.ts';
import { isCrossOrigin } from '../cross-origin.ts';
import { BodyError, readFormBody, type BodyLimits } from '../gateway/read-body.ts';
import type { PageHandler } from '../render/page-handler.tsx';

export interface FormPostOptions {
  readonly router: Router;
  readonly loadPageModule: (page: string) => Promise<PageModule>;
  readonly site: () => Promise<Site>;
  readonly dataClient: (context: RequestContext) => RequestClient;
  readonly limits: BodyLimits;
  /** Origins besides the request's own whose pages may post (the site's canonical origin). */
  readonly trustedOrigins: readonly string[];
  readonly botCheck: BotCheck | undefined;
  /** Renders the page again with the refused form. */
  readonly pages: PageHandler;
  readonly onError: (error: unknown) => void;
}

type Fields = Readonly<Record<string, unknown>>;

function fieldsOf(body: unknown): Fields {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Fields) : {};
}

/** The uploads (multipart files, already the contract's base64 shape) of the form's file fields. */
function uploadsOf(form: PageForm, fields: Fields): Record<string, unknown> {
  const uploads: Record<string, unknown> = {};
  for (const name of form.fileFields ?? []) {
    const value = fields[name];
    if (typeof value === 'object' && value !== null) uploads[name] = value;
  }
  return uploads;
}

export function createFormPostHandler(options: FormPostOptions) {
  const { router } = options;
  // Worked out once per locale: a catalogue is merged anew on every messagesFor call.
  const unknownErrors = new Map(router.locales.map((locale) => [locale.code, messagesFor(locale.code)['toast.unknownError']!]));

  /** The back office's answer to the form: undefined when stored, else the status and errors to show. */
  async function forward(req: Request, match: RouteMatch, form: PageForm, body: unknown): Promise<{ status: number; errors: FormErrors } | undefined> {
    const unknownError = { form: unknownErrors.get(match.locale.code)! };
    try {
      const site = await options.site();
      const salesPlanId = site.salesplan.find((plan) => plan.target === match.target)?.id;
      const token = parseCookies(req.headers.cookie).get(loginTokenCookie);
      const { client } = options.dataClient({ lang: match.locale.code, salesPlanId, token });
      await client.call(form.endpoint, { body: body as BodyOf<typeof form.endpoint> });
      return undefined;
    } catch (error) {
      const failure = submitFailure(error);
      if (failure.kind === 'fields') return { status: error instanceof ApiError ? error.status : 422, errors: failure.errors };
      options.onError(error);
      return { status: 502, errors: unknownError };
    }
  }

  return async function handleFormPost(req: Request, res: Response, next: NextFunction): Promise<void> {
    const url = req.originalUrl;
    const match = router.match(url.split('?', 1)[0]!);
    const form = match ? (await options.loadPageModule(match.route.page)).form : undefined;
    if (!match || !form) return next();
    if (isCrossOrigin(req.headers, options.trustedOrigins)) {
      res.status(403).set('Cache-Control', 'no-store').type('text/plain').send('Forbidden: this form may only be sent from this site.');
      return;
    }
    const again = (status: number, values: FormValues, errors: FormErrors) =>
      options.pages(req, res, { status, form: { url, endpoint: form.endpoint, values, errors } });

    let fields: Fields;
    try {
      fields = fieldsOf(await readFormBody(req, options.limits));
    } catch (error) {
      // Refused before it was read (too large, unreadable): nothing typed can be given back.
      if (error instanceof BodyError) return again(error.status, form.initialValues, error.errors);
      throw error;
    }
    const values = postedValues(form, fields);
    const edit = fields[FORM_EDIT_FIELD];
    if (typeof edit === 'string' && form.edits && Object.hasOwn(form.edits, edit)) return again(200, form.edits[edit]!(values), {});
    const texts = validationTextsFor(match.locale.code);
    const checked = validateFormBody(form.endpoint, { ...form.toBody(values), ...uploadsOf(form, fields) }, texts);
    const errors = { ...(checked.ok ? {} : checked.errors), ...form.check?.(values, texts) };
    if (!checked.ok || Object.keys(errors).length > 0) return again(422, values, errors);
    if (options.botCheck) {
      const token = fields[BOT_CHECK_FIELD];
      const verdict = await options.botCheck(typeof token === 'string' ? token : undefined, form.endpoint, req.ip);
      if (!verdict.ok) return again(verdict.status, values, { bot_check: texts[verdict.message] });
    }
    const refused = await forward(req, match, form, checked.value);
    if (refused) return again(refused.status, values, refused.errors);

    const confirmation = form.confirmation(match);
    const location = `${router.buildPath(confirmation.to, { locale: match.locale.code, target: match.target })}${confirmation.search ?? ''}`;
    res.status(303).set({ Location: location, 'Cache-Control': 'no-store' }).end();
  };
}
