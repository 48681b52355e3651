/**
 * The translations, each its own chunk in the client build: a page in English never loads one.
 * The server loads every configured locale's at start; the browser loads its page's before
 * hydrating (the server preloads that chunk), so both render with the same messages.
 */
import type { Translation } from './translation-types.ts';
import { ownValue } from '../data/own-value.ts';

const translationLoaders: Readonly<Record<string, () => Promise<Translation>>> = {
  fr: async () => (await import('./fr/index.ts')).frenchTranslation,
};

const loaded = new Map<string, Translation>();

/** A locale's translation once loaded; undefined for English and for a locale without one. */
export function translationOf(localeCode: string): Translation | undefined {
  return loaded.get(localeCode);
}

/** Loads a locale's translation once; a locale without one (English, or a missing file) loads nothing. */
export async function loadTranslation(localeCode: string): Promise<void> {
  const load = ownValue(translationLoaders, localeCode);
  if (load && !loaded.has(localeCode)) loaded.set(localeCode, await load());
}
