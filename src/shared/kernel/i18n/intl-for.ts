/**
 * The react-intl object of a locale and a page's message areas, built once and kept. A provider
 * per render would build every message's formatter again on every request (profiled: locale
 * resolution and formatter memoisation were ~8 % of a page's server CPU); one shared cache lets
 * all requests of the process (or all pages of the tab) reuse them.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { messagesFor as siteMessagesFor, type MessagesFor } from './catalogue.ts';
import type { MessageCatalogue } from './translation-types.ts';

export interface IntlLocale {
  readonly code: string;
  readonly iso: string;
}

const noPageMessages: MessageCatalogue = Object.freeze({});

export function createIntlFor(messagesFor: MessagesFor): (locale: IntlLocale, pageMessages?: MessageCatalogue) => IntlShape {
  const cache = createIntlCache();
  const byLocale = new Map<string, WeakMap<MessageCatalogue, IntlShape>>();
  return (locale, pageMessages = noPageMessages) => {
    const key = `${locale.code} ${locale.iso}`;
    let byPage = byLocale.get(key);
    if (!byPage) byLocale.set(key, (byPage = new WeakMap()));
    let intl = byPage.get(pageMessages);
    if (!intl) {
      intl = createIntl({ locale: locale.iso, defaultLocale: 'en-GB', messages: messagesFor(locale.code, pageMessages) }, cache);
      byPage.set(pageMessages, intl);
    }
    return intl;
  };
}

export const intlFor = createIntlFor(siteMessagesFor);
