/**
 * Resumes the server-rendered page: same route table, same state, then `hydrateRoot`. Every
 * lazily loaded module of the client build also imports this module (build.mjs): they only run
 * after it, and that keeps what it needs in one chunk instead of one per set of importers.
 */
// Also imported by the entry, first: here, they land in the chunk that lazy modules share (decision 176).
import './libraries-first.ts';
import './models-first.ts';
import { fork } from 'effector';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import routes from '../../routes.ts';
import { headScriptId, inlineStylesId, speculationRulesSelector } from '../shared/app/document-config.ts';
import { hydrationStateGlobal, type HydrationState } from '../shared/app/hydration-state.ts';
import { configuredLocales } from '../shared/kernel/config/locales.ts';
import { rehydrateLoaderData } from '../shared/kernel/data/loader-data.ts';
import { $api, $locale, $salesPlan, $site } from '../shared/features/app/model.ts';
import { intlFor } from '../shared/kernel/i18n/intl-for.ts';
import { loadTranslation } from '../shared/kernel/i18n/translations.ts';
import { loadPageModule } from '../shared/pages/load-page-module.ts';
import { nextTask } from '../shared/kernel/ui/in-own-task.ts';
import type { RouterContextValue } from '../shared/features/app/router-context.tsx';
import { createRouter } from '../shared/kernel/routing/router.ts';
import { ClientApp } from './client-app.tsx';
import { createGatewayClient } from './gateway-api.ts';
import { ClientNavigation, type NavigationData } from './navigation.ts';
import { pageHydrated } from './page-hydrated.ts';
import { readDeferredFromPage } from './read-deferred.ts';
import { startWhenIdle } from './start-when-idle.ts';

export async function startClient(): Promise<void> {
  // The modules' evaluation is one task the browser cannot split; compiling the route table and
  // forking the scope start the next one, so that neither is long on a slow phone's CPU.
  await nextTask();
  const state = (self as unknown as Record<string, HydrationState>)[hydrationStateGlobal]!;
  const router = createRouter(routes, configuredLocales);
  const commonParams = () => {
    const planId = scope.getState($salesPlan)?.id;
    return { site_id: scope.getState($site)?.id, lang: scope.getState($locale), sales_plan_id: planId, saleplan_id: planId };
  };
  /** A gateway client that remembers the plan its fallback switched to, until that is read. */
  function navigationData(): NavigationData {
    let switchedPlanId: number | undefined;
    const api = createGatewayClient(commonParams, (planId) => {
      switchedPlanId = planId;
    });
    const takeSwitchedPlan = () => {
      const planId = switchedPlanId;
      switchedPlanId = undefined;
      return planId;
    };
    return { api, takeSwitchedPlan, detached: navigationData };
  }
  const dataSource = navigationData();
  const scope = fork({ values: { ...state.effector, [$api.sid!]: dataSource.api } });
  const pathname = state.url.split('?', 1)[0]!;
  const match = router.match(pathname);
  // The page's translation (none in English) loads with its module: both render the first frame.
  const [module] = await Promise.all([
    state.status === 200 && match ? loadPageModule(match.route.page) : undefined,
    loadTranslation((match?.locale ?? router.defaultLocale).code),
  ]);
  // The first Intl use needs V8's locale tables, which the Intl tables' worker has built meanwhile
  // (decision 175); where it could not (no worker, a phone slower than the download), building
  // them here is a task of its own, between the modules' evaluation and hydration, so that neither
  // task grows by it. The first render then finds this very object in intlFor's cache.
  await nextTask();
  intlFor(match?.locale ?? router.defaultLocale, module?.messages);
  await nextTask();
  const navigation = new ClientNavigation(router, scope, dataSource, loadPageModule, {
    url: state.url,
    match,
    status: state.status,
    module,
    data: rehydrateLoaderData(state.data, readDeferredFromPage),
  });

  // The head's critical CSS is rendered again from the page's own copy: it is not in the state.
  // So are the speculation rules and the language-choice script.
  const config = {
    ...state.config,
    inlineStyles: document.getElementById(inlineStylesId)?.textContent ?? '',
    speculationRules: document.querySelector(speculationRulesSelector)?.textContent ?? '',
    headScript: document.getElementById(headScriptId)?.textContent ?? '',
  };
  const observeLink = observeOnceLoaded(() =>
    import('./link-prefetch.ts').then(({ LinkPrefetcher }) => new LinkPrefetcher(navigation.prefetch).observe),
  );
  // Saved favourites, comparator, cart and account come back once the page has hydrated; their
  // models (and the checkout's validation) load meanwhile, after the first load.
  const persistence = import('../shared/features/persistence/start-persistence.ts');
  let shellHydrated!: () => void;
  const hydrated = pageHydrated(new Promise((resolve) => (shellHydrated = resolve)));
  // In a transition, as React Router's entry.client does: hydration yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page (Lighthouse's blocking
  // time), and a click on a part not hydrated yet hydrates that part first.
  startTransition(() => {
    hydrateRoot(
      document,
      <ClientApp router={router} scope={scope} navigation={navigation} observeLink={observeLink} config={config} onShellHydrated={shellHydrated} />,
      {
        // A mismatch must be visible: React recovers by rendering on the client, which hides bugs.
        onRecoverableError(error, info) {
          console.error('recoverable error while hydrating:', error, (error as { cause?: unknown }).cause, info.componentStack);
        },
      },
    );
  });
  await hydrated;
  await (await persistence).startPersistence(scope);
  // Tells tests and monitoring that the page is interactive, its saved lists restored: a click
  // from now on counts, and no restored value overwrites it.
  document.documentElement.dataset.hydrated = 'true';
  startWhenIdle();
}

type ObserveLink = NonNullable<RouterContextValue['observeLink']>;
interface WaitingLink {
  readonly element: HTMLAnchorElement;
  readonly href: string;
  stop?: () => void;
}

/**
 * Link prefetch only starts once the browser is idle, so its code is not part of the first load:
 * links that mount before it arrives are handed to it when it does.
 */
function observeOnceLoaded(load: () => Promise<ObserveLink>): ObserveLink {
  let loaded: ObserveLink | undefined;
  const waiting = new Set<WaitingLink>();
  void load().then((observe) => {
    loaded = observe;
    for (const link of waiting) link.stop = observe(link.element, link.href);
    waiting.clear();
  });
  return (element, href) => {
    if (loaded) return loaded(element, href);
    const link: WaitingLink = { element, href };
    waiting.add(link);
    return () => {
      waiting.delete(link);
      link.stop?.();
    };
  };
}
