/** Resumes the server-rendered page: same route table, same state, then `hydrateRoot`. */
import { fork } from 'effector';
import { hydrateRoot } from 'react-dom/client';
import routes from '../../routes.ts';
import { hydrationStateGlobal, type HydrationState } from '../shared/app/hydration-state.ts';
import { configuredLocales } from '../shared/config/locales.ts';
import { rehydrateLoaderData } from '../shared/data/loader-data.ts';
import { $api, $locale, $salesPlan, $site } from '../shared/features/app/model.ts';
import { loadPageModule } from '../shared/pages/load-page-module.ts';
import { startPersistence } from '../shared/features/persistence/start-persistence.ts';
import { createRouter } from '../shared/routing/router.ts';
import { ClientApp } from './client-app.tsx';
import { createGatewayClient } from './gateway-api.ts';
import { LinkPrefetcher } from './link-prefetch.ts';
import { ClientNavigation, type NavigationData } from './navigation.ts';
import { readDeferredFromPage } from './read-deferred.ts';

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
const module = state.status === 200 && match ? await loadPageModule(match.route.page) : undefined;
const navigation = new ClientNavigation(router, scope, dataSource, {
  url: state.url,
  match,
  status: state.status,
  module,
  data: rehydrateLoaderData(state.data, readDeferredFromPage),
});

const prefetcher = new LinkPrefetcher(navigation.prefetch);

hydrateRoot(document, <ClientApp router={router} scope={scope} navigation={navigation} observeLink={prefetcher.observe} config={state.config} />, {
  // A mismatch must be visible: React recovers by rendering on the client, which hides bugs.
  onRecoverableError(error, info) {
    console.error('recoverable error while hydrating:', error, (error as { cause?: unknown }).cause, info.componentStack);
  },
});
// Saved favourites, comparator, cart and account come back once the page is interactive.
void startPersistence(scope);
