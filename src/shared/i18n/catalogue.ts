import { englishMessages } from './en/index.ts';

export type MessageCatalogue = Readonly<Record<string, string>>;

/** Catalogues by locale code; a locale without one (yet) shows the English text. */
const catalogues: Readonly<Record<string, MessageCatalogue>> = { en: englishMessages };

export function messagesFor(localeCode: string): MessageCatalogue {
  return catalogues[localeCode] ?? englishMessages;
}
