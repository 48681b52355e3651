/**
 * Whether this page runs the worksite offline worker (decision 171): the page config's
 * `serviceWorker` flag, sent in the hydration state; false with the operators' kill switch
 * (`SERVICE_WORKER=off`), undefined where there is no page state (the server, a test).
 */
import { hydrationStateGlobal } from '../data/hydration-global.ts';

export function offlineWorkerSwitch(): boolean | undefined {
  const state = (globalThis as Record<string, unknown>)[hydrationStateGlobal] as { readonly config?: { readonly serviceWorker?: boolean } } | undefined;
  return state?.config?.serviceWorker;
}
