import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue.ts';
import { App } from './app.tsx';
import type { DocumentConfig } from './document-config.ts';
import type { RouterContextValue } from './router-context.tsx';

interface AppRootProps {
  readonly scope: Scope;
  readonly context: RouterContextValue;
  readonly config: DocumentConfig;
}

/** The providers around the app: the request's effector scope and the locale's messages. */
export function AppRoot({ scope, context, config }: AppRootProps) {
  const locale = context.page.match?.locale ?? context.router.defaultLocale;
  return (
    <Provider value={scope}>
      <IntlProvider locale={locale.iso} defaultLocale="en-GB" messages={messagesFor(locale.code)}>
        <App context={context} config={config} />
      </IntlProvider>
    </Provider>
  );
}
