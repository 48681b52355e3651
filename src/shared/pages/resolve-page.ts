/**
 * A page request resolved into what is shown, one way for the server's render, the browser's
 * navigation (and its prefetch) and the forms posted to a page (docs/decisions/163): route match
 * and the redirects the address decides (route-page.ts) → the site's sales plan for the audience
 * → the page's module and loader → its data, its status, or a redirect. It knows of the request
 * what the PageRequest holds and nothing else; the side running it gives the sources.
 */
import { ApiError, backofficeUnavailable, type BackofficeClient } from '../kernel/api/client.ts';
import type { Site } from '../kernel/api/entities/site.ts';
import type { PageState } from '../features/app/router-context.tsx';
import type { LocaleConfig } from '../kernel/config/locales.ts';
import { PageResponse } from '../kernel/data/page-response.ts';
import type { Target } from '../kernel/routing/target.ts';
import type { PageForm } from '../blocks/forms/page-form.ts';
import type { RouteMatch, Router } from '../kernel/routing/router.ts';
import type { PageModule } from './page-module.ts';
import type { PageRequest } from './page-request.ts';
import { redirectTo, routePage, type PageRedirect } from './route-page.ts';

/** Who the page is for: the site, its plan for the audience, the language and the audience. */
export interface PageAudience {
  /** Undefined when the back office could not say: the page is then a 503. */
  readonly site: Site | undefined;
  readonly salesPlanId: number | undefined;
  readonly locale: LocaleConfig;
  readonly target: Target;
}

/** Where the loader's data comes from for one audience. */
export interface PageData {
  readonly api: BackofficeClient;
  /** The plan the sales-plan fallback switched to while the loader ran, if it did. */
  switchedPlanId(): number | undefined;
}

/** What the side resolving a page provides. */
export interface PageSources {
  readonly router: Router;
  readonly loadPageModule: (page: string) => Promise<PageModule>;
  /** The site and its sales plans; undefined when they cannot be had. */
  readonly site: () => Promise<Site | undefined>;
  /**
   * Told the audience before the page's module and loader, and awaited: the server starts
   * settling the page's app state, the browser moves its scope to the audience.
   */
  readonly enterAudience?: (audience: PageAudience) => Promise<unknown> | undefined;
  readonly data: (audience: PageAudience) => PageData;
  /** Aborted once the page is no longer wanted: its response closed, the visitor went elsewhere. */
  readonly signal: AbortSignal;
}

export interface ResolvedPage {
  readonly kind: 'page';
  readonly page: PageState<PageModule>;
  /** What made the page a 500, for the side to report. */
  readonly error?: unknown;
}

export type PageOutcome = PageRedirect | ResolvedPage;

/** The site's sales plan for an audience (the site has one per target). */
export function salesPlanOf(site: Site | undefined, target: Target): number | undefined {
  return site?.salesplan.find((plan) => plan.target === target)?.id;
}

export async function resolvePage(request: PageRequest, sources: PageSources): Promise<PageOutcome> {
  const routed = routePage(request, sources.router);
  if (routed.kind === 'redirect') return routed;
  const { match, locale, target } = routed;
  const site = await sources.site();
  const audience: PageAudience = { site, salesPlanId: salesPlanOf(site, target), locale, target };
  await sources.enterAudience?.(audience);

  const url = request.path + request.query;
  const failed = (status: number, error?: unknown): ResolvedPage => ({ kind: 'page', page: { url, match, status, module: undefined, data: undefined }, error });
  if (!match) return failed(404);
  const salesPlanId = audience.salesPlanId;
  if (!site || salesPlanId === undefined) return failed(503);
  try {
    const module = await sources.loadPageModule(match.route.page);
    const data = sources.data(audience);
    const loaded = module.loader ? await module.loader({ request, match, api: data.api, salesPlanId, signal: sources.signal }) : undefined;
    const switchedPlanId = data.switchedPlanId();
    const switchedTarget = site.salesplan.find((plan) => plan.id === switchedPlanId)?.target;
    if (switchedTarget) {
      // The entity is sold in the other plan only: show it at that audience's URL (decisions §2).
      return redirectTo(sources.router.buildPath({ name: match.name, params: match.params }, { locale: locale.code, target: switchedTarget }));
    }
    return { kind: 'page', page: { url, match, status: 200, module, data: loaded } };
  } catch (error) {
    if (error instanceof PageResponse) return error.isRedirect ? redirectTo(error.location!, error.status) : failed(error.status);
    // A loader's calls are built from the address: one the back office refuses as a bad request
    // (a value beyond its bounds the route grammar let through) names no page, which is a 404.
    if (error instanceof ApiError && error.status === 400) return failed(404);
    // A back office that does not answer is an outage, not a fault: a 503 sends a proxy to
    // another site process, which may keep the page.
    return failed(backofficeUnavailable(error) ? 503 : 500, error);
  }
}

/** The page a request shows and the form it takes. */
export interface PageWithForm {
  readonly match: RouteMatch;
  readonly form: PageForm;
}

/**
 * The form of the page a request shows (its module exports `form`), for a form posted to the
 * page without JavaScript or through the gateway on its behalf: the same first step as
 * `resolvePage`, so an address that redirects (a guarded page without login) takes no post.
 */
export async function resolvePageForm(request: PageRequest, sources: Pick<PageSources, 'router' | 'loadPageModule'>): Promise<PageWithForm | undefined> {
  const routed = routePage(request, sources.router);
  if (routed.kind === 'redirect' || !routed.match) return undefined;
  const { form } = await sources.loadPageModule(routed.match.route.page);
  return form ? { match: routed.match, form } : undefined;
}
