/**
 * The render ceiling of `npm run bench`: the site's own page tree rendered with
 * renderToPipeableStream on a bare node:http server, with each page's data already in memory —
 * captured once from the running site (its serialized state and streamed deferred values) — so
 * no back office, no routing, no middleware: what React alone costs for the same pages.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fork } from 'effector';
import { renderToPipeableStream } from 'react-dom/server';
import routes from '../../routes.ts';
import { AppRoot } from '../../src/shared/app/app-root.tsx';
import type { DocumentConfig } from '../../src/shared/app/document-config.ts';
import { hydrationStateGlobal, type HydrationState } from '../../src/shared/app/hydration-state.ts';
import type { RouterContextValue } from '../../src/shared/features/app/router-context.tsx';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { rehydrateLoaderData } from '../../src/shared/kernel/data/loader-data.ts';
import { loadPageModule } from '../../src/shared/pages/load-page-module.ts';
import type { PageModule } from '../../src/shared/pages/page-module.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { speculationRulesOf } from '../../src/shared/kernel/routing/speculation-rules.ts';
import { headScript } from '../../src/server/render/head-script.ts';

interface CapturedPage {
  readonly state: HydrationState;
  /** The page's inline bootstrap script: its state, then what starts its modules. */
  readonly bootstrapScript: string;
  /** The state's configuration with the head's inline styles, as the site renders it. */
  readonly config: DocumentConfig;
  readonly context: Omit<RouterContextValue<PageModule>, 'navigate'>;
}

const router = createRouter(routes, configuredLocales);
const siteOrigin = process.env.SITE_ORIGIN!;
const paths: string[] = JSON.parse(process.env.PAGES!);

async function capture(path: string): Promise<CapturedPage> {
  const html = await (await fetch(siteOrigin + path)).text();
  const bootstrapScript = new RegExp(`self\\.${hydrationStateGlobal}=.*?(?=</script>)`, 's').exec(html)?.[0];
  if (!bootstrapScript) throw new Error(`no state in ${path}`);
  // The state's JSON, then on a line of its own the script that starts the modules.
  const stateText = bootstrapScript.slice(`self.${hydrationStateGlobal}=`.length, bootstrapScript.indexOf(';\n'));
  const state = JSON.parse(stateText) as HydrationState;
  const deferred = new Map<string, unknown>();
  for (const [, key, json] of html.matchAll(/<script type="application\/json" id="deferred-([^"]+)">(.*?)<\/script>/gs)) {
    deferred.set(key!, JSON.parse(json!));
  }
  const match = router.match(state.url.split('?', 1)[0]!);
  if (!match) throw new Error(`no route for ${path}`);
  const module = await loadPageModule(match.route.page);
  const data = rehydrateLoaderData(state.data, (key) =>
    deferred.has(key) ? { ok: true, value: deferred.get(key) } : { ok: false, error: new Error(`${key} not captured`) },
  );
  const inlineStyles = /<style id="critical-css">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  return {
    state,
    bootstrapScript,
    config: { ...state.config, inlineStyles, speculationRules: speculationRulesOf(router), headScript },
    context: { router, page: { url: state.url, match, status: state.status, module, data }, pending: false },
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
  const scope = fork({ values: page.state.effector });
  const context: RouterContextValue<PageModule> = { ...page.context, navigate: () => undefined };
  const { pipe } = renderToPipeableStream(<AppRoot scope={scope} context={context} config={page.config} />, {
    nonce: randomBytes(16).toString('base64'),
    bootstrapScriptContent: page.bootstrapScript,
    onShellReady() {
      res.statusCode = page.state.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      pipe(res);
    },
    onShellError() {
      res.writeHead(500).end();
    },
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`ceiling listening on http://127.0.0.1:${process.env.PORT}`));
