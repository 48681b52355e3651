import { useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageCatalogue } from './translation-types.ts';

interface WithMessagesProps {
  /** An English area the lazily loaded part brings with it. */
  readonly messages: MessageCatalogue;
  readonly children: ReactNode;
}

/**
 * Gives a lazily loaded part of the page (a modal's content, the consent choices) the message
 * area it brought along, so that area is not in the first load; `lazyWithMessages` puts it
 * above the part's component. The messages already provided
 * (a translation, the page's areas) win: the area only fills in what is missing.
 */
export function WithMessages({ messages, children }: WithMessagesProps) {
  const intl = useIntl();
  // One kind of message per build (texts on the server, ASTs in the browser): the merge keeps it.
  const merged = useMemo(() => ({ ...messages, ...intl.messages }) as MessageCatalogue, [messages, intl.messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      {children}
    </IntlProvider>
  );
}

/** A part's component inside its message area (see lazyWithMessages). */
export function withMessages<Props extends object>(messages: MessageCatalogue, Part: ComponentType<Props>) {
  return function PartWithMessages(props: Props) {
    return (
      <WithMessages messages={messages}>
        <Part {...props} />
      </WithMessages>
    );
  };
}
