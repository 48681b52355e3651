import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { PathBuilder, RouterContext, type RouterContextValue } from '../../shared/features/app/router-context.tsx';
import { BrowserRootContext } from '../../shared/kernel/ui/island.tsx';
import { PageRegion } from '../../shared/layout/page-region.tsx';
import type { ScreenSwap } from './screen-swap.ts';

/** The islands' router: the route table, and the screen on view as same-screen navigation changes it. */
export interface IslandRouting {
  readonly router: RouterContextValue['router'];
  readonly screen: Pick<ScreenSwap, 'subscribe' | 'getSnapshot' | 'navigate'>;
}

interface IslandRootProps {
  /** The page's scope, shared by its islands. */
  readonly scope: Scope;
  /** The store values the server rendered the page with (and the browser's data client). */
  readonly served: Readonly<Record<string, unknown>>;
  readonly intl: IntlShape;
  readonly routing: IslandRouting;
  /** Called once the island's first render has committed: it handles events from then on. */
  readonly onHydrated: () => void;
  readonly children: ReactNode;
}

/**
 * What an island renders inside, as the page's app tree gave it on the server: the page's one
 * effector scope (so a toggle on a card counts in the header at once), the messages, the router
 * (links, and the screen on view: same-screen navigation changes it); static parts keep the
 * server's DOM. Each island is a page region: one whose render fails says so in its place, and
 * the rest of the page keeps working.
 *
 * An island may wake after the page's state has moved on (a product compared before the menu's
 * count woke, saved lists restored before a card came into view): it hydrates from a scope of
 * its own holding the values the server rendered with, so that its first render is the server's,
 * then renders again in the page's scope, and only then says it has hydrated (a held click is
 * given to it after that, in the page's scope).
 */
export function IslandRoot({ scope, served, intl, routing, onHydrated, children }: IslandRootProps) {
  const { router, screen } = routing;
  const { page, pending } = useSyncExternalStore(screen.subscribe, screen.getSnapshot, screen.getSnapshot);
  const context = useMemo<RouterContextValue>(() => ({ router, page, pending, navigate: screen.navigate }), [router, page, pending, screen]);
  const [shown, setShown] = useState(() => fork({ values: served }));
  // In the commit that hydrated: the page's scope renders before the browser paints or handles
  // an event, so nothing the visitor does reaches the served copy.
  useLayoutEffect(() => setShown(scope), [scope]);
  useEffect(() => {
    if (shown === scope) onHydrated();
  }, [shown, scope, onHydrated]);
  return (
    <BrowserRootContext value={true}>
      <Provider value={shown}>
        <RawIntlProvider value={intl}>
          <RouterContext value={context}>
            <PathBuilder>
              <PageRegion>{children}</PageRegion>
            </PathBuilder>
          </RouterContext>
        </RawIntlProvider>
      </Provider>
    </BrowserRootContext>
  );
}
