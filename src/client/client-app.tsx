import type { Scope } from 'effector';
import { useEffect, useSyncExternalStore } from 'react';
import { AppRoot } from '../shared/app/app-root.tsx';
import type { DocumentConfig } from '../shared/app/document-config.ts';
import type { RouterContextValue } from '../shared/features/app/router-context.tsx';
import type { Router } from '../shared/routing/router.ts';
import type { ClientNavigation } from './navigation.ts';

interface ClientAppProps {
  readonly router: Router;
  readonly scope: Scope;
  readonly navigation: ClientNavigation;
  readonly observeLink: RouterContextValue['observeLink'];
  readonly config: DocumentConfig;
}

/** The app in the browser: the same tree as the server's, following client-side navigation. */
export function ClientApp({ router, scope, navigation, observeLink, config }: ClientAppProps) {
  const { page, pending } = useSyncExternalStore(navigation.subscribe, navigation.getSnapshot, navigation.getSnapshot);
  useEffect(() => {
    // Tells tests and monitoring that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <AppRoot scope={scope} context={{ router, page, pending, navigate: navigation.navigate, observeLink }} config={config} />;
}
