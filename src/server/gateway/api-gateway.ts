/**
 * The site's `/api/v1` gateway: the browser's only way to the back office (decisions §2).
 * Only the contract's public and customer calls pass (never the operators' admin reads); form
 * bodies are read within their limits and checked with the shared validators (and the visitors'
 * forms with the bot check, when it is configured) before they are forwarded, so the back office
 * only ever sees well-formed input. `/media` is forwarded too.
 */
import { Router, type Request, type Response } from 'express';
import type { EndpointName } from '../../shared/api/contract.ts';
import { botCheckedEndpoints } from '../../shared/features/bot-check/checked-endpoints.ts';
import { BOT_CHECK_HEADER } from '../../shared/forms/post-form.ts';
import { loginTokenCookie } from '../../shared/session/cookies.ts';
import { validationTextsFor, type ValidationTexts } from '../../shared/validation/validation-texts.ts';
import type { BotCheck } from '../bot-check/recaptcha-verifier.ts';
import { parseCookies } from '../cookies.ts';
import { isCrossOrigin } from '../cross-origin.ts';
import { gatewayRoutes } from './contract-routes.ts';
import { forwardResponse } from './forward.ts';
import { BodyError, readFormBody, type BodyLimits } from './read-body.ts';

export type FormValidation = { ok: true; value: unknown } | { ok: false; errors: Record<string, string> };

export interface GatewayOptions {
  /** API v1 base of the back office, e.g. `http://127.0.0.1:4000/api/v1`. */
  readonly backofficeUrl: string;
  readonly timeoutMs: number;
  /** Longer than `timeoutMs`: a picture's or sheet's first request renders it. */
  readonly mediaTimeoutMs: number;
  readonly limits: BodyLimits;
  /** The shared validators for a form endpoint's body, worded with `texts`; undefined when the endpoint has none. */
  readonly validate: (endpoint: EndpointName, body: unknown, texts: ValidationTexts) => FormValidation | undefined;
  /** Verifies the bot-check token of the visitors' forms; undefined when no secret key is configured. */
  readonly botCheck?: BotCheck | undefined;
  /** Origins besides the request's own whose pages may call (the site's canonical origin). */
  readonly trustedOrigins: readonly string[];
}

/** The URL as the back office would see it: dot segments resolved, so `..` cannot escape a prefix. */
function normalized(originalUrl: string): URL {
  return new URL(originalUrl, 'http://site.invalid');
}

function answerErrors(res: Response, status: number, errors: Readonly<Record<string, string>>): void {
  res.status(status).setHeader('Cache-Control', 'no-store').json({ errors });
}

export function createApiGateway(options: GatewayOptions): Router {
  const router = Router();
  const origin = new URL(options.backofficeUrl);

  // Not a '*path' route: Express would answer a malformed escape 400 before the contract matcher sees it.
  router.use('/api/v1', async (req: Request, res: Response) => {
    const url = normalized(req.originalUrl);
    const path = url.pathname.slice('/api/v1'.length);
    const route = url.pathname.startsWith('/api/v1/') ? gatewayRoutes(req.method, path) : undefined;
    if (route?.kind === 'wrong-method') {
      res.setHeader('Allow', route.allowed.join(', '));
      return answerErrors(res, 405, { status: 'method_not_allowed' });
    }
    if (route?.kind !== 'endpoint') return answerErrors(res, 404, { status: 'not_found' });
    if (req.method !== 'GET' && req.method !== 'HEAD' && isCrossOrigin(req.headers, options.trustedOrigins)) {
      return answerErrors(res, 403, { status: 'cross_origin_request' });
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = parseCookies(req.headers.cookie).get(loginTokenCookie);
    if (token) headers.authorization = `Bearer ${token}`;

    let body: string | undefined;
    if (req.method === 'POST' || req.method === 'PUT') {
      let value: unknown;
      try {
        value = await readFormBody(req, options.limits);
      } catch (error) {
        if (error instanceof BodyError) return answerErrors(res, error.status, error.errors);
        throw error;
      }
      // The browser's client sends the page's locale with every call (the `lang` common param);
      // a call without one is answered in English, the spec's language.
      const texts = validationTextsFor(url.searchParams.get('lang') ?? 'en');
      const validation = options.validate(route.name, value, texts);
      if (validation && !validation.ok) return answerErrors(res, 422, validation.errors);
      if (options.botCheck && botCheckedEndpoints.has(route.name)) {
        const verdict = await options.botCheck(req.get(BOT_CHECK_HEADER), route.name, req.ip);
        if (!verdict.ok) return answerErrors(res, verdict.status, { bot_check: texts[verdict.message] });
      }
      body = JSON.stringify(validation ? validation.value : value);
      headers['content-type'] = 'application/json';
    }
    return forwardResponse(
      res,
      fetch(`${options.backofficeUrl}${path}${url.search}`, {
        method: req.method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      }),
    );
  });

  // Media (images, technical sheets) live with the back office; the browser fetches them here.
  router.get('/media/*path', (req, res) => {
    const url = normalized(req.originalUrl);
    if (!url.pathname.startsWith('/media/')) {
      res.status(404).end();
      return;
    }
    return forwardResponse(res, fetch(new URL(`${url.pathname}${url.search}`, origin), { signal: AbortSignal.timeout(options.mediaTimeoutMs) }));
  });

  return router;
}
