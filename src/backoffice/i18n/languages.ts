import { DEFAULT_LANG, type Site } from '../../shared/kernel/api/contract.ts';

/** The language of the base rows; every other language lives in translation tables. */
export const BASE_LANG = DEFAULT_LANG;

/**
 * One slug per language of the site, so the site can link the same entity in another language;
 * a language without a translation gets the base slug, which its reads fall back to.
 */
export function slugsByLanguage(site: Site, slugs: ReadonlyMap<string, string>): Record<string, string> {
  return Object.fromEntries(
    site.languages.flatMap((language) => {
      const slug = slugs.get(language.code) ?? slugs.get(BASE_LANG);
      return slug === undefined ? [] : [[language.code, slug]];
    }),
  );
}
