import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { RawIntlProvider } from 'react-intl';
import { intlFor } from '../kernel/i18n/intl-for.ts';
import { App } from './app.tsx';
import type { DocumentConfig } from './document-config.ts';
import type { RouterContextValue } from '../features/app/router-context.tsx';
import type { PageModule } from '../pages/page-module.ts';

interface AppRootProps {
  readonly scope: Scope;
  readonly context: RouterContextValue<PageModule>;
  readonly config: DocumentConfig;
}

/** The providers around the app: the request's effector scope and the messages of the locale and page. */
export function AppRoot({ scope, context, config }: AppRootProps) {
  const locale = context.page.match?.locale ?? context.router.defaultLocale;
  const intl = intlFor(locale, context.page.module?.messages);
  return (
    <Provider value={scope}>
      <RawIntlProvider value={intl}>
        <App context={context} config={config} />
      </RawIntlProvider>
    </Provider>
  );
}
