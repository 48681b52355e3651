/**
 * The site's `/api/v1` gateway: the browser's only way to the back office (decisions §2).
 * Only the contract's public and customer calls pass (never the operators' admin reads); form
 * bodies go through the form pipeline a page's HTML post takes too (decision 167): read within
 * their limits, checked with the shared validators, the back office's lists and the page form's
 * own check, bot-checked, then forwarded, so the back office only ever sees well-formed input.
 * `/media` is forwarded too.
 */
import { Router, type Request, type Response } from 'express';
import { BOT_CHECK_HEADER, FORM_PAGE_HEADER } from '../../shared/blocks/forms/post-form.ts';
import { contract } from '../../shared/kernel/api/contract.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/kernel/api/idempotency-key.ts';
import { loginTokenCookie } from '../../shared/kernel/session/cookies.ts';
import { isFormEndpoint } from '../../shared/kernel/validation/form-schemas.ts';
import { validationTextsFor } from '../../shared/kernel/i18n/validation-texts.ts';
import { parseCookies } from '../cookies.ts';
import { isCrossOrigin } from '../cross-origin.ts';
import { readPageRequest } from '../render/page-request.ts';
import type { LocaleConfig } from '../../shared/kernel/config/locales.ts';
import type { PageRequest } from '../../shared/pages/page-request.ts';
import type { PageWithForm } from '../../shared/pages/resolve-page.ts';
import type { FormPipeline } from '../forms/form-pipeline.ts';
import { gatewayRoutes } from './contract-routes.ts';
import { forwardResponse } from './forward.ts';

export interface GatewayOptions {
  /** API v1 base of the back office, e.g. `http://127.0.0.1:4000/api/v1`. */
  readonly backofficeUrl: string;
  readonly timeoutMs: number;
  /** Longer than `timeoutMs`: a picture's or sheet's first request renders it. */
  readonly mediaTimeoutMs: number;
  /** Reads, checks and forwards the form bodies, as it does a page's HTML post. */
  readonly forms: FormPipeline;
  /** The form of the page a post names (`x-form-page`), whose own check applies too (resolvePageForm). */
  readonly pageForm: (request: PageRequest) => Promise<PageWithForm | undefined>;
  /** Origins besides the request's own whose pages may call (the site's canonical origin). */
  readonly trustedOrigins: readonly string[];
  readonly locales: readonly LocaleConfig[];
}

/**
 * The reads the offline worker may keep (decision 171): the products of the favourites and the
 * comparator (a list by `ids`, or one product). Not listings, searches or filter counts (each
 * query would be one more entry, kept for ever), never a customer call. Products are public: the
 * login token goes to customer endpoints only, so these answers are the same for every visitor
 * of a plan, and a signed-in professional's favourites work offline too.
 */
function isKeptRead(method: string, endpoint: string, url: URL): boolean {
  return method === 'GET' && (endpoint === 'GET /product/:id' || (endpoint === 'GET /product' && url.searchParams.has('ids')));
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
    const loginToken = parseCookies(req.headers.cookie).get(loginTokenCookie);
    const target = `${options.backofficeUrl}${path}${url.search}`;

    const endpoint = route.name;
    if (isFormEndpoint(endpoint)) {
      // The browser's client sends the page's locale with every call (the `lang` common param);
      // a call without one is answered in English, the spec's language.
      const texts = validationTextsFor(url.searchParams.get('lang') ?? 'en');
      const page = req.get(FORM_PAGE_HEADER);
      const pageForm = page === undefined ? undefined : await options.pageForm(readPageRequest(page, req.headers, options.locales).page);
      const outcome = await options.forms.receive(req, texts, () => ({
        endpoint,
        form: pageForm?.form.endpoint === endpoint ? pageForm.form : undefined,
        body: (fields) => fields,
        botCheckToken: () => req.get(BOT_CHECK_HEADER),
        idempotencyKey: () => req.get(IDEMPOTENCY_KEY_HEADER),
        url: async () => target,
        loginToken,
      }));
      if (outcome.step === 'forward') return forwardResponse(res, outcome.answer);
      if (outcome.step === 'stopped') throw new Error('the gateway never stops a form');
      return answerErrors(res, outcome.status, outcome.errors);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    // As the server's own data client does: the token only where the contract asks for it.
    if (loginToken && contract[endpoint].auth === 'customer') headers.authorization = `Bearer ${loginToken}`;
    const keep = isKeptRead(req.method, endpoint, url) ? 'data' : undefined;
    return forwardResponse(res, fetch(target, { method: req.method, headers, signal: AbortSignal.timeout(options.timeoutMs) }), keep);
  });

  // Media (images, technical sheets) live with the back office; the browser fetches them here.
  router.get('/media/*path', (req, res) => {
    const url = normalized(req.originalUrl);
    if (!url.pathname.startsWith('/media/')) {
      res.status(404).end();
      return;
    }
    // A HEAD stays a HEAD: the back office answers it without rendering the file.
    const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
    return forwardResponse(res, fetch(new URL(`${url.pathname}${url.search}`, origin), { method, signal: AbortSignal.timeout(options.mediaTimeoutMs) }), 'media');
  });

  return router;
}
