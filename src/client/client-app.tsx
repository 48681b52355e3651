import type { Scope } from 'effector';
import { useEffect, useSyncExternalStore } from 'react';
import { AppRoot } from '../shared/app/app-root.tsx';
import type { DocumentConfig } from '../shared/app/document-config.ts';
import type { RouterContextValue } from '../shared/features/app/router-context.tsx';
import type { Router } from '../shared/kernel/routing/router.ts';
import type { ClientNavigation } from './navigation.ts';
import { BrowserRootContext } from '../shared/kernel/ui/island.tsx';

interface ClientAppProps {
  readonly router: Router;
  readonly scope: Scope;
  readonly navigation: ClientNavigation;
  readonly observeLink: RouterContextValue['observeLink'];
  readonly config: DocumentConfig;
  readonly onShellHydrated: () => void;
}

/** The app in the browser: the same tree as the server's, following client-side navigation. */
export function ClientApp({ router, scope, navigation, observeLink, config, onShellHydrated }: ClientAppProps) {
  const { page, pending } = useSyncExternalStore(navigation.subscribe, navigation.getSnapshot, navigation.getSnapshot);
  // The shell has hydrated (its Suspense boundaries hydrate after it: see page-hydrated.ts).
  useEffect(onShellHydrated, [onShellHydrated]);
  return (
    <BrowserRootContext value={true}>
      <AppRoot scope={scope} context={{ router, page, pending, navigate: navigation.navigate, observeLink }} config={config} />
    </BrowserRootContext>
  );
}
