/**
 * Starts the islands of a page rendered whole by the server (decision 199): one effector scope
 * forked from the page's state and shared by every island, then each island, when it wakes,
 * hydrated as a root of its own in a task of its own. Nothing else of the page is hydrated: its
 * static content ships no component code and no state. Another filter or page of the screen on
 * view is the next document's parts swapped in (screen-swap.ts), whose islands wake in turn.
 */
// Imported here too, as the entry does: every island module imports this one (the build's
// shell-first-chunks), which keeps the step in the shared first-load chunk (decision 176).
import '../libraries-first.ts';
import { fork } from 'effector';
import { hydrateRoot, type Root } from 'react-dom/client';
import routes from '../../../routes.ts';
import { islandNamed } from '../../shared/app/islands.ts';
import type { HydrationState } from '../../shared/app/hydration-state.ts';
import { $api, $locale, $salesPlan, $site } from '../../shared/features/app/model.ts';
import { configuredLocales } from '../../shared/kernel/config/locales.ts';
import { hydrationStateGlobal } from '../../shared/kernel/data/hydration-global.ts';
import { intlFor } from '../../shared/kernel/i18n/intl-for.ts';
import { loadTranslation } from '../../shared/kernel/i18n/translations.ts';
import { createRouter } from '../../shared/kernel/routing/router.ts';
import { whenDocumentParsed } from '../../shared/kernel/ui/document-parsed.ts';
import { nextTask } from '../../shared/kernel/ui/in-own-task.ts';
import { islandElement } from '../../shared/kernel/ui/island.tsx';
import { takeHeldIslandEvents, type HeldIslandEvent } from '../../shared/kernel/ui/held-island-events.ts';
import { isChunkLoadError, reloadForChunkError } from '../chunk-reload.ts';
import { createGatewayClient } from '../gateway-api.ts';
import { startWhenIdle } from '../start-when-idle.ts';
import { IslandRoot, type IslandRouting } from './island-root.tsx';
import { ScreenSwap } from './screen-swap.ts';
import { watchIsland } from './island-waking.ts';

export async function startIslands(): Promise<void> {
  const state = (self as unknown as Record<string, HydrationState>)[hydrationStateGlobal]!;
  const router = createRouter(routes, configuredLocales);
  const match = router.match(state.url.split('?', 1)[0]!);
  const locale = match?.locale ?? router.defaultLocale;
  const api = createGatewayClient(
    () => {
      const planId = scope.getState($salesPlan)?.id;
      return { site_id: scope.getState($site)?.id, lang: scope.getState($locale), sales_plan_id: planId, saleplan_id: planId };
    },
    // A document navigation follows any call an island makes: the next page settles the plan.
    () => undefined,
  );
  const servedValues = (served: HydrationState) => ({ ...served.effector, [$api.sid!]: api });
  const scope = fork({ values: servedValues(state) });
  await loadTranslation(locale.code);

  const queue = new HydrationQueue();
  const seen = new WeakSet<Element>();
  const started: Promise<void>[] = [];
  const handlers = new Map<Element, (held: HeldIslandEvent) => void>();
  // An island hydrating or hydrated, and how to end its turn in the queue if it leaves first.
  const roots = new Map<Element, { readonly root: Root; readonly settle: () => void }>();
  const watchIslands = (within: ParentNode, served: Readonly<Record<string, unknown>>) => {
    for (const element of within.querySelectorAll<HTMLElement>(islandElement)) {
      // A nested island hydrates with the island around it.
      if (seen.has(element) || element.parentElement?.closest(islandElement)) continue;
      seen.add(element);
      const definition = islandNamed(element.dataset.island ?? '');
      if (!definition) {
        console.error(`unknown island "${element.dataset.island}": the page and the build disagree`);
        continue;
      }
      let props: object;
      try {
        props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
      } catch (error) {
        console.error(`island "${element.dataset.island}" has unreadable props: it stays as served`, error);
        continue;
      }
      let hydrated: Promise<void> | undefined;
      const wake = (urgent: boolean) =>
        (hydrated ??= Promise.all([definition.load(), definition.messages?.()]).catch(afterChunkFailure).then(([Component, messages]) =>
          queue.run(urgent, () => new Promise<void>((resolve) => {
            // Its part left the page (same-screen navigation) before its turn came.
            if (!element.isConnected) return resolve();
            const root = hydrateRoot(
              element,
              <IslandRoot scope={scope} served={served} intl={intlFor(locale, messages)} routing={routing} onHydrated={resolve}>
                <Component {...props} />
              </IslandRoot>,
              {
                // A mismatch must be visible: React recovers by rendering on the client, which hides bugs.
                // An island unmounted before it hydrated (it left with its screen part) is reported as
                // an early update (React's #424); it is gone from `roots` by then, and that is no bug.
                onRecoverableError(error, info) {
                  if (!roots.has(element)) return;
                  console.error(`recoverable error while hydrating island "${element.dataset.island}":`, error, info.componentStack);
                },
              },
            );
            roots.set(element, { root, settle: resolve });
          })),
        ).catch((error: unknown) => console.error(`island "${element.dataset.island}" could not start:`, error)));
      handlers.set(element, watchIsland({ element, wake: definition.wake }, wake));
      if (definition.wake === 'load' || definition.wake === 'idle') started.push(wake(false));
    }
  };
  const links = new LinkWatch();
  const screen = new ScreenSwap({
    router,
    initial: { url: state.url, match, status: state.status, module: undefined, data: undefined },
    leaving: (part) => {
      links.stopIn(part);
      for (const element of part.querySelectorAll(islandElement)) {
        const island = roots.get(element);
        roots.delete(element);
        island?.root.unmount();
        // Left before it hydrated: its turn ends here, or the islands queued after it would wait for ever.
        island?.settle();
        handlers.delete(element);
      }
    },
    arrived: (parts, next) => {
      const served = servedValues(next);
      for (const part of parts) {
        watchIslands(part, served);
        links.watchIn(part);
      }
    },
  });
  const routing: IslandRouting = { router, screen };
  const served = servedValues(state);
  watchIslands(document, served);
  // What the visitor did before this client started, each given to its island.
  for (const held of takeHeldIslandEvents()) {
    const island = outermostIsland(held.target);
    if (island) handlers.get(island)?.(held);
  }
  // Islands streamed in later sections are there once the document is parsed.
  await new Promise<void>((resolve) => whenDocumentParsed(resolve));
  watchIslands(document, served);
  await Promise.all(started);
  await (await import('../../shared/features/persistence/start-persistence.ts')).startPersistence(scope);
  // Tells tests and monitoring that the page is interactive, its saved lists restored.
  document.documentElement.dataset.hydrated = 'true';
  startWhenIdle();
  // The page's links, prepared when they come into view on a touch screen, and the listing's
  // other filters and pages when they do on any screen (link-prefetch.ts).
  void links.start(screen.prefetch);
}

/** The page's links, watched by the link prefetcher; those of a screen part forgotten when it leaves. */
class LinkWatch {
  #observe: ((element: HTMLAnchorElement, href: string) => () => void) | undefined;
  readonly #stops = new Map<Element, () => void>();

  async start(prefetch: (href: string) => Promise<unknown> | undefined): Promise<void> {
    const { LinkPrefetcher } = await import('../link-prefetch.ts');
    this.#observe = new LinkPrefetcher(prefetch).observe;
    this.watchIn(document);
  }

  watchIn(within: ParentNode): void {
    if (!this.#observe) return;
    for (const link of within.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) this.#stops.set(link, this.#observe(link, link.getAttribute('href')!));
  }

  stopIn(part: Element): void {
    for (const link of part.querySelectorAll('a[href^="/"]')) {
      this.#stops.get(link)?.();
      this.#stops.delete(link);
    }
  }
}

/**
 * An island's module that cannot load is most likely one of a build deployed since the page was
 * served: the page reloads, once a minute at most (chunk-reload.ts); else the island stays as the
 * server rendered it, and the failure is reported.
 */
function afterChunkFailure(error: unknown): never {
  if (isChunkLoadError(error)) reloadForChunkError();
  throw error;
}

/** The island that hydrates what happens at `target` (a nested island hydrates with the one around it). */
function outermostIsland(target: Element): Element | undefined {
  let island: Element | undefined;
  for (let element: Element | null = target.closest(islandElement); element; element = element.parentElement?.closest(islandElement) ?? null) island = element;
  return island;
}

/**
 * One island hydrates at a time, each in a task of its own; an island woken by the visitor goes
 * before those waiting for their turn.
 */
class HydrationQueue {
  #waiting: Array<() => Promise<void>> = [];
  #running = false;

  run(urgent: boolean, hydrate: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const job = () => hydrate().then(resolve, reject);
      if (urgent) this.#waiting.unshift(job);
      else this.#waiting.push(job);
      void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (let job = this.#waiting.shift(); job; job = this.#waiting.shift()) {
        await nextTask();
        await job();
      }
    } finally {
      this.#running = false;
    }
  }
}
