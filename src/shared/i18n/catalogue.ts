/**
 * The messages a page is shown with: English is the reference, always complete. A locale's
 * translation overrides it id by id; a configured locale without a translation (its file is
 * missing) is logged once and shown in English (spec §8, "Locale"), on the server and in the
 * browser alike, so both render the same text and hydration matches.
 *
 * Catalogues are bundled, not fetched: the shell's areas with the client entry, the other areas
 * with the page modules that use them (`PageModule.messages`), so there is no load to fail at
 * run time beyond the page chunk's own (handled by the chunk-reload guard).
 */
import { englishShellMessages } from './en/shell.ts';

/** Message texts by id (ICU syntax; the client build compiles them to ASTs, see build.mjs). */
export type MessageCatalogue = Readonly<Record<string, string>>;

export interface CatalogueSources {
  /** Translated catalogues by locale code; English needs none. */
  readonly translations: ReadonlyMap<string, MessageCatalogue>;
  readonly log: (message: string) => void;
}

export type MessagesFor = (localeCode: string, pageMessages?: MessageCatalogue) => MessageCatalogue;

export function createMessagesFor({ translations, log }: CatalogueSources): MessagesFor {
  const reported = new Set<string>();
  return (localeCode, pageMessages = {}) => {
    const translation = translations.get(localeCode);
    if (!translation && localeCode !== 'en' && !reported.has(localeCode)) {
      reported.add(localeCode);
      log(`no message file for the locale "${localeCode}": its pages are shown in English`);
    }
    return { ...englishShellMessages, ...pageMessages, ...translation };
  };
}

/** The site's catalogues: English only so far (the one configured locale, spec §1). */
export const messagesFor = createMessagesFor({ translations: new Map(), log: (message) => console.warn(message) });
