/**
 * Answers a page request: settles its status (route, guard, data), then streams the document.
 * Redirects and HEAD requests are answered without rendering.
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { renderToString } from 'react-dom/server';
import { AppRoot } from '../../shared/app/app-root.tsx';
import type { DocumentConfig } from '../../shared/app/document-config.ts';
import { hydrationStateGlobal, hydrationStateJson } from '../../shared/app/hydration-state.ts';
import type { PageState, RouterContextValue } from '../../shared/features/app/router-context.tsx';
import { dehydrateLoaderData } from '../../shared/data/loader-data.ts';
import type { PostedForm } from '../../shared/forms/posted-form.ts';
import type { PageModule } from '../../shared/pages/page-module.ts';
import type { PageAssets } from '../assets/asset-manifest.ts';
import { parseCookies } from '../cookies.ts';
import { cacheControlFor, matchesEtag, pageEtag, varyFor } from './cache-policy.ts';
import { isCrawler } from './crawler.ts';
import { fallbackPageHtml } from './fallback-page.ts';
import { FontPreload } from './font-preload.tsx';
import { isPersonal } from './personal-request.ts';
import { resolvePage, type PageServices } from './page-request.ts';
import type { RenderCapture } from './page-cache.ts';
import { streamDocument } from './stream-document.ts';

export interface PageHandlerOptions {
  readonly services: PageServices;
  readonly assets: PageAssets;
  readonly siteUrl: string;
  readonly renderTimeoutMs: number;
  /** The render cache's capture of this request's document, when it is waiting for one (page-cache.ts). */
  readonly capture?: (req: Request) => RenderCapture | undefined;
}

const noop = () => undefined;

// A page whose data the back office answers within this goes out whole (and the render cache
// keeps it whole): a cold category page's products and filters took 25 ms, the shell waited 0.
// Slower data still follows the shell as it arrives.
const wholePageWithinMs = 50;

// One reason for every page view: a new DOMException each time (its stack captured) costs more
// than the rest of the abort. Those still waiting on the back office give up the same way.
const responseClosed = new DOMException('the response is closed', 'AbortError');

/** The page again, answering a form posted without JavaScript that was refused or edited. */
export interface PostedPage {
  /** 422, 413 or 403: why the form was refused; 200 after an edit (a page that failed keeps its own status). */
  readonly status: number;
  readonly form: PostedForm;
}

export type PageHandler = (req: Request, res: Response, posted?: PostedPage) => Promise<void>;

export function createPageHandler(options: PageHandlerOptions): PageHandler {
  const { services, assets } = options;

  return async function handlePage(req, res, posted) {
    const controller = new AbortController();
    res.once('close', () => controller.abort(responseClosed));
    const url = req.originalUrl;
    const cookies = parseCookies(req.headers.cookie);
    const capturing = posted ? undefined : options.capture?.(req);
    const outcome = await resolvePage(
      {
        url,
        pathname: url.split('?', 1)[0]!,
        cookies,
        acceptLanguage: req.headers['accept-language'],
        supportsWebp: (req.headers.accept ?? '').includes('image/webp'),
        signal: controller.signal,
        ...(posted ? { postedForm: posted.form } : {}),
        ...(capturing ? { reads: capturing.reads } : {}),
      },
      services,
    );

    // The root answers by the visitor's language (detection happens on `/` only).
    const vary = varyFor(url);
    if (outcome.kind === 'redirect') {
      res.status(outcome.status).set({ Location: outcome.location, 'Cache-Control': 'no-store', Vary: vary }).end();
      return;
    }
    const { page, scope, scopeJson } = outcome;
    // The page is shown as it is (the form in it carries the errors); the status tells why it came back.
    const status = posted && page.status === 200 ? posted.status : page.status;
    const config: DocumentConfig = {
      siteUrl: options.siteUrl,
      stylesheets: assets.stylesheets,
      inlineStyles: assets.inlineStyles,
      modulePreloads: assets.modulePreloads(page.match?.route.page, (page.match?.locale ?? services.router.defaultLocale).code),
    };
    const { inlineStyles: _inPage, ...sentConfig } = config;
    const data = dehydrateLoaderData(page.data);
    const stateJson = hydrationStateJson({ url: page.url, status: page.status, data: data.value, config: sentConfig }, scopeJson);
    // An answer to a post holds what one visitor typed: never cached, never revalidated.
    const headers: Record<string, string> = { 'Cache-Control': posted ? 'no-store' : cacheControlFor(page, isPersonal(cookies)), Vary: vary };
    if (!posted && page.status === 200 && !data.deferred && !page.match?.route.guard) {
      headers.ETag = pageEtag(stateJson);
      if (matchesEtag(req.headers['if-none-match'], headers.ETag)) {
        // The cache keeps its copy's policy: the hashes of its own scripts.
        res.removeHeader('Content-Security-Policy');
        res.status(304).set(headers).end();
        return;
      }
    }
    if (req.method === 'HEAD') {
      res.status(status).set(headers).setHeader('Content-Type', 'text/html; charset=utf-8').end();
      return;
    }
    // Only what any anonymous visitor may get: public, complete, never an answer to a post.
    const capture = !posted && req.method === 'GET' && headers['Cache-Control']!.startsWith('public') ? capturing?.keep : undefined;
    const element = (page: PageState<PageModule>) => {
      const context: RouterContextValue<PageModule> = { router: services.router, page, pending: false, navigate: noop };
      return (
        <FontPreload href={assets.fontPreload}>
          <AppRoot scope={scope} context={context} config={config} />
        </FontPreload>
      );
    };
    streamDocument(res, element(page), {
      status,
      headers,
      bootstrapScriptContent: `self.${hydrationStateGlobal}=${stateJson}`,
      bootstrapModules: [assets.entry],
      waitForAll: isCrawler(req.headers['user-agent']),
      wholeWithinMs: wholePageWithinMs,
      timeoutMs: options.renderTimeoutMs,
      fallbackHtml: () => {
        // The shell failed: show the error page, and if even that fails, the static fallback.
        try {
          return `<!doctype html>${renderToString(element({ ...page, status: 500, module: undefined, data: undefined }))}`;
        } catch (error) {
          // One reference on the page and in the log, so support can find the details.
          const reference = randomBytes(4).toString('hex');
          const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
          services.onError(new Error(`rendering the error page failed too, reference ${reference}: ${detail}`));
          return fallbackPageHtml(500, reference);
        }
      },
      onError: services.onError,
      onComplete: capture,
    });
  };
}
