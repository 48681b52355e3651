import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { PathBuilder, RouterContext, type RouterContextValue } from '../../shared/features/app/router-context.tsx';
import { BrowserRootContext } from '../../shared/kernel/ui/island.tsx';

interface IslandRootProps {
  readonly scope: Scope;
  readonly intl: IntlShape;
  readonly context: RouterContextValue;
  /** Called once the island's first render has committed: it handles events from then on. */
  readonly onHydrated: () => void;
  readonly children: ReactNode;
}

/**
 * What an island renders inside, as the page's app tree gave it on the server: the page's one
 * effector scope (so a toggle on a card counts in the header at once), the messages, the router
 * (links and the page's match); static parts keep the server's DOM.
 */
export function IslandRoot({ scope, intl, context, onHydrated, children }: IslandRootProps) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <BrowserRootContext value={true}>
      <Provider value={scope}>
        <RawIntlProvider value={intl}>
          <RouterContext value={context}>
            <PathBuilder>{children}</PathBuilder>
          </RouterContext>
        </RawIntlProvider>
      </Provider>
    </BrowserRootContext>
  );
}
