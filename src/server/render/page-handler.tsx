/**
 * Answers a page request: settles its status (route, guard, data), then streams the document.
 * Redirects and HEAD requests are answered without rendering.
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { fork, serialize, type Scope } from 'effector';
import { renderToString } from 'react-dom/server';
import type { Site } from '../../shared/kernel/api/entities/site.ts';
import { AppRoot } from '../../shared/app/app-root.tsx';
import type { DocumentConfig, FieldVitalsConfig } from '../../shared/app/document-config.ts';
import { bootstrapScript, hydrationStateJson } from '../../shared/app/hydration-state.ts';
import { islandStoreValues } from './island-state.ts';
import type { PageState, RouterContextValue } from '../../shared/features/app/router-context.tsx';
import { holdsDeferred } from '../../shared/kernel/data/deferred.ts';
import { toScriptJson } from '../../shared/kernel/data/script-json.ts';
import { $postedForm } from '../../shared/blocks/forms/model.ts';
import type { PostedForm } from '../../shared/blocks/forms/posted-form.ts';
import type { PageModule } from '../../shared/pages/page-module.ts';
import { resolvePage } from '../../shared/pages/resolve-page.ts';
import type { PageRedirect } from '../../shared/pages/route-page.ts';
import type { Router } from '../../shared/kernel/routing/router.ts';
import { headScript } from './head-script.ts';
import type { PageAssets } from '../assets/asset-manifest.ts';
import type { RequestClient, RequestContext } from '../backoffice/site-data-client.ts';
import type { AppState, SettledAppState } from './app-state.ts';
import { offlineKeepHeader, type OfflineKeep } from '../../shared/kernel/offline/offline-caches.ts';
import { cacheControlFor, matchesEtag, mayKeepOffline, pageEtag, varyFor } from './cache-policy.ts';
import { isPersonalRoute } from '../../shared/kernel/routing/route-privacy.ts';
import { fallbackPageHtml } from './fallback-page.ts';
import { FontPreload } from './font-preload.tsx';
import { MenuPanelsContext } from '../../shared/layout/menu/main-menu.tsx';
import { MenuPanel } from '../../shared/layout/menu/menu-panel.tsx';
import type { RenderCapture } from './page-cache.ts';
import { readPageRequest, type VisitorRequest } from './page-request.ts';
import { streamDocument } from './stream-document.ts';

export interface PageServices {
  readonly router: Router;
  readonly loadPageModule: (page: string) => Promise<PageModule>;
  /** The site's description from the back office (cached). */
  readonly site: () => Promise<Site>;
  /** The data client of one request (its plan, language and visitor's token). */
  readonly dataClient: (context: RequestContext) => RequestClient;
  /** The app state the page's scope starts from (site, plan, layout, third parties). */
  readonly appState: AppState;
  readonly onError: (error: unknown) => void;
}

export interface PageHandlerOptions {
  readonly services: PageServices;
  readonly assets: PageAssets;
  readonly siteUrl: string;
  readonly renderTimeoutMs: number;
  /** Whether pages register the offline mode's worker (`SERVICE_WORKER`). */
  readonly serviceWorker: boolean;
  /** How often pages report their visitors' Web Vitals, and the consent cookie that allows it (decision 192). */
  readonly fieldVitals: Pick<FieldVitalsConfig, 'sampleRate' | 'consentCookie'>;
  /** The render cache's capture of this request's document, when it is waiting for one (page-cache.ts). */
  readonly capture?: (req: Request) => RenderCapture | undefined;
}

const noop = () => undefined;

/** The mega-menu's panels are static parts: rendered here, never by the browser (decision 199). */
const renderMenuPanel = (itemId: number) => <MenuPanel itemId={itemId} />;

// A page whose data the back office answers within this goes out whole (and the render cache
// keeps it whole): a cold category page's products and filters took 25 ms, the shell waited 0.
// Slower data still follows the shell as it arrives.
const wholePageWithinMs = 50;

// One reason for every page view: a new DOMException each time (its stack captured) costs more
// than the rest of the abort. Those still waiting on the back office give up the same way.
const responseClosed = new DOMException('the response is closed', 'AbortError');

/** About how long the supervisor takes to bring a back office back (backoffice-process.ts). */
const backofficeRetryAfterSeconds = 10;

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
    const capturing = posted ? undefined : options.capture?.(req);
    const visitor = readPageRequest(url, req.headers, services.router.locales, posted?.form);
    const outcome = await resolveServedPage(visitor, services, controller.signal, capturing?.reads);

    // The root answers by the visitor's language (detection happens on `/` only).
    const vary = varyFor(url);
    if (outcome.kind === 'redirect') {
      res.status(outcome.status).set({ Location: outcome.location, 'Cache-Control': 'no-store', Vary: vary }).end();
      return;
    }
    const { page, scope } = outcome;
    // The page is shown as it is (the form in it carries the errors); the status tells why it came back.
    const status = posted && page.status === 200 ? posted.status : page.status;
    const config: DocumentConfig = {
      siteUrl: options.siteUrl,
      stylesheets: assets.stylesheets,
      inlineStyles: assets.inlineStyles,
      headScript,
      serviceWorker: options.serviceWorker,
      fieldVitals: page.match === undefined || page.status !== 200 ? null : { page: page.match.route.name, audience: page.match.target, ...options.fieldVitals },
    };
    const { inlineStyles: _inPage, headScript: _alsoInPage, ...sentConfig } = config;
    // The islands' state only: the page's own view is static and ships none (decision 199).
    const stateJson = hydrationStateJson({ url: page.url, status: page.status, config: sentConfig }, outcome.scopeJson);
    const bootstrap = bootstrapScript(stateJson);
    // An answer to a post holds what one visitor typed: never cached, never revalidated.
    const headers: Record<string, string> = { 'Cache-Control': posted ? 'no-store' : cacheControlFor(page, visitor.personal), Vary: vary };
    // Set on the response and kept with it by the render cache (its copy's own headers).
    if (mayKeepOffline(page, posted !== undefined, visitor.personal)) headers[offlineKeepHeader] = 'page' satisfies OfflineKeep;
    // The back office did not answer: a client may ask again once the supervisor has restarted it.
    if (page.status === 503) headers['Retry-After'] = String(backofficeRetryAfterSeconds);
    if (!posted && page.status === 200 && !holdsDeferred(page.data) && page.match && !isPersonalRoute(page.match.route)) {
      headers.ETag = pageEtag([bootstrap, assets.moduleStarter, outcome.appStateDigest, JSON.stringify(page.data) ?? '']);
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
          <MenuPanelsContext value={renderMenuPanel}>
            <AppRoot scope={scope} context={context} config={config} />
          </MenuPanelsContext>
        </FontPreload>
      );
    };
    streamDocument(res, element(page), {
      status,
      headers,
      bootstrapScriptContent: bootstrap,
      bootstrapScript: assets.moduleStarter,
      // A crawler, and a script's fetch of the page (the islands' screen swap: it reads the
      // document without running its scripts), get it whole, no part left to swap in by script.
      waitForAll: visitor.page.crawler === true || req.headers['sec-fetch-dest'] === 'empty',
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

interface ServedPage {
  readonly kind: 'page';
  readonly page: PageState<PageModule>;
  readonly scope: Scope;
  /** `serialize(scope)` but what only static parts read, as script JSON: the shared app state's own when the page added nothing to it. */
  readonly scopeJson: string;
  /** The shared app state's digest (SettledAppState). */
  readonly appStateDigest: string;
}

/**
 * The shared resolution (src/shared/pages/resolve-page.ts) over the back office, with the app
 * state the page's scope starts from settled alongside its loader, and the refused form posted
 * without JavaScript, if any, in that scope.
 */
async function resolveServedPage(
  visitor: VisitorRequest,
  services: PageServices,
  signal: AbortSignal,
  /** Where to record the slugs the page's back-office answers and app state name, for a page the render cache will keep (cache/named-slugs.ts). */
  reads: Set<string> | undefined,
): Promise<PageRedirect | ServedPage> {
  const { page: request, token } = visitor;
  let appState: Promise<SettledAppState> | undefined;
  const outcome = await resolvePage(request, {
    router: services.router,
    loadPageModule: services.loadPageModule,
    site: () =>
      services.site().catch((error: unknown) => {
        services.onError(error);
        return undefined;
      }),
    enterAudience: ({ site, salesPlanId, locale, target }) => {
      appState = services.appState({ site, salesPlanId, locale: locale.code, target, supportsWebp: request.supportsWebp });
      return undefined;
    },
    data: ({ salesPlanId, locale }) => {
      const data = services.dataClient({ salesPlanId, token, lang: locale.code, ...(reads ? { reads } : {}) });
      return { api: data.client, switchedPlanId: data.switchedPlanId };
    },
    signal,
  });
  const settledAppState = await appState;
  if (outcome.kind === 'redirect') return outcome;
  if (outcome.error !== undefined) services.onError(outcome.error);
  if (reads) for (const slug of settledAppState!.slugs) reads.add(slug);
  const values = settledAppState!.values;
  if (!request.postedForm) {
    return { kind: 'page', page: outcome.page, scope: fork({ values }), scopeJson: settledAppState!.json, appStateDigest: settledAppState!.digest };
  }
  const scope = fork({ values: { ...values, [$postedForm.sid!]: request.postedForm } });
  const serialized = serialize(scope);
  return { kind: 'page', page: outcome.page, scope, scopeJson: toScriptJson(islandStoreValues(serialized)), appStateDigest: settledAppState!.digest };
}
