/**
 * The islands' starter (decision 199), the page's whole first load: it watches the page's islands
 * and, when one wakes (src/shared/app/islands.ts), loads its module and, with the first, the
 * islands' runtime (island-runtime.tsx: React, effector), which hydrates it. Until then the page is
 * the server's HTML, its links and forms working without script: a page where nothing wakes, a
 * first visit to most pages, never loads React. Same-screen links and forms load the screen swap
 * (screen-swap.ts, no React) when first used.
 */
import { intlTablesWorkerAttribute } from '../../shared/app/asset-manifest.ts';
import type { HydrationState } from '../../shared/app/hydration-state.ts';
import { islandNamed, type IslandDefinition, type IslandWake } from '../../shared/app/islands.ts';
import { savedListsChanged } from '../../shared/features/persistence/saved-lists.ts';
import { hydrationStateGlobal } from '../../shared/kernel/data/hydration-global.ts';
import { screenPartAttribute } from '../../shared/kernel/routing/same-screen.ts';
import { clientNavigationAttribute } from '../../shared/kernel/routing/speculation-marks.ts';
import { whenDocumentParsed } from '../../shared/kernel/ui/document-parsed.ts';
import { islandElement, takeHeldIslandEvents, type HeldIslandEvent } from '../../shared/kernel/ui/held-island-events.ts';
import { whenPrerenderedPageShown } from '../../shared/kernel/ui/page-shown.ts';
import { watchFocusOutlines } from '../../shared/layout/a11y/focus-outlines.ts';
import { isPlainLeftClick } from '../../shared/kernel/ui/plain-click.ts';
import { isChunkLoadError, reloadForChunkError } from '../chunk-reload.ts';
import { startWhenIdle } from '../start-when-idle.ts';
import type { IslandRuntime } from './island-runtime.tsx';
import { watchIsland } from './island-waking.ts';
import { followNavigationProgress } from './navigation-progress.ts';
import type { ScreenSwap } from './screen-swap.ts';

export async function startIslands(): Promise<void> {
  const state = (self as unknown as Record<string, HydrationState>)[hydrationStateGlobal]!;
  watchFocusOutlines();
  const handlers = new Map<Element, (held: HeldIslandEvent) => void>();
  const seen = new WeakSet<Element>();
  // What `with-others` islands wait for, and those whose `idleWhen` may turn true on a prerendered page shown later.
  let runtimeStartedNow: () => void = () => undefined;
  const runtimeStarted = new Promise<void>((resolve) => (runtimeStartedNow = resolve));
  const wakeIfIdleLater: Array<{ readonly definition: IslandDefinition; readonly state: HydrationState; readonly wake: () => void }> = [];

  let runtime: Promise<IslandRuntime> | undefined;
  let runtimeLoaded: IslandRuntime | undefined;
  let screen: Promise<ScreenSwap> | undefined;
  let screenLoaded: ScreenSwap | undefined;
  const loadScreen = () =>
    (screen ??= import('./screen-swap.ts').then(({ ScreenSwap }) => {
      screenLoaded = new ScreenSwap({
        state,
        leaving: (part) => {
          links.stopIn(part);
          runtimeLoaded?.unmountIn(part);
          for (const element of part.querySelectorAll(islandElement)) handlers.delete(element);
        },
        arrived: (parts, next) => {
          for (const part of parts) {
            watchIslands(part, next);
            links.watchIn(part);
          }
        },
      });
      followNavigationProgress(screenLoaded);
      return screenLoaded;
    }));
  const loadRuntime = () => {
    if (runtime) return runtime;
    startIntlTablesWorker();
    runtime = Promise.all([import('./island-runtime.tsx'), loadScreen()])
      .then(([{ startIslandRuntime }, swap]) => startIslandRuntime(state, swap))
      .then((loaded) => (runtimeLoaded = loaded));
    runtimeStartedNow();
    return runtime;
  };

  const watchIslands = (within: ParentNode, document: HydrationState) => {
    for (const element of within.querySelectorAll<HTMLElement>(islandElement)) {
      // A nested island hydrates with the island around it.
      if (seen.has(element) || element.parentElement?.closest(islandElement)) continue;
      seen.add(element);
      const name = element.dataset.island ?? '';
      const definition = islandNamed(name);
      if (!definition) {
        console.error(`unknown island "${name}": the page and the build disagree`);
        continue;
      }
      let props: object;
      try {
        props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
      } catch (error) {
        console.error(`island "${name}" has unreadable props: it stays as served`, error);
        continue;
      }
      let hydrated: Promise<void> | undefined;
      // Its turn is taken now, through the one runtime promise, so the islands a visitor wakes keep
      // that order whichever module arrives first; the module loads meanwhile.
      const wake = (byVisitor: boolean) => {
        if (hydrated) {
          if (byVisitor) void loadRuntime().then((islands) => islands.woke(element), () => undefined);
          return hydrated;
        }
        const parts = Promise.all([definition.load(), definition.messages?.()]).catch(afterChunkFailure);
        // A failure is reported with the island's turn, or with the runtime's own: never as unhandled.
        void parts.catch(() => undefined);
        return (hydrated = loadRuntime()
          .catch(afterChunkFailure)
          .then((islands) => islands.hydrate({ element, name, parts, props, state: document }, byVisitor))
          .catch((error: unknown) => console.error(`island "${name}" could not start:`, error)));
      };
      const idle = definition.idleWhen?.(document) === true;
      const when: IslandWake = idle ? 'idle' : definition.wake;
      handlers.set(element, watchIsland({ element, wake: when, runtimeStarted }, wake));
      if (when === 'load' || when === 'idle') wokenAtStart.push(wake(false));
      else if (definition.idleWhen) wakeIfIdleLater.push({ definition, state: document, wake: () => void wake(false) });
    }
  };
  const wokenAtStart: Promise<void>[] = [];
  const links = new LinkWatch();
  watchIslands(document, state);
  // What the visitor did before this client started, each given to its island.
  for (const held of takeHeldIslandEvents()) {
    const island = outermostIsland(held.target);
    if (island) handlers.get(island)?.(held);
  }
  followSameScreen(() => screenLoaded, loadScreen);
  // A prerendered page shown after another page saved a list: what shows the lists wakes.
  whenPrerenderedPageShown(() => {
    if (!savedListsChanged()) return;
    for (const island of wakeIfIdleLater) if (island.definition.idleWhen?.(island.state)) island.wake();
  });
  // Islands streamed in later sections are there once the document is parsed.
  await new Promise<void>((resolve) => whenDocumentParsed(resolve));
  watchIslands(document, state);
  await Promise.all(wokenAtStart);
  // The saved lists, when the runtime has started by now, are restored too (a runtime that did
  // not load has said so, as its islands have).
  await runtime?.catch(() => undefined);
  // Tells tests and monitoring that the page is interactive.
  document.documentElement.dataset.hydrated = 'true';
  startWhenIdle();
  // A screen with same-screen links or a form of its own (a listing, the document library) has
  // the swap ready for the first click.
  if (document.querySelector(`a[${clientNavigationAttribute}], [${screenPartAttribute}] form[method="get"]`)) void loadScreen();
  // The page's links, prepared when they come into view on a touch screen, and the listing's
  // other filters and pages when they do on any screen (link-prefetch.ts).
  void links.start((href) => loadScreen().then((swap) => swap.prefetch(href)));
}

/**
 * Same-screen links outside any island's own handler (the listing's filters, chips, pages), and a
 * GET form sent to the screen on view, as the browser would send it: its fields as the query.
 * Before the screen swap has loaded, such a click waits for it; after, only what shows the screen
 * on view is taken from the browser.
 */
function followSameScreen(loaded: () => ScreenSwap | undefined, load: () => Promise<ScreenSwap>): void {
  const follow = (event: Event, href: string) => {
    const swap = loaded();
    if (swap && !swap.shows(href)) return;
    event.preventDefault();
    if (swap) void swap.show(href);
    else void load().then((ready) => ready.navigate(href));
  };
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${clientNavigationAttribute}]`) : null;
    if (!link || event.defaultPrevented || !isPlainLeftClick(event) || (link.target && link.target !== '_self')) return;
    follow(event, link.getAttribute('href') ?? '');
  });
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || form.method !== 'get' || (form.target && form.target !== '_self')) return;
    const action = new URL(form.action, location.href);
    if (action.origin !== location.origin) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form, event.submitter)) if (typeof value === 'string') fields.append(name, value);
    follow(event, `${action.pathname}?${fields}`);
  });
}

/**
 * The worker that builds the Intl tables off the main thread (decision 175), started with the
 * runtime that formats: it builds them while the runtime downloads.
 */
function startIntlTablesWorker(): void {
  const url = document.querySelector(`script[${intlTablesWorkerAttribute}]`)?.getAttribute(intlTablesWorkerAttribute);
  if (url && typeof Worker === 'function') new Worker(url);
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
