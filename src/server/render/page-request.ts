/**
 * Settles everything that decides a page's status before a byte of it is sent: the route, the
 * guard, the app state and the page's loader. Streaming starts only once this has answered.
 */
import { fork, serialize, type Scope } from 'effector';
import type { BackofficeClient } from '../../shared/api/client.ts';
import type { Site } from '../../shared/api/entities/site.ts';
import type { PageState } from '../../shared/features/app/router-context.tsx';
import { PageResponse } from '../../shared/data/page-response.ts';
import { toScriptJson } from '../../shared/data/script-json.ts';
import { $postedForm } from '../../shared/forms/model.ts';
import type { PostedForm } from '../../shared/forms/posted-form.ts';
import type { PageModule } from '../../shared/pages/page-module.ts';
import type { RouteMatch, Router } from '../../shared/routing/router.ts';
import { localeCookie, loginTokenCookie } from '../../shared/session/cookies.ts';
import type { RequestClient, RequestContext } from '../backoffice/site-data-client.ts';
import type { AppState } from './app-state.ts';
import { detectLocale } from './detect-locale.ts';

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

export interface PageRequest {
  /** Path and query as requested. */
  readonly url: string;
  readonly pathname: string;
  readonly cookies: ReadonlyMap<string, string>;
  readonly acceptLanguage: string | undefined;
  readonly supportsWebp: boolean;
  readonly signal: AbortSignal;
  /** A form posted to this page without JavaScript and refused: the page shows it again. */
  readonly postedForm?: PostedForm;
  /**
   * Where to record the slugs the page's back-office answers and app state name, for a page the
   * render cache will keep (cache/named-slugs.ts); deferred answers add theirs as they come.
   */
  readonly reads?: Set<string>;
}

interface RedirectOutcome {
  readonly kind: 'redirect';
  readonly status: number;
  readonly location: string;
}

export interface PageOutcomeOfPage {
  readonly kind: 'page';
  readonly page: PageState<PageModule>;
  readonly scope: Scope;
  /** `serialize(scope)` as script JSON: the shared app state's own when the page added nothing to it. */
  readonly scopeJson: string;
}

export type PageOutcome = RedirectOutcome | PageOutcomeOfPage;

export async function resolvePage(request: PageRequest, services: PageServices): Promise<PageOutcome> {
  const { router } = services;
  if (request.pathname === '/') {
    const detected = detectLocale(router.locales, request.cookies.get(localeCookie), request.acceptLanguage);
    if (detected && !detected.default) {
      return { kind: 'redirect', status: 302, location: router.buildPath({ name: 'home' }, { locale: detected.code, target: 'pro' }) };
    }
  }
  const match = router.match(request.pathname);
  const locale = match?.locale ?? router.defaultLocale;
  const target = match?.target ?? 'pro';

  if (match?.route.index && match.hasTargetSegment && match.target === 'pro') {
    // The pro target omits its segment on the index route (decisions §1).
    return { kind: 'redirect', status: 301, location: router.buildPath({ name: match.name }, { locale: locale.code, target }) };
  }
  const token = request.cookies.get(loginTokenCookie);
  if (match?.route.guard && !token) {
    return { kind: 'redirect', status: 302, location: router.buildPath({ name: 'home' }, { locale: locale.code, target }) };
  }

  let site: Site | undefined;
  try {
    site = await services.site();
  } catch (error) {
    services.onError(error);
  }
  const salesPlanId = site?.salesplan.find((plan) => plan.target === target)?.id;
  const data = services.dataClient({ salesPlanId, token, lang: locale.code, ...(request.reads ? { reads: request.reads } : {}) });
  const appState = services.appState({ site, salesPlanId, locale: locale.code, target, supportsWebp: request.supportsWebp });

  const settled = await settlePage(request, services, match, data.client, salesPlanId, site !== undefined);
  const settledAppState = await appState;
  if ('kind' in settled) return settled;
  if (request.reads) for (const slug of settledAppState.slugs) request.reads.add(slug);
  const switchedTarget = site?.salesplan.find((plan) => plan.id === data.switchedPlanId())?.target;
  if (match && switchedTarget && settled.status === 200) {
    // The entity is sold in the other plan only: show it at that audience's URL (decisions §2).
    const location = router.buildPath({ name: match.name, params: match.params }, { locale: locale.code, target: switchedTarget });
    return { kind: 'redirect', status: 302, location };
  }
  if (!request.postedForm) return { kind: 'page', page: settled, scope: fork({ values: settledAppState.values }), scopeJson: settledAppState.json };
  const scope = fork({ values: { ...settledAppState.values, [$postedForm.sid!]: request.postedForm } });
  return { kind: 'page', page: settled, scope, scopeJson: toScriptJson(serialize(scope)) };
}

async function settlePage(
  request: PageRequest,
  services: PageServices,
  match: RouteMatch | undefined,
  api: BackofficeClient,
  salesPlanId: number | undefined,
  siteKnown: boolean,
): Promise<PageState<PageModule> | RedirectOutcome> {
  const failed = (status: number): PageState<PageModule> => ({ url: request.url, match, status, module: undefined, data: undefined });
  if (!match) return failed(404);
  if (!siteKnown || salesPlanId === undefined) return failed(503);
  try {
    const module = await services.loadPageModule(match.route.page);
    const data = module.loader ? await module.loader({ match, api, salesPlanId, signal: request.signal }) : undefined;
    return { url: request.url, match, status: 200, module, data };
  } catch (error) {
    if (error instanceof PageResponse) {
      if (error.isRedirect) return { kind: 'redirect', status: error.status, location: error.location! };
      return failed(error.status);
    }
    services.onError(error);
    return failed(500);
  }
}
