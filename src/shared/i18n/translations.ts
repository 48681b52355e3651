/**
 * The translated catalogues, each its own chunk in the client build: a page in English never
 * loads one. The server loads every configured locale's at start; the browser loads its page's
 * before hydrating (the server preloads that chunk), so both render with the same messages.
 */
import type { MessageCatalogue } from './catalogue.ts';

const translationLoaders: Readonly<Record<string, () => Promise<MessageCatalogue>>> = {
  fr: async () => (await import('./fr/index.ts')).frenchMessages,
};

const loaded = new Map<string, MessageCatalogue>();

/** The translations loaded so far, by locale code. */
export const loadedTranslations: ReadonlyMap<string, MessageCatalogue> = loaded;

/** Loads a locale's translation once; a locale without one (English, or a missing file) loads nothing. */
export async function loadTranslation(localeCode: string): Promise<void> {
  const load = translationLoaders[localeCode];
  if (load && !loaded.has(localeCode)) loaded.set(localeCode, await load());
}
