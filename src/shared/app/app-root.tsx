import type { Scope } from 'effector';
import { useMemo } from 'react';
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

/** The providers around the app: the request's effector scope and the messages of the locale and page. */
export function AppRoot({ scope, context, config }: AppRootProps) {
  const locale = context.page.match?.locale ?? context.router.defaultLocale;
  const pageMessages = context.page.module?.messages;
  const messages = useMemo(() => messagesFor(locale.code, pageMessages), [locale.code, pageMessages]);
  return (
    <Provider value={scope}>
      <IntlProvider locale={locale.iso} defaultLocale="en-GB" messages={messages}>
        <App context={context} config={config} />
      </IntlProvider>
    </Provider>
  );
}
