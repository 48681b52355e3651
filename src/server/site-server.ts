/**
 * Assembles the site from its configuration: back office connection (its own back office's
 * process, started beside it, when none is configured), edge, health checks and the Express app, behind one node:http listener.
 * The edge and the health checks answer before Express: they must stay as fast as a bare server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import routes from '../../routes.ts';
import { configuredLocales, type LocaleConfig } from '../shared/kernel/config/locales.ts';
import { loadTranslation } from '../shared/kernel/i18n/translations.ts';
import { loadPageModule as loadSharedPageModule } from '../shared/pages/load-page-module.ts';
import type { PageModule } from '../shared/pages/page-module.ts';
import type { PageRequest } from '../shared/pages/page-request.ts';
import { resolvePageForm } from '../shared/pages/resolve-page.ts';
import { createRouter } from '../shared/kernel/routing/router.ts';
import { loadPhoneNumbers } from '../shared/kernel/validation/validators.ts';
import { speculationRules } from '../shared/kernel/routing/speculation-rules.ts';
import { validateRouteTable } from '../shared/kernel/routing/validate-route-table.ts';
import { preloadPageModules } from './render/page-modules.ts';
import type { RouteDefinition } from '../shared/kernel/routing/types.ts';
import { logAccess, type LogLine } from './access-log.ts';
import { closeInStagesIfBodyUnread } from './unread-body.ts';
import { refuseUnparsableRequestsInStages } from '../shared/kernel/api/staged-close.ts';
import { createApp } from './app.ts';
import { loadAssetManifest } from './assets/asset-manifest.ts';
import type { PublishEventView } from '../shared/kernel/api/contract.ts';
import { startEmbeddedBackoffice } from './backoffice/backoffice-process.ts';
import { createSiteDataClients, type RequestClient, type RequestContext } from './backoffice/site-data-client.ts';
import type { ServerConfig } from './config.ts';
import { createRecaptchaVerifier } from './bot-check/recaptcha-verifier.ts';
import { createEdge, setSecurityHeaders } from './edge/edge.ts';
import { ALLOWED_METHODS, createRequestTarget } from './edge/request-target.ts';
import { createFormPipeline } from './forms/form-pipeline.ts';
import { createFormPostHandler } from './forms/form-post-handler.ts';
import { loadRedirectTable } from './edge/redirect-table.ts';
import { createApiGateway } from './gateway/api-gateway.ts';
import { HealthChecks } from './health.ts';
import { createAdminCacheEndpoint, type SiteInvalidation } from './cache/admin-cache-endpoint.ts';
import { createCacheInvalidation, invalidationsOfBatch, type DroppedEntries, type EntityReference, type InvalidationRequest } from './cache/cache-invalidation.ts';
import { createAppState, createAppStateCache } from './render/app-state.ts';
import { PageCache } from './render/page-cache.ts';
import { createPageHandler } from './render/page-handler.tsx';
import { createSeoHandler } from './seo/seo-handler.ts';
import { countAnswer, publishLagSeconds } from './metrics/request-metrics.ts';
import { createMetricsEndpoints } from './metrics/metrics-endpoints.ts';
import { createSiteMetrics, type MetricsText, type SiteMetrics } from './metrics/site-metrics.ts';
import { Router } from 'express';

export interface SiteOptions {
  readonly config: ServerConfig;
  readonly log?: LogLine;
  /** Where access-log lines go when ACCESS_LOG is on (default: `log`); the process gives its asynchronous log. */
  readonly accessLog?: LogLine;
  /** Replaces routes.ts and the configured locales (tests add a locale or a route). */
  readonly routes?: readonly RouteDefinition[];
  readonly locales?: readonly LocaleConfig[];
  readonly loadPageModule?: (page: string) => Promise<PageModule>;
  /** The clock the render cache ages kept pages by (tests move it instead of waiting); the machine's by default. */
  readonly clock?: () => number;
  /**
   * Runs a cache invalidation in every process of the site: a worker asks the primary, which
   * relays it to each worker (cluster.ts). Without it, this process is the whole site.
   */
  readonly invalidateEverywhere?: (request: InvalidationRequest) => Promise<SiteInvalidation>;
  /** The metrics `/metrics` answers: a cluster worker's come summed from its primary (cluster.ts); this process's otherwise. */
  readonly metricsText?: () => Promise<MetricsText>;
}

export interface RunningSite {
  readonly url: string;
  readonly server: Server;
  readonly backofficeUrl: string;
  /** Drops what this process's caches keep of one entity, or everything (docs/decisions/162). */
  invalidateCaches(request: InvalidationRequest): Promise<DroppedEntries>;
  /** What this process counts (decision 192). */
  readonly metrics: SiteMetrics;
  /** Drains: /readyz answers 503, no new connections, in-flight responses finish, then stops. */
  close(): Promise<void>;
}


export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const { config } = options;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const accessLog = options.accessLog ?? log;
  const onError = (error: unknown) => log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);

  const routeTable = options.routes ?? routes;
  const locales = options.locales ?? configuredLocales;
  validateRouteTable(routeTable, locales);
  const router = createRouter(routeTable, locales);
  const loadPageModule = options.loadPageModule ?? loadSharedPageModule;
  await preloadPageModules(router.routes, loadPageModule);
  await Promise.all([...router.locales.map((locale) => loadTranslation(locale.code)), loadPhoneNumbers()]);
  const siteHosts = [new URL(config.siteUrl).host, ...(config.canonicalHost ? [config.canonicalHost] : []), ...config.alternateHosts];
  const redirects = loadRedirectTable(config.redirectsCsv, { siteHosts });
  const assets = loadAssetManifest(config.clientDir);
  // What the back office beside it commits drops what this process keeps of it, once its caches exist.
  let dropPublished: (events: readonly PublishEventView[]) => void = () => undefined;
  const embedded = config.backofficeUrl
    ? undefined
    : await startEmbeddedBackoffice(config, log, (events) => dropPublished(events));
  const backofficeUrl = config.backofficeUrl ?? embedded!.url;
  const metrics = createSiteMetrics();
  const dataClients = createSiteDataClients({
    onCall: (endpoint, outcome, seconds) => metrics.backofficeCalled(endpoint, outcome, seconds),
    baseUrl: backofficeUrl,
    timeoutMs: config.backofficeTimeoutMs,
    catalogueCacheTtlMs: config.catalogueCacheTtlMs,
  });
  const dataClient = (context: RequestContext) => dataClients.forRequest(context);
  const siteClient = dataClients.forRequest({ lang: router.defaultLocale.code, salesPlanId: undefined, token: undefined }).client;
  const site = async () => {
    const [found] = await siteClient.call('GET /site', { query: { url: config.siteUrl } });
    if (!found) throw new Error(`the back office knows no site for ${config.siteUrl}`);
    return found;
  };

  const pageCache =
    config.renderCacheMaxBytes > 0
      ? new PageCache({
          router,
          maxBytes: config.renderCacheMaxBytes,
          ttlMs: config.renderCacheTtlMs,
          staleMs: config.renderCacheStaleMs,
          // The back office's answer, then the render's bound: a render is never waited on longer.
          renderTimeoutMs: config.backofficeTimeoutMs + config.renderTimeoutMs,
          onLookup: (result) => metrics.renderCacheLookedUp(result),
          ...(options.clock ? { now: options.clock } : {}),
          onError,
        })
      : undefined;
  const appStates = createAppStateCache(config.catalogueCacheTtlMs);
  const invalidateCaches = createCacheInvalidation({
    layers: { layout: dataClients.layoutCache, catalogue: dataClients.catalogueCache, appState: appStates, pages: pageCache },
    slugsOf: (entity) => entitySlugs(dataClient, router.locales.map((locale) => locale.code), entity),
  });
  const invalidateEverywhere =
    options.invalidateEverywhere ?? (async (request: InvalidationRequest) => ({ processes: [{ pid: process.pid, dropped: await invalidateCaches(request) }], unanswered: 0 }));
  dropPublished = (events) => {
    for (const event of events) metrics.publishEventHeard(publishLagSeconds(event));
    for (const request of invalidationsOfBatch(events)) void invalidateCaches(request).catch(onError);
  };
  const pages = createPageHandler({
    services: {
      router,
      loadPageModule,
      site,
      dataClient,
      appState: createAppState({ thirdParties: config.thirdParties, shared: appStates, dataClient }),
      onError,
    },
    assets,
    siteUrl: config.siteUrl,
    renderTimeoutMs: config.renderTimeoutMs,
    serviceWorker: config.serviceWorker,
    fieldVitals: { sampleRate: config.fieldVitalsSampleRate, consentCookie: config.thirdParties.consentCookieName },
    capture: (req) => pageCache?.captureFor(req),
  });
  const limits = { jsonBytes: 1024 * 1024, uploadBytes: config.uploadMaxBytes };
  const trustedOrigins = [new URL(config.siteUrl).origin];
  const pageForm = (request: PageRequest) => resolvePageForm(request, { router, loadPageModule });
  const forms = createFormPipeline({
    limits,
    botCheck: config.botCheck && createRecaptchaVerifier(config.botCheck, log),
    // Ids and codes are the same in every language; shared for a few seconds like the rest of the catalogue.
    referenceLists: async () => {
      const civilities = await siteClient.call('GET /civility');
      return { civilities: civilities.items };
    },
    timeoutMs: config.backofficeTimeoutMs,
  });
  const formPosts = createFormPostHandler({ router, pageForm, site, dataClient, forms, trustedOrigins, pages, onError });
  const app = createApp({
    thirdParties: config.thirdParties,
    clientDir: config.clientDir,
    serviceWorker: config.serviceWorker,
    trustProxy: config.trustProxy,
    httpsSite: config.siteUrl.startsWith('https:'),
    admin: Router().use(
      createAdminCacheEndpoint({ token: config.siteAdminToken, invalidateEverywhere }),
      createMetricsEndpoints({
        token: config.siteAdminToken,
        metrics,
        metricsText: options.metricsText ?? (async () => ({ contentType: metrics.registry.contentType, text: await metrics.registry.metrics() })),
        routeNames: new Set(router.routes.map((route) => route.name)),
      }),
    ),
    gateway: createApiGateway({
      backofficeUrl,
      timeoutMs: config.backofficeTimeoutMs,
      mediaTimeoutMs: config.mediaTimeoutMs,
      forms,
      pageForm,
      trustedOrigins,
      locales: router.locales,
    }),
    seo: createSeoHandler({ router, siteUrl: config.siteUrl, site, dataClient, onError }),
    pages: (req, res, next) => pages(req, res).catch(next),
    formPosts: (req, res, next) => formPosts(req, res, next).catch(next),
    onError,
    speculationRules: speculationRules(router.routes, router.locales),
  });
  const requestTarget = createRequestTarget(siteHosts);
  const edge = createEdge({
    redirects,
    canonicalHost: config.canonicalHost,
    alternateHosts: config.alternateHosts,
    ipAllowList: config.ipAllowList,
    trustProxy: config.trustProxy,
  });
  const health = new HealthChecks({
    probeBackoffice: async () => {
      const response = await fetch(`${backofficeUrl}/site?url=${encodeURIComponent(config.siteUrl)}`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the back office answered ${response.status}`);
    },
  });

  // A kept page carries the security headers it was rendered with; everything else gets them here.
  const securedApp = (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    app(req, res);
  };

  // Responses in progress, so that draining can close their connections once they are done.
  const inFlight = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (config.accessLog) logAccess(req, res, accessLog);
    countAnswer(req, res, metrics, router);
    closeInStagesIfBodyUnread(req, res);
    // While draining, keep-alive clients are told to reconnect (to another instance).
    if (health.draining) res.setHeader('Connection', 'close');
    // The target first, so that nothing after it reads a host from it; then the health checks
    // (no allow-list, host or redirect rule may break a load balancer's probe), then the edge.
    // They answer at once, so only the app's answers can be in flight.
    if (requestTarget(req, res) || health.handle(req, res) || edge(req, res)) return;
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (pageCache) pageCache.handle(req, res, securedApp);
    else securedApp(req, res);
  });
  // CONNECT (the authority form) asks for a tunnel, which a site does not open; Node would
  // otherwise drop the connection without an answer.
  server.on('connect', (_req, socket: Duplex) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n`);
  });
  refuseUnparsableRequestsInStages(server);
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    server,
    backofficeUrl,
    invalidateCaches,
    metrics,
    close() {
      if (!closing) {
        for (const res of inFlight) closeConnectionAfter(res);
        closing = drain(server, health, config).then(() => embedded?.close());
      }
      return closing;
    },
  };
}

/**
 * An entity's slug in each language, from its look-up in each: a slug names the entity in one
 * language only, and kept answers of the others name it by theirs. None when it is unknown.
 */
async function entitySlugs(dataClient: (context: RequestContext) => RequestClient, languages: readonly string[], entity: EntityReference): Promise<ReadonlySet<string>> {
  const slugs = new Set<string>();
  const lookups = languages.map((lang) =>
    dataClient({ lang, salesPlanId: undefined, token: undefined }).client.call('GET /url/entity', { query: { entity_type: entity.type, slug: entity.slug } }),
  );
  for (const lookup of await Promise.allSettled(lookups)) {
    const found = lookup.status === 'fulfilled' ? lookup.value[0] : undefined;
    if (!found) continue;
    // Its own slugs only: the answer names its categories and companions too.
    slugs.add(found.slug);
    for (const slug of Object.values(found.slugs ?? {})) slugs.add(slug);
  }
  return slugs;
}

/** A response already under way keeps its connection only until it is complete. */
function closeConnectionAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  else res.once('finish', () => res.socket?.end());
}

/**
 * Graceful stop: `/readyz` turns 503 at once and, for the drain delay, new connections are
 * still served (so load balancers see the 503 and move away); then the listener closes, idle
 * keep-alive connections are closed, in-flight responses finish, and whatever is left when the
 * shutdown bound nears is cut.
 */
function drain(server: Server, health: HealthChecks, config: ServerConfig): Promise<void> {
  health.startDraining();
  const deadline = Math.max(config.shutdownTimeoutMs - 1000, config.drainDelayMs);
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), deadline);
    setTimeout(() => {
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearInterval(idleSweep);
        clearTimeout(cut);
        resolve();
      });
    }, config.drainDelayMs);
  });
}
