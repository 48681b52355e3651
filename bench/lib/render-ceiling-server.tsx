/**
 * The render ceiling of `npm run bench`: the site's own page tree rendered with
 * renderToPipeableStream on a bare node:http server, with each page's data already in memory —
 * resolved once at start as the site resolves it (the shared page resolution and app state over
 * the same back office, every deferred value settled), its bootstrap script taken from the site's
 * page — so no back office, no routing, no middleware: what React alone costs for the same pages.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fork, type Scope } from 'effector';
import { renderToPipeableStream } from 'react-dom/server';
import routes from '../../routes.ts';
import { AppRoot } from '../../src/shared/app/app-root.tsx';
import type { DocumentConfig } from '../../src/shared/app/document-config.ts';
import { hydrationStateGlobal, type HydrationState } from '../../src/shared/app/hydration-state.ts';
import type { RouterContextValue } from '../../src/shared/features/app/router-context.tsx';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { isDeferred } from '../../src/shared/kernel/data/deferred.ts';
import { loadPageModule } from '../../src/shared/pages/load-page-module.ts';
import type { PageModule } from '../../src/shared/pages/page-module.ts';
import { resolvePage } from '../../src/shared/pages/resolve-page.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { createSiteDataClients } from '../../src/server/backoffice/site-data-client.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createAppState, createAppStateCache, type SettledAppState } from '../../src/server/render/app-state.ts';
import { headScript } from '../../src/server/render/head-script.ts';
import { readPageRequest } from '../../src/server/render/page-request.ts';

interface CapturedPage {
  readonly status: number;
  readonly scope: Scope;
  /** The site's inline bootstrap script for the page: its islands' state. */
  readonly bootstrapScript: string;
  /** The build's script that starts its modules, which the page names after it. */
  readonly moduleStarter: string;
  /** The page's configuration with the head's inline styles, as the site renders it. */
  readonly config: DocumentConfig;
  readonly context: Omit<RouterContextValue<PageModule>, 'navigate'>;
}

const router = createRouter(routes, configuredLocales);
const siteOrigin = process.env.SITE_ORIGIN!;
const paths: string[] = JSON.parse(process.env.PAGES!);
const serverConfig = loadConfig({ BACKOFFICE_URL: process.env.BACKOFFICE_URL, SITE_URL: siteOrigin });
const dataClients = createSiteDataClients({ baseUrl: serverConfig.backofficeUrl!, timeoutMs: 10_000 });
const dataClient = dataClients.forRequest.bind(dataClients);
const appState = createAppState({ thirdParties: serverConfig.thirdParties, shared: createAppStateCache(60_000), dataClient });

async function capture(path: string): Promise<CapturedPage> {
  const html = await (await fetch(siteOrigin + path)).text();
  const bootstrapScript = new RegExp(`self\\.${hydrationStateGlobal}=.*?(?=</script>)`, 's').exec(html)?.[0];
  if (!bootstrapScript) throw new Error(`no state in ${path}`);
  const state = JSON.parse(bootstrapScript.slice(`self.${hydrationStateGlobal}=`.length)) as HydrationState;
  const moduleStarter = /<script src="([^"]+)" async="">/.exec(html)?.[1];
  if (!moduleStarter) throw new Error(`no module starter in ${path}`);
  const visitor = readPageRequest(path, {}, router.locales);
  let settled: Promise<SettledAppState> | undefined;
  const outcome = await resolvePage(visitor.page, {
    router,
    loadPageModule,
    site: async () => (await dataClient({ lang: router.defaultLocale.code, salesPlanId: undefined, token: undefined }).client.call('GET /site', { query: { url: siteOrigin } }))[0],
    enterAudience: ({ site, salesPlanId, locale, target }) => {
      settled = appState({ site, salesPlanId, locale: locale.code, target, supportsWebp: false });
      return undefined;
    },
    data: ({ salesPlanId, locale }) => {
      const data = dataClient({ salesPlanId, token: undefined, lang: locale.code });
      return { api: data.client, switchedPlanId: data.switchedPlanId };
    },
    signal: new AbortController().signal,
  });
  if (outcome.kind !== 'page' || outcome.page.status !== state.status) throw new Error(`${path} resolves otherwise than the site served it`);
  const { page } = outcome;
  // Settled before any render, as a kept catalogue answer is: rendered in the shell's pass.
  if (typeof page.data === 'object' && page.data !== null) await Promise.allSettled(Object.values(page.data).filter(isDeferred).map((value) => value.promise));
  const inlineStyles = /<style id="critical-css">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  return {
    status: page.status,
    scope: fork({ values: (await settled!).values }),
    bootstrapScript,
    moduleStarter,
    config: { ...state.config, inlineStyles, headScript },
    context: { router, page, pending: false },
  };
}

const pages = new Map<string, CapturedPage>();
for (const path of paths) pages.set(path, await capture(path));

const server = createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  const context: RouterContextValue<PageModule> = { ...page.context, navigate: () => undefined };
  const { pipe } = renderToPipeableStream(<AppRoot scope={page.scope} context={context} config={page.config} />, {
    nonce: randomBytes(16).toString('base64'),
    bootstrapScriptContent: page.bootstrapScript,
    bootstrapScripts: [page.moduleStarter],
    onShellReady() {
      res.statusCode = page.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      pipe(res);
    },
    onShellError() {
      res.writeHead(500).end();
    },
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`ceiling listening on http://127.0.0.1:${process.env.PORT}`));
