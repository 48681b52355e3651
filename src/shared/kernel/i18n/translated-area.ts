/**
 * The type of a translated area: one text for every id of its English area, and no other id,
 * so the compiler refuses a translation that misses or invents an id.
 */
export type TranslationOf<EnglishArea> = Readonly<Record<keyof EnglishArea, string>>;
