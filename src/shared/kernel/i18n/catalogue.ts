/**
 * The messages a page is shown with: English is the reference, always complete. A locale's
 * translation overrides it id by id; a configured locale without a translation (its file is
 * missing) is logged once and shown in English (spec §8, "Locale"), on the server and in the
 * browser alike, so both render the same text and hydration matches.
 *
 * English is bundled: the shell's areas with the client entry, the other areas with the page
 * modules that use them (`PageModule.messages`). A translation is one chunk of its own, loaded
 * before the first render of its locale (translations.ts).
 */
import { englishShellMessages } from './en/shell.ts';
import type { MessageCatalogue } from './translation-types.ts';
import { translationOf } from './translations.ts';

export interface CatalogueSources {
  /** A locale's translated catalogue; English needs none. */
  readonly catalogueOf: (localeCode: string) => MessageCatalogue | undefined;
  readonly log: (message: string) => void;
}

export type MessagesFor = (localeCode: string, pageMessages?: MessageCatalogue) => MessageCatalogue;

export function createMessagesFor({ catalogueOf, log }: CatalogueSources): MessagesFor {
  const reported = new Set<string>();
  return (localeCode, pageMessages = {}) => {
    const translation = catalogueOf(localeCode);
    if (!translation && localeCode !== 'en' && !reported.has(localeCode)) {
      reported.add(localeCode);
      log(`no message file for the locale "${localeCode}": its pages are shown in English`);
    }
    return { ...englishShellMessages, ...pageMessages, ...translation };
  };
}

/** The site's catalogues: English and the translations loaded (translations.ts). */
export const messagesFor = createMessagesFor({
  catalogueOf: (localeCode) => translationOf(localeCode)?.messages,
  log: (message) => console.warn(message),
});
