/**
 * The islands' runtime (decision 199): React, effector and what hydrates an island, loaded by the
 * starter (start-islands.ts) with the first island that wakes; a page where none wakes never
 * loads it. One effector scope forked from the page's state is shared by every island; each island
 * is hydrated as a root of its own, one at a time, each in a task of its own.
 */
// The runtime's first step (decision 176): React DOM evaluates, then the browser gets a turn.
// Every island module imports this one (the build's shell-first-chunks), which keeps React and the
// runtime in one chunk the islands share.
import '../libraries-first.ts';
import { allSettled, fork } from 'effector';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { HydrationState } from '../../shared/app/hydration-state.ts';
import { $api, $locale, $salesPlan, $site } from '../../shared/features/app/model.ts';
import { viewportMeasured } from '../../shared/features/device/model.ts';
import { startPersistence } from '../../shared/features/persistence/start-persistence.ts';
import type { MessageCatalogue } from '../../shared/kernel/i18n/translation-types.ts';
import { intlFor } from '../../shared/kernel/i18n/intl-for.ts';
import { loadTranslation } from '../../shared/kernel/i18n/translations.ts';
import { islandElement } from '../../shared/kernel/ui/held-island-events.ts';
import { createGatewayClient } from '../gateway-api.ts';
import { HydrationQueue } from './hydration-queue.ts';
import { IslandRoot } from './island-root.tsx';
import type { ScreenSwap } from './screen-swap.ts';

/** What an island's module gives to hydrate it: its component and messages. */
// Each island's props are its component's: the page wrote them from the same component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandParts = readonly [Component: ComponentType<any>, messages: MessageCatalogue | undefined];

/** One island to hydrate: its element, its module (on its way), the props and state the server rendered it with. */
export interface IslandToHydrate {
  readonly element: HTMLElement;
  readonly name: string;
  readonly parts: Promise<IslandParts>;
  readonly props: object;
  /** The state of the document the island came with (the page's, or a screen swapped in since). */
  readonly state: HydrationState;
}

export interface IslandRuntime {
  /** Settles once the island has hydrated (or left the page before its turn); `byVisitor`: woken by a click, key, tap or hover. */
  hydrate(island: IslandToHydrate, byVisitor: boolean): Promise<void>;
  /** The visitor woke an island already waiting for its turn. */
  woke(element: HTMLElement): void;
  /** Before a screen part leaves the document: its islands are unmounted. */
  unmountIn(part: Element): void;
}

export async function startIslandRuntime(state: HydrationState, screen: ScreenSwap): Promise<IslandRuntime> {
  const { router } = screen;
  const locale = router.match(state.url.split('?', 1)[0]!)?.locale ?? router.defaultLocale;
  const api = createGatewayClient(
    () => {
      const planId = scope.getState($salesPlan)?.id;
      return { site_id: scope.getState($site)?.id, lang: scope.getState($locale), sales_plan_id: planId, saleplan_id: planId };
    },
    // A document navigation follows any call an island makes: the next page settles the plan.
    () => undefined,
  );
  // The values each document was served with, the browser's data client added: one object per document.
  const servedValues = new WeakMap<HydrationState, Readonly<Record<string, unknown>>>();
  const served = (document: HydrationState) => {
    let values = servedValues.get(document);
    if (!values) servedValues.set(document, (values = { ...document.effector, [$api.sid!]: api }));
    return values;
  };
  const scope = fork({ values: served(state) });
  // The saved lists are restored and the device measured before any island runs, so that the
  // first change a visitor makes (the switch that woke the runtime) is saved and held to the
  // phone's compare limit: each island hydrates from the values it was served with, then shows
  // the page's scope.
  await Promise.all([loadTranslation(locale.code), startPersistence(scope), allSettled(viewportMeasured, { scope, params: window.innerWidth })]);
  const routing = { router, screen };
  const queue = new HydrationQueue();
  // An island hydrating or hydrated, and how to end its turn in the queue if it leaves first.
  const roots = new Map<Element, { readonly root: Root; readonly settle: () => void }>();

  const hydrate = ({ element, name, parts, props, state: document }: IslandToHydrate, byVisitor: boolean) =>
    queue.add(
      {
        key: element,
        ready: parts,
        run: () =>
          parts.then(
            ([Component, messages]) =>
              new Promise<void>((resolve) => {
                // Its part left the page (same-screen navigation) before its turn came.
                if (!element.isConnected) return resolve();
                const root = hydrateRoot(
                  element,
                  <IslandRoot scope={scope} served={served(document)} intl={intlFor(locale, messages)} routing={routing} onHydrated={resolve}>
                    <Component {...props} />
                  </IslandRoot>,
                  {
                    // A mismatch must be visible: React recovers by rendering on the client, which hides bugs.
                    // An island unmounted before it hydrated (it left with its screen part) is reported as
                    // an early update (React's #424); it is gone from `roots` by then, and that is no bug.
                    onRecoverableError(error, info) {
                      if (!roots.has(element)) return;
                      console.error(`recoverable error while hydrating island "${name}":`, error, info.componentStack);
                    },
                  },
                );
                roots.set(element, { root, settle: resolve });
              }),
          ),
      },
      byVisitor,
    );

  const unmountIn = (part: Element) => {
    for (const element of part.querySelectorAll(islandElement)) {
      const island = roots.get(element);
      roots.delete(element);
      island?.root.unmount();
      // Left before it hydrated: its turn ends here, or the islands queued after it would wait for ever.
      island?.settle();
    }
  };

  return { hydrate, woke: (element) => queue.promote(element), unmountIn };
}
